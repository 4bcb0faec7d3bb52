// Loading a large CSV reports its progress, so a command can show a bar and rows per second.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDocument } from '@switchboard/matcher';

const ROWS = 60_000;
let directory = '';

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'switchboard-progress-'));
  const lines = ['Account ID,Full Name'];
  for (let i = 0; i < ROWS; i++) lines.push(`A${100000 + i},Customer Number ${i}`);
  await writeFile(join(directory, 'customers.csv'), `${lines.join('\r\n')}\r\n`);
  await writeFile(join(directory, 'customers.lookup.json'), JSON.stringify({
    files: ['customers.csv'],
    lookups: [{ tool_name: 'find_account', search_column: 'Account ID', match_mode: 'exact' }],
  }));
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('load progress', () => {
  test('a streamed CSV reports rows and bytes as it reads, ending with the whole file', async () => {
    const events: { file: string; rows: number; bytesRead: number; totalBytes: number }[] = [];
    const document = await loadDocument(join(directory, 'customers.lookup.json'), { onProgress: (progress) => events.push({ ...progress }) });
    expect(document.call('find_account', { account_id: 'A100042' }).result).toBe('confident');
    expect(events.length).toBeGreaterThan(1);
    const last = events.at(-1)!;
    expect(last).toMatchObject({ file: 'customers.csv', rows: ROWS + 1 });
    expect(last.bytesRead).toBe(last.totalBytes);
    events.slice(1).forEach((event, i) => expect(event.rows).toBeGreaterThanOrEqual(events[i]!.rows));
  });
});
