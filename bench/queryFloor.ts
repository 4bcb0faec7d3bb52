// What each query costs by itself, apart from what the process does around it. A single pass's p99 at a million rows
// also holds the collector: marking a 600 MB heap in steps of up to 8 ms, which land on whichever calls are under
// way. This asks the same 1,000 novel name queries (as `compareBuilds.ts` picks them) in several separate processes,
// one document each, collected after the load and warmed up on other callers' queries, then keeps each query's
// lowest time: a pause lands on different calls in each run, so the p99 of the lows is the calls' own work.
//
//   npx tsc -b && npx tsx bench/queryFloor.ts [--size=1000000] [--city] [--runs=2]
//
// Prints each run's p50/p99 and, over the runs, the lows' p50/p90/p99 and mean.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDocument } from '@switchboard/matcher';
import { ensureCustomerTable, generateCustomers } from './performance/generateTable.js';
import { BENCH_TOOLS, writeLookupDocument } from './performance/lookupDocument.js';
import { benchQueries } from './performance/speechErrors.js';
import { percentile } from './performance/stats.js';

const WARM_UP_MS = 1000;
const CHILD_HEAP_MIB = 8000;
const USAGE = 'usage: npx tsx bench/queryFloor.ts [--size=1000000] [--city] [--runs=2]';

export interface QueryFloorOptions {
  size: number;
  city: boolean;
  runs: number;
  /** Internal: the file a child process writes its times to. */
  child?: string;
}

/** Reads the command line; throws on an option it does not know or a count that is not a positive whole number. */
export function queryFloorOptions(argv: readonly string[]): QueryFloorOptions {
  const options: QueryFloorOptions = { size: 1_000_000, city: false, runs: 2 };
  const count = (name: string, text: string): number => {
    const value = Number(text.replace(/_/g, ''));
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a positive whole number, got "${text}"`);
    return value;
  };
  for (const arg of argv) {
    if (arg === '--city') options.city = true;
    else if (arg.startsWith('--size=')) options.size = count('size', arg.slice(7));
    else if (arg.startsWith('--runs=')) options.runs = count('runs', arg.slice(7));
    else if (arg.startsWith('--child=')) options.child = arg.slice(8);
    else throw new Error(`unknown option "${arg}"`);
  }
  return options;
}

/** One run: load, collect, warm up, time the queries; writes their times (ms, in query order) to `out`. */
async function timeOneRun({ size, city }: QueryFloorOptions, out: string): Promise<void> {
  const customers = generateCustomers(size);
  const path = await writeLookupDocument(await ensureCustomerTable(size, customers));
  // The benchmark's own queries: the name + city lookup has its own (`benchQueries`).
  const sets = benchQueries(customers);
  const warmUpSet = city ? sets.cityWarmUp : sets.warmUp;
  const queries = (city ? sets.cityQueries : sets.queries).names;
  const document = await loadDocument(path, { maxRows: 10_000_000 });
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const { hybridName, hybridNameCity } = BENCH_TOOLS;
  const ask = (query: (typeof queries)[number]): unknown => city
    ? document.call(hybridNameCity.tool, { [hybridNameCity.param]: query.heardName, [hybridNameCity.cityParam]: query.heardCity })
    : document.call(hybridName.tool, { [hybridName.param]: query.heardName });
  const start = Date.now();
  while (Date.now() - start < WARM_UP_MS) for (const query of warmUpSet.names) ask(query);
  const times = queries.map((query) => {
    const begin = process.hrtime.bigint();
    ask(query);
    return Number(process.hrtime.bigint() - begin) / 1e6;
  });
  writeFileSync(out, JSON.stringify({ times, names: queries.map((query) => query.heardName) }));
}

function report(runs: readonly (readonly number[])[], names: readonly string[], options: QueryFloorOptions): void {
  const ms = (value: number): string => `${value.toFixed(2)} ms`;
  console.log(`${options.size.toLocaleString('en-US')} rows, hybrid ${options.city ? 'name + city' : 'name'}, ${names.length} novel queries, ${runs.length} runs`);
  runs.forEach((times, i) => console.log(`  run ${i + 1}: p50 ${ms(percentile(times, 50))}  p99 ${ms(percentile(times, 99))}`));
  const lows = names.map((_, q) => Math.min(...runs.map((times) => times[q]!)));
  const mean = lows.reduce((sum, t) => sum + t, 0) / lows.length;
  console.log(`  each query's lowest: p50 ${ms(percentile(lows, 50))}  p90 ${ms(percentile(lows, 90))}  p99 ${ms(percentile(lows, 99))}  mean ${ms(mean)}`);
  const slowest = lows.map((t, q) => [t, names[q]!] as const).sort((a, b) => b[0] - a[0]).slice(0, 5);
  console.log(`  slowest by their lowest: ${slowest.map(([t, name]) => `"${name}" ${ms(t)}`).join(', ')}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  let options: QueryFloorOptions;
  try {
    options = queryFloorOptions(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    process.exit(2);
  }
  if (options.child !== undefined) {
    await timeOneRun(options, options.child);
  } else {
    const folder = mkdtempSync(join(tmpdir(), 'query-floor-'));
    try {
      const runs: number[][] = [];
      let names: string[] = [];
      for (let run = 0; run < options.runs; run++) {
        const out = join(folder, `run-${run}.json`);
        const args = ['--expose-gc', `--max-old-space-size=${CHILD_HEAP_MIB}`, '--import', 'tsx', fileURLToPath(import.meta.url), `--size=${options.size}`, `--child=${out}`, ...(options.city ? ['--city'] : [])];
        const child = spawnSync(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'] });
        if (child.status !== 0) throw new Error(`run ${run + 1} failed (exit ${child.status ?? child.signal})`);
        const result = JSON.parse(readFileSync(out, 'utf8')) as { times: number[]; names: string[] };
        runs.push(result.times);
        names = result.names;
      }
      report(runs, names, options);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }
}
