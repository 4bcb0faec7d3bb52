// `| digits`: a code said one character at a time ("A10001" is "A 1 0 0 0 1"), as SSML's say-as "characters" reads it.

import { digitWordsAsDigits } from './digitWords.js';

// A run of anything but letters and digits (a space, a dash, a dot, a slash) parts two groups.
const SEPARATORS = /[^\p{L}\p{N}]+/u;

/**
 * Each letter and digit of `value` apart, letters in capitals (a voice reads "a" as the word, "A" as the letter), and a
 * comma between the groups the value writes apart, where a voice pauses: "AB-12 34" is "A B, 1 2, 3 4". Null when the
 * value is no code: it holds no letter or digit, or it is words without a digit ("I don't have it with me", said where
 * an account number was asked), which spelt out letter by letter would be noise.
 *
 * @example
 * digitsApart('A10001'); // 'A 1 0 0 0 1'
 * digitsApart('(312) 555-0123'); // '3 1 2, 5 5 5, 0 1 2 3'
 * digitsApart('I do not know'); // null
 * digitsApart('four eight two one nine oh seven'); // '4 8 2 1 9 0 7'
 */
export function digitsApart(written: string): string | null {
  // A number said aloud, as a recogniser writes it ("four eight two one nine oh seven", "it's 3390042"), is its digits.
  const value = digitWordsAsDigits(written);
  const groups = value.split(SEPARATORS).filter((group) => group !== '');
  if (groups.length === 0) return null;
  // One word of letters (`ABCDEF`) is a code; several without a digit are a sentence.
  if (!/\p{N}/u.test(value) && value.trim().split(/\s+/).length > 1) return null;
  return groups.map((group) => [...group.toUpperCase()].join(' ')).join(', ');
}
