// A generated flow of 3,000 nodes, saved and resumed: the snapshot names the nearest nodes ahead (MAX_AHEAD_NAMED),
// not every one, and a change past them is still refused, said as such. (3,000 nodes, past the 1,000 named, show
// what 20,000 did, without loading a 20,000-node flow five times: 30 s of the suite.)
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR, MAX_AHEAD_NAMED, restoreCall, startCall, type CallSnapshot } from '@switchboard/flow';
import { writtenFlow } from './flowTestKit.js';

const COUNT = 3_000;
let folder = '';
const flowText = (question: (index: number) => string): string => [
  'nodes:',
  ...Array.from({ length: COUNT }, (_, index) => `  ask_${index}: { kind: collect, text: "${question(index)}", into: answer_${index}, next: ${index + 1 < COUNT ? `ask_${index + 1}` : 'bye'} }`),
  '  bye: { kind: end, text: Bye }',
  '',
].join('\n');

const flowFile = (name: string, text: string) => writtenFlow(folder, name, text);

let snapshot: CallSnapshot;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'big-flow-snapshot-'));
  const call = await startCall(await flowFile('big.flow.yaml', flowText((index) => `Question ${index}?`)));
  await call.hear('one');
  expect(call.node).toBe('ask_1');
  snapshot = JSON.parse(JSON.stringify(call.snapshot())) as CallSnapshot;
  call.stop();
}, 120_000);
afterAll(() => { rmSync(folder, { recursive: true, force: true }); });

describe('a call of a 3,000-node flow, saved', () => {
  // Until 2026-12-06 ahead held every node still reachable: on 20,000 nodes about half a megabyte a snapshot.
  test('names the 1,000 nearest nodes ahead and counts the rest', () => {
    expect(MAX_AHEAD_NAMED).toBe(1000);
    expect(Object.keys(snapshot.flow.ahead ?? {})).toEqual(Array.from({ length: 1000 }, (_, index) => `ask_${index + 1}`));
    expect(snapshot.flow.aheadLeftOut).toBe(COUNT - 1 - 1000 + 1);
    expect(JSON.stringify(snapshot.flow).length).toBeLessThan(40_000);
  });

  test.each([
    { name: 'unchanged', edit: () => '', resumes: true, says: '' },
    { name: 'a node behind it reworded', edit: (index: number) => (index === 0 ? 'Welcome?' : ''), resumes: true, says: '' },
    { name: 'a near node reworded', edit: (index: number) => (index === 5 ? 'Reworded?' : ''), resumes: false, says: 'node "ask_5" changed. A saved call resumes' },
    {
      name: 'a node past the named ones reworded',
      edit: (index: number) => (index === 2_500 ? 'Reworded?' : ''),
      resumes: false,
      says: 'a node further on than the 1,000 nearest (which the snapshot names) changed, is new or no longer follows it. A saved call resumes',
    },
  ])('resumes on the flow $name, or is refused naming what changed', async ({ edit, resumes, says }) => {
    const flow = await flowFile('big.flow.yaml', flowText((index) => edit(index) || `Question ${index}?`));
    if (resumes) {
      const call = await restoreCall(flow, snapshot);
      expect(call.node).toBe('ask_1');
      call.stop();
    } else {
      await expect(restoreCall(flow, snapshot)).rejects.toMatchObject({ code: ERROR.snapshotFlowMismatch, message: expect.stringContaining(says) });
    }
  }, 120_000);
});
