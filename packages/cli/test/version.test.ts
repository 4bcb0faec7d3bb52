// `switchboard --version` (or -V): the cli package's version, read from its package.json when asked.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@jest/globals';
import { memoryIO } from '../src/io.js';
import { main } from '../src/main.js';
import { ROOT, runCli, CLI_TEST_TIMEOUT_MS } from './cliProcess.js';

const { version } = JSON.parse(readFileSync(join(ROOT, 'packages/cli/package.json'), 'utf8')) as { version: string };

test.each([['--version'], ['-V']])('switchboard %s prints the cli package\'s version on stdout and exits 0', async (flag) => {
  const io = memoryIO();
  expect(await main([flag], io)).toBe(0);
  expect(io.out()).toBe(`${version}\n`);
  expect(io.err()).toBe('');
});

test('switchboard --version with another word is a usage error (exit 2)', async () => {
  const io = memoryIO();
  expect(await main(['--version', 'validate'], io)).toBe(2);
  expect(io.err()).toContain('switchboard: USAGE: unexpected argument "validate"');
  expect(io.out()).toBe('');
});

test.each([[['--version', '--help']], [['help', '--version']], [['-V', '-h']]])('switchboard %j prints the usage, which names --version (exit 0)', async (argv) => {
  const io = memoryIO();
  expect(await main(argv, io)).toBe(0);
  expect(io.out()).toContain('switchboard --version          the version (or -V)');
  expect(io.err()).toBe('');
});

test('switchboard --help names --version', async () => {
  const io = memoryIO();
  await main(['--help'], io);
  expect(io.out()).toContain('switchboard --version');
});

test('from source, as a clone runs it, --version is the package\'s version', async () => {
  const { status, stdout } = await runCli(['--version'], { via: 'tsx' });
  expect({ status, stdout }).toEqual({ status: 0, stdout: `${version}\n` });
}, CLI_TEST_TIMEOUT_MS);

test('the built command (bin/switchboard.js, as an installed package runs it) says the same version', () => {
  // npm test builds first (tsc -b); bin/switchboard.js runs dist/main.js.
  const stdout = execFileSync(process.execPath, [join(ROOT, 'packages/cli/bin/switchboard.js'), '--version'], { encoding: 'utf8' });
  expect(stdout).toBe(`${version}\n`);
});
