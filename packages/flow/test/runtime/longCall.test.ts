// A call of thousands of turns (a load test, a soak replay) must cost the same per turn at its end as at its start:
// its logs are appended to, never copied at every node, which made a replay of n turns take n² time.
import { describe, expect, test } from '@jest/globals';
import { createActor } from 'xstate';
import { createCallMachine, modelRequestMessages, newCallContext, provideDependencies, restoreCall, ScriptedModel, startCall, type CallMachineContext } from '@switchboard/flow';
import { fakeCustomers } from './fakeCustomers.js';
import { loadTestFlow } from './flowTestKit.js';

const TURNS = 60;
const replies = () => new ScriptedModel(Array.from({ length: TURNS + 1 }, (_, turn) => ({ text: `Reply ${turn}.` })));
const names = Array.from({ length: TURNS }, (_, turn) => (turn % 2 === 0 ? 'Kaitlyn Meyers' : `Nobody ${turn}`));

describe('a long call keeps one path, one event log and one history', () => {
  test('every node of every turn appends to the same arrays: none is copied per visit', async () => {
    const flow = await loadTestFlow('long-call.flow.yaml');
    const machine = provideDependencies(createCallMachine(flow), { documents: { customers: fakeCustomers() }, model: replies() });
    const actor = createActor(machine, { input: { call: newCallContext() } });
    const seen = { path: new Set<unknown>(), events: new Set<unknown>(), history: new Set<unknown>() };
    const note = (context: CallMachineContext) => {
      seen.path.add(context.path);
      seen.events.add(context.events);
      seen.history.add(context.history);
    };
    actor.subscribe((snapshot) => note(snapshot.context));
    actor.start();
    note(actor.getSnapshot().context);
    const listening = () => new Promise<void>((resolve) => {
      const check = () => { if (actor.getSnapshot().hasTag('listening') || actor.getSnapshot().status !== 'active') resolve(); else setImmediate(check); };
      check();
    });
    await listening();
    for (const name of [...names, 'stop']) {
      actor.send({ type: 'HEAR', text: name });
      await listening();
    }
    const { context, status } = actor.getSnapshot();
    expect(status).toBe('done');
    // Every node kind that logs ran on every turn (say, collect, branch, set, lookup, conversation, end)...
    expect(context.path).toHaveLength(2 + TURNS * 5 + 2);
    expect(context.events.filter((event) => event.type === 'lookup')).toHaveLength(TURNS);
    expect(context.history.filter((message) => message.role === 'assistant')).toHaveLength(TURNS);
    // ...and each log is still the one array it was at the call's first node.
    expect(seen.path.size).toBe(1);
    expect(seen.events.size).toBe(1);
    expect(seen.history.size).toBe(1);
  });

  test('the session hands out the live logs, the same arrays turn after turn', async () => {
    const flow = await loadTestFlow('long-call.flow.yaml');
    const call = await startCall(flow, { documents: { customers: fakeCustomers() }, model: replies() });
    const { path, events } = call;
    for (const name of names.slice(0, 10)) await call.hear(name);
    expect(call.path).toBe(path);
    expect(call.events).toBe(events);
    expect(path.filter((node) => node === 'find')).toHaveLength(10);
  });

  test('two calls resumed from one snapshot object keep their own logs', async () => {
    const flow = await loadTestFlow('long-call.flow.yaml');
    const call = await startCall(flow, { documents: { customers: fakeCustomers() }, model: replies() });
    await call.hear('Kaitlyn Meyers');
    const snapshot = call.snapshot();
    const before = call.path.length;
    // Not through restoreCall, which copies the snapshot: the machine's own API, which does not.
    const resume = () => createActor(provideDependencies(createCallMachine(flow), { documents: { customers: fakeCustomers() }, model: replies() }), {
      snapshot: snapshot.machine as never,
      input: { call: newCallContext() },
    }).start();
    const first = resume();
    const second = resume();
    first.send({ type: 'HEAR', text: 'stop' });
    expect(first.getSnapshot().context.path.slice(before)).toEqual(['check', 'bye']);
    expect(second.getSnapshot().context.path).toHaveLength(before);
    second.send({ type: 'HEAR', text: 'stop' });
    expect(second.getSnapshot().context.path.slice(before)).toEqual(['check', 'bye']);
    expect(first.getSnapshot().context.path).toHaveLength(before + 2);
    const resumed = await restoreCall(flow, snapshot, { documents: { customers: fakeCustomers() }, model: replies() });
    expect(resumed.path).toHaveLength(before);
  });

  test('each model request logs only what the model had not been shown, and the whole requests can be read back', async () => {
    const flow = await loadTestFlow('long-call.flow.yaml');
    const model = replies();
    const call = await startCall(flow, { documents: { customers: fakeCustomers() }, model });
    for (const name of names.slice(0, 30)) await call.hear(name);
    // Resumed halfway, as a saved call is: the requests logged before still count as shown.
    const resumed = await restoreCall(flow, JSON.parse(JSON.stringify(call.snapshot())), { documents: { customers: fakeCustomers() }, model });
    for (const name of names.slice(30)) await resumed.hear(name);

    const requests = resumed.events.filter((event) => event.type === 'model_request');
    expect(requests).toHaveLength(TURNS);
    // Each request logs its instructions and what is new since the one before (the caller's line, the last reply):
    // a call of n turns logs about 3n messages, where repeating the whole conversation logged about n².
    expect(requests.reduce((sum, event) => sum + event.messages.length, 0)).toBe(3 * TURNS - 1);
    expect(modelRequestMessages(resumed.events)).toEqual(model.requests.map((request) => request.messages));
  });
});
