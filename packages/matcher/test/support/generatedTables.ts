// Generated tables for loading tests (long CSVs and sheets), written in a test's folder rather than kept as large
// fixtures in the repository.
import { writeFile } from 'node:fs/promises';
import { strToU8, zipSync } from 'fflate';

/**
 * Row `i` of a generated customer table: an account id and a name made of a code and a number, distinct per row.
 *
 * @example
 *   personRow(42) // ['A100042', 'Customer 16 Number 42']
 */
export const personRow = (i: number): string[] => [`A${100000 + i}`, `Customer ${i.toString(36)} Number ${i % 977}`];

const escaped = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Writes an .xlsx at `path` whose sheet `sheet` holds `header`, then `rows`, every cell an inline string.
 *
 * @example
 *   await writeLongWorkbook('/tmp/x/people.xlsx', 'People', ['Full Name'], Array.from({ length: 25_000 }, (_, i) => [`Person ${i}`]))
 */
export async function writeLongWorkbook(path: string, sheet: string, header: readonly string[], rows: readonly (readonly string[])[]): Promise<void> {
  const xmlRows = [header, ...rows].map((cells, i) =>
    `<row r="${i + 1}">${cells.map((cell, column) => `<c r="${String.fromCharCode(65 + column)}${i + 1}" t="inlineStr"><is><t>${escaped(cell)}</t></is></c>`).join('')}</row>`);
  await writeFile(path, zipSync({
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>'),
    '_rels/.rels': strToU8('<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>'),
    'xl/workbook.xml': strToU8(`<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escaped(sheet)}" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    'xl/_rels/workbook.xml.rels': strToU8('<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>'),
    'xl/worksheets/sheet1.xml': strToU8(`<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${xmlRows.join('')}</sheetData></worksheet>`),
  }));
}
