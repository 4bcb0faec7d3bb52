// The billing-line demo's set nodes, replayed the way its author would: `switchboard replay flows/billing-line/calls`.
// The command runs in this process: what a process adds (npm, its status, stdout a pipe) is turnSplitReplay.test's
// and typedFrom.test's, which run `npm run -s switchboard -- …`.
import { expect, test } from '@jest/globals';
import { memoryIO } from '../src/io.js';
import { main } from '../src/main.js';
import { ROOT } from './cliProcess.js';

test('switchboard replay flows/billing-line/calls passes every call, with full coverage', async () => {
  const io = memoryIO('', ROOT);
  const status = await main(['replay', 'flows/billing-line/calls', '--require-coverage'], io);
  expect(io.err()).toBe('');
  expect(io.out()).toContain('PASS a known caller is greeted by name and put through to payments');
  expect(io.out()).toMatch(/^4 calls: 4 passed, 0 failed$/m);
  expect(status).toBe(0);
});
