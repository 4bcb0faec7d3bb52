// The exact-mode hash may only skip rows the exact scorer would reject: equal values share a key.
import { expect, test } from '@jest/globals';
import { exactMatchKey } from '../src/scoring/exactScore.js';
import { scorerFor } from '../src/scoring/scorerFor.js';

const VALUES = [
  '+1 (555) 010-0123', '5550100123', '15550100123', '555 0100 123', '555-0100-124', '0100123',
  'five five five oh one oh oh one two three', 'Caitlin  Myers', 'caitlin myers', 'CAITLIN-MYERS', "O'Brien", 'obrien',
  'Zoë', 'zoe', 'A1001', 'a1001', '0123', '123', '44 20 7946 0958', '+44 20 7946 0958',
];

test.each(VALUES.flatMap((heard) => VALUES.map((cell) => [heard, cell] as const)))(
  'exact %j = %j implies the same key',
  (heard, cell) => {
    const scorer = scorerFor('exact');
    if (scorer.score(scorer.prepare(heard), scorer.prepare(cell)) > 0) expect(exactMatchKey(heard)).toBe(exactMatchKey(cell));
  },
);
