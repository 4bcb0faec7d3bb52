// How a heard value said within a sentence is cut into runs to look up: its words' runs, the numbers said in it
// whole, and the corrections a caller makes ("John, sorry, Joan Smith"). Pure: `TableLookup` looks the runs up.
import { distance } from 'fastest-levenshtein';
import { spokenDigits } from '../normalise/spokenDigits.js';
import { normaliseText, words } from '../normalise/normaliseText.js';
import { ORDINALS } from '../normalise/numberWords.js';
import { FAMILY_RELATIONS } from '../normalise/relativeOfNamed.js';
import { isNatoWord } from '../normalise/spelledLetters.js';
import { isPlainLetterName } from '../normalise/letterNames.js';
import { isWholeNumber, SAID_AT_EXTENSION, SAID_EXTENSION_MARKER } from '../normalise/phoneExtension.js';
import { digitsOf } from '../normalise/digits.js';
import { CORRECTION_WORDS } from '../normalise/correctionWords.js';
import { withoutLeadIn } from '../normalise/leadIn.js';
import { BEFORE_RULED_OUT, NO_NAME_AFTER_NOT, NOT_WORDS } from '../normalise/negatedName.js';
import type { PreparedWord } from '../scoring/preparedValue.js';

/** A heard value of this many words or more may be a sentence with the value in it (`withinSentence`). */
export const SENTENCE_WORDS = 5;
/** The same for a value of another search column than the first ("I live in Austin"). */
export const OTHER_SENTENCE_WORDS = 3;
/**
 * Past this many words a heard value is not searched run by run everywhere (each run is a lookup): a value of a column
 * matched by words is then searched in its first and its last `MAX_SENTENCE_WORDS / 2` words. A heard value holds at
 * most MAX_HEARD_CHARACTERS (512), some 90-110 words as callers speak, so a name anywhere in its first 64 words, or
 * in the first or last 32 of more, is searched ("hi yes good morning I was calling because … my name is Caitlin Myers and I …"); only runs of very
 * short words reach this bound, which caps a call's run lookups at about 4 × 64 whatever that limit becomes. (An exact column's value is searched whole: its runs are its few numbers, each a hash lookup.)
 */
export const MAX_SENTENCE_WORDS = 64;
/** The longest run of a sentence looked up as the value. */
export const MAX_RUN_WORDS = 4;

/** A run of a heard sentence's words (or numbers): where it stands among them, and its text. */
export interface SentenceRun {
  start: number;
  end: number;
  text: string;
  /** A number said after letters spelled before it, looked up without them: what it finds is never the answer. */
  lettersLeftOut?: true;
  /** A number with the extension said after it: the number alone inside it never stands for it (it says less). */
  extension?: true;
  /**
   * A number said within a sentence to a column matched by words, taken whole (with its extension, and in a column of
   * codes the letters said before it): the words of it (its number and extension) a run inside it must keep to stand
   * for it ("010 0123" says less than "555 010 0123"; "a 10006" may stand for "b a 10006", "should be" read as a B).
   */
  wholeNumber?: { from: number; to: number };
  /**
   * Where the words that correct what came before it start ("John, sorry, Joan Smith": "sorry"), when this run is
   * said right after them: the caller restated the value (`CORRECTIONS`).
   */
  restates?: number;
  /**
   * A run with a word inside that ends no name (`SENTENCE_WORDS_AROUND`): two clauses ("smith im joan" in "… his name
   * is John Smith, I'm Joan"), or a name the recogniser split ("wayne her nandez"). It is chosen only when no run
   * overlapping it finds a row with a higher score.
   */
  bridges?: true;
  /** Said before a correction with a few words after it that end the sentence ("Joan Smith, sorry, Smyth"): taken back. */
  takenBack?: true;
  /**
   * Said before a correction with a few other words after it that end the sentence, one of them spelled much like a
   * word of this run ("Joan Smith, no, Smithe"): it may have been taken back, so what it finds is a candidate only.
   */
  doubted?: true;
  /**
   * Where the "or" is that parts this run from another way of saying the value, right beside it at the end ("Dorothy
   * Williams or Dorothy Wilson", as `withWordAlternativeSpread` writes "Dorothy Williams or Wilson"): the caller named
   * either, so what this run finds is the answer only when the other finds it too.
   */
  orAt?: number;
}

/**
 * Marks the runs right before and right after the last "or" of the words (`isOr`: not a word the column holds) with
 * `orAt`, when what follows it ends the value and is as long as a value may be (`longest`) with no word said around a
 * name: "dorothy williams or dorothy wilson". An "or" elsewhere in a sentence ("… or pay my bill, it's Dorothy
 * Williams") parts no two ways of saying one value.
 */
export function markAlternatives(runs: readonly SentenceRun[], texts: readonly string[], isOr: (at: number) => boolean, longest: number): void {
  const at = texts.lastIndexOf('or');
  if (at <= 0 || at >= texts.length - 1 || texts.length - 1 - at > longest || !isOr(at)) return;
  if (texts.slice(at + 1).some((text) => SENTENCE_WORDS_AROUND.has(text))) return;
  for (const run of runs) if (run.end === at || (run.start === at + 1 && run.end === texts.length)) run.orAt = at;
}

// Words with which a caller takes back what they just said and says it again: "my name is John, sorry, Joan Smith",
// "it's Joan Smith, no wait, Joan Palmer", "John, I mean, Joan Smith", "John Smith, I meant Joan Smith", "John Smith oh
// wait Joan Smith" ("no" alone is one too: "John no Joan Smith"). The one list of `correctionWords.ts`, longer phrases
// first (until 2026-12-06 a copy here lacked "I meant", "wait", "oops", "nope" and "or rather"; the list lacked "rather" alone).
const CORRECTIONS: readonly (readonly string[])[] = CORRECTION_WORDS.split('|').map((phrase) => phrase.split(' '));
// A word said, a pause, and the same word again: the caller started again ("Kaitlyn, Kaitlyn Meyers").
export const STARTED_AGAIN = /(?:^|[^\p{L}\p{N}])(\p{L}+)\s*[,;:.!?\u2026-]+\s*\1(?:$|[^\p{L}\p{N}])/iu;
// A surname said, a pause, then the whole name ending with it ("Evans. Christine Evans", "the name's Evans, Christine
// Evans"): the caller began with the surname and said the name again whole (until 2026-12-07, scored whole, the
// surname a word said twice: Christine Evans ambiguous at 85).
export const SURNAME_THEN_NAME = /(?:^|[^\p{L}\p{N}'\u2019-])(\p{L}[\p{L}'\u2019-]+)\s*[,;:.!?\u2026]+\s*\p{L}[\p{L}'\u2019-]*(?:\s+\p{L}[\p{L}'\u2019-]*){0,2}\s+\1[\s.!?]*$/iu;
// The most words between a correction and the value said again after it ("sorry, it's Joan Smith", "no, it's for …").
const RESTATED_WITHIN = 2;
// The most words after a correction that end a sentence and correct a part of what was said ("Joan Smith, sorry,
// Smyth"): what was said before it is taken back even when they find nobody themselves. They must all be words of the
// column's values, not all of them words said around one ("…, sorry about that", "…, no idea" correct nothing).
export const CORRECTED_PART_WORDS = 3;

/**
 * How many of `texts`, words said after a correction, are a lead-in to what the caller says instead (`withoutLeadIn`:
 * "it's", "my name is", "this is"): "sorry, it's Zelda Fitzgerald" says two words in place of the name, as "sorry,
 * Zelda Fitzgerald" does. `holds`: whether the column holds a word (then it is the value's).
 *
 * @example
 *   leadInWords(['its', 'zelda', 'fitzgerald']) // 1
 *   leadInWords(['go', 'ahead']) // 0
 */
export function leadInWords(texts: readonly string[], holds: (text: string) => boolean = () => false): number {
  const said = texts.join(' ');
  const rest = withoutLeadIn(said, holds);
  if (rest === said) return 0;
  const restWords = rest.split(' ');
  for (let from = 1; from + restWords.length <= texts.length; from++) {
    if (restWords.every((text, k) => texts[from + k] === text)) return from;
  }
  return 0;
}

/**
 * Where each correction said within a sentence's words starts and ends (`CORRECTIONS`), a word the column holds
 * excepted (`held`, by place: a surname "No"). Only a correction with words before and after it counts.
 */
export function correctionsSaid(texts: readonly string[], held: (at: number) => boolean = () => false): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  for (let at = 1; at < texts.length - 1; at++) {
    for (const correction of CORRECTIONS) {
      const end = at + correction.length;
      if (end >= texts.length || !correction.every((text, k) => texts[at + k] === text && !held(at + k))) continue;
      found.push({ start: at, end });
      at = end - 1;
      break;
    }
  }
  return found;
}

// Words of a sentence that end no name said within it: a run starting or ending with one is not looked up. "aditya
// reddy and" found Aditya A. Reddy ("and" for the initial) over the Aditya Reddy the caller named, and "the name is
// caitlin" (its lead-in read away) found Kate Lynn by "caitlin" alone, longer than "caitlin myers". They are English's
// closed classes (articles and determiners, pronouns, prepositions, conjunctions, auxiliary and modal verbs), which
// name nobody, and the words a caller says around a name ("name", "calling", "please"): "the water has been brown
// since Monday" is no name, where the run "been brown" scored 89 against Owen Brown. A word of the list that the
// column holds is a name's word all the same (`TableLookup.sentenceRuns`: Will Smith, May Brown, An Tran).
export const SENTENCE_WORDS_AROUND = new Set([
  // Articles, determiners and quantifiers.
  'a', 'an', 'the', 'this', 'that', 'these', 'those', 'some', 'any', 'every', 'each', 'all', 'both', 'either',
  'neither', 'another', 'other', 'such', 'what', 'which', 'whose',
  // Pronouns.
  'i', 'im', 'me', 'my', 'mine', 'myself', 'you', 'your', 'yours', 'he', 'him', 'his', 'she', 'her', 'hers', 'it',
  'its', 'we', 'us', 'our', 'ours', 'they', 'them', 'their', 'theirs', 'who', 'whom', 'there', 'someone', 'something',
  // Prepositions.
  'of', 'in', 'on', 'at', 'to', 'for', 'from', 'with', 'by', 'about', 'into', 'onto', 'over', 'under', 'after',
  'before', 'since', 'until', 'till', 'through', 'during', 'without', 'within', 'between', 'against', 'towards',
  'toward', 'upon', 'off', 'out', 'up', 'via',
  // Conjunctions.
  'and', 'or', 'but', 'nor', 'if', 'because', 'than', 'then', 'so', 'when', 'while', 'where', 'whether', 'though',
  'although', 'unless',
  // Auxiliary and modal verbs, and "not".
  'is', 'am', 'are', 'was', 'were', 'be', 'been', 'being', 'has', 'have', 'had', 'having', 'do', 'does', 'did',
  'will', 'would', 'shall', 'should', 'can', 'could', 'may', 'might', 'must', 'not', 'dont', 'doesnt', 'didnt',
  'cant', 'wont', 'isnt', 'wasnt', 'arent', 'havent', 'hasnt', 'ive', 'youre', 'theyre',
  // What a caller says around a name.
  'name', 'calling', 'please', 'thanks', 'yes', 'hi', 'hello', 'live', 'called', 'sorry',
  // Whom a caller calls for, said before the name ("my mother Dorothy Williams", "for my husband, John Smith"; a word
  // the column holds stays a name's: Son, Friend).
  ...FAMILY_RELATIONS, 'friend', 'neighbor', 'neighbour', 'law', 'husbands', 'wifes', 'mothers', 'fathers', 'sons',
  'daughters',
]);

// The most letters a code said within a sentence is taken to spell before its digits (`numberRuns`).
export const MAX_SPELLED_LETTERS = 6;

/**
 * Whether a word of a sentence may be a letter of a code said one by one: a letter, a NATO word, a letter's name
 * that is no everyday word ("bee", not "be": "the number should be A 10001").
 */
export function isSpelledLetter(word: string): boolean {
  return /^[a-z]$/.test(word) || isNatoWord(word) || isPlainLetterName(word);
}

// An extension after a number in a sentence (`extensionAfter`), as `numberWithExtension` reads it; "at" alone
// (`SAID_AT_EXTENSION`) only after a whole number.
const EXTENSION_AFTER = new RegExp(`^(?:x\\d{1,6}|${SAID_EXTENSION_MARKER} \\d{1,6})(?= |$)`);
const AT_EXTENSION_AFTER = new RegExp(`^${SAID_AT_EXTENSION}(?= |$)`);

// An extension said after a number, in a column matched by words (`numbersSaid`): the words after the number, with
// digits said aloud read as digits, must be all of it.
const EXTENSION_WORDS = new RegExp(`^(?:x\\d{1,6}|${SAID_EXTENSION_MARKER} \\d{1,6})$`);
const AT_EXTENSION_WORDS = new RegExp(`^${SAID_AT_EXTENSION}$`);

/**
 * The extension said at the start of `after`, the words (digits read as digits) after a number of `numberDigits`
 * digits in a sentence, as `numberWithExtension` reads one: "at" alone ("at 204") only after a whole number (10 to 15
 * digits) and before 2 to 6 digits. Null when they start with none.
 *
 * @example
 *   extensionAfter('at 204 please', 10) // "at 204"
 *   extensionAfter('at 204 please', 7) // null: a local number's "at" names no extension
 *   extensionAfter('extension 5 please', 7) // "extension 5"
 */
export function extensionAfter(after: string, numberDigits: number): string | null {
  return (EXTENSION_AFTER.exec(after) ?? (isWholeNumber(numberDigits) ? AT_EXTENSION_AFTER.exec(after) : null))?.[0] ?? null;
}

/** Whether `words` (digits read as digits) are all of an extension said after a number of `numberDigits` digits (`extensionAfter`). */
function isExtensionSaid(words: string, numberDigits: number): boolean {
  return EXTENSION_WORDS.test(words) || (isWholeNumber(numberDigits) && AT_EXTENSION_WORDS.test(words));
}
// The most words an extension said after a number takes ("and the extension number is two oh four").
const MAX_EXTENSION_WORDS = 10;
// Words of a number said aloud other than digits: "oh" for a zero, "double seven", "five hundred".
const NUMBER_GLUE = new Set(['oh', 'o', 'nought', 'double', 'triple', 'hundred', 'thousand']);
// Glue that cannot end a number ("double" wants a digit after it) or start one ("hundred" wants one before it).
const NUMBER_GLUE_NOT_LAST = new Set(['double', 'triple']);
const NUMBER_GLUE_NOT_FIRST = new Set(['hundred', 'thousand']);

/** Whether a word of a sentence is a number, written or said as digits or a number ("555", "five", "twelve"). */
export function isDigitsWord(text: string): boolean {
  return /^\d+$/.test(text) || /^\d+$/.test(spokenDigits(text));
}

/**
 * The numbers said within a sentence's words, as a column matched by words reads them: each run of words said as a
 * number ("555 010 0123", "five five five oh one oh…", "double seven"), to the end of an extension said after it
 * ("… extension two oh five", "… and the extension is 205", "… x205"), and in a column of codes from the letters
 * said before it ("pd 10431", "a one zero zero zero six"). `digitsEnd` is where the number's own words end.
 */
export function numbersSaid(words: readonly Pick<PreparedWord, 'text'>[], codes: boolean): { start: number; digitsStart: number; digitsEnd: number; end: number }[] {
  const found: { start: number; digitsStart: number; digitsEnd: number; end: number }[] = [];
  const texts = words.map((word) => word.text);
  for (let at = 0; at < texts.length; at++) {
    if (!isDigitsWord(texts[at]!) && !NUMBER_GLUE.has(texts[at]!)) continue;
    let end = at;
    while (end < texts.length && (isDigitsWord(texts[end]!) || NUMBER_GLUE.has(texts[end]!))) end++;
    let start = at;
    at = end - 1;
    while (start < end && NUMBER_GLUE_NOT_FIRST.has(texts[start]!)) start++;
    while (end > start && NUMBER_GLUE_NOT_LAST.has(texts[end - 1]!)) end--;
    if (!texts.slice(start, end).some(isDigitsWord)) continue;
    let extended = end;
    const digitCount = digitsOf(spokenDigits(texts.slice(start, end).join(' '))).length;
    for (let last = Math.min(texts.length, end + MAX_EXTENSION_WORDS); last > end; last--) {
      if (isExtensionSaid(spokenDigits(texts.slice(end, last).join(' ')), digitCount)) { extended = last; break; }
    }
    // "plus four four …": the "+" of a number in international form.
    if (start > 0 && texts[start - 1] === 'plus') start--;
    let lettersStart = start;
    if (codes) {
      while (lettersStart > 0 && start - lettersStart < MAX_SPELLED_LETTERS && isSpelledLetter(texts[lettersStart - 1]!)) lettersStart--;
      if (lettersStart === start && start > 0 && /^[a-z]{1,4}$/.test(texts[start - 1]!)) lettersStart = start - 1;
    }
    found.push({ start: lettersStart, digitsStart: start, digitsEnd: end, end: extended });
  }
  return found;
}

/**
 * Whether a word as the scorer reads it was said letter by letter in `heard`: the scorer joins spelled letters into
 * one word ("should B A 10006" holds "ba"), where a word said as a word stays one ("is 10006").
 *
 * @example
 *   saidLetterByLetter('ba', 'the account number should B A 10006') // true
 *   saidLetterByLetter('is', 'it is 10006') // false
 */
export function saidLetterByLetter(word: string, heard: string): boolean {
  return ` ${normaliseText(heard)} `.includes(` ${[...word].join(' ')} `);
}

/** Whether a word is a number, written or said ("1985", "three", "nineteen"), or a day said as an ordinal ("fifth"). */
export function isNumberWord(text: string): boolean {
  return /\d/.test(text) || isDigitsWord(text) || ORDINALS.has(text);
}

/**
 * Every run of `words[from..to)` of up to `longest` words, longest first, then in order; with `around`, only runs
 * neither starting nor ending with a word it says ends no name, and those with one inside marked (`bridges`).
 */
export function wordRuns(words: readonly PreparedWord[], from: number, to: number, longest: number, around?: (word: PreparedWord) => boolean): SentenceRun[] {
  const runs: SentenceRun[] = [];
  for (let size = Math.min(longest, to - from); size >= 1; size--) {
    for (let start = from; start + size <= to; start++) {
      if (around !== undefined && (around(words[start]!) || around(words[start + size - 1]!))) continue;
      const run: SentenceRun = { start, end: start + size, text: words.slice(start, start + size).map((word) => word.text).join(' ') };
      if (around !== undefined && words.slice(start + 1, start + size - 1).some(around)) run.bridges = true;
      runs.push(run);
    }
  }
  return runs;
}

/** Whether two words are spelled much alike (a third of their letters apart at most): "smithe" and "smith". */
export function spelledAlike(a: string, b: string): boolean {
  return distance(a, b) <= Math.max(1, Math.floor(Math.max(a.length, b.length) / 3));
}

/**
 * Marks each run said right after a correction as restating the value (`SentenceRun.restates`): "my number is 412
 * 238 1293, sorry, 253 897 3402".
 */
export function markRestated(runs: readonly SentenceRun[], corrections: readonly { start: number; end: number }[]): void {
  for (const run of runs) {
    for (const correction of corrections) {
      if (correction.end <= run.start && run.start - correction.end <= RESTATED_WITHIN) run.restates = correction.start;
    }
  }
}

/**
 * Marks the runs of a name the caller rules out as taken back (`SentenceRun.takenBack`): each run within the words
 * right after a "not" (or "isn't", "wasn't": `NOT_WORDS`; `isNot`: not a word the column holds; "under", "for", "called", "named" between them), up to
 * the first word that ends no name (`around`) or the pause after it (`toPause`, `wordsToPauseAfterNot`), at most
 * `longest` words. "Caitlin Myers, not John Smith" and "not
 * John Smith, Zelda Fitzgerald" do not name John Smith; "I'm not sure, it's John Smith" and "it's not for me, it's for
 * John Smith" rule nobody out. Returns where each name ruled out lies, its "not" included (and an "and" or "but"
 * before it).
 */
export function markRuledOut(runs: readonly SentenceRun[], texts: readonly string[], isNot: (at: number) => boolean, around: (at: number) => boolean, longest: number, toPause: readonly number[] = []): { start: number; end: number }[] {
  const ruledOut: { start: number; end: number }[] = [];
  const nots = texts.filter((text) => NOT_WORDS.has(text)).length;
  for (let at = 0, not = 0; at < texts.length - 1; at++) {
    if (!NOT_WORDS.has(texts[at]!)) continue;
    // (The words to the pause after it, when the text said and the words agree on how many "not" there are.)
    const said = nots === toPause.length ? toPause[not]! : Infinity;
    not++;
    if (!isNot(at)) continue;
    let start = at + 1;
    while (start < texts.length && BEFORE_RULED_OUT.has(texts[start]!)) start++;
    // (A word that starts no name rules no one out: "not the one in Dallas" leaves the place said after it.)
    if (NO_NAME_AFTER_NOT.has(texts[start] ?? '')) continue;
    let end = start;
    while (end < texts.length && end - start < longest && end - at - 1 < said && !around(end)) end++;
    if (end === start) continue;
    // (With "and" or "but" before "not": "Caitlin Myers and not John Smith".)
    ruledOut.push({ start: at > 0 && (texts[at - 1] === 'and' || texts[at - 1] === 'but') ? at - 1 : at, end });
    for (const run of runs) if (run.start >= start && run.end <= end) run.takenBack = true;
  }
  return ruledOut;
}

// "not" and what is said after it up to a pause (`wordsToPauseAfterNot`).
const NOT_TO_PAUSE = /(?<![\p{L}\p{N}])(?:not|(?:is|was|are|were)n['\u2019]?t)(?![\p{L}\p{N}])([^,.;:!?\u2013\u2014\u2026]*)/giu;

/**
 * For each "not" of a text said, how many words (as the scorer reads them) follow it before a pause: the most a name
 * ruled out after it may hold (`markRuledOut`: "not John Smith, Joan Palmer" rules out two words).
 *
 * @example
 *   wordsToPauseAfterNot('not John Smith, Joan Palmer') // [2]
 */
export function wordsToPauseAfterNot(said: string): number[] {
  return [...said.matchAll(NOT_TO_PAUSE)].map((found) => words(normaliseText(found[1]!)).length);
}

// A pause in a text said (`pausesAmong`), a slash between two names ("John Smith / Zelda Fitzgerald") too.
const PAUSE = /[,;:.!?/\u2013\u2014\u2026]+/u;

/**
 * After how many of `texts` (the words as the scorer reads `said`) each pause of `said` falls, none at the start or the
 * end. The words of a "Last, First" reading come with the two parts of one pause swapped ("Zelda Fitzgerald, John
 * Smith" read "john smith zelda fitzgerald"): that pause is where the parts meet. None at all when the parts' words are
 * not `texts` so (a lead-in left out, words joined).
 *
 * @example
 *   pausesAmong('Zelda Fitzgerald, John Smith', ['zelda', 'fitzgerald', 'john', 'smith']) // [2]
 *   pausesAmong('Mary Ann Jones, John Smith', ['john', 'smith', 'mary', 'ann', 'jones']) // [2]
 */
export function pausesAmong(said: string, texts: readonly string[]): number[] {
  const parts = said.split(PAUSE).map((part) => words(normaliseText(part))).filter((part) => part.length > 0);
  const inOrder = (ordered: readonly (readonly string[])[]): boolean => ordered.flat().join(' ') === texts.join(' ');
  if (parts.length === 2 && !inOrder(parts) && inOrder([parts[1]!, parts[0]!])) return [parts[1]!.length];
  if (!inOrder(parts)) return [];
  const pauses: number[] = [];
  let before = 0;
  for (const part of parts.slice(0, -1)) pauses.push(before += part.length);
  return pauses;
}

/** Whether `texts` are the words of `said` as the scorer reads them, in the order said (no part of it moved). */
export function inSaidOrder(said: string, texts: readonly string[]): boolean {
  return words(normaliseText(said)).join(' ') === texts.join(' ');
}

/** Longer runs first, then the earlier. */
export function longestFirst(a: SentenceRun, b: SentenceRun): number {
  return b.end - b.start - (a.end - a.start) || a.start - b.start;
}
