// Rows and columns a sheet hides (by hand, or rows by a filter), which read-excel-file reads like any others. Decided:
// they are read (a lookup never drops a customer without a word), and said (`XLSX_HIDDEN_CELLS`), since a filtered
// export may mean "not these".
import { attribute } from './xmlAttribute.js';
import { columnLetter } from './columnLetter.js';

const ROW_START = /<(?:[\w.-]+:)?row\s([^>]*?)(\/?)>/g;
const COL = /<(?:[\w.-]+:)?col\s[^>]*>/g;
const HIDDEN = /\shidden=(?:"(?:1|true)"|'(?:1|true)')/;

/** What a sheet hides: the rows (1-based) holding cells, the columns (1-based ranges), and whether it has a filter. */
export interface HiddenParts {
  rows: number[];
  columns: { min: number; max: number }[];
  filtered: boolean;
}

/**
 * The hidden columns among the first `width` as a user names them ("D", "F:G"): columns hidden past the table (all
 * unused ones, hidden to tidy the sheet) are not said.
 */
export function hiddenColumnNames(columns: readonly { min: number; max: number }[], width: number): string[] {
  return columns.filter(({ min }) => min <= width).map(({ min, max }) => {
    const last = Math.min(max, width);
    return min === last ? columnLetter(min - 1) : `${columnLetter(min - 1)}:${columnLetter(last - 1)}`;
  });
}

/**
 * The hidden rows holding cells and the hidden columns of a worksheet's XML (a cheap test first: a sheet hiding
 * nothing costs one search).
 *
 * @example
 *   hiddenParts('<cols><col min="4" max="4" hidden="1"/></cols><row r="3" hidden="1"><c r="A3"><v>1</v></c></row>')
 *   // { rows: [3], columns: [{ min: 4, max: 4 }], filtered: false }
 */
export function hiddenParts(sheetXml: string): HiddenParts {
  const filtered = sheetXml.includes('autoFilter');
  if (!sheetXml.includes('hidden=')) return { rows: [], columns: [], filtered };
  const rows: number[] = [];
  for (const [, attributes = '', selfClosing] of sheetXml.matchAll(ROW_START)) {
    if (selfClosing === '/' || !HIDDEN.test(` ${attributes}`)) continue;
    const row = Number(attribute(` ${attributes}`, 'r'));
    if (Number.isInteger(row) && row > 0) rows.push(row);
  }
  const columns: { min: number; max: number }[] = [];
  for (const [element] of sheetXml.matchAll(COL)) {
    if (!HIDDEN.test(element)) continue;
    const min = Number(attribute(element, 'min'));
    const max = Number(attribute(element, 'max'));
    if (!Number.isInteger(min) || !Number.isInteger(max) || min < 1 || max < min) continue;
    columns.push({ min, max });
  }
  return { rows, columns, filtered };
}
