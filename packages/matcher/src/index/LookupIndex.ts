// The candidate step: which rows are worth scoring for a query. Exact columns hash straight to rows;
// other modes scan every indexed row for now (a sublinear index replaces the scan behind `CandidateIndex`).
import type { Scorer } from '../scoring/Scorer.js';
import { exactKey } from './exactKey.js';

/**
 * One search column of a lookup. Fuzzy, phonetic and hybrid cells are prepared once at load, since
 * every call scans them. Exact cells are prepared once on first use instead: the hash means a call only
 * ever scores a few of them, and preparing a million phone numbers up front would dominate load time.
 */
export class IndexedColumn {
  /** Exact mode only: key → the row with that key, or the rows when several share it. */
  private readonly exactRows?: Map<string, number | number[]>;
  private readonly preparedCells: unknown[];
  private readonly preparedYet: Uint8Array;

  constructor(
    readonly column: number,
    readonly scorer: Scorer,
    private readonly rows: readonly (readonly string[])[],
  ) {
    this.preparedCells = new Array<unknown>(rows.length);
    this.preparedYet = new Uint8Array(rows.length);
    const exact = scorer.mode === 'exact';
    if (exact) this.exactRows = new Map();
    for (let rowId = 0; rowId < rows.length; rowId += 1) {
      const cell = rows[rowId]?.[column] ?? '';
      if (cell === '') continue;
      if (this.exactRows !== undefined) {
        const key = exactKey(cell);
        // Most keys are unique: a bare row id saves an array per row on million-row tables.
        const bucket = this.exactRows.get(key);
        if (bucket === undefined) this.exactRows.set(key, rowId);
        else if (typeof bucket === 'number') this.exactRows.set(key, [bucket, rowId]);
        else bucket.push(rowId);
      } else {
        this.preparedCells[rowId] = scorer.prepare(cell);
        this.preparedYet[rowId] = 1;
      }
    }
  }

  /** True when this column hashes its cells (exact mode). */
  get hashed(): boolean {
    return this.exactRows !== undefined;
  }

  /** Exact mode: the rows whose cell has the same key as `value`. */
  rowsWithKey(value: string): readonly number[] {
    const bucket = this.exactRows?.get(exactKey(value));
    return bucket === undefined ? [] : typeof bucket === 'number' ? [bucket] : bucket;
  }

  /** True when the row's cell in this column is not blank. */
  filled(rowId: number): boolean {
    return (this.rows[rowId]?.[this.column] ?? '') !== '';
  }

  /** The prepared cell, or undefined for a blank cell (which never matches). */
  prepared(rowId: number): unknown {
    if (this.preparedYet[rowId] === 1) return this.preparedCells[rowId];
    const cell = this.rows[rowId]?.[this.column] ?? '';
    const prepared = cell === '' ? undefined : this.scorer.prepare(cell);
    this.preparedCells[rowId] = prepared;
    this.preparedYet[rowId] = 1;
    return prepared;
  }
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
 * Indexes every search column and builds the candidate index.
 *
 * @example
 *   const { columns, index } = buildLookupIndex(table.rows, [{ column: 0, scorer: scorerFor('hybrid') }])
 */
export function buildLookupIndex(
  rows: readonly (readonly string[])[],
  searchColumns: readonly { column: number; scorer: Scorer }[],
): { columns: IndexedColumn[]; index: CandidateIndex } {
  const columns = searchColumns.map(({ column, scorer }) => new IndexedColumn(column, scorer, rows));
  const indexedRows: number[] = [];
  for (let rowId = 0; rowId < rows.length; rowId += 1) {
    if (columns.some((c) => c.filled(rowId))) indexedRows.push(rowId);
  }
  return { columns, index: new HashOrScanIndex(indexedRows) };
}

class HashOrScanIndex implements CandidateIndex {
  constructor(readonly indexedRows: readonly number[]) {}

  candidateRows(supplied: readonly SuppliedValue[]): readonly number[] {
    // A row must match every supplied value, so the smallest exact bucket bounds the candidates.
    let smallest: readonly number[] | undefined;
    for (const value of supplied) {
      if (!value.column.hashed) continue;
      const bucket = value.column.rowsWithKey(value.raw);
      if (smallest === undefined || bucket.length < smallest.length) smallest = bucket;
    }
    return smallest ?? this.indexedRows;
  }
}
