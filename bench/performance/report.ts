// Turns measured figures into the side-by-side table: plain text for the terminal, markdown for docs/performance.md.
import type { SizeFigures } from './measureSize.js';
import { collectionsNote } from './collections.js';

/** Milliseconds in the unit a reader takes in at a glance: µs below 1 ms. */
export function formatMs(ms: number | undefined): string {
  if (ms === undefined || Number.isNaN(ms)) return '—';
  if (ms < 1) return `${(ms * 1000).toFixed(ms < 0.01 ? 2 : 1)} µs`;
  if (ms < 1000) return `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

function formatBytes(bytes: number | undefined): string {
  if (bytes === undefined || Number.isNaN(bytes)) return '—';
  if (Math.abs(bytes) < 2 ** 20) return `${Math.round(bytes)} B`;
  return `${Math.round(bytes / 2 ** 20)} MiB`;
}

function ratio(theirs: number, ours: number): string {
  const times = theirs / ours;
  return Number.isFinite(times) ? `${times >= 10 ? Math.round(times) : times.toFixed(1)}×` : '—';
}

/**
 * How figures summarised over `passes` passes were taken (`summarisePasses`: the nearest-rank median, which of two
 * passes is the lower one, not a mean of the two).
 *
 * @example
 *   overPasses(3) // 'median of 3 passes'
 *   overPasses(2) // 'lower of 2 passes'
 */
export function overPasses(passes: number): string {
  return passes === 2 ? 'lower of 2 passes' : `median of ${passes} passes`;
}

type Table = { header: string[]; rows: string[][] };

/** Rows for one size: our load, our modes, then each anchor against our hybrid one-column lookup. */
export function sizeTable(figures: SizeFigures): Table {
  const header = ['what', 'load + index', 'heap / row', 'queries', 'p50', 'p99', 'p50 vs ours', 'p99 vs ours', 'notes'];
  const rows: string[][] = [];
  const loadNote = `${figures.loadRuns > 1 ? `median of ${figures.loadRuns} loads; ` : ''}heap ${formatBytes(figures.heapBytes)} total`;
  figures.modes.forEach((mode, index) => {
    const outcomes = Object.entries(mode.outcomes).map(([outcome, count]) => `${count} ${outcome}`).join(', ');
    rows.push([
      `ours: ${mode.label}`,
      index === 0 ? formatMs(figures.loadMs) : '',
      index === 0 ? formatBytes(figures.heapBytesPerRow) : '',
      String(mode.latency.queries),
      formatMs(mode.latency.p50Ms),
      formatMs(mode.latency.p99Ms),
      '',
      '',
      [
        index === 0 ? loadNote : '',
        'queries not seen before',
        mode.repeated !== undefined ? `asked again: p50 ${formatMs(mode.repeated.p50Ms)}, p99 ${formatMs(mode.repeated.p99Ms)} (${overPasses(mode.repeated.passes)})` : '',
        outcomes,
        mode.collections !== undefined ? collectionsNote(mode.collections) : '',
        mode.note ?? '',
      ].filter(Boolean).join('; '),
    ]);
  });
  for (const anchor of figures.anchors) {
    if (anchor.status === 'skipped') {
      rows.push([anchor.name, '', '', '0', '', '', '', '', `skipped: ${anchor.reason}`]);
      continue;
    }
    rows.push([
      anchor.name,
      formatMs(anchor.prepareMs),
      formatBytes(anchor.heapBytesPerRow),
      String(anchor.latency.queries),
      formatMs(anchor.latency.p50Ms),
      formatMs(anchor.latency.p99Ms),
      ratio(anchor.latency.p50Ms, anchor.ours.p50Ms),
      ratio(anchor.latency.p99Ms, anchor.ours.p99Ms),
      `ours on these queries: p50 ${formatMs(anchor.ours.p50Ms)}, p99 ${formatMs(anchor.ours.p99Ms)}${anchor.latency.passes > 1 ? `; ${overPasses(anchor.latency.passes)}` : ''}`,
    ]);
  }
  return { header, rows };
}

/** Column-aligned text. */
export function plainTable({ header, rows }: Table): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]): string => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** A GitHub-flavoured markdown table. */
export function markdownTable({ header, rows }: Table): string {
  const line = (cells: string[]): string => `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Heading for one size, saying so when the run stopped before the end. */
export function sizeHeading(figures: SizeFigures): string {
  const names = figures.vocabulary === 'wide' ? ', wide vocabulary' : '';
  const words = figures.nameWords === undefined ? '' : ` (${figures.nameWords.toLocaleString('en-US')} distinct name words${names})`;
  return `${figures.size.toLocaleString('en-US')} rows${words}${figures.unfinished ? ` (partial: ${figures.unfinished})` : ''}`;
}
