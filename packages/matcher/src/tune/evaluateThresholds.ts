// Replays the lookup's classification (thresholds, margin, twins) over labelled rankings and counts outcomes.
import type { Confusion, LabelledQuery, RankedRow, TuneThresholds } from './labelledQuery.js';

type Outcome = { result: 'confident'; row: RankedRow } | { result: 'ambiguous'; candidates: readonly RankedRow[] } | { result: 'not_found' };

/**
 * The outcome a lookup gives for rows ranked best first: the same rules as the lookup's classify step
 * (best at or above confident_score, at least the margin ahead of the next passing row, no passing twin of it,
 * not `neverConfident`).
 *
 * @example
 *   classifyRanked([{ key: 'a', score: 96 }, { key: 'b', score: 80 }], { minScore: 75, confidentScore: 92, confidentMargin: 5, maxCandidates: 5 })
 *   // { result: 'confident', row: { key: 'a', score: 96 } }
 */
export function classifyRanked(ranked: readonly RankedRow[], t: TuneThresholds): Outcome {
  let passing = 0;
  while (passing < ranked.length && ranked[passing]!.score >= t.minScore) passing++;
  const best = ranked[0];
  if (passing === 0 || best === undefined) return { result: 'not_found' };
  const runnerUp = passing > 1 ? ranked[1]! : undefined;
  let twin = false;
  for (let i = 1; i < passing; i++) if (ranked[i]!.twinOfFirst ?? ranked[i]!.key === best.key) twin = true;
  if (best.score >= t.confidentScore && !twin && best.neverConfident !== true && (runnerUp === undefined || best.score - runnerUp.score >= Math.max(1, t.confidentMargin))) {
    return { result: 'confident', row: best };
  }
  return { result: 'ambiguous', candidates: ranked.slice(0, Math.min(passing, t.maxCandidates)) };
}

/** An all-zero confusion table for `queries` queries. */
export function emptyConfusion(queries = 0): Confusion {
  return { queries, inTable: 0, confidentCorrect: 0, confidentWrong: 0, candidatesWithExpected: 0, candidatesWithoutExpected: 0, notFoundMissed: 0, strangerCandidates: 0, notFoundCorrect: 0 };
}

/**
 * Counts where every labelled query lands under the thresholds.
 *
 * @example
 *   evaluateThresholds([{ expected: 'a', ranked: [{ key: 'a', score: 96 }] }], t).confidentCorrect // 1
 */
export function evaluateThresholds(queries: readonly LabelledQuery[], t: TuneThresholds): Confusion {
  const c = emptyConfusion(queries.length);
  for (const q of queries) {
    const outcome = classifyRanked(q.ranked, t);
    if (q.expected !== null) c.inTable++;
    if (q.expected === null) {
      if (outcome.result === 'confident') c.confidentWrong++;
      else if (outcome.result === 'ambiguous') c.strangerCandidates++;
      else c.notFoundCorrect++;
    } else if (outcome.result === 'confident') {
      if (outcome.row.key === q.expected) c.confidentCorrect++;
      else c.confidentWrong++;
    } else if (outcome.result === 'ambiguous') {
      if (outcome.candidates.some((row) => row.key === q.expected)) c.candidatesWithExpected++;
      else c.candidatesWithoutExpected++;
    } else c.notFoundMissed++;
  }
  return c;
}
