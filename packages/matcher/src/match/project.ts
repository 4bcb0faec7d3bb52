// Shaping results: the returned columns of a row, and the debug scores list.
import type { DebugScore, Row } from '../types.js';
import type { Table } from '../table/Table.js';
import type { ScoredRow } from './rowScore.js';

/**
 * The row as a result shows it: the chosen columns (table order) keyed by column name.
 *
 * @example
 *   projectRow(table, 0, [0, 2]) // { 'Full Name': 'Caitlin Myers', City: 'Dublin' }
 */
export function projectRow(table: Table, rowId: number, columns: readonly number[]): Row {
  const cells = table.rows.row(rowId);
  const row: Row = {};
  for (const column of columns) {
    const name = table.columns[column] ?? '';
    const value = cells[column] ?? '';
    // Assigned, a column headed __proto__ would set the row's prototype and vanish from the result.
    if (name === '__proto__') Object.defineProperty(row, name, { value, enumerable: true, writable: true, configurable: true });
    else row[name] = value;
  }
  return row;
}

/**
 * The debug view of the top rows: each row's score broken down per supplied column.
 *
 * @example
 *   debugScores(table, rows, [0], 10) // [{ score: 72, keys: [{ column: 'Full Name', value: 'Caitlin Myers', score: 72 }] }]
 */
export function debugScores(
  table: Table,
  sortedRows: readonly ScoredRow[],
  suppliedColumns: readonly number[],
  limit: number,
  mayBeConfident: (row: ScoredRow) => boolean = () => true,
  sameKeys: (a: number, b: number) => boolean = () => false,
): DebugScore[] {
  const first = sortedRows[0];
  return sortedRows.slice(0, limit).map((scored, i) => {
    const entry: DebugScore = {
      score: scored.score,
      keys: suppliedColumns.map((column, i) => ({
        column: table.columns[column] ?? '',
        value: table.rows.cell(scored.rowId, column),
        score: scored.keyScores[i] ?? 0,
      })),
    };
    if (!mayBeConfident(scored)) entry.never_confident = true;
    // What `classify` checks the best row against, so that `tune` replays the lookup's outcome from the debug scores.
    if (i > 0 && first !== undefined && sameKeys(first.rowId, scored.rowId)) entry.twin_of_first = true;
    return entry;
  });
}
