import { describe, expect, test } from '@jest/globals';
import { ERROR, FlowError, restoreCall, startCall, type CallEvent, type LookupEdge } from '@switchboard/flow';
import { CAITLIN, failingCustomers, fakeCustomers, SEAN } from './fakeCustomers.js';
import { loadTestFlow, playCall, said } from './flowTestKit.js';

const context = { caller: '+15551234567', called: '+15550000000', call_id: 'call-1', started_at: '2026-12-02T10:00:00.000Z' };
const lookups = (events: readonly CallEvent[]) =>
  events.flatMap((event) => (event.type === 'lookup' ? [{ node: event.node, tool: event.tool, args: event.args, outcome: event.outcome }] : []));

describe('a call of the customer-care flow', () => {
  test.each<{ name: string; lines: string[]; outcomes: LookupEdge[]; status: string; last: string; path: string[] }>([
    {
      name: 'Kaitlyn Meyers is confirmed as Caitlin Myers with her account',
      lines: ['Kaitlyn Meyers'],
      outcomes: ['confident'],
      status: 'ended',
      last: 'Thank you for calling. Goodbye.',
      path: ['greet', 'ask_name', 'find_by_name', 'confirm', 'bye'],
    },
    {
      name: 'Sean Riley is asked for his city, then found in Portland',
      lines: ['Sean Riley', 'Portland'],
      outcomes: ['ambiguous', 'confident'],
      status: 'ended',
      last: 'Thank you for calling. Goodbye.',
      path: ['greet', 'ask_name', 'find_by_name', 'ask_city', 'find_by_name_and_city', 'confirm', 'bye'],
    },
    {
      name: 'Sean Riley from a city with no Sean is offered a transfer',
      lines: ['Sean Riley', 'Boston', 'yes please'],
      outcomes: ['ambiguous', 'not_found'],
      status: 'transferred',
      last: 'Transferring you now.',
      path: ['greet', 'ask_name', 'find_by_name', 'ask_city', 'find_by_name_and_city', 'offer_transfer', 'transfer_or_not', 'to_agent'],
    },
    {
      name: 'an unknown name accepting the transfer is transferred',
      lines: ['Zebedee Quux', 'Yes.'],
      outcomes: ['not_found'],
      status: 'transferred',
      last: 'Transferring you now.',
      path: ['greet', 'ask_name', 'find_by_name', 'offer_transfer', 'transfer_or_not', 'to_agent'],
    },
    {
      name: 'an unknown name declining the transfer says goodbye',
      lines: ['Zebedee Quux', 'no thanks'],
      outcomes: ['not_found'],
      status: 'ended',
      last: 'Thank you for calling. Goodbye.',
      path: ['greet', 'ask_name', 'find_by_name', 'offer_transfer', 'transfer_or_not', 'bye'],
    },
  ])('$name', async ({ lines, outcomes, status, last, path }) => {
    const customers = fakeCustomers();
    const flow = await loadTestFlow('care.flow.yaml', customers);
    const call = await playCall(flow, lines, { documents: { customers }, context });
    expect(call.status).toBe(status);
    expect(call.path).toEqual(path);
    expect(lookups(call.events).map((event) => event.outcome)).toEqual(outcomes);
    expect(said(call).at(-1)).toBe(last);
  });

  test.each([
    ['a column of the row found', 'Kaitlyn Meyers', 'Springfield branch.'],
    ['the call context', 'Zebedee Quux', 'Main line.'],
  ])('a branch reads a dotted variable: %s', async (_title, line, last) => {
    const customers = fakeCustomers();
    const flow = await loadTestFlow('branch-on-row.flow.yaml', customers);
    const call = await playCall(flow, [line], { documents: { customers }, context });
    expect(said(call).at(-1)).toBe(last);
  });

  test.each([
    { name: 'a case taken names its phrase found in the answer', line: 'Sure, please do', branch: { value: 'Sure, please do', case: 0, match: 'sure', next: 'to_agent' } },
    { name: 'otherwise has no case and no phrase', line: 'maybe later', branch: { value: 'maybe later', case: null, next: 'bye' } },
  ])('a branch logs what it read and which way it went: $name', async ({ line, branch }) => {
    const customers = fakeCustomers();
    const flow = await loadTestFlow('care.flow.yaml', customers);
    const call = await playCall(flow, ['Zebedee Quux', line], { documents: { customers }, context });
    expect(call.events.filter((event) => event.type === 'branch')).toEqual([{ type: 'branch', node: 'transfer_or_not', variable: 'wants_transfer', ...branch }]);
  });

  test('a branch on a row column that differs takes otherwise', async () => {
    const customers = fakeCustomers();
    const flow = await loadTestFlow('branch-on-row.flow.yaml', customers);
    const call = await playCall(flow, ['Zebedee Quux'], { documents: { customers }, context: { ...context, called: '+15559999999' } });
    expect(said(call).at(-1)).toBe('Elsewhere.');
  });

  test('the greeting reads the caller number from the call context', async () => {
    const flow = await loadTestFlow('care.flow.yaml');
    const call = await startCall(flow, { documents: { customers: fakeCustomers() }, context });
    expect(said(call)).toEqual(['Thanks for calling Acme. You are calling from +15551234567.', 'Can I have your full name, please?']);
    expect(call.status).toBe('listening');
    expect(call.call).toEqual(context);
  });

  test('a confident match puts the row in variables and its columns in the confirmation', async () => {
    const customers = fakeCustomers();
    const flow = await loadTestFlow('care.flow.yaml', customers);
    const call = await playCall(flow, ['Kaitlyn Meyers'], { documents: { customers }, context });
    expect(customers.calls).toEqual([{ tool: 'lookup_customer', args: { full_name: 'Kaitlyn Meyers' } }]);
    expect(call.variables.customer).toEqual(CAITLIN);
    expect(call.variables.customer_outcome).toBe('confident');
    expect(said(call)).toContain('I found your account, Caitlin Myers, account A1001 in Springfield.');
  });

  test('the disambiguation loop looks up again with the name and the city', async () => {
    const customers = fakeCustomers();
    const flow = await loadTestFlow('care.flow.yaml', customers);
    const call = await playCall(flow, ['Sean Riley', 'Portland'], { documents: { customers }, context });
    expect(lookups(call.events)).toEqual([
      { node: 'find_by_name', tool: 'lookup_customer', args: { full_name: 'Sean Riley' }, outcome: 'ambiguous' },
      { node: 'find_by_name_and_city', tool: 'lookup_customer', args: { full_name: 'Sean Riley', city: 'Portland' }, outcome: 'confident' },
    ]);
    expect(said(call)).toContain('I found more than one Sean Riley. Which city are you calling from?');
    expect(call.variables.customer).toEqual(SEAN);
  });

  test('a lookup that throws takes the error edge, apologises and transfers', async () => {
    const flow = await loadTestFlow('care.flow.yaml');
    const call = await playCall(flow, ['Kaitlyn Meyers'], { documents: { customers: failingCustomers() }, context });
    expect(call.status).toBe('transferred');
    expect(call.error).toBeNull();
    const lookup = call.events.find((event) => event.type === 'lookup');
    expect(lookup).toMatchObject({ outcome: 'error', error: { code: ERROR.lookupFailed } });
    expect(lookup?.type === 'lookup' && lookup.error?.message).toContain('customers.csv: no such file');
    expect(said(call)).toContain('Sorry, I cannot reach our customer records right now. Let me put you through to a colleague.');
    expect(call.events.at(-1)).toEqual({ type: 'transfer', node: 'to_agent', to: '+15550100' });
  });

  test('a call without its document takes the error edge instead of crashing', async () => {
    const flow = await loadTestFlow('care.flow.yaml');
    const call = await playCall(flow, ['Kaitlyn Meyers'], { documents: {}, context });
    expect(call.status).toBe('transferred');
    expect(call.events.find((event) => event.type === 'lookup')).toMatchObject({ outcome: 'error', error: { code: ERROR.unknownTool } });
  });

  test('speaking to a call that is over is refused with a code', async () => {
    const flow = await loadTestFlow('care.flow.yaml');
    const call = await playCall(flow, ['Kaitlyn Meyers'], { documents: { customers: fakeCustomers() }, context });
    await expect(call.hear('hello?')).rejects.toThrow(FlowError);
    await expect(call.hear('hello?')).rejects.toMatchObject({ code: ERROR.notListening });
  });
});

describe('persisting a call', () => {
  test('a call snapshotted while asking for the city resumes from JSON in a fresh actor', async () => {
    const flow = await loadTestFlow('care.flow.yaml');
    const first = await playCall(flow, ['Sean Riley'], { documents: { customers: fakeCustomers() }, context });
    expect(first.node).toBe('ask_city');
    const stored = JSON.stringify(first.snapshot());
    first.stop();

    const customers = fakeCustomers();
    const resumed = await restoreCall(await loadTestFlow('care.flow.yaml', customers), JSON.parse(stored), { documents: { customers } });
    expect(resumed.status).toBe('listening');
    expect(resumed.node).toBe('ask_city');
    expect(resumed.call).toEqual(context);
    await resumed.hear('Portland');
    expect(resumed.status).toBe('ended');
    expect(customers.calls).toEqual([{ tool: 'lookup_customer', args: { full_name: 'Sean Riley', city: 'Portland' } }]);
    expect(resumed.path).toEqual(['greet', 'ask_name', 'find_by_name', 'ask_city', 'find_by_name_and_city', 'confirm', 'bye']);
    expect(said(resumed)).toContain('I found your account, Sean Riley, account A2002 in Portland.');
  });

  test.each([
    { name: 'something that is not a snapshot', snapshot: { hello: 'world' }, code: ERROR.snapshotInvalid },
    { name: 'a snapshot of another flow version', snapshot: { format: 'switchboard.call/1', flow: { file: 'x', digest: 'other' }, machine: {} }, code: ERROR.snapshotFlowMismatch },
  ])('restoring $name is refused with a code', async ({ snapshot, code }) => {
    const flow = await loadTestFlow('care.flow.yaml');
    await expect(restoreCall(flow, snapshot)).rejects.toMatchObject({ code });
  });

  test.each([
    { name: 'a state that is not a node', edit: (machine: Record<string, unknown>) => { machine.value = 'nope'; }, says: '"machine.value" is "nope", which is not a node of' },
    { name: 'a null context', edit: (machine: Record<string, unknown>) => { machine.context = null; }, says: '"machine.context" must be a mapping' },
    { name: 'a call context without its caller', edit: (machine: Record<string, unknown>) => { delete (machine.context as { call: Record<string, unknown> }).call.caller; }, says: '"machine.context.call.caller" must be text' },
    { name: 'events that are not a list', edit: (machine: Record<string, unknown>) => { (machine.context as Record<string, unknown>).events = {}; }, says: '"machine.context.events" must be a list' },
    { name: 'an unknown status', edit: (machine: Record<string, unknown>) => { machine.status = 'paused'; }, says: '"machine.status" must be "active" or "done"' },
    { name: 'a state where a call never rests (a say)', edit: (machine: Record<string, unknown>) => { machine.value = 'greet'; }, says: '"machine.value" is "greet", a say node, where a call never rests' },
    { name: 'a lookup state without its running lookup', edit: (machine: Record<string, unknown>) => { machine.value = 'find_by_name'; machine.children = {}; }, says: 'without the lookup or model it is waiting for' },
    { name: 'an ended status at a collect', edit: (machine: Record<string, unknown>) => { machine.status = 'done'; }, says: '"machine.status" is "done" but "machine.value" is' },
    { name: 'an active status at an end node', edit: (machine: Record<string, unknown>) => { machine.value = 'bye'; }, says: 'where the call has ended' },
  ])('a snapshot of the right flow with $name is snapshot_invalid, not a crash', async ({ edit, says }) => {
    const flow = await loadTestFlow('care.flow.yaml');
    const first = await playCall(flow, ['Sean Riley'], { documents: { customers: fakeCustomers() }, context });
    const snapshot = JSON.parse(JSON.stringify(first.snapshot())) as { machine: Record<string, unknown> };
    first.stop();
    edit(snapshot.machine);
    const restoring = restoreCall(flow, snapshot, { documents: { customers: fakeCustomers() } });
    await expect(restoring).rejects.toMatchObject({ code: ERROR.snapshotInvalid, message: expect.stringContaining(says) });
  });

  test('a snapshot of another flow file names both files', async () => {
    const flow = await loadTestFlow('care.flow.yaml');
    const snapshot = { format: 'switchboard.call/1', flow: { file: '/calls/other.flow.yaml', digest: 'other' }, machine: {} };
    await expect(restoreCall(flow, snapshot)).rejects.toMatchObject({
      code: ERROR.snapshotFlowMismatch,
      message: expect.stringContaining(`the snapshot was taken on /calls/other.flow.yaml, whose text differs from ${flow.file}`),
    });
  });
});
