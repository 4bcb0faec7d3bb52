// XLSX source: read-excel-file for the cells, with numbers kept as stored and dates as ISO dates.
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import readXlsxFile from 'read-excel-file/node';
import { messages } from '../messages.js';
import type { Issue } from '../types.js';
import { cellText, StoredNumber } from './cellText.js';
import { CFB_MAGIC, startsWith, ZIP_MAGIC } from './fileMagic.js';
import type { SourceOutcome } from './RawSheet.js';


/** Reads a workbook's sheets and cells (read-excel-file; a test may pass another). */
export type WorkbookReader = (bytes: Buffer) => Promise<{ sheet: string; data: unknown[][] }[]>;

const readCells: WorkbookReader = (bytes) => readXlsxFile<StoredNumber>(bytes, { parseNumber: (raw) => new StoredNumber(raw) });

/** All sheets of one workbook, in workbook order, or the issues that stop it being read. */
export type Workbook =
  | { ok: true; sheets: { name: string; rows: string[][]; lineNumbers: number[]; hidden: boolean }[] }
  | { ok: false; issues: Issue[] };

/**
 * Reads every sheet of a workbook as rows of strings (empty rows dropped, line numbers kept).
 *
 * @example
 *   const book = await readWorkbook('/data/customers.xlsx', 'customers.xlsx')
 *   if (book.ok) console.log(book.sheets.map((s) => s.name))
 */
export async function readWorkbook(path: string, file: string, read: WorkbookReader = readCells): Promise<Workbook> {
  const fail = (code: Issue['code'], message: string): Workbook => ({
    ok: false,
    issues: [{ code, severity: 'error', path: file, file, message }],
  });
  const bytes = await readFile(path);
  if (bytes.length === 0) return fail('FILE_EMPTY', messages.fileEmpty(file));
  if (startsWith(bytes, CFB_MAGIC)) return fail('XLSX_ENCRYPTED', messages.xlsxEncrypted(file));
  if (!startsWith(bytes, ZIP_MAGIC)) return fail('XLSX_NOT_ZIP', messages.xlsxNotZip(file));
  let sheets;
  try {
    sheets = await read(bytes);
  } catch (error) {
    // read-excel-file parses a sheet's XML in chunks by recursion, one call deeper per chunk: a big sheet (a million
    // rows) overflows the stack. That is not damage, and the fix is another format.
    if (isRangeError(error) || isRangeError((error as { cause?: unknown }).cause)) return fail('FILE_TOO_LARGE', messages.xlsxTooDeep(file));
    // It starts like a zip, so whatever failed is damage inside it.
    return fail('XLSX_CORRUPT', messages.xlsxCorrupt(file, error instanceof Error ? error.message : String(error)));
  }
  const hidden = hiddenSheets(bytes);
  return {
    ok: true,
    sheets: sheets.map(({ sheet, data }) => {
      const rows: string[][] = [];
      const lineNumbers: number[] = [];
      data.forEach((cells, index) => {
        const texts = cells.map(cellText);
        if (texts.every((text) => text === '')) return;
        rows.push(texts);
        lineNumbers.push(index + 1);
      });
      return { name: sheet, rows, lineNumbers, hidden: hidden.has(sheet) };
    }),
  };
}

/**
 * The names of the sheets a workbook hides (`state="hidden"` or `"veryHidden"` in `xl/workbook.xml`), which
 * read-excel-file does not report. Only that small part is unzipped; a workbook without it hides nothing.
 *
 * @example
 *   hiddenSheets(await readFile('/data/customers.xlsx')) // Set { 'Lists' }
 */
export function hiddenSheets(bytes: Uint8Array): Set<string> {
  const hidden = new Set<string>();
  let xml: string;
  try {
    const part = unzipSync(bytes, { filter: (file) => file.name === 'xl/workbook.xml' })['xl/workbook.xml'];
    if (part === undefined) return hidden;
    xml = strFromU8(part);
  } catch {
    return hidden;
  }
  for (const [element] of xml.matchAll(/<(?:[\w.-]+:)?sheet\s[^>]*>/g)) {
    const name = /\sname="([^"]*)"/.exec(element)?.[1];
    const state = /\sstate="([^"]*)"/.exec(element)?.[1];
    if (name !== undefined && (state === 'hidden' || state === 'veryHidden')) hidden.add(xmlText(name));
  }
  return hidden;
}

const XML_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An XML attribute's text with its entity and character references read. */
function xmlText(raw: string): string {
  return raw.replace(/&(?:#x([0-9a-fA-F]+)|#([0-9]+)|(\w+));/g, (whole, hex: string | undefined, decimal: string | undefined, name: string | undefined) =>
    hex !== undefined ? String.fromCodePoint(parseInt(hex, 16)) : decimal !== undefined ? String.fromCodePoint(Number(decimal)) : XML_ENTITIES[name!] ?? whole);
}

/**
 * Picks one sheet of a workbook as a source outcome: the one named, hidden or not, else the first the workbook
 * shows (a hidden first sheet is usually a list the visible ones draw on), else the first.
 *
 * @example
 *   selectSheet(book, 'customers.xlsx', 'Customers', 1_000_001)
 */
export function selectSheet(book: Workbook, file: string, sheet: string | undefined, rowLimit: number, path = file): SourceOutcome {
  if (!book.ok) return book;
  const chosen = sheet === undefined ? book.sheets.find((s) => !s.hidden) ?? book.sheets[0] : book.sheets.find((s) => s.name === sheet) ??
    book.sheets.find((s) => s.name.toLowerCase() === sheet.toLowerCase());
  if (chosen === undefined) {
    const names = book.sheets.map((s) => s.name);
    const message = sheet === undefined ? messages.fileEmpty(file) : messages.sheetNotFound(file, sheet, names);
    return { ok: false, issues: [{ code: sheet === undefined ? 'FILE_EMPTY' : 'SHEET_NOT_FOUND', severity: 'error', path, file, message }] };
  }
  if (chosen.rows.length === 0) {
    return { ok: false, issues: [{ code: 'FILE_EMPTY', severity: 'error', path, file, message: messages.fileEmpty(`${file} [${chosen.name}]`) }] };
  }
  const overCap = chosen.rows.length > rowLimit;
  return {
    ok: true,
    sheet: {
      file,
      sheet: chosen.name,
      rows: overCap ? chosen.rows.slice(0, rowLimit) : chosen.rows,
      lineNumbers: chosen.lineNumbers,
      overCap,
    },
    issues: [],
  };
}

/** A RangeError by name (it may come from another realm): the stack or an array ran out of room. */
function isRangeError(error: unknown): boolean {
  return error instanceof Error && error.name === 'RangeError';
}
