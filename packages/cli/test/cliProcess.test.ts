// A test that runs the command in a child process leaves nothing running behind it, whether it passed, failed or
// ran out of time: a child left over kept a core busy on a machine shared with the rest of the suite.
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { processes, ROOT, startCli } from './cliProcess.js';

// The command started with a child of its own that does not read stdin: without it the test passed when only the
// group's leader (npm, or tsx) was killed, as the command ends when its stdin closes and its child died with it.
const WITH_A_CHILD_OF_ITS_OWN = {
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  NODE_OPTIONS: `--require "${join(ROOT, 'packages/cli/test/fixtures/startsAChildOfItsOwn.cjs')}"`,
};

/** What each process runs (its command name), for the processes still there. */
const names = (pids: readonly number[]): string[] => pids.flatMap((pid) => {
  try {
    return [readFileSync(`/proc/${pid}/comm`, 'utf8').trim()];
  } catch {
    return [];
  }
});

/** The process and every process it started, that are still running. */
function processTree(root: number): number[] {
  const all = processes();
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const { pid, ppid } of all) if (tree.has(ppid) && !tree.has(pid)) { tree.add(pid); grew = true; }
  }
  return all.filter(({ pid, alive }) => alive && tree.has(pid)).map(({ pid }) => pid);
}

const stillRunning = (pids: readonly number[]) => {
  const alive = new Set(processes().filter((process) => process.alive).map((process) => process.pid));
  return pids.filter((pid) => alive.has(pid));
};

const started: number[][] = [];

// Through npm, the deepest tree (npm, a shell, tsx, node); a call through tsx alone is killed the same way (stop, as
// below when past its deadline), which the last test shows of its tree.
describe.each([{ via: 'npm' as const }])('a call through $via that never ends', ({ via }) => {
  test('is started and left running when its test ends', async () => {
    // Stdin left open: the call waits for the caller for as long as the test lets it.
    const { child } = startCli(['run', 'flows/customer-care/flow.yaml'], { via, input: null, env: WITH_A_CHILD_OF_ITS_OWN });
    await new Promise<void>((ready) => child.stdout.once('data', () => ready()));
    const tree = processTree(child.pid!);
    started.push(tree);
    // The command itself and the node process it runs in (tsx starts one; npm a shell, then tsx, then node), and
    // the child that node started.
    expect(tree.length).toBeGreaterThanOrEqual(via === 'npm' ? 4 : 3);
    expect(names(tree)).toContain('sleep');
  }, 60_000);

  test('is gone, with every process it started, once that test has ended', () => {
    expect(stillRunning(started.at(-1)!)).toEqual([]);
  });
});

test('a command past its deadline is killed, with everything it started, and its test fails saying so with what it printed', async () => {
  // Counted from the greeting, so a loaded machine's slow start-up cannot use it up. The tree of processes is read
  // before any timer can fire (in the greeting's own turn of the event loop), so the deadline is not raced; it only
  // decides how long the test waits (it was 30 s from the start, then 2 s from the greeting). Through tsx, for a tree of
  // three: tsx, the node process it starts, and that one's child.
  const { child, done } = startCli(['run', 'flows/customer-care/flow.yaml'], {
    via: 'tsx', input: null, deadlineMs: 500, deadlineFrom: 'firstOutput', env: WITH_A_CHILD_OF_ITS_OWN,
  });
  const failure = done.then(() => null, (error: unknown) => error as Error);
  await new Promise<void>((ready) => child.stdout.once('data', () => ready()));
  const tree = processTree(child.pid!);
  expect(tree.length).toBeGreaterThanOrEqual(3);
  expect(names(tree)).toContain('sleep');
  expect((await failure)?.message).toMatch(/^switchboard run flows\/customer-care\/flow\.yaml was still running 500 ms after it first printed and was killed\nstdout:\nagent: {2}Thank you for calling Acme Energy customer care\./);
  expect(stillRunning(tree)).toEqual([]);
}, 60_000);
