// A table's data rows, held compactly: each row is one string of its cells joined by a separator.
// Why: a garbage collection marks every live object, and a million rows of eight cells held as arrays of strings
// are nine million objects (402 MiB, a full collection of 330-450 ms on this machine); packed, they are a million
// strings (112 MiB, 40-50 ms). Lookups read a cell only to rescore or return a row, a few per call.

// ASCII unit separator: no spreadsheet cell a lookup reads holds it. A row that does is kept as an array.
const SEPARATOR = '\u001f';

/** Something that reads cells by row and column: a table's `Rows`, or plain arrays of cells (tests). */
export interface CellReader {
  readonly length: number;
  /** The cell, '' for a missing row or column. */
  cell(rowId: number, column: number): string;
}

/**
 * The data rows of a table.
 *
 * @example
 *   const rows = new Rows([['A1001', 'Caitlin Myers'], ['A1002', 'Sean Riley']])
 *   rows.cell(1, 1) // 'Sean Riley'
 */
export class Rows implements CellReader {
  private readonly packed: (string | readonly string[])[];

  constructor(rows: readonly (readonly string[])[]) {
    this.packed = rows.map((cells) => (cells.some((cell) => cell.includes(SEPARATOR)) ? [...cells] : cells.join(SEPARATOR)));
  }

  get length(): number {
    return this.packed.length;
  }

  cell(rowId: number, column: number): string {
    const row = this.packed[rowId];
    if (row === undefined) return '';
    if (typeof row !== 'string') return row[column] ?? '';
    let start = 0;
    for (let k = 0; k < column; k++) {
      const at = row.indexOf(SEPARATOR, start);
      if (at < 0) return '';
      start = at + 1;
    }
    const end = row.indexOf(SEPARATOR, start);
    return end < 0 ? row.slice(start) : row.slice(start, end);
  }

  /** Every cell of the row ([] for a missing row). */
  row(rowId: number): string[] {
    const row = this.packed[rowId];
    if (row === undefined) return [];
    return typeof row === 'string' ? row.split(SEPARATOR) : [...row];
  }
}

/**
 * A cell reader over `Rows` or plain arrays of cells.
 *
 * @example
 *   cellReader([['Caitlin Myers']]).cell(0, 0) // 'Caitlin Myers'
 */
export function cellReader(rows: Rows | readonly (readonly string[])[]): CellReader {
  if (rows instanceof Rows) return rows;
  return { length: rows.length, cell: (rowId, column) => rows[rowId]?.[column] ?? '' };
}
