// What a load keeps while it indexes: a CSV's cells, one string a cell, are let go once its tables are built (packed).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { expect, test } from '@jest/globals';
import { loadDocument } from '../src/index.js';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const liveHeap = (): number => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

// Until 2026-12-06 a CSV's cells stayed until the load ended, through the indexing of its lookups: 60 MB of a hybrid
// lookup's 440 MB peak at 200,000 rows (measured with scratch scripts; the test compares live heaps after a collection).
test.each([
  ['one lookup', [{ tool_name: 'find', search_column: 'Account ID', match_mode: 'exact' }]],
  ['two lookups, the second reading the file under another header_row', [
    { tool_name: 'find', search_column: 'Account ID', match_mode: 'exact' },
    { tool_name: 'find_again', search_column: 'B', header_row: 0, match_mode: 'exact' },
  ]],
])('a CSV of 60,000 rows is indexed without its cells held, once its tables are built (%s)', async (_name, lookups) => {
  const folder = mkdtempSync(join(tmpdir(), 'load-memory-'));
  const lines = ['Full Name,Account ID,City,Plan,Phone,Notes'];
  for (let i = 0; i < 60_000; i++) lines.push(`Caller Number ${i},A${100_000 + i},City ${i % 97},Plan ${i % 3},${5_550_100_000 + i},note ${i}`);
  writeFileSync(join(folder, 'callers.csv'), `${lines.join('\n')}\n`);
  writeFileSync(join(folder, 'callers.lookup.json'), JSON.stringify({ files: ['callers.csv'], lookups }));
  lines.length = 0;
  // The live heap as each lookup's indexing starts.
  const indexingStarts = new Map<string, number>();
  const doc = await loadDocument(join(folder, 'callers.lookup.json'), {
    onProgress: (progress) => {
      if (progress.phase === 'indexing' && !indexingStarts.has(progress.tool)) indexingStarts.set(progress.tool, liveHeap());
    },
  });
  const loaded = liveHeap();
  expect(doc.status().ok).toBe(true);
  expect(doc.call('find', { account_id: 'A159999' })).toMatchObject({ result: 'confident', row: { 'Full Name': 'Caller Number 59999' } });
  // The cells (360,000 strings, some 20 MB) are gone by the last lookup's indexing: the heap then holds no more than
  // after the load, which adds the indexes.
  expect(indexingStarts.size).toBe(lookups.length);
  expect([...indexingStarts.values()].at(-1)! - loaded).toBeLessThan(5 * 1024 * 1024);
});
