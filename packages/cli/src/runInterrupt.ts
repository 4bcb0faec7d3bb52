// Ctrl-C during `switchboard run --save FILE`: the call is saved where it stands, and a second Ctrl-C quits at once.

/** The exit status of a run ended by Ctrl-C, as a shell gives a process killed by SIGINT (128 + 2). */
export const INTERRUPTED_EXIT = 130;

/**
 * How long after a Ctrl-C another SIGINT is still that one Ctrl-C: a terminal sends it to every process of the group,
 * and a runner in front of the command (tsx, as `npm run switchboard` starts it) sends it on again when the command
 * is slow to acknowledge it. A second Ctrl-C typed on purpose comes later than this.
 */
export const SAME_INTERRUPT_MS = 250;

/** What the transcript says of a Ctrl-C, kept together so tests can import them. */
export const interruptMessages = {
  /** Ctrl-C while the call waited for the caller: saved as it stands. */
  listening: (node: string) => `[call interrupted (Ctrl-C) at ${node}; Ctrl-C again quits without saving]`,
  /** Ctrl-C while the agent was on its turn: the turn is dropped, and the call saved as it was before the caller's line. */
  midTurn: (node: string, savedAt: string, line: string) =>
    `[call interrupted (Ctrl-C) on the agent's turn at ${node}: saved as it stood when it last waited for the caller, at ${savedAt}, ` +
    `without the caller's last line ("${line}"): say it again after --resume; Ctrl-C again quits without saving]`,
} as const;

/**
 * Calls `onInterrupt` on the first Ctrl-C (SIGINT); a second one ends the process at once, as Ctrl-C does by default
 * (a shell says 130), however long saving takes. Returns the function that stops watching, after which Ctrl-C does what it does by default.
 *
 * @example
 * const stopWatching = watchInterrupt(() => lines.close()); … stopWatching();
 */
export function watchInterrupt(onInterrupt: () => void): () => void {
  let first: number | undefined;
  const listener = (): void => {
    if (first === undefined) {
      first = Date.now();
      onInterrupt();
    } else if (Date.now() - first >= SAME_INTERRUPT_MS) {
      // Ctrl-C's own way out, now: process.exit would first wait for a save blocked in the file system (a hung network
      // drive, a pipe no one reads), and every listener (a runner's too) is let go so that none can hold the process.
      process.removeAllListeners('SIGINT');
      process.kill(process.pid, 'SIGINT');
    }
  };
  process.on('SIGINT', listener);
  return () => { process.removeListener('SIGINT', listener); };
}
