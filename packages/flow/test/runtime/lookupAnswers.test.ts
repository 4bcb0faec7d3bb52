// A lookup document handed to the runtime (the API takes any LookupProvider) may answer with something that is no
// lookup result. The call must take the node's error edge, as for a lookup that throws: never hang, never crash.
import { describe, expect, test } from '@jest/globals';
import { ERROR, ScriptedModel, startCall, type LookupProvider } from '@switchboard/flow';
import { lookupCustomerTool } from './fakeCustomers.js';
import { loadTestFlow, playCall, said } from './flowTestKit.js';

// @ts-expect-error A provider's answer that is no lookup result, which the type does not allow, is the point of these tests.
const answering = (answer: unknown): LookupProvider => ({ tools: [lookupCustomerTool], call: () => answer });

const misanswers = [
  { name: 'nothing', answer: undefined, says: 'nothing' },
  { name: 'null', answer: null, says: 'null' },
  { name: 'an outcome it does not know', answer: { result: 'maybe' }, says: '{"result":"maybe"}' },
  { name: 'confident without its row', answer: { result: 'confident', score: 96 }, says: '{"result":"confident","score":96}' },
  { name: 'ambiguous without candidates', answer: { result: 'ambiguous' }, says: '{"result":"ambiguous"}' },
  // Taken as an outcome, the caller heard "I found more than one customer named …" of nobody (until 2026-12-07).
  { name: 'ambiguous with no candidate', answer: { result: 'ambiguous', candidates: [] }, says: '{"result":"ambiguous","candidates":[]}' },
  { name: 'ambiguous with a candidate that is no row', answer: { result: 'ambiguous', candidates: [{ score: 90 }] }, says: '{"result":"ambiguous","candidates":[{"score":90}]}' },
];

describe('a lookup node whose document answers with no lookup result', () => {
  test.each(misanswers)('takes the error edge when the document answers $name', async ({ answer, says }) => {
    const flow = await loadTestFlow('care.flow.yaml');
    const call = await playCall(flow, ['Kaitlyn Meyers'], { documents: { customers: answering(answer) } });
    expect(call.status).toBe('transferred');
    expect(call.error).toBeNull();
    const lookup = call.events.find((event) => event.type === 'lookup');
    expect(lookup).toMatchObject({ outcome: 'error', error: { code: ERROR.lookupFailed } });
    expect(lookup?.type === 'lookup' ? lookup.error?.message : '').toBe(
      `lookup lookup_customer at node "find_by_name" failed: the document answered ${says}, which is no lookup result ` +
      '(confident with its row, ambiguous with its candidates\' rows, or not_found)',
    );
    expect(said(call)).toContain('Sorry, I cannot reach our customer records right now. Let me put you through to a colleague.');
    expect(call.variables.customer).toBeNull();
  });
});

describe('a model tool call whose document answers with no lookup result', () => {
  test.each(misanswers)('is an error the model is shown when the document answers $name', async ({ answer, says }) => {
    const model = new ScriptedModel(['Happy to help.', { toolCalls: [{ name: 'lookup_customer', arguments: { full_name: 'Kaitlyn Meyers' } }] }, 'I could not look that up.']);
    const customers = answering(answer);
    const flow = await loadTestFlow('grounded.flow.yaml', customers);
    const call = await startCall(flow, { model, documents: { customers } });
    await call.hear('Nobody Known');
    await call.hear('Where does Kaitlyn Meyers live?');
    const error = { code: ERROR.lookupFailed, message: `lookup lookup_customer failed: the document answered ${says}, which is no lookup result (confident with its row, ambiguous with its candidates' rows, or not_found)` };
    expect(call.events.filter((event) => event.type === 'tool_call')).toEqual([
      { type: 'tool_call', node: 'help_more', tool: 'lookup_customer', args: { full_name: 'Kaitlyn Meyers' }, error },
    ]);
    expect(model.requests[2]?.messages.at(-1)).toEqual({ role: 'tool', toolCallId: 'call_2_1', name: 'lookup_customer', content: JSON.stringify({ error }) });
    expect(call.status).toBe('ended');
  });
});

// A provider over a database answers what its driver gives: a Date, a bigint. The call keeps rows in its log and
// snapshot, which a host stores as JSON: such a row is a failed lookup naming the field and the fix, never a snapshot
// that cannot be written or a call that crashes on a row that holds itself.
const looping: Record<string, unknown> = { street: 'Main St' };
looping.self = looping;
const fix = 'which a call cannot keep in its log and snapshot (plain JSON, to be stored and resumed): have the provider answer text, numbers, true/false or null (a Date as date.toISOString(), a bigint as String(value))';
const rowWith = (field: string, value: unknown) => ({ 'Full Name': 'Caitlin Myers', [field]: value });
const nonJsonAnswers = [
  { name: 'a Date', answer: { result: 'confident', row: rowWith('Since', new Date(0)), score: 96 }, says: `its row with "Since" holding a Date, ${fix}` },
  { name: 'a bigint', answer: { result: 'confident', row: rowWith('Account ID', 10n), score: 96 }, says: `its row with "Account ID" holding a bigint (10), ${fix}` },
  { name: 'a function', answer: { result: 'confident', row: rowWith('City', () => 'Springfield'), score: 96 }, says: `its row with "City" holding a function, ${fix}` },
  { name: 'a record that holds itself', answer: { result: 'confident', row: rowWith('Address', looping), score: 96 }, says: `its row with "Address" holding a loop back into itself, ${fix}` },
  { name: 'a number JSON cannot write', answer: { result: 'confident', row: rowWith('Balance', Number.NaN), score: 96 }, says: `its row with "Balance" holding NaN, which JSON writes as null, ${fix}` },
  {
    name: 'a candidate with a Map',
    answer: { result: 'ambiguous', candidates: [{ row: rowWith('City', 'Salem'), score: 90 }, { row: rowWith('Tags', new Map()), score: 88 }] },
    says: `candidate 2's row with "Tags" holding a Map, ${fix}`,
  },
  { name: 'a score that is a bigint', answer: { result: 'confident', row: rowWith('City', 'Salem'), score: 96n }, says: `confident with "score" holding a bigint (96), ${fix}` },
  { name: 'a field of its own beside not_found', answer: { result: 'not_found', checkedAt: new Date(0) }, says: `not_found with "checkedAt" holding a Date, ${fix}` },
];

describe('a lookup node whose document answers a row that is no JSON data', () => {
  test.each(nonJsonAnswers)('takes the error edge when the answer holds $name, and the call stays JSON', async ({ answer, says }) => {
    const flow = await loadTestFlow('care.flow.yaml');
    const call = await playCall(flow, ['Kaitlyn Meyers'], { documents: { customers: answering(answer) } });
    const lookup = call.events.find((event) => event.type === 'lookup');
    expect(lookup).toMatchObject({ outcome: 'error', error: { code: ERROR.lookupFailed } });
    expect(lookup?.type === 'lookup' ? lookup.error?.message : '').toBe(`lookup lookup_customer at node "find_by_name" failed: the document answered ${says}`);
    expect(said(call)).toContain('Sorry, I cannot reach our customer records right now. Let me put you through to a colleague.');
    expect(call.status).toBe('transferred');
    expect(JSON.parse(JSON.stringify(call.snapshot()))).toEqual(call.snapshot());
  });

  test('a row of text, numbers, true/false, null and nested records is kept', async () => {
    const row = { 'Full Name': 'Caitlin Myers', 'Account ID': 'A1001', City: 'Springfield', Balance: 12.5, Active: true, Notes: null, Address: { lines: ['1 Main St'] } };
    const call = await playCall(await loadTestFlow('care.flow.yaml'), ['Kaitlyn Meyers'], { documents: { customers: answering({ result: 'confident', row, score: 96 }) } });
    expect(call.variables.customer).toEqual(row);
    expect(said(call)).toContain('I found your account, Caitlin Myers, account A1001 in Springfield.');
  });
});

describe('a model tool call whose document answers a row that is no JSON data', () => {
  test.each(nonJsonAnswers)('is an error the model is shown when the answer holds $name', async ({ answer, says }) => {
    const model = new ScriptedModel(['Happy to help.', { toolCalls: [{ name: 'lookup_customer', arguments: { full_name: 'Kaitlyn Meyers' } }] }, 'I could not look that up.']);
    const customers = answering(answer);
    const call = await startCall(await loadTestFlow('grounded.flow.yaml', customers), { model, documents: { customers } });
    await call.hear('Nobody Known');
    await call.hear('Where does Kaitlyn Meyers live?');
    const error = { code: ERROR.lookupFailed, message: `lookup lookup_customer failed: the document answered ${says}` };
    expect(call.events.filter((event) => event.type === 'tool_call')).toEqual([
      { type: 'tool_call', node: 'help_more', tool: 'lookup_customer', args: { full_name: 'Kaitlyn Meyers' }, error },
    ]);
    expect(call.status).toBe('ended');
    expect(JSON.parse(JSON.stringify(call.snapshot()))).toEqual(call.snapshot());
  });
});

// A provider over a database may answer its whole table (no LIMIT) or a notes column of megabytes. Every row is kept
// in the call's log and snapshot and a model's tool call reads them all, so such an answer is a failed lookup saying
// what to change, never a call that stalls for seconds or a model request of tens of megabytes.
const candidate = (index: number) => ({ row: { 'Full Name': `Sean Riley ${index}`, City: 'Portland' }, score: 85 });
const hugeAnswers = [
  {
    name: '100,001 candidates',
    answer: { result: 'ambiguous', candidates: Array.from({ length: 100_001 }, (_, index) => candidate(index)) },
    says: 'the document answered 100,001 candidates, more than the 100 a lookup answers at most (a lookup document\'s max_candidates is at most 100), which no caller can be read and the call would keep in its log: have the provider answer its best 100 or fewer, or not_found',
  },
  {
    name: 'a row with a field of a million characters',
    answer: { result: 'confident', row: { 'Full Name': 'Caitlin Myers', Notes: 'x'.repeat(1_000_000) }, score: 96 },
    says: 'the document answered a row holding 1,000,013 characters of text, more than the 262,144 a call keeps in its log and snapshot and a model reads (the longest, "Notes", holds 1,000,000): have the provider return only the columns the flow uses, or shorten them',
  },
  {
    name: '100 candidates of 3,000 characters each',
    answer: { result: 'ambiguous', candidates: Array.from({ length: 100 }, (_, index) => ({ row: { 'Full Name': `N${index}`.padEnd(3000, '.') }, score: 85 })) },
    says: 'the document answered 100 rows holding 300,000 characters of text, more than the 262,144 a call keeps in its log and snapshot and a model reads (the longest, "Full Name", holds 3,000): have the provider return only the columns the flow uses, or shorten them',
  },
  {
    // A custom provider's row may nest lists and records: what they hold is kept and read as much as a column's text.
    name: 'a row whose list of records holds 300,000 characters',
    answer: { result: 'confident', row: { 'Full Name': 'Caitlin Myers', History: Array.from({ length: 1000 }, () => ({ note: 'x'.repeat(296) })) }, score: 96 },
    says: 'the document answered a row holding 300,013 characters of text, more than the 262,144 a call keeps in its log and snapshot and a model reads (the longest, "History", holds 300,000): have the provider return only the columns the flow uses, or shorten them',
  },
  {
    name: 'a row whose list holds 300,000 numbers',
    answer: { result: 'confident', row: { 'Full Name': 'Caitlin Myers', Readings: Array.from({ length: 300_000 }, () => 7) }, score: 96 },
    says: 'the document answered a row holding 300,013 characters of text, more than the 262,144 a call keeps in its log and snapshot and a model reads (the longest, "Readings", holds 300,000): have the provider return only the columns the flow uses, or shorten them',
  },
];

describe('a lookup whose document answers more than a call keeps', () => {
  test.each(hugeAnswers)('a lookup node takes the error edge when the document answers $name', async ({ answer, says }) => {
    const flow = await loadTestFlow('care.flow.yaml');
    const call = await playCall(flow, ['Sean Riley'], { documents: { customers: answering(answer) } });
    const lookup = call.events.find((event) => event.type === 'lookup');
    expect(lookup).toMatchObject({ outcome: 'error', error: { code: ERROR.lookupFailed, message: `lookup lookup_customer at node "find_by_name" failed: ${says}` } });
    expect(call.variables.customer_candidates).toEqual([]);
    expect(call.status).toBe('transferred');
  });

  test.each(hugeAnswers)('a model tool call is shown the error when the document answers $name', async ({ answer, says }) => {
    const model = new ScriptedModel(['Happy to help.', { toolCalls: [{ name: 'lookup_customer', arguments: { full_name: 'Sean Riley' } }] }, 'I could not look that up.']);
    const customers = answering(answer);
    const call = await startCall(await loadTestFlow('grounded.flow.yaml', customers), { model, documents: { customers } });
    await call.hear('Nobody Known');
    await call.hear('Where does Sean Riley live?');
    const error = { code: ERROR.lookupFailed, message: `lookup lookup_customer failed: ${says}` };
    expect(model.requests[2]?.messages.at(-1)).toEqual({ role: 'tool', toolCallId: 'call_2_1', name: 'lookup_customer', content: JSON.stringify({ error }) });
    expect(call.status).toBe('ended');
  });

  test('100 candidates of ordinary rows are kept', async () => {
    const answer = { result: 'ambiguous', candidates: Array.from({ length: 100 }, (_, index) => candidate(index)) };
    const call = await playCall(await loadTestFlow('care.flow.yaml'), ['Sean Riley'], { documents: { customers: answering(answer) } });
    expect(call.events.find((event) => event.type === 'lookup')).toMatchObject({ outcome: 'ambiguous' });
    expect(call.variables.customer_candidates).toHaveLength(100);
  });
});
