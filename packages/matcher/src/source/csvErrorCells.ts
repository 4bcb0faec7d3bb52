// Excel's error values in a CSV cell (#N/A, #REF!, #DIV/0!…): Excel writes a formula that failed so when it saves a
// CSV. They are no value: read as blank, as a workbook's error cells are (`XLSX_ERROR_CELLS`), and said.
import { columnLetter } from './columnLetter.js';

// Every error value Excel shows (Excel 365's too), the whole cell.
const EXCEL_ERROR = /^#(?:N\/A|REF!|DIV\/0!|VALUE!|NAME\?|NUM!|NULL!|SPILL!|CALC!|FIELD!|BLOCKED!|CONNECT!|BUSY!|UNKNOWN!|GETTING_DATA)$/i;

/** The error cells found: how many, and the first few by line and column. */
export interface ErrorCells {
  count: number;
  listed: string[];
}

const LISTED = 3;

/**
 * Whether a cell is an Excel error value, noting it in `found` when it is (call only for a cell starting with `#`).
 *
 * @example
 *   isErrorCell('#N/A', 2, 1, { count: 0, listed: [] }) // true, noted as "line 2, column B: #N/A"
 *   isErrorCell('#1 customer', 2, 1, { count: 0, listed: [] }) // false
 */
export function isErrorCell(cell: string, line: number, column: number, found: ErrorCells): boolean {
  if (cell.length > 13 || !EXCEL_ERROR.test(cell)) return false;
  found.count += 1;
  if (found.listed.length < LISTED) found.listed.push(`line ${line}, column ${columnLetter(column)}: ${cell.toUpperCase()}`);
  return true;
}

/** `#`, for a cheap test of a cell's first character before `isErrorCell`. */
export const HASH = 0x23;
