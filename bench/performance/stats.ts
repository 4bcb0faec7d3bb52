// Percentiles and medians of timing samples (nearest-rank percentiles: every reported figure is a real sample).

/**
 * The nearest-rank percentile of unsorted samples.
 *
 * @example
 *   percentile([5, 1, 3, 2, 4], 50) // 3
 */
export function percentile(samples: readonly number[], percent: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((percent / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? Number.NaN;
}

/** @example median([3, 1, 2]) // 2 */
export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** p50 and p99 of one pass, in milliseconds. */
export interface LatencySummary {
  p50Ms: number;
  p99Ms: number;
  queries: number;
  passes: number;
}

/**
 * Medians, across passes, of each pass's p50 and p99: one slow pass (a GC, a noisy neighbour) does not set the figure.
 *
 * @example
 *   summarisePasses([[0.1, 0.2], [0.1, 0.3]]) // { p50Ms: 0.1, p99Ms: 0.2, queries: 2, passes: 2 }
 */
export function summarisePasses(passes: readonly (readonly number[])[]): LatencySummary {
  return {
    p50Ms: median(passes.map((pass) => percentile(pass, 50))),
    p99Ms: median(passes.map((pass) => percentile(pass, 99))),
    queries: passes[0]?.length ?? 0,
    passes: passes.length,
  };
}
