// The load progress bar, driven by real loads of generated files on a fake terminal, its clock injected.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDocument, type LoadProgress } from '@switchboard/matcher';
import { memoryIO } from '../src/io.js';
import { loadProgress } from '../src/loadProgress.js';
import { personRow, writeLongWorkbook } from '../../matcher/test/support/generatedTables.js';

const CSV_ROWS = 6_000;
// More than DIRECT_READ_ROWS (20,000): the workbook is read row by row.
const SHEET_ROWS = 25_000;
let directory = '';

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'switchboard-bar-'));
  const lines = ['Account ID,Full Name', ...Array.from({ length: CSV_ROWS }, (_, i) => personRow(i).join(','))];
  await writeFile(join(directory, 'customers.csv'), `${lines.join('\n')}\n`);
  await writeFile(join(directory, 'csv.lookup.json'), JSON.stringify({
    files: ['customers.csv'],
    lookups: [{ tool_name: 'find_customer', search_column: 'Full Name', match_mode: 'hybrid' }],
  }));
  await writeFile(join(directory, 'exact.lookup.json'), JSON.stringify({
    files: ['customers.csv'],
    lookups: [{ tool_name: 'find_account', search_column: 'Account ID', match_mode: 'exact' }],
  }));
  await writeLongWorkbook(join(directory, 'customers.xlsx'), 'People', ['Account ID', 'Full Name'], Array.from({ length: SHEET_ROWS }, (_, i) => personRow(i)));
  await writeFile(join(directory, 'xlsx.lookup.json'), JSON.stringify({
    files: ['customers.xlsx'],
    lookups: [{ tool_name: 'find_account', search_column: 'Account ID', match_mode: 'exact' }],
  }));
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** A clock reading 0 when the bar starts, then `later` ms for every event of the phases named (and for the finish). */
function phaseClock(later: number, phases: readonly LoadProgress['phase'][]): { now: () => number; seen: (progress: LoadProgress) => void } {
  let time = 0;
  return {
    now: () => time,
    seen: (progress) => { time = phases.includes(progress.phase) ? later : 0; },
  };
}

/** What a load of `document` writes on stderr, stderr a terminal or not, with the clock at `later` ms in `phases`. */
async function stderrOfLoad(document: string, terminal: boolean, later: number, phases: readonly LoadProgress['phase'][], env: NodeJS.ProcessEnv = {}): Promise<string> {
  const io = { ...memoryIO(), stderrIsTTY: terminal, env };
  const clock = phaseClock(later, phases);
  const bar = loadProgress(io, clock.now);
  await loadDocument(join(directory, document), { onProgress: (progress) => { clock.seen(progress); bar.onProgress(progress); } });
  clock.seen({ phase: 'indexing', file: '', tool: '', column: '', rows: 0, share: 1 });
  bar.finish();
  return io.err();
}

/** The bar's lines as drawn, one per redraw. */
const drawn = (stderr: string): string[] => stderr.split('\r\x1b[2K').filter((line) => line !== '');

describe('the load progress bar', () => {
  test('a read over within a second and an index built past it: the bar shows the index being built, moving, then the rows per second', async () => {
    const lines = drawn(await stderrOfLoad('csv.lookup.json', true, 2000, ['indexing']));
    const building = lines.filter((line) => line.includes('customers.csv: building the index of find_customer (Full Name), 6,000 rows'));
    const percents = new Set(building.map((line) => /\] (\d+)%/.exec(line)?.[1]));
    // (Not sitting at one figure: the share moves as the column's values are prepared and its lists built.)
    expect([...percents].filter((percent) => percent !== '0' && percent !== '100').length).toBeGreaterThanOrEqual(3);
    expect(lines.some((line) => line.includes('reading rows'))).toBe(false);
    expect(lines.at(-1)).toBe('loaded 6,000 rows in 2.0 s (3,000 rows/s)\n');
  });

  // Until 2026-12-06 the bar sat at reading's 100% while the table was built (seconds, for a file of 800 columns).
  test('a table built past a second: the bar shows it being built, moving, with its data rows', async () => {
    const lines = drawn(await stderrOfLoad('exact.lookup.json', true, 2000, ['building']));
    const built = lines.filter((line) => line.includes('customers.csv: building the table, 6,000 rows'));
    const percents = new Set(built.map((line) => /\] (\d+)%/.exec(line)?.[1]));
    expect([...percents].filter((percent) => percent !== '0' && percent !== '100').length).toBeGreaterThanOrEqual(3);
    expect(built.at(-1)).toBe('[########################] 100% customers.csv: building the table, 6,000 rows');
  });

  test('a slow read of a CSV shows the rows read, the header not counted', async () => {
    const lines = drawn(await stderrOfLoad('exact.lookup.json', true, 3000, ['reading', 'indexing']));
    expect(lines[0]).toBe('[########################] 100% customers.csv: reading rows, 6,000 rows, 2,000 rows/s');
    expect(lines.at(-1)).toBe('loaded 6,000 rows in 3.0 s (2,000 rows/s)\n');
  });

  test('a long workbook sheet shows its rows as they are read, then its index being built', async () => {
    const lines = drawn(await stderrOfLoad('xlsx.lookup.json', true, 5000, ['reading', 'indexing']));
    const read = lines.filter((line) => line.includes('customers.xlsx: reading rows'));
    expect(read.length).toBeGreaterThanOrEqual(4);
    expect(read.some((line) => /\] (?:[1-9]|[1-9]\d)% customers\.xlsx: reading rows, 4,095 rows/.test(line))).toBe(true);
    expect(read.at(-1)).toBe('[########################] 100% customers.xlsx: reading rows, 25,000 rows, 5,000 rows/s');
    expect(lines.some((line) => line.includes('customers.xlsx [People]: building the index of find_account (Account ID), 25,000 rows'))).toBe(true);
    expect(lines.at(-1)).toBe('loaded 25,000 rows in 5.0 s (5,000 rows/s)\n');
  });

  test.each([
    ['a slow load with stderr not a terminal', false, 2000, {}],
    ['a load within a second on a terminal', true, 900, {}],
    // Emacs's shell, a CI log viewer: it cannot clear a line, so the bar's escapes would be shown as they are.
    ['a slow load on a terminal that says it is dumb (TERM=dumb)', true, 2000, { TERM: 'dumb' }],
  ])('%s draws nothing', async (_name, terminal, later, env) => {
    expect(await stderrOfLoad('exact.lookup.json', terminal, later, ['reading', 'indexing'], env)).toBe('');
  });
});
