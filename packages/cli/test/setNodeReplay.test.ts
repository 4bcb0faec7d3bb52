// The billing-line demo's set nodes, replayed the way its author would: `npm run -s switchboard -- replay …`.
import { expect, test } from '@jest/globals';
import { CLI_TEST_TIMEOUT_MS, runCli } from './cliProcess.js';

test('npm run -s switchboard -- replay flows/billing-line/calls passes every call, with full coverage', async () => {
  const child = await runCli(['replay', 'flows/billing-line/calls', '--require-coverage'], { via: 'npm' });
  expect(child.stderr).toBe('');
  expect(child.stdout).toContain('PASS a known caller is greeted by name and put through to payments');
  expect(child.stdout).toMatch(/^4 calls: 4 passed, 0 failed$/m);
  expect(child.status).toBe(0);
}, CLI_TEST_TIMEOUT_MS);
