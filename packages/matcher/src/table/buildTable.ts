// From raw rows to a table: header detection, unique column keys, blank/duplicate header issues, size cap.
import { messages, skippedRows, type LikelyHeader, type PlaceWord } from '../messages.js';
import type { RawSheet } from '../source/RawSheet.js';
import type { Issue } from '../types.js';
import { columnLetter } from '../source/columnLetter.js';
import type { MergedRange } from '../source/mergedCells.js';
import { plainHeader } from './columnRef.js';
import { roundedNumberColumns } from './roundedNumbers.js';
import { looksLikeHeader } from './detectHeader.js';
import { AMOUNT, reportGroups } from './reportGroups.js';
import { isPlaceholderHeader } from './placeholderHeaders.js';
import { Rows } from './Rows.js';
import type { Table } from './Table.js';

export type TableOutcome = { ok: true; table: Table; issues: Issue[] } | { ok: false; issues: Issue[] };

/**
 * Builds a table from a sheet's rows. `headerRow` is 1-based, `0` for no header, undefined to
 * detect whether row 1 is a header. More than `maxRows` data rows makes the table unusable. `onProgress` is told the
 * share of the table's data rows packed (from 0, once they are known, to 1) and how many there are.
 *
 * @example
 *   buildTable({ file: 'a.csv', rows: [['Name'], ['Ann']], lineNumbers: [1, 2], overCap: false }, undefined, 1000)
 */
export function buildTable(raw: RawSheet, headerRow: number | undefined, maxRows: number, path = raw.file, onProgress?: (share: number, rows: number) => void): TableOutcome {
  const where = raw.sheet === undefined ? raw.file : `${raw.file} [${raw.sheet}]`;
  const issue = (code: Issue['code'], message: string, severity: Issue['severity'] = 'error'): Issue => ({
    code, severity, path, file: raw.file, message,
  });
  // Places are named as the user's program shows them: a CSV's lines in an editor, a sheet's rows.
  const word: PlaceWord = raw.fieldsAsWritten === true ? 'line' : 'row';
  // header_row is such a place: skipped empty lines still count.
  let headerIndex = -1;
  let skipped = 0;
  if (headerRow === undefined) {
    // A title above the table (often a merged cell) fills one cell of a row that a wider row follows, and the table
    // under it has a header. A row like that over a record is the first record, with blank cells: nothing is
    // skipped, and the table has no header.
    // Up to MAX_TITLE_ROWS such rows in a row (a title and a subtitle); more than one only when a record as wide
    // follows the header, so a sparse first column ("Name," over "Caitlin Myers,") is never taken for titles.
    let titles = 0;
    while (titles <= MAX_TITLE_ROWS && filled(raw.rows[titles]) === 1) titles += 1;
    const widerRecord = filled(raw.rows[titles + 1]) > 1;
    if (titles > 0 && titles <= MAX_TITLE_ROWS && filled(raw.rows[titles]) > 1 && (titles === 1 || widerRecord)) skipped = titles;
    // Title rows of more cells (a report's name and its date; a company, a report and who printed it) are skipped
    // only on evidence: a row filling more cells than each above, reading as a header, over records holding data
    // that line up with it. A first row as wide as the records ("Name,Phone") is never a title.
    else skipped = headerBelowTitles(raw, 0) ?? 0;
    const first = raw.rows[skipped];
    headerIndex = first !== undefined && looksLikeHeader(first, raw.rows.slice(skipped + 1, skipped + 1 + HEADER_EVIDENCE_ROWS)) ? skipped : -1;
    if (skipped > 0 && headerIndex < 0) skipped = 0;
  } else if (headerRow > 0) {
    // The first non-empty line at or after header_row is the header (empty lines are not rows).
    headerIndex = raw.lineNumbers.findIndex((line) => line >= headerRow);
    if (headerIndex < 0) return { ok: false, issues: [issue('HEADER_ROW_BEYOND_END', messages.headerRowBeyondEnd(where, headerRow, raw.lineNumbers.at(-1) ?? 0, word))] };
  }
  // A header on two rows in a workbook: group names merged over the columns of the row under them.
  const twoRows = headerIndex < 0 ? undefined : twoRowHeader(raw, headerIndex, headerRow === undefined);
  if (twoRows !== undefined) {
    headerIndex = twoRows.header;
    skipped = Math.min(skipped, twoRows.top);
  }
  const headerTop = twoRows?.top ?? headerIndex;
  const issues: Issue[] = [];
  // Until 2026-12-05 a CSV's header_row counted its records with content: said when that reading gave a row more like
  // a header (wider, or the row read now holds data), as a document written then expects.
  const before = headerRow !== undefined && headerRow > 0 && headerRow <= raw.rows.length && word === 'line' ? headerRow - 1 : headerIndex;
  const header = raw.rows[headerIndex] ?? [];
  if (before !== headerIndex && looksLikeHeader(raw.rows[before]!) && (!looksLikeHeader(header) || filled(raw.rows[before]) > filled(header))) {
    const at = (index: number) => ({ line: raw.lineNumbers[index]!, cells: raw.rows[index]! });
    issues.push(issue('HEADER_ROW_COUNTS_LINES', messages.headerRowCountsLines(where, headerRow!, at(headerIndex), at(before)), 'warning'));
  }
  const headerCells = twoRows?.names ?? (headerIndex >= 0 ? (raw.rows[headerIndex] ?? []) : []);
  const firstData = headerIndex >= 0 ? headerIndex + 1 : skipped;
  let dataRows = raw.rows.slice(firstData);
  let dataLines = raw.lineNumbers.slice(firstData);
  // The header again among the records: two exports joined into one file (`cat`, a copy and paste). Never a record.
  const repeats = headerIndex >= 0 && filled(headerCells) >= 2 ? repeatedHeaderRows(headerCells, dataRows) : [];
  const repeatedLines = repeats.map((at) => dataLines[at]!);
  // Above each, the title above the header again: a report exported by pages heads each page so ("Customer List",
  // "Page 2 of 2"). Never records either.
  const headings = repeats.length === 0 ? [] : pageHeadings(raw.rows.slice(Math.max(0, headerTop - MAX_TITLE_ROWS), headerTop), dataRows, repeats);
  const headingLines = headings.map((at) => dataLines[at]!);
  if (repeats.length > 0) {
    const repeated = new Set([...repeats, ...headings]);
    dataRows = dataRows.filter((_, at) => !repeated.has(at));
    dataLines = dataLines.filter((_, at) => !repeated.has(at));
  }
  // A page number alone on its row among the records ("Page 2", "Page 2 of 5"), where a report exported by pages broke
  // a page without heading the next with the header: never a record, nor a ragged row.
  const pages = headerIndex >= 0 && filled(headerCells) >= 2 ? pageNumberRows(dataRows) : [];
  const pageLines = pages.map((at) => dataLines[at]!);
  const pageCells = pages.map((at) => ({ line: dataLines[at]!, cell: dataRows[at]!.find((cell) => cell !== '')! }));
  if (pages.length > 0) {
    const page = new Set(pages);
    dataRows = dataRows.filter((_, at) => !page.has(at));
    dataLines = dataLines.filter((_, at) => !page.has(at));
  }
  // A report's footer under a CSV's records (Salesforce: "Grand Totals (2 records)", a copyright, who ran it): never rows.
  // (In a workbook, whose rows have no fields as written, the rows filling their first cell alone, one of them saying
  // what a footer says: a total, a copyright, a notice, who ran it.)
  const footer = headerIndex < 0 ? dataRows.length : raw.fieldsAsWritten === true ? footerStart(dataRows, dataLines, filledWidth(headerCells))
    : footerStart(dataRows, dataLines, filledWidth(headerCells), (row) => filledWidth(row) === 1, (rows) => rows.some((row) => SHEET_FOOTER_WORDS.test(row[0]!)));
  const footerLines = dataLines.slice(footer);
  // What is skipped under the records (an Excel table's total row, rows of totals, a footer) is said in one warning.
  const skippedBelow: string[] = [];
  if (raw.tableTotalsSkipped !== undefined && raw.tableTotalsSkipped.length > 0) skippedBelow.push(skippedRows.tableTotals(raw.tableTotalsSkipped));
  let footerPart: string | undefined;
  if (footerLines.length > 0) {
    const cells = footerLines.map((line, at) => ({ line, cell: dataRows[footer + at]![0]! }));
    footerPart = raw.fieldsAsWritten === true ? skippedRows.footerLines(cells, filledWidth(headerCells)) : skippedRows.sheetFooter(cells, filledWidth(headerCells));
    dataRows = dataRows.slice(0, footer);
    dataLines = dataLines.slice(0, footer);
  }
  // Rows of totals under the records ("Total,,,1234", "Grand Total", "Sum"), as a report or a sheet summed by hand ends:
  // never records. (In an Excel table, the workbook marks its total row: `selectSheet` skips that one.)
  const totals = headerIndex >= 0 ? totalsStart(dataRows, dataLines, raw.tableRows) : dataRows.length;
  const totalsLines = dataLines.slice(totals);
  if (totalsLines.length > 0) {
    skippedBelow.push(skippedRows.totals(totalsLines.map((line, at) => ({ line, cells: dataRows[totals + at]!.filter((cell) => cell !== '') })), word));
    dataRows = dataRows.slice(0, totals);
    dataLines = dataLines.slice(0, totals);
  }
  if (footerPart !== undefined) skippedBelow.push(footerPart);
  if (skippedBelow.length > 0) issues.push(issue('FOOTER_ROWS_SKIPPED', messages.rowsSkippedBelowTable(raw.fieldsAsWritten === true ? raw.file : where, skippedBelow), 'warning'));
  // Groups of records as accounting reports write them (QuickBooks): a heading row of the group's name, its records,
  // "Total for <name>" and its sums. Neither is a record; the name is read into its records' blank cell.
  const groups = headerIndex >= 0 ? reportGroups(dataRows) : [];
  const groupLines: number[] = [];
  if (groups.length > 0) {
    const dropped = new Set(groups.flatMap(({ heading, subtotal }) => [heading, subtotal]));
    for (const { heading, subtotal, column, name } of groups) {
      for (let at = heading + 1; at < subtotal; at++) {
        const row = dataRows[at]!;
        if (dropped.has(at) || (row[column] ?? '') !== '') continue;
        const named = [...row];
        named[column] = name;
        dataRows[at] = named;
      }
    }
    const columnOf = new Map(groups.flatMap(({ heading, subtotal, column }) => [[heading, column], [subtotal, column]] as const));
    const placeOf = (at: number) => ({ line: dataLines[at]!, cell: dataRows[at]![columnOf.get(at)!]! });
    const columns = [...new Set(groups.map(({ column }) => (headerCells[column] ?? '') === '' ? columnLetter(column) : plainHeader(headerCells[column]!)))];
    issues.push(issue('REPORT_GROUPS_READ', messages.reportGroupsRead(where, groups.map(({ heading }) => placeOf(heading)).sort((a, b) => a.line - b.line), groups.map(({ subtotal }) => placeOf(subtotal)).sort((a, b) => a.line - b.line), columns, word), 'warning'));
    groupLines.push(...[...dropped].map((at) => dataLines[at]!));
    dataRows = dataRows.filter((_, at) => !dropped.has(at));
    dataLines = dataLines.filter((_, at) => !dropped.has(at));
  }
  if (dataRows.length === 0) {
    return { ok: false, issues: [headerIndex >= 0
      ? issue('FILE_HEADER_ONLY', messages.fileHeaderOnly(where, raw.lineNumbers[headerIndex] ?? 1, headerCells, word))
      : issue('FILE_EMPTY', messages.fileEmpty(where))] };
  }
  if (raw.overCap || dataRows.length > maxRows) return { ok: false, issues: [issue('FILE_TOO_LARGE', messages.fileTooLarge(where, maxRows))] };
  const total = dataRows.length;
  onProgress?.(0, total);
  if (repeatedLines.length > 0) issues.push(issue('HEADER_REPEATED', messages.headerRepeated(where, raw.lineNumbers[headerIndex] ?? 1, repeatedLines, word, headingLines), 'warning'));
  if (pageCells.length > 0) issues.push(issue('PAGE_NUMBERS_SKIPPED', messages.pageNumbersSkipped(where, pageCells, word), 'warning'));
  if (skipped > 0 && headerTop === skipped) {
    const titles = raw.rows.slice(0, skipped).map((row, i) => ({ line: raw.lineNumbers[i]!, cells: row.filter((cell) => cell !== '') }));
    issues.push(issue('TITLE_ROW_SKIPPED', messages.titleRowSkipped(where, titles, raw.lineNumbers[headerTop]!, word), 'warning'));
  }
  if (twoRows !== undefined) {
    const joined = twoRows.names.filter((name, column) => name !== (raw.rows[headerIndex]![column] ?? ''));
    issues.push(issue('HEADER_TWO_ROWS', messages.headerTwoRows(where, raw.lineNumbers[headerTop]!, raw.lineNumbers[headerIndex]!, joined), 'warning'));
  }
  if (raw.fieldsAsWritten === true) {
    const ragged = raggedRows(raw, headerIndex >= 0 ? headerIndex : firstData, headerIndex < 0, new Set([...footerLines, ...totalsLines, ...groupLines, ...pageLines]));
    if (ragged !== undefined) issues.push(issue('CSV_RAGGED_ROWS', messages.csvRaggedRows(raw.file, ragged.expected, ragged.first, ragged.listed, ragged.total, ragged.header, headerIndex < 0)));
  }

  // A record a quote merged (`CSV_RECORDS_IN_CELL`) left a field too many is the quote's doing: its extra field makes
  // no column (nor a blank header to name) when no other row has one there; it is cut off with the rows' width.
  const merged = raw.mergedRecordLine === undefined ? -1 : dataLines.indexOf(raw.mergedRecordLine);
  let width = headerCells.length;
  for (const [at, row] of dataRows.entries()) if (row.length > width && at !== merged) width = row.length;
  if (width === 0) width = dataRows[merged]?.length ?? 0;
  const hasHeader = headerIndex >= 0;
  // (A header's spaces are plain ones: "Full\u00a0Name" from a web page is the "Full Name" a document names.)
  const headers = Array.from({ length: width }, (_, i) => (hasHeader ? plainHeader(headerCells[i] ?? '') : ''));
  // A column with no header and no cell in any row (a table starting at column C, two separators in a row) is no
  // column: not listed in results, and not a blank header to name. It keeps its place, so letters stay the sheet's.
  // (Told from the cells the rows hold, in one pass: a sheet as wide as Excel's 16,384 columns is not read 16,384 times.)
  const filledColumns = new Set<number>();
  for (const row of dataRows) row.forEach((cell, column) => { if (cell !== '') filledColumns.add(column); });
  const empty = headers.flatMap((header, column) => (header === '' && !filledColumns.has(column) ? [column] : []));
  // Nor is a column headed by the name Excel or Power Query gives a table's column no one named (`Column1`, in the
  // languages of Excel most used) with no cell in any row: it is no column of the user's either. Still named, it stays
  // reachable by its name.
  const unnamed = headers.flatMap((header, column) => (!filledColumns.has(column) && isPlaceholderHeader(header) ? [column] : []));
  // More title rows above the header than are skipped (MAX_TITLE_ROWS) leave the first title read as the header: the
  // row most likely the header is named where its blank cells are said.
  const belowTitles = headerRow === undefined && hasHeader && headerIndex === 0 ? headerBelowTitles(raw, 0, TITLE_ROWS_NAMED) : undefined;
  const likelyHeader = belowTitles === undefined ? undefined : { at: raw.lineNumbers[belowTitles]!, cells: raw.rows[belowTitles]!.slice(0, filledWidth(raw.rows[belowTitles]!)), titles: raw.lineNumbers.slice(0, belowTitles), titlesSkipped: MAX_TITLE_ROWS };
  const columns = headerKeys(headers, hasHeader, where, { at: raw.lineNumbers[headerIndex] ?? 1, word, merged: twoRows === undefined ? headerMerges(raw, headerIndex) : [], likelyHeader }, issues, issue, new Set(empty));
  for (const rounded of roundedNumberColumns(dataRows, dataLines)) {
    issues.push(issue('NUMBERS_ROUNDED', messages.numbersRounded(where, columns[rounded.column] ?? columnLetter(rounded.column), rounded.first, rounded.count, word), 'warning'));
  }
  // Each row is kept to its last filled cell (a cell past it reads ''), cut at the table's width: a header cell in
  // column XFD pads no row to 16,384 cells (it did until 2026-12-06, 16 KB a row).
  const rows = new Rows(dataRows.map((row) => upToLastFilled(row, width)), undefined, onProgress === undefined ? undefined : (packed) => onProgress(packed / total, total));
  const table: Table = { file: raw.file, hasHeader, headers, columns, rows, lineNumbers: dataLines, placeWord: word };
  if (empty.length + unnamed.length > 0) table.emptyColumns = [...empty, ...unnamed].sort((a, b) => a - b);
  if (raw.longCells !== undefined) table.longCells = raw.longCells;
  if (raw.sheet !== undefined) table.sheet = raw.sheet;
  const orders = raw.dateFormatOrders;
  if (orders !== undefined && orders.size > 0) table.dateFormatOrders = headers.map((_, column) => orders.get(column));
  return { ok: true, table, issues };
}

/** The row's cells up to its last filled one, and at most `width` of them. */
function upToLastFilled(row: readonly string[], width: number): readonly string[] {
  let end = Math.min(row.length, width);
  while (end > 0 && row[end - 1] === '') end -= 1;
  return end === row.length ? row : row.slice(0, end);
}

/** The indexes of the rows that are the header again, cell for cell (spaces of any kind aside). */
function repeatedHeaderRows(header: readonly string[], rows: readonly (readonly string[])[]): number[] {
  const wanted = header.map(plainHeader);
  const width = filledWidth(wanted);
  const found: number[] = [];
  rows.forEach((row, at) => {
    if (row.length < width || row[0] === undefined || plainHeader(row[0]) !== wanted[0]) return;
    for (let column = 1; column < Math.max(width, filledWidth(row)); column++) if (plainHeader(row[column] ?? '') !== (wanted[column] ?? '')) return;
    found.push(at);
  });
  return found;
}

// A page number as a report's page heading writes it: "Page 2", "Page 2 of 5".
const PAGE_NUMBER = /^page\s+\d+(?:\s*(?:of|\/)\s*\d+)?$/i;

/**
 * The indexes of the rows that hold a page number alone (`PAGE_NUMBER`): a cheap test of the row's filled cells first.
 *
 * @example
 *   pageNumberRows([['Ann Lee', 'Leeds'], ['Page 2'], ['Bo Chen', 'York']]) // [1]
 */
function pageNumberRows(rows: readonly (readonly string[])[]): number[] {
  const found: number[] = [];
  rows.forEach((row, at) => {
    // The one filled cell, without counting a record's cells past its second (no array made per row).
    let cell: string | undefined;
    for (const text of row) {
      if (text === '') continue;
      if (cell !== undefined) return;
      cell = text;
    }
    if (cell !== undefined && (cell.charCodeAt(0) | 0x20) === 0x70 && PAGE_NUMBER.test(plainHeader(cell))) found.push(at);
  });
  return found;
}

/**
 * The indexes of the rows right above each repeated header (`repeats`) that repeat the title rows above the header, in
 * order up from the last (cell for cell, or both a page number): a page's heading.
 */
function pageHeadings(titles: readonly (readonly string[])[], rows: readonly (readonly string[])[], repeats: readonly number[]): number[] {
  const repeated = new Set(repeats);
  const pageNumber = (row: readonly string[]) => filled(row) === 1 && PAGE_NUMBER.test(plainHeader(row.find((cell) => cell !== '')!));
  const same = (row: readonly string[], title: readonly string[]) => (pageNumber(row) && pageNumber(title))
    || Array.from({ length: Math.max(filledWidth(row), filledWidth(title)) }, (_, column) => column).every((column) => plainHeader(row[column] ?? '') === plainHeader(title[column] ?? ''));
  const found: number[] = [];
  for (const at of repeats) {
    for (let title = titles.length - 1, row = at - 1; title >= 0 && row >= 0 && !repeated.has(row) && same(rows[row]!, titles[title]!); title--, row--) found.push(row);
  }
  return found.sort((a, b) => a - b);
}

/** The most rows above a header skipped as titles (a title, a subtitle, a date line). */
export const MAX_TITLE_ROWS = 3;

const filled = (row: readonly string[] | undefined): number => (row === undefined ? 0 : row.filter((cell) => cell !== '').length);

// Rows listed by record number in a ragged-rows issue; the rest are counted.
const RAGGED_ROWS_LISTED = 5;

/**
 * Rows from the table's first one (`start`) on whose fields do not line up with its yardstick row, or undefined when
 * none. The yardstick is the header; in a table without one (`headerless`), the first row filling as many fields as
 * most rows do (the first row on a tie), so a first record narrower than the rest is the one listed, not every other.
 * Blank fields at the end of a row (a trailing separator) are no fields, on either side: a row is short when it ends
 * before the yardstick's last filled field, long when it fills a field past the yardstick's last one. So
 * `Ann Lee,Boston,` under `Full Name,City` is no ragged row, even when another row fills a third field.
 */
function raggedRows(raw: RawSheet, start: number, headerless: boolean, footerLines: ReadonlySet<number>): { expected: number; first: number; listed: { row: number; fields: number }[]; total: number; header?: { row: number; cells: string[]; titles: number[] } } | undefined {
  const yardstick = headerless ? usualRow(raw.rows, start) : start;
  const firstRow = raw.rows[yardstick] ?? [];
  const expected = firstRow.length;
  const expectedFilled = filledWidth(firstRow);
  const listed: { row: number; fields: number }[] = [];
  let total = 0;
  for (let i = start; i < raw.rows.length; i++) {
    if (i === yardstick || raw.lineNumbers[i] === raw.mergedRecordLine || footerLines.has(raw.lineNumbers[i]!)) continue;
    const row = raw.rows[i]!;
    // A short row by the fields it has, a long one by the fields it fills.
    const fields = row.length < expectedFilled ? row.length : filledWidth(row);
    if (row.length >= expectedFilled && fields <= expected) continue;
    total += 1;
    if (listed.length < RAGGED_ROWS_LISTED) listed.push({ row: raw.lineNumbers[i]!, fields });
  }
  if (total === 0) return undefined;
  // Said, not acted on, further down than titles are skipped: a report's name, filters, date and author over its header.
  const header = headerBelowTitles(raw, start, TITLE_ROWS_NAMED);
  return { expected, first: raw.lineNumbers[yardstick] ?? 1, listed, total, ...(header === undefined ? {} : { header: { row: raw.lineNumbers[header]!, cells: raw.rows[header]!.slice(0, filledWidth(raw.rows[header]!)), titles: raw.lineNumbers.slice(start, header) } }) };
}

/**
 * What one line of a report's footer in a workbook says: its totals, a copyright, a notice, who ran it or when, or the
 * basis of an accounting report and when it ran (QuickBooks: "Accrual Basis Sunday, December 6, 2026 03:12 AM").
 */
const SHEET_FOOTER_WORDS = /\b(?:grand\s+totals?|totals?\b.*\brecords?|copyright|confidential|do not distribute|generated|printed|run (?:by|on|at)|(?:accrual|cash) basis)\b|©|\(c\)/i;

/** The most lines a report's footer is read as (a total, a copyright, a notice, who ran it and when, the company). */
const MAX_FOOTER_ROWS = 10;

/**
 * Where a report's footer starts among a CSV's data rows (their count when there is none): the rows to the end of the
 * file each written as one field (no separator), under a header of two fields or more, after a blank line below the
 * last record, as CRM report exports write their totals and copyright lines. A record written short without a blank
 * line above it stays a ragged row to fix. A workbook's rows say `oneField` otherwise (their first cell alone
 * filled), and `footerLike` asks more of them (a line saying what a footer says).
 *
 * @example
 *   footerStart([['Ann Lee', 'Leeds'], ['Grand Totals (1 record)']], [2, 4], 2) // 1
 */
function footerStart(
  rows: readonly (readonly string[])[], lines: readonly number[], headerFields: number,
  oneField = (row: readonly string[]) => row.length === 1, footerLike = (_rows: readonly (readonly string[])[]) => true,
): number {
  let start = rows.length;
  while (start > 1 && oneField(rows[start - 1]!)) start -= 1;
  if (headerFields < 2 || start === rows.length || oneField(rows[start - 1]!) || rows.length - start > MAX_FOOTER_ROWS || !footerLike(rows.slice(start))) return rows.length;
  // The last record's own lines (a quoted cell over several) are no blank line.
  const lastRecordEnd = lines[start - 1]! + rows[start - 1]!.reduce((breaks, cell) => breaks + cell.split('\n').length - 1, 0);
  return lines[start]! > lastRecordEnd + 1 ? start : rows.length;
}

/** The most rows of totals under a table's records (a subtotal, a tax, a grand total). */
const MAX_TOTALS_ROWS = 3;

/**
 * The first cells that say their row holds totals, lower case without spaces or hyphens: English, and the labels Excel
 * and its users write in the languages whose exports are `;`-separated (German, French, Spanish, Italian, Portuguese,
 * Dutch). Words for "sum" that are also given names or surnames (Soma, Suma, Somma, Som) are left out: a customer so
 * named, with a balance beside, would be skipped.
 */
const TOTALS_LABELS: ReadonlySet<string> = new Set([
  'total', 'totals', 'grandtotal', 'grandtotals', 'subtotal', 'subtotals', 'sum',
  'summe', 'gesamt', 'gesamtsumme', 'zwischensumme', 'insgesamt', 'gesamtergebnis',
  'totalgénéral', 'soustotal', 'somme',
  'totalgeneral', 'sumatotal',
  'totale', 'totalecomplessivo', 'totalegenerale', 'subtotale',
  'totalgeral',
  'totaal', 'eindtotaal', 'subtotaal',
]);

/**
 * Whether a first cell says its row holds totals (`TOTALS_LABELS`), a colon or a bracketed count after it.
 *
 * @example
 *   isTotalsLabel('Total (12 records):') // true
 *   isTotalsLabel('Sous-total') // true
 *   isTotalsLabel('Total Wine & More') // false
 */
function isTotalsLabel(cell: string): boolean {
  const label = cell.replace(/\s*:\s*$/, '').replace(/\s*\(.*\)$/, '').replace(/\s*:$/, '');
  return TOTALS_LABELS.has(label.toLowerCase().replace(/[\s-]+/g, ''));
}

/**
 * Where the rows of totals under a table's records start (the rows' count when there are none): up to
 * `MAX_TOTALS_ROWS` last rows whose first filled cell says "Total" (`isTotalsLabel`) and whose other filled cells are all
 * amounts, one at least, below a record; none inside an Excel table (`tableRows`), whose last row is a record unless
 * the workbook marks it as its total row.
 *
 * @example
 *   totalsStart([['Ann Lee', '', '3'], ['Total', '', '3']], [2, 3]) // 1
 */
function totalsStart(rows: readonly (readonly string[])[], lines: readonly number[], tables: readonly { first: number; last: number }[] = []): number {
  let start = rows.length;
  while (start > 1 && rows.length - start < MAX_TOTALS_ROWS && isTotalsRow(rows[start - 1]!) && !tables.some((table) => table.first <= lines[start - 1]! && lines[start - 1]! <= table.last)) start -= 1;
  return start;
}

/** Whether a row reads as a table's totals: its first filled cell "Total" or the like, the others amounts (one at least). */
function isTotalsRow(row: readonly string[]): boolean {
  const first = row.findIndex((cell) => cell !== '');
  if (first < 0 || !isTotalsLabel(row[first]!)) return false;
  const others = row.slice(first + 1).filter((cell) => cell !== '');
  return others.length > 0 && others.every((cell) => AMOUNT.test(cell));
}

/** The first row from `start` on filling as many fields as most rows do (the earliest width on a tie). */
function usualRow(rows: readonly (readonly string[])[], start: number): number {
  const counts = new Map<number, { rows: number; first: number }>();
  let usual = { rows: 0, first: start };
  for (let i = start; i < rows.length; i++) {
    const width = filledWidth(rows[i]!);
    const count = counts.get(width) ?? { rows: 0, first: i };
    count.rows += 1;
    counts.set(width, count);
    if (count.rows > usual.rows || (count.rows === usual.rows && count.first < usual.first)) usual = count;
  }
  return usual.first;
}

/** The most rows above a header that a ragged-rows message names as titles, with the header_row to set. */
const TITLE_ROWS_NAMED = 10;

/** How many records under a likely header are searched for one holding data. */
const HEADER_EVIDENCE_ROWS = 50;

/**
 * The row under the table's first rows that is most likely its header, when those rows are titles the header
 * detection kept (a report's name and date in two cells, four title lines): within `reach` rows (`MAX_TITLE_ROWS`) of the
 * first, filling more fields than each row above it, reading as a header, and lined up with most rows below it.
 * Undefined when there is none: the ragged rows are then the separators' doing.
 */
function headerBelowTitles(raw: RawSheet, start: number, reach = MAX_TITLE_ROWS): number | undefined {
  for (let at = start + 1; at <= start + reach && at < raw.rows.length - 1; at++) {
    const row = raw.rows[at]!;
    const width = filledWidth(row);
    // Narrower by the cells filled: a date at the far right of a title row still leaves it a title.
    if (!raw.rows.slice(start, at).every((above) => filled(above) < filled(row)) || !looksLikeHeader(row)) continue;
    // Records holding data (a number, phone, date) under it set it apart as a header; under a row of words over rows
    // of words alone, a narrower first row is as likely a header missing a column's name.
    if (!raw.rows.slice(at + 1, at + 1 + HEADER_EVIDENCE_ROWS).some((below) => !looksLikeHeader(below))) continue;
    let lined = 0;
    for (let i = at + 1; i < raw.rows.length; i++) {
      const below = raw.rows[i]!;
      if (below.length >= width && filledWidth(below) <= row.length) lined += 1;
    }
    if (lined * 2 > raw.rows.length - at - 1) return at;
  }
  return undefined;
}

/**
 * A header written on two rows of a workbook, the upper naming groups of columns in merged cells ("Contact" merged
 * over "Name" and "Phone"), the lower naming the columns: its rows, and each column's name, the group's and the
 * column's joined ("Contact Name"). `at` is the header row found; `detected` when no header_row chose it, so the group
 * row may be the one above it (skipped as a title). A merged range over the header's whole width is a title, no group.
 */
function twoRowHeader(raw: RawSheet, at: number, detected: boolean): { top: number; header: number; names: string[] } | undefined {
  const ranges = raw.wideMergedRanges;
  if (ranges === undefined) return undefined;
  const pairFrom = (top: number): { top: number; header: number; names: string[] } | undefined => {
    const upper = raw.rows[top];
    const lower = raw.rows[top + 1];
    if (upper === undefined || lower === undefined || raw.lineNumbers[top + 1] !== raw.lineNumbers[top]! + 1 || !looksLikeHeader(lower)) return undefined;
    const width = filledWidth(lower);
    const groups = ranges.filter((range) => range.top === raw.lineNumbers[top]! - 1 && (upper[range.left] ?? '') !== '' && range.left < width);
    if (!groups.some((range) => range.left > 0 || range.right < width - 1)) return undefined;
    // A name of the upper row over no group and over another name (`City` over `Chicago`) says the upper row is a
    // header of one row and the lower a record of words: a two-row header's other names sit in one of its rows, or
    // are merged down both.
    const inGroup = (column: number) => groups.some((range) => range.left <= column && column <= range.right);
    const loneAbove = (column: number) => !inGroup(column) && (upper[column] ?? '') !== '' && (lower[column] ?? '') !== '' && upper[column] !== lower[column];
    if (Array.from({ length: width }, (_, column) => column).some(loneAbove)) return undefined;
    const names = Array.from({ length: Math.max(width, filledWidth(upper)) }, (_, column) => {
      const group = groups.find((range) => range.left <= column && column <= range.right);
      const above = upper[group?.left ?? column] ?? '';
      const name = lower[column] ?? '';
      return above !== '' && name !== '' && above !== name ? `${above} ${name}` : name || above;
    });
    return { top, header: top + 1, names };
  };
  return (detected && at > 0 ? pairFrom(at - 1) : undefined) ?? pairFrom(at);
}

/** How many fields lead up to the row's last filled one. */
function filledWidth(row: readonly string[]): number {
  let width = row.length;
  while (width > 0 && row[width - 1] === '') width -= 1;
  return width;
}

/** The merged ranges within the header row of a workbook over several columns (a name over first and last names). */
function headerMerges(raw: RawSheet, headerIndex: number): readonly MergedRange[] {
  const row = raw.lineNumbers[headerIndex];
  return row === undefined || raw.wideMergedRanges === undefined ? [] : raw.wideMergedRanges.filter((range) => range.top === row - 1 && range.bottom === row - 1);
}

function headerKeys(
  headers: string[],
  hasHeader: boolean,
  where: string,
  headerLine: { at: number; word: PlaceWord; merged: readonly MergedRange[]; likelyHeader?: LikelyHeader | undefined },
  issues: Issue[],
  issue: (code: Issue['code'], message: string, severity?: Issue['severity']) => Issue,
  empty: ReadonlySet<number>,
): string[] {
  if (!hasHeader) return headers.map((_, i) => columnLetter(i));
  const seen = new Map<string, number[]>();
  // One issue for all blank headers: a sheet can have thousands of them.
  const blank: string[] = [];
  const blankColumns: number[] = [];
  const keys = headers.map((header, i) => {
    const letter = columnLetter(i);
    if (header === '') {
      if (!empty.has(i)) {
        blank.push(letter);
        blankColumns.push(i);
      }
      return letter;
    }
    const folded = header.toLowerCase();
    const earlier = seen.get(folded);
    if (earlier === undefined) {
      seen.set(folded, [i]);
      return header;
    }
    earlier.push(i);
    // Later duplicates stay reachable and distinct in result rows.
    return `${header} (${letter})`;
  });
  if (blank.length > 0) {
    // Blank because a merged header cell over them keeps its text in its first column: said, with which column it names.
    const merged = headerLine.merged.flatMap((range) => {
      const letters = blankColumns.filter((column) => column > range.left && column <= range.right).map(columnLetter);
      const name = headers[range.left] ?? '';
      return letters.length === 0 || name === '' ? [] : [{ letters, name, first: columnLetter(range.left), range: `${columnLetter(range.left)}${headerLine.at}:${columnLetter(range.right)}${headerLine.at}` }];
    });
    issues.push(issue('HEADER_BLANK', messages.headerBlank(where, blank, headerLine.at, headerLine.word, merged, headerLine.likelyHeader), 'warning'));
  }
  // One issue for all repeated names, like blank ones.
  const duplicates = [...seen.values()].filter((indices) => indices.length > 1)
    .map((indices) => ({ name: headers[indices[0] ?? 0] ?? '', letters: indices.map(columnLetter) }));
  if (duplicates.length > 0) issues.push(issue('HEADER_DUPLICATE', messages.headerDuplicate(where, duplicates), 'warning'));
  return keys;
}
