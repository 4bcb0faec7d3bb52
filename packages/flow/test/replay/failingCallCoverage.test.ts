// A failing call proves nothing about the way it went: coverage counts only the calls that passed, and says how many
// failing calls it left out, so `(full)` and --require-coverage never rest on a call whose expectations did not hold.
import { describe, expect, test } from '@jest/globals';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatCoverage, isFullCoverage, replayPaths } from '@switchboard/flow';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const calls = {
  answered: join(fixtures, 'model-error-edge', 'answered.call.yaml'),
  complaint: join(fixtures, 'model-error-edge', 'complaint.call.yaml'),
  modelFails: join(fixtures, 'model-error-edge', 'failing', 'model-fails.call.yaml'),
  wrongEnding: join(fixtures, 'failing-call-coverage', 'wrong-ending.call.yaml'),
};

describe('coverage of calls that failed', () => {
  test.each([
    {
      name: 'a failing call\'s nodes and error edge are not counted, and the report says a failing call was left out',
      files: [calls.answered, calls.wrongEnding], statuses: ['passed', 'failed'],
      counted: 1, failing: 1, visited: 4, taken: 0, full: false, header: '(1 call; 1 failing call not counted)',
    },
    {
      name: 'the same way in a passing call is counted',
      files: [calls.answered, calls.complaint, calls.modelFails], statuses: ['passed', 'passed', 'passed'],
      counted: 3, failing: 0, visited: 6, taken: 1, full: true, header: '(3 calls)\n',
    },
  ])('$name', async ({ files, statuses, counted, failing, visited, taken, full, header }) => {
    const { reports, coverage } = await replayPaths(files);
    expect(reports.map((report) => report.status)).toEqual(statuses);
    const [desk] = coverage;
    expect(desk).toMatchObject({ calls: counted, failingCalls: failing, nodesVisited: visited });
    expect(desk?.edges).toEqual([{ node: 'help', outcome: 'error', target: 'sorry', taken }]);
    expect(isFullCoverage(desk!)).toBe(full);
    expect(formatCoverage(desk!)).toContain(header);
  });
});
