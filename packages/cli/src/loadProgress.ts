// A progress bar on stderr while a lookup document loads (its files read, their tables and its lookups' indexes built),
// and the rows per second the load reached.
import type { LoadProgress } from '@switchboard/matcher';
import type { CliIO } from './io.js';

/** A load only gets a bar once it has run this long: small files stay silent. */
export const PROGRESS_AFTER_MS = 1000;
const BAR_WIDTH = 24;
// Clears the terminal line the bar is drawn on (the next text may be shorter).
const CLEAR_LINE = '\r\x1b[2K';

export interface LoadProgressBar {
  onProgress(progress: LoadProgress): void;
  /** Clears the bar and, when the load took over a second, prints the rows loaded and the rows per second. */
  finish(): void;
}

/**
 * Draws only when stderr is a terminal that can clear a line (not TERM=dumb), so piped output and tests see nothing. The bar says which step the load is
 * in, reading a file's rows, building its table or building a lookup's index, and how far that step has got.
 *
 * @example
 *   const progress = loadProgress(io);
 *   const doc = await loadDocument(path, { onProgress: progress.onProgress });
 *   progress.finish();
 *   // [##########--------------] 42% customers.csv: building the index of lookup_customer (Full Name), 200,000 rows
 *   // loaded 200,000 rows in 3.1 s (64,516 rows/s)
 */
export function loadProgress(io: CliIO, now: () => number = () => performance.now()): LoadProgressBar {
  // A dumb terminal (Emacs's shell, TERM=dumb) cannot clear a line: it would show the escapes as they are.
  const drawing = io.stderrIsTTY && io.env.TERM !== 'dumb';
  const startedAt = now();
  // Per file, its rows per sheet: as read ('' for the whole file), until a lookup's index gives its table's own.
  const rowsByFile = new Map<string, Map<string, number>>();
  let heard = false;
  let shown = false;
  let drawn = '';
  const loadedRows = (): number => {
    let rows = 0;
    for (const sheets of rowsByFile.values()) for (const count of sheets.values()) rows += count;
    return rows;
  };
  return {
    onProgress(progress) {
      heard = true;
      let sheets = rowsByFile.get(progress.file);
      if (sheets === undefined) rowsByFile.set(progress.file, (sheets = new Map()));
      // (Once its table is built, a file's rows are the table's data rows, counted per sheet.)
      if (progress.phase !== 'reading') sheets.delete('');
      sheets.set(progress.phase !== 'reading' ? progress.sheet ?? progress.file : '', progress.rows);
      if (!drawing) return;
      const elapsed = now() - startedAt;
      if (elapsed < PROGRESS_AFTER_MS) return;
      const line = barLine(progress, loadedRows(), elapsed);
      if (line === drawn) return;
      shown = true;
      drawn = line;
      io.stderr(`${CLEAR_LINE}${line}`);
    },
    finish() {
      if (!drawing || !heard) return;
      const elapsed = now() - startedAt;
      if (!shown && elapsed < PROGRESS_AFTER_MS) return;
      const rows = loadedRows();
      io.stderr(`${CLEAR_LINE}loaded ${rows.toLocaleString('en-US')} rows in ${(elapsed / 1000).toFixed(1)} s (${rate(rows, elapsed)} rows/s)\n`);
    },
  };
}

/** The bar's line for one step: how far it has got, the file, what is being done, and the rows. */
function barLine(progress: LoadProgress, loadedRows: number, elapsedMs: number): string {
  const share = Math.max(0, Math.min(1, progress.share));
  const filled = Math.round(share * BAR_WIDTH);
  const bar = `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${Math.floor(share * 100)}%`;
  if (progress.phase === 'reading') {
    return `${bar} ${progress.file}: reading rows, ${progress.rows.toLocaleString('en-US')} rows, ${rate(loadedRows, elapsedMs)} rows/s`;
  }
  const where = progress.sheet === undefined ? progress.file : `${progress.file} [${progress.sheet}]`;
  if (progress.phase === 'building') return `${bar} ${where}: building the table, ${progress.rows.toLocaleString('en-US')} rows`;
  return `${bar} ${where}: building the index of ${progress.tool} (${progress.column}), ${progress.rows.toLocaleString('en-US')} rows`;
}

function rate(rows: number, elapsedMs: number): string {
  return Math.round(rows / Math.max(elapsedMs / 1000, 0.001)).toLocaleString('en-US');
}
