// A lookup provider handed to the runtime may throw anything: `undefined`, `null`, an Error with no message, a
// driver's error whose message holds a whole query. The call's log, and the model for a tool call, get something
// useful and short: never "failed: undefined", never 100,000 characters.
import { describe, expect, test } from '@jest/globals';
import { ERROR, ScriptedModel, startCall, type LookupProvider } from '@switchboard/flow';
import { lookupCustomerTool } from './fakeCustomers.js';
import { loadTestFlow, playCall, said } from './flowTestKit.js';

const throwing = (thrown: unknown): LookupProvider => ({ tools: [lookupCustomerTool], call: () => { throw thrown; } });
const rejecting = (thrown: unknown): LookupProvider => ({ tools: [lookupCustomerTool], call: () => Promise.reject(thrown) });

const fix = 'which says nothing of what went wrong: have the provider throw an Error whose message names the cause (the database or service, and what it answered)';
const longMessage = `SELECT * FROM customers WHERE name = '${'x'.repeat(99_950)}'`;

const throws = [
  { name: 'undefined', thrown: undefined, detail: `its provider threw undefined, ${fix}` },
  { name: 'null', thrown: null, detail: `its provider threw null, ${fix}` },
  { name: 'an Error with no message', thrown: new TypeError(''), detail: `its provider threw a TypeError with no message, ${fix}` },
  { name: 'empty text', thrown: '', detail: `its provider threw empty text, ${fix}` },
  { name: 'a number', thrown: 42, detail: `its provider threw a number (42), ${fix}` },
  { name: 'an object with no message', thrown: { status: 503 }, detail: `its provider threw an object, ${fix}` },
  { name: 'text', thrown: 'connection refused', detail: 'connection refused' },
  {
    name: 'an Error of 100,000 characters',
    thrown: new Error(longMessage),
    detail: `${longMessage.slice(0, 500)}… (${(longMessage.length - 500).toLocaleString('en-US')} more characters of the provider's message not kept)`,
  },
];

describe('a lookup node whose provider throws', () => {
  test.each(throws.flatMap((row) => [
    { ...row, how: 'at once', provider: throwing(row.thrown) },
    { ...row, how: 'later', provider: rejecting(row.thrown) },
  ]))('$name ($how): the error edge, with a message that says what went wrong', async ({ provider, detail }) => {
    const call = await playCall(await loadTestFlow('care.flow.yaml'), ['Kaitlyn Meyers'], { documents: { customers: provider } });
    const lookup = call.events.find((event) => event.type === 'lookup');
    expect(lookup).toMatchObject({ outcome: 'error', error: { code: ERROR.lookupFailed } });
    expect(lookup?.type === 'lookup' ? lookup.error?.message : '').toBe(`lookup lookup_customer at node "find_by_name" failed: ${detail}`);
    expect(said(call)).toContain('Sorry, I cannot reach our customer records right now. Let me put you through to a colleague.');
    expect(call.status).toBe('transferred');
  });
});

describe('a model tool call whose provider throws', () => {
  test.each(throws)('$name: the model reads lookup_failed with a message that says what went wrong', async ({ thrown, detail }) => {
    const model = new ScriptedModel(['Happy to help.', { toolCalls: [{ name: 'lookup_customer', arguments: { full_name: 'Kaitlyn Meyers' } }] }, 'I could not look that up.']);
    const customers = throwing(thrown);
    const call = await startCall(await loadTestFlow('grounded.flow.yaml', customers), { model, documents: { customers } });
    await call.hear('Nobody Known');
    await call.hear('Where does Kaitlyn Meyers live?');
    const error = { code: ERROR.lookupFailed, message: detail };
    expect(call.events.filter((event) => event.type === 'tool_call')).toEqual([
      { type: 'tool_call', node: 'help_more', tool: 'lookup_customer', args: { full_name: 'Kaitlyn Meyers' }, error },
    ]);
    expect(model.requests[2]?.messages.at(-1)).toEqual({ role: 'tool', toolCallId: 'call_2_1', name: 'lookup_customer', content: JSON.stringify({ error }) });
    expect(call.status).toBe('ended');
  });
});
