// A `set` node in a running call: values stored in order as rendered text, logged, kept from the model when copied from a lookup.
import { describe, expect, test } from '@jest/globals';
import { loadFlowText, restoreCall, ScriptedModel, startCall } from '@switchboard/flow';
import { fakeCustomers } from '../runtime/fakeCustomers.js';

const context = { caller: '+15551234567', called: '+15550000000', call_id: 'call-9', started_at: '2026-12-05T09:00:00.000Z' };

async function flowOf(nodes: string[]) {
  const { flow, issues } = await loadFlowText(`documents: { customers: customers.lookup.json }\nnodes:\n${nodes.join('\n')}\n`, '/tmp/set-run.flow.yaml', { loadDocument: async () => fakeCustomers() });
  if (!flow) throw new Error(JSON.stringify(issues));
  return flow;
}

describe('a set node in a call', () => {
  test('stores each value as the text its template renders, in the order written, then goes on', async () => {
    const flow = await flowOf([
      '  ask: { kind: collect, into: caller_name, next: remember }',
      '  remember: { kind: set, values: { tries: 1, greeting: "Hi {{caller_name}}", both: "{{greeting}} ({{tries}}) on {{call.called}}" }, next: bye }',
      '  bye: { kind: end, text: "{{both}}" }',
    ]);
    const call = await startCall(flow, { documents: {}, context });
    await call.hear('Ann Lee');
    expect(call.status).toBe('ended');
    expect(call.path).toEqual(['ask', 'remember', 'bye']);
    expect(call.variables).toMatchObject({ tries: '1', greeting: 'Hi Ann Lee', both: 'Hi Ann Lee (1) on +15550000000' });
    expect(call.events).toContainEqual({ type: 'set', node: 'remember', values: { tries: '1', greeting: 'Hi Ann Lee', both: 'Hi Ann Lee (1) on +15550000000' } });
    expect(call.events).toContainEqual({ type: 'say', node: 'bye', text: 'Hi Ann Lee (1) on +15550000000' });
  });

  test('overwrites a value a caller gave, and a blank value empties it', async () => {
    const flow = await flowOf([
      '  ask: { kind: collect, into: answer, next: reset }',
      '  reset: { kind: set, values: { answer: "", note: "was {{answer}}" }, next: bye }',
      '  bye: { kind: end }',
    ]);
    const call = await startCall(flow, { documents: {}, context });
    await call.hear('yes');
    expect(call.variables).toMatchObject({ answer: '', note: 'was ' });
  });

  test('a copy of a #lookup result is kept from the model, as the result is; a plain value is not', async () => {
    const model = new ScriptedModel(['How can I help?']);
    const flow = await flowOf([
      '  ask: { kind: collect, into: name, next: find }',
      '  find: { kind: lookup, text: "#lookup lookup_customer full_name={{name}}", into: customer, on: { confident: copy, ambiguous: copy, not_found: copy, error: copy } }',
      '  copy: { kind: set, values: { greeting_name: "{{customer.Full Name}}", account: "{{customer.Account ID}}", desk: billing }, next: chat }',
      '  chat: { kind: conversation, text: "Name {{greeting_name}}, account {{account}}, desk {{desk}}.", next: bye }',
      '  bye: { kind: end, text: "Goodbye, {{greeting_name}}." }',
    ]);
    const call = await startCall(flow, { model, documents: { customers: fakeCustomers() }, context });
    await call.hear('Kaitlyn Meyers');
    expect(call.variables).toMatchObject({ greeting_name: 'Caitlin Myers', account: 'A1001', desk: 'billing' });
    // The caller hears it; the model is shown neither the name nor the account, only the plain value.
    expect(call.events).toContainEqual({ type: 'say', node: 'bye', text: 'Goodbye, Caitlin Myers.' });
    expect(model.requests[0]?.messages[0]).toEqual({ role: 'system', content: 'Name , account , desk billing.' });
    expect(JSON.stringify(model.requests)).not.toContain('Caitlin');
  });

  // A variable once given a lookup's value stayed kept from the model for the rest of the call, so the caller's own
  // answer stored in it later (a collect), or a plain value a set node stored there, reached the model as nothing.
  test.each([
    { name: 'the caller\'s answer collected into it', store: '  again: { kind: collect, into: topic, next: chat }', turns: ['Kaitlyn Meyers', 'my bill'], shown: 'my bill' },
    { name: 'a plain value a set node stores in it', store: '  again: { kind: set, values: { topic: billing }, next: chat }', turns: ['Kaitlyn Meyers'], shown: 'billing' },
  ])('a variable that held a copy of a lookup result is shown to the model again once it holds $name', async ({ store, turns, shown }) => {
    const model = new ScriptedModel(['Sure.']);
    const flow = await flowOf([
      '  ask: { kind: collect, into: name, next: find }',
      '  find: { kind: lookup, text: "#lookup lookup_customer full_name={{name}}", into: customer, on: { confident: copy, ambiguous: copy, not_found: copy, error: copy } }',
      '  copy: { kind: set, values: { topic: "{{customer.Plan}}" }, next: again }',
      store,
      '  chat: { kind: conversation, text: "Topic {{topic}}.", next: bye }',
      '  bye: { kind: end }',
    ]);
    const call = await startCall(flow, { model, documents: { customers: fakeCustomers() }, context });
    for (const turn of turns) await call.hear(turn);
    expect(model.requests[0]?.messages[0]).toEqual({ role: 'system', content: `Topic ${shown}.` });
  });

  test('a call resumed from a snapshot keeps what a set node stored, and still keeps the copy from the model', async () => {
    const flow = await flowOf([
      '  ask: { kind: collect, into: name, next: find }',
      '  find: { kind: lookup, text: "#lookup lookup_customer full_name={{name}}", into: customer, on: { confident: copy, ambiguous: copy, not_found: copy, error: copy } }',
      '  copy: { kind: set, values: { greeting_name: "{{customer.Full Name}}" }, next: more }',
      '  more: { kind: collect, into: question, next: chat }',
      '  chat: { kind: conversation, text: "Caller {{greeting_name}}.", next: bye }',
      '  bye: { kind: end }',
    ]);
    const first = await startCall(flow, { documents: { customers: fakeCustomers() }, context });
    await first.hear('Kaitlyn Meyers');
    const snapshot = JSON.parse(JSON.stringify(first.snapshot())) as unknown;
    const model = new ScriptedModel(['Sure.']);
    const resumed = await restoreCall(flow, snapshot, { model, documents: { customers: fakeCustomers() } });
    await resumed.hear('When are you open?');
    expect(resumed.variables).toMatchObject({ greeting_name: 'Caitlin Myers' });
    expect(model.requests[0]?.messages[0]).toEqual({ role: 'system', content: 'Caller .' });
  });
});
