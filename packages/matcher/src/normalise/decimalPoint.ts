// "point" said for a decimal point: "one fifty point six" is 150.6, "point five" .5. Read as words, the number before
// and the one after were two numbers, and the last was looked up ("150 point 6" found a row of 6, confidently).
import { spokenDigitsOf } from './spokenDigits.js';

// Cheap test first: most heard values say no "point".
const MAY_SAY_POINT = /\bpoint\b/i;
// The value, "point", then what follows it.
const POINT = /^(.*?)(?:^|\s+)point\s+(.+?)[\s.!]*$/i;
const DIGITS = /^\d+$/;
// Decimals an amount is said with; more are no amount ("3 point 14159").
const MOST_DECIMALS = 2;

/**
 * The text with "point" between a number and one or two decimals said after it read as a decimal point: "150 point 6"
 * → "150.6", "it's one fifty point six" → "it's 150.6", "point five" → ".5" (the number before read as the words
 * said before "point" that make one, the words before it kept). Otherwise, or where the column holds the word
 * "point" (`holds`), the text as it is.
 *
 * @example
 *   withDecimalPointRead('one thousand two hundred thirty four point five') // "1234.5"
 *   withDecimalPointRead('Kevin Point') // "Kevin Point"
 */
export function withDecimalPointRead(heard: string, holds: (word: string) => boolean = () => false): string {
  if (!MAY_SAY_POINT.test(heard) || holds('point')) return heard;
  const found = POINT.exec(heard);
  if (found === null || MAY_SAY_POINT.test(found[2]!)) return heard;
  const decimals = spokenDigitsOf(found[2]!);
  if (!DIGITS.test(decimals) || decimals.length > MOST_DECIMALS) return heard;
  const before = found[1]!;
  if (before.trim() === '') return `.${decimals}`;
  // The longest run of words at the end of what was said before "point" that reads as a number.
  const words = before.trim().split(/\s+/);
  for (let start = 0; start < words.length; start++) {
    const whole = spokenDigitsOf(words.slice(start).join(' '));
    if (!DIGITS.test(whole)) continue;
    const kept = words.slice(0, start).join(' ');
    return `${kept === '' ? '' : `${kept} `}${whole}.${decimals}`;
  }
  return heard;
}
