// The switchboard command in a child process, as a user runs it: killed with everything it started when its test
// ends, passes, fails or runs out of time (Jest does not stop a test that timed out, and a child left over kept a
// core busy on a machine the rest of the suite shares).
import { afterEach } from '@jest/globals';
import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** How long a command may run before it is killed and its test fails with what it printed: under Jest's limits below. */
export const CLI_DEADLINE_MS = 90_000;
/** A test timeout for a test that runs the command: the deadline, and room to report it. */
export const CLI_TEST_TIMEOUT_MS = CLI_DEADLINE_MS + 10_000;

export interface CliOptions {
  /**
   * `built` runs the installed entry point (`node packages/cli/bin/switchboard.js`, the build `tsc -b` made), the
   * default; `tsx` runs the command from source, as a clone's `npm run switchboard` does; `npm` as the README shows it
   * (`npm run -s switchboard -- …`, through tsx). A `built` run when the build is not that of the sources runs through tsx.
   */
  via?: 'built' | 'tsx' | 'npm';
  /** Written to the command's stdin, which is then closed (at once when absent); null leaves stdin open. */
  input?: string | Buffer | null;
  /** A file or folder given as the command's stdin, as a shell's `< PATH` does (then `input` is not written). */
  stdinFrom?: string;
  env?: Record<string, string>;
  /** The folder it is started in (the repository's root by default). */
  cwd?: string;
  /** Kill the command past this many milliseconds (default {@link CLI_DEADLINE_MS}). */
  deadlineMs?: number;
  /**
   * What `deadlineMs` counts from: the command's start (the default), or its first output, so that a test of the
   * deadline itself can give a short one that a loaded machine's slow start-up does not use up (until the command first
   * prints, {@link CLI_DEADLINE_MS} holds).
   */
  deadlineFrom?: 'start' | 'firstOutput';
  /**
   * Runs the command on a terminal of its own (a pseudo-terminal, util-linux `script`) for its stdin, stdout and
   * stderr, as typed there; `input` is then typed on it (echoed as a terminal does), and the result's `stdout` is what
   * the terminal showed. With `stdoutTo`, stdout is that file instead, as `switchboard … > FILE` typed at a terminal.
   */
  terminal?: { stdoutTo?: string };
}

export interface CliResult { status: number | null; stdout: string; stderr: string }

/** Running commands, each with a way to kill it and everything it started, and to know when it is gone. */
const running = new Map<ChildProcessWithoutNullStreams, () => Promise<void>>();

// Whatever a test left running (it timed out, failed before reading the result, or meant to) goes with it.
afterEach(async () => {
  await Promise.all([...running.values()].map((stop) => stop()));
});

/**
 * Starts `switchboard ARGS…` in a child process of its own process group (npm, the shell, tsx and node: one group).
 *
 * @example
 * const { done } = startCli(['replay', 'flows/billing-line/calls']); const { status, stdout } = await done;
 */
export function startCli(args: readonly string[], options: CliOptions = {}): { child: ChildProcessWithoutNullStreams; done: Promise<CliResult> } {
  const direct = commandLine(args, options.via);
  const command = options.terminal === undefined ? direct : onTerminal(direct, options.terminal.stdoutTo);
  const stdinFd = options.stdinFrom === undefined ? undefined : openSync(options.stdinFrom, 'r');
  const child = spawn(command.file, command.args, {
    cwd: options.cwd ?? ROOT,
    env: options.env ?? { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
    // Its own process group, so that killing the group reaches what npm and tsx start under it.
    detached: true,
    stdio: [stdinFd ?? 'pipe', 'pipe', 'pipe'],
  }) as ChildProcessWithoutNullStreams;
  // The command holds its own copy of the file's descriptor.
  if (stdinFd !== undefined) closeSync(stdinFd);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString('utf8'); });
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString('utf8'); });
  // Written to a command that already ended (it refused its arguments): nothing to read it, not an error of the test.
  if (stdinFd === undefined) {
    child.stdin.on('error', () => undefined);
    if (options.input !== null) child.stdin.end(options.input ?? '');
  }
  const closed = new Promise<number | null>((resolveClosed, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolveClosed(status));
  });
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => (stopping ??= (async () => {
    killGroup(child);
    await closed.catch(() => undefined);
    // The command has closed, but a process it started may still be dying (on a loaded machine, for a while).
    if (child.pid !== undefined) await groupGone(child.pid);
  })());
  running.set(child, stop);
  const deadlineMs = options.deadlineMs ?? CLI_DEADLINE_MS;
  let timedOut = false;
  let deadlineSaid = `after ${options.deadlineFrom === 'firstOutput' ? CLI_DEADLINE_MS : deadlineMs} ms`;
  const expire = () => { timedOut = true; void stop(); };
  let timer = setTimeout(expire, options.deadlineFrom === 'firstOutput' ? CLI_DEADLINE_MS : deadlineMs);
  if (options.deadlineFrom === 'firstOutput') {
    child.stdout.once('data', () => {
      clearTimeout(timer);
      deadlineSaid = `${deadlineMs} ms after it first printed`;
      timer = setTimeout(expire, deadlineMs);
    });
  }
  const done = closed.then(async (status) => {
    if (!timedOut) return { status, stdout, stderr };
    await stop();
    const shown = args.join(' ');
    throw new Error(`switchboard ${shown} was still running ${deadlineSaid} and was killed\nstdout:\n${stdout}\nstderr:\n${stderr}`);
  }).finally(() => {
    clearTimeout(timer);
    running.delete(child);
  });
  return { child, done };
}

/**
 * The program and arguments that run `switchboard ARGS…` the way `via` says ({@link CliOptions.via}).
 *
 * @example
 * spawn(...Object.values(commandLine(['--version']))) // node packages/cli/bin/switchboard.js --version
 */
export function commandLine(args: readonly string[], via: CliOptions['via'] = 'built'): { file: string; args: string[] } {
  if (via === 'npm') return { file: 'npm', args: ['run', '-s', 'switchboard', '--', ...args] };
  // A node process starts in about a second less CPU than tsx (which loads esbuild and compiles every source file):
  // some thirty commands a suite run.
  if (via === 'built' && buildIsCurrent()) return { file: process.execPath, args: [join(ROOT, 'packages/cli/bin/switchboard.js'), ...args] };
  return { file: join(ROOT, 'node_modules', '.bin', 'tsx'), args: ['--conditions=@switchboard/source', 'packages/cli/src/main.ts', ...args] };
}

let buildChecked: boolean | undefined;

/**
 * Whether the packages' build (`dist/`) is that of their sources, as `npm test` leaves it (`tsc -b` first): a test run
 * straight after editing a source file, before building, would otherwise test the command as it was. Asked of
 * `tsc -b --dry` (about a second), once a test run: its answer is kept in the run's temporary folder (jest.tmpdir.js)
 * for the other test files. File times cannot tell: `tsc -b` leaves a file it would write unchanged as it was.
 */
function buildIsCurrent(): boolean {
  if (buildChecked !== undefined) return buildChecked;
  const runFolder = process.env.SWITCHBOARD_TEST_TMPDIR;
  const kept = runFolder === undefined ? undefined : join(runFolder, 'build-is-current');
  if (kept !== undefined && existsSync(kept)) return (buildChecked = readFileSync(kept, 'utf8') === 'yes');
  buildChecked = tscWouldBuildNothing();
  // Written whole under another name, then renamed: a worker reading it meanwhile never sees it half written.
  if (kept !== undefined) {
    writeFileSync(`${kept}.${process.pid}`, buildChecked ? 'yes' : 'no');
    renameSync(`${kept}.${process.pid}`, kept);
  }
  return buildChecked;
}

/** Whether `tsc -b --dry` finds every package built from its sources as they are ("… is up to date" for each). */
function tscWouldBuildNothing(): boolean {
  try {
    const said = execFileSync(join(ROOT, 'node_modules', '.bin', 'tsc'), ['-b', '--dry', 'packages/cli'], { cwd: ROOT, encoding: 'utf8' });
    return !/would build project/.test(said);
  } catch {
    return false;
  }
}

/** `command` run by `script` on a pseudo-terminal (-e: with the command's exit status), its stdout sent to `stdoutTo` when given. */
function onTerminal(command: { file: string; args: string[] }, stdoutTo: string | undefined): { file: string; args: string[] } {
  const quoted = [command.file, ...command.args].map(shellQuoted).join(' ');
  return { file: 'script', args: ['-q', '-e', '-c', stdoutTo === undefined ? quoted : `${quoted} > ${shellQuoted(stdoutTo)}`, '/dev/null'] };
}

const shellQuoted = (word: string): string => `'${word.replaceAll("'", "'\\''")}'`;

/** Runs `switchboard ARGS…` to its end. */
export function runCli(args: readonly string[], options: CliOptions = {}): Promise<CliResult> {
  return startCli(args, options).done;
}

function killGroup(child: ChildProcessWithoutNullStreams): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** How long the processes of a killed group may take to be gone before the test goes on regardless. */
const GROUP_GONE_MS = 10_000;

/** Resolves once no process of the group `group` is running (a zombie, dead but not yet reaped, is not), or past {@link GROUP_GONE_MS}. */
async function groupGone(group: number): Promise<void> {
  const until = Date.now() + GROUP_GONE_MS;
  while (groupRunning(group) && Date.now() < until) await new Promise((wait) => setTimeout(wait, 20));
}

function groupRunning(group: number): boolean {
  return processes().some((process) => process.alive && process.group === group);
}

export interface ProcessInfo { pid: number; ppid: number; group: number; alive: boolean }

/** Every process of the machine, read from /proc: its parent, its process group, and whether it runs. */
export function processes(): ProcessInfo[] {
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name)).flatMap((name) => {
    try {
      // pid (comm) state ppid pgrp …: comm may hold spaces, so read after its closing parenthesis.
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(')').at(-1)!.trim().split(' ');
      // A zombie (dead, not yet reaped) is not running.
      return [{ pid: Number(name), ppid: Number(fields[1]), group: Number(fields[2]), alive: fields[0] !== 'Z' }];
    } catch {
      return [];
    }
  });
}
