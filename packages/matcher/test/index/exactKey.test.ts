// The exact hash key agrees with the exact scorer: values it calls equal share a key, so hashing loses no row.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { exactKey } from '../../src/index/exactKey.js';
import { exactMatchKey, exactScorer } from '../../src/scoring/exactScore.js';

const PIECES = ['Caitlin', 'MYERS', 'Myers,', 'Dr.', 'Jr', 'alpha', 'one', 'zero', 'five', 'oh', 'A1001', 'a', 'c', 'as', 'in', 'charlie',
  '555', '010-0123', '+1', '(555)', 'k', 'a', 't', 'e', 'Zoë', "O'Brien", '-', '&', '42', 'double', 'x'];

describe('exact keys', () => {
  test('the key is the exact scorer\'s own key for any mix of words, digits, spelled letters and codes', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 6 }), (pieces) => {
      const value = pieces.join(' ');
      expect(exactKey(value)).toBe(exactMatchKey(value));
    }), { numRuns: 3000 });
  });

  test.each([
    ['+1 (555) 010-0123', '5550100123'],
    ['Myers, Caitlin', 'caitlin  MYERS'],
    ['alpha one zero', 'A10'],
    ['five five five oh one two three', '555-0123'],
  ])('%s and %s share a key, as the exact scorer calls them equal', (a, b) => {
    expect(exactScorer.score(exactScorer.prepare(a), exactScorer.prepare(b))).toBe(100);
    expect(exactKey(a)).toBe(exactKey(b));
  });
});
