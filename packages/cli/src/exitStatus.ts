// The exit status every command follows: one rule, so a script knows what each number means whatever it ran.
import { ISSUE } from '@switchboard/flow';

/**
 * 0: the work was done and nothing is wrong (warnings allowed). 1: it was done and found problems in what it checked
 * or ran (a flow's errors, a call that failed or is invalid, a document's errors, `--input` lines that failed).
 * 2: it was not done, or not for every file: a usage error, or a file named on the command line (or found in a folder
 * named there) that cannot be read, is of another kind than the command takes, or (`--junit`, the output itself) cannot
 * be written.
 * Commands of several files still check the others and report them; 2 then wins over 1, as grep's and diff's trouble
 * does. 70: an internal error (a bug).
 *
 * @example
 *   return couldNotRead ? EXIT.notDone : anyError ? EXIT.problems : EXIT.ok;
 */
export const EXIT = { ok: 0, problems: 1, notDone: 2, internal: 70 } as const;


/** The issues of a FLOW that was never read as a flow (a file that cannot be read or is too large, or another kind of file): `notDone`. */
export const FLOW_NOT_READ: ReadonlySet<string> = new Set([ISSUE.unreadableFile, ISSUE.tooLarge, ISSUE.notAFlow]);
