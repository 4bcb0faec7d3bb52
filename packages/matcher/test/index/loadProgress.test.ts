// Loading a large table reports its progress, reading, building its table and indexing, so a command can show a bar and rows per second.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDocument, type BuildingProgress, type IndexingProgress, type LoadProgress, type ReadingProgress } from '@switchboard/matcher';
import { personRow, writeLongWorkbook } from '../support/generatedTables.js';

// (Over 1 MiB: read in several chunks.)
const CSV_ROWS = 60_000;
// (Its name column is indexed as any: in a second or so.)
const NAME_ROWS = 10_000;
// More than DIRECT_READ_ROWS (20,000): the workbook is read row by row.
const LONG_SHEET_ROWS = 25_000;
const SHORT_SHEET_ROWS = 300;
let directory = '';

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'switchboard-progress-'));
  const lines = ['Account ID,Full Name', ...Array.from({ length: CSV_ROWS }, (_, i) => personRow(i).join(','))];
  await writeFile(join(directory, 'customers.csv'), `${lines.join('\r\n')}\r\n`);
  await writeFile(join(directory, 'names.csv'), `${lines.slice(0, NAME_ROWS + 1).join('\n')}\n`);
  await writeLongWorkbook(join(directory, 'long.xlsx'), 'People', ['Account ID', 'Full Name'], Array.from({ length: LONG_SHEET_ROWS }, (_, i) => personRow(i)));
  await writeLongWorkbook(join(directory, 'short.xlsx'), 'People', ['Account ID', 'Full Name'], Array.from({ length: SHORT_SHEET_ROWS }, (_, i) => personRow(i)));
  const documents: Record<string, object> = {
    'csv.lookup.json': {
      files: ['customers.csv', 'names.csv'],
      lookups: [
        { tool_name: 'find_account', search_column: 'Account ID', match_mode: 'exact' },
        { tool_name: 'find_customer', file: 'names.csv', search_column: 'Full Name', match_mode: 'hybrid' },
      ],
    },
    'long.lookup.json': { files: ['long.xlsx'], lookups: [{ tool_name: 'find_account', search_column: 'Account ID', match_mode: 'exact' }] },
    'short.lookup.json': { files: ['short.xlsx'], lookups: [{ tool_name: 'find_account', search_column: 'Account ID', match_mode: 'exact' }] },
  };
  for (const [name, document] of Object.entries(documents)) await writeFile(join(directory, name), JSON.stringify(document));
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

// Each document is loaded once, its events shared by the tests reading them.
const loads = new Map<string, Promise<LoadProgress[]>>();

function eventsOf(document: string): Promise<LoadProgress[]> {
  let events = loads.get(document);
  if (events === undefined) loads.set(document, (events = loadWithEvents(document)));
  return events;
}

async function loadWithEvents(document: string): Promise<LoadProgress[]> {
  const events: LoadProgress[] = [];
  const loaded = await loadDocument(join(directory, document), { onProgress: (progress) => events.push({ ...progress }) });
  expect(loaded.call('find_account', { account_id: 'A100042' }).result).toBe('confident');
  return events;
}

const reading = (events: readonly LoadProgress[]): ReadingProgress[] => events.filter((event): event is ReadingProgress => event.phase === 'reading');
const building = (events: readonly LoadProgress[], file: string): BuildingProgress[] =>
  events.filter((event): event is BuildingProgress => event.phase === 'building' && event.file === file);
const indexing = (events: readonly LoadProgress[], tool: string): IndexingProgress[] =>
  events.filter((event): event is IndexingProgress => event.phase === 'indexing' && event.tool === tool);

/** Shares that never go back, with at least `between` of them strictly between 0 and 1, ending at 1. */
function expectMoving(shares: readonly number[], between: number): void {
  shares.slice(1).forEach((share, i) => expect(share).toBeGreaterThanOrEqual(shares[i]!));
  expect(shares.filter((share) => share > 0 && share < 1).length).toBeGreaterThanOrEqual(between);
  expect(shares.at(-1)).toBe(1);
}

describe('load progress', () => {
  test('a streamed CSV reports its rows as it reads, the header not counted, ending with the whole file', async () => {
    const events = reading(await eventsOf('csv.lookup.json')).filter((event) => event.file === 'customers.csv');
    expect(events.length).toBeGreaterThan(1);
    expect(events.at(-1)).toEqual({ phase: 'reading', file: 'customers.csv', rows: CSV_ROWS, share: 1 });
    expectMoving(events.map((event) => event.share), 1);
    events.slice(1).forEach((event, i) => expect(event.rows).toBeGreaterThanOrEqual(events[i]!.rows));
  });

  test('building each lookup\'s index reports its column and how far it has got, not only its end', async () => {
    const events = await eventsOf('csv.lookup.json');
    // (Each lookup's file is read, then its table built, then its index, in the document's order.)
    expect(events.map((event) => `${event.phase} ${event.file}`).filter((step, i, steps) => step !== steps[i - 1]))
      .toEqual(['reading customers.csv', 'building customers.csv', 'indexing customers.csv', 'reading names.csv', 'building names.csv', 'indexing names.csv']);
    for (const [tool, file, column, rows] of [['find_account', 'customers.csv', 'Account ID', CSV_ROWS], ['find_customer', 'names.csv', 'Full Name', NAME_ROWS]] as const) {
      const built = indexing(events, tool);
      expectMoving(built.map((event) => event.share), 3);
      for (const event of built) expect(event).toMatchObject({ file, column, rows });
    }
  });

  // Until 2026-12-06 nothing was told between the last rows read and the index: a wide file's table took seconds there.
  test('building each file\'s table reports its data rows and how far they are packed, from 0 to the whole table', async () => {
    const events = await eventsOf('csv.lookup.json');
    for (const [file, rows] of [['customers.csv', CSV_ROWS], ['names.csv', NAME_ROWS]] as const) {
      const built = building(events, file);
      expect(built[0]).toEqual({ phase: 'building', file, rows, share: 0 });
      expectMoving(built.map((event) => event.share), 3);
      for (const event of built) expect(event.rows).toBe(rows);
    }
    const sheet = building(await eventsOf('long.lookup.json'), 'long.xlsx');
    expectMoving(sheet.map((event) => event.share), 3);
    expect(sheet.at(-1)).toEqual({ phase: 'building', file: 'long.xlsx', sheet: 'People', rows: LONG_SHEET_ROWS, share: 1 });
  });

  test('a long workbook sheet reports its rows as it is read, then its index', async () => {
    const events = await eventsOf('long.lookup.json');
    const read = reading(events);
    expectMoving(read.map((event) => event.share), 3);
    expect(read.at(-1)).toEqual({ phase: 'reading', file: 'long.xlsx', rows: LONG_SHEET_ROWS, share: 1 });
    const built = indexing(events, 'find_account');
    expectMoving(built.map((event) => event.share), 3);
    expect(built.at(-1)).toEqual({ phase: 'indexing', file: 'long.xlsx', sheet: 'People', tool: 'find_account', column: 'Account ID', rows: LONG_SHEET_ROWS, share: 1 });
  });

  test('a short workbook, read whole by read-excel-file, reports its rows once read', async () => {
    const read = reading(await eventsOf('short.lookup.json'));
    expect(read.at(-1)).toEqual({ phase: 'reading', file: 'short.xlsx', rows: SHORT_SHEET_ROWS, share: 1 });
  });
});
