// An in-memory table for tests and benchmarks: rows of strings through the same header and size rules.
import { DEFAULT_MAX_ROWS } from '../config/defaults.js';
import { messages } from '../messages.js';
import type { Issue } from '../types.js';
import { buildTable } from './buildTable.js';
import type { Table } from './Table.js';

/**
 * Builds a table from rows of cells (row 1 is the header unless `headerRow` says otherwise).
 *
 * @example
 *   const { table } = tableFromRows([['Full Name', 'City'], ['Caitlin Myers', 'Dublin']])
 */
export function tableFromRows(
  rows: readonly (readonly string[])[],
  options: { file?: string; headerRow?: number; maxRows?: number } = {},
): { table?: Table; issues: Issue[] } {
  const file = options.file ?? 'memory';
  const cleaned: string[][] = [];
  const lineNumbers: number[] = [];
  rows.forEach((row, i) => {
    const cells = row.map((cell) => cell.trim());
    if (cells.some((cell) => cell !== '')) {
      cleaned.push(cells);
      lineNumbers.push(i + 1);
    }
  });
  if (cleaned.length === 0) return { issues: [{ code: 'FILE_EMPTY', severity: 'error', path: file, file, message: messages.fileEmpty(file) }] };
  const built = buildTable({ file, rows: cleaned, lineNumbers, overCap: false }, options.headerRow, options.maxRows ?? DEFAULT_MAX_ROWS);
  return built.ok ? { table: built.table, issues: built.issues } : { issues: built.issues };
}
