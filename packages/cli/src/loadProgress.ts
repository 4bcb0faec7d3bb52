// A progress bar on stderr while a large table loads, and the rows per second the load reached.
import type { ReadProgress } from '@switchboard/matcher';
import type { CliIO } from './io.js';

/** A load only gets a bar once it has run this long: small files stay silent. */
export const PROGRESS_AFTER_MS = 1000;
const BAR_WIDTH = 24;

export interface LoadProgress {
  onProgress(progress: ReadProgress): void;
  /** Clears the bar and, when one was shown, prints the rows loaded and the rows per second. */
  finish(): void;
}

/**
 * Draws only when stderr is a terminal, so piped output and tests see nothing.
 *
 * @example
 *   const progress = loadProgress(io);
 *   const doc = await loadDocument(path, { onProgress: progress.onProgress });
 *   progress.finish();
 */
export function loadProgress(io: CliIO, now: () => number = () => performance.now()): LoadProgress {
  const startedAt = now();
  const rowsByFile = new Map<string, number>();
  let rows = 0;
  let shown = false;
  return {
    onProgress(progress) {
      rows += progress.rows - (rowsByFile.get(progress.file) ?? 0);
      rowsByFile.set(progress.file, progress.rows);
      const elapsed = now() - startedAt;
      if (!io.stderrIsTTY || elapsed < PROGRESS_AFTER_MS) return;
      shown = true;
      const share = progress.totalBytes > 0 ? Math.min(1, progress.bytesRead / progress.totalBytes) : 0;
      const filled = Math.round(share * BAR_WIDTH);
      const bar = '#'.repeat(filled) + '-'.repeat(BAR_WIDTH - filled);
      io.stderr(`\r[${bar}] ${Math.round(share * 100)}% ${progress.file}: ${rows.toLocaleString('en-US')} rows, ${rate(rows, elapsed)} rows/s`);
    },
    finish() {
      if (!shown) return;
      const elapsed = now() - startedAt;
      io.stderr(`\r\x1b[2Kloaded ${rows.toLocaleString('en-US')} rows in ${(elapsed / 1000).toFixed(1)} s (${rate(rows, elapsed)} rows/s)\n`);
    },
  };
}

function rate(rows: number, elapsedMs: number): string {
  return Math.round(rows / Math.max(elapsedMs / 1000, 0.001)).toLocaleString('en-US');
}
