// Letters said one by one: the NATO alphabet ("alpha one zero"), "C as in Charlie", and spelled runs ("k a t e").
import { letterOfName, NATO_LETTERS as NATO } from './letterNames.js';

/** Whether a word is one of the NATO alphabet's ("alpha", "xray"…). */
export function isNatoWord(word: string): boolean {
  return NATO.has(word);
}

const isLetter = (word: string): boolean => word.length === 1 && word >= 'a' && word <= 'z';
const isDigits = (word: string): boolean => /^\d+$/.test(word);
// A token of letters and digits both ("sw1a", "1aa", "b33"): a piece of a code written with a space.
const isMixed = (word: string): boolean => /^[a-z0-9]+$/.test(word) && /\d/.test(word) && /[a-z]/.test(word);

/**
 * The NATO word for X as one word: "X-ray" and "x ray" (as written and as recognisers often split it) → "xray",
 * when the value spells (another NATO word or a single letter is in it): a room called "X-Ray 2" stays words.
 *
 * @example
 *   joinXRay(['x', 'ray', 'juliet', '9']) // ['xray', 'juliet', '9']
 *   joinXRay(['x', 'ray', '2']) // ['x', 'ray', '2']
 */
export function joinXRay(words: readonly string[]): string[] {
  const spells = words.some((word, i) => NATO.has(word) || (isLetter(word) && !(word === 'x' && words[i + 1] === 'ray')));
  if (!spells) return [...words];
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if (words[i] === 'x' && words[i + 1] === 'ray') { out.push('xray'); i += 1; }
    else out.push(words[i]!);
  }
  return out;
}

/**
 * Drops the "as in Charlie" of "c as in charlie" (and "c for charlie", "c like charlie"), keeping the letter. A
 * letter said by its name ("bee as in boy", "see as in charlie") is read as the letter when the word after "as in"
 * starts with it: a recogniser writes the name down as often as the letter. (Not before "for" or "like": "Be Like
 * Bob" is a name.)
 *
 * @example
 *   withoutAsIn(['c', 'as', 'in', 'charlie', 'one']) // ['c', 'one']
 *   withoutAsIn(['bee', 'as', 'in', 'boy', 'two']) // ['b', 'two']
 */
export function withoutAsIn(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const named = isLetter(word) ? undefined : letterOfName(word);
    if (named !== undefined && words[i + 1] === 'as' && words[i + 2] === 'in' && words[i + 3]?.[0] === named) {
      out.push(named);
      i += 3;
      continue;
    }
    out.push(word);
    if (!isLetter(word)) continue;
    if (words[i + 1] === 'as' && words[i + 2] === 'in' && words[i + 3] !== undefined) i += 3;
    else if ((words[i + 1] === 'for' || words[i + 1] === 'like') && words[i + 2] !== undefined && words[i + 2]![0] === word) i += 2;
  }
  return out;
}

// Letters that are words too ("a", "I"): before "for" or "like" they may be the word ("I like Ivan").
const LETTER_WORDS = new Set(['a', 'i']);

/**
 * The letter a caller names with a word it starts, said from `at` in lower-cased words: "c as in charlie" (also
 * "see as in charlie", a letter's name), "s for sam" and "m like mike" (a single letter only: "Be Like Bob" is a
 * name; "a" and "i" only before a NATO word, as they are words too), "x as in x ray" (a recogniser's "X-ray" split);
 * `length` is the words it takes. Undefined when the word after the connector does not start with the letter: the
 * caller then said something else, or the recogniser misheard one of the two.
 *
 * @example
 *   letterWithExample(['j', 'as', 'in', 'juliet', 'o', 'a', 'n'], 0) // { letter: 'j', length: 4 }
 *   letterWithExample(['i', 'like', 'ivan'], 0) // undefined
 */
export function letterWithExample(words: readonly string[], at: number): { letter: string; length: number } | undefined {
  const word = words[at]!;
  const single = isLetter(word);
  const letter = single ? word : letterOfName(word);
  if (letter === undefined) return undefined;
  const asIn = words[at + 1] === 'as' && words[at + 2] === 'in';
  const forLike = single && (words[at + 1] === 'for' || words[at + 1] === 'like');
  if (!asIn && !forLike) return undefined;
  const exampleAt = at + (asIn ? 3 : 2);
  const example = words[exampleAt];
  if (example === undefined || example[0] !== letter) return undefined;
  // (A letter is no example of itself, but for the "x" of a split "x ray".)
  const xRay = example === 'x' && words[exampleAt + 1] === 'ray';
  if (isLetter(example) && !xRay) return undefined;
  if (forLike && LETTER_WORDS.has(letter) && !NATO.has(example)) return undefined;
  return { letter, length: exampleAt - at + (xRay ? 2 : 1) };
}

/**
 * The code a value spells when every word is a letter, a NATO word, digits or letters and digits ("alpha 1001" →
 * "a1001"; a postcode written "SW1A 1AA" → "sw1a1aa", as "S W one A one A A" spells it);
 * null when some word is an ordinary word, or for plain spelled letters. Values that are one written code
 * ("A1001") are their own code.
 *
 * @example
 *   spelledCode(['alpha', '1001']) // "a1001"
 *   spelledCode(['charlie', 'brown']) // null
 */
export function spelledCode(words: readonly string[]): string | null {
  if (words.length === 0) return null;
  if (words.length === 1) {
    const only = words[0]!;
    return /\d/.test(only) ? only : null;
  }
  let code = '';
  let spelled = 0;
  for (const word of words) {
    const nato = NATO.get(word);
    if (nato !== undefined) { code += nato; spelled++; }
    else if (isLetter(word)) { code += word; spelled++; }
    else if (isDigits(word) || isMixed(word)) code += word;
    else return null;
  }
  // Two names that are both NATO words ("Victor Oscar") are a name, not a code, unless digits come along;
  // plain letters ("k a t e") are a spelled word, which the words themselves handle.
  if (words.every(isLetter)) return null;
  return spelled < words.length || words.some(isLetter) ? code : null;
}

/**
 * Joins runs of two or more single letters into one word: a name spelled out ("k a t e").
 *
 * @example
 *   joinSpelledRuns(['k', 'a', 't', 'e', 'myers']) // ['kate', 'myers']
 */
export function joinSpelledRuns(words: readonly string[]): string[] {
  const out: string[] = [];
  let run = '';
  const flush = (): void => {
    if (run.length === 1) out.push(run);
    else if (run.length > 1) out.push(run);
    run = '';
  };
  for (const word of words) {
    if (isLetter(word)) { run += word; continue; }
    flush();
    out.push(word);
  }
  flush();
  return out;
}

// Three letters or more said one by one ("S E A N", "M-Y-E-R-S", "c a i t l i n m y e r s"): what a caller spells.
const SPELLED_RUN = /(?<![\p{L}\p{N}'\u2019])\p{L}(?:[\s.,-]+\p{L}(?![\p{L}\p{N}'\u2019])){2,}/gu;

/**
 * The words of `said` the caller spelled letter by letter in `heard` (each within a run of three letters or more, as
 * `callerValue` wrote the spelling in place of the word said): "Shaun Riley, S E A N" → ['sean'].
 *
 * @example
 *   spelledWordsOf('sean riley s e a n r i l e y', 'sean riley') // ['sean', 'riley']
 *   spelledWordsOf('Sean Riley', 'Sean Riley') // []
 */
export function spelledWordsOf(heard: string, said: string): string[] {
  const runs = [...heard.matchAll(SPELLED_RUN)].map((run) => run[0].replace(/[^\p{L}]+/gu, '').toLowerCase());
  if (runs.length === 0) return [];
  return said.toLowerCase().split(/[^\p{L}]+/u).filter((word) => word.length >= 3 && runs.some((run) => run.includes(word)));
}

// Cheap test first: "as in", "for" or "like" said at all.
const MAY_SAY_EXAMPLE = /\b(?:as in|for|like)\b/i;

/**
 * Whether the caller named a letter by a word it starts ("D as in David", "bee as in boy", "s for sam"): a letter so
 * said is the letter meant, whatever other letter sounds like its name (`letterWithExample`).
 *
 * @example
 *   saysLetterByExample('123 main street apartment D as in David') // true
 *   saysLetterByExample('123 main street apartment dee') // false
 */
export function saysLetterByExample(heard: string): boolean {
  if (!MAY_SAY_EXAMPLE.test(heard)) return false;
  const words = heard.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
  return words.some((_, at) => letterWithExample(words, at) !== undefined);
}
