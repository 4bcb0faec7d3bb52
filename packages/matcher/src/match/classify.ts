// Thresholds to outcome: confident, ambiguous or not_found.
import type { ScoredRow } from './rowScore.js';

export interface Thresholds {
  minScore: number;
  confidentScore: number;
  confidentMargin: number;
  maxCandidates: number;
}

export type Classification =
  | { result: 'confident'; row: ScoredRow }
  | { result: 'ambiguous'; candidates: ScoredRow[] }
  | { result: 'not_found' };

/**
 * Classifies rows sorted best first. Confident needs one row at or above `confidentScore`, at
 * least `confidentMargin` (and at least 1) ahead of the next, no other row with the same key values, and
 * `mayBeConfident` of it (every word said matched: `Lookup`).
 *
 * @example
 *   classify([{ rowId: 0, score: 96, keyScores: [96] }], { minScore: 75, confidentScore: 92, confidentMargin: 5, maxCandidates: 5 }, () => false)
 *   // { result: 'confident', row: ... }
 */
export function classify(
  sortedRows: readonly ScoredRow[],
  thresholds: Thresholds,
  sameKeys: (a: number, b: number) => boolean,
  mayBeConfident: (row: ScoredRow) => boolean = () => true,
): Classification {
  const passing = sortedRows.filter((row) => row.score >= thresholds.minScore);
  const best = passing[0];
  if (best === undefined) return { result: 'not_found' };
  const runnerUp = passing[1];
  // A tie is never ahead, even with confident_margin 0.
  const clearlyAhead = runnerUp === undefined || best.score - runnerUp.score >= Math.max(1, thresholds.confidentMargin);
  const ambiguous: Classification = { result: 'ambiguous', candidates: passing.slice(0, thresholds.maxCandidates) };
  if (best.score < thresholds.confidentScore || !clearlyAhead) return ambiguous;
  // Two records with identical keys cannot be told apart by any score: the caller must choose.
  const twin = passing.some((row) => row !== best && sameKeys(best.rowId, row.rowId));
  return twin || !mayBeConfident(best) ? ambiguous : { result: 'confident', row: best };
}
