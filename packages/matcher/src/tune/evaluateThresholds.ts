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
 * A labelled query reduced to what `classifyRanked` reads of it for any min_score, confident_score and margin (with
 * `maxCandidates` fixed). A row takes part when it and every row above it score min_score or more (the prefix
 * `classifyRanked` counts as passing), so each row is kept as the lowest score down to it.
 */
export interface QuerySummary {
  stranger: boolean;
  /** The first row's score, or -Infinity when none is ranked. */
  best: number;
  bestIsExpected: boolean;
  bestMayBeConfident: boolean;
  /** The second row's score, and the lowest score down to it (-Infinity when there is none). */
  runnerUp: number;
  runnerUpPasses: number;
  /** The highest lowest-score-down-to of a twin of the first row (-Infinity when it has none). */
  twinPasses: number;
  /** The highest lowest-score-down-to of the expected row among the first `maxCandidates` (-Infinity when absent). */
  expectedPasses: number;
}

/**
 * The queries as `evaluateSummaries` reads them: searching thresholds then costs a few comparisons per query, where
 * replaying `classifyRanked` cost a pass over its rows and a list of candidates (3,000 labels took 28 s).
 *
 * @example
 *   summariseQueries([{ expected: 'a', ranked: [{ key: 'a', score: 96 }] }], 5)[0]!.best // 96
 */
export function summariseQueries(queries: readonly LabelledQuery[], maxCandidates: number): QuerySummary[] {
  return queries.map(({ expected, ranked }) => {
    const first = ranked[0];
    const summary: QuerySummary = {
      stranger: expected === null, best: first?.score ?? -Infinity, bestIsExpected: expected !== null && first?.key === expected,
      bestMayBeConfident: first?.neverConfident !== true, runnerUp: ranked[1]?.score ?? -Infinity, runnerUpPasses: -Infinity,
      twinPasses: -Infinity, expectedPasses: -Infinity,
    };
    let lowest = Infinity;
    ranked.forEach((row, i) => {
      lowest = Math.min(lowest, row.score);
      if (i === 1) summary.runnerUpPasses = lowest;
      if (i > 0 && (row.twinOfFirst ?? row.key === first!.key)) summary.twinPasses = Math.max(summary.twinPasses, lowest);
      if (i < maxCandidates && expected !== null && row.key === expected) summary.expectedPasses = Math.max(summary.expectedPasses, lowest);
    });
    return summary;
  });
}

/**
 * Counts where every summarised query lands under the thresholds: what `classifyRanked` gives each, without replaying it.
 *
 * @example
 *   evaluateSummaries(summariseQueries(labelled, t.maxCandidates), t).confidentCorrect
 */
export function evaluateSummaries(summaries: readonly QuerySummary[], t: TuneThresholds): Confusion {
  const c = emptyConfusion(summaries.length);
  const margin = Math.max(1, t.confidentMargin);
  for (const q of summaries) {
    if (!q.stranger) c.inTable++;
    if (q.best < t.minScore) {
      if (q.stranger) c.notFoundCorrect++;
      else c.notFoundMissed++;
      continue;
    }
    const clearlyAhead = q.runnerUpPasses < t.minScore || q.best - q.runnerUp >= margin;
    if (q.best >= t.confidentScore && clearlyAhead && q.twinPasses < t.minScore && q.bestMayBeConfident) {
      if (q.bestIsExpected) c.confidentCorrect++;
      else c.confidentWrong++;
    } else if (q.stranger) c.strangerCandidates++;
    else if (q.expectedPasses >= t.minScore) c.candidatesWithExpected++;
    else c.candidatesWithoutExpected++;
  }
  return c;
}

/**
 * Counts where every labelled query lands under the thresholds.
 *
 * @example
 *   evaluateThresholds([{ expected: 'a', ranked: [{ key: 'a', score: 96 }] }], t).confidentCorrect // 1
 */
export function evaluateThresholds(queries: readonly LabelledQuery[], t: TuneThresholds): Confusion {
  return evaluateSummaries(summariseQueries(queries, t.maxCandidates), t);
}
