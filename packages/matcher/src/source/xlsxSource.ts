// XLSX source: read-excel-file for the cells, with numbers kept as stored and dates as ISO dates.
import { readFile } from 'node:fs/promises';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { messages } from '../messages.js';
import type { Issue } from '../types.js';
import { rowElements, rowsWithValues, workbookWithReferences } from './cellReferences.js';
import { cellText, StoredNumber } from './cellText.js';
import { leapDayShown } from './leapDay1900.js';
import { columnLetter } from './columnLetter.js';
import { paddedCells, paddedStyles, zeroPadding } from './paddedNumbers.js';
import { BUILT_IN_PERCENT_FORMATS, percentShown } from './percentNumbers.js';
import { BUILT_IN_CURRENCY_FORMATS, currencyShown } from './currencyNumbers.js';
import { BUILT_IN_DECIMAL_FORMATS, decimalsShown } from './decimalNumbers.js';
import { wordsShown } from './wordNumbers.js';
import { CellInvalidError, dateStyles, readSheetCells } from './sheetCells.js';
import { undatedSerials } from './undatedSerials.js';
import { elapsedCells, elapsedStyles } from './elapsedTimes.js';
import { negativeTimes, timeStyles } from './negativeTimes1904.js';
import { daysPastTimes, timeOfDayStyles } from './timesOfDay.js';
import { hiddenColumnNames, hiddenParts, type HiddenParts } from './hiddenRows.js';
import { columnDateOrders, dateOrderStyles } from './dateFormats.js';
import { attribute, cellStyleFormats, xmlText } from './xmlAttribute.js';
import { CFB_MAGIC, startsWith, ZIP_MAGIC } from './fileMagic.js';
import { markupKind } from './markupKind.js';
import { compoundFileKind, zipKind } from './containerKind.js';
import type { SourceOutcome } from './RawSheet.js';
import type { DayOrder } from '../normalise/dates.js';
import { withoutControls, type ControlCells } from './controlCharacters.js';
import { fillMergedRanges, tallMergedRanges, wideMergedRanges, type MergedRange } from './mergedCells.js';
import { uncomputedFormulas } from './formulaCells.js';
import { spacedStringCells } from './spacedStringCells.js';
import { sheetTables, type TableRows, type TotalsRow } from './tableTotals.js';


/**
 * Reads a workbook's sheets and cells (read-excel-file; a test may pass another). `onRows`, when the reader reads row
 * by row (`readSheetCells`), is told the rows of all sheets read so far.
 */
export type WorkbookReader = (bytes: Buffer, onRows?: (rows: number) => void) => Promise<{ sheet: string; data?: unknown[][] }[]>;

// Imported at the first workbook read: it is the matcher's costliest dependency to load (0.3 s of each Jest test file,
// and of each command that reads no workbook, such as a flow's `validate` or `run` over a CSV).
const readCells: WorkbookReader = async (bytes) => {
  const { default: readXlsxFile } = await import('read-excel-file/node');
  return readXlsxFile<StoredNumber>(bytes, { parseNumber: (raw) => new StoredNumber(raw) });
};

/**
 * Sheets longer than this are read from their XML directly (`readSheetCells`), not by read-excel-file, which copies
 * its rows again for each chunk of a sheet's XML and recurses once per chunk: on this project's 2-core machine, busy,
 * 100,000 rows took it 5-21 s and 150,000 overflowed its stack; the direct reader reads 200,000 rows in 6-7 s.
 */
export const DIRECT_READ_ROWS = 20_000;

/**
 * The reader for a workbook whose longest sheet has `longestSheetRows` rows: read-excel-file, or the direct reader
 * past `DIRECT_READ_ROWS`, or when a sheet holds a cell in column AAA (703) or past it (`farColumns`): read-excel-file
 * gives every row as many cells as the widest, so a stray cell in column XFD made 16,384 of each row (6,000 rows
 * took 77 s and 2.1 GB; 20,000 more memory than a process has), where the direct reader keeps each row to its cells.
 */
export function workbookReaderFor(longestSheetRows: number, farColumns = false): WorkbookReader {
  return longestSheetRows > DIRECT_READ_ROWS || farColumns ? readSheetCells : readCells;
}

// A cell reference in a column of three letters (AAA, 703, and past it): a cheap test of a sheet's XML.
const FAR_COLUMN_CELL = /<(?:[\w.-]+:)?c\s[^>]*?\br=["'][A-Za-z]{3}\d/;

/** All sheets of one workbook, in workbook order, or the issues that stop it being read. */
export type Workbook =
  | { ok: true; sheets: ({ name: string; rows: string[][]; lineNumbers: number[]; controlCells: ControlCells; invalid?: { place: string; problem: string } } & SheetFacts)[] }
  | { ok: false; issues: Issue[] };

/**
 * Reads every sheet of a workbook as rows of strings (empty rows dropped, line numbers kept).
 *
 * @example
 *   const book = await readWorkbook('/data/customers.xlsx', 'customers.xlsx')
 *   if (book.ok) console.log(book.sheets.map((s) => s.name))
 */
export async function readWorkbook(path: string, file: string, reader?: WorkbookReader, onRows?: (rows: number, totalRows: number) => void): Promise<Workbook> {
  const fail = (code: Issue['code'], message: string): Workbook => ({
    ok: false,
    issues: [{ code, severity: 'error', path: file, file, message }],
  });
  const bytes = await readFile(path);
  if (bytes.length === 0) return fail('FILE_EMPTY', messages.fileEmpty(file));
  if (startsWith(bytes, CFB_MAGIC)) {
    // (A workbook saved with a password, and an Excel 97-2003 one, are both Compound Files: their fixes differ.)
    const kind = compoundFileKind(bytes);
    return fail('XLSX_ENCRYPTED', kind === 'password-protected' ? messages.xlsxPasswordProtected(file) : kind === 'xls' ? messages.xlsxIsXls(file) : messages.xlsxEncrypted(file));
  }
  if (!startsWith(bytes, ZIP_MAGIC)) {
    // A web page or an XML spreadsheet named .xlsx (a web application's "Export to Excel") is said to be one.
    const markup = markupKind(bytes.subarray(0, 512));
    return fail('XLSX_NOT_ZIP', markup === 'html' ? messages.workbookIsHtml(file, '.xlsx') : markup === 'spreadsheetml' ? messages.isSpreadsheetMl(file) : messages.xlsxNotZip(file));
  }
  // A workbook is read whole into memory, and blocks the process while it is read: a sheet past the limit is refused
  // before it is read.
  let facts = sheetFacts(bytes);
  // A zip without a workbook's parts may be another program's file named .xlsx (a LibreOffice .ods, a Word document).
  const otherKind = facts.size === 0 ? zipKind(bytes) : undefined;
  if (otherKind !== undefined) return fail('FILE_TYPE_UNSUPPORTED', messages.zipIsNoWorkbook(file, otherKind));
  for (const [sheet, { rowCount, valueRowCount = rowCount }] of facts) {
    if (valueRowCount > XLSX_MAX_SHEET_ROWS) return fail('FILE_TOO_LARGE', messages.xlsxTooLong(file, sheet, valueRowCount, XLSX_MAX_SHEET_ROWS));
  }
  // A workbook of chart sheets alone (its data sheet deleted) has no cell to read, and read-excel-file fails on it:
  // its sheets are listed as they are, for the lookup to say what they are.
  if (facts.size > 0 && [...facts.values()].every(({ chart }) => chart)) {
    return { ok: true, sheets: [...facts].map(([name, known]) => ({ name, rows: [], lineNumbers: [], controlCells: { count: 0, listed: [] }, ...known })) };
  }
  const read = reader ?? workbookReaderFor(Math.max(0, ...[...facts.values()].map(({ rowCount }) => rowCount)), [...facts.values()].some(({ farColumns }) => farColumns));
  // (A load's progress: the rows of the sheets' XML read, of all of them.)
  const totalRows = [...facts.values()].reduce((sum, { rowCount }) => sum + rowCount, 0);
  const rowsRead = onRows === undefined ? undefined : (rows: number) => onRows(Math.min(rows, totalRows), totalRows);
  rowsRead?.(0);
  // A sheet holding a cell neither reader reads is refused alone, named with its cell: the workbook is read again
  // without it, so the lookups on its other sheets work (a broken cell in a "Notes" sheet does not stop "Customers").
  const invalidSheets = new Map<string, CellInvalidError>();
  let readable: Uint8Array = bytes;
  let sheets: { sheet: string; data?: unknown[][] }[] | undefined;
  let book: Uint8Array = bytes;
  while (sheets === undefined) {
    const attempt = await readOnce(read, readable, rowsRead);
    if ('sheets' in attempt) {
      sheets = attempt.sheets;
      if (attempt.referenced) book = attempt.book;
      break;
    }
    const failure = attempt.failure;
    // read-excel-file parses a sheet's XML in chunks by recursion, one call deeper per chunk: a big sheet (a million
    // rows) overflows the stack. That is not damage, and the fix is another format. Otherwise it starts like a
    // zip, so whatever failed is damage inside it: a cell neither reader reads is named, sheet and cell, whichever
    // reader met it (read-excel-file says only its row and column number).
    if (tooDeep(failure)) return fail('FILE_TOO_LARGE', messages.xlsxTooDeep(file));
    const invalid = failure instanceof CellInvalidError ? failure : await invalidCell(readable);
    const without = invalid === undefined || invalidSheets.has(invalid.sheet) ? undefined : workbookWithoutSheet(readable, invalid.sheet);
    if (invalid === undefined || without === undefined) {
      const first = invalid ?? [...invalidSheets.values()][0];
      return first !== undefined
        ? fail('XLSX_CELL_INVALID', messages.xlsxCellInvalid(file, first.sheet, first.place, first.problem))
        : fail('XLSX_CORRUPT', messages.xlsxCorrupt(file, failure instanceof Error ? failure.message : String(failure)));
    }
    invalidSheets.set(invalid.sheet, invalid);
    readable = without;
  }
  const workbookFacts = facts;
  if (book !== bytes) facts = sheetFacts(book);
  // (read-excel-file gives a chart sheet, which holds no cells, no data at all.)
  const readSheets = sheets.map(({ sheet, data = [] }) => {
    const rows: string[][] = [];
    const lineNumbers: number[] = [];
    const shown = facts.get(sheet)?.shownCells;
    const spaced = facts.get(sheet)?.spacedStrings;
    const countedDates = facts.get(sheet)?.isoDateCells !== true;
    const undatedCells = facts.get(sheet)?.undatedSerials;
    const elapsedTimes = facts.get(sheet)?.elapsedTimes;
    const dayTimes = facts.get(sheet)?.daysPastTimes;
    const negatives = facts.get(sheet)?.negativeTimes;
    const controlCells: ControlCells = { count: 0, listed: [] };
    // (read-excel-file gives every row the sheet's width: one stray cell in column XFD made 16,384 cells of each row.)
    const sheetTexts = data.map((cells, index) => cells.slice(0, filledLength(cells)).map((cell, column) => {
      const ref = `${columnLetter(column)}${index + 1}`;
      const code = shown === undefined || shown.size === 0 || !(cell instanceof StoredNumber) ? undefined : shown.get(ref);
      // (A shared string referred to by a space is blank, not the workbook's first string: `spacedStringCells.ts`.)
      // (Serials 1-60 of the 1900 date system, a day early as counted: `leapDay1900.ts`. A sheet of ISO date cells,
      // `t="d"`, which no count puts a day early, and a 1904 workbook, whose serials start in 1904, keep them.)
      const leapDay = cell instanceof Date && countedDates ? leapDayShown(cell) : undefined;
      // (A number under a date format that no date shows, past 9999-12-31, reads as the number: `undatedSerials.ts`.)
      const undated = cell instanceof Date && undatedCells !== undefined && undatedCells.size > 0 ? undatedCells.get(ref) : undefined;
      // (A duration under an elapsed-time format, `[h]:mm`, reads as the sheet shows it: `elapsedTimes.ts`.)
      const elapsed = cell instanceof Date && elapsedTimes !== undefined && elapsedTimes.size > 0 ? elapsedTimes.get(ref) : undefined;
      // (A day or more under a time-of-day format, 1.25 under `h:mm`, reads as the time the sheet shows: `timesOfDay.ts`.)
      const dayTime = cell instanceof Date && dayTimes !== undefined && dayTimes.size > 0 ? dayTimes.get(ref) : undefined;
      // (A negative time in a 1904 workbook reads as Excel shows it, "-06:00:00": `negativeTimes1904.ts`.)
      const negative = negatives !== undefined && negatives.size > 0 ? negatives.get(ref) : undefined;
      const text = spaced !== undefined && spaced.size > 0 && spaced.has(ref) ? '' : negative ?? (undated !== undefined ? cellText(new StoredNumber(undated)) : elapsed ?? dayTime ?? leapDay ?? cellText(cell));
      // (`_x0007_` in the workbook's XML is a BEL in the cell.)
      const clean = withoutControls(text, ref, controlCells);
      return code === undefined ? clean : shownNumber(code)(clean);
    }));
    const merged = facts.get(sheet)?.mergedRanges;
    if (merged !== undefined && merged.length > 0) fillMergedRanges(sheetTexts, merged);
    sheetTexts.forEach((texts, index) => {
      if (texts === undefined || texts.every((text) => text === '')) return;
      rows.push(texts);
      lineNumbers.push(index + 1);
    });
    return { name: sheet, rows, lineNumbers, controlCells, ...(facts.get(sheet) ?? noSheetFacts(data.length)) };
  });
  rowsRead?.(totalRows);
  if (invalidSheets.size === 0) return { ok: true, sheets: readSheets };
  // The refused sheets keep their places in the workbook's order (the first one shown is read by default).
  const byName = new Map(readSheets.map((sheet) => [sheet.name, sheet]));
  const names = [...new Set([...workbookFacts.keys(), ...invalidSheets.keys(), ...byName.keys()])];
  const ordered = names.flatMap((name) => {
    const refused = invalidSheets.get(name);
    if (refused !== undefined) {
      const known = workbookFacts.get(name) ?? noSheetFacts(0);
      return [{ name, rows: [], lineNumbers: [], controlCells: { count: 0, listed: [] }, ...known, invalid: { place: refused.place, problem: refused.problem } }];
    }
    const sheet = byName.get(name);
    return sheet === undefined ? [] : [sheet];
  });
  return { ok: true, sheets: ordered };
}

/** How many of a row's cells there are up to its last one holding a value (null and undefined hold none). */
function filledLength(cells: readonly unknown[]): number {
  let end = cells.length;
  while (end > 0 && (cells[end - 1] === null || cells[end - 1] === undefined)) end -= 1;
  return end;
}

/** One read of a workbook, given the rows' and cells' references a writer left out if the first read fails. */
async function readOnce(read: WorkbookReader, bytes: Uint8Array, onRows?: (rows: number) => void): Promise<{ sheets: { sheet: string; data?: unknown[][] }[]; referenced: boolean; book: Uint8Array } | { failure: unknown }> {
  try {
    return { sheets: await read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), onRows), referenced: false, book: bytes };
  } catch (error) {
    // A writer may leave out the rows' and cells' references, which read-excel-file needs: given them, it is read
    // again (only after a failure, so a workbook that reads costs nothing more).
    const referenced = tooDeep(error) ? undefined : workbookWithReferences(bytes);
    if (referenced === undefined) return { failure: error };
    try {
      return { sheets: await read(Buffer.from(referenced.buffer, referenced.byteOffset, referenced.byteLength), onRows), referenced: true, book: referenced };
    } catch (again) {
      return { failure: again };
    }
  }
}

/** The workbook without one sheet (its entry in `xl/workbook.xml` removed), or undefined when it cannot be found. */
function workbookWithoutSheet(bytes: Uint8Array, sheet: string): Uint8Array | undefined {
  try {
    const parts = unzipSync(bytes);
    const workbook = parts['xl/workbook.xml'];
    if (workbook === undefined) return undefined;
    const xml = strFromU8(workbook);
    const entry = [...xml.matchAll(/<(?:[\w.-]+:)?sheet\s[^>]*>/g)].find(([element]) => attribute(element, 'name') === sheet)?.[0];
    if (entry === undefined) return undefined;
    parts['xl/workbook.xml'] = strToU8(xml.replace(entry, ''));
    return zipSync(parts);
  } catch {
    return undefined;
  }
}

/** The first cell of a workbook the direct reader refuses, with its sheet: where a failed read-excel-file failed. */
async function invalidCell(bytes: Uint8Array): Promise<CellInvalidError | undefined> {
  try {
    await readSheetCells(bytes);
    return undefined;
  } catch (error) {
    return error instanceof CellInvalidError ? error : undefined;
  }
}

/** A sheet's name as a user writes it: case aside, spaces of any kind one space, none around it. */
const spacedAlike = (name: string): string => name.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The style indexes of `xl/styles.xml` whose number format shows a number otherwise than stored (zeros padding it, a
 * percentage, an amount in a currency, fixed decimals: Excel's built-in `0%`, `0.00%`, currency, `0.00` and `#,##0.00`
 * formats too; words alone, `"Yes";"Yes";"No"`), with the format code.
 */
function shownNumberStyles(stylesXml: string): Map<number, string> {
  const styles = paddedStyles(stylesXml);
  cellStyleFormats(stylesXml).forEach(({ id, code }, index) => {
    const format = code ?? BUILT_IN_PERCENT_FORMATS.get(id) ?? BUILT_IN_CURRENCY_FORMATS.get(id) ?? BUILT_IN_DECIMAL_FORMATS.get(id);
    if (format !== undefined && (percentShown(format) ?? currencyShown(format) ?? decimalsShown(format) ?? wordsShown(format)) !== undefined) styles.set(index, format);
  });
  return styles;
}

/** What a number format of `shownNumberStyles` makes of a stored number's digits. */
const shownNumber = (formatCode: string): ((stored: string) => string) => zeroPadding(formatCode) ?? percentShown(formatCode) ?? currencyShown(formatCode) ?? decimalsShown(formatCode) ?? wordsShown(formatCode)!;

/** What read-excel-file does not report about a sheet. */
export interface SheetFacts {
  /** `state="hidden"` or `"veryHidden"` in `xl/workbook.xml`. */
  hidden: boolean;
  /** A chart sheet (Excel's "Move Chart > New sheet"): a chart filling the sheet, and no cells. */
  chart: boolean;
  /** How many cells hold an Excel error (`#N/A`, `#REF!`…: a formula that failed), which read as blank. */
  errorCount: number;
  /** The first few of them, in sheet order. */
  errorCells: { ref: string; error: string }[];
  /** How many `<row>` elements the sheet's XML holds (rows with content and empty ones alike). */
  rowCount: number;
  /**
   * Of those, how many hold a cell with a value, counted only past `XLSX_MAX_SHEET_ROWS` row elements: rows of
   * formatting alone far below a table (a height or a border set on every row) take no room once read.
   */
  valueRowCount?: number;
  /**
   * Numeric cells the sheet shows otherwise than stored, and read as shown: with leading zeros (a ZIP code 02134 stored
   * as 2134), as a percentage (0.15 as 15%), or as an amount in a currency (1234.5 as $1,234.50): reference → number format.
   */
  shownCells: Map<string, string>;
  /** Columns (0-based) whose date cells all display dates in one order (`dd/mm/yyyy`: day first), with that order. */
  dateOrders: Map<number, DayOrder>;
  /** Merged ranges over more than one row, read as their value in each of their cells (`mergedCells.ts`). */
  mergedRanges: MergedRange[];
  /** Merged ranges within one row over several columns, left in their first cell (a title; a group over a header). */
  wideRanges: MergedRange[];
  /** Cells holding a formula and no computed value, which read blank (`formulaCells.ts`): counted, the first named. */
  uncomputed: { count: number; cells: string[] };
  /** Shared-string cells whose value is a space, which read blank (`spacedStringCells.ts`): their references. */
  spacedStrings: Set<string>;
  /** The total rows of the Excel tables on the sheet (`tableTotals.ts`): no records. */
  totalsRows: TotalsRow[];
  /** The rows the Excel tables on the sheet cover: their last row is a record unless it is a total row. */
  tableRows: TableRows[];
  /** Whether the sheet holds date cells written as ISO text (`t="d"`), not as serials. */
  isoDateCells: boolean;
  /** Numbers under a date format that no date shows (`undatedSerials.ts`): reference → the number stored. */
  undatedSerials: Map<string, string>;
  /** Durations under an elapsed-time format (`elapsedTimes.ts`): reference → the duration as the sheet shows it. */
  elapsedTimes: Map<string, string>;
  /** Numbers of a day or more under a format of a time of day (`timesOfDay.ts`): reference → "06:00:00". */
  daysPastTimes: Map<string, string>;
  /** In a workbook of the 1904 date system, negative times (`negativeTimes1904.ts`): reference → "-06:00:00". */
  negativeTimes: Map<string, string>;
  /** The rows and columns the sheet hides, read like any others (`hiddenRows.ts`). */
  hiddenParts: HiddenParts;
  /** Whether a cell of the sheet is in column AAA or past it (`workbookReaderFor`). */
  farColumns: boolean;
}

/** A sheet's row elements, and past the limit those holding a value (counting them costs a pass over the sheet's XML). */
function rowCounts(xml: string | undefined): { rowCount: number; valueRowCount?: number } {
  const rowCount = xml === undefined ? 0 : rowElements(xml);
  return xml === undefined || rowCount <= XLSX_MAX_SHEET_ROWS ? { rowCount } : { rowCount, valueRowCount: rowsWithValues(xml) };
}

/** The facts of a sheet the workbook's XML says nothing about: none of anything, `rowCount` rows. */
function noSheetFacts(rowCount: number): SheetFacts {
  return { hidden: false, chart: false, errorCount: 0, errorCells: [], rowCount, shownCells: new Map(), dateOrders: new Map(), mergedRanges: [], wideRanges: [], uncomputed: { count: 0, cells: [] }, spacedStrings: new Set(), totalsRows: [], tableRows: [], isoDateCells: false, undatedSerials: new Map(), elapsedTimes: new Map(), daysPastTimes: new Map(), negativeTimes: new Map(), hiddenParts: NOTHING_HIDDEN, farColumns: false };
}

const NOTHING_HIDDEN: HiddenParts = { rows: [], columns: [], filtered: false };

const ERROR_CELLS_NAMED = 3;
/** The most rows a worksheet may hold to be read (`readWorkbook`): past it, the workbook is refused, CSV asked for. */
export const XLSX_MAX_SHEET_ROWS = 200_000;
// A cell's <v> after an optional <f>…</f> or <f …/>.
const CELL_VALUE = /^(?:<(?:[\w.-]+:)?f\b[^>]*\/>|<(?:[\w.-]+:)?f\b[^>]*>[^<]*<\/(?:[\w.-]+:)?f>)?<(?:[\w.-]+:)?v>([^<]*)</;

/**
 * Per sheet name: whether the workbook hides the sheet, and its cells holding an Excel error. Only the workbook's
 * sheet list, its relationships and each sheet's XML are unzipped (one at a time); a workbook laid out otherwise, or
 * damaged (the reader reports that), yields nothing.
 *
 * @example
 *   sheetFacts(await readFile('/data/customers.xlsx')).get('Lists') // { hidden: true, errorCount: 0, errorCells: [] }
 */
export function sheetFacts(bytes: Uint8Array): Map<string, SheetFacts> {
  const facts = new Map<string, SheetFacts>();
  const workbook = zipPart(bytes, 'xl/workbook.xml');
  if (workbook === undefined) return facts;
  const targets = new Map<string, string>();
  const charts = new Set<string>();
  for (const [element] of (zipPart(bytes, 'xl/_rels/workbook.xml.rels') ?? '').matchAll(/<(?:[\w.-]+:)?Relationship\s[^>]*>/g)) {
    const id = attribute(element, 'Id');
    const target = attribute(element, 'Target');
    if (id !== undefined && target !== undefined) targets.set(id, target.startsWith('/') ? target.slice(1) : `xl/${target}`);
    if (id !== undefined && (attribute(element, 'Type') ?? '').endsWith('/chartsheet')) charts.add(id);
  }
  const stylesXml = zipPart(bytes, 'xl/styles.xml') ?? '';
  const shownFormats = shownNumberStyles(stylesXml);
  const dateOrdersByStyle = dateOrderStyles(stylesXml);
  const styleShowsDate = dateStyles(stylesXml);
  const styleShowsElapsed = elapsedStyles(stylesXml);
  const styleShowsTime = timeStyles(stylesXml);
  const styleShowsTimeOfDay = timeOfDayStyles(stylesXml);
  const workbookPr = /<(?:[\w.-]+:)?workbookPr\s[^>]*>/.exec(workbook)?.[0] ?? '';
  const date1904 = ['1', 'true'].includes(attribute(workbookPr, 'date1904') ?? '');
  for (const [element] of workbook.matchAll(/<(?:[\w.-]+:)?sheet\s[^>]*>/g)) {
    const name = attribute(element, 'name');
    if (name === undefined) continue;
    const state = attribute(element, 'state');
    // The relationship id, under whatever prefix the writer bound (`r:id` as a rule).
    const id = /\s[\w.-]+:id=(?:"([^"]*)"|'([^']*)')/.exec(element);
    const relationship = xmlText(id?.[1] ?? id?.[2] ?? '');
    const part = targets.get(relationship);
    const xml = part === undefined ? undefined : zipPart(bytes, part);
    facts.set(name, {
      hidden: state === 'hidden' || state === 'veryHidden',
      chart: charts.has(relationship),
      ...errorCells(xml),
      ...rowCounts(xml),
      shownCells: xml === undefined ? new Map() : paddedCells(xml, shownFormats),
      dateOrders: xml === undefined ? new Map() : columnDateOrders(xml, dateOrdersByStyle),
      mergedRanges: xml === undefined ? [] : tallMergedRanges(xml),
      wideRanges: xml === undefined ? [] : wideMergedRanges(xml),
      uncomputed: xml === undefined ? { count: 0, cells: [] } : uncomputedFormulas(xml),
      spacedStrings: xml === undefined ? new Set() : spacedStringCells(xml),
      isoDateCells: xml !== undefined && (xml.includes(' t="d"') || xml.includes(" t='d'")),
      undatedSerials: xml === undefined ? new Map() : undatedSerials(xml, styleShowsDate, date1904),
      elapsedTimes: xml === undefined ? new Map() : elapsedCells(xml, styleShowsElapsed),
      daysPastTimes: xml === undefined ? new Map() : daysPastTimes(xml, styleShowsTimeOfDay),
      negativeTimes: xml === undefined || !date1904 ? new Map() : negativeTimes(xml, styleShowsTime),
      hiddenParts: xml === undefined ? NOTHING_HIDDEN : hiddenParts(xml),
      farColumns: xml !== undefined && FAR_COLUMN_CELL.test(xml),
      ...(part === undefined ? { totalsRows: [], tableRows: [] } : sheetTables(part, (name) => zipPart(bytes, name))),
    });
  }
  return facts;
}

/** One part of a zip as text, or undefined when it is missing or the zip cannot be read. */
function zipPart(bytes: Uint8Array, name: string): string | undefined {
  try {
    const part = unzipSync(bytes, { filter: (file) => file.name === name })[name];
    return part === undefined ? undefined : strFromU8(part);
  } catch {
    return undefined;
  }
}

/** The cells of a sheet's XML whose type is an error (`t="e"`), counted, the first few with their reference and value. */
function errorCells(xml: string | undefined): { errorCount: number; errorCells: { ref: string; error: string }[] } {
  const found: { ref: string; error: string }[] = [];
  let errorCount = 0;
  if (xml === undefined) return { errorCount, errorCells: found };
  for (let at = nextErrorType(xml, 0); at >= 0; at = nextErrorType(xml, at + 3)) {
    const open = xml.lastIndexOf('<', at);
    const close = xml.indexOf('>', at);
    if (open < 0 || close < 0 || !/^<(?:[\w.-]+:)?c\s/.test(xml.slice(open, open + 8))) continue;
    errorCount += 1;
    if (found.length === ERROR_CELLS_NAMED) continue;
    // The cell's value follows its formula, if any: <c r="B2" t="e"><f>VLOOKUP(…)</f><v>#N/A</v></c>.
    const value = xml[close - 1] === '/' ? undefined : CELL_VALUE.exec(xml.slice(close + 1, close + 1 + 4096))?.[1];
    found.push({ ref: attribute(xml.slice(open, close + 1), 'r') ?? '?', error: xmlText(value ?? '#ERROR') });
  }
  return { errorCount, errorCells: found };
}

/**
 * Where the next ` t="e"` (or ` t='e'`) is from `from`, -1 when none: one pass over the type attributes, so a sheet
 * of many error cells is still read once.
 */
function nextErrorType(xml: string, from: number): number {
  for (let at = xml.indexOf(' t=', from); at >= 0; at = xml.indexOf(' t=', at + 3)) {
    const quote = xml[at + 3];
    if ((quote === '"' || quote === "'") && xml[at + 4] === 'e' && xml[at + 5] === quote) return at;
  }
  return -1;
}

/**
 * Picks one sheet of a workbook as a source outcome: the one named, hidden or not, else the first worksheet the
 * workbook shows (a hidden first sheet is usually a list the visible ones draw on; a chart sheet holds no cells), else
 * the first worksheet.
 *
 * @example
 *   selectSheet(book, 'customers.xlsx', 'Customers', 1_000_001)
 */
export function selectSheet(book: Workbook, file: string, sheet: string | undefined, rowLimit: number, path = file): SourceOutcome {
  if (!book.ok) return book;
  const worksheets = book.sheets.filter((s) => !s.chart);
  // A name differing in spaces alone is that sheet: a document's values are trimmed, and "Customers " (a space typed
  // after the name in Excel) shows no difference a user could write.
  const chosen = sheet === undefined ? worksheets.find((s) => !s.hidden) ?? worksheets[0] : book.sheets.find((s) => s.name === sheet) ??
    book.sheets.find((s) => s.name.toLowerCase() === sheet.toLowerCase()) ??
    book.sheets.find((s) => spacedAlike(s.name) === spacedAlike(sheet));
  const charts = book.sheets.filter((s) => s.chart).map((s) => s.name);
  if (chosen?.chart === true || (chosen === undefined && sheet === undefined && charts.length > 0)) {
    // A chart sheet named, or a workbook of chart sheets alone: say what they are, and which sheets hold cells.
    const filled = worksheets.filter((s) => s.rows.length > 0).map((s) => s.name);
    return { ok: false, issues: [{ code: 'SHEET_IS_CHART', severity: 'error', path, file, message: messages.sheetIsChart(file, chosen?.name, charts, filled) }] };
  }
  if (chosen === undefined) {
    const names = book.sheets.map((s) => s.name);
    // A number is a name to `sheet`: "2" meant as the second sheet is said to be one, with that sheet's name.
    const byPosition = sheet !== undefined && /^[1-9]\d*$/.test(sheet) ? names[Number(sheet) - 1] : undefined;
    const message = sheet === undefined ? messages.fileEmpty(file) : messages.sheetNotFound(file, sheet, names, byPosition);
    return { ok: false, issues: [{ code: sheet === undefined ? 'FILE_EMPTY' : 'SHEET_NOT_FOUND', severity: 'error', path, file, message }] };
  }
  if (chosen.invalid !== undefined) {
    return { ok: false, issues: [{ code: 'XLSX_CELL_INVALID', severity: 'error', path, file, message: messages.xlsxCellInvalid(file, chosen.name, chosen.invalid.place, chosen.invalid.problem) }] };
  }
  // Chart sheets shown before the sheet read when none is named: it is the first worksheet, not the first sheet.
  const chartsBefore = sheet === undefined ? book.sheets.slice(0, book.sheets.indexOf(chosen)).filter((s) => s.chart && !s.hidden).map((s) => s.name) : [];
  if (chosen.rows.length === 0) {
    // Often a blank default "Sheet1" before the sheet with the table: name the sheets that have rows.
    const filled = book.sheets.filter((s) => s.rows.length > 0).map((s) => s.name);
    return { ok: false, issues: [{ code: 'FILE_EMPTY', severity: 'error', path, file, message: messages.sheetEmpty(file, chosen.name, sheet !== undefined, filled, chartsBefore) }] };
  }
  // A note or a title sheet shown first (one row, often long text) before the sheets with the table: name those.
  const fuller = sheet === undefined && chosen.rows.length === 1 ? book.sheets.filter((s) => !s.hidden && s.rows.length > 1).map((s) => s.name) : [];
  if (fuller.length > 0) {
    return { ok: false, issues: [{ code: 'FILE_HEADER_ONLY', severity: 'error', path, file, message: messages.sheetHeaderOnly(file, chosen.name, fuller, chartsBefore) }] };
  }
  // An Excel table's total row ("Total" and its sums) is no record.
  const totals = chosen.totalsRows.filter(({ row }) => chosen.lineNumbers.includes(row));
  const kept = totals.length === 0 ? undefined : chosen.lineNumbers.flatMap((line, at) => (totals.some(({ row }) => row === line) ? [] : [at]));
  const rows = kept === undefined ? chosen.rows : kept.map((at) => chosen.rows[at]!);
  const lineNumbers = kept === undefined ? chosen.lineNumbers : kept.map((at) => chosen.lineNumbers[at]!);
  const overCap = rows.length > rowLimit;
  // (Said by the table's FOOTER_ROWS_SKIPPED, with any other rows skipped under the records: `buildTable`.)
  const totalsSkipped = totals.map((total) => ({ ...total, cells: chosen.rows[chosen.lineNumbers.indexOf(total.row)]!.filter((cell) => cell !== '') }));
  const issues: Issue[] = [];
  if (chosen.errorCount > 0) issues.push({
    code: 'XLSX_ERROR_CELLS', severity: 'warning', path, file,
    message: messages.xlsxErrorCells(file, chosen.name, chosen.errorCount, chosen.errorCells.map(({ ref, error }) => `${ref} ${error}`)),
  });
  if (chosen.uncomputed.count > 0) {
    issues.push({ code: 'XLSX_FORMULAS_UNCOMPUTED', severity: 'warning', path, file, message: messages.xlsxFormulasUncomputed(file, chosen.name, chosen.uncomputed.count, chosen.uncomputed.cells) });
  }
  // Hidden rows and columns are read (a lookup never drops a customer without a word), and said: a filter may mean "not these".
  const hiddenRows = chosen.hiddenParts.rows.length === 0 ? [] : chosen.hiddenParts.rows.filter((row) => lineNumbers.includes(row));
  const hiddenColumns = chosen.hiddenParts.columns.length === 0 ? [] : hiddenColumnNames(chosen.hiddenParts.columns, rows.reduce((width, row) => Math.max(width, row.length), 0));
  if (hiddenRows.length > 0 || hiddenColumns.length > 0) {
    issues.push({ code: 'XLSX_HIDDEN_CELLS', severity: 'warning', path, file, message: messages.xlsxHiddenCells(file, chosen.name, hiddenRows, hiddenColumns, chosen.hiddenParts.filtered) });
  }
  if (chosen.controlCells.count > 0) {
    issues.push({ code: 'XLSX_CONTROL_CHARACTERS', severity: 'warning', path, file, message: messages.xlsxControlCharacters(file, chosen.name, chosen.controlCells.count, chosen.controlCells.listed) });
  }
  return {
    ok: true,
    sheet: {
      file,
      sheet: chosen.name,
      rows: overCap ? rows.slice(0, rowLimit) : rows,
      lineNumbers,
      overCap,
      ...(chosen.dateOrders.size === 0 ? {} : { dateFormatOrders: chosen.dateOrders }),
      ...(chosen.wideRanges.length === 0 ? {} : { wideMergedRanges: chosen.wideRanges }),
      ...(chosen.tableRows.length === 0 ? {} : { tableRows: chosen.tableRows }),
      ...(totalsSkipped.length === 0 ? {} : { tableTotalsSkipped: totalsSkipped }),
    },
    issues,
  };
}

/** A RangeError by name (it may come from another realm): the stack or an array ran out of room. */
function isRangeError(error: unknown): boolean {
  return error instanceof Error && error.name === 'RangeError';
}

/** Whether the reader ran out of stack (a RangeError, itself or as the cause of the error thrown). */
function tooDeep(error: unknown): boolean {
  return isRangeError(error) || isRangeError((error as { cause?: unknown } | undefined)?.cause);
}
