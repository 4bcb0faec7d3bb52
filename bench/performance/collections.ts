// The garbage collector's pauses during a timed pass, so a reader can tell a pass that met a full collection (a
// million-row heap pauses for hundreds of milliseconds) from one whose calls were slow by themselves.
import { PerformanceObserver, constants, performance } from 'node:perf_hooks';

/** How long `during` waits with no new entry before it reads them, and at most in all (milliseconds). */
const QUIET_MS = 25;
const SETTLE_MS = 2000;

/** One pause, in `performance.now()` milliseconds. */
export interface Collection {
  start: number;
  ms: number;
  kind: 'minor' | 'major' | 'incremental' | 'weak callbacks';
}

/** Pauses of one kind. */
export interface PauseTotals {
  count: number;
  ms: number;
  longestMs: number;
}

/** The pauses that started within a window, by kind (kinds that did not happen are left out). */
export type CollectionSummary = Partial<Record<Collection['kind'], PauseTotals>>;

const KINDS: Readonly<Record<number, Collection['kind']>> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};

/**
 * The pauses among `collections` that started from `start` to `end`, totalled by kind.
 *
 * @example
 *   summariseCollections([{ start: 5, ms: 7, kind: 'minor' }], 0, 10) // { minor: { count: 1, ms: 7, longestMs: 7 } }
 */
export function summariseCollections(collections: readonly Collection[], start: number, end: number): CollectionSummary {
  const summary: CollectionSummary = {};
  for (const collection of collections) {
    if (collection.start < start || collection.start > end) continue;
    const totals = (summary[collection.kind] ??= { count: 0, ms: 0, longestMs: 0 });
    totals.count += 1;
    totals.ms += collection.ms;
    totals.longestMs = Math.max(totals.longestMs, collection.ms);
  }
  return summary;
}

const NAMES: Readonly<Record<Collection['kind'], [string, string]>> = {
  minor: ['scavenge', 'scavenges'],
  major: ['full collection', 'full collections'],
  incremental: ['incremental marking finish', 'incremental marking finishes'],
  'weak callbacks': ['weak callback run', 'weak callback runs'],
};

/**
 * A note for the benchmark's table: what the collector paused the pass for.
 *
 * @example
 *   collectionsNote({ minor: { count: 11, ms: 88.4, longestMs: 13.1 } }) // 'collector: 11 scavenges (88 ms, longest 13 ms)'
 */
export function collectionsNote(summary: CollectionSummary): string {
  const parts = (Object.keys(NAMES) as Collection['kind'][]).flatMap((kind) => {
    const totals = summary[kind];
    if (totals === undefined) return [];
    const [one, many] = NAMES[kind];
    const longest = totals.count > 1 ? `, longest ${Math.round(totals.longestMs)} ms` : '';
    return [`${totals.count} ${totals.count === 1 ? one : many} (${Math.round(totals.ms)} ms${longest})`];
  });
  return parts.length === 0 ? 'collector: no pause' : `collector: ${parts.join(', ')}`;
}

/**
 * Records every collection from now on. Node reports them after the fact (the observer runs between tasks), so a
 * window is read with `during`, which first lets the pending reports in.
 *
 * @example
 *   const recorder = recordCollections()
 *   const start = performance.now(); timePass(); const end = performance.now()
 *   collectionsNote(await recorder.during(start, end))
 */
export function recordCollections(): { during(start: number, end: number): Promise<CollectionSummary>; recorded(): number; stop(): void } {
  const collections: Collection[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = KINDS[((entry as { detail?: unknown }).detail as { kind?: number } | undefined)?.kind ?? -1];
      if (kind !== undefined) collections.push({ start: entry.startTime, ms: entry.duration, kind });
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    async during(start, end) {
      // The entries are queued when a pause ends and handed to observers on a later task, which on a busy machine
      // (the test suite's workers) can take more than a turn or two of the event loop: wait until none has come in
      // for QUIET_MS, at most SETTLE_MS in all.
      const until = performance.now() + SETTLE_MS;
      let seen = -1;
      while (collections.length !== seen && performance.now() < until) {
        seen = collections.length;
        await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      }
      return summariseCollections(collections, start, end);
    },
    recorded: () => collections.length,
    stop: () => observer.disconnect(),
  };
}
