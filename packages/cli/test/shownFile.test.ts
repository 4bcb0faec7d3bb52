// One rule for naming a file in what validate and replay print: the shortest honest name from where the command runs.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, test } from '@jest/globals';
import { shownFile } from '@switchboard/flow';
import { memoryIO } from '../src/io.js';
import { main } from '../src/main.js';
import { ROOT } from './cliProcess.js';

test.each([
  ['a file inside the folder, relative', '/home/ann/flows/care/flow.yaml', '/home/ann/flows', 'care/flow.yaml'],
  ['a file one folder up, by a short climb', '/home/ann/flows/flow.yaml', '/home/ann/flows/care', '../flow.yaml'],
  ['a file far outside, by its absolute path', '/tmp/x/bad.call.yaml', '/home/ann/work/flows', '/tmp/x/bad.call.yaml'],
  ['a name that is no path, as it is', '<stdin>', '/home/ann', '<stdin>'],
  ['the folder itself, absolute', '/home/ann', '/home/ann', '/home/ann'],
])('%s', (_case, file, cwd, shown) => {
  expect(shownFile(file, cwd)).toBe(shown);
});

// A flow with a mistake and a call with one, in a folder of their own, named from the repository and from a subfolder.
let outside = '';
beforeAll(() => {
  outside = mkdtempSync(join(tmpdir(), 'switchboard-shown-'));
  mkdirSync(join(outside, 'sub'));
  writeFileSync(join(outside, 'flow.yaml'), 'start: a\nnodes:\n  a: { kind: say, text: hi, next: bb }\n  b: { kind: end }\n');
  writeFileSync(join(outside, 'bad.call.yaml'), 'name: bad\nflow: flow.yaml\nturns: [hi]\nexpect: { status: completd }\n');
});

test.each([
  ['validate, a flow outside the folder', 'root', ['validate', 'FLOW'], 'OUT/flow.yaml:3:35 unknown_target'],
  ['validate, a flow one folder up', 'sub', ['validate', '../flow.yaml'], '../flow.yaml:3:35 unknown_target'],
  ['replay, a call outside the folder', 'root', ['replay', 'CALL'], 'INVALID bad (OUT/bad.call.yaml)\n     OUT/bad.call.yaml:2:7 flow_invalid'],
  ['replay, its flow\'s validate command', 'root', ['replay', 'CALL'], '(`switchboard validate OUT/flow.yaml`)'],
  ['replay, a call one folder up', 'sub', ['replay', '../bad.call.yaml'], 'INVALID bad (../bad.call.yaml)\n     ../bad.call.yaml:2:7 flow_invalid'],
  ['replay --json, a call outside the folder', 'root', ['replay', '--json', 'CALL'], '"file": "OUT/bad.call.yaml"'],
])('%s', async (_case, from, argv, shown) => {
  const cwd = from === 'root' ? ROOT : join(outside, 'sub');
  const io = memoryIO('', cwd);
  const args = argv.map((arg) => (arg === 'FLOW' ? join(outside, 'flow.yaml') : arg === 'CALL' ? join(outside, 'bad.call.yaml') : arg));
  expect(await main(args, io)).toBe(1);
  expect(io.out()).toContain(outsideNamed(shown, cwd));
});

/**
 * `OUT/…` as the rule names it from `cwd`: the repository may sit anywhere (a clone in /tmp names /tmp/x by a short
 * climb, one deep in a home folder by its absolute path), so what validate and replay print is held to the rule.
 */
function outsideNamed(text: string, cwd: string): string {
  return text.replaceAll(/OUT\/([\w.]+)/g, (_all, file: string) => shownFile(join(outside, file), cwd));
}

test('the rule is held either way: a repository deep in a home folder, a clone beside the temporary folder', () => {
  expect(outsideNamed('OUT/flow.yaml', '/home/ann/work/projects/switchboard')).toBe(join(outside, 'flow.yaml'));
  expect(outsideNamed('OUT/flow.yaml', join(outside, '..', 'c'))).toBe(`../${outside.split('/').pop()}/flow.yaml`);
});

test('replay --junit names a call outside the folder as the report does', async () => {
  const io = memoryIO('', ROOT);
  const report = join(outside, 'report.xml');
  expect(await main(['replay', join(outside, 'bad.call.yaml'), '--junit', report], io)).toBe(1);
  expect(readFileSync(report, 'utf8')).toContain(`file="${outsideNamed('OUT/bad.call.yaml', ROOT)}"`);
});

// The message of an issue names its file as the issue's place does: `nope.yaml flow_unreadable cannot read flow file
// nope.yaml: …`, not the place by one name and the message by the absolute path.
test.each([
  ['validate, a flow that is not there', 'sub', ['validate', 'nope.yaml'], 2, 'nope.yaml flow_unreadable cannot read flow file nope.yaml: there is no such file'],
  ['validate, a folder', 'root', ['validate', 'care'], 2, 'care flow_unreadable cannot read flow file care: it is a folder; name the flow file in it (flow.yaml: care/flow.yaml)'],
  ['run, a flow that is not there', 'sub', ['run', 'nope.yaml'], 2, 'nope.yaml flow_unreadable cannot read flow file nope.yaml: there is no such file'],
])('%s: the message names the file as its place does', async (_case, from, argv, status, says) => {
  mkdirSync(join(outside, 'care'), { recursive: true });
  writeFileSync(join(outside, 'care', 'flow.yaml'), 'nodes:\n  bye: { kind: end, text: Bye }\n');
  const io = memoryIO('', from === 'root' ? outside : join(outside, 'sub'));
  expect(await main(argv, io)).toBe(status);
  expect(io.out() + io.err()).toContain(says);
});
