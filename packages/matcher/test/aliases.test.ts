// The aliases extension: a nickname CSV loaded next to the document and handed to the scorers.
import { expect, test } from '@jest/globals';
import { documentWith } from './support/documentWith.js';

test.each([
  ['with the alias file, Pree Natarajan is Priya Natarajan', { aliases: 'nicknames.csv' }, 'confident'],
  ['without it, Pree Natarajan is only a candidate', {}, 'ambiguous'],
])('%s', async (_name, extra, outcome) => {
  const { doc } = await documentWith(
    { files: ['people.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name', ...extra }] },
    ['people.csv', 'nicknames.csv'],
  );
  expect(doc.status().issues.filter((i) => i.code !== 'FILE_UNUSED')).toEqual([]);
  expect(doc.call('find', { full_name: 'Pree Natarajan' })).toMatchObject({ result: outcome });
});

test('a missing alias file disables the lookup with FILE_NOT_FOUND', async () => {
  const { doc } = await documentWith(
    { files: ['people.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name', aliases: 'nope.csv' }] },
    ['people.csv'],
  );
  expect(doc.status().issues).toMatchObject([{ code: 'FILE_NOT_FOUND', path: 'lookups[0].aliases' }]);
  expect(doc.tools).toEqual([]);
});

test('an alias row without an alias is reported', async () => {
  const { doc } = await documentWith(
    { files: ['people.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name', aliases: 'people.csv' }] },
    ['people.csv'],
  );
  expect(doc.status().issues.map((i) => i.code)).toContain('ALIASES_MALFORMED');
});

test('an alias file on a lookup whose columns are all exact is reported as unused, and the lookup still works', async () => {
  const { doc } = await documentWith(
    { files: ['people.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name', match_mode: 'exact', aliases: 'nicknames.csv' }] },
    ['people.csv', 'nicknames.csv'],
  );
  expect(doc.status().issues).toMatchObject([{ code: 'ALIASES_UNUSED', severity: 'warning', path: 'lookups[0].aliases' }]);
  expect(doc.call('find', { full_name: 'Pree Natarajan' })).toEqual({ result: 'not_found' });
  expect(doc.call('find', { full_name: 'Priya Natarajan' })).toMatchObject({ result: 'confident' });
});

test('an alias row with a third name is reported, not cut to its first two', async () => {
  const { doc } = await documentWith(
    { files: ['people.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name', aliases: 'nicknames.csv' }] },
    ['people.csv'],
    { extraFiles: { 'nicknames.csv': 'name,alias\nwilliam,bill\nrobert,bob,rob\npriya,pree,\n' } },
  );
  expect(doc.status().issues).toMatchObject([{ code: 'ALIASES_MALFORMED', severity: 'error', path: 'lookups[0].aliases', file: 'nicknames.csv' }]);
  expect(doc.status().issues[0]?.message).toContain('line 3 has more than a name and an alias (write one pair per line: robert,bob then robert,rob)');
  expect(doc.tools).toEqual([]);
});

// As a team keeps nicknames in a spreadsheet: a header over a name and its nicknames, saved as CSV from Excel.
test('a header over a name and several nicknames is a header; the fix is written with the first row of three names', async () => {
  const { doc } = await documentWith(
    { files: ['people.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name', aliases: 'nicknames.csv' }] },
    ['people.csv'],
    { extraFiles: { 'nicknames.csv': '\ufeffName,Nickname 1,Nickname 2\r\nPriya,Pree,\r\nWilliam,Bill,Will\r\n' } },
  );
  expect(doc.status().issues).toMatchObject([{ code: 'ALIASES_MALFORMED', severity: 'error' }]);
  expect(doc.status().issues[0]?.message).toBe('Alias file nicknames.csv: line 3 has more than a name and an alias (write one pair per line: William,Bill then William,Will). It must be a CSV with columns name,alias.');
});
