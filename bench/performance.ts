// Issue 6 benchmark: load + index time, heap per row and per-lookup p50/p99 from 10k to 1M rows, beside the anchors.
import { spawn } from 'node:child_process';
import { cpus, tmpdir } from 'node:os';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SizeFigures } from './performance/measureSize.js';
import { formatMs, markdownTable, plainTable, sizeHeading, sizeTable } from './performance/report.js';

export const DEFAULT_SIZES = [10_000, 100_000, 1_000_000];
const REPOSITORY_ROOT = fileURLToPath(new URL('..', import.meta.url));
const MEASURE_SIZE = fileURLToPath(new URL('./performance/measureSize.ts', import.meta.url));
// Generous: the point is to measure the heap a size needs, not to fail at an arbitrary cap.
const CHILD_HEAP_MIB = 12_288;

/** Runs one size in a fresh Node process with `--expose-gc`, so sizes never share a heap or a JIT profile. */
async function measureInChild(size: number, skipAnchors: Readonly<Record<string, string>>): Promise<SizeFigures> {
  const directory = await mkdtemp(join(tmpdir(), 'switchboard-bench-'));
  const resultPath = join(directory, `size-${size}.json`);
  try {
    // The engine is the built package (packages/*/dist, `tsc -b`), as an installed @switchboard/matcher runs: the
    // sources through tsx carry its helpers (a __name call per closure) into every hot loop.
    const args = ['--expose-gc', `--max-old-space-size=${CHILD_HEAP_MIB}`, '--import', 'tsx', MEASURE_SIZE, String(size), resultPath, JSON.stringify(skipAnchors)];
    const child = spawn(process.execPath, args, { cwd: REPOSITORY_ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal]));
    });
    const saved = await readFile(resultPath, 'utf8').then((text) => JSON.parse(text) as SizeFigures, () => undefined);
    if (code === 0 && saved) return saved;
    const failure = `the process measuring ${size.toLocaleString('en-US')} rows ended with ${signal ?? `exit code ${code}`} (its output is above)`;
    if (!saved) throw new Error(failure);
    return { ...saved, unfinished: `${saved.unfinished ?? 'unfinished'}: ${failure}` };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

interface Target {
  size: number;
  what: string;
  limit: string;
  actual: (figures: SizeFigures) => number | undefined;
  max: number;
  format: (value: number) => string;
}

const hybridP99 = (figures: SizeFigures): number | undefined =>
  Math.max(...figures.modes.filter((mode) => mode.label.startsWith('hybrid')).map((mode) => mode.latency.p99Ms));

const TARGETS: readonly Target[] = [
  { size: 10_000, what: 'hybrid p99', limit: '≤ 1 ms', actual: hybridP99, max: 1, format: formatMs },
  { size: 1_000_000, what: 'hybrid p99', limit: '≤ 15 ms', actual: hybridP99, max: 15, format: formatMs },
  { size: 1_000_000, what: 'exact p50', limit: '≤ 5 µs', actual: (figures) => figures.modes.find((mode) => mode.label.startsWith('exact (Account'))?.latency.p50Ms, max: 0.005, format: formatMs },
  { size: 1_000_000, what: 'load + index', limit: '≤ 30 s', actual: (figures) => figures.loadMs, max: 30_000, format: formatMs },
  { size: 1_000_000, what: 'heap', limit: '≤ 1 GiB', actual: (figures) => figures.heapBytes, max: 2 ** 30, format: (bytes) => `${Math.round(bytes / 2 ** 20)} MiB` },
];

function targetLines(results: readonly SizeFigures[]): string[] {
  return TARGETS.flatMap((target) => {
    const figures = results.find((result) => result.size === target.size);
    const value = figures ? target.actual(figures) : undefined;
    if (value === undefined || !Number.isFinite(value)) return [];
    return [`- ${target.size.toLocaleString('en-US')} rows, ${target.what} ${target.limit}: ${target.format(value)} ${value <= target.max ? 'met' : 'NOT met'}`];
  });
}

/**
 * Measures every size in its own process, then prints a table per size and the same as markdown for `docs/performance.md`.
 *
 * @example
 *   await runPerformance({ sizes: [10_000, 100_000] })
 */
export async function runPerformance(options: { sizes?: number[] } = {}): Promise<void> {
  const sizes = options.sizes ?? DEFAULT_SIZES;
  const command = `npx tsc -b && npx tsx bench/performance.ts --sizes ${sizes.join(',')}`;
  process.stdout.write(`\nPerformance: ${sizes.map((size) => size.toLocaleString('en-US')).join(', ')} rows; each size in its own process.\n`);
  const results: SizeFigures[] = [];
  // An anchor over the one-second limit at one size is over it at every larger size.
  const skipAnchors: Record<string, string> = {};
  for (const size of [...sizes].sort((a, b) => a - b)) {
    process.stdout.write(`\n== ${size.toLocaleString('en-US')} rows ==\n`);
    try {
      const figures = await measureInChild(size, skipAnchors);
      results.push(figures);
      for (const anchor of figures.anchors) {
        if (anchor.status === 'skipped' && skipAnchors[anchor.name] === undefined) {
          skipAnchors[anchor.name] = `${anchor.reason} at ${size.toLocaleString('en-US')} rows`;
        }
      }
      if (figures.unfinished) process.stdout.write(`partial: ${figures.unfinished}\n`);
      process.stdout.write(`${plainTable(sizeTable(figures))}\n`);
    } catch (error) {
      process.stdout.write(`${error instanceof Error ? error.message : String(error)}\n`);
    }
  }
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const markdown = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} × ${cpu}, Node ${process.version}, engine: ${results[0]?.engine ?? 'n/a'}.`,
    `Command: \`${command}\``,
    '',
    ...results.flatMap((figures) => [`### ${sizeHeading(figures)}`, '', markdownTable(sizeTable(figures)), '']),
    '### Targets (issue 6)',
    '',
    ...targetLines(results),
  ].join('\n');
  process.stdout.write(`\n---- markdown for docs/performance.md ----\n\n${markdown}\n`);
}

function sizesFromArguments(argv: readonly string[]): number[] | undefined {
  const at = argv.findIndex((arg) => arg === '--sizes' || arg.startsWith('--sizes='));
  if (at < 0) return undefined;
  const value = argv[at]?.includes('=') ? argv[at]?.slice('--sizes='.length) : argv[at + 1];
  const sizes = (value ?? '').split(',').map((size) => Number(size.replaceAll('_', '')));
  if (sizes.length === 0 || sizes.some((size) => !Number.isInteger(size) || size <= 0)) {
    throw new Error(`--sizes takes row counts separated by commas, such as --sizes 10000,100000 (got "${value ?? ''}")`);
  }
  return sizes;
}

// Standalone, after `npx tsc -b` (it measures the built packages): `npx tsx bench/performance.ts [--sizes 10000,100000]`.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const sizes = sizesFromArguments(process.argv.slice(2));
  await runPerformance(sizes ? { sizes } : {});
}
