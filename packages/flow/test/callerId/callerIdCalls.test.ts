// The caller-id demo replayed end to end: a loopback client database per call, every node and outcome edge, no token in any output.
import { expect, test } from '@jest/globals';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatCoverage, formatReport, isFullCoverage, junitXml, parseCallScript, replayJson, replayPaths } from '@switchboard/flow';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const calls = join(root, 'flows/caller-id/calls');

/** Every token the call files hand the replay in `env`. */
async function tokensOfCallFiles(): Promise<string[]> {
  const tokens = new Set<string>();
  for (const name of (await readdir(calls)).filter((file) => file.endsWith('.call.yaml'))) {
    const file = join(calls, name);
    const { script } = parseCallScript(await readFile(file, 'utf8'), file);
    for (const value of Object.values(script?.env ?? {})) tokens.add(value);
  }
  return [...tokens];
}

test('every caller-id call passes and together they reach every node and outcome edge', async () => {
  const { reports, coverage } = await replayPaths(['flows/caller-id/calls'], { cwd: root });
  const failing = reports.filter((report) => report.status !== 'passed');
  expect(failing.length === 0 ? '' : formatReport(failing, { cwd: root })).toBe('');
  expect(reports.length).toBeGreaterThanOrEqual(9);
  expect(coverage).toHaveLength(1);
  const [demo] = coverage;
  expect(demo && !isFullCoverage(demo) ? formatCoverage(demo) : 'full').toBe('full');
  // identify: found / not_found / error; find_booking and find_by_name: the four #lookup outcomes each.
  expect(demo?.edges.map((edge) => `${edge.node}:${edge.outcome}`)).toEqual([
    'identify:found', 'identify:not_found', 'identify:error',
    'find_booking:confident', 'find_booking:ambiguous', 'find_booking:not_found', 'find_booking:error',
    'find_by_name:confident', 'find_by_name:ambiguous', 'find_by_name:not_found', 'find_by_name:error',
  ]);
});

test('the auth token appears in no replay output: --json, text, coverage or JUnit', async () => {
  const tokens = await tokensOfCallFiles();
  expect(tokens).toEqual(['cid-demo-7f3a9c2e41b86d05']);
  const { reports, coverage } = await replayPaths(['flows/caller-id/calls'], { cwd: root });
  // The echo call proves the server did send the token back: it was redacted, not absent.
  const echo = reports.find((report) => report.file.endsWith('token-echo.call.yaml'));
  expect(echo?.status === 'invalid' ? null : echo?.variables.client).toMatchObject({ debug: 'checked with [redacted]' });
  const outputs = [
    JSON.stringify(replayJson(reports, coverage, { cwd: root }), null, 2),
    formatReport(reports, { cwd: root }),
    coverage.map((entry) => formatCoverage(entry)).join(''),
    junitXml(reports),
  ];
  for (const output of outputs) for (const token of tokens) expect(output).not.toContain(token);
});
