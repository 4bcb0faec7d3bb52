// The CLI's only window on the process: commands write through this so tests can capture output.
import { Readable } from 'node:stream';
import { typedFrom } from './typedFrom.js';

export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  stdin: Readable;
  /** True when stdin is an interactive terminal. */
  stdinIsTTY: boolean;
  /** True when stderr is an interactive terminal (progress bars only go there). */
  stderrIsTTY: boolean;
  /** Where relative paths are read from: the folder the command was typed in (see `typedFrom`). */
  cwd: string;
  env: NodeJS.ProcessEnv;
}

/**
 * The process's own streams. A reader that stops early (`switchboard lookup --input big.jsonl | head -1`) closes
 * the pipe: the command then ends quietly, as other command-line tools do, instead of dying on the write error.
 */
export function realIO(): CliIO {
  for (const stream of [process.stdout, process.stderr]) {
    if (stream.listeners('error').includes(endOnClosedPipe)) continue;
    stream.on('error', endOnClosedPipe);
  }
  return {
    stdout: (text) => { process.stdout.write(text); },
    stderr: (text) => { process.stderr.write(text); },
    stdin: process.stdin,
    stdinIsTTY: Boolean(process.stdin.isTTY),
    stderrIsTTY: Boolean(process.stderr.isTTY),
    cwd: typedFrom(process.cwd(), process.env),
    env: process.env,
  };
}

/** An in-memory CliIO for tests. */
export function memoryIO(stdinText = '', cwd = process.cwd()): CliIO & { out: () => string; err: () => string } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    stdout: (text) => { out.push(text); },
    stderr: (text) => { err.push(text); },
    stdin: Readable.from([stdinText]),
    stdinIsTTY: false,
    stderrIsTTY: false,
    cwd,
    env: {},
    out: () => out.join(''),
    err: () => err.join(''),
  };
}

function endOnClosedPipe(error: NodeJS.ErrnoException): void {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
}
