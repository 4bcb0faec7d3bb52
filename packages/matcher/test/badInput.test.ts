// Every kind of bad input becomes an issue with a stable code naming the file, sheet, column or field.
import { describe, expect, test } from '@jest/globals';
import { MatcherError, messages } from '@switchboard/matcher';
import { copyFileSync, mkdirSync, symlinkSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { loadDocument } from '@switchboard/matcher';
import { codesOf, documentWith, FIXTURES, lookupOver } from './support/documentWith.js';

describe('an unknown tool in a document with many errors', () => {
  test('names its first five errors and counts the rest, for inspect to show', async () => {
    const files = Array.from({ length: 12 }, (_, i) => `missing-${i}.csv`);
    const { doc } = await documentWith({ files, lookups: [] }, []);
    let message = '';
    try {
      doc.call('find', { full_name: 'Caitlin Myers' });
    } catch (error) {
      message = (error as MatcherError).message;
    }
    expect(message).toContain('The document has errors: LOOKUPS_EMPTY: The document\'s "lookups" array is empty');
    expect(message).toContain('FILE_NOT_FOUND: File missing-0.csv does not exist');
    expect(message).toContain('FILE_NOT_FOUND: File missing-3.csv');
    expect(message).not.toContain('missing-4.csv');
    expect(message).toMatch(/ And 8 more: run "switchboard inspect" on the document for all of them\.$/);
  });
});

describe('bad data files', () => {
  test.each([
    ['an unterminated quote, named by line and column', 'unterminated-quote.csv', {}, 'CSV_UNTERMINATED_QUOTE', 'File unterminated-quote.csv, line 3, column A: '],
    ['an unterminated quote below a cell of two lines and a blank line, named by its own line', 'unterminated-quote-late.csv', { search_column: 'Full Name' }, 'CSV_UNTERMINATED_QUOTE',
      'File unterminated-quote-late.csv, line 5, column B: the quote (") that starts the cell is never closed (from it, the line reads: "2 Low Rd,York)'],
    ['an empty file', 'empty.csv', {}, 'FILE_EMPTY', 'empty.csv'],
    ['a CSV that is only a byte-order mark', 'bom-only.csv', {}, 'FILE_EMPTY', 'File bom-only.csv is empty: it has no rows at all.'],
    ['a UTF-16 CSV that is only a byte-order mark and a line break', 'bom-only-utf16.csv', {}, 'FILE_EMPTY', 'File bom-only-utf16.csv is empty: it has no rows at all.'],
    // Until 2026-12-05 these said "is empty: it has no rows at all", and a file of semicolons alone read as a table
    // whose column was named ";;;".
    ['a CSV of lines holding only separators, saying what it saw and the fix', 'separators-only.csv', {}, 'FILE_EMPTY',
      'File separators-only.csv has no values: its 3 lines hold only separators (","), with no value in any cell (line 1: 4 blank fields). A spreadsheet writes such lines when it saves blank rows that were formatted or once held data, so the table itself is missing: check that this is the right file, and export the table again with its rows.'],
    ['a CSV of lines holding only semicolons, read by that separator', 'semicolons-only.csv', {}, 'FILE_EMPTY',
      'File semicolons-only.csv has no values: its 3 lines hold only separators (";"), with no value in any cell (line 1: 4 blank fields).'],
    ['a CSV of lines holding only spaces', 'spaces-only.csv', {}, 'FILE_EMPTY',
      'File spaces-only.csv has no values: its 2 lines hold only spaces, with no value in any cell (line 1 is the first).'],
    // Until 2026-12-05 control characters were called spaces.
    ['a CSV of lines holding only control characters, naming them', 'controls-only.csv', {}, 'FILE_EMPTY',
      'File controls-only.csv has no values: its 2 lines hold only separators (",") and control characters (SOH (U+0001), STX (U+0002), DEL (U+007F), ESC (U+001B)), with no value in any cell (line 1 is the first). Control characters, which no spreadsheet writes or shows, come from a binary file or a conversion gone wrong, so the table itself is missing: check that this is the right file, and export the table again with its rows.'],
    ['a CSV of a line holding spaces and a control character', 'spaced-control.csv', {}, 'FILE_EMPTY',
      'File spaced-control.csv has no values: line 1 holds only spaces and control characters (BEL (U+0007)), with no value in any cell (line 1). A spreadsheet writes such lines'],
    ['a header without rows', 'header-only.csv', {}, 'FILE_HEADER_ONLY', 'header-only.csv'],
    ['an .xlsx that is not a zip', 'not-a-zip.xlsx', {}, 'XLSX_NOT_ZIP', 'not-a-zip.xlsx'],
    ['a password-protected workbook (OLE/CFB container)', 'encrypted.xlsx', {}, 'XLSX_ENCRYPTED', 'password-protected'],
    ['a corrupt workbook', 'corrupt.xlsx', {}, 'XLSX_CORRUPT', 'corrupt.xlsx'],
    // Until 2026-12-06 these two were both "a password-protected workbook or a legacy .xls file", leaving the user to
    // work out which, and the zips below "damaged", to be saved again from Excel.
    ['a password-protected workbook as Excel writes it (EncryptedPackage in its Compound File)', 'password-protected.xlsx', {}, 'XLSX_ENCRYPTED',
      'File password-protected.xlsx is a password-protected workbook: Excel encrypts the whole file, so no cell can be read without the password. Open it in Excel, remove the password (File > Info > Protect Workbook > Encrypt with Password, clear it) and save it, or save a copy as CSV UTF-8, and name that file.'],
    ['an Excel 97-2003 workbook (.xls) named .xlsx', 'legacy-workbook.xlsx', {}, 'XLSX_ENCRYPTED',
      'File legacy-workbook.xlsx is an Excel 97-2003 workbook (.xls) named .xlsx, a format lookups do not read: open it in Excel or LibreOffice and save it as .xlsx (Excel Workbook) or CSV UTF-8, and name that file.'],
    ['a LibreOffice Calc spreadsheet (.ods) named .xlsx', 'opendocument.xlsx', {}, 'FILE_TYPE_UNSUPPORTED',
      'File opendocument.xlsx is an OpenDocument spreadsheet (.ods, as LibreOffice Calc writes it) named .xlsx, a format lookups do not read: open it in LibreOffice Calc and save it as .xlsx (Excel 2007-365) or CSV UTF-8, and name that file.'],
    ['an Excel binary workbook (.xlsb) named .xlsx', 'binary-workbook.xlsx', {}, 'FILE_TYPE_UNSUPPORTED',
      'File binary-workbook.xlsx is an Excel binary workbook (.xlsb) named .xlsx, a format lookups do not read: open it in Excel and save it as .xlsx (Excel Workbook) or CSV UTF-8, and name that file.'],
    ['a Word document named .xlsx', 'word-document.xlsx', {}, 'FILE_TYPE_UNSUPPORTED',
      'File word-document.xlsx is a Word document (.docx) named .xlsx, not a workbook: name the file that holds the table, or copy the table into a sheet and save it as .xlsx or CSV UTF-8.'],
    ['an unknown sheet, listing the real ones', 'typed.xlsx', { sheet: 'Customers' }, 'SHEET_NOT_FOUND', '"Accounts", "Titled"'],
    ['a file type that is not a table', 'notes.txt', {}, 'FILE_TYPE_UNSUPPORTED', 'notes.txt'],
    // Until 2026-12-05 an HTML table named .xls was called "the legacy Excel format", and one named .xlsx "not a zip archive".
    ['a web page named .xls (a web application\'s "Export to Excel")', 'exported-page.xls', {}, 'FILE_TYPE_UNSUPPORTED',
      'File exported-page.xls is a web page (an HTML table), not an Excel workbook: web applications\' "Export to Excel" write one under a name ending .xls, and Excel opens it after a warning that its format and extension do not match. Open it in Excel and save it as .xlsx (Excel Workbook) or CSV UTF-8, and name that file; or export the table as CSV where it came from.'],
    ['a web page in UTF-16 named .xlsx', 'exported-page.xlsx', {}, 'XLSX_NOT_ZIP', 'File exported-page.xlsx is a web page (an HTML table), not an Excel workbook: web applications\' "Export to Excel" write one under a name ending .xlsx,'],
    ['an Excel 2003 XML spreadsheet named .xls', 'spreadsheet-2003.xls', {}, 'FILE_TYPE_UNSUPPORTED',
      'File spreadsheet-2003.xls is an Excel 2003 XML spreadsheet (SpreadsheetML), a format lookups do not read: open it in Excel and save it as .xlsx (Excel Workbook) or CSV UTF-8, and name that file.'],
    ['a table above max_rows', 'people.csv', { max_rows: 5 }, 'FILE_TOO_LARGE', 'more than 5'],
    ['a header_row past the end', 'people.csv', { header_row: 40 }, 'HEADER_ROW_BEYOND_END', 'header_row is 40'],
  ])('%s disables the lookup', async (_name, file, lookup, code, inMessage) => {
    const { doc } = await lookupOver(file, lookup);
    const issue = doc.status().issues.find((i) => i.code === code);
    expect(issue).toMatchObject({ code, severity: 'error', file });
    expect(issue?.message).toContain(inMessage);
    expect(doc.status().ok).toBe(false);
    expect(doc.tools).toEqual([]);
    // (Until 2026-12-06 the call named the codes alone, and sent its caller to inspect for what they meant.)
    const errors = doc.status().issues.filter((i) => i.severity === 'error');
    expect(() => doc.call('find', { full_name: 'Caitlin Myers' })).toThrow(expect.objectContaining({ code: 'LOOKUP_UNAVAILABLE', message: messages.lookupUnavailable('find', errors) }));
    expect(() => doc.call('find', { full_name: 'Caitlin Myers' })).toThrow(`${code}: ${issue?.message}`);
  });

  test.each([
    ['ragged rows are reported and padded', 'ragged.csv', {}, 'CSV_RAGGED_ROWS', 'line 3: 2 (1 missing), line 4: 4 (1 extra)'],
    ['duplicate headers are reported; the name means the first', 'duplicate-headers.csv', { search_column: 'Name' }, 'HEADER_DUPLICATE', 'columns A, C'],
    ['a blank header is reported; the letter still works', 'blank-header.csv', {}, 'HEADER_BLANK', 'column B'],
    ['a Latin-1 CSV is decoded and flagged', 'latin1.csv', {}, 'CSV_NOT_UTF8', 'Latin-1'],
  ])('%s', async (_name, file, lookup, code, inMessage) => {
    const { doc } = await lookupOver(file, lookup);
    const issue = doc.status().issues.find((i) => i.code === code);
    expect(issue?.message).toContain(inMessage);
    expect(doc.tools.map((t) => t.name)).toEqual(['find']);
  });

  test('two lookups over one file with different max_rows: each is held to its own', async () => {
    // people.csv has more than 5 data rows and fewer than 100; the file is read once, as far as the larger cap.
    for (const order of [[5, 100], [100, 5]]) {
      const { doc } = await documentWith({
        files: ['people.csv'],
        lookups: order.map((maxRows) => ({ tool_name: `cap_${maxRows}`, search_column: 'Full Name', max_rows: maxRows })),
      }, ['people.csv'], { maxRows: 2 });
      expect(doc.tools.map((t) => t.name)).toEqual(['cap_100']);
      const tooLarge = doc.status().issues.filter((i) => i.code === 'FILE_TOO_LARGE');
      expect(tooLarge).toHaveLength(1);
      expect(tooLarge[0]?.path).toBe(`lookups[${order.indexOf(5)}].file`);
      expect(tooLarge[0]?.message).toContain('more than 5');
    }
  });

  test('a missing file', async () => {
    const { doc } = await documentWith({ lookups: [{ tool_name: 'find', search_column: 'A', file: 'nowhere.csv' }] }, []);
    expect(doc.status().issues).toMatchObject([{ code: 'FILE_NOT_FOUND', path: 'lookups[0].file', file: 'nowhere.csv' }]);
    // A call names the same reason, not a generic one.
    expect(() => doc.call('find', { query: 'x' })).toThrow(expect.objectContaining({ code: 'LOOKUP_UNAVAILABLE', message: expect.stringContaining('(FILE_NOT_FOUND)') }));
  });

  test.each([
    ['an extension mistyped', 'people.csvv', 'people.csv', ''],
    ['a letter left out', 'peple.csv', 'people.csv', ''],
    ['a capital the file does not have (the disk tells case apart)', 'People.csv', 'people.csv', ' File names differ by case alone here: write the name as the file has it.'],
  ])('a data file named in files with %s: did you mean the file beside it', async (_name, named, beside, caseNote) => {
    const { doc } = await documentWith({ files: [named], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, [beside]);
    expect(doc.status().issues).toEqual([{
      code: 'FILE_NOT_FOUND', severity: 'error', path: 'lookups[0].file', file: named,
      message: `File ${named} does not exist (paths are relative to the lookup document); did you mean "${beside}"?${caseNote}`,
    }]);
  });

  // Until 2026-12-06 a document written on Windows was told only that data\\people.csv did not exist.
  test('a path written with backslashes, as on Windows: did you mean the path with slashes, and why', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'matcher-test-'));
    mkdirSync(join(folder, 'data'));
    copyFileSync(join(FIXTURES, 'people.csv'), join(folder, 'data', 'people.csv'));
    writeFileSync(join(folder, 'doc.json'), JSON.stringify({ files: ['data\\people.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }));
    const doc = await loadDocument(join(folder, 'doc.json'));
    expect(doc.status().issues).toEqual([{
      code: 'FILE_NOT_FOUND', severity: 'error', path: 'lookups[0].file', file: 'data\\people.csv',
      message: 'File data\\people.csv does not exist (paths are relative to the lookup document); did you mean "data/people.csv"? A backslash (\\) is part of a file name on this system, not a folder\'s end: write folders with /, which Windows reads too.',
    }]);
  });

  test('a misspelt aliases file is answered the same way', async () => {
    const { doc } = await documentWith({ files: ['people.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name', aliases: 'nicknames.cvs' }] }, ['people.csv', 'nicknames.csv']);
    expect(doc.status().issues.find((issue) => issue.code === 'FILE_NOT_FOUND')?.message).toBe('File nicknames.cvs does not exist (paths are relative to the lookup document); did you mean "nicknames.csv"?');
  });

  test.each([
    ['no file beside it is close', 'nowhere.csv'],
    ['the document itself is never offered', 'doc.jsn'],
  ])('a missing file: %s, so no did-you-mean', async (_name, named) => {
    const { doc } = await documentWith({ files: [named], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, ['people.csv']);
    expect(doc.status().issues.map((issue) => [issue.code, issue.message])).toEqual([['FILE_NOT_FOUND', `File ${named} does not exist (paths are relative to the lookup document).`]]);
  });

  test('calling a tool of a document broken as a whole names what is wrong with it', async () => {
    const { doc } = await documentWith({ files: ['people.csv'], lookup: [{ tool_name: 'find', search_column: 'Full Name' }] }, ['people.csv']);
    expect(() => doc.call('find', { full_name: 'x' })).toThrow(expect.objectContaining({ code: 'TOOL_UNKNOWN', message: expect.stringContaining('LOOKUPS_MISSING') }));
  });

  test('a path outside the document folder', async () => {
    const { doc } = await documentWith({ lookups: [{ tool_name: 'find', search_column: 'A', file: '../people.csv' }] }, []);
    expect(doc.status().issues).toMatchObject([{ code: 'FILE_OUTSIDE_DOCUMENT', path: 'lookups[0].file', message: messages.fileOutsideDocument('../people.csv') }]);
  });

  test('an unknown search column lists the real ones', async () => {
    const { doc } = await lookupOver('people.csv', { search_column: 'Surname' });
    expect(doc.status().issues).toMatchObject([{ code: 'COLUMN_UNKNOWN', path: 'lookups[0].search_column', file: 'people.csv' }]);
    expect(doc.status().issues[0]?.message).toContain('"Full Name", "Phone", "City"');
  });

  test('a problem with a file no lookup uses is reported at its entry in files', async () => {
    const { doc } = await documentWith({ files: ['people.csv', 'missing.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, ['people.csv']);
    expect(doc.status().issues).toMatchObject([
      { code: 'FILE_UNUSED', path: 'files[1]', file: 'missing.csv' },
      { code: 'FILE_NOT_FOUND', path: 'files[1]', file: 'missing.csv' },
    ]);
  });

  test('a file named two ways ("./people.csv", "people.csv") is one file: read once, not unused, a copy in files warned', async () => {
    const { doc } = await documentWith({
      files: ['people.csv', './people.csv'],
      lookups: [{ tool_name: 'find', search_column: 'Full Name', file: './people.csv' }, { tool_name: 'by_city', search_column: 'City', file: 'people.csv' }],
    }, ['people.csv']);
    expect(doc.status().issues).toMatchObject([{ code: 'FILE_LISTED_TWICE', severity: 'warning', path: 'files[1]', file: 'people.csv' }]);
    expect(doc.status().files.map((file) => [file.file, file.used])).toEqual([['people.csv', true]]);
    expect(doc.call('find', { full_name: 'Caitlin Myers' })).toMatchObject({ result: 'confident' });
  });

  test('a blank entry in files is FIELD_TYPE, not a file outside the folder', async () => {
    const { doc } = await documentWith({ files: ['people.csv', ' '], lookups: [{ tool_name: 'find', search_column: 'Full Name', file: 'people.csv' }] }, ['people.csv']);
    expect(doc.status().issues).toMatchObject([{ code: 'FIELD_TYPE', path: 'files' }]);
  });

  test('a file path naming the document folder itself says it is a folder', async () => {
    const { doc } = await documentWith({ lookups: [{ tool_name: 'find', search_column: 'Full Name', file: '.' }] }, []);
    expect(doc.status().issues).toMatchObject([{ code: 'FILE_UNREADABLE', path: 'lookups[0].file', message: expect.stringContaining('it is a folder') }]);
  });

  test('no data file at all', async () => {
    const { doc } = await documentWith({ lookups: [{ tool_name: 'find', search_column: 'A' }] }, []);
    expect(codesOf(doc)).toEqual(['FILE_NONE']);
  });
});

describe('a cell longer than a spreadsheet holds', () => {
  const longCell = async (csv: string) => {
    const { doc } = await documentWith({ files: ['long.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, [], { extraFiles: { 'long.csv': csv } });
    return doc.status().issues.find((issue) => issue.code === 'CSV_MALFORMED')?.message;
  };

  test('a quote that swallowed the records below is named as the likely cause', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `Person ${i},City ${i}`).join('\n');
    expect(await longCell(`Full Name,City\n"Ann Lee,Leeds\n${rows}\n",York\nBo Chen,Hull\n`)).toMatch(/^File long\.csv, line 2, column A: a cell of \d+ characters.*Usually a quote \(\"\) opened there by mistake/);
  });

  test('a cell written on one line is not blamed on a quote the file does not hold', async () => {
    const message = await longCell(`Full Name,City\nAnn Lee,${'x'.repeat(40_000)}\n`);
    expect(message).toBe('File long.csv, line 2, column B ("City"): a cell of 40000 characters, more than a spreadsheet cell holds (32767); this lookup returns every column (it has no return_columns), which would carry it into every answer. List the columns to return in return_columns, leaving "City" out, or shorten the cell; lookups that neither search nor return the column read the file.');
  });
});

describe('columns with no header and no cell', () => {
  test('a table starting at column C is no columns A and B: not in results or the preview, no blank header to name, letters kept', async () => {
    const csv = ',,Full Name,City,,Plan\r\n,,Caitlin Myers,Chicago,,Gold\r\n,,Sean Riley,Denver,,\r\n';
    const { doc } = await documentWith({ files: ['offset.csv'], lookups: [
      { tool_name: 'find', search_column: 'Full Name' },
      { tool_name: 'by_letter', search_column: 'D', return_columns: ['C', 'F'] },
    ] }, [], { extraFiles: { 'offset.csv': csv } });
    expect(doc.status().issues).toEqual([]);
    expect(doc.status().files[0]?.columns).toEqual(['Full Name', 'City', 'Plan']);
    expect(doc.call('find', { full_name: 'Caitlin Myers' })).toEqual({ result: 'confident', row: { 'Full Name': 'Caitlin Myers', City: 'Chicago', Plan: 'Gold' }, score: 100 });
    expect(doc.call('by_letter', { city: 'Denver' })).toEqual({ result: 'confident', row: { 'Full Name': 'Sean Riley', City: 'Denver', Plan: '' }, score: 100 });
  });

  test('a blank-headed column that holds cells is still a column, named by its letter, with the warning', async () => {
    const { doc } = await documentWith({ files: ['b.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, [], { extraFiles: { 'b.csv': 'Full Name,,City\nAnn Lee,note,Leeds\n' } });
    expect(doc.status().issues.map((issue) => issue.code)).toEqual(['HEADER_BLANK']);
    expect(doc.call('find', { full_name: 'Ann Lee' })).toMatchObject({ row: { 'Full Name': 'Ann Lee', B: 'note', City: 'Leeds' } });
  });
});

describe('cells longer than a caller\'s value may be', () => {
  test('are one CELLS_TOO_LONG warning naming the column, how many and the first: no caller can say them, and they slow every call', async () => {
    const csv = `Full Name,City\nAnn Lee,Leeds\nBo ${'x'.repeat(600)},York\nCy Dee,Hull\nDi ${'y'.repeat(700)},Bath\n`;
    const { doc } = await documentWith({ files: ['long.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, [], { extraFiles: { 'long.csv': csv } });
    expect(doc.status().issues).toMatchObject([{ code: 'CELLS_TOO_LONG', severity: 'warning', path: 'lookups[0].search_column', file: 'long.csv' }]);
    expect(doc.status().issues[0]?.message).toContain('holds 2 cells longer than a caller\'s value may be (512 characters; the first at line 3, 603 characters)');
    expect(doc.call('find', { full_name: 'Ann Lee' })).toMatchObject({ result: 'confident' });
  });
});

describe('quotes in a tab-separated file', () => {
  const tsv = (text: string) => documentWith({ files: ['products.tsv'], lookups: [{ tool_name: 'find', search_column: 'Product', match_mode: 'fuzzy' }] }, [], { extraFiles: { 'products.tsv': text } });

  test('a cell starting with a quote, which tab-separated exports write as text, is text with a warning (was the whole file refused)', async () => {
    const { doc } = await tsv('Product\tSKU\n"Deluxe" pizza\tP001\n12" sub\tP002\n"Quoted\tP003\n');
    expect(doc.status().issues.map((issue) => [issue.code, issue.severity])).toEqual([['TSV_QUOTES_AS_TEXT', 'warning']]);
    expect(doc.status().issues[0]?.message).toContain('(line 2, column A)');
    expect(doc.call('find', { product: '"Deluxe" pizza' })).toMatchObject({ result: 'confident', row: { Product: '"Deluxe" pizza', SKU: 'P001' } });
    expect(doc.call('find', { product: 'Quoted' })).toMatchObject({ result: 'confident', row: { SKU: 'P003' } });
  });

  test('cells quoted whole, as Excel writes a tab in a cell, are still read as quoted', async () => {
    const { doc } = await tsv('Product\tSKU\n"Deluxe ""Max"" pizza"\tP001\n"Sub\twith a tab"\tP002\n');
    expect(doc.status().issues).toEqual([]);
    expect(doc.call('find', { product: 'Deluxe "Max" pizza' })).toMatchObject({ result: 'confident', row: { SKU: 'P001' } });
  });

  test('a comma-separated file keeps refusing a stray quote', async () => {
    const { doc } = await documentWith({ files: ['p.csv'], lookups: [{ tool_name: 'find', search_column: 'Product' }] }, [], { extraFiles: { 'p.csv': 'Product,SKU\n"Deluxe" pizza,P001\n' } });
    expect(doc.status().issues.map((issue) => issue.code)).toEqual(['CSV_MALFORMED']);
  });
});

describe('bad configuration', () => {
  test.each([
    ['min_score above confident_score', { min_score: 95, confident_score: 90 }, 'THRESHOLDS_INVERTED', 'lookups[0].min_score'],
    ['a threshold outside 0-100', { confident_score: 120 }, 'VALUE_OUT_OF_RANGE', 'lookups[0].confident_score'],
    ['a threshold that is not a number', { min_score: 'high' }, 'FIELD_TYPE', 'lookups[0].min_score'],
    ['three additional columns', { additional_search_columns: [{ column: 'City' }, { column: 'Plan' }, { column: 'Phone' }] }, 'TOO_MANY_ADDITIONAL_COLUMNS', 'lookups[0].additional_search_columns'],
    ['an unknown match_mode', { match_mode: 'fuzzzy' }, 'MATCH_MODE_UNKNOWN', 'lookups[0].match_mode'],
    ['an unknown additional match_mode', { additional_search_columns: [{ column: 'City', match_mode: 'sounds' }] }, 'MATCH_MODE_UNKNOWN', 'lookups[0].additional_search_columns[0].match_mode'],
    ['a tool name a model API rejects', { tool_name: 'look up!' }, 'TOOL_NAME_INVALID', 'lookups[0].tool_name'],
    ['a missing search_column', { search_column: undefined }, 'FIELD_REQUIRED', 'lookups[0].search_column'],
    ['an invalid param_name', { param_name: '2fast' }, 'PARAM_NAME_INVALID', 'lookups[0].param_name'],
    ['two parameters with one name', { param_name: 'who', additional_search_columns: [{ column: 'City', param_name: 'who' }] }, 'PARAM_NAME_DUPLICATE', 'lookups[0].additional_search_columns[0].param_name'],
    ['the same column searched twice', { additional_search_columns: [{ column: 'full name' }] }, 'COLUMN_REPEATED', 'lookups[0].additional_search_columns[0]'],
  ])('%s is an error', async (_name, lookup, code, path) => {
    const { doc } = await lookupOver('people.csv', lookup);
    expect(doc.status().issues).toContainEqual(expect.objectContaining({ code, path, severity: 'error' }));
    expect(doc.tools).toEqual([]);
  });

  test('a column\'s automatic argument name taken by another column\'s param_name is renamed with a warning saying which searches what', async () => {
    const { doc } = await lookupOver('people.csv', { param_name: 'city', additional_search_columns: ['City'] });
    expect(doc.status().issues).toMatchObject([{ code: 'PARAM_NAME_TAKEN', severity: 'warning', path: 'lookups[0].additional_search_columns[0].param_name' }]);
    expect(doc.status().issues[0]?.message).toContain('its argument is "city_2" instead, so city= searches "Full Name"');
    expect(doc.status().lookups[0]?.parameters.map((parameter) => parameter.name)).toEqual(['city', 'city_2']);
  });

  test('an unknown field warns with the nearest valid name and the lookup still works', async () => {
    const { doc } = await lookupOver('people.csv', { min_scor: 70 });
    expect(doc.status().issues).toEqual([
      { code: 'FIELD_UNKNOWN', severity: 'warning', path: 'lookups[0].min_scor', message: messages.fieldUnknown('min_scor', 'min_score') },
    ]);
    expect(doc.status().ok).toBe(true);
    expect(doc.call('find', { full_name: 'Caitlin Myers' }).result).toBe('confident');
  });

  test('a reserved param_name is renamed to query, with a warning', async () => {
    const { doc } = await lookupOver('people.csv', { param_name: 'name' });
    expect(codesOf(doc)).toEqual(['PARAM_NAME_RESERVED']);
    expect(doc.tools[0]?.parameters.map((p) => p.name)).toEqual(['query']);
  });

  test('duplicate tool names: the first works, the second is reported', async () => {
    const { doc } = await documentWith({
      files: ['people.csv'],
      lookups: [{ tool_name: 'find', search_column: 'Full Name' }, { tool_name: 'find', search_column: 'Phone' }],
    }, ['people.csv']);
    expect(doc.status().issues).toMatchObject([{ code: 'TOOL_NAME_DUPLICATE', path: 'lookups[1].tool_name' }]);
    expect(doc.tools.map((t) => t.parameters[0]?.column)).toEqual(['Full Name']);
  });

  test('a broken lookup still reports that its tool name clashes with another', async () => {
    const { doc } = await documentWith({
      files: ['people.csv'],
      lookups: [{ tool_name: 'find', search_column: 'Full Name', match_mode: 'sloppy' }, { tool_name: 'find', search_column: 'Phone' }],
    }, ['people.csv']);
    expect(doc.status().issues.map((issue) => [issue.code, issue.path])).toEqual([
      ['MATCH_MODE_UNKNOWN', 'lookups[0].match_mode'],
      ['TOOL_NAME_DUPLICATE', 'lookups[1].tool_name'],
    ]);
  });

  test('a broken lookup still has its columns checked against its file', async () => {
    const { doc } = await documentWith({
      files: ['people.csv'],
      lookups: [{ tool_name: 'find', search_column: 'Nmae', match_mode: 'sloppy', additional_search_columns: [{ column: 'Cty' }, { column: 'Phone' }] }],
    }, ['people.csv']);
    expect(doc.status().issues.map((issue) => [issue.code, issue.path])).toEqual([
      ['MATCH_MODE_UNKNOWN', 'lookups[0].match_mode'],
      ['COLUMN_UNKNOWN', 'lookups[0].search_column'],
      ['COLUMN_UNKNOWN', 'lookups[0].additional_search_columns[0].column'],
    ]);
  });

  test('one broken lookup leaves the others working, and every problem is reported at once', async () => {
    const { doc } = await documentWith({
      files: ['people.csv', 'bom.csv'],
      lookups: [
        { tool_name: 'broken', search_column: 'Nope', min_score: 99, confident_score: 50 },
        { tool_name: 'also_broken', search_column: 'Full Name', file: 'missing.csv' },
        { tool_name: 'works', search_column: 'Full Name' },
      ],
    }, ['people.csv', 'bom.csv']);
    expect(codesOf(doc)).toEqual(['THRESHOLDS_INVERTED', 'FILE_NOT_FOUND', 'COLUMN_UNKNOWN', 'FILE_UNUSED']);
    expect(doc.tools.map((t) => t.name)).toEqual(['works']);
    expect(doc.status().files).toMatchObject([{ file: 'people.csv', used: true }, { file: 'bom.csv', used: false, rows: 4 }]);
  });

  test.each([
    ['not an object', '[1, 2]', 'DOCUMENT_NOT_OBJECT'],
    ['without lookups', '{"files": []}', 'LOOKUPS_MISSING'],
    // (Until 2026-12-06 an empty list loaded with no issue: `switchboard tools` printed [] and `inspect` was content.)
    ['with an empty lookups list', '{"files": [], "lookups": []}', 'LOOKUPS_EMPTY'],
  ])('a document %s is an issue', async (_name, text, code) => {
    const { doc } = await documentWith(undefined, [], { text });
    expect(codesOf(doc)).toEqual([code]);
  });
});

describe('documents that cannot be read at all', () => {
  const folder = mkdtempSync(join(tmpdir(), 'matcher-doc-'));
  test.each([
    ['a missing document', 'missing.json', undefined, 'DOCUMENT_UNREADABLE'],
    ['invalid JSON', 'bad.json', '{"lookups": [', 'DOCUMENT_INVALID_JSON'],
    ['invalid YAML', 'bad.yaml', 'lookups: [\n  - tool_name: x\n   bad', 'DOCUMENT_INVALID_YAML'],
  ])('%s throws its code', async (_name, file, text, code) => {
    if (text !== undefined) writeFileSync(join(folder, file), text);
    const error = await loadDocument(join(folder, file)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MatcherError);
    expect(error).toMatchObject({ code, file: join(folder, file) });
  });

  // A message is printed on one line by the commands (and logged as one): until 2026-12-06 the YAML reader's code frame
  // followed the place, over five lines.
  test('invalid YAML is said on one line, at its line and column', async () => {
    writeFileSync(join(folder, 'frame.yaml'), 'lookups: [\n  - tool_name: x\n   bad');
    const error = await loadDocument(join(folder, 'frame.yaml')).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'DOCUMENT_INVALID_YAML',
      message: `Lookup document ${join(folder, 'frame.yaml')} is not valid YAML: Block collections are not allowed within flow collections at line 2, column 3.`,
    });
  });

  // Until 2026-12-06 the system's code alone: "Cannot read lookup document missing.json: ENOENT."
  test.each([
    ['a missing document', 'nowhere.json', 'there is no such file (ENOENT)'],
    ['a path through a file', 'bad.json/doc.json', 'a part of the path is a file, not a folder (ENOTDIR)'],
  ])('%s says why in words', async (_name, file, why) => {
    writeFileSync(join(folder, 'bad.json'), '{}');
    const error = await loadDocument(join(folder, file)).catch((e: unknown) => e);
    expect((error as Error).message).toContain(why);
  });

  // Until 2026-12-06 every one ended "Check the path and its permissions", whatever the reason.
  test.each([
    ['a missing document named by a relative path names the folder it is read from', () => relative(process.cwd(), join(folder, 'nowhere.json')), `Check the path: a relative path is read from the working folder, ${process.cwd()}.`],
    ['a missing document named by its absolute path', () => join(folder, 'nowhere.json'), '(ENOENT). Check the path.'],
    ['a folder', () => folder, 'Name the lookup document itself, a .json or .yaml file.'],
    // Until 2026-12-06: "…: ELOOP: too many symbolic links encountered, stat '…'. Check the path and its permissions."
    ['a symbolic link that leads back to itself', () => {
      symlinkSync('loop-b.json', join(folder, 'loop-a.json'));
      symlinkSync('loop-a.json', join(folder, 'loop-b.json'));
      return join(folder, 'loop-a.json');
    }, `Cannot read lookup document ${join(folder, 'loop-a.json')}: it is a symbolic link that leads back to itself, or through more links than the ` +
      'system follows (ELOOP). Point the link at the lookup document itself (ls -l shows where it leads).'],
  ])('%s: the fix fits the reason', async (_name, path, fix) => {
    const error = await loadDocument(path()).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'DOCUMENT_UNREADABLE' });
    expect((error as Error).message.endsWith(fix)).toBe(true);
  });

  test('messages.unreadableReason keeps another error\'s own message', () => {
    expect(messages.unreadableReason(Object.assign(new Error('The encoded data was not valid'), { code: 'ERR_ENCODING_INVALID_ENCODED_DATA' }))).toBe('The encoded data was not valid');
    expect(messages.unreadableReason({ code: 'EACCES' })).toMatch(/^you may not read it \(EACCES\)/);
  });

  // The table itself given where its document belongs: once "not valid YAML" with the workbook's bytes, or a CSV read
  // as YAML text ("must be an object"), neither saying what was passed.
  test.each([
    ['an Excel workbook', 'people.xlsx', 'is an Excel workbook, not a lookup document', '"files": ["people.xlsx"]'],
    ['a CSV file', 'people.csv', 'is a data table (a CSV file), not a lookup document', '"files": ["people.csv"]'],
    ['a password-protected workbook', 'encrypted.xlsx', 'is an Excel workbook in the legacy or password-protected format', '"files": ["encrypted.xlsx"]'],
  ])('%s given as the document is DOCUMENT_IS_DATA_FILE, saying to pass the document that names it', async (_name, fixture, kind, example) => {
    const error = await loadDocument(join(FIXTURES, fixture)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MatcherError);
    expect(error).toMatchObject({ code: 'DOCUMENT_IS_DATA_FILE', file: join(FIXTURES, fixture) });
    expect((error as Error).message).toContain(kind);
    expect((error as Error).message).toContain(example);
  });

  test('a workbook renamed .json is still named for what it is', async () => {
    const renamed = join(folder, 'customers.json');
    copyFileSync(join(FIXTURES, 'people.xlsx'), renamed);
    const error = await loadDocument(renamed).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'DOCUMENT_IS_DATA_FILE', message: expect.stringContaining('is a zip file (an Excel workbook, when it holds a table)') });
  });

  test('a YAML document loads like JSON', async () => {
    const { doc } = await documentWith(undefined, ['people.csv'], {
      name: 'doc.yaml',
      text: 'files: [people.csv]\nlookups:\n  - tool_name: find\n    search_column: Full Name\n',
    });
    expect(doc.call('find', { full_name: 'Kaitlyn Meyers' }).result).toBe('confident');
  });

  // Until 2026-12-06 its bytes were read as UTF-8: "Société" read "Soci\uFFFDt\uFFFD", COLUMN_UNKNOWN with no name close to it.
  test.each([
    ['YAML', 'doc.yaml', 'files: [companies.csv]\nlookups:\n  - tool_name: find\n    search_column: Société\n    tool_description: Look up a société’s city\n'],
    ['JSON', 'doc.json', '{"files": ["companies.csv"], "lookups": [{"tool_name": "find", "search_column": "Société", "tool_description": "Look up a société’s city"}]}'],
  ])('a %s document saved in Windows-1252 (an editor\'s "ANSI") reads its accented names as typed, with DOCUMENT_NOT_UTF8', async (_kind, name, text) => {
    const folder = mkdtempSync(join(tmpdir(), 'matcher-doc-'));
    writeFileSync(join(folder, 'companies.csv'), 'Société,Ville\r\nAcme SARL,Paris\r\nGlobex SA,Lyon\r\n');
    writeFileSync(join(folder, name), Buffer.from(text.replace('’', '\x92'), 'latin1'));
    const doc = await loadDocument(join(folder, name));
    expect(doc.status().issues).toEqual([{ code: 'DOCUMENT_NOT_UTF8', severity: 'warning', path: '', message: messages.documentNotUtf8(join(folder, name), 'windows-1252') }]);
    expect(doc.call('find', { societe: 'Acme SARL' })).toMatchObject({ result: 'confident', row: { Ville: 'Paris' } });
    expect(doc.tools[0]?.description).toContain('Look up a société’s city');
  });

  test.each([
    ['UTF-16 LE', 'utf16le' as const, false],
    ['UTF-16 BE', 'utf16le' as const, true],
  ])('a document saved as %s with a BOM (Windows PowerShell, Notepad "Unicode") loads', async (_name, encoding, bigEndian) => {
    const json = '\uFEFF{"files": ["people.csv"], "lookups": [{"tool_name": "find", "search_column": "Full Name", "tool_description": "Look up a customer’s account"}]}';
    const bytes = Buffer.from(json, encoding);
    if (bigEndian) bytes.swap16();
    const folder = mkdtempSync(join(tmpdir(), 'matcher-doc-'));
    copyFileSync(join(FIXTURES, 'people.csv'), join(folder, 'people.csv'));
    writeFileSync(join(folder, 'doc.json'), bytes);
    const doc = await loadDocument(join(folder, 'doc.json'));
    expect(doc.status().issues).toEqual([]);
    expect(doc.tools[0]?.description).toContain('Look up a customer’s account');
  });
});
