// Phone numbers in a lookup server's answer, and whether one is the number asked about, echoed back.

/**
 * The digits of a value written as a phone number is (7 to 15 digits with `+ ( ) - . /` and spaces, `tel:` before them
 * or not; a JSON integer too), else undefined.
 *
 * @example phoneNumberDigits('tel:+1 (555) 010-0123') // "15550100123"
 * @example phoneNumberDigits('A1001') // undefined
 */
export function phoneNumberDigits(value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
  // (Trimmed first: a run of spaces both a leading `\s*` and the class could take backtracks quadratically.)
  if (typeof text !== 'string' || !/^(tel:)?\+?[\d\s()./-]+$/i.test(text.trim())) return undefined;
  const digits = text.replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15 ? digits : undefined;
}

/**
 * Whether a value is the number asked about (E.164), however written: its digits are the asked number's, or the end
 * of them (7 digits or more: its national digits, "555-010-0123" for +15550100123), also after the zeros a number
 * dialled at home or from abroad starts with ("020 7946 0958" for +442079460958, "00 1 555 010 0123"). Another number
 * (an id, the contact's other phone) is not.
 *
 * @example isAskedNumber('+1 (555) 010-0123', '+15550100123') // true
 * @example isAskedNumber('1234567', '+15550100123') // false
 */
export function isAskedNumber(value: unknown, asked: string): boolean {
  const digits = phoneNumberDigits(value);
  if (digits === undefined) return false;
  const askedDigits = asked.replace(/\D/g, '');
  const withoutZeros = digits.replace(/^0+/, '');
  return askedDigits.endsWith(digits) || (withoutZeros.length >= 7 && askedDigits.endsWith(withoutZeros));
}
