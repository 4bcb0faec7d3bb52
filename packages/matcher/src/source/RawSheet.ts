// What every source yields: the cells of one sheet as trimmed strings, plus what it noticed on the way.
import type { DayOrder } from '../normalise/dates.js';
import type { Issue } from '../types.js';
import type { MergedRange } from './mergedCells.js';
import type { TableRows, TotalsRow } from './tableTotals.js';

/** One file (or one sheet of a workbook) as rows of strings. */
export interface RawSheet {
  file: string;
  sheet?: string;
  /** Every non-empty row in file order; a row's cells are trimmed strings ('' for blank). */
  rows: string[][];
  /** 1-based record number in the file of each entry of `rows` (empty rows are skipped). */
  lineNumbers: number[];
  /** True when the file held more rows than the cap: the table is unusable, never silently cut. */
  overCap: boolean;
  /**
   * True when a row's length is its number of fields as written (CSV): rows of the table with another count than its
   * first row (the header, or the first data row) are then reported (`CSV_RAGGED_ROWS`). Fields past the last one any
   * row fills (a trailing separator on every line) are dropped by the source: they are no column.
   */
  fieldsAsWritten?: boolean;
  /**
   * CSV: the line of a record whose cell swallowed the records below it (a quote opened by mistake, `CSV_RECORDS_IN_CELL`)
   * and which has too few or too many fields because of it: that is the quote's doing, not reported again as ragged.
   */
  mergedRecordLine?: number;
  /**
   * CSV: per column (0-based) holding cells of one line longer than a spreadsheet cell holds (`MAX_CELL_CHARS`), the
   * first such cell's line and length, and how many: a lookup that searches or returns such a column is refused.
   */
  longCells?: readonly LongCell[];
  /**
   * Workbooks: per column (0-based), the order its date cells display dates in, when they agree (`dd/mm/yyyy`: day
   * first), for dates typed as text in that column.
   */
  dateFormatOrders?: ReadonlyMap<number, DayOrder>;
  /**
   * Workbooks: merged ranges within one row over several columns (0-based sheet rows and columns), their text in their
   * first cell: a title over the table, or a group's name over the columns of a header on two rows.
   */
  wideMergedRanges?: readonly MergedRange[];
  /**
   * Workbooks: the rows (1-based) each Excel table on the sheet covers. A row of totals under the records is skipped
   * outside them only: inside, the workbook marks its total row (`totalsRows`), and a last row not marked is a record.
   */
  tableRows?: readonly TableRows[];
  /**
   * Workbooks: the total rows of Excel tables left out of `rows` (the workbook marks them), with their cells, for the
   * table's one `FOOTER_ROWS_SKIPPED` warning to name beside any other rows skipped under the records.
   */
  tableTotalsSkipped?: readonly (TotalsRow & { cells: readonly string[] })[];
}

/** Cells of one column longer than a spreadsheet cell holds: the first one's line and length, and how many. */
export interface LongCell {
  column: number;
  line: number;
  length: number;
  count: number;
}

/** A source either reads a sheet (maybe with warnings) or fails with issues. */
export type SourceOutcome =
  | { ok: true; sheet: RawSheet; issues: Issue[] }
  | { ok: false; issues: Issue[] };
