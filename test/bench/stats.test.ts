// The benchmark's percentiles, ratios and labels: computed without timing anything.
import { describe, expect, it } from '@jest/globals';
import { median, percentile, summarisePasses } from '../../bench/performance/stats.js';
import { overPasses, sizeTable } from '../../bench/performance/report.js';
import type { SizeFigures } from '../../bench/performance/measureSize.js';

describe('percentile', () => {
  it('is the nearest rank: the ceil(p% of n)-th smallest sample', () => {
    const samples = Array.from({ length: 1000 }, (_, i) => 1000 - i); // 1000..1
    expect(percentile(samples, 50)).toBe(500);
    expect(percentile(samples, 99)).toBe(990);
    expect(percentile(samples, 100)).toBe(1000);
    expect(percentile(samples.slice(0, 50), 99)).toBe(1000); // 50 samples: the 50th, the largest
    expect(percentile([5, 1, 3, 2, 4], 50)).toBe(3);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('median of an even count is the lower middle sample, never a mean', () => {
    expect(median([1, 2, 3, 4])).toBe(2);
    expect(median([3, 1])).toBe(1);
  });
});

describe('summarisePasses', () => {
  it('takes each pass’s p50 and p99, then their median across passes', () => {
    const fast = Array.from({ length: 100 }, (_, i) => i + 1); // p50 50, p99 99
    const slow = fast.map((t) => t * 10);
    const mid = fast.map((t) => t * 2);
    expect(summarisePasses([slow, fast, mid])).toEqual({ p50Ms: 100, p99Ms: 198, queries: 100, passes: 3 });
    expect(summarisePasses([slow, fast])).toEqual({ p50Ms: 50, p99Ms: 99, queries: 100, passes: 2 });
  });

  it('labels two passes as what the median of two is', () => {
    expect(overPasses(2)).toBe('lower of 2 passes');
    expect(overPasses(3)).toBe('median of 3 passes');
  });
});

describe('sizeTable', () => {
  const figures: SizeFigures = {
    size: 10_000, vocabulary: 'common', nameWords: 600, engine: 'test', node: 'v20', loadMs: 200, loadRuns: 3, heapBytes: 2 ** 24, heapBytesPerRow: 2 ** 24 / 10_000,
    modes: [{ label: 'hybrid, Full Name', latency: { p50Ms: 2, p99Ms: 8, queries: 1000, passes: 1 }, repeated: { p50Ms: 0.25, p99Ms: 1.5, queries: 1000, passes: 2 }, outcomes: { confident: 1000 } }],
    anchors: [
      { name: 'slow', call: 'f()', status: 'measured', prepareMs: undefined, heapBytesPerRow: undefined, latency: { p50Ms: 30, p99Ms: 40, queries: 500, passes: 3 }, ours: { p50Ms: 2, p99Ms: 10 } },
      { name: 'faster', call: 'g()', status: 'measured', prepareMs: 5, heapBytesPerRow: 80, latency: { p50Ms: 1, p99Ms: 5, queries: 50, passes: 1 }, ours: { p50Ms: 2, p99Ms: 10 } },
      { name: 'skipped', call: 'h()', status: 'skipped', reason: 'first query took 2.0 s (> 1 s)' },
    ],
  };
  const rows = sizeTable(figures).rows;

  it('puts each anchor’s time over ours on the same queries: above 1× means the anchor is slower', () => {
    expect(rows[1]?.slice(6, 8)).toEqual(['15×', '4.0×']);
    expect(rows[2]?.slice(6, 8)).toEqual(['0.5×', '0.5×']);
  });

  it('reports ours on the anchor’s queries, the passes, and a skipped anchor with its reason', () => {
    expect(rows[1]?.[8]).toBe('ours on these queries: p50 2.00 ms, p99 10.0 ms; median of 3 passes');
    expect(rows[0]?.[8]).toContain('asked again: p50 250.0 µs, p99 1.50 ms (lower of 2 passes)');
    expect(rows[0]?.[8]).toContain('median of 3 loads');
    expect(rows[3]).toEqual(['skipped', '', '', '0', '', '', '', '', 'skipped: first query took 2.0 s (> 1 s)']);
  });
});
