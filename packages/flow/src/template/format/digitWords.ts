// Digits a recogniser wrote as words ("four eight two one nine oh seven"), and the words a caller puts around a code
// ("it's …", "… please"), so that `| digits` reads back a number said aloud as the lookup read it.
import { TENS, UNDER_TWENTY } from '@switchboard/matcher';

/** "Oh" (or "o", as a recogniser writes the letter) is a zero only among other number words: "oh" alone is the word. */
const ZERO_SOUNDS: ReadonlySet<string> = new Set(['oh', 'o']);

/** "double four" is 44 and "triple oh" 000, as British callers say repeated digits. */
const REPEATS: ReadonlyMap<string, number> = new Map([['double', 2], ['triple', 3]]);

/**
 * Words callers say around a code that are never part of one: a lead-in ("it's", "my number is"), a hesitation, a
 * closer ("please"). Left out only from a value holding digits: alone they are a sentence, which `| digits` leaves out.
 */
const AROUND_A_CODE: ReadonlySet<string> = new Set([
  "it's", 'it', 'is', "that's", 'that', 'my', 'the', 'number', 'um', 'uh', 'er', 'erm', 'please', 'yes', 'yeah', 'ok', 'okay', 'sure', 'so',
]);

/** A word, or the text between two words; a hyphen joins number words ("twenty-one") as a space does. */
const TOKENS = /[\p{L}']+|[^\p{L}']+/gu;

/**
 * The value with each run of number words as its digits, run together ("four eight two one nine oh seven" is
 * "4821907", "twenty one forty" is "2140", "double four" is "44"), and, when it then holds a digit, without the words
 * around a code ("it's 3390042 please" is "3390042"). A value without number words is returned as it is.
 *
 * @example
 * digitWordsAsDigits('three three nine oh oh four two'); // '3390042'
 * digitWordsAsDigits("it's 4821907");                    // '4821907'
 * digitWordsAsDigits('oh no');                           // 'oh no'
 */
export function digitWordsAsDigits(value: string): string {
  const tokens = value.match(TOKENS) ?? [];
  const out: string[] = [];
  let index = 0;
  while (index < tokens.length) {
    const run = numberRun(tokens, index);
    if (run === null) {
      out.push(tokens[index]!);
      index += 1;
    } else {
      out.push(run.digits);
      index = run.end;
    }
  }
  const read = out.join('');
  if (!/\p{N}/u.test(read)) return value;
  return read.split(/\s+/).filter((word) => word !== '' && !AROUND_A_CODE.has(word.toLowerCase().replace(/[’‘]/gu, "'").replace(/[.,!?]+$/u, ''))).join(' ');
}

/** The number words starting at `start` (words apart by spaces or hyphens only) as digits, and where they end; null when none. */
function numberRun(tokens: readonly string[], start: number): { digits: string; end: number } | null {
  const words: string[] = [];
  let end = start;
  for (let at = start; at < tokens.length; at += 2) {
    const word = tokens[at]!.toLowerCase();
    if (!isNumberWord(word)) break;
    words.push(word);
    end = at + 1;
    if (!/^[\s-]+$/u.test(tokens[at + 1] ?? '')) break;
  }
  // A run of "oh"s or repeats alone is no number ("oh", "double").
  if (!words.some((word) => UNDER_TWENTY.has(word) || TENS.has(word))) return null;
  let digits = '';
  for (let at = 0; at < words.length; at++) {
    const word = words[at]!;
    const tens = TENS.get(word);
    const unit = UNDER_TWENTY.get(words[at + 1] ?? '');
    if (tens !== undefined && unit !== undefined && unit >= 1 && unit <= 9) {
      digits += String(tens + unit);
      at += 1;
    } else if (REPEATS.has(word)) {
      const next = words[at + 1] ?? '';
      const repeated = ZERO_SOUNDS.has(next) ? '0' : String(UNDER_TWENTY.get(next) ?? '');
      digits += repeated.length === 1 ? repeated.repeat(REPEATS.get(word)!) : '';
      at += 1;
    } else {
      digits += ZERO_SOUNDS.has(word) ? '0' : String(tens ?? UNDER_TWENTY.get(word) ?? '');
    }
  }
  return { digits, end };
}

const isNumberWord = (word: string) => UNDER_TWENTY.has(word) || TENS.has(word) || ZERO_SOUNDS.has(word) || REPEATS.has(word);
