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
    ['Kunde', true],
    ['Kundennummer', false],
  ])('"%s" holds people\'s names: %s', (header, expected) => {
    expect(namesPeople(header)).toBe(expected);
  });

  // The cells decide when they are clear; a header naming something else is never overruled.
  test.each([
    ['a header that does not say, over full names', 'Booked By', ['Sean Riley', 'Maria Lopez', 'Jürgen Weber'], true],
    ['a column without a header, over full names', 'B', ['Caitlin Myers', 'Sean Riley'], true],
    ['"Name" over companies', 'Name', ['Acme Ltd', 'Globex Corporation', 'Initech', 'Müller GmbH'], false],
    ['"Contact" over phone numbers', 'Contact', ['+44 20 7946 0000', '+1 617 555 0100'], false],
    ['"Contact" over e-mail addresses', 'Contact', ['sean@example.com', 'maria@example.com'], false],
    ['"Name" over companies, some without a company word', 'Name', ['Acme Ltd', 'Initech', 'Globex', 'Umbrella Corp', 'Hooli', 'Stark Industries'], false],
    ['"Name" over a few companies among names the list lacks', 'Name', ['Acme Ltd', 'Wei Zhang', 'Oluwaseun Adeyemi', 'Hiroshi Tanaka'], true],
    ['"Full Name" over names the given-name list lacks', 'Full Name', ['Wei Zhang', 'Oluwaseun Adeyemi', 'Hiroshi Tanaka'], true],
    ['"Surname" over surnames alone', 'Surname', ['Riley', 'Myers', 'Lopez'], true],
    ['a header that does not say, over single words', 'Plan', ['Basic', 'Plus', 'Premium'], false],
    ['"Customer ID" whatever its cells', 'Customer ID', ['Sean Riley', 'Maria Lopez'], false],
    ['"City" over towns named like people', 'City', ['Charlotte', 'Austin', 'Florence'], false],
    ['"Street" over streets named for people', 'Street', ['Elizabeth Street', 'George Road'], false],
    ['one filled cell says nothing', 'Booked By', ['Sean Riley', '', ''], false],
  ])('%s: %s', (_name, header, cells, expected) => {
    expect(namesPeople(header, cells)).toBe(expected);
  });
});

describe('the description of a lookup whose header does not say what its cells hold', () => {
  test.each([
    ['a German customer list headed "Kunde"', 'kunden.csv', 'Kunde', ON_AMBIGUOUS_NAMES],
    ['a booking list headed "Booked By"', 'bookings.csv', 'Booked By', ON_AMBIGUOUS_NAMES],
    ['a call log whose "Contact" holds phone numbers', 'contacts.csv', 'Contact', ON_AMBIGUOUS_OTHER],
    ['a supplier list whose "Name" holds companies', 'suppliers.csv', 'Name', ON_AMBIGUOUS_OTHER],
  ])('%s asks back with the fitting example', async (_name, file, column, onAmbiguous) => {
    const { doc } = await documentWith({ lookups: [{ tool_name: 'find', file, search_column: column }] }, [file]);
    expect(doc.status().issues.filter((issue) => issue.severity === 'error')).toEqual([]);
    expect(doc.tools[0]?.description.endsWith(onAmbiguous)).toBe(true);
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
