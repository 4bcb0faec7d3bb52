// A variable expectation a writer gets wrong the usual ways says how to write it: a row expected as one text names
// the column holding that text; a text differing only in case says so.
import { describe, expect, test } from '@jest/globals';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { replayCall } from '@switchboard/flow';

const mistakes = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'shop', 'mistakes');

describe('a variable expectation written the wrong way', () => {
  test.each([
    {
      name: 'a row expected as one text names the column that holds it',
      field: 'expect.variables.customer', line: 7,
      ending: ': "customer" holds a row, not one text; check its column: customer.Full Name: Caitlin Myers (or a mapping of the columns to check)',
    },
    {
      name: 'an outcome expected in another case says the case differs',
      field: 'expect.variables.customer_outcome', line: 8,
      ending: ': only the case differs (values compare as written): write "confident"',
    },
  ])('$name', async ({ field, line, ending }) => {
    const report = await replayCall(join(mistakes, 'row-as-text.call.yaml'));
    expect(report.status).toBe('failed');
    const divergence = report.status === 'failed' ? report.divergences.find((entry) => entry.field === field) : undefined;
    expect(divergence?.line).toBe(line);
    expect(divergence?.message.endsWith(ending)).toBe(true);
  });
});
