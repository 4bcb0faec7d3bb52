// An exact lookup bound to the caller ID alone, on a column where no number is written twice, can never answer
// `ambiguous`: coverage leaves that edge out and says so. One on a column where a number is shared keeps it.
import { describe, expect, test } from '@jest/globals';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatCoverage, isFullCoverage, replayPaths } from '@switchboard/flow';

const calls = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'caller-id-exact', 'calls');

describe('coverage of exact lookups bound to the call context', () => {
  test('the unique column\'s ambiguous edge is left out, the shared column\'s kept and reached', async () => {
    const { reports, coverage } = await replayPaths([calls]);
    expect(reports.every((report) => report.status === 'passed')).toBe(true);
    const [flow] = coverage;
    expect(flow?.edges.filter((edge) => edge.node === 'find').map((edge) => edge.outcome)).toEqual(['confident', 'not_found', 'error']);
    expect(flow?.edges.filter((edge) => edge.node === 'find_home').map((edge) => [edge.outcome, edge.taken])).toEqual([['confident', 1], ['ambiguous', 1], ['not_found', 1], ['error', 1]]);
    expect(flow?.leftOut).toEqual([{ node: 'find', outcome: 'ambiguous', target: 'find_home', why: expect.stringContaining('on keys that never repeat') }]);
    expect(isFullCoverage(flow!)).toBe(true);
    expect(formatCoverage(flow!)).toContain('  left out: find --ambiguous--> find_home (an exact lookup bound to no caller\'s words, on keys that never repeat, cannot answer it)\n');
  });

  test('without the shared number\'s call, the kept edge is reported never taken', async () => {
    const { coverage } = await replayPaths([join(calls, 'household-only.call.yaml'), join(calls, 'unknown-number.call.yaml'), join(calls, 'records-down.call.yaml')]);
    const [flow] = coverage;
    expect(isFullCoverage(flow!)).toBe(false);
    expect(formatCoverage(flow!)).toContain('never taken: find_home --ambiguous--> bye');
    expect(formatCoverage(flow!)).not.toContain('never taken: find --ambiguous-->');
  });
});
