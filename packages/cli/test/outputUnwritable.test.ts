// Output that cannot be written (`> report.json` on a full disk) is said with a code and exits 2, not a stack trace.
import { expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { memoryIO } from '../src/io.js';
import { main } from '../src/main.js';
import { CLI_TEST_TIMEOUT_MS, commandLine, ROOT } from './cliProcess.js';

/** Runs the command with its stdout on /dev/full, where every write fails with ENOSPC, as on a full disk. */
async function runOnFullDisk(args: readonly string[]): Promise<{ status: number | null; stderr: string }> {
  const full = openSync('/dev/full', 'w');
  try {
    const command = commandLine(args);
    const child = spawn(command.file, command.args, {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
      stdio: ['ignore', full, 'pipe'],
    });
    // Node's typings lose the 'pipe' once stdout is a file descriptor: the pipe is there, as stdio asks for it.
    const stderrPipe = child.stderr;
    if (stderrPipe === null) throw new Error('spawn gave the child no stderr pipe');
    let stderr = '';
    stderrPipe.on('data', (chunk: Buffer) => { stderr += chunk.toString('utf8'); });
    const status = await new Promise<number | null>((done, fail) => { child.on('error', fail); child.on('close', done); });
    return { status, stderr };
  } finally {
    closeSync(full);
  }
}

const COMMANDS: readonly [string, readonly string[]][] = [
  ['validate', ['validate', 'flows/customer-care/flow.yaml']],
  ['inspect --json', ['inspect', 'flows/customer-care/customers.lookup.json', '--json']],
  ['replay', ['replay', 'flows/customer-care/calls/accepts-transfer.call.yaml']],
];

// The process's stdout fails alike whichever command wrote to it (every command writes through the one process
// stdout of realIO, whose error handler says OUTPUT_UNWRITABLE): one command in a process of its own shows it.
(existsSync('/dev/full') ? test : test.skip)('inspect --json with its output on a full disk says so with a code and exits 2', async () => {
  const { status, stderr } = await runOnFullDisk(COMMANDS[1]![1]);
  expect({ status, stderr }).toEqual({
    status: 2,
    stderr: 'switchboard: OUTPUT_UNWRITABLE: cannot write the output: the disk it goes to is full (ENOSPC); free some space, or send the output elsewhere\n',
  });
}, CLI_TEST_TIMEOUT_MS);

// What makes each of them fail on a full disk, as the command above does: its report is written to stdout.
test.each(COMMANDS)('%s writes its report on stdout, which a full disk makes OUTPUT_UNWRITABLE', async (_, args) => {
  const io = memoryIO('', ROOT);
  expect(await main([...args], io)).toBe(0);
  expect(io.out()).not.toBe('');
});
