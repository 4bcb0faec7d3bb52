// A folder given to replay: its call files linked from elsewhere (a shared set of calls) are replayed too.
import { copyFileSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, test } from '@jest/globals';
import { memoryIO } from '../src/io.js';
import { main } from '../src/main.js';
import { ROOT } from './cliProcess.js';

const CARE = join(ROOT, 'flows/customer-care');
/** What `switchboard replay calls` printed and its exit status: one run, that every row below reads. */
let replayed = { status: -1, out: '' };

beforeAll(async () => {
  const folder = mkdtempSync(join(tmpdir(), 'switchboard-linked-'));
  for (const file of ['flow.yaml', 'customers.lookup.json', 'customers.xlsx']) copyFileSync(join(CARE, file), join(folder, file));
  mkdirSync(join(folder, 'calls'));
  mkdirSync(join(folder, 'shared'));
  copyFileSync(join(CARE, 'calls/confident-name.call.yaml'), join(folder, 'calls/confident-name.call.yaml'));
  copyFileSync(join(CARE, 'calls/surname-alone.call.yaml'), join(folder, 'shared/surname-alone.yaml'));
  symlinkSync('../shared/surname-alone.yaml', join(folder, 'calls/surname-alone.call.yaml'));
  symlinkSync('../shared/gone.yaml', join(folder, 'calls/gone.call.yaml'));
  const io = memoryIO('', folder);
  replayed = { status: await main(['replay', 'calls'], io), out: io.out() };
});

test.each([
  // Exit 2: the link to nothing could not be replayed (the others are, and reported).
  ['a call file in the folder is replayed', 'PASS a misheard name is found with confidence (calls/confident-name.call.yaml)'],
  ['a call file linked into the folder is replayed as well', '(calls/surname-alone.call.yaml)'],
  ['a link to nothing is reported, not skipped', 'INVALID gone (calls/gone.call.yaml)'],
  ['the summary counts all three', '3 calls: 2 passed, 0 failed, 1 invalid'],
])('%s', (_case, shown) => {
  expect(replayed.status).toBe(2);
  expect(replayed.out).toContain(shown);
});
