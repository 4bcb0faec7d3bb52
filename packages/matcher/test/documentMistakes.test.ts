// What a team new to lookup documents writes wrong, and what the document's issues tell them to write instead.
import { describe, expect, test } from '@jest/globals';
import { documentWith, lookupOver } from './support/documentWith.js';

/** A CSV as exports write it: a title, a blank line, then the header on line 3. */
const TITLED = 'Customer list\n\nFull Name,City,Phone\nAnn Lee,Boston,555-010-0100\nBob Ray,Denver,555-010-0101\n';

describe('a field of the wrong type says the value to write', () => {
  test.each([
    ['a score written as a fraction', { min_score: 0.8 }, 'lookups[0].min_score', 'write 80'],
    ['a confident score written as a fraction', { confident_score: 0.95 }, 'lookups[0].confident_score', 'write 95'],
    ['a whole number in quotes', { max_candidates: '3' }, 'lookups[0].max_candidates', 'write 3, without quotes'],
    ['a score written as a percentage', { min_score: '80%' }, 'lookups[0].min_score', 'write 80, without the %'],
    ['a yes of YAML 1.1 for debug, which YAML 1.2 reads as text', { debug: 'yes' }, 'lookups[0].debug', 'write true'],
    ['an off for debug', { debug: 'Off' }, 'lookups[0].debug', 'write false'],
  ])('%s', async (_name, lookup, path, fix) => {
    const { doc } = await lookupOver('people.csv', lookup);
    const issue = doc.status().issues.find((candidate) => candidate.path === path);
    expect(issue).toMatchObject({ code: 'FIELD_TYPE', severity: 'error' });
    expect(issue?.message).toContain(fix);
  });

  // A list written as one entry, or as one text of names as the CSV lookup takes its return columns, is told the list
  // to write (a header may hold a comma, so the text is not split for it).
  test.each<[string, string, unknown, string]>([
    ['return columns as names in one text, comma-separated', 'return_columns', 'Full Name, City', 'write ["Full Name", "City"], or leave it out'],
    ['return columns as one name as text', 'return_columns', 'Account ID', 'write ["Account ID"], or leave it out'],
    ['additional search columns as one object', 'additional_search_columns', { column: 'City' }, 'write [{"column":"City"}]'],
    ['additional search columns as one name as text', 'additional_search_columns', 'City', 'write ["City"]'],
    ['additional search columns as names in one text', 'additional_search_columns', 'City, Phone', 'write ["City", "Phone"]'],
  ])('%s says the list to write', async (_name, field, value, fix) => {
    const { doc } = await lookupOver('people.csv', { [field]: value });
    const issue = doc.status().issues.find((candidate) => candidate.path === `lookups[0].${field}`);
    expect(issue).toMatchObject({ code: 'FIELD_TYPE', severity: 'error' });
    expect(issue?.message).toContain(fix);
  });

  test('a number of another kind only says a whole number is wanted', async () => {
    const { doc } = await lookupOver('people.csv', { max_candidates: 2.5 });
    expect(doc.status().issues).toMatchObject([{ code: 'FIELD_TYPE', message: '"max_candidates" must be a whole number.' }]);
  });
});

describe('a header_row that cannot be read', () => {
  test('is the one problem named: the columns are not checked against a header guessed on row 1', async () => {
    const { doc } = await documentWith(
      { files: ['titled.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name', header_row: '3' }] },
      [], { extraFiles: { 'titled.csv': TITLED } },
    );
    const errors = doc.status().issues.filter((issue) => issue.severity === 'error');
    expect(errors).toMatchObject([{ code: 'FIELD_TYPE', path: 'lookups[0].header_row' }]);
    expect(errors[0]?.message).toContain('write 3, without quotes');
  });
});

describe('several search columns written as a list', () => {
  test('says that one column is searched and the others go in additional_search_columns', async () => {
    const { doc } = await lookupOver('people.csv', { search_column: ['Full Name', 'City'] });
    const [issue] = doc.status().issues;
    expect(issue).toMatchObject({ code: 'FIELD_TYPE', path: 'lookups[0].search_column' });
    expect(issue?.message).toContain('"search_column": "Full Name"');
    expect(issue?.message).toContain('"additional_search_columns": ["City"]');
  });
});

describe('a lookup field written at the top of the document', () => {
  test.each([
    ['aliases', 'nicknames.csv'],
    ['match_mode', 'exact'],
    ['sheet', 'Customers'],
  ])('%s is said to belong in each lookup, not only ignored', async (field, value) => {
    const { doc } = await documentWith({ files: ['people.csv'], [field]: value, lookups: [{ tool_name: 'find', search_column: 'Full Name' }] }, ['people.csv']);
    const issue = doc.status().issues.find((candidate) => candidate.path === field);
    expect(issue).toMatchObject({ code: 'FIELD_UNKNOWN', severity: 'warning' });
    expect(issue?.message).toContain(`"${field}" is a field of each lookup`);
    expect(issue?.message).toContain('move it into each entry of "lookups"');
  });

  test('a slip of a document field is still answered with the field meant', async () => {
    const { doc } = await documentWith({ file: ['people.csv'], lookups: [{ tool_name: 'find', search_column: 'Full Name', file: 'people.csv' }] }, ['people.csv']);
    expect(doc.status().issues.find((candidate) => candidate.path === 'file')?.message).toBe('Unknown field "file" is ignored; did you mean "files"?');
  });
});

describe('a document in JSON with comments (.jsonc), as VS Code writes settings', () => {
  const commented = '{\n  // the CRM export, refreshed nightly\n  "files": ["people.csv"],\n  /* one tool */\n  "lookups": [{ "tool_name": "find", "search_column": "Full Name", },],\n}\n';

  test('loads with its comments and trailing commas, and a // inside a text is text', async () => {
    const { doc } = await documentWith(undefined, ['people.csv'], { name: 'doc.jsonc', text: commented.replace('"Full Name"', '"Full Name", "tool_description": "Look up // a customer"') });
    expect(doc.status().issues).toEqual([]);
    expect(doc.tools[0]?.description).toContain('Look up // a customer');
    expect(doc.call('find', { full_name: 'Kaitlyn Meyers' }).result).toBe('confident');
  });

  test('a mistake besides its comments is DOCUMENT_INVALID_JSON at its line and column, not YAML read wrong', async () => {
    const error = await documentWith(undefined, ['people.csv'], { name: 'doc.jsonc', text: commented.replace('"files": ["people.csv"]', '"files": ["people.csv"] "x": 1') }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'DOCUMENT_INVALID_JSON', message: expect.stringContaining('line 3, column 27: a comma is missing') });
  });

  test('a comment in a .json document says a .jsonc may hold one', async () => {
    const error = await documentWith(undefined, ['people.csv'], { name: 'doc.json', text: commented }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'DOCUMENT_INVALID_JSON', message: expect.stringContaining('line 2, column 3: JSON has no comments: remove it, or write the document in YAML (a .yaml file), which has, or name it .jsonc (JSON with comments).') });
  });
});
