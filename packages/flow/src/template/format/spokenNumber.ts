// `| number`: a quantity with its thousands marked ("1234.5" is "1,234.5"), which a voice reads as one number.
import { decimalText } from './decimalText.js';

// A whole number as a BigInt is grouped exactly, however many digits it has.
const GROUPED = new Intl.NumberFormat('en-US', { useGrouping: true });

/**
 * A whole number written in digits, grouped by thousands (`1234567` is "1,234,567").
 *
 * @example
 * groupedWhole('1234'); // '1,234'
 */
export function groupedWhole(digits: string): string {
  return GROUPED.format(BigInt(digits));
}

/**
 * `value` as a number grouped by thousands, its fraction kept as written (a voice reads "1,234.50" as a number, a
 * digit dropped would change it); null when it is no number (`decimalText`).
 *
 * @example
 * spokenNumber('1234.5'); // '1,234.5'
 * spokenNumber('-1200'); // '-1,200'
 */
export function spokenNumber(value: string): string | null {
  const number = decimalText(value);
  if (number === null) return null;
  return `${number.negative ? '-' : ''}${groupedWhole(number.whole)}${number.fraction === '' ? '' : `.${number.fraction}`}`;
}
