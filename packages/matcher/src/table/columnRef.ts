// Resolving a column reference: a header name (case-insensitive) wins over a column letter or number.
import type { PlaceWord } from '../messages.js';
import type { Table } from './Table.js';
import { columnIndex } from '../source/columnLetter.js';
import { closestChoice } from '../config/closestChoice.js';

/**
 * The 0-based column a reference names in a table, or undefined.
 *
 * @example
 *   resolveColumn(table, 'full name') // 0 when A's header is "Full Name"
 *   resolveColumn(table, 'C') // 2, unless a column is headed "C"
 *   resolveColumn(table, '3') // 2, unless a column is headed "3" (1-based, as spreadsheets number columns)
 */
export function resolveColumn(table: Table, reference: string): number | undefined {
  const wanted = plainHeader(reference).toLowerCase();
  if (wanted === '') return undefined;
  if (table.hasHeader) {
    const byHeader = table.headers.findIndex((header) => header.toLowerCase() === wanted);
    if (byHeader >= 0) return byHeader;
    const byKey = table.columns.findIndex((key) => key.toLowerCase() === wanted);
    if (byKey >= 0) return byKey;
  }
  if (/^[1-9]\d{0,4}$/.test(wanted)) {
    const byNumber = Number(wanted) - 1;
    return byNumber < table.columns.length ? byNumber : undefined;
  }
  const byLetter = columnIndex(wanted);
  return byLetter !== undefined && byLetter < table.columns.length ? byLetter : undefined;
}


// Characters of no width that text copied from a web page or a document carries: no one reads or types them.
const NO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/g;

/**
 * A header as a user writes a reference to it: spaces of any kind (a no-break space copied from a web page, a tab, two
 * spaces) one space, characters of no width removed, trimmed.
 *
 * @example
 *   plainHeader('Full\u00a0Name ') // "Full Name"
 */
export function plainHeader(header: string): string {
  const visible = header.replace(NO_WIDTH, '');
  return (/\s\s|[^\S ]/.test(visible) ? visible.replace(/\s+/g, ' ') : visible).trim();
}

// How many rows under the header are searched for a reference that names none of its columns.
const ROWS_SEARCHED_FOR_HEADER = 10;

/**
 * The line of the first rows (the header's, then the first data rows) holding `reference` as a cell, when no column
 * is named so: the table's header is likely that row (a title above it the header detection kept, a blank title cell).
 * When the header read has blank cells (a title read as the header) and no cell is the reference, the cell a slip of
 * it most likely meant (`closestChoice`), as `cell`.
 *
 * @example
 *   lineHoldingReference(table, 'Full Name') // { at: 2, word: 'row' }, when row 1 is a title read as the header and row 2 holds "Full Name"
 *   lineHoldingReference(table, 'Full Nmae') // { at: 2, word: 'row', cell: 'Full Name' }, the same table
 */
export function lineHoldingReference(table: Table, reference: string): { at: number; word: PlaceWord; cell?: string } | undefined {
  const wanted = plainHeader(reference).toLowerCase();
  if (wanted === '') return undefined;
  const rows = Math.min(table.rows.length, ROWS_SEARCHED_FOR_HEADER);
  const lineOf = (row: number) => ({ at: table.lineNumbers[row] ?? row + 1, word: table.placeWord ?? 'row' as PlaceWord });
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < table.columns.length; column++) {
      if (plainHeader(table.rows.cell(row, column)).toLowerCase() === wanted) return lineOf(row);
    }
  }
  // (A header read right names its columns: a slip of a name is then answered by `columnUnknown`'s own "did you mean".)
  if (!table.hasHeader || !table.headers.some((header) => header === '')) return undefined;
  const cells = new Map<string, number>();
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < table.columns.length; column++) {
      const cell = plainHeader(table.rows.cell(row, column));
      if (cell !== '' && !cells.has(cell)) cells.set(cell, row);
    }
  }
  const meant = closestChoice(reference, [...cells.keys()]);
  return meant === undefined ? undefined : { ...lineOf(cells.get(meant)!), cell: meant };
}
