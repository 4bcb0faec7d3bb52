// A sheet or column name that is a slip of a real one is answered with that one ("did you mean"), beside the full list.
import { describe, expect, test } from '@jest/globals';
import { closestChoice, typoDistance } from '../src/config/closestChoice.js';
import { validateLookupEntry } from '../src/config/validateLookupEntry.js';
import { documentWith } from './support/documentWith.js';

const ORDER_COLUMNS = ['Order ID', 'Postcode', 'Recipient'];

describe('typoDistance, which every did-you-mean goes by', () => {
  test.each([
    ['sya', 'say', 1], ['nmae', 'name', 1], ['ab', 'ba', 1], ['ordr', 'order', 1], ['abc', 'cab', 2], ['same', 'same', 0], ['', 'abc', 3],
  ])('%s to %s: %i', (a, b, edits) => {
    expect(typoDistance(a, b)).toBe(edits);
  });

});

// One rule answers every did-you-mean: a document's fields and match modes go by the same one as its sheets and columns.
describe('an unknown field or match_mode is answered by the same rule', () => {
  const messagesFor = (entry: Record<string, unknown>) =>
    validateLookupEntry({ tool_name: 'find_order', search_column: 'Order ID', ...entry }, 'lookups[0]').issues.map((issue) => [issue.code, issue.message]);

  test.each([
    ['two letters swapped', { mathc_mode: 'exact' }, 'Unknown field "mathc_mode" is ignored; did you mean "match_mode"?'],
    ['a hyphen for the underscore', { 'min-score': 70 }, 'Unknown field "min-score" is ignored; did you mean "min_score"?'],
    ['a letter left out', { return_colums: ['Postcode'] }, 'Unknown field "return_colums" is ignored; did you mean "return_columns"?'],
    ['another word two letters off a short field (title is not file)', { title: 'Orders' }, 'Unknown field "title" is ignored'],
  ])('%s', (_name, entry, message) => {
    expect(messagesFor(entry)).toEqual([['FIELD_UNKNOWN', message]]);
  });

  test.each([
    ['fuzzzy', ' (did you mean "fuzzy"?)'],
    ['Phonetik', ' (did you mean "phonetic"?)'],
    ['sounds', ''],
  ])('match_mode %s', (mode, meant) => {
    expect(messagesFor({ match_mode: mode })).toEqual([['MATCH_MODE_UNKNOWN', `Unknown match_mode "${mode}": use exact, fuzzy, phonetic or hybrid${meant}.`]]);
  });
});

describe('closestChoice', () => {
  test.each([
    ['a space left out', 'OrderID', ORDER_COLUMNS, 'Order ID'],
    ['a space put in', 'Post Code', ORDER_COLUMNS, 'Postcode'],
    ['case and punctuation', 'ORDER_ID', ORDER_COLUMNS, 'Order ID'],
    ['a letter left out', 'Recipent', ORDER_COLUMNS, 'Recipient'],
    ['two neighbouring letters swapped, on a short name', 'Nmae', ['Name', 'City'], 'Name'],
    ['two letters off a long name', 'Postcoed Area', ['Postcode Area', 'Order ID'], 'Postcode Area'],
    ['a plural', 'Order', ['Orders', 'Notes'], 'Orders'],
    ['an accent left off', 'Telefono', ['Teléfono', 'Nombre'], 'Teléfono'],
  ])('%s: %s means %s', (_name, name, choices, expected) => {
    expect(closestChoice(name, choices)).toBe(expected);
  });

  test.each([
    ['another word of a short name', 'ID', ['Zip', 'City']],
    ['three letters off', 'Recipe', ORDER_COLUMNS],
    ['two letters off a short name', 'Ordr', ['Orders']],
    ['two choices equally close', 'Note', ['Notes', 'Noted']],
    ['only punctuation', '--', ['Order ID']],
    ['no choices', 'Orders', []],
  ])('no suggestion for %s', (_name, name, choices) => {
    expect(closestChoice(name, choices)).toBeUndefined();
  });

  test('the same column twice (a duplicate header) is no tie', () => {
    expect(closestChoice('Nmae', ['Name', 'City', 'Name'])).toBe('Name');
  });
});

describe('a parcel-delivery document with names slightly off', () => {
  test('a sheet that does not exist names the close one and still lists every sheet', async () => {
    const { doc } = await documentWith({ lookups: [{ tool_name: 'find_order', file: 'orders.xlsx', sheet: 'Order', search_column: 'Order ID' }] }, ['orders.xlsx']);
    expect(doc.status().issues).toEqual([{
      code: 'SHEET_NOT_FOUND', severity: 'error', path: 'lookups[0].sheet', file: 'orders.xlsx',
      message: 'Workbook orders.xlsx has no sheet "Order"; did you mean "Orders"? Available sheets: "Orders", "Notes".',
    }]);
  });

  test('each lookup naming the same missing sheet is told at its own "sheet", as it wrote the name', async () => {
    const { doc } = await documentWith({ lookups: [
      { tool_name: 'find_order', file: 'orders.xlsx', sheet: 'Order', search_column: 'Order ID' },
      { tool_name: 'find_parcel', file: 'orders.xlsx', sheet: 'Order', search_column: 'Order ID' },
      { tool_name: 'find_sender', file: 'orders.xlsx', sheet: 'order', search_column: 'Order ID' },
    ] }, ['orders.xlsx']);
    expect(doc.status().issues).toEqual([0, 1, 2].map((i) => ({
      code: 'SHEET_NOT_FOUND', severity: 'error', path: `lookups[${i}].sheet`, file: 'orders.xlsx',
      message: `Workbook orders.xlsx has no sheet "${i === 2 ? 'order' : 'Order'}"; did you mean "Orders"? Available sheets: "Orders", "Notes".`,
    })));
    expect(() => doc.call('find_sender', { order_id: '1' })).toThrow(expect.objectContaining({ code: 'LOOKUP_UNAVAILABLE', message: expect.stringContaining('no sheet "order"') }));
  });

  test('a sheet like none of them is answered with the list alone', async () => {
    const { doc } = await documentWith({ lookups: [{ tool_name: 'find_order', file: 'orders.xlsx', sheet: 'Parcels', search_column: 'Order ID' }] }, ['orders.xlsx']);
    expect(doc.status().issues[0]?.message).toBe('Workbook orders.xlsx has no sheet "Parcels". Available sheets: "Orders", "Notes".');
  });

  test.each([
    ['orders.xlsx', 'orders.xlsx [Orders]'],
    ['orders.csv', 'orders.csv'],
  ])('in %s, search columns a space off name the real header and list every column', async (file, where) => {
    const { doc } = await documentWith({
      lookups: [{ tool_name: 'find_order', file, search_column: 'OrderID', additional_search_columns: [{ column: 'Post Code' }] }],
    }, [file]);
    const listed = 'Available columns: "Order ID", "Postcode", "Recipient" (or a column letter or number, from A or 1).';
    expect(doc.status().issues.map((issue) => [issue.code, issue.severity, issue.path, issue.message])).toEqual([
      ['COLUMN_UNKNOWN', 'error', 'lookups[0].search_column', `Column "OrderID" is not in ${where}; did you mean "Order ID"? ${listed}`],
      ['COLUMN_UNKNOWN', 'error', 'lookups[0].additional_search_columns[0].column', `Column "Post Code" is not in ${where}; did you mean "Postcode"? ${listed}`],
    ]);
  });

  test('a broken lookup\'s columns are checked with the same suggestion', async () => {
    const { doc } = await documentWith({
      lookups: [{ tool_name: 'find_order', file: 'orders.xlsx', match_mode: 'sloppy', search_column: 'order-id' }],
    }, ['orders.xlsx']);
    expect(doc.status().issues.map((issue) => [issue.code, issue.message])).toEqual([
      ['MATCH_MODE_UNKNOWN', expect.any(String)],
      ['COLUMN_UNKNOWN', expect.stringContaining('Column "order-id" is not in orders.xlsx [Orders]; did you mean "Order ID"? Available columns: "Order ID", "Postcode", "Recipient"')],
    ]);
  });

  test('a column like none of them is answered with the list alone', async () => {
    const { doc } = await documentWith({ lookups: [{ tool_name: 'find_order', file: 'orders.csv', search_column: 'Tracking Number' }] }, ['orders.csv']);
    expect(doc.status().issues[0]?.message).toBe('Column "Tracking Number" is not in orders.csv. Available columns: "Order ID", "Postcode", "Recipient" (or a column letter or number, from A or 1).');
  });
});

describe('an unknown return column', () => {
  test.each([
    ['orders.xlsx', 'orders.xlsx [Orders]'],
    ['orders.csv', 'orders.csv'],
  ])('in %s names the file as the other messages do (%s), with the close column', async (file, where) => {
    const { doc } = await documentWith({
      lookups: [{ tool_name: 'find_order', file, search_column: 'Order ID', match_mode: 'exact', return_columns: ['Post Code', 'Recipient'] }],
    }, [file]);
    expect(doc.status().issues).toEqual([{
      code: 'COLUMN_UNKNOWN', severity: 'warning', path: 'lookups[0].return_columns[0]', file,
      message: `Column "Post Code" is not in ${where}; did you mean "Postcode"? Available columns: "Order ID", "Postcode", "Recipient" (or a column letter or number, from A or 1).`,
    }]);
    // The lookup works without the column it could not find.
    expect(doc.call('find_order', { order_id: 'PD-10432' })).toMatchObject({ result: 'confident', row: { 'Order ID': 'PD-10432', Recipient: 'Sean Riley' } });
  });
});
