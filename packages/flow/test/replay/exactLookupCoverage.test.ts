// An exact lookup on a column of unique IDs can answer `ambiguous`: a value ending in a word a recogniser writes for a
// digit ("A1000 for") is a candidate to confirm. So coverage keeps asking for that edge, and a scripted call reaches it.
import { describe, expect, test } from '@jest/globals';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatCoverage, isFullCoverage, replayPaths } from '@switchboard/flow';

const calls = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'exact-id', 'calls');

describe('coverage of an exact lookup on unique IDs', () => {
  test('every outcome edge, ambiguous included, is reached by a scripted call', async () => {
    const { reports, coverage } = await replayPaths([calls]);
    expect(reports.map((report) => [report.name, report.status])).toEqual([
      ['an account number ending in a word read as a digit is confirmed', 'passed'],
      ['an account number found exactly', 'passed'],
      ['silence is no account number to look up', 'passed'],
      ['a sentence with no account number in it is not found, and not read back', 'passed'],
    ]);
    const [accounts] = coverage;
    expect(accounts?.edges.map((edge) => [edge.outcome, edge.taken])).toEqual([['confident', 1], ['ambiguous', 1], ['not_found', 1], ['error', 1]]);
    expect(isFullCoverage(accounts!)).toBe(true);
    expect(formatCoverage(accounts!)).toContain('(full)');
  });
});
