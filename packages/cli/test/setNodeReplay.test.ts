// The billing-line demo's set nodes, replayed the way its author would: `npm run -s switchboard -- replay …`.
import { expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

test('npm run -s switchboard -- replay flows/billing-line/calls passes every call, with full coverage', () => {
  const child = spawnSync('npm', ['run', '-s', 'switchboard', '--', 'replay', 'flows/billing-line/calls', '--require-coverage'], {
    cwd: root, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
  });
  expect(child.stderr).toBe('');
  expect(child.stdout).toContain('PASS a known caller is greeted by name and put through to payments');
  expect(child.stdout).toMatch(/^4 calls: 4 passed, 0 failed$/m);
  expect(child.status).toBe(0);
});
