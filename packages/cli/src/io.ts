// The CLI's only window on the process: commands write through this so tests can capture output.
import { fstatSync } from 'node:fs';
import { Readable } from 'node:stream';
import { typedFrom } from './typedFrom.js';
import { EXIT } from './exitStatus.js';
import { CLI_ERROR, errorMessages } from './messages.js';

export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  stdin: Readable;
  /** True when stdin is an interactive terminal. */
  stdinIsTTY: boolean;
  /** True when stdin is a folder (`< flows`), which reads as nothing: a command reading stdin says so instead. */
  stdinIsFolder: boolean;
  /** True when stdout is an interactive terminal (`run` prompts there; a transcript taken with `> FILE` has none). */
  stdoutIsTTY: boolean;
  /** True when stderr is an interactive terminal (progress bars only go there). */
  stderrIsTTY: boolean;
  /** Where relative paths are read from: the folder the command was typed in (see `typedFrom`). */
  cwd: string;
  env: NodeJS.ProcessEnv;
}

/**
 * The process's own streams. A reader that stops early (`switchboard lookup --input big.jsonl | head -1`) closes
 * the pipe: the command then ends quietly, as other command-line tools do, instead of dying on the write error.
 * Output that cannot be written otherwise (`> report.json` on a full disk) is `OUTPUT_UNWRITABLE`, exit 2: the work's
 * result never reached its reader.
 */
export function realIO(): CliIO {
  if (!process.stdout.listeners('error').includes(onStdoutError)) process.stdout.on('error', onStdoutError);
  if (!process.stderr.listeners('error').includes(onStderrError)) process.stderr.on('error', onStderrError);
  return {
    stdout: (text) => { process.stdout.write(text); },
    stderr: (text) => { process.stderr.write(text); },
    stdin: process.stdin,
    stdinIsTTY: Boolean(process.stdin.isTTY),
    stdinIsFolder: isFolderDescriptor(0),
    stdoutIsTTY: Boolean(process.stdout.isTTY),
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
    stdinIsFolder: false,
    stdoutIsTTY: false,
    stderrIsTTY: false,
    cwd,
    env: {},
    out: () => out.join(''),
    err: () => err.join(''),
  };
}

/** Whether the open file `fd` is a folder; false when it is closed or cannot be asked. */
function isFolderDescriptor(fd: number): boolean {
  try {
    return fstatSync(fd).isDirectory();
  } catch {
    return false;
  }
}

function onStdoutError(error: NodeJS.ErrnoException): void {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  // Said on stderr, which may still be writable; the process then ends, the rest of the output unwritten.
  try {
    process.stderr.write(`switchboard: ${CLI_ERROR.outputUnwritable}: ${errorMessages.outputUnwritable(error.code, error.message)}\n`);
  } finally {
    process.exit(EXIT.notDone);
  }
}

function onStderrError(error: NodeJS.ErrnoException): void {
  // Nowhere left to say it: end with the command's own status when the reader left, else as output not written.
  process.exit(error.code === 'EPIPE' ? process.exitCode ?? 0 : EXIT.notDone);
}
