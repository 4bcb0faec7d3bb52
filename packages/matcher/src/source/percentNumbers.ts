// Numbers a workbook shows as a percentage: 0.15 is stored under the format "0%" and shown "15%". read-excel-file gives
// the fraction stored, which an agent would read out as "0.15"; the cell's format says how it reads.

/** Excel's built-in percentage formats (ECMA-376 18.8.30), which a workbook's styles name by id alone. */
export const BUILT_IN_PERCENT_FORMATS: ReadonlyMap<number, string> = new Map([[9, '0%'], [10, '0.00%']]);

/**
 * A number format that shows a percentage (`0%`, `0.00%`, `#,##0.0%`; a `%` in its first section outside quoted text),
 * as the text it makes of a stored number: a hundred times it, rounded to the format's decimals as Excel rounds (half
 * away from zero), and `%`. Undefined for any other format.
 *
 * @example
 *   percentShown('0%')?.('0.15') // "15%"
 *   percentShown('0.0%')?.('0.0725') // "7.3%"
 *   percentShown('0.00') // undefined
 */
export function percentShown(formatCode: string): ((stored: string) => string) | undefined {
  const [first = ''] = formatCode.replace(/\\./g, '').replace(/"[^"]*"/g, '').split(';');
  if (!/^[#0?,.]*%$/.test(first.trim()) || !/[0#?]/.test(first)) return undefined;
  const decimals = /\.([0#?]*)/.exec(first)?.[1]?.length ?? 0;
  return (stored) => {
    const number = /^(-?)(\d+)(?:\.(\d+))?$/.exec(stored);
    if (number === null) return stored;
    const [, sign = '', whole = '', fraction = ''] = number;
    // A hundred times the number, as digits: the decimal point moved two places right.
    const shifted = `${whole}${fraction.padEnd(2, '0').slice(0, 2)}`;
    const rest = fraction.slice(2);
    return `${sign}${roundedDecimal(shifted, rest, decimals)}%`.replace(/^-(0(\.0*)?%)$/, '$1');
  };
}

/**
 * The decimal `whole.rest` rounded half away from zero to `decimals` places, as text without leading zeros.
 *
 * @example
 *   roundedDecimal('1234', '505', 2) // "1234.51"
 */
export function roundedDecimal(whole: string, rest: string, decimals: number): string {
  const kept = `${whole}${rest.padEnd(decimals, '0').slice(0, decimals)}`;
  const up = (rest[decimals] ?? '0') >= '5';
  const digits = (BigInt(kept) + (up ? 1n : 0n)).toString().padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}
