// The candidate step: which rows are worth scoring for a query. Exact columns hash straight to rows;
// other modes scan every indexed row for now (a sublinear index replaces `scanAll` behind this interface).
import type { Scorer } from '../scoring/Scorer.js';
import { exactKey } from './exactKey.js';

/** One search column of a lookup, with its cells prepared once at load. */
export interface IndexedColumn {
  /** 0-based column in the table. */
  column: number;
  scorer: Scorer;
  /** Prepared cell per table row; undefined for a blank cell (which never matches). */
  prepared: (unknown | undefined)[];
  /** Exact mode only: key → rows with that key. */
  exactRows?: Map<string, number[]>;
}

/** A value the caller supplied for one search column. */
export interface SuppliedValue {
  column: IndexedColumn;
  raw: string;
  prepared: unknown;
}

/** Proposes candidate rows for a query; every row that could score above 0 must be proposed. */
export interface CandidateIndex {
  /** Rows filling at least one search column. */
  readonly indexedRows: readonly number[];
  candidateRows(supplied: readonly SuppliedValue[]): readonly number[];
}

/**
 * Prepares every search column's cells and builds the candidate index.
 *
 * @example
 *   const { columns, index } = buildLookupIndex(table.rows, [{ column: 0, scorer: scorerFor('hybrid') }])
 */
export function buildLookupIndex(
  rows: readonly (readonly string[])[],
  searchColumns: readonly { column: number; scorer: Scorer }[],
): { columns: IndexedColumn[]; index: CandidateIndex } {
  const columns: IndexedColumn[] = searchColumns.map(({ column, scorer }) => {
    const indexed: IndexedColumn = { column, scorer, prepared: new Array<unknown>(rows.length) };
    if (scorer.mode === 'exact') indexed.exactRows = new Map();
    rows.forEach((row, rowId) => {
      const cell = row[column] ?? '';
      if (cell === '') return;
      indexed.prepared[rowId] = scorer.prepare(cell);
      if (indexed.exactRows !== undefined) {
        const key = exactKey(cell);
        const bucket = indexed.exactRows.get(key);
        if (bucket === undefined) indexed.exactRows.set(key, [rowId]);
        else bucket.push(rowId);
      }
    });
    return indexed;
  });
  const indexedRows: number[] = [];
  rows.forEach((_, rowId) => {
    if (columns.some((c) => c.prepared[rowId] !== undefined)) indexedRows.push(rowId);
  });
  return { columns, index: new HashOrScanIndex(indexedRows) };
}

class HashOrScanIndex implements CandidateIndex {
  constructor(readonly indexedRows: readonly number[]) {}

  candidateRows(supplied: readonly SuppliedValue[]): readonly number[] {
    // A row must match every supplied value, so the smallest exact bucket bounds the candidates.
    let smallest: readonly number[] | undefined;
    for (const value of supplied) {
      if (value.column.exactRows === undefined) continue;
      const bucket = value.column.exactRows.get(exactKey(value.raw)) ?? [];
      if (smallest === undefined || bucket.length < smallest.length) smallest = bucket;
    }
    return smallest ?? this.indexedRows;
  }
}
