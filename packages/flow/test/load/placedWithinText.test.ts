// An issue inside a node text is placed by tracing the text back to the file, only as far as the issues shown: a pasted
// page of 150,000 mistakes lists 21, and tracing all of its 1.5 MB to place them was most of their placing.
import { expect, test } from '@jest/globals';
import { readFlowSource, type SourceTraceCost } from '../../src/load/readFlowSource.js';

/** `#lookup t p0:x p1:x …`, `count` arguments, as a double-quoted node text (escapes make it a traced one). */
const pasted = (count: number) => [
  'nodes:',
  '  ask: { kind: collect, into: caller_name, next: find }',
  `  find: { kind: lookup, text: "#lookup t \\u0070${Array.from({ length: count }, (_, i) => `p${i}:x`).join(' ')}", on: { confident: bye, ambiguous: bye, not_found: bye, error: bye } }`,
  '  bye: { kind: end }',
].join('\n');

test.each([
  { text: 'a node text of 20,000 arguments', count: 20_000, places: [11, 16, 150] },
  { text: 'a node text of 200 arguments', count: 200, places: [11, 16, 150] },
])('placing issues near the start of $text traces it only that far', ({ count, places }) => {
  const yaml = pasted(count);
  const cost: SourceTraceCost = { traced: 0 };
  const source = readFlowSource(yaml, cost);
  const found = places.map((column) => source.locateWithin(['nodes', 'find', 'text'], { line: 1, column }));
  // Where each is written: the `\u0070` escape stands for one character, so columns past it are 5 further on.
  const opening = (yaml.split('\n')[2] ?? '').indexOf('"#lookup') + 2;
  expect(found).toEqual(places.map((column) => ({ line: 3, column: opening + column - 1 + (column > 11 ? 5 : 0) })));
  expect(cost.traced).toBeLessThanOrEqual(Math.max(...places) + 1);
});

test('a place past what can be traced is still where the text begins, as before', () => {
  const source = readFlowSource('nodes:\n  hi: { kind: say, text: "Hello", next: bye }\n');
  expect(source.locateWithin(['nodes', 'hi', 'text'], { line: 1, column: 40 })).toEqual({ line: 2, column: 27 });
  expect(source.locateWithin(['nodes', 'hi', 'text'], { line: 1, column: 3 })).toEqual({ line: 2, column: 29 });
});
