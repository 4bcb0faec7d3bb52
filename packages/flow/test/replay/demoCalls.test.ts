// The project's own scripted calls: the demo flow and the patient line replayed end to end on every test run.
import { expect, test } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { formatCoverage, formatReport, isFullCoverage, replayPaths } from '../../src/replay/index.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

test('every customer-care call passes and together they reach every node and outcome edge', async () => {
  const { reports, coverage } = await replayPaths(['flows/customer-care/calls'], { cwd: root });
  const failing = reports.filter((report) => report.status !== 'passed');
  // On failure, show the replay's own report: it names the call, the turn and the divergence.
  expect(failing.length === 0 ? '' : formatReport(failing, { cwd: root })).toBe('');
  expect(reports.length).toBeGreaterThanOrEqual(7);
  expect(coverage).toHaveLength(1);
  const [demo] = coverage;
  expect(demo && !isFullCoverage(demo) ? formatCoverage(demo) : 'full').toBe('full');
  expect(demo?.edges.length).toBe(8);
});

test('every patient-line call passes and together they reach every node and outcome edge', async () => {
  const { reports, coverage } = await replayPaths(['flows/patient-line/calls'], { cwd: root });
  const failing = reports.filter((report) => report.status !== 'passed');
  expect(failing.length === 0 ? '' : formatReport(failing, { cwd: root })).toBe('');
  expect(reports.length).toBeGreaterThanOrEqual(7);
  const [patients] = coverage;
  expect(patients && !isFullCoverage(patients) ? formatCoverage(patients) : 'full').toBe('full');
});

test('every billing-line call passes and together they reach every node (set nodes included) and outcome edge', async () => {
  const { reports, coverage } = await replayPaths(['flows/billing-line/calls'], { cwd: root });
  const failing = reports.filter((report) => report.status !== 'passed');
  expect(failing.length === 0 ? '' : formatReport(failing, { cwd: root })).toBe('');
  expect(reports.length).toBeGreaterThanOrEqual(4);
  const [billing] = coverage;
  expect(billing && !isFullCoverage(billing) ? formatCoverage(billing) : 'full').toBe('full');
});
