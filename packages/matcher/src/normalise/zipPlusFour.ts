// A US ZIP+4 code said to a column of five-digit ZIP codes: "60601-1234", "six oh six oh one dash one two three four".
// The four digits after the ZIP name a block within it (USPS ZIP+4), which a table of ZIPs does not hold.

// A ZIP+4 is said in two groups, so the value has a separator or a space (an account id has none).
const MAY_BE_GROUPED = /[\s,.\-\u2013\u2014]/;
// The cheap test first: written, five digits then four; said, nine words or more ("six oh six oh one one two three four").
const MAY_BE_ZIP_PLUS_FOUR = /\d{5}\D{1,3}\d{4}(?!\d)|^(?:\S+[\s,]+){8}\S/;

/** Whether a value may be a ZIP+4 (a cheap test: most values are not, and need not be read as numbers). */
export const mayBeZipPlusFour = (said: string): boolean => MAY_BE_ZIP_PLUS_FOUR.test(said);
const NINE_DIGITS = /^\d{9}$/;
const ZIP_CELL = /^\d{4,5}$/;

/**
 * The five-digit ZIP of a ZIP+4 said (its nine digits, `digits` as the exact scorer reads them, from a value said in
 * groups), or null when the value is no ZIP+4.
 *
 * @example
 *   zipOfZipPlusFour('60601-1234', '606011234') // '60601'
 *   zipOfZipPlusFour('606011234', '606011234') // null (one group: any nine-digit number)
 */
export function zipOfZipPlusFour(said: string, digits: string | null): string | null {
  if (digits === null || !NINE_DIGITS.test(digits) || !MAY_BE_GROUPED.test(said.trim())) return null;
  return digits.slice(0, 5);
}

/** Whether a cell is a ZIP code as a table writes it: five digits, or four where a spreadsheet dropped the zero in front. */
export const isZipCell = (cell: string): boolean => ZIP_CELL.test(cell.trim());
