// Merged cells over several rows read as their value in each row, by both workbook readers (merged-regions.xlsx).
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import readXlsxFile from 'read-excel-file/node';
import { StoredNumber } from '../src/source/cellText.js';
import { tallMergedRanges } from '../src/source/mergedCells.js';
import { readSheetCells } from '../src/source/sheetCells.js';
import { readWorkbook, type WorkbookReader } from '../src/source/xlsxSource.js';
import { documentWith, FIXTURES } from './support/documentWith.js';

const readExcelFile: WorkbookReader = (bytes) => readXlsxFile<StoredNumber>(bytes, { parseNumber: (raw) => new StoredNumber(raw) });

describe('a workbook whose rows are grouped by merged cells', () => {
  test.each([['read-excel-file', readExcelFile], ['the direct reader', readSheetCells]] as const)('%s reads a merged region in each of its rows, a one-row merge in its first cell', async (_name, reader) => {
    const book = await readWorkbook(join(FIXTURES, 'merged-regions.xlsx'), 'merged-regions.xlsx', reader);
    const width = (row: readonly string[]) => [0, 1, 2, 3, 4, 5].map((column) => row[column] ?? '');
    expect(book.ok && book.sheets[0]!.rows.map(width)).toEqual([
      // The title over the table's width stays one cell: filled, it would read as a header of six equal names.
      ['Customers by region', '', '', '', '', ''],
      ['Full Name', 'Phone', 'City', 'Region', 'Visit', 'Note'],
      // A note over two columns of one row stays in its first.
      ['Ann Lee', '07700 900123', 'Leeds', 'North', 'VIP customer', ''],
      ['Bo Chen', '07700 900124', 'York', 'North', '', ''],
      ['Cy Dee', '020 7946 0000', 'London', 'South', '2026-12-01', '2026-12-01'],
      ['Di Eve', '020 7946 0001', 'Brighton', 'South', '2026-12-01', '2026-12-01'],
    ]);
  });

  test('a lookup finds the second row of a region by it, and the title is still skipped', async () => {
    const { doc } = await documentWith({
      lookups: [{ tool_name: 'find', file: 'merged-regions.xlsx', search_column: 'Full Name', additional_search_columns: [{ column: 'Region', match_mode: 'exact' }] }],
    }, ['merged-regions.xlsx']);
    expect(doc.status().issues.map((issue) => issue.code)).toEqual(['TITLE_ROW_SKIPPED']);
    expect(doc.call('find', { full_name: 'Bo Chen', region: 'North' })).toMatchObject({ result: 'confident', row: { 'Full Name': 'Bo Chen', Region: 'North' } });
    expect(doc.call('find', { full_name: 'Di Eve', region: 'South' })).toMatchObject({ result: 'confident', row: { Region: 'South' } });
  });

  test.each([
    ['a one-row merge', '<mergeCell ref="A1:F1"/>', []],
    ['a merge over two rows', '<mergeCell ref="D3:D4"/>', [{ top: 2, left: 3, bottom: 3, right: 3 }]],
    ['a block', "<x:mergeCell ref='E5:F6'/>", [{ top: 4, left: 4, bottom: 5, right: 5 }]],
    ['a reference that is no range', '<mergeCell ref="D3"/>', []],
  ])('%s', (_name, xml, ranges) => {
    expect(tallMergedRanges(`<mergeCells>${xml}</mergeCells>`)).toEqual(ranges);
  });
});
