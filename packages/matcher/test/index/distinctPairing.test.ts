// The bound on a value's aligned words pairs each word of the shorter side with a distinct word of the longer, as the
// scorer does (`alignWords`): never under the best such pairing (a row would be lost), never over each word's best
// (what the bound was before), and the best pairing itself where it is cheap to find.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { distinctPairing } from '../../src/index/WordCandidates.js';

/** The best sum over every way of giving each row a distinct column. */
function bestPairing(pairs: Float64Array, rows: number, columns: number): number {
  const used = new Array<boolean>(columns).fill(false);
  const from = (r: number): number => {
    if (r === rows) return 0;
    let best = Number.NEGATIVE_INFINITY;
    for (let c = 0; c < columns; c++) {
      if (used[c]) continue;
      used[c] = true;
      best = Math.max(best, pairs[r * columns + c]! + from(r + 1));
      used[c] = false;
    }
    return best;
  };
  return from(0);
}

function rowBest(pairs: Float64Array, rows: number, columns: number): number {
  let sum = 0;
  for (let r = 0; r < rows; r++) sum += Math.max(...pairs.subarray(r * columns, (r + 1) * columns));
  return sum;
}

const matrix = fc.integer({ min: 1, max: 8 }).chain((columns) => fc.integer({ min: 1, max: columns }).chain((rows) =>
  fc.array(fc.double({ min: 0, max: 2, noNaN: true }), { minLength: rows * columns, maxLength: rows * columns })
    .map((values) => ({ rows, columns, pairs: Float64Array.from(values) }))));

describe('distinct pairing bound', () => {
  test('never under the best pairing, never over each row\'s best', () => {
    fc.assert(fc.property(matrix, ({ rows, columns, pairs }) => {
      const bound = distinctPairing(pairs, rows, columns, rowBest(pairs, rows, columns));
      expect(bound).toBeGreaterThanOrEqual(bestPairing(pairs, rows, columns) - 1e-9);
      expect(bound).toBeLessThanOrEqual(rowBest(pairs, rows, columns) + 1e-9);
      // One or two rows, or three by three: the best pairing itself.
      if (rows <= 2 || (rows === 3 && columns === 3)) expect(bound).toBeCloseTo(bestPairing(pairs, rows, columns), 9);
    }), { numRuns: 500 });
  });

  test.each([
    // Both heard words nearest the same cell word: only one may take it.
    ['two words, one shared best', Float64Array.of(1.9, 0.7, 1.6, 1.0), 2, 2, 2.9],
    ['two words against three', Float64Array.of(1.9, 0.2, 0.1, 1.6, 0.3, 0.4), 2, 3, 2.3],
    ['bests apart', Float64Array.of(1.9, 0.2, 0.1, 1.6), 2, 2, 3.5],
  ])('%s', (_, pairs, rows, columns, expected) => {
    expect(distinctPairing(pairs, rows, columns, rowBest(pairs, rows, columns))).toBeCloseTo(expected, 9);
  });
});
