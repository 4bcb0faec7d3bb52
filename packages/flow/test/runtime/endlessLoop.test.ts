// A flow that loops without waiting for the caller, run without the load-time check: the call must stop, not hang.
import { describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR, MAX_STEPS_WITHOUT_CALLER, ScriptedModel, startCall, type Flow, type FlowNode, type LoadedFlow, type LookupProvider } from '@switchboard/flow';
import { replayCall } from '../../src/replay/index.js';
import { CAITLIN, fakeCustomers, lookupCustomerTool } from './fakeCustomers.js';

/** A flow as plain data, never validated: what an API user could hand the runtime. */
function unvalidatedFlow(start: string, nodes: FlowNode[], file = '/tmp/loop.flow.yaml'): Flow {
  return { name: 'loop', file, digest: 'x', start, documents: {}, nodes: Object.fromEntries(nodes.map((node) => [node.id, node])), callerLookup: null };
}

const sayLoop = unvalidatedFlow('a', [
  { kind: 'say', id: 'a', text: 'a', next: 'b' },
  { kind: 'say', id: 'b', text: 'b', next: 'a' },
]);

const lookupLoop = unvalidatedFlow('find', [
  { kind: 'lookup', id: 'find', text: '#lookup lookup_customer full_name=Bob', into: 'customer', on: { confident: 'find', ambiguous: 'find', not_found: 'again', error: 'find' } },
  { kind: 'say', id: 'again', text: 'Let me look again.', next: 'find' },
]);

describe('a call that never waits for the caller is stopped', () => {
  test('say -> say -> back ends as failed with endless_loop after the step limit', async () => {
    const call = await startCall(sayLoop);
    expect(call.status).toBe('failed');
    expect(call.error).toEqual({ code: ERROR.endlessLoop, message: expect.stringContaining(`went through ${MAX_STEPS_WITHOUT_CALLER} nodes without the caller speaking`) });
    expect(call.path).toHaveLength(MAX_STEPS_WITHOUT_CALLER + 1);
    expect(call.events.at(-1)).toEqual({ type: 'end', node: call.node, reason: 'failed' });
  });

  test('a straight way longer than the step limit is stopped too, and not called a loop', async () => {
    const steps = Array.from({ length: MAX_STEPS_WITHOUT_CALLER + 50 }, (_, i): FlowNode => ({ kind: 'say', id: `s${i}`, text: `step ${i}`, next: `s${i + 1}` }));
    const call = await startCall(unvalidatedFlow('s0', [...steps, { kind: 'end', id: `s${MAX_STEPS_WITHOUT_CALLER + 50}` }]));
    expect(call.error?.code).toBe(ERROR.endlessLoop);
    expect(call.error?.message).toContain('no node came twice, so this is no loop but a way through the flow longer than a call may go without the caller');
    expect(call.error?.message).not.toContain('a loop in the flow kept going round');
  });

  test('a lookup whose edges lead back to it stops after the step limit, its lookups included', async () => {
    const customers = fakeCustomers();
    const call = await startCall(lookupLoop, { documents: { customers } });
    expect(call.status).toBe('failed');
    expect(call.error?.code).toBe(ERROR.endlessLoop);
    expect(customers.calls.length).toBeLessThanOrEqual(MAX_STEPS_WITHOUT_CALLER);
  });

  test('a conversation node that leads back to itself stops too, however many replies the model has', async () => {
    const chat = unvalidatedFlow('chat', [{ kind: 'conversation', id: 'chat', text: 'Talk.', documents: [], maxToolRounds: 3, next: 'chat' }]);
    const call = await startCall(chat, { model: new ScriptedModel(Array.from({ length: 1000 }, () => ({ kind: 'text' as const, text: 'Hello.' }))) });
    expect(call.error?.code).toBe(ERROR.endlessLoop);
  });

  test('a say node whose next is itself is stopped too', async () => {
    const call = await startCall(unvalidatedFlow('a', [{ kind: 'say', id: 'a', text: 'a', next: 'a' }]));
    expect(call.error?.code).toBe(ERROR.endlessLoop);
    expect(call.path).toHaveLength(MAX_STEPS_WITHOUT_CALLER + 1);
  });

  test('an edge back to the same node runs it again: a lookup retried on error finds the caller the second time', async () => {
    let attempts = 0;
    const flaky: LookupProvider = {
      tools: [lookupCustomerTool],
      call: () => {
        attempts += 1;
        if (attempts === 1) throw new Error('share not mounted yet');
        return { result: 'confident', row: CAITLIN, score: 96 };
      },
    };
    const flow = unvalidatedFlow('find', [
      { kind: 'lookup', id: 'find', text: '#lookup lookup_customer full_name=Caitlin', into: 'customer', on: { confident: 'bye', ambiguous: 'bye', not_found: 'bye', error: 'find' } },
      { kind: 'end', id: 'bye', text: 'Goodbye, {{customer.Full Name}}.' },
    ]);
    const call = await startCall(flow, { documents: { customers: flaky } });
    expect(call.status).toBe('ended');
    expect(call.path).toEqual(['find', 'find', 'bye']);
    expect(call.events.at(-2)).toEqual({ type: 'say', node: 'bye', text: 'Goodbye, Caitlin Myers.' });
  });

  test('the count starts again each time the caller speaks', async () => {
    // 250 say nodes between two collects: well under the limit each time, over it across both.
    const says: FlowNode[] = Array.from({ length: 250 }, (_, index) => ({ kind: 'say', id: `s${index}`, text: `${index}`, next: index === 249 ? 'ask' : `s${index + 1}` }));
    const flow = unvalidatedFlow('s0', [...says, { kind: 'collect', id: 'ask', into: 'answer', next: 's0' }]);
    const call = await startCall(flow);
    expect(call.status).toBe('listening');
    await call.hear('again');
    expect(call.status).toBe('listening');
    expect(call.error).toBeNull();
  });
});

describe('replay of a looping flow', () => {
  test('a lookup loop ends the replay with the endless_loop failure well within its turn timeout', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'switchboard-loop-'));
    try {
      const flowFile = join(folder, 'loop.flow.yaml');
      const callFile = join(folder, 'loop.call.yaml');
      await writeFile(callFile, 'flow: loop.flow.yaml\ntimeout_ms: 1000\nturns: []\nexpect: { status: ended }\n');
      // The flow cache hands the replay a flow that was never validated, as an API user could.
      const loaded: LoadedFlow = { flow: { ...lookupLoop, file: flowFile }, documents: { customers: fakeCustomers() }, issues: [], silenced: [] };
      await writeFile(flowFile, 'nodes: {}\n');
      const report = await replayCall(callFile, { flows: new Map([[flowFile, Promise.resolve(loaded)]]) });
      expect(report.status).toBe('failed');
      expect(report.status === 'failed' && report.divergences.map((divergence) => divergence.actual)).toContainEqual(expect.stringContaining("without the caller speaking"));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
