// Where `switchboard run` asks for the caller's line, and whether its transcript says the line again: the prompt is
// shown where the caller types, never written into a transcript taken with `> FILE`, which holds the whole call.
import type { CliIO } from './io.js';

export interface CallerPrompt {
  /** Writes `caller> ` where the caller sees it, or nothing: stdout at a terminal, else stderr at one, else none. */
  write: ((text: string) => void) | undefined;
  /** Whether the transcript has a `caller:` line for each line heard: all but typed at a terminal that shows it. */
  echoCaller: boolean;
}

/**
 * How `run` treats the caller's lines, from which of stdin, stdout and stderr are terminals: lines piped in get no
 * prompt; typed at a terminal, the prompt goes to the terminal the transcript is on, or else to stderr's
 * (`run FLOW > transcript.txt`), and the transcript repeats the typing unless the terminal already shows it.
 *
 * @example callerPrompt({ ...io, stdinIsTTY: true, stdoutIsTTY: false, stderrIsTTY: true }) // { write: io.stderr, echoCaller: true }
 */
export function callerPrompt(io: Pick<CliIO, 'stdinIsTTY' | 'stdoutIsTTY' | 'stderrIsTTY' | 'stdout' | 'stderr'>): CallerPrompt {
  const write = !io.stdinIsTTY ? undefined : io.stdoutIsTTY ? io.stdout : io.stderrIsTTY ? io.stderr : undefined;
  return { write, echoCaller: !(io.stdinIsTTY && io.stdoutIsTTY) };
}
