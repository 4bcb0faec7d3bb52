// The candidate index tests its bounds against one number per min score (`reachFloor`) instead of running the value
// curve each time (`reaches`). The two must agree on every similarity: if the curve ever stopped increasing, a bound
// could let a value through that the curve turns down, or the reverse, and a lookup would lose a row a scan keeps.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { reaches, reachFloor } from '../../src/index/reachFloor.js';

/** The double just under x (x finite, not -Infinity). */
function justUnder(x: number): number {
  if (x === 0) return -Number.MIN_VALUE;
  const bits = new DataView(new ArrayBuffer(8));
  bits.setFloat64(0, x);
  const raw = bits.getBigUint64(0);
  bits.setBigUint64(0, x > 0 ? raw - 1n : raw + 1n);
  return bits.getFloat64(0);
}

const WHOLE_SCORES = Array.from({ length: 101 }, (_, score) => score);
const OTHER_SCORES = [-5, 0.5, 74.5, 81.9, 87.25, 99.99, 100.5, 150];

describe('reachFloor', () => {
  test.each([...WHOLE_SCORES, ...OTHER_SCORES])('min score %d: the floor reaches it and the double under it does not', (minScore) => {
    const floor = reachFloor(minScore);
    if (floor === Number.NEGATIVE_INFINITY) {
      expect({ minScore, lowest: reaches(-1e9, minScore) }).toEqual({ minScore, lowest: true });
    } else if (Number.isNaN(floor)) {
      expect({ minScore, highest: reaches(1e9, minScore) }).toEqual({ minScore, highest: false });
    } else {
      expect({ minScore, at: reaches(floor, minScore), under: reaches(justUnder(floor), minScore) }).toEqual({ minScore, at: true, under: false });
    }
  });

  test('whole scores from 1 to 100 have floors in the curve, rising with the score', () => {
    const floors = WHOLE_SCORES.slice(1).map((score) => reachFloor(score));
    expect(floors.every((floor) => floor > -1 && floor <= 1)).toBe(true);
    expect(floors.every((floor, at) => at === 0 || floor > floors[at - 1]!)).toBe(true);
    expect(reachFloor(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(reachFloor(101)).toBeNaN();
  });

  test('agrees with the curve on any similarity, the curve\'s knots and NaN', () => {
    const knots = [0, 0.4, 0.6, 0.75, 0.9, 1].flatMap((knot) => [knot, justUnder(knot), knot + 1e-12, knot - 1e-7]);
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ min: -0.5, max: 1.5, noNaN: true }), fc.constantFrom(...knots, Number.NaN, -Infinity, Infinity)),
        fc.oneof(fc.integer({ min: -1, max: 101 }), fc.double({ min: 0, max: 100, noNaN: true })),
        (similarity, minScore) => {
          const floor = similarity >= reachFloor(minScore);
          // (expect only on a disagreement, for its message: called on each of the 20,000 runs it was most of the time.)
          if (floor !== reaches(similarity, minScore)) expect({ similarity, minScore, floor }).toEqual({ similarity, minScore, floor: reaches(similarity, minScore) });
        },
      ),
      { numRuns: 20_000 },
    );
  });
});
