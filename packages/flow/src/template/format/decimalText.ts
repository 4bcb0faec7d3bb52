// A number as a table writes it, "1234.5", "-1,234.50", "+7": read as text so that no digit is lost to a float.

/** A number's sign and its digits before and after the point, as written. */
export interface DecimalText {
  negative: boolean;
  whole: string;
  fraction: string;
}

// Digits with or without thousands commas (every group of three), then a fraction; or a fraction alone (".5").
const DECIMAL = /^([+-]|\u2212)?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d+))?$/;

/**
 * `text` read as a decimal number, or null when it is none: a leading zero (`007`, an identifier rather than a
 * quantity, `| digits` says it), commas not every three digits (`1,23`), words or other marks.
 *
 * @example
 * decimalText('-1,234.50'); // { negative: true, whole: '1234', fraction: '50' }
 * decimalText('007'); // null
 */
export function decimalText(text: string): DecimalText | null {
  const match = DECIMAL.exec(text.trim());
  if (match === null) return null;
  const whole = (match[2] ?? '').replace(/,/g, '');
  const fraction = match[3] ?? '';
  if (whole === '' && fraction === '') return null;
  if (whole.length > 1 && whole.startsWith('0')) return null;
  return { negative: match[1] !== undefined && match[1] !== '+', whole: whole === '' ? '0' : whole, fraction };
}
