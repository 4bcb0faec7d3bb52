// Storing a value (a caller's turn, a lookup's result, a set node) copies none of the call's other variables: a replay of
// 800 turns of a call holding 2,400 variables spent most of its time copying them all at every store.
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createActor } from 'xstate';
import { CallVariables, createCallMachine, newCallContext, provideDependencies, restoreCall, ScriptedModel, type Flow, type Json } from '@switchboard/flow';
import { fakeCustomers } from './fakeCustomers.js';
import { loadTestFlow, playCall, said } from './flowTestKit.js';

// Saved by the code before the variables were kept this way (its flow.file, an absolute path then, made relative).
const EARLIER_SAVE = fileURLToPath(new URL('../fixtures/saved/care-at-ask-city.before-2026-12-07.json', import.meta.url));

const HELD = 2000;
const TURNS = 40;
const names = Array.from({ length: TURNS }, (_, turn) => (turn % 2 === 0 ? 'Kaitlyn Meyers' : `Nobody ${turn}`));
const replies = () => new ScriptedModel(Array.from({ length: TURNS + 2 }, (_, turn) => ({ text: `Reply ${turn}.` })));
const deps = () => ({ documents: { customers: fakeCustomers() }, model: replies() });

/** Resolves once the actor waits for the caller or is over. */
const listening = (actor: { getSnapshot(): { hasTag(tag: string): boolean; status: string } }) => new Promise<void>((resolve) => {
  const check = () => { if (actor.getSnapshot().hasTag('listening') || actor.getSnapshot().status !== 'active') resolve(); else setImmediate(check); };
  check();
});

/** `values` as a mapping whose every field counts its reads in `reads`, as a snapshot's variables. */
function countedVariables(values: Record<string, Json>, reads: Map<string, number>): Record<string, Json> {
  const variables = {};
  for (const [name, value] of Object.entries(values)) {
    Object.defineProperty(variables, name, {
      enumerable: true,
      get: () => { reads.set(name, (reads.get(name) ?? 0) + 1); return value; },
    });
  }
  return variables;
}

describe(`a call resumed holding ${HELD} variables its nodes never name`, () => {
  test(`${TURNS} turns through every node that stores (collect, set, #lookup) read none of them, and a save keeps them all`, async () => {
    const flow = await loadTestFlow('long-call.flow.yaml');
    const first = await playCall(flow, names.slice(0, 1), deps());
    const machine = first.snapshot().machine as { context: { variables: Record<string, Json> } };
    const held = Object.fromEntries(Array.from({ length: HELD }, (_, index) => [`held_${index}`, `value ${index}`]));
    const before = { ...machine.context.variables, ...held };
    const reads = new Map<string, number>();
    machine.context.variables = countedVariables(before, reads);

    // The machine's own API, as a host holding the actor does (restoreCall copies a snapshot whole, reading each once).
    const actor = createActor(provideDependencies(createCallMachine(flow), deps()), { snapshot: machine as never, input: { call: newCallContext() } }).start();
    await listening(actor);
    reads.clear();
    for (const name of [...names.slice(1), 'stop']) {
      actor.send({ type: 'HEAR', text: name });
      await listening(actor);
    }
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.path.filter((node) => node === 'find')).toHaveLength(TURNS);
    // A copy at any store would have read every one of them.
    expect([...reads.keys()].filter((name) => name.startsWith('held_')).length).toBe(0);

    const after = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as { context: { variables: Record<string, Json> } };
    expect(Object.keys(after.context.variables)).toEqual(Object.keys(before));
    expect(after.context.variables).toMatchObject({ ...held, said: 'stop', last_name: names.at(-1), customer_outcome: 'not_found' });
  });
});

test(`a #lookup node run ${TURNS} times keeps one list of the variables kept from the model, not a copy per visit`, async () => {
  const flow = await loadTestFlow('long-call.flow.yaml');
  const actor = createActor(provideDependencies(createCallMachine(flow), deps()), { input: { call: newCallContext() } });
  const lists = new Set<readonly string[]>();
  actor.subscribe((snapshot) => { lists.add(snapshot.context.lookupVariables); });
  actor.start();
  await listening(actor);
  for (const name of [...names, 'stop']) {
    actor.send({ type: 'HEAR', text: name });
    await listening(actor);
  }
  expect(actor.getSnapshot().context.path.filter((node) => node === 'find')).toHaveLength(TURNS);
  expect(actor.getSnapshot().context.lookupVariables).toEqual(['customer', 'customer_candidates', 'customer_outcome', 'customer_heard', 'customer_error']);
  // The empty list of the call's start, then the one its first lookup made.
  expect(lists.size).toBe(2);
});

describe('what a call holds reads as a plain mapping, in the order its values were first stored', () => {
  test.each<{ name: string; saved: Record<string, Json>; stores: [name: string, value: string][]; record: Record<string, Json> }>([
    { name: 'a name stored again keeps its place', saved: {}, stores: [['b', '1'], ['a', '2'], ['b', '3']], record: { b: '3', a: '2' } },
    { name: 'a new name comes after those resumed with', saved: { z: '1', y: '2' }, stores: [['a', '3'], ['z', '4']], record: { z: '4', y: '2', a: '3' } },
    { name: 'a name written as a number comes first, as in any object', saved: { name: 'x' }, stores: [['7', 'seven'], ['city', 'Paris']], record: { 7: 'seven', name: 'x', city: 'Paris' } },
    { name: '__proto__ stays a variable', saved: {}, stores: [['__proto__', 'kept']], record: JSON.parse('{"__proto__":"kept"}') },
  ])('$name', ({ saved, stores, record }) => {
    let variables = CallVariables.of(saved);
    for (const [name, value] of stores) variables = variables.with([[name, value]]);
    // As the spreads of each store, that made the call's variables before, made them.
    const spread = stores.reduce<Record<string, Json>>((held, [name, value]) => ({ ...held, [name]: value }), { ...saved });
    expect(Object.entries(CallVariables.recordOf(variables))).toEqual(Object.entries(spread));
    expect(Object.entries(CallVariables.recordOf(variables))).toEqual(Object.entries(record));
    expect(JSON.stringify(variables)).toBe(JSON.stringify(spread));
  });

  test.each([
    { name: 'a call started', begin: async (flow: Flow) => playCall(flow, ['Sean Riley'], { documents: { customers: fakeCustomers() } }) },
    { name: 'a call resumed, before it stores a value', begin: async (flow: Flow) => restoreCall(flow, JSON.parse(readFileSync(EARLIER_SAVE, 'utf8')), { documents: { customers: fakeCustomers() } }) },
  ])('$name: call.variables read earlier keeps the values it had, and cannot be written to', async ({ begin }) => {
    const call = await begin(await loadTestFlow('care.flow.yaml'));
    const earlier = call.variables;
    expect(() => { (earlier as Record<string, Json>).caller_name = 'Someone Else'; }).toThrow(TypeError);
    await call.hear('Portland');
    expect(earlier).toMatchObject({ caller_name: 'Sean Riley', customer: null, customer_outcome: 'ambiguous' });
    expect(call.variables).toMatchObject({ caller_name: 'Sean Riley', caller_city: 'Portland', customer_outcome: 'confident' });
    expect(() => { (call.variables as Record<string, Json>).caller_name = 'Someone Else'; }).toThrow(TypeError);
    expect(call.variables.caller_name).toBe('Sean Riley');
  });
});

test('a call saved before resumes with what it held, says what it said, and saves the same mapping', async () => {
  const flow = await loadTestFlow('care.flow.yaml');
  const resumed = await restoreCall(flow, JSON.parse(readFileSync(EARLIER_SAVE, 'utf8')), { documents: { customers: fakeCustomers() } });
  expect(resumed.node).toBe('ask_city');
  await resumed.hear('Portland');
  expect(resumed.status).toBe('ended');
  expect(said(resumed).at(-2)).toBe('I found your account, Sean Riley, account A2002 in Portland.');
  // What the code before saved at the end of the same call, key for key and in order; the lookup made after resuming
  // adds `customer_error` (null: it was confident), which a lookup stores since session 50, after the keys it had.
  const ended = { caller_name: 'Sean Riley', customer: { 'Full Name': 'Sean Riley', 'Account ID': 'A2002', City: 'Portland' }, customer_candidates: [], customer_outcome: 'confident', customer_heard: { full_name: 'Sean Riley', city: 'Portland' }, caller_city: 'Portland', customer_error: null };
  expect(JSON.stringify(resumed.variables)).toBe(JSON.stringify(ended));
  expect(JSON.stringify((resumed.snapshot().machine as { context: { variables: unknown } }).context.variables)).toBe(JSON.stringify(ended));
});

test('a snapshot copied with structuredClone, which keeps none of the variables, is refused at the copy (was: the call resumed holding none)', async () => {
  const flow = await loadTestFlow('long-call.flow.yaml');
  const actor = createActor(provideDependencies(createCallMachine(flow), deps()), { input: { call: newCallContext() } }).start();
  await listening(actor);
  actor.send({ type: 'HEAR', text: 'Kaitlyn Meyers' });
  await listening(actor);
  const persisted = actor.getPersistedSnapshot();
  expect(() => structuredClone(persisted)).toThrow(/JSON\.stringify/);
  // Saved as documented, it keeps them.
  const saved = JSON.parse(JSON.stringify(persisted)) as { context: { variables: Record<string, Json> } };
  expect(saved.context.variables).toMatchObject({ customer_outcome: 'confident' });
  actor.stop();
});
