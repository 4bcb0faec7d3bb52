// Letters said by their names ("ay", "bee", "see", "double you", "zed"), as a recogniser writes them down when a
// caller spells or reads out a code: "eh one zero zero zero six" is A10006, "kay ay tee ee" is K A T E.
import { distance } from 'fastest-levenshtein';
import { TENS, UNDER_TWENTY } from './numberWords.js';

// A Map, not an object literal: "constructor" is no letter's name.
const LETTER_NAMES: ReadonlyMap<string, string> = new Map(Object.entries({
  ay: 'a', eh: 'a', bee: 'b', be: 'b', see: 'c', sea: 'c', cee: 'c', dee: 'd', ee: 'e', ef: 'f', eff: 'f', gee: 'g',
  aitch: 'h', haitch: 'h', eye: 'i', jay: 'j', kay: 'k', el: 'l', ell: 'l', em: 'm', en: 'n', oh: 'o', pee: 'p',
  pea: 'p', cue: 'q', queue: 'q', are: 'r', ar: 'r', ess: 's', es: 's', tee: 't', tea: 't', you: 'u', vee: 'v',
  ex: 'x', why: 'y', wye: 'y', zed: 'z', zee: 'z', dubya: 'w',
}));
/** Every word that names a letter ("ay", "bee", "zed"…). */
export const LETTER_NAME_WORDS: readonly string[] = [...LETTER_NAMES.keys()];
/**
 * The letter a letter's name stands for ("bee" → "b", "double" is no name), or undefined.
 *
 * @example
 *   letterOfName('zed') // "z"
 */
export function letterOfName(word: string): string | undefined {
  return LETTER_NAMES.get(word);
}

// Names that are everyday words ("be", "see", "you", "are", "why"…): they say nobody is spelling ("why are you").
const EVERYDAY_WORDS = new Set(['be', 'see', 'sea', 'eye', 'oh', 'pea', 'queue', 'are', 'tea', 'you', 'why']);

/**
 * Whether a word is a letter's name that no everyday word is ("bee", "zed"; not "be", "you"): a letter of a code
 * read out, wherever it stands.
 *
 * @example
 *   isPlainLetterName('bee') // true
 *   isPlainLetterName('be') // false
 */
export function isPlainLetterName(word: string): boolean {
  return LETTER_NAMES.has(word) && !EVERYDAY_WORDS.has(word);
}
/**
 * The NATO alphabet's words and their letters ("alpha" → "a"), read by `spelledLetters.ts`; here letters that may
 * stand in a run, written as their letters in a code. A Map, not an object literal: "constructor" is no NATO word.
 */
export const NATO_LETTERS: ReadonlyMap<string, string> = new Map(Object.entries({
  alpha: 'a', alfa: 'a', bravo: 'b', charlie: 'c', delta: 'd', echo: 'e', foxtrot: 'f', golf: 'g', hotel: 'h',
  india: 'i', juliet: 'j', juliett: 'j', kilo: 'k', lima: 'l', mike: 'm', november: 'n', oscar: 'o', papa: 'p',
  quebec: 'q', romeo: 'r', sierra: 's', tango: 't', uniform: 'u', victor: 'v', whiskey: 'w', whisky: 'w',
  xray: 'x', yankee: 'y', zulu: 'z',
}));
// Words of a number said aloud (`spokenDigits.ts`) that are certainly digits ("oh" may be the letter O).
const NUMBER_WORDS = new Set([...UNDER_TWENTY.keys(), ...TENS.keys(), 'nought', 'hundred', 'thousand']);
// Words that stand in a run of digits without being one: "double seven", "oh", "o".
const IN_NUMBERS = new Set(['double', 'triple', 'oh', 'o']);
const SINGLE_LETTER = /^[a-z]$/;
const HAS_DIGIT = /\d/;
const LETTERS_AND_DIGITS = /^[a-z0-9]+$/;

/** One word said, lower-cased, and whether a pause (a comma, a full stop…) was written after it. */
export interface SaidWord {
  readonly word: string;
  readonly pausedAfter: boolean;
}

/** How the letters' names are read. */
export interface LetterNameReading {
  /** The column holds codes (letters and digits, "A10006", "SW1A 1AA"): a name beside a digit is a letter. */
  readonly codes: boolean;
  /** Whether the column holds the word: a name that is a value's word ("Jay", "Dee") does not show a spelling. */
  readonly holds: (word: string) => boolean;
  /**
   * Whether the column holds the NATO word as a word of a value, where `holds` cannot tell (an exact column keeps no
   * words: `IndexedColumn.natoWordsHeld`); `holds` otherwise. Three NATO words spell only where it holds none of them.
   */
  readonly holdsNatoWord?: (word: string) => boolean;
  /**
   * Read each "oh" the other way: beside a letter, zero where it would be O and O where it would be zero; with only
   * digits beside it, the letter O (a column of codes tries this reading when it holds no code of the first: "W one
   * A oh A X" for the postcode W1A 0AX, "oh one two three four five" for O12345).
   */
  readonly ohFlipped?: boolean;
}

/**
 * The words with the letters' names that stand in a spelling read as the letters (upper-case), or null when none
 * does. A name is read only inside a run of two or more words that are each a letter, a letter's name, a NATO word or
 * (part of) a number, and only when the run is a spelling:
 * - in a column of codes, a run with a digit in it ("eh one zero zero zero six" → A, "see three oh oh two five"),
 *   where NATO words are read as their letters too ("alpha bravo one two" → A B, "oscar x ray five" → O X, as a
 *   recogniser splits "x-ray"), so what a lookup heard reads the same whichever way the caller said the letters, and
 *   "double" or "triple" before a letter is that letter twice or three times ("double zed nine" → Z Z nine);
 * - anywhere, a run of three letters or more (no digit) holding a name that is no everyday word and no word of the
 *   column's values ("see ay eye tee el eye en", "kay ay tee ee"); so "Jay Patel", "Dee Walker", "Kay" and "why are
 *   you" stay words, and "eh five five five…" in a phone column keeps its hesitation.
 * "double you" is W (the second word becomes ''). "oh" is the letter O only between letters: beside a digit it is
 * zero ("bee oh one two" is B012), as callers read a zero far more often than codes hold an O next to a digit. A
 * letter O beside a digit is written "Oscar" (no reader of digits takes it for a zero; read back, it is not heard
 * as one).
 * "eh" with a pause after it ("eh, A one zero…") is a hesitation, not a letter.
 *
 * @example
 *   const said = (text: string) => text.split(' ').map((word) => ({ word, pausedAfter: false }));
 *   readLetterNames(said('eh one zero zero zero six'), { codes: true, holds: () => false }) // ['A', 'one', 'zero', …]
 *   readLetterNames(said('jay patel'), { codes: false, holds: () => false }) // null
 */
export function readLetterNames(words: readonly SaidWord[], reading: LetterNameReading): string[] | null {
  let out: string[] | null = null;
  for (let start = 0; start < words.length; start++) {
    if (!inRun(words, start)) continue;
    let end = start;
    while (end + 1 < words.length && inRun(words, end + 1)) end++;
    // Four NATO words or more in a row spell, in any column ("charlie alpha india tango…" is C A I T…).
    const natoRuns = natoSpellings(words, start, end, reading.holdsNatoWord ?? reading.holds);
    if (natoRuns.length > 0 || isSpelling(words, start, end, reading)) {
      // A name said and then spelled ("Kay, kay ay why"), or spelled and then said: the word stays a word.
      const from = spelledBy(words, start, start + 1, end) ? start + 1 : start;
      const to = spelledBy(words, end, start, end - 1) ? end - 1 : end;
      // In a code, NATO words are letters too ("alpha bravo one two" is A B one two, as "ay bee one two" is).
      const code = isCode(words, start, end, reading);
      const natoAt = (i: number): boolean => code || natoRuns.some(([first, last]) => i >= first && i <= last);
      for (let i = from; i <= to; i++) {
        const repeated = code && i < to ? repeatedLetter(words[i]!.word, words[i + 1]!.word) : undefined;
        if (repeated !== undefined) {
          // "double zed", "double zulu", "triple A": the letter, as many times.
          out ??= words.map((said) => said.word);
          const written = repeated.letter === 'o' && (besideDigit(words, i, start, end) || besideDigit(words, i + 1, start, end)) ? 'Oscar' : repeated.letter.toUpperCase();
          out[i] = Array<string>(repeated.times - 1).fill(written).join(' ');
          out[i + 1] = written;
          i++;
          continue;
        }
        const xRay = natoAt(i) && isXRay(words, i, end);
        const letter = xRay ? 'x' : (natoAt(i) ? NATO_LETTERS.get(words[i]!.word) : undefined) ?? letterAt(words, i, start, end, reading.ohFlipped === true);
        if (letter === undefined) continue;
        out ??= words.map((said) => said.word);
        // (An O beside a digit is written as its NATO word, which no reader of digits takes for a zero, and which
        // tells a caller who hears it read back the letter from a zero.)
        out[i] = letter === '0' ? 'zero' : letter === 'o' && besideDigit(words, i, start, end) ? 'Oscar' : letter.toUpperCase();
        // "double you", "x ray": the letter in the first word's place.
        if ((letter === 'w' && words[i]!.word === 'double') || xRay) { out[i + 1] = ''; i++; }
      }
    }
    start = end;
  }
  return out;
}

// The fewest NATO words in a row that spell outside a code whatever the column holds: one to three may be names
// ("Victor", "Juliet Oscar", "Mike Romeo Tango" would be a strange name, but four are a spelling).
const MIN_NATO_SPELLING = 4;

/**
 * The stretches [first, last] of `MIN_NATO_SPELLING` NATO words or more in a row within start..end ("x ray" counts as
 * one): a spelling in any column ("charlie alpha india tango lima india november" for Caitlin). Three spell
 * too when the word said just before or after them is within half its letters of what they spell, the recogniser's
 * try at the same name ("Kate Lin, lima india november", "Mark Lee lima echo echo"), unless the column holds each
 * of them as a word; and since 2026-12-06 wherever they stand when the column holds none of them ("alpha november
 * november williams" is A N N Williams; "kilo india mike" stays words where Mike is a name of the column).
 */
function natoSpellings(words: readonly SaidWord[], start: number, end: number, holds: (word: string) => boolean): [number, number][] {
  const stretches: [number, number][] = [];
  for (let first = start; first <= end; first++) {
    let last = first - 1;
    let spelled = '';
    for (let i = first; i <= end;) {
      const step = isXRay(words, i, end) ? 2 : NATO_LETTERS.has(words[i]!.word) ? 1 : 0;
      if (step === 0) break;
      last = i + step - 1;
      spelled += step === 2 ? 'x' : NATO_LETTERS.get(words[i]!.word)!;
      i += step;
    }
    const saidBeside = (i: number): boolean => words[i] !== undefined && withinHalfItsLetters(words[i]!.word, spelled);
    const held = (said: SaidWord): boolean => holds(said.word);
    const spellsWordBeside = spelled.length >= 3 && (saidBeside(first - 1) || saidBeside(last + 1)) && !words.slice(first, last + 1).every(held);
    // (Three that name nobody the column holds spell wherever they stand: "alpha november november williams".)
    const spellsNoneHeld = spelled.length >= 3 && !words.slice(first, last + 1).some(held);
    if (spelled.length >= MIN_NATO_SPELLING || spellsWordBeside || spellsNoneHeld) stretches.push([first, last]);
    first = Math.max(first, last);
  }
  return stretches;
}

/**
 * Whether two words are within half the letters of the longer of each other: a word said and its spelling (the
 * recogniser's try at the word spelled), a name and the one a caller rules out ("Joan, not John").
 */
export function withinHalfItsLetters(word: string, other: string): boolean {
  return distance(word, other) <= Math.floor(Math.max(word.length, other.length) / 2);
}

/** Whether the word may stand in a spelled run (the "ray" of "x ray" too). */
function inRun(words: readonly SaidWord[], i: number): boolean {
  const { word, pausedAfter } = words[i]!;
  if (word === 'eh' && pausedAfter) return false;
  return SINGLE_LETTER.test(word) || LETTER_NAMES.has(word) || NATO_LETTERS.has(word) || saidInNumber(word)
    || (LETTERS_AND_DIGITS.test(word) && HAS_DIGIT.test(word)) || (word === 'ray' && i > 0 && isXRay(words, i - 1, i));
}

/**
 * The letter "double" or "triple" says twice or three times when the word after it is a letter, a letter's name or a
 * NATO word ("double zed", "double zulu", "triple A"), else undefined: "double oh" is two zeros (as "double seven" is
 * two sevens), "double you" is W, and "double u" is left as written.
 */
function repeatedLetter(word: string, next: string): { letter: string; times: number } | undefined {
  const times = word === 'double' ? 2 : word === 'triple' ? 3 : 0;
  if (times === 0 || next === 'you' || next === 'oh' || next === 'o' || next === 'u') return undefined;
  const letter = NATO_LETTERS.get(next) ?? LETTER_NAMES.get(next) ?? (SINGLE_LETTER.test(next) ? next : undefined);
  return letter === undefined ? undefined : { letter, times };
}

/** Whether words[i] and words[i + 1] (within ..end) are "x ray", the NATO word for X as a recogniser often splits it. */
const isXRay = (words: readonly SaidWord[], i: number, end: number): boolean => i < end && words[i]!.word === 'x' && words[i + 1]!.word === 'ray';

/** Whether the run start..end, in a column of codes, has a digit in it: a code read out. */
function isCode(words: readonly SaidWord[], start: number, end: number, reading: LetterNameReading): boolean {
  if (!reading.codes) return false;
  for (let i = start; i <= end; i++) if (HAS_DIGIT.test(words[i]!.word) || NUMBER_WORDS.has(words[i]!.word)) return true;
  return false;
}

/** Whether a lower-cased word says a number or part of one: "seven", "forty", "hundred", "nought", "42". */
export const isNumberWord = (word: string | undefined): boolean => word !== undefined && (NUMBER_WORDS.has(word) || /^\d+$/.test(word));

/** Whether a word (lower-cased) is said in a number: a number word, or "double", "triple", "oh", "o". */
export const saidInNumber = (word: string | undefined): boolean => isNumberWord(word) || (word !== undefined && IN_NUMBERS.has(word));

function isSpelling(words: readonly SaidWord[], start: number, end: number, reading: LetterNameReading): boolean {
  if (end === start) return false;
  const run = words.slice(start, end + 1).map((said) => said.word);
  // (A written "o" is read too: it may be the zero of a code, `ohFlipped`. In a code, a NATO word is read too.)
  const code = isCode(words, start, end, reading);
  const codeLetter = (word: string, i: number): boolean => NATO_LETTERS.has(word) || word === 'ray' || (i + 1 < run.length && repeatedLetter(word, run[i + 1]!) !== undefined);
  if (!run.some((word, i) => LETTER_NAMES.has(word) || word === 'o' || isDoubleYou(run, i) || (code && codeLetter(word, i)))) return false;
  if (code) return true;
  const telling = (word: string, i: number): boolean =>
    (LETTER_NAMES.has(word) && !EVERYDAY_WORDS.has(word) && !reading.holds(word)) || isDoubleYou(run, i);
  // (Elsewhere a spelling is of a word: letters only. "eh five five five…" in a phone column is a hesitation.)
  return run.length >= 3 && run.every((word) => !isNumberWord(word) && !HAS_DIGIT.test(word)) && run.some(telling);
}

/**
 * Whether the word at `said`, with a pause between it and the letters first..last, is the word they spell: within half
 * its letters, as `callerValue` takes a spelling for the word beside it.
 */
function spelledBy(words: readonly SaidWord[], said: number, first: number, last: number): boolean {
  if (last - first < 1 || !words[said < first ? said : last]!.pausedAfter) return false;
  const word = words[said]!.word;
  let spelled = '';
  for (let i = first; i <= last; i++) {
    const letter = SINGLE_LETTER.test(words[i]!.word) ? words[i]!.word : letterAt(words, i, first, last);
    if (letter === undefined) return false;
    spelled += letter;
  }
  return withinHalfItsLetters(word, spelled);
}

// ("double u": a recogniser's "double-u", its hyphen a space here.)
const isDoubleYou = (run: readonly string[], i: number): boolean => run[i] === 'double' && (run[i + 1] === 'you' || run[i + 1] === 'u');

/**
 * The letter the word at `i` (inside the run start..end) names, or undefined when it is no letter's name there; '0'
 * for an "oh" read as zero only because `flipped` says so.
 */
function letterAt(words: readonly SaidWord[], i: number, start: number, end: number, flipped = false): string | undefined {
  const word = words[i]!.word;
  if (word === 'double') return i < end && (words[i + 1]!.word === 'you' || words[i + 1]!.word === 'u') ? 'w' : undefined;
  if (word === 'oh' || word === 'o') {
    const { letter, besideLetter } = letterO(words, i, start, end);
    if (flipped && besideLetter) return letter ? '0' : 'o';
    // (Flipped, an "oh" with only digits beside it is the letter O: "oh one two three four five" for O12345.)
    return letter || flipped ? 'o' : undefined;
  }
  return LETTER_NAMES.get(word);
}

/** Whether the word at `i` has a digit word beside it in the run. */
function besideDigit(words: readonly SaidWord[], i: number, start: number, end: number): boolean {
  const digit = (j: number): boolean => j >= start && j <= end && (isNumberWord(words[j]!.word) || HAS_DIGIT.test(words[j]!.word));
  return digit(i - 1) || digit(i + 1);
}

/**
 * The character of a word of letters and digits ("w1a") at `at` (0 its first, -1 its last): what stands beside a word
 * after or before it; any other word as it is.
 *
 * @example
 *   besideCharacter('w1a', -1) // 'a'
 *   besideCharacter('one', -1) // 'one'
 */
function besideCharacter(word: string | undefined, at: 0 | -1): string | undefined {
  return word !== undefined && word.length > 1 && HAS_DIGIT.test(word) && LETTERS_AND_DIGITS.test(word) ? word.at(at) : word;
}

/**
 * "oh" (or "o") is the letter O when the nearest words of the run beside it are letters, and neither is a digit;
 * `besideLetter` when one of them is a letter.
 */
function letterO(words: readonly SaidWord[], i: number, start: number, end: number): { letter: boolean; besideLetter: boolean } {
  const neighbour = (step: number): string | undefined => {
    for (let j = i + step; j >= start && j <= end; j += step) {
      const word = words[j]!.word;
      if (word !== 'oh' && word !== 'o') return word;
    }
    return undefined;
  };
  // A piece written with its digits ("W1A oh A X", the postcode W1A 0AX) stands beside "oh" by its character there.
  const before = besideCharacter(neighbour(-1), -1);
  const after = besideCharacter(neighbour(1), 0);
  const isLetter = (word: string | undefined): boolean => word !== undefined && (SINGLE_LETTER.test(word) || LETTER_NAMES.has(word) || NATO_LETTERS.has(word));
  const isNumber = (word: string | undefined): boolean => word !== undefined && !isLetter(word);
  const besideLetter = isLetter(before) || isLetter(after);
  return { letter: besideLetter && !isNumber(before) && !isNumber(after), besideLetter };
}
