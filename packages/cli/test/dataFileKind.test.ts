// A table or another binary file given where a flow or lines of JSON belong is named the same by every command that
// refuses it: `validate` (a flow) and `lookup --input` (JSONL) said a password-protected workbook, a picture and an
// "Export to Excel" page in different words, and validate read the page as a flow that "must be a mapping".
import { expect, test } from '@jest/globals';
import { join } from 'node:path';
import { loadEachDocumentOnce } from './documentsLoadedOnce.js';

// The customer-care document is loaded once: what is tested is the --input file's kind.
loadEachDocumentOnce();
const { memoryIO } = await import('../src/io.js');
const { main } = await import('../src/main.js');

const ROOT = join(import.meta.dirname, '../../..');
const FIXTURES = 'packages/matcher/test/fixtures';
const DOC = 'flows/customer-care/customers.lookup.json';

test.each([
  ['an Excel workbook', 'an Excel workbook', `${FIXTURES}/binary-workbook.xlsx`],
  ['a password-protected workbook', 'a legacy or password-protected Office file', `${FIXTURES}/encrypted.xlsx`],
  ['an "Export to Excel" web page named .xls', 'a web page (an HTML table, though named .xls, as "Export to Excel" saves one)', `${FIXTURES}/exported-page.xls`],
  ['a CSV table named .xlsx', 'a table (comma-separated text, though named .xlsx: rename it .csv)', 'packages/cli/test/fixtures/csv-named-as-workbook.xlsx'],
  ['a picture', 'a picture (PNG, JPEG, GIF, WebP or TIFF)', `${FIXTURES}/logo.gif`],
  ['a CSV table', 'a table (a CSV file)', 'flows/patient-line/patients.csv'],
])('%s: validate and lookup --input both say it is %s', async (_case, kind, file) => {
  const validate = memoryIO('', ROOT);
  expect(await main(['validate', file], validate)).toBe(2);
  expect(validate.out() + validate.err()).toContain(`${file}:1:1 not_a_flow this file is ${kind}, not a flow`);
  const lookup = memoryIO('', ROOT);
  expect(await main(['lookup', DOC, '--input', file], lookup)).toBe(2);
  expect(lookup.err()).toContain(`switchboard lookup: INPUT_NOT_JSONL: ${file} is ${kind}, not a JSONL file of lookups`);
});

test('a flow saved under a workbook\'s name is read as the flow it is, by its content', async () => {
  const validate = memoryIO('', ROOT);
  expect(await main(['validate', 'packages/cli/test/fixtures/flow-named-as-workbook.xlsx'], validate)).toBe(0);
  expect(validate.out()).toBe('packages/cli/test/fixtures/flow-named-as-workbook.xlsx: ok\n');
});
