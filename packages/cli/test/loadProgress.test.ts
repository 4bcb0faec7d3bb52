import { describe, expect, test } from '@jest/globals';
import { memoryIO } from '../src/io.js';
import { loadProgress } from '../src/loadProgress.js';

function clock(...times: number[]): () => number {
  let i = 0;
  return () => times[Math.min(i++, times.length - 1)] ?? 0;
}

describe('load progress on stderr', () => {
  test.each([
    ['a fast load on a terminal stays silent', true, [0, 200, 400, 500], ''],
    ['a slow load off a terminal stays silent', false, [0, 1500, 3000, 4000], ''],
  ])('%s', (_name, tty, times, expected) => {
    const io = { ...memoryIO(), stderrIsTTY: tty };
    const progress = loadProgress(io, clock(...times));
    progress.onProgress({ file: 'big.csv', rows: 1000, bytesRead: 50, totalBytes: 100 });
    progress.onProgress({ file: 'big.csv', rows: 2000, bytesRead: 100, totalBytes: 100 });
    progress.finish();
    expect(io.err()).toBe(expected);
  });

  test('a slow load on a terminal draws a bar and reports rows per second', () => {
    const io = { ...memoryIO(), stderrIsTTY: true };
    const progress = loadProgress(io, clock(0, 1000, 2000, 2000));
    progress.onProgress({ file: 'big.csv', rows: 500_000, bytesRead: 50, totalBytes: 100 });
    progress.onProgress({ file: 'big.csv', rows: 1_000_000, bytesRead: 100, totalBytes: 100 });
    progress.finish();
    expect(io.err()).toContain('[############------------] 50% big.csv: 500,000 rows, 500,000 rows/s');
    expect(io.err()).toContain('100% big.csv: 1,000,000 rows');
    expect(io.err()).toMatch(/loaded 1,000,000 rows in 2\.0 s \(500,000 rows\/s\)\n$/);
  });
});
