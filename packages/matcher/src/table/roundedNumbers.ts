// Long numbers a spreadsheet rounded into scientific notation when it saved the file ("4.47701E+11"): their last
// digits are lost, so no number a caller says matches them (`NUMBERS_ROUNDED`).

// A number as Excel shows one of 10 digits or more in a General cell, and writes it into a CSV it saves: 6 significant
// digits and an exponent ("4.47701E+11" for 447701234567). A smaller exponent is a scientist's number, left alone.
const ROUNDED_NUMBER = /^[+-]?\d(?:[.,]\d{1,14})?E\+?(\d{1,3})$/i;
const ROUNDED_FROM_EXPONENT = 9;

/**
 * The columns holding numbers written in scientific notation with 10 digits or more (phone or account numbers a
 * spreadsheet rounded when it saved the file), each with its first cell's line and the count.
 *
 * @example
 *   roundedNumberColumns([['Ann Lee', '4.47701E+11']], [2]) // [{ column: 1, first: { line: 2, text: '4.47701E+11' }, count: 1 }]
 */
export function roundedNumberColumns(rows: readonly (readonly string[])[], lines: readonly number[]): { column: number; first: { line: number; text: string }; count: number }[] {
  const found = new Map<number, { column: number; first: { line: number; text: string }; count: number }>();
  rows.forEach((row, at) => {
    row.forEach((cell, column) => {
      // (Cheap tests first, a digit or sign in front and an E: a million rows of eight cells are read here.)
      const first = cell.charCodeAt(0);
      if (!((first >= 48 && first <= 57) || first === 43 || first === 45) || (!cell.includes('E') && !cell.includes('e'))) return;
      const exponent = ROUNDED_NUMBER.exec(cell)?.[1];
      if (exponent === undefined || Number(exponent) < ROUNDED_FROM_EXPONENT) return;
      const known = found.get(column);
      if (known === undefined) found.set(column, { column, first: { line: lines[at] ?? at + 1, text: cell }, count: 1 });
      else known.count += 1;
    });
  });
  return [...found.values()].sort((a, b) => a.column - b.column);
}
