// What a demanding caller says to an automated line asking for a name or an account: a letter ruled out or hinted
// inside the name ("Jon, no H, Baker", "Steven, with the V, Walsh"), a place said in the caller's own language ("José
// García, de Monterrey"), a short name before the whole name ("Chris, Christine Evans"), a family named without a
// plural's ending ("the Evans"), and forty more things such a caller says (hesitations, corrections, spelled parts,
// relatives, titles, numbers beside the name), each answer checked by hand. Over fixtures/callers-said-ivr.csv (a BOM,
// every field quoted, names that differ by a letter or a sound, accents, a title in a cell) and the other callers-said
// fixtures, through a lookup document as a flow calls it. A confident wrong answer is the worst outcome: each case
// says which row, or none.
import { describe, expect, test } from '@jest/globals';
import { saidToLookupsOver } from './support/eachSaid.js';
import { withLetterRuledOutInsideAsHint } from '../src/normalise/statedSpelling.js';
import { withPlaceInOtherLanguageRead } from '../src/normalise/placeInOtherLanguage.js';
import { withoutNicknameBesideName, withoutShortNameSaidFirst } from '../src/normalise/restarts.js';
import { withoutTitleInOtherLanguage } from '../src/normalise/titleInOtherLanguage.js';

const eachSaid = saidToLookupsOver(['callers-said-ivr.csv', 'callers-said.csv', 'callers-said-again.csv', 'callers-said-family.csv'] as const);

describe('a letter ruled out or hinted inside the name', () => {
  // Until 2026-12-07 "no H" was read only after the whole name, and "with the V" (an article "the") not at all: both
  // were words of the name, "Jon, no H, Baker" listing Jon Baker 91 and John Baker 90, "Steven, with the V, Walsh"
  // Steven Walsh 90 and Stephen Walsh 89.
  eachSaid('callers-said.csv', [
    ['Jon, no H, Baker', 'confident Jon Baker'],
    ['Jon, without the H, Baker', 'confident Jon Baker'],
    ['Jon without the H Baker', 'confident Jon Baker'],
    ['Jon no H Baker', 'confident Jon Baker'],
    ['John, with the H, Baker', 'confident John Baker'],
    // The letter ruled out is in the name heard: the caller is asked.
    ['John, no H, Baker', 'ambiguous Jon Baker, John Baker'],
    // "no" then a name: a correction, not a letter (Jon and John sound alike: asked).
    ['John, no, Jon Baker', 'ambiguous Jon Baker, John Baker'],
  ]);
  eachSaid('callers-said-ivr.csv', [
    ['Debra, no O, Lee', 'confident Debra Lee'],
    ['Steven, with the V, Walsh', 'confident Steven Walsh'],
    ['Stephen, with the P H, Walsh', 'confident Stephen Walsh'],
  ]);
});

describe('where in the word the letter hinted is', () => {
  // Until 2026-12-07 "at the end" after a hint was three words of the name and the hint unread: "Ann Williams, without
  // an E at the end" was Anne Williams, confident, against what the caller said; "Hanna Müller, with an H at the end"
  // and "Anne Williams, with an E at the end" the only candidate at 100.
  eachSaid('callers-said.csv', [
    ['Ann Williams, without an E at the end', 'ambiguous Anne Williams'],
    ['Ann Williams, no E at the end', 'ambiguous Anne Williams'],
    ['Ann, no E at the end, Williams', 'ambiguous Anne Williams'],
    ['Anne Williams, with an E at the end', 'confident Anne Williams'],
  ]);
  eachSaid('callers-said-ivr.csv', [
    ['Hanna Müller, with an H at the end', 'confident Hannah Müller'],
    ['Hanna Müller with an H on the end', 'confident Hannah Müller'],
  ]);
});

describe("a place said after the name in the caller's language", () => {
  // Until 2026-12-07 "de" and "aus" were words of the name: "José García, de Monterrey" the only candidate at 100,
  // "Hannah Müller aus München" at 77, never confident ("from Monterrey" was read).
  eachSaid('callers-said-again.csv', [
    ['José García, de Monterrey', 'confident José García'],
    ['José García, de Houston, gracias', 'confident José García'],
    // A name's particle where the column holds the rest of the name: the name.
    ['Maria De la Cruz', 'confident Maria De la Cruz'],
  ]);
  eachSaid('callers-said-ivr.csv', [
    ['Hannah Müller aus München', 'confident Hannah Müller'],
    ['María José Rodríguez, de Madrid', 'confident María José Rodríguez'],
    ['Maria Jose Rodriguez desde Madrid', 'confident María José Rodríguez'],
  ]);
  test.each([
    ['José García, de Monterrey', [], 'José García, from Monterrey'],
    ['Hannah Müller aus München', [], 'Hannah Müller from München'],
    // A particle without a pause is a name's; a place's word the column holds is the name's rest.
    ['Lucas da Silva', [], 'Lucas da Silva'],
    ['Maria Elena, de la Cruz', ['cruz'], 'Maria Elena, de la Cruz'],
    // "aus" a word of the column's: as said.
    ['Hannah Müller aus München', ['aus'], 'Hannah Müller aus München'],
  ])('"%s" holding %j → "%s"', (said, held, expected) => {
    expect(withPlaceInOtherLanguageRead(said, (word) => (held as string[]).includes(word))).toBe(expected);
  });
});

describe("a courtesy title in the caller's language", () => {
  // Until 2026-12-07 the title was a word of the name no row holds: "Frau Hannah Müller" the only candidate at 86,
  // "Herr Walter Kowalski" at 91, "Señora María José Rodríguez" at 86, "Madame Hannah Müller" at 82.
  eachSaid('callers-said-ivr.csv', [
    ['Frau Hannah Müller', 'confident Hannah Müller'],
    ['Herr Walter Kowalski', 'confident Walter Kowalski'],
    ['Señora María José Rodríguez', 'confident María José Rodríguez'],
    ['Madame Hannah Müller', 'confident Hannah Müller'],
    // The surname alone after it: a name said in part, asked.
    ['Frau Müller', 'ambiguous Hannah Müller'],
  ]);
  test.each([
    ['Herr Walter Kowalski', [], 'Walter Kowalski'],
    ['Sra. Rodríguez', [], 'Rodríguez'],
    // Herr is a surname too: where the column holds it, a word of the name.
    ['Herr Walter Kowalski', ['herr'], 'Herr Walter Kowalski'],
    ['Señora María', ['senora'], 'Señora María'],
    // Inside a word, no title.
    ['Hannah Frauke Müller', [], 'Hannah Frauke Müller'],
  ])('"%s" holding %j → "%s"', (said, held, expected) => {
    expect(withoutTitleInOtherLanguage(said, (word) => (held as string[]).includes(word))).toBe(expected);
  });
});

describe('a short name, a pause, then the whole name', () => {
  // Until 2026-12-07 the short name was a third word of the name: "Chris, Christine Evans" ambiguous at 88 with
  // Christopher Evans at 76.
  eachSaid('callers-said-again.csv', [
    ['Chris, Christine Evans', 'confident Christine Evans'],
    ["it's Chris, Christine Evans", 'confident Christine Evans'],
    ['Chris, Christopher Evans', 'confident Christopher Evans'],
    // A surname said first and then the whole name: as before.
    ['Evans, Christine Evans', 'confident Christine Evans'],
  ]);
  eachSaid('callers-said-ivr.csv', [
    ['Kathy, Kathleen Doherty', 'confident Kathleen Doherty'],
    ['Rob, Roberta Johnson', 'confident Roberta Johnson'],
  ]);
  // A nickname of the first name said beside it, after it or before it (until 2026-12-07 a third word of the name:
  // "Margaret, Maggie, Thompson" 94, "Walter, Walt, Kowalski" 95, the only candidate, never confident).
  eachSaid('callers-said-ivr.csv', [
    ['Margaret, Maggie, Thompson', 'confident Margaret Thompson'],
    ['Walter, Walt, Kowalski', 'confident Walter Kowalski'],
    ['Margaret, Maggie Thompson', 'confident Margaret Thompson'],
    ['Maggie, Margaret Thompson', 'confident Margaret Thompson'],
    ['Margaret, but everyone calls me Maggie, Thompson', 'ambiguous Margaret Thompson'],
  ]);
  // A whole name the table does not hold: never the short name's row, confidently (no Jonathan here).
  eachSaid('callers-said.csv', [
    ['Jon, Jonathan Smith', 'ambiguous John Smith, Joan Smith, Carlotta Ann Smith'],
  ]);
  test.each([
    ['Chris, Christine Evans', 'Christine Evans'],
    ['Kathy, Kathleen Doherty', 'Kathleen Doherty'],
    ['Evans, Christine Evans', 'Evans, Christine Evans'],
    ['Smith, John', 'Smith, John'],
    // Two letters are no name begun; a word after the whole name's first is no first word said whole.
    ['Al, Alan Smith', 'Al, Alan Smith'],
    ['Chris, Evans Christine', 'Chris, Evans Christine'],
  ])('"%s" → "%s"', (said, expected) => {
    expect(withoutShortNameSaidFirst(said)).toBe(expected);
  });
  test.each([
    ['Margaret, Maggie, Thompson', 'Margaret Thompson'],
    ['Walt, Walter Kowalski', 'Walter Kowalski'],
    // Two names no nickname joins, a surname said first: as said.
    ['Mary, Jane, Smith', 'Mary, Jane, Smith'],
    ['Thompson, Margaret Thompson', 'Thompson, Margaret Thompson'],
  ])('nickname beside the name: "%s" → "%s"', (said, expected) => {
    expect(withoutNicknameBesideName(said)).toBe(expected);
  });
});

describe('a family named without a plural\'s ending, or by its possessive', () => {
  // Until 2026-12-07 these were not_found: "evans" after "the" was no family's sign, and "the Murphys' account" read
  // "Murphy account", "account" a word of the name.
  eachSaid('callers-said-again.csv', [
    ['the Evans', 'ambiguous Christopher Evans, Christine Evans'],
    ["it's for the Evans, please", 'ambiguous Christopher Evans, Christine Evans'],
    ["the Evans' account", 'ambiguous Christopher Evans, Christine Evans'],
    // One Evans named is that Evans.
    ['Christine Evans', 'confident Christine Evans'],
  ]);
  eachSaid('callers-said-family.csv', [
    ["the Murphys' account", 'ambiguous Declan Murphy, Siobhan Murphy'],
    ["the Murphy's account", 'ambiguous Declan Murphy, Siobhan Murphy'],
    ['the Murphys account', 'ambiguous Declan Murphy, Siobhan Murphy'],
    ['the Jones', 'ambiguous Jones, Peter'],
  ]);
});

describe('a name spelled with its apostrophe, an umlaut, or after a name of three words', () => {
  // Until 2026-12-07: "apostrophe" between letters spelled made "O'H" one word and the spelling none ("Oliver O'Hara, O
  // apostrophe H A R A" ambiguous at 89, "Ronan O'Neill, O apostrophe N E I L L" listing Ronan Neill first); a spelling
  // after three words replaced the last two's only (a fourth word, "Nguyen Van Minh, N G U Y E N" at 86); a spelling
  // with "ue" for an umlaut was read after the umlauts were ("Hannah Mueller, M U E L L E R" at 90).
  eachSaid('callers-said-ivr.csv', [
    ["Oliver O'Hara, O apostrophe H A R A", "confident Oliver O'Hara"],
    ["O apostrophe H A R A, Oliver", "confident Oliver O'Hara"],
    ['Nguyen Van Minh, N G U Y E N', 'confident Nguyen Van Minh'],
    ['Hannah Mueller, M U E L L E R', 'confident Hannah Müller'],
  ]);
  eachSaid('callers-said.csv', [
    ["Ronan O'Neill, O apostrophe N E I L L", "confident Ronan O'Neill"],
    // Said, not spelled: the apostrophe written.
    ['Ronan O apostrophe Neill', "confident Ronan O'Neill"],
  ]);
});

describe('a correction, then the word spelled as meant', () => {
  // Until 2026-12-07 the spelling took the word's place and the correction before it stayed a word of the name: "John,
  // no, J O N, Baker" was "jon no baker", Jon and John Baker at 95; "John Baker, no, J O N" both at 88.
  eachSaid('callers-said.csv', [
    ['John, no, J O N, Baker', 'confident Jon Baker'],
    ['John, sorry, J O N, Baker', 'confident Jon Baker'],
    ["John, no, it's J O N, Baker", 'confident Jon Baker'],
    ['John no J O N Baker', 'confident Jon Baker'],
    ['John, I mean, J O N, Baker', 'confident Jon Baker'],
    ['John Baker, no, J O N', 'confident Jon Baker'],
    ['Jon, sorry, J O H N, Baker', 'confident John Baker'],
    // A "no" after a spelling of no word said before it stays: the caller spelled, and then said something else.
    ['J O N, no, Baker', 'ambiguous Jon Baker, John Baker'],
  ]);
});

describe('letters said in place of others', () => {
  // Until 2026-12-07 only one letter each was read: "Stephen, P H not V, Walsh" listed Stephen Walsh 89 and Steven
  // Walsh 88.
  eachSaid('callers-said-ivr.csv', [
    ['Stephen, P H not V, Walsh', 'confident Stephen Walsh'],
    ['Stephen Walsh, P H not V', 'confident Stephen Walsh'],
    ['Stephen, P H instead of V, Walsh', 'confident Stephen Walsh'],
    ['Steven, V not P H, Walsh', 'confident Steven Walsh'],
    ['Stephen, with a P H not a V, Walsh', 'confident Stephen Walsh'],
    // Said against the word heard: asked (as "Catherine Murphy, K not C" is).
    ['Steven, P H not V, Walsh', 'ambiguous Steven Walsh, Stephen Walsh'],
  ]);
});

describe('a part of the name said by its letters alone', () => {
  // Until 2026-12-07 a spelling that took no word's place stayed letters, which the readers after it (an umlaut's "ue",
  // a "Last, First" pause) did not see: "Hannah, M U E L L E R" was the only candidate at 90.
  eachSaid('callers-said-ivr.csv', [
    ['Hannah, M U E L L E R', 'confident Hannah Müller'],
    ['Hannah M U E L L E R', 'confident Hannah Müller'],
    ['M U E L L E R, Hannah', 'confident Hannah Müller'],
    ['Kowalski, W A L T E R', 'confident Walter Kowalski'],
  ]);
  eachSaid('callers-said.csv', [
    ['Smith, J O H N', 'confident John Smith'],
    ['Smith, J O A N', 'confident Joan Smith'],
  ]);
});

describe('a place said after the name spelled', () => {
  // Until 2026-12-07 the pause after a spelling of the name's last word was dropped: "Kathleen Doherty, D O H E R T Y,
  // Derry" read "Kathleen Doherty Derry", the only candidate at 88 (with ", Northern Ireland" after it, 88 too), as
  // "Kathleen Doherty, Derry" is confident.
  eachSaid('callers-said-ivr.csv', [
    ['Kathleen Doherty, D O H E R T Y, Derry', 'confident Kathleen Doherty'],
    ['Kathleen Doherty, D O H E R T Y, Derry, Northern Ireland', 'confident Kathleen Doherty'],
    ["my name is Kathleen Doherty, D O H E R T Y, Derry", 'confident Kathleen Doherty'],
  ]);
  // A first name spelled, then the rest of the name after a pause: the name.
  eachSaid('callers-said.csv', [
    ['Carlotta Ann, A N N, Smith', 'confident Carlotta Ann Smith'],
    ['Carlotta, C A R L O T T A, Ann Smith', 'confident Carlotta Ann Smith'],
  ]);
});

describe('two given names said for a name of them run together', () => {
  // Decided 2026-12-07: "Anna Marie" is Annmarie's spelling, as "Ann Marie" is, where the table writes the name no
  // closer; where it holds both spellings, the one said is the answer.
  eachSaid('callers-said-again.csv', [['Anna Marie Kelly', 'confident Annmarie Kelly']]);
  eachSaid('callers-said-ivr.csv', [
    ['Anna Marie Costa', 'confident Annamarie Costa'],
    ['Ann Marie Costa', 'confident Annmarie Costa'],
  ]);
  // Pieces of two letters are not read as a given name ("lu" of Luann): "Lou Ann" is asked, "Lu Ann" confident.
  eachSaid('callers-said-family.csv', [
    ['Lou Ann Peters', 'ambiguous Luann Peters'],
    ['Lu Ann Peters', 'confident Luann Peters'],
  ]);
});

describe('what else a demanding caller says to an automated line', () => {
  // Checked by hand on 2026-12-07; these were already read as meant.
  eachSaid('callers-said-ivr.csv', [
    ["um, it's, uh, Robert Johnson", 'confident Robert Johnson'],
    ['Robert, I mean Roberta Johnson', 'confident Roberta Johnson'],
    ["the account's in my husband's name, Michael Brown", 'confident Michael Brown'],
    ["it's in my mom's name, Margaret Thompson", 'confident Margaret Thompson'],
    ['the account is under my husband, Gary Wilson', 'confident Gary Wilson'],
    ["it's under my mother, Hannah Müller", 'confident Hannah Müller'],
    ['I\'m calling on behalf of my dad, Walter Kowalski', 'confident Walter Kowalski'],
    ['Walter Kowalski, he passed away last month', 'confident Walter Kowalski'],
    ["my son Gary Wilson's account", 'confident Gary Wilson'],
    ['Stephen with a P H Walsh', 'confident Stephen Walsh'],
    ['Steven with a V, Walsh', 'confident Steven Walsh'],
    ['Susan Clarke with an E', 'confident Dr. Susan Clarke'],
    ['Susan Clark, no E', 'confident Susan Clark'],
    ['Clarke with an E, Susan', 'confident Dr. Susan Clarke'],
    ['Ellen Fisher without a C', 'confident Ellen Fisher'],
    ['Ellen Fischer, F I S C H E R', 'confident Ellen Fischer'],
    ['Stephen Walsh, spelled S T E P H E N', 'confident Stephen Walsh'],
    ['Priyanka, P R I Y A N K A, Sharma', 'confident Priyanka Sharma'],
    ['Zhang Wei, that\'s Z H A N G, W E I', 'confident Zhang Wei'],
    ['Mohammed, M O H A M M E D, Al-Rashid', 'confident Mohammed Al-Rashid'],
    ['Kathleen Doherty, account number 4 4 1 2', 'confident Kathleen Doherty'],
    ['Gary Wilson, my account number is 12345', 'confident Gary Wilson'],
    ['Priyanka Sharma, account G5011', 'confident Priyanka Sharma'],
    ['my number is 303 555 0120, Michelle Brown', 'confident Michelle Brown'],
    ['Priyanka Sharma, not Priya', 'confident Priyanka Sharma'],
    ['Michelle, not Michael, Brown', 'confident Michelle Brown'],
    ['Roberta Johnson, not Robert', 'confident Roberta Johnson'],
    ['Robert Johnson Junior', 'confident Robert Johnson'],
    ['Mr. Gary Wilson', 'confident Gary Wilson'],
    ['Kowalski, Walter', 'confident Walter Kowalski'],
    ["it's, um, Wilson, Gary Wilson", 'confident Gary Wilson'],
    ['Hmm, let me think, Gary Wilson', 'confident Gary Wilson'],
    ['Minh, Nguyen Van Minh', 'confident Nguyen Van Minh'],
    ['Wei Zhang', 'confident Zhang Wei'],
    ['Mohammed Al Rashid', 'confident Mohammed Al-Rashid'],
    ['Oliver O Hara', "confident Oliver O'Hara"],
    ['Hannah Mueller', 'confident Hannah Müller'],
    ['Hannah Muller with an umlaut', 'confident Hannah Müller'],
    ['María José Rodríguez, con acento', 'confident María José Rodríguez'],
    ['Rodriguez, Maria Jose', 'confident María José Rodríguez'],
    ['yeah hi so it\'s for Kathleen Doherty please', 'confident Kathleen Doherty'],
    ['Kathleen Doherty, Derry', 'confident Kathleen Doherty'],
    // Two spellings of one sound, or a name said in part: asked.
    ["it's under my wife's name, Susan Clark", 'ambiguous Dr. Susan Clarke, Susan Clark'],
    ['Steven, sorry, Stephen Walsh', 'ambiguous Stephen Walsh, Steven Walsh'],
    ['Ellen Fisher with a C H', 'ambiguous Ellen Fischer, Ellen Fisher'],
    ['the Fischers', 'ambiguous Ellen Fischer, Ellen Fisher'],
    ['Maggie Thompson', 'ambiguous Margaret Thompson'],
    // Whose relative the caller is, and nothing more (decisions.md): no one.
    ['Margaret Thompson, that\'s my mother', 'not_found'],
  ]);
});

describe('a letter ruled out inside the name, read as the hint it is', () => {
  test.each([
    ['Jon, no H, Baker', 'Jon, without H, Baker'],
    ['Debra no O Lee', 'Debra without O Lee'],
    // A correction: letters spelled, a name, "I mean", a pause after "no".
    ['John, no J O A N, Baker', 'John, no J O A N, Baker'],
    ['John, no I mean Joan Baker', 'John, no I mean Joan Baker'],
    ['John, no, Jon Baker', 'John, no, Jon Baker'],
    // At the end: read there (`statedSpellings`).
    ['Jon Baker, no H', 'Jon Baker, no H'],
    ['casino H Baker', 'casino H Baker'],
  ])('"%s" → "%s"', (said, expected) => {
    expect(withLetterRuledOutInsideAsHint(said)).toBe(expected);
  });
});
