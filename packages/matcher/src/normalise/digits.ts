// Digit-only views of phone numbers and account numbers.

const NON_DIGITS = /\D+/g;
const LEADING_PLUS = /^\s*\+/;
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

// The fewest digits an international number has after its "00": a country code and a national number of 7.
const INTERNATIONAL_DIGITS = 8;

/**
 * The digits of a number as `PreparedValue.digits` holds them: a number written in international form with a "+"
 * has "00" in front instead (the international prefix callers dial), so that it is told from a national number
 * (`sameDigits`); other numbers, and numbers too short to be international ("+1"), are their digits.
 *
 * @example
 *   numberDigits('+44 7700 900123') // "00447700900123"
 *   numberDigits('07700 900123') // "07700900123"
 */
export function numberDigits(value: string): string {
  const digits = digitsOf(value);
  return LEADING_PLUS.test(value) && !digits.startsWith('00') && digits.length >= INTERNATIONAL_DIGITS ? `00${digits}` : digits;
}

/**
 * The number after the "00" of digits dialled from abroad ("00447700900123" → "447700900123"), else null: "00" and
 * fewer than 8 digits after it is no international number (an account number "00123" keeps its zeros).
 *
 * @example
 *   internationalNumber('00447700900123') // "447700900123"
 *   internationalNumber('00123') // null
 */
export function internationalNumber(digits: string): string | null {
  return digits.startsWith('00') && digits.length - 2 >= INTERNATIONAL_DIGITS ? digits.slice(2) : null;
}
