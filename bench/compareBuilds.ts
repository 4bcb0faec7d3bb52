// Two builds of the matcher side by side in one process: the same generated table, the same novel queries asked of
// both in turns (first one build, then the other, alternating), so the machine's speed, which moves by a third
// between runs here, moves both alike. Prints each build's p50/p90/p99 and whether every answer is the same: an
// index change must not change one (the candidate index is lossless), and comparing answers on many realistic
// queries has caught a bound the property tests missed.
//
// Build the baseline first, e.g. the commit before a change:
//   git worktree add /tmp/base HEAD~1 && (cd /tmp/base && npm ci && npx tsc -b)
// then (after `npx tsc -b` here):
//   npx tsx bench/compareBuilds.ts --baseline=/tmp/base/packages/matcher/dist [--size=10000] [--city] [--wide] [--queries=1000]
// (--wide: the table with a vocabulary as wide as a real customer file's, `generateTable.ts`.)
// (A million rows holds two documents in one heap: node --max-old-space-size=8000 --import tsx bench/compareBuilds.ts ….)
// Exit status 1 when some answer differs.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadDocument } from '@switchboard/matcher';
import { ensureCustomerTable, generateCustomers } from './performance/generateTable.js';
import { BENCH_TOOLS, writeLookupDocument } from './performance/lookupDocument.js';
import { benchQueries, type NameQuery } from './performance/speechErrors.js';
import { exitUnlessBuilt } from './performance/freshBuild.js';
import { scriptOptionsOrExit } from './performance/scriptOptions.js';
import { percentile } from './performance/stats.js';

type Load = typeof loadDocument;
type Document = Awaited<ReturnType<Load>>;

const WARM_UP_MS = 1000;
const SHOWN_DIFFERENCES = 5;

const USAGE = 'usage: npx tsx bench/compareBuilds.ts --baseline=DIR [--size=10000] [--city] [--wide] [--queries=1000]\n  DIR: the dist folder of another build of @switchboard/matcher';
const { values, flags } = scriptOptionsOrExit(process.argv.slice(2), ['baseline', 'size', 'queries'], ['city', 'wide'], USAGE);
exitUnlessBuilt('bench/compareBuilds.ts');
const baseline = values.baseline;
if (baseline === undefined) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}
const size = Number(values.size ?? 10_000);
const count = Number(values.queries ?? 1000);
const withCity = flags.has('city');

const { loadDocument: loadBaseline } = (await import(pathToFileURL(join(resolve(baseline), 'index.js')).href)) as { loadDocument: Load };
const vocabulary = flags.has('wide') ? 'wide' : 'common';
const customers = generateCustomers(size, vocabulary);
const path = await writeLookupDocument(await ensureCustomerTable(size, customers, vocabulary));
// The timed queries leave out the warm-up's, so none has been asked before; name + city asks the benchmark's own.
const sets = benchQueries(customers, count);
const queries = (withCity ? sets.cityQueries : sets.queries).names;
const warmUp = (withCity ? sets.cityWarmUp : sets.warmUp).names;
// Wall time, and the process's CPU time over the same call (`process.cpuUsage`: user + system, all its threads, the
// collector's included): a call waiting for a core while other processes run is counted in the first only, so on a
// loaded machine the second tells two builds apart far more steadily (session 39: two copies of one build read CPU
// means 0.6% apart where their wall times moved by a third).
const builds: { name: string; document: Document; times: number[]; cpu: number[] }[] = [
  { name: 'baseline', document: await loadBaseline(path, { maxRows: 10_000_000 }), times: [], cpu: [] },
  { name: 'this build', document: await loadDocument(path, { maxRows: 10_000_000 }), times: [], cpu: [] },
];
const { hybridName, hybridNameCity } = BENCH_TOOLS;
const ask = (document: Document, query: NameQuery): string => JSON.stringify(withCity
  ? document.call(hybridNameCity.tool, { [hybridNameCity.param]: query.heardName, [hybridNameCity.cityParam]: query.heardCity })
  : document.call(hybridName.tool, { [hybridName.param]: query.heardName }));

// Compiled code first, on other callers' queries (the timed ones stay new to both builds' memos).
for (const build of builds) {
  const start = Date.now();
  while (Date.now() - start < WARM_UP_MS) for (const query of warmUp) ask(build.document, query);
}
const differences: string[] = [];
queries.forEach((query, i) => {
  const answers: string[] = [];
  for (const build of i % 2 === 0 ? builds : [...builds].reverse()) {
    const cpuStart = process.cpuUsage();
    const start = process.hrtime.bigint();
    answers.push(ask(build.document, query));
    build.times.push(Number(process.hrtime.bigint() - start) / 1e6);
    const cpu = process.cpuUsage(cpuStart);
    build.cpu.push((cpu.user + cpu.system) / 1000);
  }
  if (answers[0] !== answers[1]) differences.push(`"${query.heardName}"${withCity ? ` / "${query.heardCity}"` : ''}`);
});

const ms = (value: number): string => `${value.toFixed(2)} ms`;
console.log(`${size.toLocaleString('en-US')} rows${vocabulary === 'wide' ? ' (wide vocabulary)' : ''}, hybrid ${withCity ? 'name + city' : 'name'}, ${queries.length} queries new to both builds`);
const meanOf = (values: readonly number[]): number => values.reduce((sum, t) => sum + t, 0) / values.length;
for (const { name, times, cpu } of builds) {
  console.log(`  ${name.padEnd(10)}  p50 ${ms(percentile(times, 50))}  p90 ${ms(percentile(times, 90))}  p99 ${ms(percentile(times, 99))}  mean ${ms(meanOf(times))}`
    + `   CPU: p50 ${ms(percentile(cpu, 50))}  p99 ${ms(percentile(cpu, 99))}  mean ${ms(meanOf(cpu))}`);
}
console.log(`  CPU mean, this build / baseline: ${(meanOf(builds[1]!.cpu) / meanOf(builds[0]!.cpu)).toFixed(3)}`);
console.log(differences.length === 0 ? '  answers: all the same' : `  answers: ${differences.length} differ, e.g. ${differences.slice(0, SHOWN_DIFFERENCES).join(', ')}`);
process.exitCode = differences.length === 0 ? 0 : 1;
