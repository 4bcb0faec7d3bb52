// Ctrl-C during `switchboard run --save FILE`, as a terminal sends it: a real SIGINT to the command's process group.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { createServer, type ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memoryIO } from '../src/io.js';
import { main } from '../src/main.js';
import { interruptMessages, SAME_INTERRUPT_MS } from '../src/runInterrupt.js';
import { CLI_TEST_TIMEOUT_MS, ROOT, startCli, type CliOptions } from './cliProcess.js';

let scratch = '';
beforeAll(async () => { scratch = await mkdtemp(join(tmpdir(), 'switchboard-run-interrupt-')); });
afterAll(async () => { await rm(scratch, { recursive: true, force: true }); });

/** Starts `switchboard run ARGS…` with stdin left open (the caller still on the line), and a way to wait for its output. */
function startRun(args: readonly string[], via?: CliOptions['via']) {
  const { child, done } = startCli(['run', ...args], { input: null, via });
  let stdout = '';
  const waiters: { text: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
    for (const waiter of waiters.filter(({ text }) => stdout.includes(text))) waiter.resolve();
  });
  child.on('close', () => {
    for (const { text, reject } of waiters) reject(new Error(`the command ended before printing "${text}"; it printed:\n${stdout}`));
  });
  return {
    child,
    done,
    /** Resolves once stdout holds `text`; rejects when the command ends without printing it. */
    printed: (text: string) => new Promise<void>((resolve, reject) => {
      if (stdout.includes(text)) resolve();
      else waiters.push({ text, resolve, reject });
    }),
    /** Ctrl-C at a terminal: SIGINT to the whole foreground process group. */
    interrupt: () => { process.kill(-child.pid!, 'SIGINT'); },
  };
}

interface SavedCall { format: string; flow: { node: string } }

describe('Ctrl-C during switchboard run --save FILE', () => {
  test('while the call waits for the caller saves it where it stands, and --resume goes on from there', async () => {
    const saved = join(scratch, 'waiting.json');
    const call = startRun(['flows/customer-care/flow.yaml', '--save', saved]);
    call.child.stdin.write('Sean Riley\n');
    await call.printed('Which city do you live in?');
    call.interrupt();
    const { status, stdout } = await call.done;

    expect(status).toBe(130);
    expect(stdout).toContain(`${interruptMessages.listening('ask_city')}\n[call saved to ${saved}; continue it with --resume ${saved}]\n`);
    expect((JSON.parse(await readFile(saved, 'utf8')) as SavedCall).flow.node).toBe('ask_city');
    // Resumed in this process: that a saved call resumes in a new process is run.test.ts's; here, the file Ctrl-C saved.
    const resumed = memoryIO('Denver\n', ROOT);
    expect(await main(['run', 'flows/customer-care/flow.yaml', '--resume', saved], resumed)).toBe(0);
    expect(resumed.out()).toContain('Thank you, Sean Riley. I have your account A 1 0 0 0 3 in Denver');
  }, CLI_TEST_TIMEOUT_MS);

  test('on the agent\'s turn drops the turn at once and saves the call as it last waited for the caller', async () => {
    // A client database that never answers, under a timeout past the test's deadline: only Ctrl-C ends this turn.
    const pending: ServerResponse[] = [];
    let asked: () => void = () => undefined;
    const lookupAsked = new Promise<void>((resolve) => { asked = resolve; });
    const server = createServer((_request, response) => { pending.push(response); asked(); });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const flow = join(scratch, 'slow-turn.yaml');
    await writeFile(flow, [
      'name: slow-turn',
      `caller_lookup: { url: "http://127.0.0.1:${(server.address() as AddressInfo).port}/clients", timeout_ms: 120000 }`,
      'start: ask_name',
      'nodes:',
      '  ask_name: { kind: collect, text: May I have your name?, into: caller_name, next: identify }',
      '  identify:',
      '    kind: lookup',
      '    text: "#caller_lookup"',
      '    into: client',
      '    on: { found: bye, not_found: bye, error: bye }',
      '  bye: { kind: end, text: Goodbye. }',
      '',
    ].join('\n'));
    const saved = join(scratch, 'mid-turn.json');
    try {
      const call = startRun([flow, '--caller', '+15550100123', '--save', saved]);
      await call.printed('May I have your name?');
      call.child.stdin.write('Ann Lee\n');
      await lookupAsked;
      call.interrupt();
      const { status, stdout } = await call.done;

      expect(status).toBe(130);
      expect(stdout).toContain(`${interruptMessages.midTurn('identify', 'ask_name', 'Ann Lee')}\n[call saved to ${saved};`);
      expect(stdout).not.toContain('Goodbye.');
      expect((JSON.parse(await readFile(saved, 'utf8')) as SavedCall).flow.node).toBe('ask_name');
    } finally {
      for (const response of pending) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, CLI_TEST_TIMEOUT_MS);

  test('a second Ctrl-C quits at once, while the save still waits', async () => {
    // A named pipe no one reads: writing the snapshot there waits for ever, as a hung network drive would.
    const stuck = join(scratch, 'stuck.fifo');
    execFileSync('mkfifo', [stuck]);
    // Through tsx, as a shell would: the second Ctrl-C ends the command by SIGINT itself, which a shell (and tsx, in the
    // process it starts) shows as the status 130; a process spawned straight from node has no status then.
    const call = startRun(['flows/customer-care/flow.yaml', '--save', stuck], 'tsx');
    call.child.stdin.write('Sean Riley\n');
    await call.printed('Which city do you live in?');
    call.interrupt();
    await call.printed(interruptMessages.listening('ask_city'));
    // Past the moment a SIGINT is still the first Ctrl-C (sent on again by tsx): this one is typed on purpose.
    await new Promise((wait) => setTimeout(wait, SAME_INTERRUPT_MS * 2));
    call.interrupt();
    const { status, stdout } = await call.done;

    expect(status).toBe(130);
    expect(stdout).not.toContain('[call saved');
    expect(existsSync(stuck)).toBe(true);
  }, CLI_TEST_TIMEOUT_MS);
});
