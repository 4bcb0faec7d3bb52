// Relative paths given to `npm run switchboard -- …` are read from the folder it was typed in, not the repository root.
import { describe, expect, test } from '@jest/globals';
import { join } from 'node:path';
import { memoryIO } from '../src/io.js';
import { main } from '../src/main.js';
import { typedFrom } from '../src/typedFrom.js';
import { CLI_TEST_TIMEOUT_MS, ROOT, runCli } from './cliProcess.js';

describe('npm run -s switchboard -- … typed in flows/customer-care', () => {
  // Until 2026-12-06 npm ran the command in the root and every relative path was read from there: flow.yaml not found.
  test('validate reads its relative path from there', async () => {
    const result = await runCli(['validate', 'flow.yaml'], { via: 'npm', cwd: join(ROOT, 'flows/customer-care') });
    expect(result).toEqual({ status: 0, stdout: 'flow.yaml: ok\n', stderr: '' });
  }, CLI_TEST_TIMEOUT_MS);

  // The folder typed in reaches every command as io.cwd (the test above, through npm); lookup reads its document,
  // and the document its tables, from there. In this process, whose own folder is the root.
  test('lookup reads its relative path from there', async () => {
    const io = memoryIO('', join(ROOT, 'flows/customer-care'));
    expect(await main(['lookup', 'customers.lookup.json', '--tool', 'lookup_customer', '--arg', 'full_name=Kaitlyn Meyers'], io)).toBe(0);
    expect(io.err()).toBe('');
    expect(io.out()).toContain('"Full Name":"Caitlin Myers"');
  });
});

test.each([
  { name: 'npm run switchboard typed in a subfolder', cwd: '/repo', env: { npm_lifecycle_event: 'switchboard', INIT_CWD: '/repo/flows' }, folder: '/repo/flows' },
  { name: 'npm start, whose paths are the root\'s', cwd: '/repo', env: { npm_lifecycle_event: 'start', INIT_CWD: '/repo/flows' }, folder: '/repo' },
  { name: 'the command run by itself, INIT_CWD left from an npm around it', cwd: '/work/sub', env: { INIT_CWD: '/work' }, folder: '/work/sub' },
  { name: 'an INIT_CWD that is no absolute path', cwd: '/repo', env: { npm_lifecycle_event: 'switchboard', INIT_CWD: 'flows' }, folder: '/repo' },
])('$name: relative paths are read from $folder', ({ cwd, env, folder }) => {
  expect(typedFrom(cwd, env)).toBe(folder);
});
