// Workbooks whose cells carry no reference: the format allows leaving out a row's `r` (the row after the last) and a
// cell's `r` (the column after the last in its row), and some writers do; read-excel-file needs both, so such a
// workbook is given them before it is read.
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { columnIndex, columnLetter } from './columnLetter.js';

// A row or cell start tag (or an empty one), under any prefix: `<row …>`, `<x:c …/>`; not `<rowBreaks>`, `<col>`.
const ROW_OR_CELL = /<((?:[\w.-]+:)?)(row|c)(\s[^>]*?)?(\/?)>/g;
// A row's start tag alone, counted by `rowElements`.
const ROW_START = /<(?:[\w.-]+:)?row[\s/>]/g;
const REFERENCE = /\sr=(?:"([^"]*)"|'([^']*)')/;
const CELL_REFERENCE = /^([A-Za-z]{1,3})(\d+)$/;

/**
 * A sheet's XML with a reference on every row and cell, or undefined when none was missing (or the sheet has no
 * `sheetData`). A row without one is the row after the last, a cell without one the column after the last cell
 * of its row, as the format defines them.
 *
 * @example
 *   withReferences('<sheetData><row><c t="s"><v>0</v></c><c><v>7</v></c></row></sheetData>')
 *   // '<sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1"><v>7</v></c></row></sheetData>'
 */
export function withReferences(xml: string): string | undefined {
  const start = xml.search(/<(?:[\w.-]+:)?sheetData[\s>]/);
  const end = xml.search(/<\/(?:[\w.-]+:)?sheetData>/);
  if (start < 0 || end < start) return undefined;
  const data = xml.slice(start, end);
  let row = 0;
  let column = -1;
  let added = false;
  const referenced = data.replace(ROW_OR_CELL, (tag: string, prefix: string, name: string, attributes = '', empty: string) => {
    const given = REFERENCE.exec(attributes);
    const reference = given?.[1] ?? given?.[2];
    if (name === 'row') {
      column = -1;
      const number = reference === undefined ? NaN : Number(reference);
      if (Number.isInteger(number) && number > 0) {
        row = number;
        return tag;
      }
      row += 1;
      added = true;
      return `<${prefix}row r="${row}"${attributes.replace(REFERENCE, '')}${empty}>`;
    }
    const cell = reference === undefined ? undefined : CELL_REFERENCE.exec(reference);
    const index = cell === undefined || cell === null ? undefined : columnIndex(cell[1]!);
    if (index !== undefined) {
      column = index;
      return tag;
    }
    column += 1;
    added = true;
    return `<${prefix}c r="${columnLetter(column)}${row}"${attributes.replace(REFERENCE, '')}${empty}>`;
  });
  return added ? xml.slice(0, start) + referenced + xml.slice(end) : undefined;
}

/** How many row elements (`<row …>`, `<x:row/>`; not `<rowBreaks>`) a sheet's XML holds. */
export function rowElements(xml: string): number {
  let rows = 0;
  for (ROW_START.lastIndex = 0; ROW_START.test(xml); ) rows += 1;
  return rows;
}

// A row element with its body (none when it closes itself), and a cell value within a body: `<v>`, an inline `<is>`.
const ROW_WITH_BODY = /<(?:[\w.-]+:)?row(?:\s[^>]*?)?(?:\/>|>([\s\S]*?)<\/(?:[\w.-]+:)?row>)/g;
const CELL_VALUE = /<(?:[\w.-]+:)?(?:v|is)>/;

/**
 * How many row elements of a sheet's XML hold a cell with a value: rows of formatting alone (a height, a style, cells
 * with a border and nothing in them, as Excel writes for rows formatted far below a table) are not counted.
 *
 * @example
 *   rowsWithValues('<sheetData><row r="1"><c r="A1"><v>7</v></c></row><row r="2" ht="15"/><row r="3"><c r="A3" s="1"/></row></sheetData>') // 1
 */
export function rowsWithValues(xml: string): number {
  let rows = 0;
  for (const [, body] of xml.matchAll(ROW_WITH_BODY)) if (body !== undefined && CELL_VALUE.test(body)) rows += 1;
  return rows;
}

/**
 * The workbook with a reference on every row and cell of every worksheet, or undefined when none was missing or
 * the zip cannot be read.
 */
export function workbookWithReferences(bytes: Uint8Array): Uint8Array | undefined {
  let parts: Record<string, Uint8Array>;
  try {
    parts = unzipSync(bytes);
  } catch {
    return undefined;
  }
  let changed = false;
  for (const [name, part] of Object.entries(parts)) {
    if (!/^xl\/worksheets\/[^/]+\.xml$/.test(name)) continue;
    const referenced = withReferences(strFromU8(part));
    if (referenced === undefined) continue;
    parts[name] = strToU8(referenced);
    changed = true;
  }
  return changed ? zipSync(parts) : undefined;
}
