// The generated tool description asks back with an example that fits what the lookup searches.
import { describe, expect, test } from '@jest/globals';
import { namesPeople, ON_AMBIGUOUS_NAMES, ON_AMBIGUOUS_OTHER, PASS_AS_HEARD } from '../src/tools/toolDescription.js';
import { documentWith } from './support/documentWith.js';

describe('namesPeople', () => {
  test.each([
    ['Full Name', true],
    ['Name', true],
    ['Customer Name', true],
    ['Recipient', true],
    ['FullName', true],
    ['last_name', true],
    ['Nombre', true],
    ['Order ID', false],
    ['Postcode', false],
    ['Customer ID', false],
    ['Member No.', false],
    ['Company Name', false],
    ['Contact Phone', false],
    ['Street Name', false],
    ['Username', false],
    ['B', false],
    ['', false],
  ])('"%s" holds people\'s names: %s', (header, expected) => {
    expect(namesPeople(header)).toBe(expected);
  });
});

describe('the description of a parcel-delivery lookup', () => {
  const PARCELS = {
    files: ['orders.xlsx', 'orders.csv'],
    lookups: [
      { tool_name: 'find_order', file: 'orders.xlsx', sheet: 'Orders', search_column: 'Order ID', match_mode: 'exact' },
      { tool_name: 'find_by_postcode', file: 'orders.csv', search_column: 'Postcode', additional_search_columns: ['Recipient'] },
      { tool_name: 'find_recipient', file: 'orders.csv', search_column: 'Recipient', tool_description: 'Find a parcel by who it is for.' },
    ],
  };

  test.each([
    ['an order ID asks back without a person\'s name', 'find_order', 'Look up one record in orders.xlsx by Order ID. Returns a confident match with the record, an ambiguous list of candidates, or not_found.', ON_AMBIGUOUS_OTHER],
    ['a postcode narrowed by a recipient asks back without a person\'s name', 'find_by_postcode', 'Look up one record in orders.csv by Postcode, optionally narrowed by Recipient. Returns a confident match with the record, an ambiguous list of candidates, or not_found.', ON_AMBIGUOUS_OTHER],
    ['a recipient, with a custom description, keeps the people example', 'find_recipient', 'Find a parcel by who it is for.', ON_AMBIGUOUS_NAMES],
  ])('%s', async (_name, tool, intro, onAmbiguous) => {
    const { doc } = await documentWith(PARCELS, ['orders.xlsx', 'orders.csv']);
    expect(doc.status().issues).toEqual([]);
    const description = doc.tools.find((candidate) => candidate.name === tool)?.description;
    // Passing the value exactly as heard is said whatever the column.
    expect(description).toBe(`${intro} ${PASS_AS_HEARD} ${onAmbiguous}`);
  });

  test('without a person\'s name, the instruction still says to ask which one was meant and what to do when not found', () => {
    expect(ON_AMBIGUOUS_OTHER).not.toMatch(/Sean|Riley/);
    expect(ON_AMBIGUOUS_OTHER).toContain('"ambiguous", ask the caller which one they meant, reading back the columns that tell the candidates apart');
    expect(ON_AMBIGUOUS_OTHER).toContain('if "not_found", ask the caller to repeat or spell the value');
    expect(ON_AMBIGUOUS_NAMES).toContain('"I found Sean Riley and Shawn Reilly — which one did you mean?"');
  });
});
