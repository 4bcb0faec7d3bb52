// A loaded table: named columns over rows of strings; what every lookup on a file reads.
import type { DayOrder } from '../normalise/dates.js';
import type { PlaceWord } from '../messages.js';
import type { Rows } from './Rows.js';
import type { LongCell } from '../source/RawSheet.js';

export interface Table {
  /** The file as the document names it. */
  file: string;
  sheet?: string;
  /** True when a header row names the columns. */
  hasHeader: boolean;
  /** Header name per column as written ('' when blank or when there is no header). */
  headers: string[];
  /** Unique key per column, used in result rows: the header name, else the column letter. */
  columns: string[];
  /** Data rows (`rows.cell(row, column)`), held compactly, each up to its last filled cell: a cell past it reads ''. */
  rows: Rows;
  /** 1-based place of each data row, for messages: the line a CSV record starts on, a sheet's row number. */
  lineNumbers: number[];
  /** How messages name those places: `line` for a CSV (as an editor numbers its lines), `row` for a sheet. */
  placeWord?: PlaceWord;
  /**
   * Per column, the order a workbook displays its dates in (`dd/mm/yyyy`: day first), when its date cells agree: a
   * date column's text cells of numbers only that say no order themselves are read in it.
   */
  dateFormatOrders?: (DayOrder | undefined)[];
  /**
   * Columns with no cell in any row and no header, or the name Excel gives an unnamed column (`Column1`): kept for
   * their letters and names, left out of results and previews unless named.
   */
  emptyColumns?: readonly number[];
  /** CSV: columns holding cells longer than a spreadsheet cell holds (`RawSheet.longCells`); no lookup searches or returns them. */
  longCells?: readonly LongCell[];
}

/**
 * The columns a table shows: all but those with no cell and no header, or a placeholder one (`emptyColumns`).
 *
 * @example
 *   shownColumns({ columns: ['A', 'B', 'Full Name'], emptyColumns: [0, 1] }) // [2]
 */
export function shownColumns(table: Pick<Table, 'columns' | 'emptyColumns'>): number[] {
  const empty = new Set(table.emptyColumns ?? []);
  return table.columns.flatMap((_, column) => (empty.has(column) ? [] : [column]));
}
