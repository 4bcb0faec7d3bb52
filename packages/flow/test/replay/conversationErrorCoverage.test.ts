// Coverage counts a conversation node's error edge: "(full)" and --require-coverage must not pass while no call has
// made the model fail there, even when the edge's target is reached another way.
import { describe, expect, test } from '@jest/globals';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatCoverage, isFullCoverage, replayPaths } from '@switchboard/flow';

const folder = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'model-error-edge');
const calls = {
  answered: join(folder, 'answered.call.yaml'),
  complaint: join(folder, 'complaint.call.yaml'),
  modelFails: join(folder, 'failing', 'model-fails.call.yaml'),
};

describe('a conversation node\'s error edge in coverage', () => {
  test.each([
    { name: 'never taken while every node is visited: not full, and named', files: [calls.answered, calls.complaint], taken: 0, full: false, line: '  never taken: help --error--> sorry' },
    { name: 'taken by a call whose model fails: full, and counted', files: [calls.answered, calls.complaint, calls.modelFails], taken: 1, full: true, line: 'help:error×1' },
  ])('$name', async ({ files, taken, full, line }) => {
    const { reports, coverage } = await replayPaths(files);
    expect(reports.map((report) => report.status)).toEqual(files.map(() => 'passed'));
    const [desk] = coverage;
    expect(desk?.nodesVisited).toBe(6);
    expect(desk?.edges).toEqual([{ node: 'help', outcome: 'error', target: 'sorry', taken }]);
    expect(isFullCoverage(desk!)).toBe(full);
    expect(formatCoverage(desk!)).toContain(line);
  });
});
