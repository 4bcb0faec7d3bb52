// Scores two digit strings (phones, account numbers): equal digits 100, a country code prefix ignored.
import { distance } from 'fastest-levenshtein';

// A number heard with or without its country code ("15550100123" / "5550100123") is the same number.
const MIN_NATIONAL_DIGITS = 7;
const MAX_COUNTRY_CODE_DIGITS = 3;
// Each wrong digit is a different number: it costs far more than a letter in a name.
const POINTS_PER_DIGIT_ERROR = 15;

/** True when two digit strings name the same number. */
export function sameDigits(a: string, b: string): boolean {
  if (a === b) return a !== '';
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  return shorter.length >= MIN_NATIONAL_DIGITS
    && longer.length - shorter.length <= MAX_COUNTRY_CODE_DIGITS
    && longer.endsWith(shorter);
}

/**
 * 100 for the same number, minus 15 points per digit edit otherwise (never below 0).
 *
 * @example
 *   digitScore('15550100123', '5550100123') // 100
 *   digitScore('5550100123', '5550100124') // 85
 */
export function digitScore(a: string, b: string): number {
  if (sameDigits(a, b)) return 100;
  if (a === '' || b === '') return 0;
  const edits = distance(a, b);
  return Math.max(0, 100 - edits * POINTS_PER_DIGIT_ERROR);
}

/**
 * Codes (account ids, spelled values): 100 when equal, minus 15 points per character edit.
 *
 * @example
 *   codeScore('a1001', 'a1001') // 100
 *   codeScore('a1001', 'a1007') // 85
 */
export function codeScore(a: string, b: string): number {
  if (a === '' || b === '') return 0;
  if (a === b) return 100;
  return Math.max(0, 100 - distance(a, b) * POINTS_PER_DIGIT_ERROR);
}
