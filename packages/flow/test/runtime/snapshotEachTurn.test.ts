// A call saved after every turn (a host that keeps no call in memory between turns) digests each node of the flow
// once, not every node ahead at every save: a save of a call of an 8,800-node flow took 140-240 ms, at every turn.
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const crypto = await import('node:crypto');
let sha256Made = 0;
jest.unstable_mockModule('node:crypto', () => ({
  ...crypto,
  default: crypto,
  createHash: (...args: Parameters<typeof crypto.createHash>) => {
    if (args[0] === 'sha256') sha256Made += 1;
    return crypto.createHash(...args);
  },
}));
const { restoreCall, startCall } = await import('@switchboard/flow');
const { writtenFlow } = await import('./flowTestKit.js');

const COUNT = 300;
const TURNS = 20;
let folder = '';
beforeAll(() => { folder = mkdtempSync(join(tmpdir(), 'snapshot-each-turn-')); });
afterAll(() => { rmSync(folder, { recursive: true, force: true }); });

const flowFile = (name: string, text: string) => writtenFlow(folder, name, text);

describe('a call saved after every turn and resumed for the next', () => {
  test(`digests each of ${COUNT} nodes once over ${TURNS} saves, and resumes at each`, async () => {
    const flow = await flowFile('chain.flow.yaml', ['nodes:',
      ...Array.from({ length: COUNT }, (_, index) => `  ask_${index}: { kind: collect, text: "Question ${index}?", into: answer_${index}, next: ${index + 1 < COUNT ? `ask_${index + 1}` : 'bye'} }`),
      '  bye: { kind: end, text: "Bye {{answer_0}}" }', ''].join('\n'));
    sha256Made = 0;
    let call = await startCall(flow);
    for (let turn = 0; turn < TURNS; turn += 1) {
      await call.hear(`answer ${turn}`);
      call = await restoreCall(flow, JSON.parse(JSON.stringify(call.snapshot())));
    }
    expect(call.node).toBe(`ask_${TURNS}`);
    expect(call.variables).toMatchObject({ answer_0: 'answer 0', [`answer_${TURNS - 1}`]: `answer ${TURNS - 1}` });
    // Each node ahead once (its short digest), and each save's digest of them all: never each node again at each save.
    expect(sha256Made).toBeLessThanOrEqual(COUNT + 1 + 2 * TURNS);
  });

  // The digest a saved call carries is what earlier versions wrote, so the calls they saved still resume.
  test('carries the digest of the nodes ahead that earlier versions wrote', async () => {
    const flow = await flowFile('short.flow.yaml', [
      'nodes:',
      '  ask: { kind: collect, text: "Your name?", into: caller_name, next: check }',
      '  check: { kind: branch, variable: caller_name, cases: [{ match: [stop], next: bye }], otherwise: ask }',
      '  bye: { kind: end, text: "Bye {{caller_name}}" }',
      '',
    ].join('\n'));
    const call = await startCall(flow);
    expect(call.snapshot().flow).toMatchObject({
      node: 'ask',
      digest: '64c741550304efaea1948de4037d94b014efed75359fcfdeb7ec702cd8ad969a',
      ahead: { ask: 'c40dc4087adc', check: '1136166e0e9f', bye: '971e6a6d307c' },
    });
  });
});
