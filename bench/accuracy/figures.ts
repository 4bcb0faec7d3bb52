// Accuracy figures per query kind: top-1, found, confident-correct/wrong, recall@5, negatives answered confidently.
import type { BenchQuery } from './benchSets.js';
import type { LookupAnswer } from './switchboardLookup.js';

export interface KindFigures {
  kind: string;
  queries: number;
  top1: number;
  recallAt5: number;
  found: number;
  confidentCorrect: number;
  confidentWrong: number;
  /** Share of queries answered confidently at all (for negatives: strangers given an account). */
  confident: number;
  medianMs: number;
}

const pct = (count: number, total: number): number => (total === 0 ? 0 : (100 * count) / total);

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Figures of a lookup's answers (thresholds applied). */
export function lookupFigures(kind: string, queries: readonly BenchQuery[], answers: readonly LookupAnswer[], ms: readonly number[]): KindFigures {
  let top1 = 0, recall = 0, found = 0, right = 0, wrong = 0, confident = 0;
  queries.forEach((q, i) => {
    const a = answers[i]!;
    if (a.result === 'confident') {
      confident++;
      if (a.rows[0] === q.expected) right++; else wrong++;
    }
    if (q.expected >= 0) {
      if (a.rows[0] === q.expected) top1++;
      if (a.rows.includes(q.expected)) found++;
      if (a.top.slice(0, 5).some((r) => r.row === q.expected)) recall++;
    }
  });
  const n = queries.length;
  return {
    kind, queries: n, top1: pct(top1, n), recallAt5: pct(recall, n), found: pct(found, n),
    confidentCorrect: pct(right, n), confidentWrong: pct(wrong, n), confident: pct(confident, n), medianMs: median(ms),
  };
}

/** Figures of an anchor: its ranking only (no thresholds), top-1 and recall@5. */
export function rankingFigures(kind: string, queries: readonly BenchQuery[], rankings: readonly number[][], ms: readonly number[]): KindFigures {
  let top1 = 0, recall = 0;
  queries.forEach((q, i) => {
    const ranked = rankings[i]!;
    if (q.expected >= 0 && ranked[0] === q.expected) top1++;
    if (q.expected >= 0 && ranked.slice(0, 5).includes(q.expected)) recall++;
  });
  const n = queries.length;
  return { kind, queries: n, top1: pct(top1, n), recallAt5: pct(recall, n), found: NaN, confidentCorrect: NaN, confidentWrong: NaN, confident: NaN, medianMs: median(ms) };
}
