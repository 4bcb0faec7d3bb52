// A prefix walk leaves a subtree out when `prefixWordsBelowMiss` says no word below can come within its allowance
// against any prefix of the heard word. Its least is taken at a few points of a piecewise-linear function; this
// holds it to a search over every prefix t and a fine grid of word weights W: wherever some (s, t, W) meets the
// allowance, the subtree must be kept. (`anchorTries.test.ts` checks whole walks against word-by-word distances.)
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { prefixWordsBelowMiss } from '../../src/index/wordTrie.js';

const SLACK = 1e-7;
const GRID = 64;

/** Whether some alignment leaving the path at s, a word of weight W and the prefix t may meet the allowance. */
function someWordMayMatch(columns: Int32Array, costs: Int32Array, pathWeight: number, lightest: number, heaviest: number, credit: number, extra: number, rate: number): boolean {
  const n = costs.length - 1;
  const low = Math.max(lightest, pathWeight);
  for (let s = 0; s <= n; s++) {
    for (let t = s; t <= n; t++) {
      for (let g = 0; g <= GRID; g++) {
        const weight = low + ((heaviest - low) * g) / GRID;
        const least = columns[s]! + rate * Math.abs(weight - pathWeight - (costs[t]! - costs[s]!));
        if (least <= credit * Math.max(costs[t]!, weight) + extra + SLACK) return true;
      }
    }
  }
  return false;
}

describe('prefixWordsBelowMiss', () => {
  test('never leaves out a subtree where some prefix, word weight and exit point meet the allowance', () => {
    let kept = 0;
    let leftOut = 0;
    fc.assert(fc.property(
      fc.array(fc.integer({ min: 20, max: 150 }), { minLength: 1, maxLength: 9 }),
      fc.array(fc.integer({ min: 0, max: 600 }), { minLength: 10, maxLength: 10 }),
      fc.integer({ min: 0, max: 500 }),
      fc.integer({ min: 0, max: 800 }),
      fc.integer({ min: 0, max: 800 }),
      fc.double({ min: 0.02, max: 0.9, noNaN: true }),
      fc.constantFrom(0, 15, 60),
      fc.constantFrom(0.5, 1),
      (phonemeCosts, entries, pathWeight, lightExtra, heavyExtra, credit, extra, rate) => {
        const n = phonemeCosts.length;
        const costs = new Int32Array(n + 1);
        phonemeCosts.forEach((cost, i) => { costs[i + 1] = costs[i]! + cost; });
        const columns = Int32Array.from(entries.slice(0, n + 1));
        const lightest = pathWeight + Math.min(lightExtra, heavyExtra);
        const heaviest = pathWeight + Math.max(lightExtra, heavyExtra);
        const miss = prefixWordsBelowMiss(columns, 0, n, pathWeight, lightest, heaviest, credit, extra, rate, costs);
        if (someWordMayMatch(columns, costs, pathWeight, lightest, heaviest, credit, extra, rate)) {
          kept += 1;
          if (miss) throw new Error(`left out: entries ${entries.slice(0, n + 1)}, costs ${Array.from(costs)}, path ${pathWeight}, words ${lightest}-${heaviest}, credit ${credit}, extra ${extra}, rate ${rate}`);
        } else if (miss) {
          leftOut += 1;
        }
      },
    ), { numRuns: 3000 });
    // Both outcomes occur: the test is not passing on subtrees that are always kept.
    expect(Math.min(kept, leftOut)).toBeGreaterThan(300);
  });

  test('letters: weights are lengths and the heard prefix of t letters weighs t', () => {
    // The path "kat" against the heard "katherine": a word of 3 or 4 letters below it ("kat", "kate") matches the
    // prefix "kat" or "kath" within a quarter, though against the whole heard word it would be 5 or 6 edits.
    const columns = Int32Array.from([3, 2, 1, 0, 1, 2, 3, 4, 5, 6]);
    expect(prefixWordsBelowMiss(columns, 0, 9, 3, 3, 4, 0.25, 0, 1)).toBe(false);
    // Every prefix six edits away: no word of 3 to 4 letters comes within a quarter of the longer side.
    const far = Int32Array.from([6, 6, 6, 6, 6, 6, 6, 6, 6, 6]);
    expect(prefixWordsBelowMiss(far, 0, 9, 3, 3, 4, 0.25, 0, 1)).toBe(true);
  });
});
