// Accuracy on real recogniser errors (../shared/bench), Switchboard's lookup beside the anchor libraries.
// Run (after `npx tsc -b`: it measures the built packages): npx tsx bench/accuracy.ts [--sets=stt-names-dev,asr-words] [--no-anchors]
// Exit code 0, also when ../shared/bench is absent (it says so); 1 when it is there but a set named in --sets is not;
// 2 on a bad option.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANCHORS, type Anchor } from './accuracy/anchors.js';
import { exitUnlessBuilt } from './performance/freshBuild.js';
import { benchFolder, loadBenchSets, SET_NAMES, type BenchQuery, type BenchSet } from './accuracy/benchSets.js';
import { lookupFigures, rankingFigures, type KindFigures } from './accuracy/figures.js';
import {
  DEFAULT_CONFIDENT_MARGIN, DEFAULT_CONFIDENT_SCORE, DEFAULT_MAX_CANDIDATES, DEFAULT_MIN_SCORE, tuneThresholds, type LabelledQuery,
} from '@switchboard/matcher';
import { prepareBenchTable, type LookupAnswer, type Thresholds } from './accuracy/switchboardLookup.js';

const DEFAULT_THRESHOLDS: Thresholds = {
  minScore: DEFAULT_MIN_SCORE, confidentScore: DEFAULT_CONFIDENT_SCORE, maxCandidates: DEFAULT_MAX_CANDIDATES, margin: DEFAULT_CONFIDENT_MARGIN,
};

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface AccuracyOptions {
  sets?: string[];
  anchors?: boolean;
  thresholds?: Thresholds;
  log?: (line: string) => void;
}

/**
 * Takes the accuracy options out of a command line: `--sets=NAME,NAME` (or `--sets NAME,NAME`) and `--no-anchors`.
 * Returns what it did not recognise, for a runner that also takes other options.
 *
 * @example
 *   takeAccuracyOptions(['--sets=stt-names-dev', '--no-anchors']) // { options: { sets: ['stt-names-dev'], anchors: false }, rest: [] }
 */
export function takeAccuracyOptions(argv: readonly string[]): { options: AccuracyOptions; rest: string[] } {
  const options: AccuracyOptions = {};
  const rest: string[] = [];
  for (let at = 0; at < argv.length; at += 1) {
    const arg = argv[at]!;
    if (arg === '--no-anchors') {
      options.anchors = false;
    } else if (arg === '--sets' || arg.startsWith('--sets=')) {
      if (options.sets !== undefined) throw new Error('--sets is given twice');
      const value = arg === '--sets' ? argv[(at += 1)] : arg.slice('--sets='.length);
      const sets = (value ?? '').split(',').filter(Boolean);
      const unknown = sets.filter((name) => !SET_NAMES.includes(name));
      if (value === undefined || sets.length === 0 || unknown.length > 0) {
        throw new Error(`--sets takes set names separated by commas, of ${SET_NAMES.join(', ')} (got ${value === undefined ? 'nothing' : `"${value}"`})`);
      }
      options.sets = sets;
    } else {
      rest.push(arg);
    }
  }
  return { options, rest };
}

/**
 * `bench/accuracy.ts`'s command line; anything it does not take is an error.
 *
 * @example
 *   accuracyOptions(['--sets=asr-words']) // { sets: ['asr-words'] }
 */
export function accuracyOptions(argv: readonly string[]): AccuracyOptions {
  const { options, rest } = takeAccuracyOptions(argv);
  if (rest.length > 0) throw new Error(`unknown option ${rest.map((arg) => `"${arg}"`).join(', ')}: bench/accuracy.ts takes --sets=${SET_NAMES.join(',')} and --no-anchors`);
  return options;
}

/**
 * Runs every set found and prints the figures; says so and returns when the sets are absent (a user's clone) or a
 * set's files are. Returns false when the sets' folder is there but a set named in `sets` could not run.
 */
export async function runAccuracy(options: AccuracyOptions = {}): Promise<boolean> {
  const log = options.log ?? ((line: string) => console.log(line));
  const folder = benchFolder(REPO_ROOT);
  if (folder === undefined) {
    log(`accuracy: skipped, no benchmark sets at ${join(REPO_ROOT, '..', 'shared', 'bench')}`);
    return true;
  }
  const thresholds = options.thresholds ?? DEFAULT_THRESHOLDS;
  const sets = loadBenchSets(folder, options.sets);
  for (const missing of sets.missing) log(`accuracy: skipped set ${missing}`);
  for (const set of sets) {
    log(`\n## ${set.name}: ${set.names.length} rows, ${set.queries.length} queries (min_score ${thresholds.minScore}, confident_score ${thresholds.confidentScore}, margin ${thresholds.margin}, max_candidates ${thresholds.maxCandidates})`);
    const rows: Array<[string, KindFigures]> = [];
    const { answers, ms } = runSwitchboard(set, thresholds);
    for (const [kind, idx] of byKind(set.queries)) {
      rows.push(['switchboard hybrid', lookupFigures(kind, idx.map((i) => set.queries[i]!), idx.map((i) => answers[i]!), idx.map((i) => ms[i]!))]);
    }
    if (options.anchors !== false) {
      for (const anchor of ANCHORS) {
        const { rankings, ms: anchorMs } = runAnchor(anchor, set);
        for (const [kind, idx] of byKind(set.queries)) {
          if (kind === 'negative') continue; // an anchor has no thresholds, so it never declines to answer
          rows.push([anchor.name, rankingFigures(kind, idx.map((i) => set.queries[i]!), idx.map((i) => rankings[i]!), idx.map((i) => anchorMs[i]!))]);
        }
      }
    }
    log(formatTable(rows));
    log(tunedLine(set, answers, thresholds));
  }
  return options.sets === undefined || sets.missing.length === 0;
}

/** The thresholds `switchboard tune` would pick on this set (confident-wrong under 1%), for docs/accuracy.md. */
function tunedLine(set: BenchSet, answers: readonly LookupAnswer[], t: Thresholds): string {
  const labelled: LabelledQuery[] = set.queries.map((q, i) => ({
    expected: q.expected < 0 ? null : String(q.expected),
    ranked: answers[i]!.top.map((r) => ({ key: String(r.row), score: r.score, ...(r.neverConfident === true ? { neverConfident: true } : {}), twinOfFirst: r.twinOfFirst === true })),
  }));
  const report = tuneThresholds(labelled, { minScore: t.minScore, confidentScore: t.confidentScore, confidentMargin: t.margin, maxCandidates: t.maxCandidates });
  const show = (name: string, x: { thresholds: { minScore: number; confidentScore: number; confidentMargin: number }; confusion: { queries: number; confidentCorrect: number; confidentWrong: number } }): string =>
    `${name}: min_score ${x.thresholds.minScore}, confident_score ${x.thresholds.confidentScore}, margin ${x.thresholds.confidentMargin} → confident-correct ${(100 * x.confusion.confidentCorrect / x.confusion.queries).toFixed(1)}%, confident-wrong ${(100 * x.confusion.confidentWrong / x.confusion.queries).toFixed(1)}%`;
  const marginOnly = tuneThresholds(labelled, { minScore: t.minScore, confidentScore: t.confidentScore, confidentMargin: t.margin, maxCandidates: t.maxCandidates },
    { minScoreRange: [t.minScore, t.minScore], confidentScoreRange: [t.confidentScore, t.confidentScore] });
  const none = 'no setting keeps confident-wrong under 1%';
  return `\ntune (all kinds together): ${show('current', report.current)}\n  ${report.best ? show('best', report.best) : none}\n  ${marginOnly.best ? show('margin only', marginOnly.best) : none}`;
}

function byKind(queries: readonly BenchQuery[]): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  queries.forEach((q, i) => { const g = groups.get(q.kind) ?? []; g.push(i); groups.set(q.kind, g); });
  return groups;
}

function runSwitchboard(set: BenchSet, thresholds: Thresholds): { answers: LookupAnswer[]; ms: number[] } {
  const table = prepareBenchTable(set, thresholds);
  const answers: LookupAnswer[] = [];
  const ms: number[] = [];
  // The timed calls run by themselves, as each anchor's do: the untimed full-table ranking (every row scored, for
  // recall@5 and tuning) runs in a loop of its own, so its garbage does not land in the timed calls.
  for (const query of set.queries) {
    const started = performance.now();
    answers.push(table.answer(query));
    ms.push(performance.now() - started);
  }
  set.queries.forEach((query, i) => {
    answers[i]!.top = table.ranking(query);
  });
  return { answers, ms };
}

function runAnchor(anchor: Anchor, set: BenchSet): { rankings: number[][]; ms: number[] } {
  const names = anchor.forColumn(set.names);
  const cities = set.cities === undefined ? undefined : anchor.forColumn(set.cities);
  const rankings: number[][] = [];
  const ms: number[] = [];
  for (const query of set.queries) {
    const started = performance.now();
    const scores = names.scoreAll(query.heardName);
    if (query.heardCity !== undefined && cities !== undefined) {
      const cityScores = cities.scoreAll(query.heardCity);
      for (let i = 0; i < scores.length; i++) scores[i] = Math.min(scores[i]!, cityScores[i]!);
    }
    rankings.push(topIndices(scores, 5));
    ms.push(performance.now() - started);
  }
  return { rankings, ms };
}

/** The k best indices, ties broken by table order. */
function topIndices(scores: Float64Array, k: number): number[] {
  const best: number[] = [];
  for (let i = 0; i < scores.length; i++) {
    const s = scores[i]!;
    if (best.length === k && s <= scores[best[k - 1]!]!) continue;
    let at = best.length < k ? best.length : k - 1;
    while (at > 0 && scores[best[at - 1]!]! < s) at--;
    best.splice(at, 0, i);
    if (best.length > k) best.pop();
  }
  return best;
}

const f1 = (x: number): string => (Number.isNaN(x) ? '' : x.toFixed(1));

function formatTable(rows: ReadonlyArray<[string, KindFigures]>): string {
  const header = '| method | kind | n | top-1 | R@5 | found | conf-correct | conf-wrong | confident | median ms/query |';
  const lines = [header, '|---|---|---|---|---|---|---|---|---|---|'];
  for (const [method, f] of rows) {
    lines.push(`| ${method} | ${f.kind} | ${f.queries} | ${f1(f.top1)} | ${f1(f.recallAt5)} | ${f1(f.found)} | ${f1(f.confidentCorrect)} | ${f1(f.confidentWrong)} | ${f1(f.confident)} | ${f.medianMs.toFixed(2)} |`);
  }
  return lines.join('\n');
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  exitUnlessBuilt('bench/accuracy.ts');
  let options: AccuracyOptions;
  try {
    options = accuracyOptions(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
  if (!(await runAccuracy(options))) process.exitCode = 1;
}
