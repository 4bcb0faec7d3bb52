// One table size, measured in its own process (run with --expose-gc) so heaps of different sizes never mix.
import { writeFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { ANCHORS } from './anchors.js';
import { recordCollections, type CollectionSummary } from './collections.js';
import type { LoadedLookups, LookupEngine } from './engine.js';
import { ensureCustomerTable, generateCustomers, type TableVocabulary } from './generateTable.js';
import { BENCH_TOOLS, writeLookupDocument } from './lookupDocument.js';
import { engine } from './selectedEngine.js';
import { benchQueries, inSentence, type NameQuery, type QuerySet } from './speechErrors.js';
import { median, percentile, summarisePasses, type LatencySummary } from './stats.js';

/** Queries per table size for each of our lookups (the issue asks for at least 1,000). */
export const QUERIES_PER_SIZE = 1000;
/** An anchor whose first query takes longer than this is skipped at that size (ours is sampled instead, never skipped). */
export const SKIP_QUERY_MS = 1000;
/** Fewest queries worth a p99, for a sampled anchor or a sampled lookup of ours. */
export const MIN_SAMPLED_QUERIES = 50;
// Wall-clock budgets that keep a full 10k..1M run within tens of minutes on two cores.
const ANCHOR_BUDGET_MS = 15_000;
const OURS_BUDGET_MS = 120_000;
const CHEAP_PASS_MS = 4_000;
const MAX_PASSES = 3;
const WARM_UP_ROWS = 1000;
const WARM_UP_BUDGET_MS = 10_000;
// Queries that warm the process up (compiled code) before timing: other callers, other mishearings.
const WARM_UP_QUERIES = 200;
// ...gone round until this much time has passed (cheap lookups only: one round of a slow one takes longer).
const WARM_UP_MIN_MS = 1_000;
const WARM_UP_MAX_ROUNDS = 500;

export interface ModeFigures {
  label: string;
  /** The first pass: every query new to the lookup (its memos hold only the warm-up's other queries). */
  latency: LatencySummary;
  /** The same queries asked again, when a pass is cheap: medians over the repeat passes. */
  repeated?: LatencySummary;
  outcomes: Record<string, number>;
  /** Why fewer than QUERIES_PER_SIZE queries were timed, when they were. */
  note?: string;
  /** The collector's pauses during the first pass (the figure). */
  collections?: CollectionSummary;
}

export type AnchorFigures =
  | { name: string; call: string; status: 'skipped'; reason: string }
  | {
      name: string;
      call: string;
      status: 'measured';
      prepareMs: number | undefined;
      heapBytesPerRow: number | undefined;
      latency: LatencySummary;
      /** Our hybrid one-column lookup on exactly the same queries. */
      ours: { p50Ms: number; p99Ms: number };
    };

export interface SizeFigures {
  size: number;
  /** Which names the table draws from, and how many distinct words its name column holds. */
  vocabulary: TableVocabulary;
  nameWords: number;
  engine: string;
  node: string;
  loadMs: number;
  loadRuns: number;
  heapBytes: number;
  heapBytesPerRow: number;
  modes: ModeFigures[];
  anchors: AnchorFigures[];
  /** Set on figures saved before the run ended: what was measured so far, if the process then dies. */
  unfinished?: string;
}

const collectGarbage = (): void => {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('heap figures need a collected heap: run this file with node --expose-gc');
  gc();
  gc();
};

const heapUsed = (): number => process.memoryUsage().heapUsed;
const progress = (message: string): void => void process.stderr.write(`  [${new Date().toISOString().slice(11, 19)}] ${message}\n`);

function elapsedMs(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** Times each call separately; returns milliseconds per query. */
function timeEach<Q>(queries: readonly Q[], run: (query: Q) => unknown): number[] {
  const times: number[] = [];
  for (const query of queries) {
    const start = process.hrtime.bigint();
    run(query);
    times.push(elapsedMs(start));
  }
  return times;
}

/**
 * Measures one of our lookups: a warm-up on other queries compiles the code and projects the cost, then a first
 * pass over queries the lookup has never seen (the figure), and up to two repeats of them when a pass is cheap
 * (reported apart: a repeated query finds its words' comparisons memoised), or a sample within budget (never
 * under MIN_SAMPLED_QUERIES) when a full pass would take minutes.
 */
function measureMode<Q>(label: string, queries: readonly Q[], warmUpQueries: readonly Q[], run: (query: Q) => string): { figures: ModeFigures; passes: number[][]; firstPass: { start: number; end: number } } {
  // Warm-up: up to WARM_UP_QUERIES other queries, as many as fit in WARM_UP_BUDGET_MS (at least 3); a cheap lookup
  // keeps going round them until WARM_UP_MIN_MS has passed, as a server that has answered calls for a while has
  // compiled its hot code (200 exact calls take a millisecond, and leave it half-compiled).
  const warmUp: number[] = [];
  const warmUpStart = process.hrtime.bigint();
  const warmUpSet = warmUpQueries.slice(0, WARM_UP_QUERIES);
  for (let k = 0; k < warmUpSet.length * WARM_UP_MAX_ROUNDS; k++) {
    const times = timeEach([warmUpSet[k % warmUpSet.length]!], run);
    if (k < warmUpSet.length) warmUp.push(...times);
    const elapsed = elapsedMs(warmUpStart);
    if (warmUp.length >= 3 && elapsed > WARM_UP_BUDGET_MS) break;
    if (k + 1 >= warmUpSet.length && elapsed > WARM_UP_MIN_MS) break;
  }
  const projectedMs = (median(warmUp) || 0.001) * queries.length;
  let used = queries;
  let note: string | undefined;
  if (projectedMs > OURS_BUDGET_MS) {
    const count = Math.max(MIN_SAMPLED_QUERIES, Math.floor(OURS_BUDGET_MS / (median(warmUp) || 1)));
    used = queries.slice(0, count);
    note = `${count} of ${queries.length} queries: a full pass would take ~${Math.round(projectedMs / 1000)} s`;
  }
  const outcomes: Record<string, number> = {};
  const passes: number[][] = [];
  const passStart = process.hrtime.bigint();
  const firstPass = { start: performance.now(), end: 0 };
  passes.push(timeEach(used, (query) => {
    const outcome = run(query);
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  }));
  firstPass.end = performance.now();
  if (elapsedMs(passStart) < CHEAP_PASS_MS) {
    while (passes.length < MAX_PASSES) passes.push(timeEach(used, run));
  }
  const repeated = passes.length > 1 ? { repeated: summarisePasses(passes.slice(1)) } : {};
  return { figures: { label, latency: summarisePasses(passes.slice(0, 1)), ...repeated, outcomes, ...(note ? { note } : {}) }, passes, firstPass };
}

/** One load; the document is returned only when kept, so a dropped one dies with this frame before the next load. */
async function loadOnce(lookupEngine: LookupEngine, documentPath: string, keep: boolean): Promise<{ ms: number; heap: number; lookups: LoadedLookups | undefined }> {
  collectGarbage();
  const before = heapUsed();
  const start = process.hrtime.bigint();
  const lookups = await lookupEngine.load(documentPath);
  const ms = elapsedMs(start);
  collectGarbage();
  return { ms, heap: heapUsed() - before, lookups: keep ? lookups : undefined };
}

/**
 * Loads `runs` times and keeps the last document. A warm-up load of a tiny table first, so the figures hold
 * the table's cost and not the engine's modules, dictionaries and compiled code.
 */
async function measureLoad(lookupEngine: LookupEngine, documentPath: string, warmUpPath: string, rows: number, runs: number): Promise<{ lookups: LoadedLookups; loadMs: number; heapBytes: number }> {
  await loadOnce(lookupEngine, warmUpPath, false);
  const loads: { ms: number; heap: number }[] = [];
  let lookups: LoadedLookups | undefined;
  for (let run = 0; run < runs; run += 1) {
    const load = await loadOnce(lookupEngine, documentPath, run === runs - 1);
    loads.push(load);
    lookups = load.lookups;
    progress(`load + index ${rows} rows: ${Math.round(load.ms)} ms, heap ${(load.heap / 2 ** 20).toFixed(1)} MiB`);
  }
  if (!lookups) throw new Error('no load run');
  return { lookups, loadMs: median(loads.map((load) => load.ms)), heapBytes: median(loads.map((load) => load.heap)) };
}

/**
 * Generates the rows (deterministic), writes the CSV once, and keeps only what the timing needs: the queries and the
 * name column for the anchors. The customer objects die with this frame, so they neither count as the engine's heap
 * nor make the garbage collector's work during timing larger than a real process's.
 */
async function prepareTable(size: number, vocabulary: TableVocabulary): Promise<{ documentPath: string; warmUpPath: string; queries: QuerySet; warmUpQueries: QuerySet; cityQueries: QuerySet; cityWarmUpQueries: QuerySet; sentenceQueries: QuerySet; sentenceWarmUpQueries: QuerySet; column: string[]; nameWords: number }> {
  progress(`generating ${size} customers (${vocabulary} names)`);
  const customers = generateCustomers(size, vocabulary);
  const documentPath = await writeLookupDocument(await ensureCustomerTable(size, customers, vocabulary));
  const warmUpPath = await writeLookupDocument(await ensureCustomerTable(WARM_UP_ROWS, generateCustomers(WARM_UP_ROWS)));
  // The timed queries leave out every query asked before them (warm-ups, the other lookup on the name column), so a
  // timed pass asks nothing the lookup's index has answered.
  const sets = benchQueries(customers, QUERIES_PER_SIZE, WARM_UP_QUERIES);
  return {
    documentPath,
    warmUpPath,
    queries: sets.queries,
    warmUpQueries: sets.warmUp,
    cityQueries: sets.cityQueries,
    cityWarmUpQueries: sets.cityWarmUp,
    sentenceQueries: sets.sentenceQueries,
    sentenceWarmUpQueries: sets.sentenceWarmUp,
    column: customers.map((customer) => customer.fullName),
    nameWords: new Set(customers.flatMap((customer) => customer.fullName.toLowerCase().split(/[\s-]+/))).size,
  };
}

/**
 * Generates (or reuses) the table of `size` rows, loads it through the engine, and times every lookup mode and anchor.
 *
 * @example
 *   const figures = await measureSize(1_000_000, { skipAnchors: { 'fuzzball WRatio': 'first query took 2.6 s at 100,000 rows' } })
 */
export async function measureSize(
  size: number,
  options: { engine?: LookupEngine; skipAnchors?: Readonly<Record<string, string>>; onStage?: (sofar: SizeFigures) => Promise<void>; vocabulary?: TableVocabulary; targetsOnly?: boolean } = {},
): Promise<SizeFigures> {
  const lookupEngine = options.engine ?? engine;
  const vocabulary = options.vocabulary ?? 'common';
  const { documentPath, warmUpPath, queries, warmUpQueries, cityQueries, cityWarmUpQueries, sentenceQueries, sentenceWarmUpQueries, column, nameWords } = await prepareTable(size, vocabulary);
  const { lookups, loadMs, heapBytes } = await measureLoad(lookupEngine, documentPath, warmUpPath, size, size <= 100_000 ? 3 : 1);
  const { exactAccount, exactPhone, hybridName, hybridNameCity } = BENCH_TOOLS;
  const modes: ModeFigures[] = [];
  const anchors: AnchorFigures[] = [];
  const figures = (): SizeFigures => ({ size, vocabulary, nameWords, engine: lookupEngine.description, node: process.version, loadMs, loadRuns: size <= 100_000 ? 3 : 1, heapBytes, heapBytesPerRow: heapBytes / size, modes, anchors });
  // After every stage, so a size that runs out of memory or time late still reports what it measured.
  const stageDone = async (next: string): Promise<void> => options.onStage?.({ ...figures(), unfinished: `stopped during ${next}` });
  // What the collector paused each first pass for: a full collection in a million-row heap is hundreds of
  // milliseconds, landing on one call, and its marking steps on many.
  const recorder = recordCollections();
  const measured = async (label: string, run: () => ReturnType<typeof measureMode<never>>) => {
    await stageDone(label);
    progress(`timing ${label}`);
    const result = run();
    result.figures.collections = await recorder.during(result.firstPass.start, result.firstPass.end);
    modes.push(result.figures);
    return result;
  };
  await measured('exact (Account ID)', () => measureMode('exact (Account ID)', queries.accountIds, warmUpQueries.accountIds, (query) => lookups.call(exactAccount.tool, { [exactAccount.param]: query.heard })));
  if (!options.targetsOnly) await measured('exact (Phone)', () => measureMode('exact (Phone)', queries.phones, warmUpQueries.phones, (query) => lookups.call(exactPhone.tool, { [exactPhone.param]: query.heard })));
  const oneColumn = await measured('hybrid, Full Name', () => measureMode('hybrid, Full Name', queries.names, warmUpQueries.names, (query) => lookups.call(hybridName.tool, { [hybridName.param]: query.heardName })));
  await measured('hybrid, Full Name + City', () =>
    measureMode('hybrid, Full Name + City', cityQueries.names, cityWarmUpQueries.names, (query) =>
      lookups.call(hybridNameCity.tool, { [hybridNameCity.param]: query.heardName, [hybridNameCity.cityParam]: query.heardCity }),
    ),
  );
  // A repeat for issue 6's targets (`performance.ts --repeats`): the modes with a target, no anchors.
  if (options.targetsOnly) {
    recorder.stop();
    return figures();
  }
  // The name said within a sentence, as a caller asked for it may say it (the name lookup, SENTENCE_QUERIES callers).
  const sentences = (list: readonly NameQuery[]): { heard: string }[] => list.map((query, k) => ({ heard: inSentence(query.heardName, k) }));
  await measured('hybrid, Full Name said within a sentence', () =>
    measureMode('hybrid, Full Name said within a sentence', sentences(sentenceQueries.names), sentences(sentenceWarmUpQueries.names), (query) =>
      lookups.call(hybridName.tool, { [hybridName.param]: query.heard }),
    ),
  );

  recorder.stop();
  for (const anchor of ANCHORS) {
    // Known too slow at a smaller size: a query only grows with the table, so do not spend seconds proving it again.
    const knownSlow = options.skipAnchors?.[anchor.name];
    if (knownSlow !== undefined) {
      anchors.push({ name: anchor.name, call: anchor.call, status: 'skipped', reason: knownSlow });
      continue;
    }
    await stageDone(`anchor ${anchor.name}`);
    progress(`anchor ${anchor.name}`);
    collectGarbage();
    const before = heapUsed();
    const start = process.hrtime.bigint();
    let prepared: ReturnType<typeof anchor.prepare> | undefined = anchor.prepare(column);
    const prepareMs = elapsedMs(start);
    collectGarbage();
    const heap = heapUsed() - before;
    const first = queries.names[0];
    if (!first) throw new Error('no queries');
    const firstMs = timeEach([first], (query) => prepared?.search(query.heardName))[0] ?? 0;
    if (firstMs > SKIP_QUERY_MS) {
      anchors.push({ name: anchor.name, call: anchor.call, status: 'skipped', reason: `first query took ${(firstMs / 1000).toFixed(1)} s (> 1 s)` });
      prepared = undefined;
      continue;
    }
    const count = Math.min(queries.names.length, Math.max(MIN_SAMPLED_QUERIES, Math.floor(ANCHOR_BUDGET_MS / Math.max(firstMs, 0.001))));
    const sample = queries.names.slice(0, count);
    const anchorPasses: number[][] = [];
    const passStart = process.hrtime.bigint();
    anchorPasses.push(timeEach(sample, (query) => prepared?.search(query.heardName)));
    if (elapsedMs(passStart) < CHEAP_PASS_MS) {
      while (anchorPasses.length < MAX_PASSES) anchorPasses.push(timeEach(sample, (query) => prepared?.search(query.heardName)));
    }
    prepared = undefined;
    // Ours on the same queries, as first asked (its figure).
    const oursOnSample = (oneColumn.passes[0] ?? []).slice(0, count);
    anchors.push({
      name: anchor.name,
      call: anchor.call,
      status: 'measured',
      prepareMs: anchor.indexes ? prepareMs : undefined,
      heapBytesPerRow: anchor.indexes ? heap / size : undefined,
      latency: summarisePasses(anchorPasses),
      ours: { p50Ms: percentile(oursOnSample, 50), p99Ms: percentile(oursOnSample, 99) },
    });
  }

  return figures();
}

// Run as a child of performance.ts: `node --expose-gc --import tsx measureSize.ts <size> <result.json> [skip-anchors.json] [common|wide] [targets]`
// (`targets`: only the modes issue 6 sets a target for, no anchors: a repeat).
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '\0')) {
  const size = Number(process.argv[2]);
  const resultPath = process.argv[3];
  if (!Number.isInteger(size) || size <= 0 || !resultPath) {
    process.stderr.write('usage: node --expose-gc --import tsx measureSize.ts <rows> <result.json> [{"anchor name": "why skipped"}] [common|wide] [targets]\n');
    process.exit(2);
  }
  const skipAnchors = process.argv[4] === undefined ? {} : (JSON.parse(process.argv[4]) as Record<string, string>);
  const onStage = (sofar: SizeFigures): Promise<void> => writeFile(resultPath, JSON.stringify(sofar));
  const vocabulary: TableVocabulary = process.argv[5] === 'wide' ? 'wide' : 'common';
  const targetsOnly = process.argv[6] === 'targets';
  await writeFile(resultPath, JSON.stringify(await measureSize(size, { skipAnchors, onStage, vocabulary, targetsOnly })));
}
