// Instructions the matcher executes for the benchmark's new name queries, counted by valgrind: a measure the machine's
// load does not move. On this 2-core machine shared with other work, two copies of one build read CPU means 7% apart
// in `compareBuilds.ts`, where two counts of one build differ by under 1.5%. Node runs single-threaded, so the
// collector's work is counted too (its pauses, which a call waits for on a quiet machine, are not: see
// `performance.md`). Each build runs twice under valgrind, with the queries and without them (load and warm-up alike),
// and the difference is the queries'.
//
//   npx tsc -b && npx tsx bench/instructions.ts [--baseline=DIR] [--size=10000] [--queries=1000] [--city]
//   (DIR: the dist folder of another build of @switchboard/matcher, as for compareBuilds.ts; needs valgrind, the
//   Debian package; a run of 1,000 queries at 10,000 rows takes 2-3 minutes a build.)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureCustomerTable, generateCustomers } from './performance/generateTable.js';
import { BENCH_TOOLS, writeLookupDocument } from './performance/lookupDocument.js';
import { benchQueries } from './performance/speechErrors.js';
import { exitUnlessBuilt } from './performance/freshBuild.js';
import { scriptOptionsOrExit } from './performance/scriptOptions.js';

const USAGE = 'usage: npx tsx bench/instructions.ts [--baseline=DIR] [--size=10000] [--queries=1000] [--city]\n  DIR: the dist folder of another build of @switchboard/matcher';
const { values, flags } = scriptOptionsOrExit(process.argv.slice(2), ['baseline', 'size', 'queries'], ['city'], USAGE);
exitUnlessBuilt('bench/instructions.ts');
if (spawnSync('valgrind', ['--version']).status !== 0) {
  process.stderr.write('bench/instructions.ts counts with valgrind, which is not installed: apt-get install valgrind\n');
  process.exit(2);
}
const size = Number(values.size ?? 10_000);
const count = Number(values.queries ?? 1000);
const kind = flags.has('city') ? 'city' : 'names';
const worker = fileURLToPath(new URL('./performance/instructionWorker.mjs', import.meta.url));
const thisBuild = fileURLToPath(new URL('../packages/matcher/dist', import.meta.url));

// The table and queries are made here, once, so both runs of each build read the same files and neither makes them.
const customers = generateCustomers(size, 'common');
const documentPath = await writeLookupDocument(await ensureCustomerTable(size, customers, 'common'));
const sets = benchQueries(customers, count);
const pairs = (queries: readonly { heardName: string; heardCity: string }[]): string[][] => queries.map((query) => [query.heardName, query.heardCity]);
const folder = mkdtempSync(join(tmpdir(), 'switchboard-instructions-'));
const queriesFile = join(folder, 'queries.json');
writeFileSync(queriesFile, JSON.stringify({
  path: documentPath,
  name: BENCH_TOOLS.hybridName,
  city: BENCH_TOOLS.hybridNameCity,
  warmUp: pairs(kind === 'city' ? sets.cityWarmUp.names : sets.warmUp.names),
  queries: pairs(kind === 'city' ? sets.cityQueries.names : sets.queries.names),
}));

/** Instructions of one run of the worker under valgrind (its own process only). */
function instructions(dist: string, queries: number): number {
  const run = spawnSync('valgrind', [
    '--tool=cachegrind', '--cache-sim=no', '--cachegrind-out-file=/dev/null',
    process.execPath, '--single-threaded', '--predictable', '--hash-seed=1', '--random-seed=1', worker, dist, queriesFile, String(queries), kind,
  ], { encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
  const counted = /I\s+refs:\s+([\d,]+)/.exec(run.stderr);
  if (run.status !== 0 || counted === null) throw new Error(`valgrind run failed (${dist}, ${queries} queries):\n${run.stderr.slice(-2000)}`);
  return Number(counted[1]!.replaceAll(',', ''));
}

try {
  const builds = [{ name: 'this build', dist: thisBuild }, ...(values.baseline === undefined ? [] : [{ name: 'baseline', dist: values.baseline }])];
  console.log(`${size.toLocaleString('en-US')} rows, hybrid ${kind === 'city' ? 'name + city' : 'name'}, ${count} queries new to the build (after ${kind === 'city' ? sets.cityWarmUp.names.length : sets.warmUp.names.length} warm-up queries)`);
  const counted: number[] = [];
  for (const { name, dist } of builds) {
    const queries = instructions(dist, count) - instructions(dist, 0);
    counted.push(queries);
    console.log(`  ${name.padEnd(10)}  ${(queries / 1e9).toFixed(2)}G instructions, ${(queries / count / 1e6).toFixed(2)}M a query`);
  }
  if (counted.length === 2) console.log(`  this build / baseline: ${(counted[0]! / counted[1]!).toFixed(3)} (two counts of one build differ by under 1.5%)`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
