// The exact-mode hash may only skip rows the exact scorer would reject: equal values share a key (several numbers said
// together, or in one cell, have a key each).
import { expect, test } from '@jest/globals';
import { exactKeysOf, exactMatchKeys } from '../src/scoring/exactScore.js';
import { scorerFor } from '../src/scoring/scorerFor.js';

const VALUES = [
  '+1 (555) 010-0123', '5550100123', '15550100123', '555 0100 123', '555-0100-124', '0100123',
  'five five five oh one oh oh one two three', 'Caitlin  Myers', 'caitlin myers', 'CAITLIN-MYERS', "O'Brien", 'obrien',
  'Zoë', 'zoe', 'A1001', 'a1001', '0123', '123', '44 20 7946 0958', '+44 20 7946 0958',
  // Several numbers, said together or in one cell: a row is found by any of them.
  '555 010 0123 or 555 010 0124', '555-010-0124 / 555-010-0125', '+44 20 7946 0958; 5550100123',
];

test.each(VALUES.flatMap((heard) => VALUES.map((cell) => [heard, cell] as const)))(
  'exact %j = %j implies a key of the heard value is one of the cell\'s',
  (heard, cell) => {
    const scorer = scorerFor('exact');
    const prepared = scorer.prepare(heard) as Parameters<typeof exactKeysOf>[0];
    if (scorer.score(prepared, scorer.prepare(cell)) > 0) expect(exactKeysOf(prepared).some((key) => exactMatchKeys(cell).includes(key))).toBe(true);
  },
);
