// Rows and cells given the references a writer left out, as the format implies them.
import { describe, expect, test } from '@jest/globals';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { withReferences, workbookWithReferences } from '../src/source/cellReferences.js';

const sheet = (data: string): string => `<worksheet><cols><col min="1" max="2"/></cols><sheetData>${data}</sheetData><rowBreaks count="0"/></worksheet>`;

describe('withReferences', () => {
  test.each([
    ['rows and cells without any', '<row><c t="s"><v>0</v></c><c><v>7</v></c></row><row><c><v>1</v></c></row>',
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1"><v>7</v></c></row><row r="2"><c r="A2"><v>1</v></c></row>'],
    ['a given row number is kept and the next row follows it', '<row r="4"><c><v>1</v></c></row><row><c><v>2</v></c></row>',
      '<row r="4"><c r="A4"><v>1</v></c></row><row r="5"><c r="A5"><v>2</v></c></row>'],
    ['a given cell reference is kept and the next cell follows it', '<row><c r="C1"><v>1</v></c><c><v>2</v></c></row>',
      '<row r="1"><c r="C1"><v>1</v></c><c r="D1"><v>2</v></c></row>'],
    ['past Z the columns go on as AA, AB', `<row><c r="Y1"/>${'<c/>'.repeat(3)}</row>`,
      '<row r="1"><c r="Y1"/><c r="Z1"/><c r="AA1"/><c r="AB1"/></row>'],
    ['prefixed elements and empty tags', '<x:row spans="1:2"><x:c t="e"/><x:c s="1"><x:v>3</x:v></x:c></x:row><x:row/>',
      '<x:row r="1" spans="1:2"><x:c r="A1" t="e"/><x:c r="B1" s="1"><x:v>3</x:v></x:c></x:row><x:row r="2"/>'],
    ['an empty reference is replaced', '<row r=""><c r=""><v>1</v></c></row>', '<row r="1"><c r="A1"><v>1</v></c></row>'],
  ])('%s', (_name, data, expected) => {
    expect(withReferences(sheet(data))).toBe(sheet(expected));
  });

  test('a sheet with every reference, or without sheet data, is left alone', () => {
    expect(withReferences(sheet('<row r="1"><c r="A1"><v>1</v></c></row>'))).toBeUndefined();
    expect(withReferences('<worksheet><sheetData/></worksheet>')).toBeUndefined();
    expect(withReferences('<worksheet/>')).toBeUndefined();
  });
});

describe('workbookWithReferences', () => {
  test('rewrites the worksheets that need it and keeps every other part as it was', () => {
    const parts = {
      'xl/workbook.xml': strToU8('<workbook><sheets><sheet name="A" r:id="rId1"/></sheets></workbook>'),
      'xl/worksheets/sheet1.xml': strToU8(sheet('<row><c><v>1</v></c></row>')),
      'xl/worksheets/sheet2.xml': strToU8(sheet('<row r="1"><c r="A1"><v>1</v></c></row>')),
      'xl/sharedStrings.xml': strToU8('<sst><si><t>&lt;row&gt;&lt;c&gt;</t></si></sst>'),
    };
    const rewritten = workbookWithReferences(zipSync(parts));
    expect(rewritten).toBeDefined();
    const read = unzipSync(rewritten!);
    expect(Object.fromEntries(Object.entries(read).map(([name, part]) => [name, strFromU8(part)]))).toEqual({
      'xl/workbook.xml': '<workbook><sheets><sheet name="A" r:id="rId1"/></sheets></workbook>',
      'xl/worksheets/sheet1.xml': sheet('<row r="1"><c r="A1"><v>1</v></c></row>'),
      'xl/worksheets/sheet2.xml': sheet('<row r="1"><c r="A1"><v>1</v></c></row>'),
      'xl/sharedStrings.xml': '<sst><si><t>&lt;row&gt;&lt;c&gt;</t></si></sst>',
    });
  });

  test('a workbook with every reference, or bytes that are not a zip, give nothing', () => {
    expect(workbookWithReferences(zipSync({ 'xl/worksheets/sheet1.xml': strToU8(sheet('<row r="1"/>')) }))).toBeUndefined();
    expect(workbookWithReferences(strToU8('PK not really'))).toBeUndefined();
  });
});
