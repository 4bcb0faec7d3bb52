// The project's own scripted calls: the example flows under flows/ replayed end to end on every test run.
import { expect, test } from '@jest/globals';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
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
  expect(demo?.edges.length).toBe(12);
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

test('every appointment-line call passes (a CSV saved by a spreadsheet: BOM, CRLF, quoted commas, doubled quotes) and together they reach every node and outcome edge', async () => {
  const { reports, coverage } = await replayPaths(['flows/appointment-line/calls'], { cwd: root });
  const failing = reports.filter((report) => report.status !== 'passed');
  expect(failing.length === 0 ? '' : formatReport(failing, { cwd: root })).toBe('');
  expect(reports.length).toBeGreaterThanOrEqual(8);
  const [appointments] = coverage;
  expect(appointments && !isFullCoverage(appointments) ? formatCoverage(appointments) : 'full').toBe('full');
  expect(appointments?.edges.length).toBe(8);
});

// The README promises that npm test replays every scripted call in flows/*/calls: an example folder added without a
// test of its own is replayed here, so it cannot be left out.
const TESTED_BY_NAME = ['appointment-line', 'billing-line', 'caller-id', 'customer-care', 'patient-line'];

test('every example flow with calls is replayed: those without a test of their own pass here with full coverage', async () => {
  const folders = (await readdir(join(root, 'flows'), { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && existsSync(join(root, 'flows', entry.name, 'calls')))
    .map((entry) => entry.name);
  // A folder tested by name that is renamed or removed must not leave this list silently stale.
  expect(TESTED_BY_NAME.filter((name) => !folders.includes(name))).toEqual([]);
  const others = folders.filter((name) => !TESTED_BY_NAME.includes(name)).map((name) => `flows/${name}/calls`);
  if (others.length === 0) return;
  const { reports, coverage } = await replayPaths(others, { cwd: root });
  const failing = reports.filter((report) => report.status !== 'passed');
  expect(failing.length === 0 ? '' : formatReport(failing, { cwd: root })).toBe('');
  expect(coverage.filter((entry) => !isFullCoverage(entry)).map((entry) => formatCoverage(entry))).toEqual([]);
});
