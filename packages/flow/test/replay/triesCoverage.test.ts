// Coverage counts a collect node's tries edges: `then` (its tries used) and, under `silence: again`, the re-ask on a
// turn with no words; "(full)" must not pass while no call has taken one, even when its target is reached otherwise.
import { describe, expect, test } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { formatCoverage, isFullCoverage, replayPaths } from '@switchboard/flow';

const calls = fileURLToPath(new URL('../../../../flows/main-menu/calls/', import.meta.url));
const file = (name: string) => `${calls}${name}.call.yaml`;
// Every case of the menu's branch taken, without a call using the menu's tries up or its re-ask on silence.
const WITHOUT_TRIES_USED = ['appointments', 'billing', 'extension-digit-by-digit', 'operator', 'retry-billing'].map(file);

describe('a collect node\'s tries edges in coverage', () => {
  test.each([
    { name: 'never taken while their targets are visited: not full, and named', files: WITHOUT_TRIES_USED, full: false, then: 0, silence: 0,
      lines: ['  never taken: menu --then--> no_match', '  never taken: menu --silence--> menu'] },
    { name: 'taken by the calls that use them: full, and counted', files: [...WITHOUT_TRIES_USED, file('no-match'), file('silence-twice')], full: true, then: 2, silence: 2,
      lines: ['edges: menu:then×2, menu:silence×2'] },
  ])('$name', async ({ files, full, then, silence, lines }) => {
    const { reports, coverage } = await replayPaths(files);
    expect(reports.map((report) => report.status)).toEqual(files.map(() => 'passed'));
    const [menu] = coverage;
    expect(menu?.edges).toEqual([
      { node: 'menu', outcome: 'then', target: 'no_match', taken: then },
      { node: 'menu', outcome: 'silence', target: 'menu', taken: silence },
    ]);
    expect(isFullCoverage(menu!)).toBe(full);
    for (const line of lines) expect(formatCoverage(menu!)).toContain(line);
  });
});
