// The total rows of Excel tables (Insert > Table, then Table Design > Total Row): a row under the records holding
// "Total" and a SUBTOTAL per column, which the table's part in the workbook marks as such (`totalsRowCount`).
import { posix } from 'node:path';
import { attribute } from './xmlAttribute.js';

/** A total row of an Excel table on a sheet: its sheet row (1-based), the table's name and range. */
export interface TotalsRow {
  row: number;
  table: string;
  range: string;
}

const RELATIONSHIP = /<(?:[\w.-]+:)?Relationship\s[^>]*>/g;
const TABLE_START = /<(?:[\w.-]+:)?table\s[^>]*>/;
const RANGE = /^[A-Za-z]{1,3}(\d+):[A-Za-z]{1,3}(\d+)$/;

/** The sheet rows (1-based, first and last) an Excel table covers, its header and total row included. */
export interface TableRows {
  first: number;
  last: number;
}

/**
 * The tables of the sheet whose part is `sheetPart` (`xl/worksheets/sheet1.xml`), read through `partText` (a part of
 * the workbook's zip by name, undefined when it has none): their total rows, and the rows each covers (the last row of
 * a table without a total row is a record, whatever it holds).
 *
 * @example
 *   sheetTables('xl/worksheets/sheet1.xml', readPart) // { totalsRows: [{ row: 4, table: "Customers", range: "A1:C4" }], tableRows: [{ first: 1, last: 4 }] }
 */
export function sheetTables(sheetPart: string, partText: (name: string) => string | undefined): { totalsRows: TotalsRow[]; tableRows: TableRows[] } {
  const folder = posix.dirname(sheetPart);
  const relationships = partText(`${folder}/_rels/${posix.basename(sheetPart)}.rels`);
  const rows: TotalsRow[] = [];
  const tableRows: TableRows[] = [];
  if (relationships === undefined) return { totalsRows: rows, tableRows };
  for (const [element] of relationships.matchAll(RELATIONSHIP)) {
    const target = attribute(element, 'Target');
    if (target === undefined || !(attribute(element, 'Type') ?? '').endsWith('/table')) continue;
    const table = partText(target.startsWith('/') ? target.slice(1) : posix.normalize(`${folder}/${target}`));
    const start = table === undefined ? undefined : TABLE_START.exec(table)?.[0];
    if (start === undefined) continue;
    const range = attribute(start, 'ref') ?? '';
    const bounds = RANGE.exec(range);
    if (bounds === null) continue;
    const last = Number(bounds[2]);
    tableRows.push({ first: Number(bounds[1]), last });
    const count = Number(attribute(start, 'totalsRowCount') ?? 0);
    if (!Number.isInteger(count) || count < 1) continue;
    const name = attribute(start, 'displayName') ?? attribute(start, 'name') ?? '';
    for (let row = Math.max(Number(bounds[1]) + 1, last - count + 1); row <= last; row++) rows.push({ row, table: name, range });
  }
  return { totalsRows: rows, tableRows };
}
