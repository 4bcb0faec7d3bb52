// One suite, every table source: the same cases run against a CSV and an XLSX of the same table.
import { describe, expect, test } from '@jest/globals';
import type { LookupDocument } from '@switchboard/matcher';
import { documentWith } from './support/documentWith.js';

const document = (file: string) => ({
  files: [file],
  lookups: [
    { tool_name: 'by_name', search_column: 'Full Name', additional_search_columns: [{ column: 'City' }] },
    { tool_name: 'by_phone', search_column: 'Phone', param_name: 'phone', match_mode: 'exact', additional_search_columns: [{ column: 'City', param_name: 'city' }] },
    { tool_name: 'by_account', search_column: 'D', match_mode: 'exact', return_columns: ['Full Name'] },
  ],
});

const names = (result: ReturnType<LookupDocument['call']>): string[] =>
  result.result === 'confident' ? [result.row['Full Name'] ?? ''] : result.result === 'ambiguous' ? result.candidates.map((c) => c.row['Full Name'] ?? '') : [];

// Some writers leave out the rows' and cells' references (the format allows it); read-excel-file needs them, so the
// workbook is given them and read again.
// A macro-enabled workbook (.xlsm) and the templates (.xltx, .xltm) are the same format: until 2026-12-06 they were
// refused as FILE_TYPE_UNSUPPORTED, saying to save them again as .xlsx.
describe.each([
  ['CSV', 'people.csv'], ['XLSX', 'people.xlsx'], ['XLSX without cell references', 'people-no-refs.xlsx'],
  ['XLSM (macro-enabled)', 'people.xlsm'], ['XLTX (template)', 'people.xltx'], ['XLTM (macro-enabled template)', 'people.xltm'],
])('%s source', (_kind, file) => {
  let doc: LookupDocument;
  test('loads without problems', async () => {
    doc = (await documentWith(document(file), [file])).doc;
    expect(doc.status().issues).toEqual([]);
    expect(doc.status().files).toMatchObject([{ file, rows: 12, used: true, columns: ['Full Name', 'Phone', 'City', 'Account ID', 'Plan'] }]);
  });

  test.each([
    ['Kaitlyn Meyers finds Caitlin Myers', 'by_name', { full_name: 'Kaitlyn Meyers' }, 'confident', ['Caitlin Myers']],
    ['Sean Riley is ambiguous with Shawn Reilly', 'by_name', { full_name: 'Sean Riley' }, 'ambiguous', ['Sean Riley', 'Shawn Reilly']],
    ['two John Smiths are never confident', 'by_name', { full_name: 'John Smith' }, 'ambiguous', ['John Smith', 'John Smith']],
    ['a city tells the John Smiths apart', 'by_name', { full_name: 'John Smith', city: 'Seattle' }, 'confident', ['John Smith']],
    ['an unknown name is not found', 'by_name', { full_name: 'Bartholomew Quincy' }, 'not_found', []],
    ['a blank city cell never matches a supplied city', 'by_name', { full_name: 'Robert Fitzgerald', city: 'Boston' }, 'not_found', []],
    ['a row without a phone is still found by name', 'by_name', { full_name: 'Zoe Muller' }, 'confident', ['Zoë Müller']],
    ['a phone typed with punctuation matches a stored number', 'by_phone', { phone: '(312) 555-0101' }, 'confident', ['Caitlin Myers']],
    ['a phone with a country code matches', 'by_phone', { phone: '+1 312 555 0101' }, 'confident', ['Caitlin Myers']],
    ['a shared phone alone is ambiguous', 'by_phone', { phone: '303-555-0107' }, 'ambiguous', ['Maria Lopez', 'Daniel Lopez', 'Ana Lopez']],
    ['a shared phone plus a city narrows to one', 'by_phone', { phone: '303-555-0107', city: 'Portland' }, 'confident', ['Daniel Lopez']],
    ['the right phone with the wrong city is not returned', 'by_phone', { phone: '312-555-0101', city: 'Miami' }, 'not_found', []],
    ['a column letter reaches Account ID', 'by_account', { account_id: 'a1004' }, 'confident', ['Shawn Reilly']],
  ])('%s', (_name, tool, args, outcome, expected) => {
    const result = doc.call(tool, args);
    expect(result.result).toBe(outcome);
    expect(names(result)).toEqual(expected);
  });

  test('a mis-heard city still narrows to the right record', () => {
    const result = doc.call('by_name', { full_name: 'John Smith', city: 'Seatle' });
    expect(result.result).not.toBe('not_found');
    expect(names(result)).toEqual(['John Smith']);
    expect(result.result === 'confident' ? result.row.City : result.result === 'ambiguous' ? result.candidates[0]?.row.City : '').toBe('Seattle');
  });

  test('numbers read as the digits typed, never in exponent form', () => {
    const result = doc.call('by_phone', { phone: '6175550103' });
    expect(result).toMatchObject({ result: 'confident', row: { Phone: '6175550103' } });
  });

  test('return_columns keep the matched column', () => {
    expect(doc.call('by_account', { account_id: 'A1001' })).toEqual({ result: 'confident', row: { 'Full Name': 'Caitlin Myers', 'Account ID': 'A1001' }, score: 100 });
  });
});
