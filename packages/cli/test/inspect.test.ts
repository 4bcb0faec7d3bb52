// `switchboard inspect`: rows, preview, lookups, unused files and every problem with its code.
import { describe, expect, test } from '@jest/globals';
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '../src/commands/inspect.js';
import { memoryIO } from '../src/io.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

async function inspect(...argv: string[]) {
  const io = memoryIO('', ROOT);
  const code = await run(argv, io);
  return { code, out: io.out(), err: io.err() };
}

describe('switchboard inspect', () => {
  test('the customer-care document: rows, preview, both lookups, no problems', async () => {
    const { code, out } = await inspect('flows/customer-care/customers.lookup.json');
    expect(code).toBe(0);
    expect(out).toContain('customers.xlsx [Customers]: 520 rows');
    expect(out).toContain('Caitlin Myers');
    expect(out).toContain('lookup_customer: customers.xlsx [Customers], 520 rows indexed');
    expect(out).toContain('phone (required) -> Phone');
    expect(out).toContain('city (optional) -> City');
    expect(out).toContain('No problems.');
  });

  test('a date column says how its dates of numbers only are read', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cli-inspect-'));
    copyFileSync(join(ROOT, 'flows/customer-care/customers.xlsx'), join(folder, 'customers.xlsx'));
    writeFileSync(join(folder, 'patients.csv'), 'Full Name,Date of Birth\nJohn Smith,05.03.1985\nJohn Smith,25.12.1990\n');
    writeFileSync(join(folder, 'doc.json'), JSON.stringify({
      files: ['customers.xlsx', 'patients.csv'],
      lookups: [
        { tool_name: 'by_birth', file: 'patients.csv', search_column: 'Full Name', additional_search_columns: [{ column: 'Date of Birth', param_name: 'dob' }] },
        { tool_name: 'by_since', file: 'customers.xlsx', search_column: 'Full Name', additional_search_columns: [{ column: 'Customer Since', param_name: 'since' }] },
      ],
    }));
    const { code, out } = await inspect(join(folder, 'doc.json'));
    expect(code).toBe(0);
    expect(out).toContain('dob (optional) -> Date of Birth (dates, day first)');
    expect(out).toContain('since (optional) -> Customer Since (dates, month first)');
    expect(out).toContain('full_name (required) -> Full Name\n');
  });

  test('a column of numbers says how it reads them: as ids by its header or the document, else as phones', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cli-inspect-'));
    writeFileSync(join(folder, 'kunden.csv'), '\uFEFFKundennummer;Name;Telefonnummer;Nummer\r\n1232000008;Anna Müller;0171 2345678;1232000008\r\n');
    writeFileSync(join(folder, 'doc.json'), JSON.stringify({
      files: ['kunden.csv'],
      lookups: [
        { tool_name: 'by_customer', search_column: 'Kundennummer', additional_search_columns: [{ column: 'Nummer', numbers: 'ids' }] },
        { tool_name: 'by_phone', search_column: 'Telefonnummer', additional_search_columns: ['Name'] },
      ],
    }));
    const { code, out } = await inspect(join(folder, 'doc.json'));
    expect(code).toBe(0);
    expect(out).toContain('kundennummer (required) -> Kundennummer (numbers read as ids)');
    expect(out).toContain('nummer (optional) -> Nummer (numbers read as ids)');
    expect(out).toContain('telefonnummer (required) -> Telefonnummer (numbers read as phones)');
    expect(out).toContain('-> Name\n');
  });

  test('problems are listed with their codes, unused files named, and the exit code is 1', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cli-inspect-'));
    copyFileSync(join(ROOT, 'flows/customer-care/customers.xlsx'), join(folder, 'customers.xlsx'));
    writeFileSync(join(folder, 'spare.csv'), 'Full Name,City\nAnn Lee,Boston\n');
    writeFileSync(join(folder, 'doc.json'), JSON.stringify({
      files: ['customers.xlsx', 'spare.csv'],
      lookups: [
        { tool_name: 'by_name', search_column: 'Full Name', min_scor: 70 },
        { tool_name: 'by_shoe', search_column: 'Shoe Size' },
      ],
    }));
    const { code, out } = await inspect(join(folder, 'doc.json'));
    expect(code).toBe(1);
    expect(out).toContain('warning FIELD_UNKNOWN at lookups[0].min_scor');
    expect(out).toContain('did you mean "min_score"?');
    expect(out).toContain('error COLUMN_UNKNOWN at lookups[1].search_column');
    expect(out).toContain('warning FILE_UNUSED at files[1]');
    expect(out).toContain('spare.csv: 1 row (unused)');
    expect(out).toContain('Unused files: spare.csv');
  });

  test('a sheet that does not exist is shown as not read, not as empty', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cli-inspect-'));
    copyFileSync(join(ROOT, 'flows/customer-care/customers.xlsx'), join(folder, 'customers.xlsx'));
    writeFileSync(join(folder, 'doc.json'), JSON.stringify({ files: ['customers.xlsx'], lookups: [{ tool_name: 'by_name', search_column: 'Full Name', sheet: 'Nope' }] }));
    const { code, out } = await inspect(join(folder, 'doc.json'));
    expect(code).toBe(1);
    expect(out).toContain('customers.xlsx [Nope]: not read (see the problems below)');
    expect(out).toContain('error SHEET_NOT_FOUND');
  });

  test('a parcel-delivery document with sheet and column names slightly off is told which ones it meant', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cli-inspect-'));
    for (const file of ['orders.xlsx', 'orders.csv']) copyFileSync(join(ROOT, 'packages/matcher/test/fixtures', file), join(folder, file));
    writeFileSync(join(folder, 'doc.json'), JSON.stringify({
      files: ['orders.xlsx', 'orders.csv'],
      lookups: [
        { tool_name: 'find_order', file: 'orders.xlsx', sheet: 'Order', search_column: 'Order ID' },
        { tool_name: 'find_by_post_code', file: 'orders.xlsx', sheet: 'Orders', search_column: 'Post Code' },
        { tool_name: 'find_by_postcode', file: 'orders.xlsx', sheet: 'Orders', search_column: 'Postcode', return_columns: ['OrderID'] },
        { tool_name: 'find_by_id', file: 'orders.csv', search_column: 'Order ID', return_columns: ['Recipent'] },
      ],
    }));
    const { code, out } = await inspect(join(folder, 'doc.json'));
    expect(code).toBe(1);
    const columns = 'Available columns: "Order ID", "Postcode", "Recipient" (or a column letter or number, from A or 1).';
    expect(out).toContain('error SHEET_NOT_FOUND at lookups[0].sheet: Workbook orders.xlsx has no sheet "Order"; did you mean "Orders"? Available sheets: "Orders", "Notes".\n');
    expect(out).toContain(`error COLUMN_UNKNOWN at lookups[1].search_column: Column "Post Code" is not in orders.xlsx [Orders]; did you mean "Postcode"? ${columns}\n`);
    expect(out).toContain(`warning COLUMN_UNKNOWN at lookups[2].return_columns[0]: Column "OrderID" is not in orders.xlsx [Orders]; did you mean "Order ID"? ${columns}\n`);
    expect(out).toContain(`warning COLUMN_UNKNOWN at lookups[3].return_columns[0]: Column "Recipent" is not in orders.csv; did you mean "Recipient"? ${columns}\n`);
  });

  test('a line break inside a cell stays on its preview line', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cli-inspect-'));
    writeFileSync(join(folder, 'notes.csv'), 'Full Name,Note\nAnn Lee,"first line\nsecond line"\nBob Ray,short\n');
    writeFileSync(join(folder, 'doc.json'), JSON.stringify({ files: ['notes.csv'], lookups: [{ tool_name: 'by_name', search_column: 'Full Name' }] }));
    const { out } = await inspect(join(folder, 'doc.json'));
    expect(out).toContain('Ann Lee   | first line⏎second line');
    expect(out).not.toContain('\nsecond line');
  });

  test('a lookup over one row says "1 row indexed"', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cli-inspect-'));
    writeFileSync(join(folder, 'one.csv'), 'Full Name,City\nAnn Lee,Boston\n');
    writeFileSync(join(folder, 'doc.json'), JSON.stringify({ files: ['one.csv'], lookups: [{ tool_name: 'by_name', search_column: 'Full Name' }] }));
    const { out } = await inspect(join(folder, 'doc.json'));
    expect(out).toContain('  by_name: one.csv, 1 row indexed\n');
  });

  test('--json prints the status object', async () => {
    const { code, out } = await inspect('flows/customer-care/customers.lookup.json', '--json');
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ ok: true, issues: [], files: [{ file: 'customers.xlsx', rows: 520, used: true }] });
  });

  test('an unreadable document exits 2 with its code', async () => {
    const { code, err } = await inspect('flows/customer-care/nope.json');
    expect(code).toBe(2);
    expect(err).toContain('DOCUMENT_UNREADABLE:');
  });
});
