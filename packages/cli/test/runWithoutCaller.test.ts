// `switchboard run` without --caller on a flow that reads the caller's number: the call has none, so the author is
// told before it starts which nodes read it and how to give one, rather than hearing "Hi ." unexplained.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../src/commands/run.js';
import { memoryIO } from '../src/io.js';

let scratch = '';
let flowFile = '';
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'switchboard-run-without-caller-'));
  flowFile = join(scratch, 'greet.flow.yaml');
  await writeFile(flowFile, [
    'nodes:',
    '  greet: { kind: say, text: "Hi {{call.caller}}.", next: ask }',
    '  ask: { kind: collect, text: What can I do for you?, into: wish, next: bye }',
    '  bye: { kind: end, text: Goodbye. }',
    '',
  ].join('\n'));
});
afterAll(async () => { await rm(scratch, { recursive: true, force: true }); });

describe('run without --caller', () => {
  test('a flow reading {{call.caller}} is told which node reads it and to pass --caller, and the call still runs', async () => {
    const io = memoryIO('nothing\n', scratch);
    expect(await run(['greet.flow.yaml'], io)).toBe(0);
    expect(io.err()).toBe(
      'switchboard run: warning NO_CALLER_NUMBER: this call has no caller number (no --caller), so {{call.caller}} reads ' +
      'nothing in node "greet": a text says nothing where it stands ("Hi {{call.caller}}." is said "Hi ."), a #lookup by ' +
      'it and a #caller_lookup take their error edge. Pass --caller +14155550100 to run a caller with a number, or ' +
      '--caller "" to run a withheld number on purpose\n',
    );
    expect(io.out()).toContain('agent:  Hi .');
  });

  test.each([
    ['a number given', ['--caller', '+14155550100']],
    ['a withheld number given on purpose', ['--caller', '']],
  ])('%s: no warning', async (_title, options) => {
    const io = memoryIO('nothing\n', scratch);
    expect(await run(['greet.flow.yaml', ...options], io)).toBe(0);
    expect(io.err()).toBe('');
  });
});
