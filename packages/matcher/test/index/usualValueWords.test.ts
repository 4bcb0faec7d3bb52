// How many words a column's values usually hold (`IndexedColumn.usualValueWords`), counted at load by a tally of the
// word counts (`percentileWords`): the same count as the sorted counts give at that place.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { buildLookupIndex, percentileWords } from '../../src/index/LookupIndex.js';
import { scorerFor } from '../../src/scoring/scorerFor.js';

/** The count at place floor(share × n) of the sorted counts, the last at most. */
function sortedAt(counts: readonly number[], share: number): number {
  const sorted = [...counts].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

describe('usual value words', () => {
  test('the tally gives the sorted counts\' count at that place', () => {
    fc.assert(fc.property(fc.array(fc.oneof(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 255 })), { maxLength: 300 }), fc.constantFrom(0, 0.5, 0.99, 1), (counts, share) => {
      expect(percentileWords(Uint8Array.from(counts), share)).toBe(sortedAt(counts, share));
    }), { numRuns: 300 });
  });

  test.each([
    { column: 'two-word names and one long cell', cells: [...Array.from({ length: 150 }, (_, i) => `Name${i} Smith`), 'The Estate of John Q. Public'], words: 2 },
    { column: 'one-word cities', cells: ['Chicago', 'Boston', 'Denver'], words: 1 },
    { column: 'three-word names', cells: ['Mary Ann Lee', 'John Q. Public', 'Anna Maria Rossi'], words: 3 },
  ])('a column of $column usually holds $words words', ({ cells, words }) => {
    const { columns } = buildLookupIndex(cells.map((cell) => [cell]), [{ column: 0, scorer: scorerFor('hybrid') }]);
    expect(columns[0]!.usualValueWords).toBe(words);
  });

  test('an exact column holds none', () => {
    const { columns } = buildLookupIndex([['A1001'], ['A1002']], [{ column: 0, scorer: scorerFor('exact') }]);
    expect(columns[0]!.usualValueWords).toBe(0);
  });
});
