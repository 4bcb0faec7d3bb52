// A long worksheet's cells read straight from its XML, for sheets read-excel-file reads too slowly: it copies the rows
// read so far again for every chunk of a sheet's XML and recurses once per chunk, so 100,000 rows took 5-21 s here and
// 150,000 to 200,000 overflowed its stack on a busy machine. Cells come out as read-excel-file gives them (the same
// suite runs both over every fixture workbook): strings, booleans, dates for date-formatted numbers, the stored digits
// of other numbers (`StoredNumber`), null for blanks and Excel errors.
import { strFromU8, unzipSync } from 'fflate';
import { StoredNumber } from './cellText.js';
import { columnIndex, columnLetter } from './columnLetter.js';
import { attribute, cellStyleFormats, xmlText } from './xmlAttribute.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** `<row>` elements between two reports of a sheet's reading to a load's progress. */
const PROGRESS_ROWS = 4_096;
// Serial day of 1970-01-01 in the 1900 date system (which counts a 29 February 1900 that never was), and how much
// later the 1904 system starts.
const UNIX_EPOCH_SERIAL = 25_569;
const DATE_1904_SHIFT = 1_462;
// Built-in number formats that show a date or a time (ECMA-376 18.8.30, and the East Asian locales' 27-36, 50-58).
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);
// The letter runs a date or time format is made of (days, months or minutes, years, hours, seconds, AM/PM, eras).
const DATE_TOKENS = new Set(['d', 'dd', 'ddd', 'dddd', 'm', 'mm', 'mmm', 'mmmm', 'mmmmm', 'y', 'yy', 'yyyy', 'h', 'hh', 's', 'ss', 'am', 'pm', 'a', 'p', 'aaa', 'aaaa', 'aaaaa', 'e', 'ee', 'eeee']);

/**
 * Whether a custom number format shows a date or a time: in one of its sections, outside quoted text, escaped
 * characters and bracketed parts (an elapsed `[h]` counts as `h`), every run of letters and digit placeholders is a
 * date or time token.
 *
 * @example
 *   isDateFormat('dd/mm/yyyy;@') // true
 *   isDateFormat('0.00') // false
 */
export function isDateFormat(formatCode: string): boolean {
  const code = formatCode.toLowerCase().replace(/;@$/, '').replace(/\\./g, ' ');
  return code.split(';').some((section) => {
    const plain = section.replace(/"[^"]*"/g, ' ')
      .replace(/(\[?[smhd]{1,2}\]?)[.,]0{1,3}/g, '$1')
      .replace(/\[([smhd]{1,2})\]/g, '$1')
      .replace(/\[[^\]]*\]/g, '');
    const tokens = plain.split(/[^a-z0#?%]+/).filter((token) => token !== '');
    return tokens.length > 0 && tokens.every((token) => DATE_TOKENS.has(token));
  });
}

/** `_xHHHH_`, how a workbook's strings write a character XML cannot hold; `_x005F_` is a literal underscore. */
function unescapedString(text: string): string {
  return text.includes('_x') ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16))) : text;
}

/** The text of the `<t>` elements of a string item (`<si>`, `<is>`), phonetic runs (`<rPh>`) left out. */
function itemText(item: string): string {
  const runs = item.includes('rPh') ? item.replace(/<(?:[\w.-]+:)?rPh\b[\s\S]*?<\/(?:[\w.-]+:)?rPh>/g, '') : item;
  let text = '';
  for (const [, , body] of runs.matchAll(/<(?:[\w.-]+:)?t(\s[^>]*)?>([^<]*)<\/(?:[\w.-]+:)?t>/g)) text += body ?? '';
  return unescapedString(xmlText(text));
}

/** The shared strings of `xl/sharedStrings.xml`, in order (an empty one may be written `<si/>` or `<si />`). */
function sharedStrings(xml: string): string[] {
  const strings: string[] = [];
  for (const [, inner] of xml.matchAll(/<(?:[\w.-]+:)?si(?:\s[^>]*?)?(?:\/>|>([\s\S]*?)<\/(?:[\w.-]+:)?si>)/g)) {
    strings.push(inner === undefined ? '' : itemText(inner));
  }
  return strings;
}

/** Per style index (`s` of a cell), whether its number format shows a date. */
export function dateStyles(stylesXml: string): boolean[] {
  return cellStyleFormats(stylesXml).map(({ id, code }) => (code !== undefined ? isDateFormat(code) : BUILT_IN_DATE_FORMATS.has(id)));
}

// One cell: its start tag's attributes, and its content when it is not empty.
const CELL = /<(?:[\w.-]+:)?c(\s[^>]*?)?(?:\/>|>([\s\S]*?)<\/(?:[\w.-]+:)?c>)/g;
const ROW = /<(?:[\w.-]+:)?row(\s[^>]*?)?(?:\/>|>([\s\S]*?)<\/(?:[\w.-]+:)?row>)/g;
const VALUE = /<(?:[\w.-]+:)?v(?:\s[^>]*)?>([^<]*)<\/(?:[\w.-]+:)?v>/;
const INLINE = /<(?:[\w.-]+:)?is(?:\s[^>]*)?>([\s\S]*?)<\/(?:[\w.-]+:)?is>/;
const REFERENCE = /^([A-Za-z]{1,3})(\d+)$/;
// A cell's or row's own attributes, read often: compiled once.
const R = /\sr=(?:"([^"]*)"|'([^']*)')/;
const T = /\st=(?:"([^"]*)"|'([^']*)')/;
const S = /\ss=(?:"([^"]*)"|'([^']*)')/;
const valueOf = (attributes: string, pattern: RegExp): string | undefined => {
  const match = pattern.exec(attributes);
  return match === null ? undefined : match[1] ?? match[2];
};

interface CellContext {
  strings: readonly string[];
  dates: readonly boolean[];
  date1904: boolean;
}

/**
 * A cell whose value is not what its type says (a shared string the workbook does not have, a TRUE/FALSE cell holding
 * 2, an unknown type, a style the workbook does not define), or a row or cell written before one it follows: what
 * read-excel-file refuses a workbook for, refused here too, with the sheet and cell named.
 */
export class CellInvalidError extends Error {
  /** `place`: "cell A2" or "row 3"; `problem`: what is wrong with it ("refers to shared string 7, …"). */
  constructor(readonly sheet: string, readonly place: string, readonly problem: string) {
    super(`sheet ${sheet}, ${place} ${problem}`);
    this.name = 'CellInvalidError';
  }
}

/** A cell's problem, before the sheet is known (`sheetRows` adds it). */
class CellProblem extends Error {
  constructor(readonly place: string, readonly problem: string) {
    super(`${place} ${problem}`);
  }
}

// The cell types of ECMA-376 (18.18.11), as read-excel-file knows them.
const CELL_TYPES = new Set(['n', 's', 'str', 'inlineStr', 'b', 'e', 'd']);

/** One cell's value, as read-excel-file gives it; refused (`CellProblem`) where read-excel-file refuses the workbook. */
function cellValue(attributes: string, content: string | undefined, context: CellContext, ref: string): unknown {
  const type = valueOf(attributes, T) ?? 'n';
  if (!CELL_TYPES.has(type)) throw new CellProblem(`cell ${ref}`, `has the type "${type}", which no spreadsheet cell has`);
  if (type === 'inlineStr') {
    const inline = content === undefined ? undefined : INLINE.exec(content)?.[1];
    return inline === undefined ? null : itemText(inline);
  }
  const raw = content === undefined ? undefined : VALUE.exec(content)?.[1];
  // A cell with no value is blank, whatever its type (read-excel-file repairs it so).
  if (raw === undefined || raw === '') return null;
  switch (type) {
    case 's': {
      // An index of white space is no index (read-excel-file's `Number(" ")` made it string 0, the first header).
      if (raw.trim() === '') return null;
      const text = context.strings[Number(raw)];
      if (text === undefined) throw new CellProblem(`cell ${ref}`, `refers to shared string ${raw}, and the workbook has ${context.strings.length === 0 ? 'none' : `only 0 to ${context.strings.length - 1}`}`);
      return text;
    }
    case 'str':
      return unescapedString(xmlText(raw));
    case 'b':
      if (raw !== '1' && raw !== '0') throw new CellProblem(`cell ${ref}`, `is a TRUE/FALSE cell holding "${xmlText(raw)}"`);
      return raw === '1';
    case 'e':
      return null;
    case 'd': {
      const date = new Date(xmlText(raw));
      if (Number.isNaN(date.getTime())) throw new CellProblem(`cell ${ref}`, `is a date cell holding "${xmlText(raw)}", which is no date`);
      return date;
    }
    default: {
      const given = valueOf(attributes, S);
      const style = Number(given ?? 0);
      if (given !== undefined && given !== '' && context.dates[style] === undefined) {
        throw new CellProblem(`cell ${ref}`, `has style ${given}, and the workbook defines ${context.dates.length === 0 ? 'no styles' : `only 0 to ${context.dates.length - 1}`}`);
      }
      if (context.dates[style] === true) {
        const serial = Number(raw) + (context.date1904 ? DATE_1904_SHIFT : 0);
        return new Date(Math.floor((serial - UNIX_EPOCH_SERIAL) * DAY_MS));
      }
      return new StoredNumber(raw);
    }
  }
}

/**
 * A worksheet's rows from row 1 (missing rows empty), each its cells from column A (missing cells null). A row or cell
 * written after one it should precede is refused (`CellProblem`), as read-excel-file refuses it: read on, its values
 * would land in the wrong row.
 */
function sheetRows(xml: string, context: CellContext, onRows?: (rows: number) => void): unknown[][] {
  const rows: unknown[][] = [];
  let elements = 0;
  for (const [, rowAttributes = '', rowContent] of xml.matchAll(ROW)) {
    if (onRows !== undefined && ++elements % PROGRESS_ROWS === 0) onRows(elements);
    const given = Number(valueOf(rowAttributes, R));
    const numbered = valueOf(rowAttributes, R) !== undefined && Number.isInteger(given);
    if (numbered && given <= rows.length) throw new CellProblem(`row ${given}`, `comes after row ${rows.length} in the sheet's file`);
    const number = numbered ? given : rows.length + 1;
    while (rows.length < number - 1) rows.push([]);
    const row: unknown[] = [];
    if (rowContent !== undefined) {
      // A cell without a reference is the column after the last cell, blank or not (the format's rule).
      let column = -1;
      for (const [, cellAttributes = '', cellContent] of rowContent.matchAll(CELL)) {
        const reference = REFERENCE.exec(valueOf(cellAttributes, R) ?? '');
        const at = reference === null ? column + 1 : columnIndex(reference[1]!) ?? column + 1;
        if (at <= column) throw new CellProblem(`cell ${columnLetter(at)}${number}`, `comes after ${columnLetter(column)}${number} in the sheet's file`);
        column = at;
        const value = cellValue(cellAttributes, cellContent, context, `${columnLetter(column)}${number}`);
        if (value === null) continue;
        while (row.length < column) row.push(null);
        row[column] = value;
      }
    }
    rows.push(row);
  }
  onRows?.(elements);
  return rows;
}

/**
 * Every sheet of a workbook with its rows of cells, in workbook order, read from the XML directly.
 *
 * @example
 *   const sheets = await readSheetCells(await readFile('/data/customers.xlsx'))
 *   sheets[0]?.data[1] // ['Caitlin Myers', StoredNumber { raw: '3125550101' }, …]
 */
export async function readSheetCells(bytes: Uint8Array, onRows?: (rows: number) => void): Promise<{ sheet: string; data: unknown[][] }[]> {
  // The workbook's XML parts only: not its images, printer settings or embedded files.
  const parts = unzipSync(bytes, { filter: (file) => file.name.startsWith('xl/') && /\.(?:xml|rels)$/i.test(file.name) });
  const text = (name: string): string | undefined => (parts[name] === undefined ? undefined : strFromU8(parts[name]!));
  const workbook = text('xl/workbook.xml');
  if (workbook === undefined) throw new Error('the workbook has no xl/workbook.xml');
  const targets = new Map<string, string>();
  let sharedStringsPart = 'xl/sharedStrings.xml';
  let stylesPart = 'xl/styles.xml';
  for (const [element] of (text('xl/_rels/workbook.xml.rels') ?? '').matchAll(/<(?:[\w.-]+:)?Relationship\s[^>]*>/g)) {
    const id = attribute(element, 'Id');
    const target = attribute(element, 'Target');
    const type = attribute(element, 'Type') ?? '';
    if (id === undefined || target === undefined) continue;
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    targets.set(id, path);
    if (type.endsWith('/sharedStrings')) sharedStringsPart = path;
    if (type.endsWith('/styles')) stylesPart = path;
  }
  const workbookPr = /<(?:[\w.-]+:)?workbookPr\s[^>]*>/.exec(workbook)?.[0] ?? '';
  const date1904 = ['1', 'true'].includes(attribute(workbookPr, 'date1904') ?? '');
  const context: CellContext = { strings: sharedStrings(text(sharedStringsPart) ?? ''), dates: dateStyles(text(stylesPart) ?? ''), date1904 };
  const sheets: { sheet: string; data: unknown[][] }[] = [];
  // (The rows of the sheets before, for `onRows`: it counts the rows of all sheets. The workbook is unzipped and its
  // strings read by now, a second of a long one.)
  let rowsBefore = 0;
  onRows?.(0);
  for (const [element] of workbook.matchAll(/<(?:[\w.-]+:)?sheet\s[^>]*>/g)) {
    const name = attribute(element, 'name');
    const id = /\s[\w.-]+:id=(?:"([^"]*)"|'([^']*)')/.exec(element);
    const part = targets.get(xmlText(id?.[1] ?? id?.[2] ?? ''));
    const xml = part === undefined ? undefined : text(part);
    if (name === undefined || xml === undefined) continue;
    try {
      let sheetRowsRead = 0;
      sheets.push({ sheet: name, data: sheetRows(xml, context, onRows === undefined ? undefined : (rows) => onRows(rowsBefore + (sheetRowsRead = rows))) });
      rowsBefore += sheetRowsRead;
    } catch (error) {
      throw error instanceof CellProblem ? new CellInvalidError(name, error.place, error.problem) : error;
    }
  }
  return sheets;
}
