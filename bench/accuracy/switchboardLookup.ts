// Switchboard's own lookup over a bench table: every row scored by the hybrid scorer, weakest column wins,
// then thresholds and margin decide confident / ambiguous / not_found.
import type { Scorer } from '../../packages/matcher/src/scoring/Scorer.js';
import { scorerFor } from '../../packages/matcher/src/scoring/scorerFor.js';
import type { BenchQuery, BenchSet } from './benchSets.js';

export interface Thresholds { minScore: number; confidentScore: number; maxCandidates: number; margin: number }

export const DEFAULT_THRESHOLDS: Thresholds = { minScore: 75, confidentScore: 92, maxCandidates: 5, margin: 5 };

/** What one query returned, as row indices. */
export interface LookupAnswer {
  result: 'confident' | 'ambiguous' | 'not_found';
  /** The confident row, or the candidates in order. */
  rows: number[];
  /** The best rows ignoring thresholds (for recall@5 and tuning), with their scores. */
  top: Array<{ row: number; score: number }>;
}

export interface PreparedBenchTable {
  answer(query: BenchQuery, thresholds: Thresholds): LookupAnswer;
}

const TOP = 10;

/**
 * Prepares the table's columns once, then answers queries by scanning every row.
 *
 * @example
 *   prepareBenchTable(set).answer(set.queries[0], DEFAULT_THRESHOLDS)
 */
export function prepareBenchTable(set: BenchSet, scorer: Scorer = scorerFor('hybrid')): PreparedBenchTable {
  const names = set.names.map((v) => scorer.prepare(v));
  const cities = set.cities?.map((v) => scorer.prepare(v));
  const topRows = new Int32Array(TOP);
  const topScores = new Int32Array(TOP);
  return {
    answer(query, thresholds) {
      const heardName = scorer.prepare(query.heardName);
      const heardCity = query.heardCity !== undefined && cities !== undefined ? scorer.prepare(query.heardCity) : undefined;
      topScores.fill(-1);
      topRows.fill(-1);
      for (let i = 0; i < names.length; i++) {
        let s = scorer.score(heardName, names[i]);
        if (heardCity !== undefined && s > (topScores[TOP - 1] ?? -1)) {
          const c = scorer.score(heardCity, cities![i]);
          if (c < s) s = c;
        }
        if (s <= (topScores[TOP - 1] ?? -1)) continue;
        let at = TOP - 1;
        while (at > 0 && (topScores[at - 1] ?? -1) < s) {
          topScores[at] = topScores[at - 1] ?? -1;
          topRows[at] = topRows[at - 1] ?? -1;
          at--;
        }
        topScores[at] = s;
        topRows[at] = i;
      }
      const top: Array<{ row: number; score: number }> = [];
      for (let k = 0; k < TOP; k++) if ((topRows[k] ?? -1) >= 0) top.push({ row: topRows[k]!, score: topScores[k]! });
      return classifyTop(top, thresholds);
    },
  };
}

/** Thresholds over the ranked rows: confident when the best is high enough and clearly ahead. */
export function classifyTop(top: Array<{ row: number; score: number }>, t: Thresholds): LookupAnswer {
  const best = top[0];
  if (best === undefined || best.score < t.minScore) return { result: 'not_found', rows: [], top };
  const runnerUp = top[1]?.score ?? 0;
  if (best.score >= t.confidentScore && best.score - runnerUp >= t.margin) return { result: 'confident', rows: [best.row], top };
  const rows = top.filter((r) => r.score >= t.minScore).slice(0, t.maxCandidates).map((r) => r.row);
  return { result: 'ambiguous', rows, top };
}
