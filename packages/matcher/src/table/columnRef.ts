// Resolving a column reference: a header name (case-insensitive) wins over a column letter or number.
import type { Table } from './Table.js';
import { columnIndex } from '../source/columnLetter.js';

/**
 * The 0-based column a reference names in a table, or undefined.
 *
 * @example
 *   resolveColumn(table, 'full name') // 0 when A's header is "Full Name"
 *   resolveColumn(table, 'C') // 2, unless a column is headed "C"
 *   resolveColumn(table, '3') // 2, unless a column is headed "3" (1-based, as spreadsheets number columns)
 */
export function resolveColumn(table: Table, reference: string): number | undefined {
  const wanted = reference.trim().toLowerCase();
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

