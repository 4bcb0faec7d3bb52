// One suite, both workbook readers: the direct reader of long sheets (source/sheetCells.ts) reads every workbook as
// read-excel-file does, cell for cell.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import readXlsxFile from 'read-excel-file/node';
import { cellText, StoredNumber } from '../src/source/cellText.js';
import { CellInvalidError, isDateFormat, readSheetCells } from '../src/source/sheetCells.js';
import { messages } from '../src/messages.js';
import { DIRECT_READ_ROWS, readWorkbook, selectSheet, workbookReaderFor, type WorkbookReader } from '../src/source/xlsxSource.js';
import { spacedStringCells } from '../src/source/spacedStringCells.js';
import { documentWith, FIXTURES } from './support/documentWith.js';

const readExcelFile: WorkbookReader = (bytes) => readXlsxFile<StoredNumber>(bytes, { parseNumber: (raw) => new StoredNumber(raw) });

/** Each sheet's rows as the texts a table holds, trailing blank cells left off. */
// (read-excel-file gives a chart sheet no data; the direct reader, no rows: both read no cell.)
const texts = (sheets: { sheet: string; data?: unknown[][] }[]) => sheets.map(({ sheet, data = [] }) => ({
  sheet,
  rows: data.map((row) => {
    const cells = row.map(cellText);
    while (cells.at(-1) === '') cells.pop();
    return cells;
  }),
}));

const UNREADABLE = ['corrupt.xlsx', 'encrypted.xlsx', 'not-a-zip.xlsx', 'exported-page.xlsx', 'shared-string-missing.xlsx', 'notes-cell-invalid.xlsx',
  'password-protected.xlsx', 'legacy-workbook.xlsx', 'opendocument.xlsx', 'word-document.xlsx', 'binary-workbook.xlsx'];
// read-excel-file needs every row's and cell's reference; the direct reader reads them as the format implies them.
const WITHOUT_REFERENCES: Record<string, string> = { 'people-no-refs.xlsx': 'people.xlsx', 'error-cells-no-refs.xlsx': 'error-cells.xlsx' };
// read-excel-file reads a shared-string cell whose value is a space as string 0 (the first header); the direct reader
// reads it blank, and `readWorkbook` blanks it after either reader (tested below).
// It fails on a workbook of chart sheets alone ("readFiles(...).then is not a function"), which `readWorkbook` reads
// from the workbook's sheet list without either reader (tested in tableSources.test.ts).
const MISREAD_BY_READ_EXCEL_FILE = ['shared-string-space.xlsx', 'chart-sheet-only.xlsx'];
const workbooks = readdirSync(FIXTURES).filter((name) => name.endsWith('.xlsx') && !UNREADABLE.includes(name) && !MISREAD_BY_READ_EXCEL_FILE.includes(name));

describe('the direct reader reads what read-excel-file reads', () => {
  test.each(workbooks)('%s', async (name) => {
    const bytes = readFileSync(join(FIXTURES, name));
    const expected = await readExcelFile(readFileSync(join(FIXTURES, WITHOUT_REFERENCES[name] ?? name)));
    expect(texts(await readSheetCells(bytes))).toEqual(texts(expected));
  });

  test.each(UNREADABLE)('%s is refused by both', async (name) => {
    const bytes = readFileSync(join(FIXTURES, name));
    await expect(readSheetCells(bytes)).rejects.toThrow();
    await expect(readExcelFile(bytes)).rejects.toThrow();
  });

  test('a sheet of every kind of cell, thousands of rows, reads the same', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Patients');
    sheet.addRow(['Full Name', 'Date of Birth', 'Phone', 'Balance', 'Active', 'Fee', 'Status', 'Admitted']);
    for (let i = 0; i < 3000; i++) {
      if (i === 7) sheet.addRow([]);
      sheet.addRow([
        i % 97 === 0 ? `  Zoë Müller & Sons <${i}>  ` : `Person ${i % 1000}`,
        new Date(Date.UTC(1950 + (i % 60), i % 12, 1 + (i % 28))),
        15555550000 + i,
        i % 5 === 0 ? '' : (i % 1000) / 8,
        i % 3 === 0,
        { formula: `D${i + 2}*2`, result: (i % 1000) / 4 },
        i % 50 === 0 ? { error: '#N/A' } : 'ok',
        new Date(Date.UTC(2020, 0, 1 + (i % 300), i % 24, 30)),
      ]);
    }
    sheet.getColumn(2).numFmt = 'dd/mm/yyyy';
    sheet.getColumn(8).numFmt = 'yyyy-mm-dd hh:mm';
    const path = join(mkdtempSync(join(tmpdir(), 'long-sheet-')), 'long.xlsx');
    await book.xlsx.writeFile(path);

    const direct = await readWorkbook(path, 'long.xlsx', readSheetCells);
    const reference = await readWorkbook(path, 'long.xlsx', readExcelFile);
    expect(direct).toEqual(reference);
    expect(direct.ok && direct.sheets[0]!.rows.slice(0, 2)).toEqual([
      ['Full Name', 'Date of Birth', 'Phone', 'Balance', 'Active', 'Fee', 'Status', 'Admitted'],
      ['Zoë Müller & Sons <0>', '1950-01-01', '15555550000', '', 'TRUE', '0', '', '2020-01-01 00:30:00'],
    ]);
    expect(direct.ok && direct.sheets[0]!.lineNumbers.slice(6, 9)).toEqual([7, 8, 10]);
  });

  test(`a workbook with a sheet of more than ${DIRECT_READ_ROWS.toLocaleString('en-US')} rows is read by the direct reader`, () => {
    expect(workbookReaderFor(DIRECT_READ_ROWS + 1)).toBe(readSheetCells);
    expect(workbookReaderFor(DIRECT_READ_ROWS)).not.toBe(readSheetCells);
  });

  // read-excel-file gives every row as many cells as the widest: a stray cell in column XFD made 16,384 of each.
  test('a workbook with a cell in column AAA or past it is read by the direct reader', () => {
    expect(workbookReaderFor(10, true)).toBe(readSheetCells);
    expect(workbookReaderFor(10, false)).not.toBe(readSheetCells);
  });
});

describe('which number formats show dates', () => {
  test.each([
    ['dd/mm/yyyy', true],
    ['[$-409]mmmm d, yyyy;@', true],
    ['yyyy-mm-dd hh:mm', true],
    ['[h]:mm:ss', true],
    ['mm:ss.0', true],
    ['"Born "dd.mm.yyyy', true],
    ['0.00', false],
    ['#,##0', false],
    ['00000', false],
    ['0.00\\m', false],
    ['General', false],
    ['@', false],
  ])('%s: %s', (code, isDate) => {
    expect(isDateFormat(code)).toBe(isDate);
  });
});

describe('strings a writer escapes or leaves empty', () => {
  /** A one-sheet workbook whose shared strings are `items` (XML of each `<si>`), cells A1..An reading them in turn. */
  function workbookOfStrings(items: readonly string[]): Uint8Array {
    const cells = items.map((_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="s"><v>${i}</v></c><c r="B${i + 1}" t="inlineStr"><is><t>row ${i + 1}</t></is></c></row>`).join('');
    return zipSync({
      '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>'),
      '_rels/.rels': strToU8('<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>'),
      'xl/workbook.xml': strToU8('<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>'),
      'xl/_rels/workbook.xml.rels': strToU8('<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>'),
      'xl/sharedStrings.xml': strToU8(`<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${items.join('')}</sst>`),
      'xl/worksheets/sheet1.xml': strToU8(`<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${cells}</sheetData></worksheet>`),
    });
  }

  test('an empty shared string written self-closing, with a space (<si />), is one string: the next ones keep their places', async () => {
    const bytes = workbookOfStrings(['<si><t>Full Name</t></si>', '<si />', '<si><t>Ann Lee</t></si>', '<si/>', '<si><t>Bo Chen</t></si>']);
    const read = texts(await readSheetCells(bytes));
    expect(read[0]!.rows.map((row) => row[0])).toEqual(['Full Name', '', 'Ann Lee', '', 'Bo Chen']);
  });

  test('control characters a workbook writes as _xHHHH_ are removed from cells, by either reader, and named in a warning', async () => {
    const bytes = workbookOfStrings(['<si><t>Full Name</t></si>', '<si><t>Ann_x0007_ Lee</t></si>', '<si><t>Bo_x000B_Chen</t></si>', '<si><t>Cy_x005F_x0007_Dee</t></si>']);
    const path = join(mkdtempSync(join(tmpdir(), 'xlsx-controls-')), 'controls.xlsx');
    writeFileSync(path, bytes);
    for (const reader of [readExcelFile, readSheetCells]) {
      const book = await readWorkbook(path, 'controls.xlsx', reader);
      expect(book.ok).toBe(true);
      if (!book.ok) continue;
      // (_x005F_ is a written underscore: "_x0007_" after it is text, not a character.)
      expect(book.sheets[0]!.rows.map((row) => row[0])).toEqual(['Full Name', 'Ann Lee', 'Bo Chen', 'Cy_x0007_Dee']);
      expect(book.sheets[0]!.controlCells).toEqual({ count: 2, listed: [{ where: 'A2', characters: ['BEL (U+0007)'] }, { where: 'A3', characters: ['VT (U+000B)'] }] });
    }
  });

  test('a document over such a workbook warns XLSX_CONTROL_CHARACTERS, naming the sheet and cells, and finds the cleaned name', async () => {
    const bytes = workbookOfStrings(['<si><t>Full Name</t></si>', '<si><t>Ann_x0007_ Lee</t></si>', '<si><t>Bo Chen</t></si>']);
    const { doc } = await documentWith({ files: ['controls.xlsx'], lookups: [{ tool_name: 'find', search_column: 'Full Name', match_mode: 'exact' }] }, [], { extraFiles: { 'controls.xlsx': bytes } });
    expect(doc.status().issues).toEqual([expect.objectContaining({
      code: 'XLSX_CONTROL_CHARACTERS', severity: 'warning', file: 'controls.xlsx',
      message: expect.stringContaining('File controls.xlsx, sheet Data: a cell holds control characters no spreadsheet shows (A2: BEL (U+0007))'),
    })]);
    expect(doc.call('find', { full_name: 'Ann Lee' })).toMatchObject({ result: 'confident' });
  });
});

// A cell a faulty writer left unreadable is refused by both readers alike, sheet and cell named, so a workbook does not
// read differently by its length (past 20,000 rows the direct reader reads it); a cell left without a value is blank in both.
describe('a cell neither reader can read', () => {
  const READERS: [string, WorkbookReader][] = [['read-excel-file', readExcelFile], ['the direct reader', readSheetCells]];
  const FIX = 'open it in Excel or LibreOffice and save it again as .xlsx';

  test.each(READERS)('a shared string the workbook does not have: %s refuses it with XLSX_CELL_INVALID naming sheet and cell', async (_name, reader) => {
    const book = selectSheet(await readWorkbook(join(FIXTURES, 'shared-string-missing.xlsx'), 'shared-string-missing.xlsx', reader), 'shared-string-missing.xlsx', undefined, 1_000_000);
    expect(book).toEqual({
      ok: false,
      issues: [{
        code: 'XLSX_CELL_INVALID', severity: 'error', path: 'shared-string-missing.xlsx', file: 'shared-string-missing.xlsx',
        message: messages.xlsxCellInvalid('shared-string-missing.xlsx', 'Orders', 'cell C3', 'refers to shared string 99, and the workbook has only 0 to 15'),
      }],
    });
    expect(book.ok || book.issues[0]!.message).toContain(FIX);
  });

  test('a document over it says so and the fix, and its other files still load', async () => {
    const { doc } = await documentWith({
      lookups: [
        { tool_name: 'find_order', file: 'shared-string-missing.xlsx', search_column: 'Order ID', match_mode: 'exact' },
        { tool_name: 'find_by_postcode', file: 'orders.csv', search_column: 'Postcode' },
      ],
    }, ['shared-string-missing.xlsx', 'orders.csv']);
    expect(doc.status().issues.map((issue) => [issue.code, issue.file])).toEqual([['XLSX_CELL_INVALID', 'shared-string-missing.xlsx']]);
    expect(doc.status().issues[0]?.message).toMatch(/^Workbook shared-string-missing\.xlsx, sheet Orders: cell C3 refers to shared string 99, /);
    expect(doc.tools.map((tool) => tool.name)).toEqual(['find_by_postcode']);
  });

  test.each(READERS)('in a sheet the lookup does not read, %s refuses that sheet alone (notes-cell-invalid.xlsx)', async (_name, reader) => {
    const book = await readWorkbook(join(FIXTURES, 'notes-cell-invalid.xlsx'), 'notes-cell-invalid.xlsx', reader);
    const orders = selectSheet(book, 'notes-cell-invalid.xlsx', 'Orders', 1_000_000);
    expect(orders.ok && orders.sheet.rows.length).toBe(5);
    expect(selectSheet(book, 'notes-cell-invalid.xlsx', undefined, 1_000_000).ok).toBe(true);
    expect(selectSheet(book, 'notes-cell-invalid.xlsx', 'Notes', 1_000_000)).toEqual({
      ok: false,
      issues: [{ code: 'XLSX_CELL_INVALID', severity: 'error', path: 'notes-cell-invalid.xlsx', file: 'notes-cell-invalid.xlsx', message: messages.xlsxCellInvalid('notes-cell-invalid.xlsx', 'Notes', 'cell B2', 'refers to shared string 99, and the workbook has only 0 to 15') }],
    });
  });

  test('a document reads the good sheet and names the broken one where a lookup reads it', async () => {
    const { doc } = await documentWith({
      lookups: [
        { tool_name: 'find_order', file: 'notes-cell-invalid.xlsx', sheet: 'Orders', search_column: 'Order ID', match_mode: 'exact' },
        { tool_name: 'find_note', file: 'notes-cell-invalid.xlsx', sheet: 'Notes', search_column: 'Order ID', match_mode: 'exact' },
      ],
    }, ['notes-cell-invalid.xlsx']);
    expect(doc.status().issues.map((issue) => [issue.code, issue.path])).toEqual([['XLSX_CELL_INVALID', 'lookups[1].sheet']]);
    expect(doc.call('find_order', { order_id: 'PD-10432' })).toMatchObject({ result: 'confident', row: { Recipient: 'Sean Riley' } });
  });

  test.each(READERS)('a shared-string cell with an empty value or none: %s reads it blank, and the rest of the row', async (_name, reader) => {
    const book = await readWorkbook(join(FIXTURES, 'shared-string-empty.xlsx'), 'shared-string-empty.xlsx', reader);
    // (A row's blank last cells are left off by one reader and kept by the other; the table pads every row alike.)
    expect(book.ok && book.sheets[0]!.rows.map((row) => [0, 1, 2].map((column) => row[column] ?? ''))).toEqual([
      ['Order ID', 'Postcode', 'Recipient'], ['PD-10431', 'SW1A 1AA', 'Caitlin Myers'], ['PD-10432', 'M1 1AE', ''], ['PD-10433', 'EH1 1YZ', ''], ['PD-10438', 'M1 1AE', 'Ann Lee'],
    ]);
  });

  test.each(READERS)('a shared-string cell whose value is a space, or naming a string that is a space: %s reads both blank, not the first header', async (_name, reader) => {
    const book = await readWorkbook(join(FIXTURES, 'shared-string-space.xlsx'), 'shared-string-space.xlsx', reader);
    expect(book.ok && book.sheets[0]!.rows.map((row) => [0, 1, 2].map((column) => row[column] ?? ''))).toEqual([
      ['Order ID', 'Postcode', 'Recipient'], ['PD-10431', 'SW1A 1AA', 'Caitlin Myers'], ['PD-10432', 'M1 1AE', ''], ['PD-10433', 'EH1 1YZ', ''], ['PD-10438', 'M1 1AE', 'Ann Lee'],
    ]);
  });

  test.each([
    ['a space', '<row r="3"><c r="C3" t="s"><v> </v></c></row>', ['C3']],
    ['a line break and tab, prefixed elements, single quotes', "<x:row r='3'><x:c r='c3' s='1' t='s'><x:v>\n\t</x:v></x:c></x:row>", ['C3']],
    ['a number cell holding a space (blank already)', '<row r="3"><c r="C3"><v> </v></c></row>', []],
    ['a text formula whose value is a space', '<row r="3"><c r="C3" t="str"><f>" "</f><v> </v></c></row>', []],
    ['a shared string 0', '<row r="3"><c r="C3" t="s"><v>0</v></c></row>', []],
  ])('spacedStringCells: %s', (_name, xml, refs) => {
    expect([...spacedStringCells(`<sheetData>${xml}</sheetData>`)]).toEqual(refs);
  });

  test('the direct reader gives such a cell as no value at all', async () => {
    const [orders] = await readSheetCells(readFileSync(join(FIXTURES, 'shared-string-space.xlsx')));
    expect(orders!.data[2]).toEqual(['PD-10432', 'M1 1AE']);
  });

  test('a lookup over it does not find the order by its header text', async () => {
    const { doc } = await documentWith({
      lookups: [{ tool_name: 'find_recipient', file: 'shared-string-space.xlsx', search_column: 'Recipient', return_columns: ['Order ID'], match_mode: 'exact' }],
    }, ['shared-string-space.xlsx']);
    expect(doc.status().issues).toEqual([]);
    expect(doc.call('find_recipient', { recipient: 'Order ID' })).toMatchObject({ result: 'not_found' });
    expect(doc.call('find_recipient', { recipient: 'Ann Lee' })).toMatchObject({ result: 'confident', row: { 'Order ID': 'PD-10438' } });
  });

  /** A one-sheet workbook ("Data", with styles 0 and 1, a date) whose row 2 is `row2`, after a header row. */
  function workbookWithRow(row2: string, withStyles = true): Uint8Array {
    return zipSync({
      '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>'),
      '_rels/.rels': strToU8('<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>'),
      'xl/workbook.xml': strToU8('<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>'),
      'xl/_rels/workbook.xml.rels': strToU8(`<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>${withStyles ? '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' : ''}</Relationships>`),
      ...(withStyles ? { 'xl/styles.xml': strToU8('<?xml version="1.0"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs></styleSheet>') } : {}),
      'xl/sharedStrings.xml': strToU8('<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>Full Name</t></si><si><t>Ann Lee</t></si></sst>'),
      'xl/worksheets/sheet1.xml': strToU8(`<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>City</t></is></c></row>${row2}</sheetData></worksheet>`),
    });
  }
  const row = (cell: string) => `<row r="2">${cell}<c r="B2" t="inlineStr"><is><t>Boston</t></is></c></row>`;

  test.each([
    ['a shared string index past the end', row('<c r="A2" t="s"><v>7</v></c>'), true, 'cell A2', 'refers to shared string 7, and the workbook has only 0 to 1'],
    ['a shared string index that is no whole number', row('<c r="A2" t="s"><v>1.5</v></c>'), true, 'cell A2', 'refers to shared string 1.5, and the workbook has only 0 to 1'],
    ['a type no cell has', row('<c r="A2" t="x"><v>5</v></c>'), true, 'cell A2', 'has the type "x", which no spreadsheet cell has'],
    ['a TRUE/FALSE cell holding 2', row('<c r="A2" t="b"><v>2</v></c>'), true, 'cell A2', 'is a TRUE/FALSE cell holding "2"'],
    ['a date cell holding no date', row('<c r="A2" t="d"><v>soon</v></c>'), true, 'cell A2', 'is a date cell holding "soon", which is no date'],
    ['a style the workbook does not define', row('<c r="A2" s="9"><v>5</v></c>'), true, 'cell A2', 'has style 9, and the workbook defines only 0 to 1'],
    ['a style in a workbook without styles', row('<c r="A2" s="0"><v>5</v></c>'), false, 'cell A2', 'has style 0, and the workbook defines no styles'],
    ['a row written after a later one', '<row r="3"><c r="A3" t="s"><v>1</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c></row>', true, 'row 2', 'comes after row 3 in the sheet\'s file'],
    ['a cell written after a later one', '<row r="2"><c r="B2" t="s"><v>1</v></c><c r="A2" t="s"><v>1</v></c></row>', true, 'cell A2', 'comes after B2 in the sheet\'s file'],
  ])('%s: both readers refuse it alike', async (_name, row2, withStyles, place, problem) => {
    const path = join(mkdtempSync(join(tmpdir(), 'xlsx-invalid-')), 'data.xlsx');
    writeFileSync(path, workbookWithRow(row2, withStyles));
    for (const [, reader] of READERS) {
      const book = selectSheet(await readWorkbook(path, 'data.xlsx', reader), 'data.xlsx', undefined, 1_000_000);
      expect(book.ok || book.issues.map((issue) => [issue.code, issue.message])).toEqual([['XLSX_CELL_INVALID', messages.xlsxCellInvalid('data.xlsx', 'Data', place, problem)]]);
    }
    await expect(readSheetCells(workbookWithRow(row2, withStyles))).rejects.toThrow(CellInvalidError);
  });

  test.each([
    ['a shared-string cell without a value', '<c r="A2" t="s"/>'],
    ['a formula cell without its result', '<c r="A2" t="str"><f>B2</f></c>'],
    ['a TRUE/FALSE cell without a value', '<c r="A2" t="b"><v></v></c>'],
    ['a date cell with an empty value', '<c r="A2" t="d"><v></v></c>'],
    ['an inline string without its text', '<c r="A2" t="inlineStr"></c>'],
  ])('%s: both readers read it blank', async (_name, cell) => {
    const path = join(mkdtempSync(join(tmpdir(), 'xlsx-blank-')), 'data.xlsx');
    writeFileSync(path, workbookWithRow(row(cell)));
    for (const [, reader] of READERS) {
      const book = await readWorkbook(path, 'data.xlsx', reader);
      expect(book.ok && book.sheets[0]!.rows[1]).toEqual(['', 'Boston']);
    }
  });
});
