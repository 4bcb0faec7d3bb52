// Accuracy on real recogniser errors (../shared/bench), Switchboard's lookup beside the anchor libraries.
// Run: npx tsx --conditions=@switchboard/source bench/accuracy.ts [--sets=stt-names-dev] [--no-anchors]
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANCHORS, type Anchor } from './accuracy/anchors.js';
import { benchFolder, loadBenchSets, type BenchQuery, type BenchSet } from './accuracy/benchSets.js';
import { lookupFigures, rankingFigures, type KindFigures } from './accuracy/figures.js';
import { DEFAULT_THRESHOLDS, prepareBenchTable, type LookupAnswer, type Thresholds } from './accuracy/switchboardLookup.js';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface AccuracyOptions {
  sets?: string[];
  anchors?: boolean;
  thresholds?: Thresholds;
  log?: (line: string) => void;
}

/** Runs every set found and prints the figures; says so and returns when the sets are absent. */
export async function runAccuracy(options: AccuracyOptions = {}): Promise<void> {
  const log = options.log ?? ((line: string) => console.log(line));
  const folder = benchFolder(REPO_ROOT);
  if (folder === undefined) {
    log(`accuracy: skipped, no benchmark sets at ${join(REPO_ROOT, '..', 'shared', 'bench')}`);
    return;
  }
  const thresholds = options.thresholds ?? DEFAULT_THRESHOLDS;
  for (const set of loadBenchSets(folder, options.sets)) {
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
          rows.push([anchor.name, rankingFigures(kind, idx.map((i) => set.queries[i]!), idx.map((i) => rankings[i]!), idx.map((i) => anchorMs[i]!))]);
        }
      }
    }
    log(formatTable(rows));
  }
}

function byKind(queries: readonly BenchQuery[]): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  queries.forEach((q, i) => { const g = groups.get(q.kind) ?? []; g.push(i); groups.set(q.kind, g); });
  return groups;
}

function runSwitchboard(set: BenchSet, thresholds: Thresholds): { answers: LookupAnswer[]; ms: number[] } {
  const table = prepareBenchTable(set);
  const answers: LookupAnswer[] = [];
  const ms: number[] = [];
  for (const query of set.queries) {
    const started = performance.now();
    answers.push(table.answer(query, thresholds));
    ms.push(performance.now() - started);
  }
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
  const args = process.argv.slice(2);
  const sets = args.find((a) => a.startsWith('--sets='))?.slice('--sets='.length).split(',');
  await runAccuracy({ ...(sets ? { sets } : {}), anchors: !args.includes('--no-anchors') });
}
