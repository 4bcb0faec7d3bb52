// The CLI's only window on the process: commands write through this so tests can capture output.
import { Readable } from 'node:stream';

export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  stdin: Readable;
  /** True when stdin is an interactive terminal. */
  stdinIsTTY: boolean;
  /** True when stderr is an interactive terminal (progress bars only go there). */
  stderrIsTTY: boolean;
  cwd: string;
  env: NodeJS.ProcessEnv;
}

export function realIO(): CliIO {
  return {
    stdout: (text) => { process.stdout.write(text); },
    stderr: (text) => { process.stderr.write(text); },
    stdin: process.stdin,
    stdinIsTTY: Boolean(process.stdin.isTTY),
    stderrIsTTY: Boolean(process.stderr.isTTY),
    cwd: process.cwd(),
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
