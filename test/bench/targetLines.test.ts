// Issue 6's targets as `npm run bench` reads them: each a median over the size's processes, never one run's figure.
import { describe, expect, it } from '@jest/globals';
import { targetLines } from '../../bench/performance.js';
import type { ModeFigures, SizeFigures } from '../../bench/performance/measureSize.js';

const mode = (label: string, p50Ms: number, p99Ms: number): ModeFigures => ({ label, latency: { p50Ms, p99Ms, queries: 1000, passes: 1 }, outcomes: {} });

/** One process's figures at `size`: name and name + city p99, exact p50, load and heap. */
const run = (size: number, nameP99: number, cityP99: number, exactP50 = 0.003, loadMs = 8_000): SizeFigures => ({
  size,
  vocabulary: 'common',
  nameWords: 600,
  engine: 'test',
  node: 'v20',
  loadMs,
  loadRuns: 1,
  heapBytes: 171 * 2 ** 20,
  heapBytesPerRow: 179,
  modes: [mode('exact (Account ID)', exactP50, 0.01), mode('hybrid, Full Name', 3, nameP99), mode('hybrid, Full Name + City', 2, cityP99)],
  anchors: [],
});

describe('targetLines', () => {
  it('reads one process alone when nothing was repeated', () => {
    expect(targetLines([run(1_000_000, 12, 14)])).toEqual([
      '- 1,000,000 rows, hybrid p99 ≤ 15 ms: 14.0 ms met',
      '- 1,000,000 rows, exact p50 ≤ 5 µs: 3.00 µs met',
      '- 1,000,000 rows, load + index ≤ 30 s: 8.00 s met',
      '- 1,000,000 rows, heap ≤ 1 GiB: 171 MiB met',
    ]);
  });

  it('takes the median of the processes, each listed, so one slow run does not decide a target', () => {
    const lines = targetLines([run(1_000_000, 12, 19.2)], new Map([[1_000_000, [run(1_000_000, 11, 13.5), run(1_000_000, 12.5, 14.1)]]]));
    expect(lines[0]).toBe('- 1,000,000 rows, hybrid p99 ≤ 15 ms: 14.1 ms met (median of 3 processes: 19.2 ms, 13.5 ms, 14.1 ms)');
    // Two slow runs of three: not met.
    const slow = targetLines([run(1_000_000, 12, 19.2)], new Map([[1_000_000, [run(1_000_000, 16, 13.5), run(1_000_000, 12.5, 14.1)]]]));
    expect(slow[0]).toBe('- 1,000,000 rows, hybrid p99 ≤ 15 ms: 16.0 ms NOT met (median of 3 processes: 19.2 ms, 16.0 ms, 14.1 ms)');
  });

  it('of an even count of processes takes the higher middle, never the better run', () => {
    const lines = targetLines([run(1_000_000, 12, 16)], new Map([[1_000_000, [run(1_000_000, 11, 13)]]]));
    expect(lines[0]).toBe('- 1,000,000 rows, hybrid p99 ≤ 15 ms: 16.0 ms NOT met (median of 2 processes: 16.0 ms, 13.0 ms)');
  });

  it('keeps each size to its own repeats and leaves out the wide vocabulary', () => {
    const wide = { ...run(10_000, 0.5, 0.5), vocabulary: 'wide' as const };
    const lines = targetLines([wide, run(10_000, 5.2, 5.5)], new Map([[10_000, [run(10_000, 4.8, 5.0), run(10_000, 6.1, 5.9)]], [1_000_000, [run(1_000_000, 1, 1)]]]));
    expect(lines).toEqual(['- 10,000 rows, hybrid p99 ≤ 1 ms: 5.50 ms NOT met (median of 3 processes: 5.50 ms, 5.00 ms, 6.10 ms)']);
  });
});
