// A call file in a replayed folder that is not named *.call.yaml was passed over without a word, so a test a team wrote
// never ran and CI stayed green. It is now reported (and fails the run) with the name to give it; a name that differs
// from *.call.yaml only in case is replayed, as the file a tester meant it to be.
import { describe, expect, test } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { replayPaths } from '../../src/replay/index.js';

const shop = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'shop', 'shop.flow.yaml');
const CALL = [`flow: ${JSON.stringify(shop)}`, 'turns: [Kaitlyn Meyers, When do you open?]', 'model: [We open at nine.]', 'expect:', '  lookups: [confident]', ''].join('\n');

function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'misnamed-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  return folder;
}

describe('call files in a folder by their names', () => {
  test('a YAML file holding a call but not named *.call.yaml is reported with the name to give it, beside the calls replayed', async () => {
    const folder = folderWith({ 'hangup.yaml': CALL, 'pound.calls.yml': CALL, 'ok.call.yaml': CALL, 'notes.yaml': 'owner: qa\n' });
    const { reports } = await replayPaths([folder]);
    expect(reports.map((report) => [report.file.slice(folder.length + 1), report.status])).toEqual([
      ['ok.call.yaml', 'passed'],
      ['hangup.yaml', 'invalid'],
      ['pound.calls.yml', 'invalid'],
    ]);
    const issue = reports[1]?.status === 'invalid' ? reports[1].issues[0] : undefined;
    expect(issue).toMatchObject({ code: 'misnamed_call_file', file: join(folder, 'hangup.yaml') });
    expect(issue?.message).toBe('hangup.yaml holds a scripted call (flow, and turns or expect, at its top level), but a folder is replayed by its ' +
      '*.call.yaml and *.call.yml files only, so it was never replayed: rename it hangup.call.yaml (or name it on the command line)');
    const second = reports[2]?.status === 'invalid' ? reports[2].issues[0]?.message : '';
    expect(second).toContain('rename it pound.call.yml');
  });

  test('a folder holding only misnamed call files is said so, not "no call files"', async () => {
    const folder = folderWith({ 'refill.yaml': CALL });
    const { reports } = await replayPaths([folder]);
    expect(reports.map((report) => (report.status === 'invalid' ? report.issues.map((issue) => issue.code) : report.status))).toEqual([['misnamed_call_file']]);
  });

  test('a call file named in another case (.call.YAML) is replayed', async () => {
    const folder = folderWith({ 'Refill.Call.YAML': CALL });
    const { reports } = await replayPaths([folder]);
    expect(reports.map((report) => [report.status, report.name])).toEqual([['passed', 'Refill']]);
  });

  test('a flow, a lookup document or other YAML beside the calls is left alone', async () => {
    const folder = folderWith({ 'flow.yaml': 'start: greet\nnodes:\n  greet: { kind: end }\n', 'ci.yml': 'stages: [test]\nexpect: nothing\n', 'ok.call.yaml': CALL });
    const { reports } = await replayPaths([folder]);
    expect(reports.map((report) => report.status)).toEqual(['passed']);
  });
});
