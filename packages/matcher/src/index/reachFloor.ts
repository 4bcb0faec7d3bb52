// Whether a value similarity can round to a score of `minScore` or more, as one comparison. `reaches` runs the value
// curve; `reachFloor` gives the least similarity it admits, so a bound is tested as `similarity >= floor`. The two
// agree because the curve is increasing (each step of `piecewise` is, and its knots sit on whole scores, where no
// rounding changes). Hot paths call the floor: a number passed to a call the compiler does not inline is allocated
// on the heap, one per test, and at a million rows those made a fifth of a call's garbage.
import { valueEvidence } from '../scoring/evidenceCurves.js';

// Float slack on bounds: a bound may only ever admit more.
export const SLACK = 1e-7;

/** Whether a value similarity can round to a score of `minScore` or more. */
export function reaches(similarity: number, minScore: number): boolean {
  return Math.round(valueEvidence(Math.min(1, similarity + SLACK)) * 100) >= minScore;
}

let lastMinScore = Number.NaN;
let lastFloor = 0;

/**
 * The least similarity `reaches` admits at `minScore`: `reaches(s, minScore)` is `s >= reachFloor(minScore)` for every
 * number s (NaN reaches nothing either way). -Infinity when every similarity reaches it; NaN when none does (no number,
 * Infinity too, is `>=` NaN).
 *
 * @example
 *   reachFloor(75) // ~0.66: a value similarity of 0.66 scores 75
 */
export function reachFloor(minScore: number): number {
  if (minScore !== lastMinScore) {
    lastFloor = leastReaching(minScore);
    lastMinScore = minScore;
  }
  return lastFloor;
}

/** Bisects the doubles between two similarities outside the curve's range until two neighbours are left. */
function leastReaching(minScore: number): number {
  // Under 0 every similarity scores 0, over 1 every one scores 100: the curve's answers there are its ends'.
  let below = -1;
  let at = 2;
  if (reaches(below, minScore)) return Number.NEGATIVE_INFINITY;
  if (!reaches(at, minScore)) return Number.NaN;
  for (;;) {
    const middle = below + (at - below) / 2;
    if (middle <= below || middle >= at) return at;
    if (reaches(middle, minScore)) at = middle;
    else below = middle;
  }
}
