// Numbers a workbook shows to a fixed number of decimals: 150.6 is stored under the format "0.00" and shown "150.60",
// 1234.5 under "#,##0.00" shown "1,234.50". read-excel-file gives the number stored, "150.6", which a caller reading
// "150.60" off a statement does not match exactly; the cell's format says how it reads.
import { amountShown } from './currencyNumbers.js';

/**
 * Excel's built-in number formats with decimals (ECMA-376 18.8.30), which a workbook's styles name by id alone: `0.00`,
 * `#,##0.00`, and `#,##0.00` with negatives in brackets.
 */
export const BUILT_IN_DECIMAL_FORMATS: ReadonlyMap<number, string> = new Map([
  [2, '0.00'], [4, '#,##0.00'], [39, '#,##0.00_);(#,##0.00)'], [40, '#,##0.00_);[Red](#,##0.00)'],
]);

/**
 * A number format of a plain number with decimals (`0.00`, `#,##0.00`, `0.000`; nothing before or after the number, no
 * currency, percentage, exponent or date), as the text it makes of a stored number: rounded to the format's decimals as
 * Excel rounds (half away from zero), thousands grouped when the format groups them (1,234.50: the workbook does not say
 * which locale shows it), a negative in the format's second section (`(1,234.50)`) or after a minus. Undefined for any
 * other format, and for formats without decimals (`0`, `#,##0`), which would round away digits stored.
 *
 * @example
 *   decimalsShown('0.00')?.('150.6') // "150.60"
 *   decimalsShown('#,##0.00')?.('1234.5') // "1,234.50"
 *   decimalsShown('#,##0.00_);(#,##0.00)')?.('-1234.5') // "(1,234.50)"
 *   decimalsShown('0') // undefined
 */
export function decimalsShown(formatCode: string): ((stored: string) => string) | undefined {
  return amountShown(formatCode, (first) => first.decimals > 0 && first.before === '' && first.after === '');
}
