// A transfer hands the call to its rendered destination, and never to nobody.
import { describe, expect, test } from '@jest/globals';
import { ERROR, ISSUE, loadFlowText, type Flow } from '@switchboard/flow';
import { playCall, said } from './flowTestKit.js';

/** `ext` is collected only when the caller asks for an extension; the other way reaches the transfer without it. */
const FLOW = `
nodes:
  ask:
    kind: collect
    text: Do you know the extension?
    into: answer
    next: which
  which:
    kind: branch
    variable: answer
    cases: [{ match: [yes], next: ask_ext }]
    otherwise: put_through
  ask_ext:
    kind: collect
    text: Which extension?
    into: ext
    next: put_through
  put_through:
    kind: transfer
    text: Putting you through to {{ext}}.
    to: "{{ext}}"
`;

/**
 * The same flow as data, handed to the runtime without the load-time check (which refuses it: maybe_unset_variable),
 * so the runtime's own guard is what is tested.
 */
async function flow(): Promise<Flow> {
  return {
    name: 'extension', file: '/flows/extension.flow.yaml', digest: 'extension-1', start: 'ask', documents: {}, callerLookup: null,
    nodes: {
      ask: { kind: 'collect', id: 'ask', text: 'Do you know the extension?', into: 'answer', next: 'which' },
      which: { kind: 'branch', id: 'which', variable: 'answer', cases: [{ match: ['yes'], next: 'ask_ext' }], otherwise: 'put_through' },
      ask_ext: { kind: 'collect', id: 'ask_ext', text: 'Which extension?', into: 'ext', next: 'put_through' },
      put_through: { kind: 'transfer', id: 'put_through', text: 'Putting you through to {{ext}}.', to: '{{ext}}' },
    },
  };
}

test('loading the flow refuses it before any call: the way that skips ask_ext reaches the transfer without "ext"', async () => {
  const loaded = await loadFlowText(FLOW, '/flows/extension.flow.yaml');
  expect(loaded.flow).toBeNull();
  expect(loaded.issues).toEqual([
    expect.objectContaining({ code: ISSUE.maybeUnsetVariable, severity: 'warning', node: 'put_through', path: 'nodes.put_through.text', line: 20 }),
    expect.objectContaining({ code: ISSUE.maybeUnsetVariable, severity: 'error', node: 'put_through', path: 'nodes.put_through.to', line: 21, column: 10 }),
  ]);
});

describe('a transfer node', () => {
  test('a destination that renders transfers the call there', async () => {
    const call = await playCall(await flow(), ['yes', '204'], {});
    expect(call.status).toBe('transferred');
    expect(call.events.at(-1)).toEqual({ type: 'transfer', node: 'put_through', to: '204' });
    expect(said(call)).toContain('Putting you through to 204.');
  });

  test.each([
    { name: 'a variable never set on this path', lines: ['no'],
      why: 'because "ext" had no value on the way there; the call ends as failed rather than transferring to nobody. Set those variables on every path to the node, or write a fixed number or queue' },
    // Set, so "set it on every path" would be no fix: the answer is what was blank.
    { name: 'a variable set to a blank answer', lines: ['yes', '  '],
      why: 'because "ext" was set, but blank (the caller said nothing, or a set node\'s value came out empty); the call ends as failed rather than transferring to nobody. ' +
        'Check the answer before the transfer (a branch whose cases take the answers you accept, and whose otherwise asks again or goes to a fixed queue), or write a fixed number or queue' },
  ])('a destination that renders blank fails the call naming the node and variable: $name', async ({ lines, why }) => {
    const call = await playCall(await flow(), lines, {});
    expect(call.status).toBe('failed');
    expect(call.error?.code).toBe(ERROR.transferDestinationEmpty);
    expect(call.error?.message).toBe(`transfer node "put_through" has nowhere to send the call: its "to" ("{{ext}}") came out empty ${why}`);
    expect(call.events.some((event) => event.type === 'transfer')).toBe(false);
    expect(said(call).some((text) => text.startsWith('Putting you through'))).toBe(false);
    expect(call.events.at(-1)).toEqual({ type: 'end', node: 'put_through', reason: 'failed' });
  });

  test('a call failed at a transfer snapshots and restores as failed', async () => {
    const { restoreCall } = await import('@switchboard/flow');
    const loaded = await flow();
    const call = await playCall(loaded, ['no'], {});
    const restored = await restoreCall(loaded, call.snapshot());
    expect([restored.status, restored.error?.code]).toEqual(['failed', ERROR.transferDestinationEmpty]);
  });
});
