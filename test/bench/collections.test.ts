// The benchmark's record of collector pauses: totals by kind within a pass's window, the note, and a real recording.
import { describe, expect, it } from '@jest/globals';
import { performance } from 'node:perf_hooks';
import { collectionsNote, recordCollections, summariseCollections, type Collection } from '../../bench/performance/collections.js';

describe('summariseCollections', () => {
  const pauses: Collection[] = [
    { start: 5, ms: 7, kind: 'minor' },
    { start: 20, ms: 13, kind: 'minor' },
    { start: 30, ms: 540, kind: 'major' },
    { start: 99, ms: 6, kind: 'minor' },
  ];

  it('totals the pauses that start inside the window, by kind, with the longest', () => {
    expect(summariseCollections(pauses, 0, 50)).toEqual({ minor: { count: 2, ms: 20, longestMs: 13 }, major: { count: 1, ms: 540, longestMs: 540 } });
    expect(summariseCollections(pauses, 20, 30)).toEqual({ minor: { count: 1, ms: 13, longestMs: 13 }, major: { count: 1, ms: 540, longestMs: 540 } });
    expect(summariseCollections(pauses, 31, 98)).toEqual({});
  });
});

describe('collectionsNote', () => {
  it('names each kind that happened, full collections after scavenges, and says when none did', () => {
    expect(collectionsNote({ major: { count: 1, ms: 540.4, longestMs: 540.4 }, minor: { count: 11, ms: 88.4, longestMs: 13.1 } }))
      .toBe('collector: 11 scavenges (88 ms, longest 13 ms), 1 full collection (540 ms)');
    expect(collectionsNote({ minor: { count: 1, ms: 6.2, longestMs: 6.2 } })).toBe('collector: 1 scavenge (6 ms)');
    expect(collectionsNote({})).toBe('collector: no pause');
  });
});

describe('recordCollections', () => {
  it('sees the scavenges that allocating tens of megabytes of short-lived objects causes, and only inside the window', async () => {
    const recorder = recordCollections();
    try {
      const start = performance.now();
      // ~100 MB of small arrays, each dead 1,024 allocations later (kept in a ring, so none is optimised away).
      const ring: number[][] = new Array(1024);
      for (let i = 0; i < 2_000_000; i++) ring[i & 1023] = [i, i + 1, i + 2];
      const end = performance.now();
      expect(ring[0]![0]).toBe(1_999_872); // the last i with i % 1024 === 0
      // Node hands the entries over on a later task; with the suite's workers loading both cores that once took longer
      // than `during` waits for a first one (it settles quickly so as not to slow the benchmark): wait for one here.
      for (const until = performance.now() + 10_000; recorder.recorded() === 0 && performance.now() < until;) await new Promise((resolve) => setTimeout(resolve, 20));
      const summary = await recorder.during(start, end);
      const scavenges = summary.minor?.count ?? 0;
      // (On failure, says whether anything was recorded at all: a late report from none.)
      expect(scavenges > 0 ? 'scavenged' : `no scavenge in the window; ${recorder.recorded()} collections recorded in all`).toBe('scavenged');
      expect(await recorder.during(end + 60_000, end + 120_000)).toEqual({});
    } finally {
      recorder.stop();
    }
  });
});
