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

/**
 * The total rows of the tables of the sheet whose part is `sheetPart` (`xl/worksheets/sheet1.xml`), read through
 * `partText` (a part of the workbook's zip by name, undefined when it has none).
 *
 * @example
 *   tableTotalsRows('xl/worksheets/sheet1.xml', readPart) // [{ row: 4, table: "Customers", range: "A1:C4" }]
 */
export function tableTotalsRows(sheetPart: string, partText: (name: string) => string | undefined): TotalsRow[] {
  const folder = posix.dirname(sheetPart);
  const relationships = partText(`${folder}/_rels/${posix.basename(sheetPart)}.rels`);
  if (relationships === undefined) return [];
  const rows: TotalsRow[] = [];
  for (const [element] of relationships.matchAll(RELATIONSHIP)) {
    const target = attribute(element, 'Target');
    if (target === undefined || !(attribute(element, 'Type') ?? '').endsWith('/table')) continue;
    const table = partText(target.startsWith('/') ? target.slice(1) : posix.normalize(`${folder}/${target}`));
    const start = table === undefined ? undefined : TABLE_START.exec(table)?.[0];
    if (start === undefined) continue;
    const range = attribute(start, 'ref') ?? '';
    const bounds = RANGE.exec(range);
    const count = Number(attribute(start, 'totalsRowCount') ?? 0);
    if (bounds === null || !Number.isInteger(count) || count < 1) continue;
    const last = Number(bounds[2]);
    const name = attribute(start, 'displayName') ?? attribute(start, 'name') ?? '';
    for (let row = Math.max(Number(bounds[1]) + 1, last - count + 1); row <= last; row++) rows.push({ row, table: name, range });
  }
  return rows;
}
