// Files that are damaged, huge or strange in shape load as a clear issue or as the right rows: never a crash or a hang.
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadDocument, messages, tableFromRows } from '@switchboard/matcher';
import { codesOf, documentWith, FIXTURES } from './support/documentWith.js';
import { binaryKind } from '../src/source/fileMagic.js';

// Enough cells or rows that one issue each would overflow the call stack when the issues are gathered.
const MANY = 150_000;

describe('a problem repeated across a whole file is one issue', () => {
  test('a header row with 150,000 blank cells is one HEADER_BLANK warning, and the lookup works', async () => {
    // (The blank-headed columns hold a cell: a column with no header and no cell is no column at all.)
    const csv = `Full Name${','.repeat(MANY)}City\r\nCaitlin Myers${','.repeat(MANY)}Chicago\r\nSean Riley${',x'.repeat(MANY - 1)},Boston\r\n`;
    const { doc } = await documentWith(
      { files: ['wide.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] },
      [],
      { extraFiles: { 'wide.csv': csv } },
    );
    const blank = doc.status().issues.filter((issue) => issue.code === 'HEADER_BLANK');
    expect(blank).toHaveLength(1);
    expect(blank[0]?.message).toContain('columns B, C, D');
    // Columns B to the one before City: MANY - 1 blank headers, 50 of them named (the count grouped, 149,949, as every
    // capped list of the matcher writes it; until 2026-12-05 this one wrote 149949).
    expect(blank[0]?.message).toContain(`and ${(MANY - 1 - 50).toLocaleString('en-US')} more have blank headers`);
    expect(doc.call('find', { full_name: 'Sean Riley' })).toMatchObject({ result: 'confident', row: { 'Full Name': 'Sean Riley', City: 'Boston' } });
  });

  test('several header names used twice are one HEADER_DUPLICATE warning naming each', () => {
    const { table, issues } = tableFromRows([['Name', 'City', 'Name', 'city', 'Plan'], ['Caitlin Myers', 'Chicago', 'C. Myers', 'Chi', 'Gold']]);
    expect(issues).toMatchObject([{ code: 'HEADER_DUPLICATE', severity: 'warning' }]);
    expect(issues[0]?.message).toContain('header "Name" appears in columns A, C; "City" appears in columns B, D;');
    expect(table?.columns).toEqual(['Name', 'City', 'Name (C)', 'city (D)', 'Plan']);
  });

  test('an alias file of many rows without an alias is one ALIASES_MALFORMED error naming the first rows', async () => {
    const { doc } = await documentWith(
      { files: ['people.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name', aliases: 'nicknames.csv' }] },
      ['people.csv'],
      { extraFiles: { 'nicknames.csv': 'name,alias\nbob,robert\n' + 'bill\n'.repeat(MANY) } },
    );
    expect(codesOf(doc)).toEqual(['ALIASES_MALFORMED']);
    expect(doc.status().issues[0]?.message).toContain(`lines 3, 4, 5, 6, 7 and ${MANY - 5} more need both a name and an alias`);
    expect(doc.tools).toEqual([]);
  });
});

describe('a path that names something other than a file', () => {
  const PEOPLE = 'Full Name,City\nCaitlin Myers,Chicago\n';
  // Each entry makes `name` in the folder; a named pipe would block a read forever.
  const makers: [string, (path: string) => void][] = [
    ['a folder', (path) => mkdirSync(path)],
    ['a named pipe', (path) => execFileSync('mkfifo', [path])],
  ];

  test.each(makers)('%s given as the data file is FILE_UNREADABLE', async (kind, make) => {
    const folder = mkdtempSync(join(tmpdir(), 'matcher-test-'));
    make(join(folder, 'people.csv'));
    writeFileSync(join(folder, 'doc.json'), JSON.stringify({ lookups: [{ tool_name: 'find', search_column: 'Full Name', file: 'people.csv' }] }));
    const doc = await loadDocument(join(folder, 'doc.json'));
    expect(doc.status().issues).toMatchObject([{ code: 'FILE_UNREADABLE', severity: 'error', path: 'lookups[0].file', file: 'people.csv' }]);
    expect(doc.status().issues[0]?.message).toContain(kind === 'a folder' ? 'it is a folder' : 'not a regular file');
  });

  test.each(makers)('%s given as the lookup document itself is DOCUMENT_UNREADABLE, at once', async (_kind, make) => {
    const folder = mkdtempSync(join(tmpdir(), 'matcher-test-'));
    make(join(folder, 'doc.json'));
    await expect(loadDocument(join(folder, 'doc.json'))).rejects.toMatchObject({ code: 'DOCUMENT_UNREADABLE', message: expect.stringContaining('it is not a regular file') });
  });

  test.each(makers)('%s given as the aliases file is FILE_UNREADABLE', async (kind, make) => {
    const folder = mkdtempSync(join(tmpdir(), 'matcher-test-'));
    writeFileSync(join(folder, 'people.csv'), PEOPLE);
    make(join(folder, 'nicknames.csv'));
    writeFileSync(join(folder, 'doc.json'), JSON.stringify({ files: ['people.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name', aliases: 'nicknames.csv' }] }));
    const doc = await loadDocument(join(folder, 'doc.json'));
    expect(doc.status().issues).toMatchObject([{ code: 'FILE_UNREADABLE', severity: 'error', path: 'lookups[0].aliases', file: 'nicknames.csv' }]);
    expect(doc.status().issues[0]?.message).toContain(kind === 'a folder' ? 'it is a folder' : 'not a regular file');
    expect(doc.tools).toEqual([]);
  });
});

describe('a quote that swallows the file', () => {
  test('a stray quote closed thousands of records below makes a cell longer than any spreadsheet cell: CSV_MALFORMED names where', async () => {
    const people = Array.from({ length: 3000 }, (_, i) => `Person ${i},Boston\n`).join('');
    const csv = `Full Name,City\n"Quoted Inc,Chicago\n${people}Board 12",Denver\nSean Riley,Boston\n`;
    const { doc } = await documentWith({ files: ['quoted.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, [], { extraFiles: { 'quoted.csv': csv } });
    expect(doc.status().issues).toMatchObject([{ code: 'CSV_MALFORMED', severity: 'error', file: 'quoted.csv', path: 'lookups[0].file' }]);
    expect(doc.status().issues[0]?.message).toMatch(/^File quoted\.csv, line 2, column A: a cell of \d+ characters, more than a spreadsheet cell holds \(32767\), running to line 3003\. Usually a quote \("\) opened there by mistake and closed far below, on line 3003, has swallowed/);
    expect(doc.tools).toEqual([]);
  });

  test('a stray quote closed a few records below is CSV_RECORDS_IN_CELL: the lookup works, and the merge is named', async () => {
    const csv = 'Full Name,City\nCaitlin Myers,Chicago\nSean Riley,"Boston\nAnn Lee,Denver\nBob Ray,Austin\nCarl Fox,Salem"\nDan Wu,Tempe\n';
    const { doc } = await documentWith({ files: ['stray.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, [], { extraFiles: { 'stray.csv': csv } });
    expect(doc.status().issues).toMatchObject([{ code: 'CSV_RECORDS_IN_CELL', severity: 'warning', file: 'stray.csv', path: 'lookups[0].file' }]);
    expect(doc.status().issues[0]?.message).toContain('line 3, column B: a quoted cell running to line 6 holds 3 more lines that look like whole records');
    expect(doc.call('find', { full_name: 'Dan Wu' })).toMatchObject({ result: 'confident' });
    expect(doc.call('find', { full_name: 'Ann Lee' })).toMatchObject({ result: 'not_found' });
  });

  test('a cell that really holds several lines (an address) is no warning', async () => {
    const csv = 'Full Name,Address,City\nCaitlin Myers,"12 Main St\nFlat 3",Chicago\nSean Riley,"4 Elm Rd, Unit 2\nBack door",Boston\n';
    const { doc } = await documentWith({ files: ['addresses.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, [], { extraFiles: { 'addresses.csv': csv } });
    expect(doc.status().issues).toEqual([]);
    expect(doc.call('find', { full_name: 'Sean Riley' })).toMatchObject({ result: 'confident', row: { Address: '4 Elm Rd, Unit 2\nBack door' } });
  });

  test('a cell of one line longer than a spreadsheet cell holds disables only the lookups that search or return its column', async () => {
    const note = 'x'.repeat(40_000);
    const csv = `Full Name,City,Notes\r\nCaitlin Myers,Chicago,"${note}"\r\nSean Riley,Boston,short\r\nAnn Lee,Leeds,${note}y\r\n`;
    const { doc } = await documentWith({ files: ['notes.csv'], lookups: [
      { tool_name: 'find', search_column: 'Full Name', return_columns: ['Full Name', 'City'] },
      { tool_name: 'find_all', search_column: 'Full Name' },
      { tool_name: 'find_note', search_column: 'Notes', return_columns: ['Full Name'] },
      { tool_name: 'find_shown', search_column: 'City', return_columns: ['City', 'notes'] },
    ] }, [], { extraFiles: { 'notes.csv': csv } });
    expect(doc.status().issues).toEqual([
      { code: 'CSV_MALFORMED', severity: 'error', path: 'lookups[1].return_columns', file: 'notes.csv', message: messages.csvCellTooLongInLookup('notes.csv', { line: 2, column: 'C', name: 'Notes', length: 40_000, count: 2 }, 32_767, 'returns every column') },
      { code: 'CSV_MALFORMED', severity: 'error', path: 'lookups[2].search_column', file: 'notes.csv', message: messages.csvCellTooLongInLookup('notes.csv', { line: 2, column: 'C', name: 'Notes', length: 40_000, count: 2 }, 32_767, 'searches') },
      { code: 'CSV_MALFORMED', severity: 'error', path: 'lookups[3].return_columns[1]', file: 'notes.csv', message: messages.csvCellTooLongInLookup('notes.csv', { line: 2, column: 'C', name: 'Notes', length: 40_000, count: 2 }, 32_767, 'returns') },
    ]);
    expect(doc.status().issues[0]?.message).toBe('File notes.csv, line 2, column C ("Notes"): a cell of 40000 characters, more than a spreadsheet cell holds (32767), and 1 more in the column; this lookup returns every column (it has no return_columns), which would carry them into every answer. List the columns to return in return_columns, leaving "Notes" out, or shorten the cells; lookups that neither search nor return the column read the file.');
    expect(doc.tools.map((tool) => tool.name)).toEqual(['find']);
    expect(doc.call('find', { full_name: 'Ann Lee' })).toEqual({ result: 'confident', row: { 'Full Name': 'Ann Lee', City: 'Leeds' }, score: 100 });
    expect(() => doc.call('find_all', { full_name: 'Ann Lee' })).toThrow(expect.objectContaining({ code: 'LOOKUP_UNAVAILABLE' }));
  });

  test('a cell as long as a spreadsheet cell can be is read whole', async () => {
    const note = 'x'.repeat(32_767);
    const { doc } = await documentWith(
      { files: ['long.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] },
      [],
      { extraFiles: { 'long.csv': `Full Name,Note\nCaitlin Myers,${note}\nSean Riley,short\n` } },
    );
    expect(doc.status().issues).toEqual([]);
    expect(doc.call('find', { full_name: 'Caitlin Myers' })).toMatchObject({ result: 'confident', row: { Note: note } });
  });
});

describe('a file lookups do not read', () => {
  test.each([
    ['a legacy .xls workbook', 'customers.xls', 'save it as .xlsx (Excel Workbook) or CSV'],
    ['a text file', 'customers.txt', 'rename it .csv (or .tsv when tab separated)'],
    ['a gzipped CSV', 'customers.csv.gz', 'unpack it'],
    ['a JSON file', 'customers.json', 'Export the table as CSV or .xlsx'],
  ])('%s named in files is one FILE_TYPE_UNSUPPORTED naming .csv, .tsv and .xlsx and what to do', async (_name, file, advice) => {
    const { doc } = await documentWith({ files: [file], lookups: [{ tool_name: 'find', search_column: 'A' }] }, [], { extraFiles: { [file]: 'Full Name,City\nAnn Lee,Boston\n' } });
    expect(doc.status().issues).toMatchObject([{ code: 'FILE_TYPE_UNSUPPORTED', severity: 'error', path: 'lookups[0].file', file }]);
    expect(doc.status().issues[0]?.message).toContain('they read .csv, .tsv and .xlsx files');
    expect(doc.status().issues[0]?.message).toContain(advice);
    expect(doc.tools).toEqual([]);
  });

  test('named on the lookup, it is one issue too', async () => {
    const { doc } = await documentWith({ lookups: [{ tool_name: 'find', search_column: 'A', file: 'customers.xls' }] }, [], { extraFiles: { 'customers.xls': 'x' } });
    expect(doc.status().issues.map((issue) => issue.code)).toEqual(['FILE_TYPE_UNSUPPORTED']);
  });

  test('a table beside it in files is still the one a lookup without "file" reads', async () => {
    const { doc } = await documentWith({ files: ['notes.txt', 'people.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, ['notes.txt', 'people.csv']);
    expect(doc.tools.map((tool) => tool.name)).toEqual(['find']);
    expect(doc.status().issues.map((issue) => issue.code)).toEqual(['FILE_UNUSED', 'FILE_TYPE_UNSUPPORTED']);
  });

  test('a document naming no file at all says which types it takes', async () => {
    const { doc } = await documentWith({ lookups: [{ tool_name: 'find', search_column: 'A' }] }, []);
    expect(doc.status().issues).toMatchObject([{ code: 'FILE_NONE', message: messages.fileNone() }]);
    expect(messages.fileNone()).toContain('.csv, .tsv or .xlsx');
  });
});

describe('a web page or JSON saved as .csv (a failed export download)', () => {
  test.each([
    ['an HTML page', '<!DOCTYPE html>\n<html><head><title>Sign in</title></head><body>Please sign in</body></html>\n', 'is a web page (HTML), not a CSV'],
    ['an HTML page without a doctype, after a BOM and blank lines', '\uFEFF\n\n  <html lang="en">\n<body>Session expired</body></html>\n', 'is a web page (HTML)'],
    ['XHTML', '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN">\n<html/>\n', 'is a web page (HTML)'],
    ['an HTML table alone (a web application\'s "Export to Excel")', '<table><tr><th>Full Name</th></tr><tr><td>Ann Lee</td></tr></table>\n', 'is a web page (HTML)'],
    ['an Excel 2003 XML spreadsheet', '<?xml version="1.0"?>\n<?mso-application progid="Excel.Sheet"?>\n<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"></Workbook>\n', 'is an Excel 2003 XML spreadsheet (SpreadsheetML)'],
    ['a JSON error answer', '{"error": {"code": 403, "message": "export not allowed"}}\n', 'holds JSON, not CSV'],
    ['a JSON array of records', '[\n  {"name": "Ann Lee", "city": "Boston"}\n]\n', 'holds JSON, not CSV'],
  ])('%s is FILE_TYPE_UNSUPPORTED saying what the file is', async (_name, text, inMessage) => {
    const { doc } = await documentWith({ files: ['customers.csv'], lookups: [{ tool_name: 'find', search_column: 'A' }] }, [], { extraFiles: { 'customers.csv': text } });
    expect(doc.status().issues).toMatchObject([{ code: 'FILE_TYPE_UNSUPPORTED', severity: 'error', path: 'lookups[0].file', file: 'customers.csv' }]);
    expect(doc.status().issues[0]?.message).toContain(inMessage);
  });

  test('a CSV whose first cell starts with a bracket is still a table', async () => {
    const { doc } = await documentWith({ files: ['tags.csv'], lookups: [{ tool_name: 'find', search_column: 'A', header_row: 0 }] }, [], { extraFiles: { 'tags.csv': '[VIP] Ann Lee,Boston\n{old} Bo Ray,Denver\n' } });
    expect(doc.status().issues).toEqual([]);
    expect(doc.status().files[0]?.rows).toBe(2);
  });
});

describe('a workbook named .csv', () => {
  test.each([
    ['an .xlsx', 'people.xlsx', 'is an Excel workbook (a zip archive), not a CSV; rename it to .xlsx'],
    ['a screenshot of a table (PNG)', 'table-screenshot.png', 'is a picture (PNG, JPEG, GIF, WebP or TIFF), not a CSV: a screenshot of a table holds no cells'],
    ['a GIF picture', 'logo.gif', 'is a picture (PNG, JPEG, GIF, WebP or TIFF), not a CSV'],
    ['a legacy or password-protected workbook', 'encrypted.xlsx', 'is a legacy .xls or password-protected workbook, not a CSV'],
  ])('%s renamed .csv is FILE_TYPE_UNSUPPORTED, not a table of binary garbage', async (_name, fixture, inMessage) => {
    const { doc } = await documentWith(
      { files: ['customers.csv'], lookups: [{ tool_name: 'find', search_column: 'A' }] },
      [],
      { extraFiles: { 'customers.csv': readFileSync(join(FIXTURES, fixture)) } },
    );
    expect(doc.status().issues).toMatchObject([{ code: 'FILE_TYPE_UNSUPPORTED', severity: 'error', path: 'lookups[0].file', file: 'customers.csv' }]);
    expect(doc.status().issues[0]?.message).toContain(inMessage);
    expect(doc.tools).toEqual([]);
  });

  test.each([
    ['JPEG', 'image', [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]],
    ['WebP', 'image', [...Buffer.from('RIFF'), 0x24, 0x08, 0x00, 0x00, ...Buffer.from('WEBPVP8 ')]],
    ['TIFF, little-endian', 'image', [0x49, 0x49, 0x2a, 0x00, 0x08, 0x00]],
    ['TIFF, big-endian', 'image', [0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x08]],
    ['a CSV whose header starts "GIF"', undefined, [...Buffer.from('GIF,Full Name\n')]],
    ['a CSV whose header starts "RIFF"', undefined, [...Buffer.from('RIFF ID,Full Name,WEBP\n')]],
    ['a CSV whose header starts "II"', undefined, [...Buffer.from('II,Full Name\n')]],
  ])('by its first bytes, %s is %s', (_name, kind, bytes) => {
    expect(binaryKind(Uint8Array.from(bytes))).toBe(kind);
  });

  test.each([
    ['a gzip archive of a CSV', () => gzipSync(readFileSync(join(FIXTURES, 'people.csv'))), 'is a gzip archive, not a CSV; unpack it'],
    ['a PDF', () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'), 'is a PDF document, not a CSV'],
  ])('%s named .csv is FILE_TYPE_UNSUPPORTED too', async (_name, bytes, inMessage) => {
    const { doc } = await documentWith(
      { files: ['customers.csv'], lookups: [{ tool_name: 'find', search_column: 'A' }] },
      [],
      { extraFiles: { 'customers.csv': bytes() } },
    );
    expect(doc.status().issues).toMatchObject([{ code: 'FILE_TYPE_UNSUPPORTED', severity: 'error', path: 'lookups[0].file', file: 'customers.csv' }]);
    expect(doc.status().issues[0]?.message).toContain(inMessage);
    expect(doc.tools).toEqual([]);
  });
});

describe('a file without a header, its columns named by letter', () => {
  const headerless = 'Caitlin Myers,Chicago\nSean Riley,Denver\nShawn Reilly,Boston\n';
  const over = (csv: string, lookup: Record<string, unknown>) =>
    documentWith({ files: ['people.csv'], lookups: [{ tool_name: 'find', search_column: 'A', additional_search_columns: ['B'], ...lookup }] }, [], { extraFiles: { 'people.csv': csv } });

  test('is warned of: its first record was read as the header, and header_row 0 finds it', async () => {
    const { doc } = await over(headerless, {});
    const issue = doc.status().issues.find((candidate) => candidate.code === 'HEADER_GUESSED');
    expect(issue).toMatchObject({ severity: 'warning', path: 'lookups[0].search_column', file: 'people.csv' });
    expect(issue?.message).toContain('"Caitlin Myers", "Chicago"');
    expect(issue?.message).toContain('"header_row": 0');
    // (Its parameters are even named after the record: caitlin_myers, chicago.)
    expect(doc.call('find', { caitlin_myers: 'Caitlin Myers' }).result).toBe('not_found');
    const fixed = (await over(headerless, { header_row: 0 })).doc;
    expect(codesOf(fixed)).not.toContain('HEADER_GUESSED');
    expect(fixed.call('find', { query: 'Caitlin Myers' })).toMatchObject({ result: 'confident', row: { A: 'Caitlin Myers' } });
  });

  test('a first row of 3,000 cells is named by its first 50 and counted, not listed whole', async () => {
    const row = (word: string) => Array.from({ length: 3000 }, (_, i) => `${word}${i}`).join(',');
    const { doc } = await over(`${row('w')}\n${row('v')}\n`, {});
    const issue = doc.status().issues.find((candidate) => candidate.code === 'HEADER_GUESSED');
    expect(issue?.message).toContain(`was read as the header: ${Array.from({ length: 50 }, (_, i) => `"w${i}"`).join(', ')} and 2,950 more. If that row`);
    expect(issue?.message.length).toBeLessThan(1000);
  });

  test.each([
    ['a header of the usual words', 'Full Name,City\nCaitlin Myers,Chicago\nSean Riley,Denver\n', {}],
    ['columns named by the header', 'Caitlin Myers,Chicago\nSean Riley,Denver\n', { search_column: 'Caitlin Myers', additional_search_columns: ['Chicago'] }],
    ['a header row set', 'Caitlin Myers,Chicago\nSean Riley,Denver\n', { header_row: 1 }],
  ])('is not warned of with %s', async (_name, csv, lookup) => {
    expect(codesOf((await over(csv, lookup)).doc)).not.toContain('HEADER_GUESSED');
  });
});
