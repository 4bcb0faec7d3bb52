// What a caller says when a phone line has their name and asks a second field to check it: a date of birth, a postcode
// or ZIP code, a phone number, a member number with letters. Said as callers say them ("the fifth of March
// eighty-five", "S W one A, one A A", "double five", "triple seven", "A as in apple 1 0 0 0 1", "um, the zip is six oh
// six oh one") and as a recogniser writes them, each answer checked by hand. Over fixtures/callers-said-second.csv (a
// BOM, every field quoted, two John Smiths, and names, dates, postcodes, ZIPs and member numbers a digit or a letter
// apart), through a lookup document of two search columns, the name and the field, as a flow calls it: the field in
// the lookup's own mode (hybrid) and in exact mode, as docs/lookup-documents.md advises for a date of birth. A
// confident wrong answer is the worst outcome: each case says which row, or none.
import { beforeAll, describe, expect, test } from '@jest/globals';
import type { LookupDocument } from '@switchboard/matcher';
import { documentWith } from './support/documentWith.js';
import { toldCaller } from './support/toldCaller.js';

const FIXTURE = 'callers-said-second.csv';
const FIELDS = { dob: 'Date of Birth', postcode: 'Postcode', zip: 'ZIP', phone: 'Phone', member: 'Member Number' } as const;
type Field = keyof typeof FIELDS;
const MODES = ['hybrid', 'exact'] as const;

let doc: LookupDocument;
beforeAll(async () => {
  // One lookup per field and mode: `by_dob_hybrid` searches Full Name and Date of Birth, the date as the lookup does.
  const lookups = Object.entries(FIELDS).flatMap(([field, column]) => MODES.map((mode) => ({
    tool_name: `by_${field}_${mode}`,
    search_column: 'Full Name',
    additional_search_columns: [{ column, param_name: field, match_mode: mode }],
    return_columns: ['Full Name'],
  })));
  ({ doc } = await documentWith({ files: [FIXTURE], lookups }, [FIXTURE]));
});

/** One test per case and mode: the name and the field said, what the lookup tells the caller. */
function eachSaid(field: Field, cases: readonly (readonly [name: string, said: string, expected: string])[], modes: readonly (typeof MODES)[number][] = MODES): void {
  const rows = modes.flatMap((mode) => cases.map(([name, said, expected]) => [mode, name, said, expected] as const));
  test.each(rows)(`%s: "%s", ${field} "%s" → %s`, (mode, name, said, expected) => {
    expect(toldCaller(doc.call(`by_${field}_${mode}`, { full_name: name, [field]: said }))).toBe(expected);
  });
}

describe('a date of birth', () => {
  eachSaid('dob', [
    ['John Smith', 'the fifth of March eighty-five', 'confident John Smith'],
    ['John Smith', 'March 5th, 1985', 'confident John Smith'],
    ['John Smith', 'oh three oh five eighty-five', 'confident John Smith'],
    ['John Smith', 'three five eighty-five', 'confident John Smith'],
    ['John Smith', "um, it's March the fifth, nineteen eighty five", 'confident John Smith'],
    ['John Smith', 'my date of birth is the 5th of March 1985', 'confident John Smith'],
    ['John Smith', 'I was born on March 5th 1985', 'confident John Smith'],
    ['John Smith', 'zero three zero five one nine eight five', 'confident John Smith'],
    ['John Smith', 'oh three, oh five, one nine eight five', 'confident John Smith'],
    ['John Smith', 'born in 1985, March fifth', 'confident John Smith'],
    ['John Smith', 'mar 5 1985', 'confident John Smith'],
    ['John Smith', '3-5-85', 'confident John Smith'],
    ['John Smith', 'uh, eleven twenty three ninety', 'confident John Smith'],
    ['John Smith', 'twenty third of november ninety', 'confident John Smith'],
    ['David Lee', 'February twenty ninth two thousand', 'confident David Lee'],
    ['David Lee', 'oh two two nine double oh', 'confident David Lee'],
    ['David Lee', 'two twenty nine two thousand', 'confident David Lee'],
    ['Sarah Connor', 'five five fifty five', 'confident Sarah Connor'],
    ['Priya Patel', 'one two three one nine nine', 'confident Priya Patel'],
    ['Ellen Fischer', 'oh eight oh eight eighty eight', 'confident Ellen Fischer'],
    ['Mary O\'Neill', 'the fourth of July, 1976', "confident Mary O'Neill"],
    // Until 2026-12-07 a day and a month said as ordinals, "the Nth of the Mth", were read in the column's order (May
    // 3rd here), and a year a recogniser wrote as two numbers, "19 85", was 2019.
    ['John Smith', 'the 5th of the 3rd 1985', 'confident John Smith'],
    ['John Smith', 'the fifth of the third, eighty-five', 'confident John Smith'],
    ['John Smith', 'fifth of the third eighty five', 'confident John Smith'],
    ['Priya Patil', 'the twelfth of the first, nineteen ninety nine', 'confident Priya Patil'],
    ['Ellen Fisher', 'the eighteenth of the ninth 1988', 'confident Ellen Fisher'],
    ['John Smith', 'the twenty third of the eleventh ninety', 'confident John Smith'],
    ['John Smith', 'March 5th 19 85', 'confident John Smith'],
    ['John Smith', '3 5 19 85', 'confident John Smith'],
    // "in" and "the year" before the year (until 2026-12-07 no date, not_found).
    ['John Smith', 'fifth of March in 1985', 'confident John Smith'],
    ['John Smith', 'March 5th in the year 1985', 'confident John Smith'],
    ['David Lee', 'February twenty ninth, the year two thousand', 'confident David Lee'],
    // No year said: no one (a day of the year is one person's in 365).
    ['John Smith', 'the fifth of the third', 'not_found'],
    // The column writes its dates month first: the day first is another day, nobody's.
    ['John Smith', 'oh five oh three eighty-five', 'not_found'],
    // A name that sounds as another's (a recogniser writes either spelling) with that one's day: that one.
    ['John Smith', 'March sixth 1985', 'confident Jon Smyth'],
    // Neither John Smith's day, nor a day a digit away from one's: no one.
    ['John Smith', 'June sixth 1975', 'not_found'],
  ]);
});

describe('a postcode', () => {
  eachSaid('postcode', [
    ['John Smith', 'S W one A, one A A', 'confident John Smith'],
    ['John Smith', 'ess double you one ay one ay ay', 'confident John Smith'],
    ['John Smith', 'sierra whiskey one alpha one alpha alpha', 'confident John Smith'],
    ['John Smith', 'S W one A one double A', 'confident John Smith'],
    ['John Smith', 'um, the postcode is S W 1 A 1 A A', 'confident John Smith'],
    ['John Smith', 'S for sugar W 1 A 1 A A', 'confident John Smith'],
    ['John Smith', 'em one, one ay ee', 'confident John Smith'],
    ['Mary O\'Neill', 'B thirty three eight T H', "confident Mary O'Neill"],
    ['Mary O\'Neill', 'bee double three eight tee aitch', "confident Mary O'Neill"],
    ['Mary O\'Neill', 'B as in bravo three three eight T H', "confident Mary O'Neill"],
    ['Priya Patel', 'E C 1 A, 1 double B', 'confident Priya Patel'],
    ['Priya Patel', 'echo charlie one alpha one bravo bravo', 'confident Priya Patel'],
    ['David Lee', 'W one A oh A X', 'confident David Lee'],
    ['David Lee', 'double you one ay oh ay ex', 'confident David Lee'],
    // Until 2026-12-07 an "oh" after a piece written with its digit ("W1A") was no zero: not_found in exact mode, 86
    // in hybrid, never confident.
    ['David Lee', 'W1A oh A X', 'confident David Lee'],
    ['David Lee', 'W1A, oh A X', 'confident David Lee'],
    ['Ellen Fischer', 'D N double five one P T', 'confident Ellen Fischer'],
    ['Sarah Connor', 'see are two six ex aitch', 'confident Sarah Connor'],
    // Letters a recogniser wrote in capitals two or three together, beside the digits or numbers said: until 2026-12-07
    // no code (not_found in exact mode; but for "SW 1A 1AA" in hybrid too).
    ['John Smith', 'SW 1A 1AA', 'confident John Smith'],
    ['John Smith', 'S W 1 A 1 AA', 'confident John Smith'],
    ['John Smith', 'SW one A one AA', 'confident John Smith'],
    ['Sarah Connor', 'CR two six XH', 'confident Sarah Connor'],
    ['Ellen Fischer', 'DN fifty five, one PT', 'confident Ellen Fischer'],
    ['David Lee', 'W1A zero AX', 'confident David Lee'],
    // The postcode of a name said alike, a letter from this one's: that name's.
    ['Sarah Connor', 'C R two six X J', 'confident Sara Conner'],
  ]);
});

describe('a ZIP code', () => {
  eachSaid('zip', [
    ['John Smith', 'six oh six oh one', 'confident John Smith'],
    ['John Smith', 'um, the zip is six oh six oh one', 'confident John Smith'],
    ['John Smith', 'my zip code is 60601', 'confident John Smith'],
    ['John Smith', 'six oh six fourteen', 'confident John Smith'],
    ['Mary O\'Neill', 'oh two one three four', "confident Mary O'Neill"],
    ['Mary O\'Neill', 'oh two one thirty four', "confident Mary O'Neill"],
    ['Priya Patel', 'one double oh oh one', 'confident Priya Patel'],
    ['Priya Patel', 'one triple oh one', 'confident Priya Patel'],
    ['David Lee', 'ninety four one oh five', 'confident David Lee'],
    ['David Lee', '94105-1234', 'confident David Lee'],
    ['Sarah Connor', 'seven double three oh one', 'confident Sarah Connor'],
    ['Ellen Fischer', 'uh it\'s three zero three zero one', 'confident Ellen Fischer'],
  ]);
  // A ZIP+4 said in words finds its ZIP in an exact column only (docs/accuracy.md, "What callers say, left open").
  eachSaid('zip', [['David Lee', 'nine four one oh five dash one two three four', 'confident David Lee']], ['exact']);
});

describe('a phone number', () => {
  eachSaid('phone', [
    ['John Smith', 'three one two, five five five, oh one four two', 'confident John Smith'],
    ['John Smith', 'three one two triple five oh one four two', 'confident John Smith'],
    ['John Smith', 'five five five oh one four two', 'confident John Smith'],
    ['David Lee', 'four one five five five five oh triple seven', 'confident David Lee'],
  ]);
});

describe('a member number with letters', () => {
  eachSaid('member', [
    ['John Smith', 'A as in apple 1 0 0 0 1', 'confident John Smith'],
    ['John Smith', 'A for apple one oh oh oh one', 'confident John Smith'],
    ['John Smith', 'account number is A one oh oh oh one', 'confident John Smith'],
    ['John Smith', 'ay one double oh oh one', 'confident John Smith'],
    ['John Smith', 'A one triple oh one', 'confident John Smith'],
    ['John Smith', 'alpha one zero zero zero one', 'confident John Smith'],
    ['John Smith', 'A one oh oh oh two', 'confident John Smith'],
    ['Jon Smyth', 'B for bravo two oh four one seven', 'confident Jon Smyth'],
    ['Jon Smyth', 'B as in boy 20417', 'confident Jon Smyth'],
    ['Mary O\'Neill', 'em ex double four seven one', "confident Mary O'Neill"],
    ['Mary O\'Neill', 'M as in Mary, X as in x-ray, 4471', "confident Mary O'Neill"],
    ['Mary O\'Neill', 'mike x-ray forty four seventy one', "confident Mary O'Neill"],
    // (Until 2026-12-07 in hybrid mode "MX forty-four seventy-one" was not_found.)
    ['Mary O\'Neill', 'MX forty-four seventy-one', "confident Mary O'Neill"],
    ['Priya Patel', 'C triple five oh one', 'confident Priya Patel'],
    ['David Lee', 'D triple seven double zero', 'confident David Lee'],
    ['Sarah Connor', 'zed double nine oh oh one', 'confident Sarah Connor'],
    ['Ellen Fischer', 'um, my member number is E 88808', 'confident Ellen Fischer'],
    ['Ellen Fisher', 'F for Freddie eight eight eight oh eight', 'confident Ellen Fisher'],
    // The number of the other Ellen, whose surname sounds the same: hers.
    ['Ellen Fisher', 'E 88808', 'confident Ellen Fischer'],
    // Nobody's number, three digits from any: no one.
    ['Ellen Fisher', 'E 12345', 'not_found'],
  ]);
  // Letters, a space, a number: a code in exact mode; in the others a short word beside a number stays a word (as "Jo
  // 23"), the row a candidate.
  eachSaid('member', [['Mary O\'Neill', 'MX 4471', "confident Mary O'Neill"]], ['exact']);
  eachSaid('member', [['Mary O\'Neill', 'MX 4471', "ambiguous Mary O'Neill"]], ['hybrid']);
  // The number without its letters is a candidate, never the answer (docs/lookup-documents.md, "A code's number alone").
  eachSaid('member', [['John Smith', 'one oh oh oh one', 'ambiguous John Smith']], ['hybrid']);
});
