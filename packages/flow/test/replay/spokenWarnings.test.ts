// What the runtime warns of in what a caller hears (a blank value or one a formatter could not read, said as nothing or
// as written) was kept in the call's log and printed by `switchboard run`, but a replay never said it: a call file could
// pass over "will be ready on ." in CI. It is now a warning under the call's line, in --json and in JUnit's system-err;
// the call still passes or fails on its expectations.
import { describe, expect, test } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatReport, junitXml, replayCall } from '../../src/replay/index.js';

const FLOW = [
  'start: ask',
  'nodes:',
  '  ask: { kind: collect, text: When did you order?, into: ordered, next: tell }',
  '  tell: { kind: end, text: "Your order of {{ordered | date}} is on its way." }',
  '',
].join('\n');

function callOf(turn: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'spoken-warnings-'));
  writeFileSync(join(folder, 'flow.yaml'), FLOW);
  const file = join(folder, 'order.call.yaml');
  writeFileSync(file, ['flow: flow.yaml', `turns: [${JSON.stringify(turn)}]`, 'expect:', '  status: ended', ''].join('\n'));
  return file;
}

describe('warnings of what the caller heard', () => {
  test('a blank value said through a formatter is a warning of the call that passed', async () => {
    const file = callOf('');
    const report = await replayCall(file);
    expect(report.status).toBe('passed');
    expect(report.warnings).toEqual([expect.objectContaining({
      code: 'value_blank', severity: 'warning', file, path: '',
      message: expect.stringContaining('{{ordered | date}} at node "tell" was blank'),
    })]);
    expect(formatReport([report])).toContain('warning value_blank: {{ordered | date}} at node "tell" was blank');
    expect(junitXml([report])).toContain('<system-err>' + file + ' warning value_blank: {{ordered | date}} at node "tell" was blank');
  });

  test('a value a formatter could not read is one too', async () => {
    const report = await replayCall(callOf('soon'));
    expect(report.warnings?.map((warning) => warning.code)).toEqual(['value_not_formatted']);
  });

  test('a value said well warns of nothing', async () => {
    const report = await replayCall(callOf('March 5, 2026'));
    expect(report.warnings).toBeUndefined();
  });
});
