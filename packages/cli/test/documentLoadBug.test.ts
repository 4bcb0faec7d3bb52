// A bug inside loading a lookup document (an error that is not the matcher's coded MatcherError) is INTERNAL, exit 70,
// with its stack, in every document command: it was printed as its bare message, exit 2, like a document's problem.
import { expect, jest, test } from '@jest/globals';
import { join } from 'node:path';

const matcher = await import('@switchboard/matcher');
jest.unstable_mockModule('@switchboard/matcher', () => ({
  ...matcher,
  loadDocument: async () => { throw new TypeError("Cannot read properties of undefined (reading 'rows')"); },
}));
const { main } = await import('../src/main.js');
const { memoryIO } = await import('../src/io.js');

const DOC = 'flows/customer-care/customers.lookup.json';
test.each([
  ['inspect', ['inspect', DOC]],
  ['tools', ['tools', DOC]],
  ['lookup', ['lookup', DOC, '--tool', 'lookup_customer', '--arg', 'full_name=Kaitlyn Meyers']],
  ['tune', ['tune', DOC, '--tool', 'lookup_customer', '--labels', 'flows/customer-care/labels.csv']],
])('a bug loading the document in %s is INTERNAL with its stack, exit 70', async (name, argv) => {
  const io = memoryIO('', join(import.meta.dirname, '../../..'));
  expect(await main(argv, io)).toBe(70);
  const lines = io.err().split('\n');
  expect(lines[0]).toBe(`switchboard ${name}: INTERNAL: internal error: TypeError: Cannot read properties of undefined (reading 'rows')`);
  expect(lines.slice(1).some((line) => /^\s+at /.test(line))).toBe(true);
});
