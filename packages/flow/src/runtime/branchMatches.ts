// Does what the caller said contain one of a branch case's words or phrases?
import type { Json } from '../flowTypes.js';
import { withoutFormatCharacters } from './formatCharacters.js';
import { withoutOptionalMarks } from './optionalMarks.js';
import { numbersAsDigits, type BranchWord } from './spokenNumbers.js';

/**
 * Compares whole words, ignoring case, accents (not the marks a script spells with: हाँ is not है) and punctuation; a
 * phrase must appear as consecutive words, and a number with a decimal point, thousands commas or a time's colon is one
 * word. The keypad's `*` and `#` are words (keys pressed together, "*1", one word), and so are their names said aloud
 * ("star" is `*`, "pound" and "hash" `#`). Words joined by a hyphen are one word,
 * found whole ("no-one" holds `no one`, not `no`), and a number said in words is its digits ("one" holds `1`). Format
 * characters are ignored ("ye\u00ADs" holds `yes`), save where they mark a word break ({@link withoutFormatCharacters}).
 *
 * @example
 * branchMatches('Yes, please.', ['yes', 'sure']); // true
 * branchMatches('yesterday', ['yes']);            // false
 * branchMatches('I know', ['no']);                // false
 * branchMatches('no-one', ['no']);                // false
 * branchMatches('option one', ['1']);             // true
 * branchMatches('about 1.5 hours', ['1']);        // false
 * branchMatches(3, ['3']);                         // true (a cell read as a number)
 * branchMatches('star', ['*']);                    // true
 * branchMatches('*1', ['1']);                      // false (keys pressed together are one entry)
 */
export function branchMatches(value: Json | undefined, phrases: readonly string[]): boolean {
  return matchedPhrase(value, phrases) !== undefined;
}

/**
 * The first of the phrases the value holds, as {@link branchMatches} compares them; undefined when none.
 *
 * @example
 * matchedPhrase('No, please.', ['yes', 'please']); // 'please'
 */
export function matchedPhrase(value: Json | undefined, phrases: readonly string[]): string | undefined {
  const text = branchText(value);
  if (text === undefined) return undefined;
  const said = words(text);
  return phrases.find((phrase) => {
    const wanted = words(phrase).map((word) => word.text);
    return wanted.length > 0 && holdsWhole(said, wanted);
  });
}

/** Whether the words hold the wanted ones in a row, neither starting nor ending inside a hyphenated word. */
function holdsWhole(said: readonly BranchWord[], wanted: readonly string[]): boolean {
  for (let start = 0; start + wanted.length <= said.length; start++) {
    if (said[start]!.joined || said[start + wanted.length]?.joined) continue;
    if (wanted.every((word, offset) => said[start + offset]!.text === word)) return true;
  }
  return false;
}

/**
 * What a branch compares of a value: text as is, a number or flag as its text (a row's cell, `customer.Balance`);
 * undefined for what holds no text (unset, null, a whole row or list), which matches no case.
 *
 * @example
 * branchText(3); // '3'
 */
export function branchText(value: Json | undefined): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
}

/**
 * A phrase as a branch compares it (its words, lower case, accents off, numbers as digits), so that two phrases a
 * branch cannot tell apart compare equal.
 *
 * @example
 * phraseWords('Yes, please!'); // 'yes please'
 * phraseWords('twenty-one');   // '21'
 */
export function phraseWords(phrase: string): string {
  return words(phrase).map((word) => word.text).join(' ');
}

/** Apostrophes as recognisers and phone keyboards write them (’ ‘ ʼ ＇), read as the one typed on a keyboard. */
const APOSTROPHES = /[\u2018\u2019\u02bc\uff07]/gu;

/**
 * A word: letters, the marks a script spells with, digits and apostrophes, where a `.`, `,` or `:` between two digits is part of the number
 * ("1.5", "1,000", "10:30" are one word each, so `1` or `10` is not found in them).
 */
const WORD = /[\p{L}\p{M}\p{N}']+(?:(?<=\p{N})[.,:](?=\p{N})[\p{L}\p{M}\p{N}']+)*/gu;

/**
 * A word of keys, tried before {@link WORD}: a run of digits and `*` holding a `*` ("*", "*1", "1*2": keys pressed
 * together are one entry, as "101" is one number), or a `#` standing alone (a pressed `#` is stored only alone: a
 * `#` written before a number, "#1 in line", is no key and leaves the number). Neither touches a letter, so bold marks
 * around a word ("**yes**") and "C#" are no keys.
 */
const KEYS = /(?<![\p{L}\p{N}*])[0-9*]*\*[0-9*]*(?![\p{L}\p{N}*])|(?<![\p{L}\p{N}#])#(?![\p{L}\p{N}#])/u;

/** A word of keys or a word of letters and digits, as a branch reads an answer. */
const KEY_OR_WORD = new RegExp(`${KEYS.source}|${WORD.source}`, 'gu');

/**
 * The keys' names as callers say them when told to press one ("press star", "pound", the British "hash"), read as the
 * key, as "one" is read as `1`.
 */
const KEY_NAMES: ReadonlyMap<string, string> = new Map([['star', '*'], ['pound', '#'], ['hash', '#']]);

// A letter, or a mark a script spells with (a word of Hindi may end in a vowel sign).
const LETTER = /[\p{L}\p{M}]/u;

/** A pause a recogniser writes between words: a comma, a full stop, a colon, a question or exclamation mark, an ellipsis. */
const PAUSE = /[,;:.!?\u2026]/u;

/** A hyphen written between two words, on a keyboard or by a recogniser (not a dash, which stands apart). */
const HYPHENS = new Set(['-', '\u2010', '\u2011']);

function words(text: string): BranchWord[] {
  const normal = withoutOptionalMarks(withoutFormatCharacters(text).toLowerCase().replace(APOSTROPHES, "'").normalize('NFKD'));
  const found: BranchWord[] = [];
  let previousEnd = -2;
  for (const match of normal.matchAll(KEY_OR_WORD)) {
    // An apostrophe inside a word is part of it ("don't", not "don" "t"); at its edges it quotes it ('premium').
    const word = match[0].replace(/^'+|'+$/gu, '');
    const start = match.index;
    // Joined only between letters ("no-one", "twenty-one"): between digits a hyphen separates groups ("1985-03-05").
    const joined = start === previousEnd + 1 && HYPHENS.has(normal[previousEnd] ?? '') && found.length > 0
      && LETTER.test(normal[previousEnd - 1] ?? '') && LETTER.test(normal[start] ?? '');
    // A pause written between the words ("Oh, two"): an "oh" before it is no zero of the number after it.
    const pausedBefore = found.length > 0 && PAUSE.test(normal.slice(previousEnd, start));
    previousEnd = start + match[0].length;
    if (word !== '') found.push({ text: word, joined, ...(pausedBefore ? { pausedBefore } : {}) });
  }
  return numbersAsDigits(found).map((word) => {
    const key = KEY_NAMES.get(word.text);
    return key === undefined ? word : { ...word, text: key };
  });
}
