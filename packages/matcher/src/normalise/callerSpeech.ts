// What a caller says is not what a table holds: "um Caitlin uh Myers", "Caitlin Myers with a C", "Kaitlyn,
// C A I T L I N, Meyers", "mark dot lee at example dot com". Scored as heard, the fillers and hints are words no row
// holds, the name said twice (once as a word, once spelled) is one word too many, and an address said aloud is
// words where the cell has symbols: each lowers the score of the very row the caller means.
import { distance } from 'fastest-levenshtein';
import { withAddressWordsRead } from './addressWords.js';
import { withoutLeadIn } from './leadIn.js';
import { withPossessiveRead } from './possessiveName.js';
import { relativeOfNamed } from './relativeOfNamed.js';
import { withoutClergyTitle } from './clergyTitle.js';
import { withoutTitleInOtherLanguage } from './titleInOtherLanguage.js';
import { withWordsSaidAsOne } from './saidAsOneWord.js';
import { withUmlautSpellingsRead } from './umlautSpellings.js';
import { withoutNicknameBesideName, withoutRestarts, withoutShortNameSaidFirst } from './restarts.js';
import { isNumberWord, isPlainLetterName, letterOfName, NATO_LETTERS, readLetterNames, saidInNumber } from './letterNames.js';
import { withCodeSaidOnce, withLastDigitsCorrected, withLastGroupAlternative } from './codeSaidAgain.js';
import { withDecimalPointRead } from './decimalPoint.js';
import { withSharedSurnameSpread, withWordAlternativeSpread } from './wordAlternative.js';
import { withWordCorrected } from './wordCorrected.js';
import { withFormerNameRead } from './formerName.js';
import { normaliseText, words } from './normaliseText.js';
import { withFamilyNameRead } from './familyName.js';
import { withPlaceInOtherLanguageRead } from './placeInOtherLanguage.js';
import {
  LETTER_BY_EXAMPLE_AT_END, LETTER_IN_PLACE, LETTER_PLACE_SAID, MAY_END_WITH_EXAMPLE, MAY_PUT_LETTER_IN_PLACE,
  MAY_RULE_OUT_LETTER_AT_END, withLetterRuledOutInsideAsHint,
} from './statedSpelling.js';
import { withoutLetterCase } from './letterCase.js';
import { withLabelledName } from './nameParts.js';
import { withNamePrefixesJoined } from './namePrefixes.js';
import { onlyRuledOut, withoutNegatedName } from './negatedName.js';
import { TENS } from './numberWords.js';
import { letterWithExample } from './spelledLetters.js';
import { mailboxWords } from './mailboxNumberWords.js';
import { withEmailCorrected } from './emailCorrected.js';
import { PAUSE, spokenDigits } from './spokenDigits.js';
import { CORRECTION_WORDS } from './correctionWords.js';
import { withCapitalLetterGroupsParted } from './capitalLetterGroups.js';
import { withoutStateAfterComma, withoutStateOfCity, type CityWords } from './usStates.js';

/** Sounds a recogniser writes down for a hesitation. A column holding one of them as a word keeps it ("Um" is a surname). */
const FILLERS = new Set(['um', 'umm', 'ummm', 'uh', 'uhh', 'uhhh', 'uhm', 'er', 'erm', 'err', 'ah', 'ahh', 'hmm', 'hm', 'mm', 'mmm', 'mhm', 'eh']);
// Cheap tests first: most heard values (an account id, a plain name) have none of the three, and pay three scans.
const MAY_HAVE_FILLER = /(?:^|[^\p{L}\p{N}])(?:u[mh]|er|ah|hm|mm|mhm|eh|like)/iu;
// "like" said as a hesitation before a number ("B like two zero four one seven", "three one two, like, five five
// five…"), left out as the others are but in an address, whose mailbox may say it ("i like five at gmail dot com");
// before a word it is a word ("I like Ivan", "Be Like Bob"; before the value, `withoutLeadIn` leaves it out).
const LIKE = 'like';
// A caller gathering their thoughts between pauses ("Caitlin, uh, let me think, Myers"), and hesitations written
// with a hyphen ("m-hm", "uh-huh"): left out as the hesitations are.
const FILLER_PHRASE = /(^|[,;:.!?\u2026]\s*)(?:let me (?:think|see|check)|what (?:was|is) it|how do you say(?: it)?|hang on|hold on|just a (?:sec|second|moment|minute)|one (?:sec|second|moment)|give me a (?:sec|second)|m+-hm+|mm-hmm|uh-huh)(?:[,;:.!?\u2026]+\s*|\s*$)/giu;
const MAY_HAVE_FILLER_PHRASE = /let me|what (?:was|is) it|how do you|hang on|hold on|just a|one (?:sec|moment)|give me|-h/i;
const MAY_HAVE_HINT = /with/i;
// "Zoe with two dots Adams", "Jurgen with an umlaut Gross", "Jose with an accent on the e Garcia": a caller saying a
// mark the name has, which the words compare without (accents are folded). Removed with the pause before it, as a
// spelling hint is (until 2026-12-07 words of the name: "Zoe with two dots Adams" ambiguous at 87). Said in the name's
// own language too: "José García, con acento (en la e)", "Jürgen Groß mit Umlaut", "François, avec une cédille"
// (until 2026-12-07 words of the name: "José García, con acento" was the only candidate, never confident).
const MARK_NAMED = new RegExp(
  String.raw`[\s,;:.!-]*\b(with|con|mit|avec)\s+(?:(?:an?|the|two|its|un|une|el|la|los|las|einem|einer|zwei|deux)\s+)?(?:(?:acute|grave)\s+)?` +
    String.raw`(?:umlauts?|accents?|acute|grave|circumflex|cedilla|tilde|diaeresis|dots|slash|stroke|ring|hacek|háček|caron|acentos?|diéresis|dieresis|akzent|punkten|cédille|tréma|trema|points)` +
    String.raw`(?:\s+(?:on|over|through|above|under|in|en|sobre|auf|sur)\s+(?:the\s+|its\s+|la\s+|el\s+|le\s+|dem\s+)?(?:letter\s+|letra\s+|lettre\s+|buchstaben\s+)?(?:\p{L}|first|last|second)(?:\s+(?:one|letter))?)?(?=$|[\s,;:.!?])`,
  'giu',
);
const MAY_NAME_MARK = /umlaut|accent|acute|grave|circumflex|cedilla|tilde|diaeresis|dots|slash|stroke|ring|hacek|háček|caron|acento|di[eé]resis|akzent|punkten|c[eé]dille|tr[eé]ma|points/iu;
// The word before the mark's name, in English or the name's language.
const MAY_SAY_MARK_WITH = /with|con|mit|avec/i;
// "Jon Baker, no H", "Joan Smith no E": one letter ruled out at the end, a hint as "without an H" is (`statedSpellings`
// reads it), not a correction begun ("no, J O H N" goes on). Removed with the pause before it.
// (Where in the word too: "Ann Williams, no E at the end".)
const LETTER_RULED_OUT = new RegExp(String.raw`(?<=[\p{L}\p{N}.'\u2019])[\s,;:.!-]+no\s+\p{L}(?![\p{L}\p{N}'\u2019])${LETTER_PLACE_SAID}[\s.!]*$`, 'iu');
const MAY_DOUBLE = /double/i;
// "double N" after a letter said on its own.
const DOUBLE_LETTER = /(?<=(?:^|[^\p{L}\p{N}'\u2019])\p{L}[\s.,-]+)double[\s-]+(\p{L})(?=$|[^\p{L}\p{N}])/giu;
// A word that may be a letter's name ("ay", "bee", "see"…, `letterNames.ts`), in a text that may be spelling.
const MAY_NAME_LETTER = /(?:^|[^\p{L}\p{N}])(?:ay|eh|bee?|see|sea|cee|dee|ee|eff?|gee|h?aitch|eye|jay|kay|ell?|em|en|oh?|pee|pea|cue|queue|ar|are|ess?|tee|tea|you|vee|double|dubya|ex|why|wye|zed|zee)(?:$|[^\p{L}\p{N}])/iu;
// A NATO word (`NATO_LETTERS`, and "x ray" as a recogniser splits it), read as its letter in a code (`readLetterNames`).
const MAY_SAY_NATO = new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${[...NATO_LETTERS.keys()].join('|')}|x[\\s-]?ray)(?:$|[^\\p{L}\\p{N}])`, 'iu');
const MAY_SPELL = /(?:^|[^\p{L}\p{N}'\u2019])\p{L}[\s.,-]+\p{L}(?:$|[^\p{L}\p{N}])/u;
// "dash", "hyphen" or "slash" said between two pieces of a code ("AB dash 1234", "alpha bravo dash one two…").
const SAID_SEPARATOR = /(?<=[\p{L}\p{N}])[\s,]+(?:dash|hyphen|slash)[\s,]+(?=[\p{L}\p{N}])/giu;
const MAY_SAY_SEPARATOR = /dash|hyphen|slash/i;
// A letter said with a word it starts ("J as in Juliet", "S for Sam", "M like Mike"; `letterWithExample`).
const MAY_SAY_EXAMPLE = /\s(?:as\s+in|for|like)\s/i;
// "comma" said between two words ("Myers comma Caitlin").
const SAID_COMMA = /(?<=\p{L})[\s,]+comma[\s,]+(?=\p{L})/giu;
const MAY_SAY_COMMA = /comma/i;
// "apostrophe" said inside a name ("Ronan O apostrophe Neill"): the apostrophe written, the two words one.
const SAID_APOSTROPHE = /(?<=\p{L})[\s,]+apostrophe[\s,]+(?=\p{L})/giu;
const MAY_SAY_APOSTROPHE = /apostrophe/i;
// "apostrophe" said between two letters said one by one, the second before another ("O apostrophe H A R A"): a
// spelling goes on after it.
const APOSTROPHE_SPELLED = /(?<=(?:^|[^\p{L}\p{N}'\u2019])\p{L})[\s,]+apostrophe[\s,]+(?=\p{L}[\s,.-]+\p{L}(?:$|[^\p{L}\p{N}'\u2019]))/giu;

// A word (letters, digits, apostrophes inside), then what separates it from the next.
const TOKEN = /([\p{L}\p{N}]+(?:['\u2019][\p{L}\p{N}]+)*)|([^\p{L}\p{N}]+)/gu;
const LETTER = /^\p{L}$/u;

// "with a C", "spelled with a K", "with two Ls", "without an H", "that's Caitlin with a C": how a caller says which
// spelling they mean. Removed as a whole, with the pause before it.
const SPELLING_HINT = new RegExp(
  String.raw`(?:[\s,;:.!-]*\b(?:that${"['\u2019]"}?s|that is)\s+(?:[\p{L}${"'\u2019"}-]+\s+)?(?=(?:spell|with)))?` +
    String.raw`[\s,;:.!-]*\b(?:(?:spelled|spelt)\s+)?(?:with(?:out)?|with no)\s+(?:(?:a|an|the|one|two|double)\s+)?` +
    // (The article before a word is no letter A: "with a question".)
    String.raw`(?!a\s+\p{L}{2})\p{L}(?:${"['\u2019]"}?s)?(?:[\s-]\p{L})*${LETTER_PLACE_SAID}(?=$|[\s,;:.!?])`,
  'giu',
);
// "spelled", "that's spelled", "that's" or "it's" before letters said one by one ("Caitlin, that's C A I T L I N"):
// the letters say it all.
// Also with "and" or "but" before ("Joan Smith, but it's spelled J O H N": until 2026-12-06 the letters stayed apart
// from the name and it was Joan Smith, confident), "it is", "which is", "as in" ("Joan Smith, as in J O H N"), and a
// part's label after a pause ("Joan Smith, first name J O H N"; names said by their labels, "last name M Y E R S, first
// name C A I T L I N", are read by `withLabelledName`).
const SPELLED_WORD = new RegExp(
  String.raw`(?:\b(?:(?:and|but)\s+)?(?:(?:that${"['\u2019]"}?s|that is|it${"['\u2019]"}?s|it is|which is)\s+(?:(?:spelled|spelt)\s+)?|(?:spelled|spelt|as in)\s+)` +
    String.raw`|(?=(?:and\s|but\s|the\s|my\s|first|last|surname))(?<=^(?:(?!first name|last name|surname).)*[,.;:]\s*)(?:(?:and|but)\s+)?(?:(?:the|my)\s+)?(?:first name|last name|surname)(?:\s+is)?\s+)(?=\p{L}[\s.,-]+\p{L}(?:$|[^\p{L}\p{N}]))`,
  'giu',
);

/**
 * The value in what a caller said, as a lookup should score it:
 * - with `codes` (a column of codes), "dash", "hyphen" or "slash" said between two pieces of a code ("AB dash 1234"
 *   → "AB 1234"), as a written "AB-1234" compares; in any column "dash" or "hyphen" between two numbers ("three one
 *   two dash five five five…");
 * - letters said by their names where the caller spells or reads out a code ("eh one zero zero zero six" → "A one
 *   zero zero zero six", "kay ay tee ee" → "K A T E"; `readLetterNames`, with `codes` when the column holds codes;
 *   there NATO words in a code are written as their letters too: "alpha bravo one two" → "A B one two");
 * - a letter said with a word it starts ("J as in Juliet", "S for Sam": `letterWithExample`) is the letter, unless
 *   the column holds the connector's words, so the rules below read "Joan Smith, J as in Juliet O A N" as "Joan
 *   Smith, J O A N" and a code "B as in bravo two zero zero one" as "B two zero zero one";
 * - the words around it (`withoutLeadIn`: "my name is …", "… please");
 * - a name the caller rules out beside the name meant (`withoutNegatedName`: "Joan, not John, Smith" → "Joan Smith");
 * - hesitations ("um", "uh", "er", "hmm", and "like" before a number but in a column of email addresses), unless
 *   `holds` says the column has the word, and a word broken off and said again ("John- Joan Smith": `withoutRestarts`);
 * - spelling hints ("with a C", "spelled with a K", "with two Ls", "without an H", "that's Caitlin with a C"),
 *   unless the column holds the word "with" (a value may say it), and one letter ruled out at the end ("Jon Baker, no
 *   H"), unless it holds the word "no"; so too a mark of the name said ("with an umlaut", "with two dots", "with an
 *   accent on the e"), which the words compare without;
 * - a name said and then spelled ("Kaitlyn, C A I T L I N"; "Meyers M-Y-E-R-S"; "Jenifer, J E double N I F E R"):
 *   the spelling is kept, joined, in place of the word it spells (a neighbour within half its letters: the
 *   recogniser's try at the same name);
 * - a US state said after a city: after a comma at the end ("Pittsburg, PA" → "Pittsburg"), unless the column holds
 *   one of its words (`withoutStateAfterComma`); with `city` (a column of cities), with a comma or without, the code
 *   also dotted or spelled ("Pittsburg PA", "Pittsburg P.A." → "Pittsburg"), unless the state's words may be the
 *   city's own (`withoutStateOfCity`);
 * - with `emails` (a column of email addresses), an address said aloud ("mark dot lee eight six at example dot
 *   com", "eighty-six" with its hyphen too, "at sign", "dot c o m") is written out ("mark.lee86@example.com"), so it
 *   compares with the cell as the written address does.
 *   Only there: in a name column, "Caitlin Myers, email caitlin dot myers at example dot com" is a sentence holding
 *   a name, not an address.
 * - a surname's prefix written apart ("kevin mc leod" → "kevin mcleod": `withNamePrefixesJoined`), a letter's case
 *   said before a letter ("capital M": `withoutLetterCase`), a code said twice ("A B 1 2 3, A B 1 2 3") once and a
 *   number's last digits put right ("5 5 5 0 1 2 3, no, 4 at the end" → "5 5 5 0 1 2 4": `codeSaidAgain.ts`);
 * - "at the rate" for the "@" of an address said aloud;
 * - "point" said between a number and its one or two decimals ("one fifty point six" → "150.6": `withDecimalPointRead`).
 * A text that would keep no letter or digit is returned as it is; but a text that is only a name ruled out ("it's not
 * John Smith": `onlyRuledOut`) is '', as it names nobody.
 *
 * @example
 *   callerValue('um Caitlin uh Myers') // 'Caitlin Myers'
 *   callerValue('Caitlin Myers with a C') // 'Caitlin Myers'
 *   callerValue('Kaitlyn, C A I T L I N, Meyers') // 'Caitlin Meyers'
 *   callerValue('Um Soojin', (word) => word === 'um') // 'Um Soojin'
 */
export function callerValue(heard: string, holds: (word: string) => boolean = () => false, options: CallerValueOptions = {}): string {
  return ONE_CODE_TOKEN.test(heard) ? heard : readCallerValue(heard, holds, options);
}

/** How a column reads what a caller said (`callerValue`). */
export interface CallerValueOptions {
  emails?: boolean;
  codes?: boolean;
  ohFlipped?: boolean;
  city?: CityWords;
  /**
   * Whether these words (as the scorer reads them) may be a whole value of the column: its first word starts a value of
   * as many words, its last ends one (`IndexedColumn.mayBeValue`). Tells which word of a name a correction puts right.
   */
  mayBeValue?: (words: readonly string[]) => boolean;
  /** Whether the column holds a NATO word as a word of a value, where `holds` cannot tell (`LetterNameReading.holdsNatoWord`). */
  holdsNatoWord?: (word: string) => boolean;
}

// One token of ASCII letters and digits holding a digit ("A1001", "5550100123"), what most calls of an account or phone
// lookup hear: every rule of `readCallerValue` reads words apart, or punctuation, so none changes it (held by a
// property test), and its dozen scans are skipped.
const ONE_CODE_TOKEN = /^[A-Za-z0-9]*[0-9][A-Za-z0-9]*$/;

/** `callerValue` without its fast path (exported for the test that holds the two equal). */
export function readCallerValue(heard: string, holds: (word: string) => boolean = () => false, options: CallerValueOptions = {}): string {
  // A separator said in a code is a pause between its pieces, as a written one is (first: it would part the letters
  // read below from the digits they stand beside).
  const codes = options.codes === true;
  let value = MAY_SAY_SEPARATOR.test(heard) ? withoutSaidSeparators(heard, holds, codes, options.emails !== true) : heard;
  // "SW one A one AA": a code's letters the recogniser wrote together, said one by one (before they are read below).
  if (codes) value = withCapitalLetterGroupsParted(value);
  // "Zoe with two dots Adams": a mark of the name said (first: "two" in it is no digit, "e" in "on the e" no spelling).
  if (options.emails !== true && MAY_SAY_MARK_WITH.test(value) && MAY_NAME_MARK.test(value)) {
    // (A column holding the word before it, "With" or the given name Con, keeps what it says.)
    value = value.replace(MARK_NAMED, (said, before: string) => (holds(before.toLowerCase()) ? said : ''));
  }
  // "5 5 5 0 1 2 3, no, 4 at the end": the number as meant.
  value = withLastDigitsCorrected(value);
  // "312 555 0123 or 0124": two numbers said, the second by its last group.
  value = withLastGroupAlternative(value);
  // "one fifty point six": an amount said with its point (an address says "point" for its dots, below).
  if (options.emails !== true) value = withDecimalPointRead(value, holds);
  // "John or Joan Smith": a caller unsure of one word names both names whole.
  if (options.emails !== true) value = withWordAlternativeSpread(value, holds);
  // "John and Joan Smith": a couple named whole, each with the surname.
  if (options.emails !== true) value = withSharedSurnameSpread(value, holds);
  // "Christine Evans née Smith": the name now, then the former one (after the alternatives: it may say one itself).
  if (options.emails !== true) value = withFormerNameRead(value, holds);
  // "John Smith, no wait, Joan": the word put right in its place.
  if (options.emails !== true) value = withWordCorrected(value, holds, options.mayBeValue);
  // "capital M", "small m": a letter's case is nothing a cell is matched by.
  value = withoutLetterCase(value, holds);
  // "Juergen Mueller": an umlaut as an English keyboard writes it, where the column holds the name with it.
  if (options.emails !== true) value = withUmlautSpellingsRead(value, holds);
  // "kevin mac leod, one word": how the name is written, said after it (an address says so of itself, below).
  if (options.emails !== true) value = withWordsSaidAsOne(value, holds);
  // "Ronan O apostrophe Neill": the apostrophe a caller dictates is the one written ("Ronan O'Neill").
  // (Between letters spelled, "O apostrophe H A R A", it is no letter: a word compares without its apostrophes.)
  if (MAY_SAY_APOSTROPHE.test(value) && !holds('apostrophe')) value = value.replace(APOSTROPHE_SPELLED, ' ').replace(SAID_APOSTROPHE, "'");
  // "kevin mc leod": a surname's prefix the recogniser wrote apart is the surname's (an address said aloud is joined
  // whole, below).
  if (options.emails !== true) value = withNamePrefixesJoined(value, holds);
  // "Myers comma Caitlin": the comma a caller dictates is the comma written ("Myers, Caitlin": "Last, First").
  if (MAY_SAY_COMMA.test(value) && !holds('comma')) value = value.replace(SAID_COMMA, ', ');
  // "Declan Murphy, D as in David": which letter the name has (`statedSpellings` reads it), no initial said.
  if (MAY_END_WITH_EXAMPLE.test(value) && !holds('for')) value = value.replace(LETTER_BY_EXAMPLE_AT_END, '');
  // "J as in Juliet" is the letter J, wherever it stands (before the letters' names: "bee as in boy two…" is B, and
  // the rules for spellings then read "Joan Smith, J as in Juliet O A N" as they read "Joan Smith, J O A N").
  if (MAY_SAY_EXAMPLE.test(value)) value = withLettersOfExamples(value, holds);
  // "one two three main street, apartment bee": an address's number, words and unit letter as the column writes them
  // (before letters' names are read as a spelling).
  if (options.emails !== true) value = withAddressWordsRead(value, holds);
  // (Before the hesitations: "eh" before a code's digits is its letter A.)
  // (NATO words are read in any column: in a code, beside its digits; anywhere, four or more in a row spell a word.)
  value = MAY_NAME_LETTER.test(value) || MAY_SAY_NATO.test(value) ? withLetterNamesRead(value, holds, codes, options.ohFlipped === true, options.holdsNatoWord) : value;
  if (MAY_HAVE_FILLER_PHRASE.test(value) && options.emails !== true) {
    // (The pause before it stays between two words, "Caitlin, Myers", and goes with it at the end.)
    value = value.replace(FILLER_PHRASE, (said: string, before: string, at: number, all: string) => (at + said.length === all.length ? '' : before));
  }
  if (MAY_HAVE_FILLER.test(value)) value = withoutFillers(value, holds, options.emails !== true);
  // "John- Joan Smith", "kev- kevin macleod": a word broken off and said again is the word said again.
  value = withoutRestarts(value);
  if (MAY_RULE_OUT_LETTER_AT_END.test(value) && !holds('no')) value = value.replace(LETTER_RULED_OUT, '');
  // "Jon, no H, Baker": the hint "without an H" said inside the name (taken out with the hints below).
  if (!holds('no')) value = withLetterRuledOutInsideAsHint(value);
  // "Katherine Murphy, K not C": how the name is written (`statedSpellings` reads it), no word of it.
  if (MAY_PUT_LETTER_IN_PLACE.test(value) && !holds('not')) value = value.replace(LETTER_IN_PLACE, '$1 ');
  const hinted = value;
  // (The words spelled, as they took their words' places: `withClarifiedParts` leaves them as spelled.)
  const spelledWords = new Set<string>();
  if (MAY_HAVE_HINT.test(value) && !holds('with')) value = withoutSpellingHints(value, options.mayBeValue);
  // "J E double N I F E R": the letter twice, when letters are being spelled before it.
  if (MAY_DOUBLE.test(value)) value = value.replace(DOUBLE_LETTER, '$1 $1');
  if (MAY_SPELL.test(value)) {
    const spelled = withSpellingKept(value, holds, spelledWords, !codes && options.emails !== true);
    // "Hannah Mueller, M U E L L E R": an umlaut spelled as an English keyboard writes it, read as the word said was
    // (until 2026-12-07 the spelling took its place as "mueller", ambiguous at 90).
    value = spelled !== value && options.emails !== true ? withUmlautSpellingsRead(spelled, holds) : spelled;
  }
  // A name whose parts the caller then said again to clarify them ("Kaitlyn Cohen, that's Kaitlyn with a K and Cohen
  // C O H E N", read so far as "Kaitlyn Cohen and Cohen"): the name once, each part as clarified.
  if (value !== hinted && !holds('and')) value = withClarifiedParts(value, spelledWords);
  // A name said by its labelled parts ("last name Myers, first name Caitlin"): first then last, as a column of full
  // names holds it (before the lead-in, which would take "my last name is" for one).
  if (!holds('name')) value = withLabelledName(value);
  // "Joan, not John, Smith": the name ruled out is no word of the name meant (before the lead-in: "it's not John
  // Smith, it's Joan Smith" keeps one "it's").
  // "it's not John Smith" and nothing more: the caller names nobody, and no row is to be found by the name ruled out.
  if (onlyRuledOut(value, holds)) return '';
  // "it's for the Murphys", "the Murphy family": a family named by its surname is the surname (before the possessive:
  // "the Murphys' account").
  if (options.emails !== true) value = withFamilyNameRead(value, holds);
  // "Joan Smith's account": the name said as whose account it is.
  if (options.emails !== true) value = withPossessiveRead(value, holds);
  // "Father Thomas O'Malley": a priest's title, not a relative's word (before the relatives: "my father, Thomas …").
  if (options.emails !== true) value = withoutClergyTitle(value, holds);
  // "Herr Walter Kowalski", "Señora María José Rodríguez": a courtesy title in the caller's language, as "Mr" is.
  if (options.emails !== true) value = withoutTitleInOtherLanguage(value, holds);
  // "John Smith's wife": the caller is not John Smith; "this is Mary, John Smith's wife" is Mary Smith.
  const relative = relativeOfNamed(value, holds);
  if (relative === '') return '';
  if (relative !== undefined) value = relative;
  value = withoutNegatedName(value, holds);
  value = withoutLeadIn(value, holds);
  // "Chris, Christine Evans": the name begun and then said whole (after the lead-in: "it's Chris, Christine Evans"); and
  // "Margaret, Maggie, Thompson": a nickname said beside the first name.
  if (options.emails !== true) value = withoutNicknameBesideName(withoutShortNameSaidFirst(value));
  // "José García, de Monterrey": a place after the name in the caller's language, read as "from Monterrey" is.
  if (options.emails !== true) value = withPlaceInOtherLanguageRead(value, holds);
  // "A B 1 2 3, A B 1 2 3", "it's AB123, AB123": the code once (after the lead-in, said once).
  value = withCodeSaidOnce(value, holds);
  // "Pittsburg, PA": a city's state is no word of the city (after the lead-in: "I live in Austin, Texas"); in a column
  // of cities, "Pittsburg PA" and "Pittsburg P.A." neither.
  if (options.city !== undefined) value = withoutStateOfCity(value, options.city);
  else if (value.includes(',')) value = withoutStateAfterComma(value, holds);
  if (options.emails === true && MAY_BE_EMAIL.test(value)) value = writtenEmail(value, holds);
  return value !== heard && /[\p{L}\p{N}]/u.test(value) ? value.trim() : heard;
}

// Where a spelling hint was, while the pause after it is looked at (`withoutSpellingHints`).
const HINT_PLACE = '\u0000';
const PAUSE_AFTER_HINT = /\u0000\s*[,;:]\s*(?=\p{L})/gu;

/**
 * The text without its spelling hints (`SPELLING_HINT`, each with the pause before it). A hint before a pause inside
 * the name ("Katherine, with a K, Murphy", "Katherine with a K, Murphy") leaves that pause, which goes too where the
 * words in the order said may be a value of the column (`mayBeValue`): it was a pause, not a "Last, First" comma
 * (until 2026-12-07 the name was read "Murphy Katherine", ambiguous with Catherine Murphy). "Smyth, with a Y, Gerald",
 * of a cell "Smyth, Gerald", keeps it.
 */
function withoutSpellingHints(value: string, mayBeValue: ((words: readonly string[]) => boolean) | undefined): string {
  const marked = value.replace(SPELLING_HINT, HINT_PLACE);
  if (!marked.includes(HINT_PLACE)) return marked;
  const saidInOrder = words(normaliseText(marked.replaceAll(HINT_PLACE, ' ')));
  const pause = mayBeValue !== undefined && mayBeValue(saidInOrder) ? ' ' : ', ';
  return marked.replace(PAUSE_AFTER_HINT, pause).replaceAll(HINT_PLACE, '');
}

interface Token {
  readonly word: string | undefined;
  separator: string;
}

/** The text's words, each with what follows it (a leading separator is a token without a word). */
function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const [, word, separator] of text.matchAll(TOKEN)) {
    if (word !== undefined) out.push({ word, separator: '' });
    else if (out.length > 0) out[out.length - 1]!.separator += separator!;
    else out.push({ word: undefined, separator: separator! });
  }
  return out;
}

function text(parts: readonly Token[]): string {
  return parts.map((part) => (part.word ?? '') + part.separator).join('');
}


/**
 * "AB dash 1234" → "AB 1234" in a column of codes, "dash" or "hyphen" anywhere between two numbers ("three one two
 * dash five five five dash oh one four two" → "three one two, five five five, oh one four two", the pause it says),
 * and with `names` between two words of a name ("Siobhan O'Brien dash Walsh" → "Siobhan O'Brien-Walsh", the hyphen
 * written), unless the column holds the word ("dash" may be in a value).
 */
function withoutSaidSeparators(heard: string, holds: (word: string) => boolean, codes: boolean, names: boolean): string {
  const saysNumber = (word: string | undefined): boolean => saidInNumber(word?.toLowerCase());
  return heard.replace(SAID_SEPARATOR, (said, at: number) => {
    if (holds(said.trim().replace(/^,\s*|\s*,$/g, '').toLowerCase())) return said;
    if (codes) return ' ';
    // (Between numbers, only "dash" and "hyphen": "slash" says a date's parts, "three slash five slash eighty five".)
    if (!/dash|hyphen/i.test(said)) return said;
    // (The word before from the few characters before: a pattern anchored at the end of the whole text is quadratic.)
    const before = /(\S+)\s*$/.exec(heard.slice(Math.max(0, at - 24), at))?.[1];
    const after = /^\s*(\S+)/.exec(heard.slice(at + said.length))?.[1];
    // (Between numbers it is the pause it says: "seven twenty dash five fifty five" is 720 555, not 7 25 55.)
    if (saysNumber(before) && saysNumber(after)) return ', ';
    // (Between two words of a name, neither a letter spelled nor a number, it is the hyphen: until 2026-12-07 "dash"
    // was a word of the name, "Siobhan O'Brien dash Walsh" ambiguous at 97 where "… hyphen Walsh" was confident.)
    return names && hyphenatesNames(before) && hyphenatesNames(after) ? '-' : said;
  });
}

/** Whether a word said beside "dash" or "hyphen" may be a part of a hyphenated name: two letters or more, no digit. */
function hyphenatesNames(word: string | undefined): boolean {
  return word !== undefined && /^\p{L}[\p{L}'\u2019]+$/u.test(word) && !saidInNumber(word.toLowerCase());
}

/**
 * "Joan Smith, J as in Juliet O A N" → "Joan Smith, J O A N", "bee as in bravo two zero zero one" → "B two zero zero
 * one": a letter said with a word it starts is the letter (`letterWithExample`), upper-case, unless the column holds
 * the connector's words ("as" and "in", "for", "like"). The letter O beside a number is written "Oscar", as
 * `readLetterNames` writes it: no reader of digits takes that for a zero.
 */
function withLettersOfExamples(heard: string, holds: (word: string) => boolean): string {
  const parts = tokens(heard);
  const lead = parts[0]?.word === undefined ? 1 : 0;
  const said = parts.slice(lead).map((part) => part.word!.toLowerCase());
  const out: Token[] = parts.slice(0, lead);
  let changed = false;
  for (let i = 0; i < said.length; i++) {
    const spelled = letterWithExample(said, i);
    const connector = said[i + 1] === 'as' ? ['as', 'in'] : [said[i + 1]!];
    if (spelled === undefined || connector.every(holds)) { out.push(parts[lead + i]!); continue; }
    const last = i + spelled.length - 1;
    const oscar = spelled.letter === 'o' && (isNumberWord(said[i - 1]) || isNumberWord(said[last + 1]));
    out.push({ word: oscar ? 'Oscar' : spelled.letter.toUpperCase(), separator: parts[lead + last]!.separator });
    changed = true;
    i = last;
  }
  return changed ? text(out) : heard;
}

/** "eh one zero zero zero six" → "A one zero zero zero six": see `readLetterNames`. */
function withLetterNamesRead(heard: string, holds: (word: string) => boolean, codes: boolean, ohFlipped: boolean, holdsNatoWord?: (word: string) => boolean): string {
  const parts = tokens(heard);
  const said = parts.filter((part) => part.word !== undefined);
  const read = readLetterNames(said.map((part) => ({ word: part.word!.toLowerCase(), pausedAfter: PAUSE.test(part.separator) })), { codes, holds, ohFlipped, ...(holdsNatoWord === undefined ? {} : { holdsNatoWord }) });
  if (read === null) return heard;
  const out: Token[] = parts[0]?.word === undefined ? [parts[0]!] : [];
  said.forEach((part, i) => {
    const word = read[i]!;
    // The second word of "double you" goes, its separator kept by the W before it.
    if (word === '') out[out.length - 1]!.separator = part.separator;
    else out.push(word === part.word!.toLowerCase() ? part : { word, separator: part.separator });
  });
  return text(out);
}

function withoutFillers(heard: string, holds: (word: string) => boolean, likeIsFiller: boolean): string {
  const parts = tokens(heard);
  // (In an address, "mm" said straight before a word is two letters of the mailbox: "mm lee at example dot com".)
  const mailboxLetters = (word: string, i: number): boolean => !likeIsFiller && word === 'mm' && /^\s+$/.test(parts[i]!.separator) && parts[i + 1]?.word !== undefined;
  const isFiller = (word: string, i: number): boolean =>
    (FILLERS.has(word) && !mailboxLetters(word, i)) || (likeIsFiller && word === LIKE && isNumberWord(parts[i + 1]?.word?.toLowerCase()));
  const kept = parts.filter((part, i) => part.word === undefined || !isFiller(part.word.toLowerCase(), i) || holds(part.word.toLowerCase()));
  if (kept.length === parts.length) return heard;
  // A filler's pause goes with it, but a comma before it stays ("Myers, um, Caitlin" → "Myers, Caitlin").
  return text(kept);
}

// How far back before the word said last a spelling after a name may be of another of its words (the nearest first).
const EARLIER_WORDS_SPELLED = [1, 2];

// A correction said as the whole of what stands between two words ("no", "sorry", "I mean"; `CORRECTION_WORDS`).
const CORRECTION_SAID = new RegExp(`^(?:${CORRECTION_WORDS})$`, 'i');
// The most words a correction has ("scratch that", "no wait", "my apologies": two).
const CORRECTION_MOST_WORDS = 2;

/**
 * Where a correction said right before parts[at] starts ("John, no, J O N": the index of "no"), or `at` when none is
 * (a word the column holds is no correction).
 */
function correctionBefore(parts: readonly Token[], at: number, holds: (word: string) => boolean): number {
  for (let count = CORRECTION_MOST_WORDS; count >= 1; count--) {
    const from = at - count;
    if (from < 1) continue;
    const said = parts.slice(from, at).map((part) => part.word?.toLowerCase() ?? '');
    if (CORRECTION_SAID.test(said.join(' ')) && !said.some(holds)) return from;
  }
  return at;
}

// A letter of a spelling said aloud (Latin: a recogniser writes other scripts' marks between their letters, "अनिल"), and
// what parts two of them.
const SPOKEN_LETTER = /^[A-Za-z]$/;
const BETWEEN_LETTERS = /^[\s.,-]+$/;

/** Whether parts[start..end] are letters said one by one (`SPOKEN_LETTER`), only spaces or punctuation between them. */
function saidLetterByLetter(parts: readonly Token[], start: number, end: number): boolean {
  for (let i = start; i <= end; i++) {
    if (!SPOKEN_LETTER.test(parts[i]!.word!) || (i < end && !BETWEEN_LETTERS.test(parts[i]!.separator))) return false;
  }
  return true;
}

/**
 * Whether the word at `at` follows another word of the name with no pause between ("Kathleen Doherty", not "it's
 * Kaitlyn" nor "Smith, John"): the words before it, without what a caller says before a name (`withoutLeadIn`).
 */
function saidAfterWordOfName(parts: readonly Token[], at: number): boolean {
  if (at < 1 || parts[at - 1]!.word === undefined || PAUSE.test(parts[at - 1]!.separator)) return false;
  const said = parts.slice(0, at + 1).map((part) => part.word ?? '').join(' ');
  return words(normaliseText(withoutLeadIn(said))).length >= 2;
}

/** "Kaitlyn, C A I T L I N, Meyers" → "Caitlin Meyers": see `callerValue`. */
function withSpellingKept(heard: string, holds: (word: string) => boolean = () => false, spelledWords?: Set<string>, joinAlone = false): string {
  // "spelled" before the letters says nothing more than the letters do.
  const value = heard.replace(SPELLED_WORD, '');
  const parts = tokens(value);
  const isLetter = (i: number): boolean => parts[i]?.word !== undefined && LETTER.test(parts[i]!.word!);
  let changed = value !== heard;
  for (let start = 0; start < parts.length; start++) {
    if (!isLetter(start)) continue;
    let end = start;
    while (isLetter(end + 1)) end++;
    // Two names spelled one after the other, a pause between ("C A I T L I N, M Y E R S"), are two spellings when
    // every piece between pauses has two letters or more ("K, A, T, E" is one word).
    const pieces = piecesBetweenPauses(parts, start, end);
    if (pieces.length > 1 && pieces.every(([from, to]) => to > from)) {
      start = spellingsKept(parts, pieces) - 1;
      changed = true;
      continue;
    }
    // Two letters are initials as often as a spelling ("Al A B Smith"): a spelling here is three letters or more.
    if (end - start < 2) { start = end; continue; }
    const spelled = spelledText(parts, start, end);
    const resembles = (i: number): boolean => resemblesSpelling(parts, i, spelled);
    // "John, no, J O N, Baker": the correction said before the spelling of a word said before it goes with the word
    // it puts right (until 2026-12-07 it stayed a word of the name, "jon no baker", Jon and John Baker at 95).
    const correction = correctionBefore(parts, start, holds);
    if (correction < start && [1, 2, 3].some((back) => resembles(correction - back))) {
      parts[correction - 1]!.separator = parts[start - 1]!.separator;
      parts.splice(correction, start - correction);
      end -= start - correction;
      start = correction;
      changed = true;
    }
    const before = start - 1;
    const after = end + 1;
    // Both words of a name spelled in one run, no pause between them ("Jon Smith, J O A N S M I T H"): the spelling,
    // parted where it best matches the two words, takes their places (it took the place of one, "jon joansmith").
    const pair = spelledPair(parts, before - 1, spelled) ?? spelledPair(parts, after, spelled);
    if (pair !== undefined) {
      const separator = pair.at < start ? parts[end]!.separator.replace(/\S+/g, ' ').replace(/\s+/g, ' ') : parts[after + 1]!.separator;
      const from = Math.min(pair.at, start);
      parts.splice(from, Math.max(pair.at + 1, end) - from + 1, { word: pair.words[0], separator: ' ' }, { word: pair.words[1], separator });
      changed = true;
      start = from + 1;
      continue;
    }
    const said = resembles(before) ? before : resembles(after) ? after : -1;
    // A name of two words, then the spelling of its first ("Myers, Caitlin, M Y E R S", "Kaitlyn Meyers, C A I T L I
    // N"), or of three, then the spelling of its first or second ("Nguyen Van Minh, N G U Y E N": until 2026-12-07 a
    // fourth word, ambiguous at 86): the spelling takes that word's place, the words between and their pauses stay.
    const earlier = said < 0 && parts[before]?.word !== undefined ? EARLIER_WORDS_SPELLED.map((back) => before - back).find((i) => i >= 0 && resembles(i)) : undefined;
    if (earlier !== undefined) {
      spelledWords?.add(spelled);
      const capital = /^\p{Lu}/u.test(parts[earlier]!.word!);
      parts[earlier] = { word: capital ? spelled[0]!.toUpperCase() + spelled.slice(1) : spelled, separator: parts[earlier]!.separator };
      // (The pause after the spelling stays when a word follows it: "John Smith, J O H N, Smith" is the surname said
      // again, `withClarifiedParts`, not a third word of the name.)
      const followed = parts[after]?.word !== undefined && PAUSE.test(parts[end]!.separator);
      parts[before]!.separator = followed ? parts[end]!.separator : parts[end]!.separator.replace(/\S+/g, ' ').replace(/\s+/g, ' ');
      parts.splice(start, end - start + 1);
      changed = true;
      start = before;
      continue;
    }
    if (said < 0) {
      // "Hannah, M U E L L E R": a part of the name said by its letters alone, with an umlaut spelled as an English
      // keyboard writes it, is the word the column holds with the umlaut (the scorer, which joins the letters, does
      // not read the "ue"). Not in a code or an address.
      if (joinAlone && saidLetterByLetter(parts, start, end) && withUmlautSpellingsRead(spelled, holds) !== spelled) {
        const capital = /^\p{Lu}/u.test(parts[start]!.word!);
        parts.splice(start, end - start + 1, { word: capital ? spelled[0]!.toUpperCase() + spelled.slice(1) : spelled, separator: parts[end]!.separator });
        spelledWords?.add(spelled);
        changed = true;
      } else start = end;
      continue;
    }
    spelledWords?.add(spelled);
    // The spelling takes the word's place (and its capital), without the pause between them; commas outside the
    // two stay.
    // A pause after a spelling that follows its word is no "Last, First" comma.
    const capital = /^\p{Lu}/u.test(parts[said]!.word!);
    // (But after a word said after another of the name, the name said whole, a pause then a word is what follows
    // the name: "Kathleen Doherty, D O H E R T Y, Derry" is Kathleen Doherty of Derry.)
    const keptPause = said === before && parts[after]?.word !== undefined && PAUSE.test(parts[end]!.separator) && saidAfterWordOfName(parts, before);
    const separator = said === after || keptPause ? parts[said === after ? after : end]!.separator : parts[end]!.separator.replace(/\S+/g, ' ').replace(/\s+/g, ' ');
    const joined: Token = { word: capital ? spelled[0]!.toUpperCase() + spelled.slice(1) : spelled, separator };
    if (said === before) parts.splice(before, end - before + 1, joined);
    else parts.splice(start, after - start + 1, joined);
    changed = true;
    start = said === before ? before : start;
  }
  return changed ? text(parts) : heard;
}

/**
 * "Kaitlyn Cohen and Cohen" → "Kaitlyn Cohen": a name of two words or more, then after a pause or "and" only words that
 * each resemble a word of it of their own (`resemblesSpelling`, or the same word), "and" between them; each takes the
 * place of the word it resembles most (it is the part as the caller clarified it: "Katelyn Cohen, Kaitlyn, and Cohen"
 * → "Kaitlyn Cohen"). A whole other name right after "and" ("Joan Smith and John Smith") is a second person. Only
 * after a hint or a spelling was read (`callerValue`): said plainly, "Caitlin Myers Caitlin Myers" is a caller starting
 * again, which a lookup searches as a sentence.
 */
function withClarifiedParts(heard: string, spelledWords: ReadonlySet<string> = new Set()): string {
  const parts = tokens(heard);
  const lead = parts[0]?.word === undefined ? 1 : 0;
  const said = parts.slice(lead);
  const isAnd = (part: Token): boolean => part.word!.toLowerCase() === 'and';
  for (let end = 2; end < said.length; end++) {
    const head = said.slice(0, end);
    if (head.some(isAnd) || !(PAUSE.test(head[end - 1]!.separator) || isAnd(said[end]!))) continue;
    const tail = said.slice(end).filter((part) => !isAnd(part));
    if (tail.length === 0) continue;
    // "Joan Smith and John Smith": a whole other name after "and" is a second person, not a part clarified.
    const lower = (part: Token): string => part.word!.toLowerCase();
    const heldAsSaid = (part: Token): boolean => head.some((said) => lower(said) === lower(part)) || joinsWords(head, lower(part));
    if (isAnd(said[end]!) && tail.length === head.length && !tail.every(heldAsSaid)) continue;
    // A part said again as it was (or spelled as the words of a hyphenated name, "S M I T H - G O N Z A L E Z") changes
    // nothing; another spelling of a word takes its place, one word each.
    const changed = tail.filter((part) => !heldAsSaid(part));
    const places = changed.map((part) => closestWord(head, part.word!));
    if (places.some((place) => place < 0) || new Set(places).size < places.length) continue;
    // (A word the caller spelled is as they meant it: a word after it that resembles it is another, "Kathleen Doherty,
    // D O H E R T Y, Derry", a place.)
    if (places.some((place) => spelledWords.has(lower(head[place]!)))) continue;
    const name = head.map((part) => ({ word: part.word, separator: part.separator }));
    changed.forEach((part, k) => { name[places[k]!]!.word = part.word; });
    name[end - 1]!.separator = said[said.length - 1]!.separator;
    return text([...parts.slice(0, lead), ...name]);
  }
  return heard;
}

/** Whether `word` is two words or more of `head` in a row, joined ("smithgonzalez" for "Smith-Gonzalez"). */
function joinsWords(head: readonly Token[], word: string): boolean {
  for (let from = 0; from < head.length - 1; from++) {
    let joined = head[from]!.word!.toLowerCase();
    for (let to = from + 1; to < head.length && joined.length < word.length; to++) {
      joined += head[to]!.word!.toLowerCase();
      if (joined === word) return true;
    }
  }
  return false;
}

/** The index of the word of `head` that `word` resembles most (`resemblesSpelling`), or -1 when none. */
function closestWord(head: readonly Token[], word: string): number {
  let best = -1;
  let bestDistance = Infinity;
  head.forEach((part, i) => {
    const d = distance(part.word!.toLowerCase(), word.toLowerCase());
    if (d < bestDistance && (d === 0 || resemblesSpelling(head, i, word.toLowerCase()))) { best = i; bestDistance = d; }
  });
  return best;
}

/**
 * Names spelled one after another, a pause between them ("C A I T L I N, M Y E R S"): each piece becomes its word,
 * a space after it (the pauses are no "Last, First" comma), in place of the word said before the first piece or
 * after the last when it resembles that piece (as `withSpellingKept` does for one spelling). Returns the index after
 * the last word written.
 */
function spellingsKept(parts: Token[], pieces: readonly [number, number][]): number {
  const first = pieces[0]![0];
  const last = pieces[pieces.length - 1]![1];
  const spelledOf = ([from, to]: readonly [number, number]): string => spelledText(parts, from, to);
  // The word a piece replaces gives it its capital, as the piece's first letter does otherwise.
  const from = resemblesSpelling(parts, first - 1, spelledOf(pieces[0]!)) ? first - 1 : first;
  const to = resemblesSpelling(parts, last + 1, spelledOf(pieces[pieces.length - 1]!)) ? last + 1 : last;
  const words: Token[] = pieces.map((piece, k) => {
    const spelled = spelledOf(piece);
    const shown = k === 0 && from < first ? parts[from]!.word! : k === pieces.length - 1 && to > last ? parts[to]!.word! : parts[piece[0]]!.word!;
    return { word: /^\p{Lu}/u.test(shown) ? spelled[0]!.toUpperCase() + spelled.slice(1) : spelled, separator: k === pieces.length - 1 ? parts[to]!.separator : ' ' };
  });
  parts.splice(from, to - from + 1, ...words);
  return from + words.length;
}

/**
 * The two words parts[at] and parts[at + 1] spelled as one run ("joansmith" for "Jon Smith"), parted where the two
 * halves are closest to them, each in its word's case; undefined unless both are words of two letters or more and
 * the run is nearer to them joined than to either alone, within half its letters.
 */
function spelledPair(parts: readonly Token[], at: number, spelled: string): { at: number; words: [string, string] } | undefined {
  const [first, second] = [parts[at]?.word, parts[at + 1]?.word];
  if (at < 0 || first === undefined || second === undefined || first.length < 2 || second.length < 2) return undefined;
  const joined = (first + second).toLowerCase();
  const apart = distance(joined, spelled);
  if (apart > Math.floor(Math.max(joined.length, spelled.length) / 2)) return undefined;
  if (apart >= Math.min(distance(first.toLowerCase(), spelled), distance(second.toLowerCase(), spelled))) return undefined;
  let split = 1;
  let best = Infinity;
  for (let k = 1; k < spelled.length; k++) {
    const cost = distance(first.toLowerCase(), spelled.slice(0, k)) + distance(second.toLowerCase(), spelled.slice(k));
    if (cost < best) { best = cost; split = k; }
  }
  const cased = (word: string, letters: string): string => (/^\p{Lu}/u.test(word) ? letters[0]!.toUpperCase() + letters.slice(1) : letters);
  return { at, words: [cased(first, spelled.slice(0, split)), cased(second, spelled.slice(split))] };
}

/** The letters parts[from..to] joined, lower-cased: the word they spell. */
function spelledText(parts: readonly Token[], from: number, to: number): string {
  return parts.slice(from, to + 1).map((part) => part.word!.toLowerCase()).join('');
}

/** Whether parts[i] is a word (two letters or more) within half its letters of a spelling: the recogniser's try at it. */
function resemblesSpelling(parts: readonly Token[], i: number, spelled: string): boolean {
  const word = parts[i]?.word?.toLowerCase();
  return word !== undefined && word.length > 1 && distance(word, spelled) <= Math.max(1, Math.floor(Math.max(word.length, spelled.length) / 2));
}

/** The pieces of the letter run parts[start..end] between pauses: [first, last] indexes of each. */
function piecesBetweenPauses(parts: readonly Token[], start: number, end: number): [number, number][] {
  const pieces: [number, number][] = [];
  let from = start;
  for (let i = start; i <= end; i++) {
    if (i === end || PAUSE.test(parts[i]!.separator)) {
      pieces.push([from, i]);
      from = i + 1;
    }
  }
  return pieces;
}

// An address said aloud ends with "at <domain> dot <part>" (or "at example.com"); a part may be spelled ("dot c o m").
const MAY_BE_EMAIL = /(?:^|\s)at\s|@/i;
const DOMAIN_PART = String.raw`[\p{L}\p{N}-]+(?:\s+\p{L}(?![\p{L}\p{N}]))*`;
const SPOKEN_DOMAIN = new RegExp(String.raw`(?:^|\s)at\s+${DOMAIN_PART}(?:(?:\s+(?:dot|period|point)\s+|\s*\.\s*)${DOMAIN_PART})+[\s.]*$`, 'iu');
// What a caller says after an address about it ("… dot com, I think", "… all lower case", "… no spaces"), and an
// apology for it with nothing put right ("…, sorry about that", "…, sorry for the wait": until 2026-12-06 not_found).
const SAID_AFTER_ADDRESS = /[\s,.;]+(?:(?:i think|i believe|i guess|(?:all )?(?:in )?(?:lower ?case|small)(?: letters)?|(?:with )?no spaces|(?:and )?that(?:'s|\u2019s| is) (?:it|all)|sorry(?: about that| for (?:that|the (?:trouble|confusion|wait|delay)))?|my apologies|thanks|thank you|please)[\s,.;!]*)+$/iu;
// An address written whole, and nothing else.
const WRITTEN_ADDRESS = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/u;
// "at sign", "at symbol": the "@" named.
// "at the rate" (of): how many callers in India say the "@".
const AT_NAMED = /(?<=(?:^|\s)at)\s+(?:sign|symbol|the\s+rate(?:\s+of)?|rate)(?=\s)/giu;
// A number said with tens and a unit as it is written in words, with a hyphen ("eighty-six"): its hyphen is no dash.
const HYPHENATED_NUMBER = new RegExp(String.raw`\b(${[...TENS.keys()].join('|')})-(one|two|three|four|five|six|seven|eight|nine)\b`, 'giu');
const SPOKEN_SYMBOLS: ReadonlyMap<string, string> = new Map([
  ['dot', '.'], ['period', '.'], ['point', '.'], ['underscore', '_'], ['dash', '-'], ['hyphen', '-'], ['plus', '+'],
]);
const SYMBOLS: ReadonlySet<string> = new Set(SPOKEN_SYMBOLS.values());

/**
 * "mark dot lee eight six at example dot com" → "mark.lee86@example.com": "at" (the last one, before the domain)
 * and the symbols' names become the symbols, digits said aloud become digits, letters said one by one and every
 * other word are joined without spaces; an "@" written with a space beside it is the "at" ("mary @ gmail . com"). Text
 * that does not end as an address does is returned as it is.
 */
/**
 * The one "@" of a text written with a space beside it ("mary @ gmail . com"), as a recogniser or a form gives it, or
 * of words said with a symbol's name before it ("mark dot lee86@example.com": the recogniser wrote only the end as an
 * address), said as "at".
 */
function spacedAtSaid(heard: string): string {
  const at = heard.indexOf('@');
  if (at < 0 || heard.indexOf('@', at + 1) >= 0) return heard;
  const spaced = /\s/.test(`${heard[at - 1] ?? ''}${heard[at + 1] ?? ''}`);
  if (!spaced && !ADDRESS_PARTLY_SAID.test(heard)) return heard;
  return `${heard.slice(0, at).trimEnd()} at ${heard.slice(at + 1).trimStart()}`;
}

// Words and a symbol's name said before an "@" written without spaces: "mark dot lee86@example.com" (a display name,
// "Mary Lee <mary.lee@acme.com>", has brackets and is no such text).
const ADDRESS_PARTLY_SAID = new RegExp(String.raw`^[\p{L}\p{N}\s._'-]*\s(?:${[...SPOKEN_SYMBOLS.keys()].join('|')})\s[\p{L}\p{N}\s._'-]*@[\p{L}\p{N}\s.-]+$`, 'iu');

// "double you", "double-u": the letter W. "double m", "triple x": a letter twice or three times.
const DOUBLE_YOU = /^double-?(?:u|you)$/;
const REPEATED = /^(double|triple)-?(\p{L}+)?$/u;

/**
 * The words of a mailbox said aloud with its letters read: "double you" → "w", "double m" → "mm", and two letters'
 * names or more in a row, each a name that is no everyday word or a letter, → the letters ("em em lee" → "m", "m",
 * "lee"). A name alone ("dee dot walker"), or beside an everyday word ("are neill"), stays a word of the mailbox.
 */
function mailboxLettersRead(words: readonly string[]): string[] {
  const out: string[] = [];
  const letterAt = (word: string | undefined): string | undefined =>
    word === undefined ? undefined : /^\p{L}$/u.test(word) ? word : isPlainLetterName(word) ? letterOfName(word) : undefined;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (DOUBLE_YOU.test(word) || (word === 'double' && (words[i + 1] === 'you' || words[i + 1] === 'u'))) {
      out.push('w');
      if (word === 'double') i++;
      continue;
    }
    const repeated = REPEATED.exec(word);
    if (repeated !== null) {
      const attached = repeated[2];
      const letter = attached === undefined ? letterAt(words[i + 1]) : letterAt(attached);
      if (letter !== undefined) {
        out.push(letter.repeat(repeated[1] === 'double' ? 2 : 3));
        if (attached === undefined) i++;
        continue;
      }
    }
    // Two letters' names or more in a row (or with letters): the letters.
    let end = i;
    while (end < words.length && letterAt(words[end]) !== undefined) end++;
    if (end - i >= 2 && words.slice(i, end).some((said) => !/^\p{L}$/u.test(said))) {
      for (let k = i; k < end; k++) out.push(letterAt(words[k])!);
      i = end - 1;
      continue;
    }
    out.push(word);
  }
  return out;
}

function writtenEmail(heard: string, holds: (word: string) => boolean): string {
  const said = spacedAtSaid(withEmailCorrected(heard)).replace(AT_NAMED, '').replace(SAID_AFTER_ADDRESS, '');
  const domain = SPOKEN_DOMAIN.exec(said);
  if (domain === null) {
    // An address written whole with words said after it ("caitlin.myers@example.com, sorry about that"): the address.
    const address = said.trim();
    return address !== heard.trim() && WRITTEN_ADDRESS.test(address) ? address : heard;
  }
  const spaced = (text: string): string => text.toLowerCase().replace(HYPHENATED_NUMBER, '$1 $2').replace(/[\s,]+/g, ' ').trim();
  const words = (text: string): string[] => spokenDigits(spaced(text)).split(' ').filter((word) => word !== '');
  // (A number's word that is a word of the mailbox, "ann dot one", stays the word where the column holds it.)
  const local = mailboxLettersRead(mailboxWords(spaced(said.slice(0, domain.index)), holds));
  if (local.length === 0) return heard;
  const written = (word: string): string => SPOKEN_SYMBOLS.get(word) ?? word;
  // "at" and its space, then the domain's words.
  const rest = words(domain[0].replace(/^\s*at\s+/i, ''));
  // (A mailbox neither starts with a symbol nor has two in a row: a symbol's name there is a word, the name Dot in
  // "dot dot williams" or "dot williams", which was ".williams@…" until 2026-12-06.)
  const mailbox: string[] = [];
  for (const word of local) {
    const symbol = written(word);
    const last = mailbox[mailbox.length - 1];
    mailbox.push(last === undefined || (symbol !== word && SYMBOLS.has(last)) ? word : symbol);
  }
  return `${mailbox.join('')}@${rest.map(written).join('').replace(/\.+$/, '')}`;
}
