// A table's data rows, held compactly: the rows of a chunk are one string, each row its cells joined by a separator.
// Why: a garbage collection marks every live object, and a million rows of eight cells held as arrays of strings
// are nine million objects (402 MiB, a full collection of 330-450 ms on this machine); one string a row, a million
// strings (112 MiB, 40-50 ms); a string per thousand rows, a thousand. Lookups read a cell only to rescore or return
// a row, a few per call.

// ASCII unit separator between cells, record separator between rows: no spreadsheet cell a lookup reads holds
// either. A row that does is kept apart, as an array.
const SEPARATOR = '\u001f';
const ROW_SEPARATOR = '\u001e';
/** Rows per chunk string. */
export const ROWS_PER_CHUNK = 1024;

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
  private readonly chunks: string[] = [];
  /** Where each row starts in its chunk; it ends at the next row's start less one, or at the chunk's end. */
  private readonly starts: Int32Array;
  /** Rows holding a separator, as given (their place in the chunk is empty). */
  private readonly apart = new Map<number, readonly string[]>();
  private readonly shift: number;

  /** `rowsPerChunk` (a power of two) is for tests; `onPacked` is told the rows packed so far, after each chunk. */
  constructor(rows: readonly (readonly string[])[], rowsPerChunk = ROWS_PER_CHUNK, onPacked?: (rows: number) => void) {
    this.shift = Math.log2(rowsPerChunk);
    if (!Number.isInteger(this.shift)) throw new RangeError(`rowsPerChunk must be a power of two (got ${rowsPerChunk})`);
    this.starts = new Int32Array(rows.length);
    for (let first = 0; first < rows.length; first += rowsPerChunk) {
      const texts: string[] = [];
      let at = 0;
      for (let rowId = first; rowId < Math.min(rows.length, first + rowsPerChunk); rowId++) {
        const cells = rows[rowId]!;
        const joined = cells.join(SEPARATOR);
        // (Told from the joined row: two tests per cell took a quarter of the time of packing 800-column rows.)
        const separated = joined.includes(ROW_SEPARATOR) || separatorsIn(joined) !== Math.max(0, cells.length - 1);
        if (separated) this.apart.set(rowId, [...cells]);
        const text = separated ? '' : joined;
        this.starts[rowId] = at;
        at += text.length + 1;
        texts.push(text);
      }
      this.chunks.push(texts.join(ROW_SEPARATOR));
      onPacked?.(Math.min(rows.length, first + rowsPerChunk));
    }
  }

  get length(): number {
    return this.starts.length;
  }

  cell(rowId: number, column: number): string {
    if (!(rowId >= 0 && rowId < this.starts.length)) return '';
    const chunk = this.chunks[rowId >> this.shift]!;
    if (this.apart.size > 0 && this.apart.has(rowId)) return this.apart.get(rowId)![column] ?? '';
    let start = this.starts[rowId]!;
    const end = this.endOf(rowId, chunk);
    for (let k = 0; k < column; k++) {
      const at = chunk.indexOf(SEPARATOR, start);
      if (at < 0 || at >= end) return '';
      start = at + 1;
    }
    const next = chunk.indexOf(SEPARATOR, start);
    return chunk.slice(start, next < 0 || next > end ? end : next);
  }

  /** Every cell of the row ([] for a missing row). */
  row(rowId: number): string[] {
    if (!(rowId >= 0 && rowId < this.starts.length)) return [];
    const kept = this.apart.get(rowId);
    if (kept !== undefined) return [...kept];
    const chunk = this.chunks[rowId >> this.shift]!;
    // Each cell sliced from the chunk (a slice of the row split again cost twice as much: 260 against 150 ns a row).
    const cells: string[] = [];
    const end = this.endOf(rowId, chunk);
    for (let start = this.starts[rowId]!; ;) {
      const at = chunk.indexOf(SEPARATOR, start);
      if (at < 0 || at >= end) {
        cells.push(chunk.slice(start, end));
        return cells;
      }
      cells.push(chunk.slice(start, at));
      start = at + 1;
    }
  }

  private endOf(rowId: number, chunk: string): number {
    const next = rowId + 1;
    return next < this.starts.length && next >> this.shift === rowId >> this.shift ? this.starts[next]! - 1 : chunk.length;
  }
}

/** How many cell separators the text holds. */
function separatorsIn(text: string): number {
  let count = 0;
  for (let at = text.indexOf(SEPARATOR); at >= 0; at = text.indexOf(SEPARATOR, at + 1)) count += 1;
  return count;
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
