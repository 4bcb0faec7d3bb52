// "Oh" said as a zero among digits ("one oh one", "two oh four", "oh seven"), read as the matcher reads spoken
// digits: a zero beside a number, the word "oh" anywhere else ("oh no", and "Oh, two please", a pause after it).
import { TENS, UNDER_TWENTY } from '@switchboard/matcher';

/** A word of a branch's text as `spokenZeros` reads it: its text, and whether a pause (a comma, a full stop…) precedes it. */
export interface WordWithPause { text: string; pausedBefore?: boolean }

/** The words that may be a zero said among digits: "oh", and "o" as a recogniser writes the letter. */
const ZERO_SOUNDS = new Set(['oh', 'o']);

/** Whether a word is a number by itself: digits, or a number said in words under a hundred. */
function isNumber(word: string | undefined): boolean {
  return word !== undefined && (/^\d+$/.test(word) || UNDER_TWENTY.has(word) || TENS.has(word));
}

/**
 * The places of the words that are a zero: an "oh" (or "o") with a number or another such zero right beside it, no
 * pause between them. One beside a number only across a pause is an interjection ("Oh, two please").
 *
 * @example spokenZeros([{ text: 'two' }, { text: 'oh' }, { text: 'four' }]) // Set { 1 }
 * @example spokenZeros([{ text: 'oh' }, { text: 'two', pausedBefore: true }]) // Set {}
 */
export function spokenZeros(words: readonly WordWithPause[]): ReadonlySet<number> {
  const zeros = new Set<number>();
  const beside = (at: number, other: number): boolean => {
    const later = Math.max(at, other);
    return words[later]?.pausedBefore !== true && (isNumber(words[other]?.text) || zeros.has(other));
  };
  // Left to right finds the zeros after a number ("ten oh oh five"), right to left those before one ("oh oh seven").
  for (let at = 0; at < words.length; at++) if (ZERO_SOUNDS.has(words[at]!.text) && beside(at, at - 1)) zeros.add(at);
  for (let at = words.length - 1; at >= 0; at--) if (ZERO_SOUNDS.has(words[at]!.text) && beside(at, at + 1)) zeros.add(at);
  return zeros;
}
