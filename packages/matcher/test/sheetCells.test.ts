// One suite, both workbook readers: the direct reader of long sheets (source/sheetCells.ts) reads every workbook as
// read-excel-file does, cell for cell.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import ExcelJS from 'exceljs';
import readXlsxFile from 'read-excel-file/node';
import { cellText, StoredNumber } from '../src/source/cellText.js';
import { isDateFormat, readSheetCells } from '../src/source/sheetCells.js';
import { DIRECT_READ_ROWS, readWorkbook, workbookReaderFor, type WorkbookReader } from '../src/source/xlsxSource.js';
import { FIXTURES } from './support/documentWith.js';

const readExcelFile: WorkbookReader = (bytes) => readXlsxFile<StoredNumber>(bytes, { parseNumber: (raw) => new StoredNumber(raw) });

/** Each sheet's rows as the texts a table holds, trailing blank cells left off. */
const texts = (sheets: { sheet: string; data: unknown[][] }[]) => sheets.map(({ sheet, data }) => ({
  sheet,
  rows: data.map((row) => {
    const cells = row.map(cellText);
    while (cells.at(-1) === '') cells.pop();
    return cells;
  }),
}));

const UNREADABLE = ['corrupt.xlsx', 'encrypted.xlsx', 'not-a-zip.xlsx'];
// read-excel-file needs every row's and cell's reference; the direct reader reads them as the format implies them.
const WITHOUT_REFERENCES: Record<string, string> = { 'people-no-refs.xlsx': 'people.xlsx', 'error-cells-no-refs.xlsx': 'error-cells.xlsx' };
const workbooks = readdirSync(FIXTURES).filter((name) => name.endsWith('.xlsx') && !UNREADABLE.includes(name));

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
