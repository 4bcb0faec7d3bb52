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

// A code's letters, up to four, before or after its number: "a10006", "ab123", "10006a".
const LETTERS_THEN_NUMBER = /^[a-z]{1,4}(\d+)$/;
const NUMBER_THEN_LETTERS = /^(\d+)[a-z]{1,4}$/;

/**
 * The number of a code made of up to four letters and a number ("a10006" → "10006", "10006a" → "10006"), else null
 * (a postcode "sw1a1aa" has no one number).
 *
 * @example
 *   numberOfCode('a10006') // "10006"
 *   numberOfCode('sw1a1aa') // null
 */
export function numberOfCode(code: string): string | null {
  return (LETTERS_THEN_NUMBER.exec(code) ?? NUMBER_THEN_LETTERS.exec(code))?.[1] ?? null;
}

/**
 * What a code's number said without its letters scores against the code ("one zero zero zero six" for A10006): a
 * candidate, as one character missing would be, never more; another number is another code (0).
 */
export const CODE_LETTERS_UNSAID_SCORE = 100 - POINTS_PER_DIGIT_ERROR;

/**
 * `CODE_LETTERS_UNSAID_SCORE` when the heard number is the code's number exactly, else 0.
 *
 * @example
 *   numberAgainstCode('10006', 'a10006') // 85
 *   numberAgainstCode('10007', 'a10006') // 0
 */
export function numberAgainstCode(digits: string, code: string): number {
  return digits !== '' && numberOfCode(code) === digits ? CODE_LETTERS_UNSAID_SCORE : 0;
}
