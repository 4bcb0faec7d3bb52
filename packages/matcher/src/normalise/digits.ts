// Digit-only views of phone numbers and account numbers.

const NON_DIGITS = /\D+/g;
const PHONE_PUNCTUATION = /^[\d\s()+\-./]+$/;

/**
 * The digits of a value, in order.
 *
 * @example
 *   digitsOf('+1 (555) 010-0123') // "15550100123"
 */
export function digitsOf(value: string): string {
  return value.replace(NON_DIGITS, '');
}

/**
 * True when a raw value is made of digits and phone punctuation only (and has at least one digit),
 * so it compares as its digits.
 *
 * @example
 *   isDigitValue('+1 (555) 010-0123') // true
 *   isDigitValue('A1001') // false
 */
export function isDigitValue(value: string): boolean {
  return PHONE_PUNCTUATION.test(value) && /\d/.test(value);
}
