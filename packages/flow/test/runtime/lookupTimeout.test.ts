// A lookup whose provider never answers (a database behind a custom provider, stuck) does not hold the caller in
// silence for ever: past the call's lookupTimeoutMs a #lookup takes its error edge with lookup_timeout, and a model's
// tool call is answered with that error, so the model can say so.
import { describe, expect, test } from '@jest/globals';
import type { LookupResult } from '@switchboard/matcher';
import { ScriptedModel, type CallEvent, type LookupProvider } from '@switchboard/flow';
import { fakeCustomers } from './fakeCustomers.js';
import { loadTestFlow, playCall, said } from './flowTestKit.js';

/**
 * The fake customers, answering after `answer` settles: never, or at once; `never-thenable` answers with a promise of
 * another library (Bluebird, a driver's own), which is no `Promise` but is awaited as one, and never settles.
 */
function customersAnswering(answer: 'never' | 'soon' | 'never-thenable'): LookupProvider {
  const fake = fakeCustomers();
  const thenable = { then: () => undefined } as unknown as Promise<LookupResult>;
  return {
    tools: fake.tools,
    call: (tool, args) => (answer === 'never' ? new Promise<LookupResult>(() => {}) : answer === 'never-thenable' ? thenable : Promise.resolve(fake.call(tool, args))),
  };
}

const lookupsOf = (events: readonly CallEvent[]) => events.flatMap((event) => (event.type === 'lookup' ? [{ outcome: event.outcome, code: event.error?.code }] : []));

describe('a lookup that never answers', () => {
  test.each([
    { name: 'a #lookup whose provider never answers takes the error edge with lookup_timeout', answer: 'never' as const, outcome: 'error', code: 'lookup_timeout', last: 'Transferring you now.', status: 'transferred' },
    { name: 'a #lookup whose provider answers with another library\'s promise that never settles takes the error edge with lookup_timeout', answer: 'never-thenable' as const, outcome: 'error', code: 'lookup_timeout', last: 'Transferring you now.', status: 'transferred' },
    { name: 'a #lookup whose provider answers takes its outcome', answer: 'soon' as const, outcome: 'confident', code: undefined, last: 'Thank you for calling. Goodbye.', status: 'ended' },
  ])('$name', async ({ answer, outcome, code, last, status }) => {
    const flow = await loadTestFlow('care.flow.yaml');
    const call = await playCall(flow, ['Kaitlyn Meyers'], { documents: { customers: customersAnswering(answer) }, lookupTimeoutMs: 50 });
    expect(lookupsOf(call.events)).toEqual([{ outcome, code }]);
    expect(said(call).at(-1)).toBe(last);
    expect(call.status).toBe(status);
    const event = call.events.find((entry) => entry.type === 'lookup');
    if (code) expect(event?.type === 'lookup' && event.error?.message).toContain('lookup lookup_customer at node "find_by_name" failed: no answer within 50 ms');
  });

  test('a model\'s tool call that never answers is answered with lookup_timeout, and the model speaks on', async () => {
    const flow = await loadTestFlow('grounded.flow.yaml');
    const model = new ScriptedModel(['Happy to help.', { toolCalls: [{ name: 'lookup_customer', arguments: { full_name: 'Sean Riley' } }] }, 'Sorry, our records are slow right now.']);
    const call = await playCall(flow, ['Kaitlyn Meyers', 'Who is Sean Riley?'], { documents: { customers: customersAnswering('never') }, model, lookupTimeoutMs: 50 });
    const toolCall = call.events.find((event) => event.type === 'tool_call');
    expect(toolCall?.type === 'tool_call' && toolCall.error?.code).toBe('lookup_timeout');
    expect(said(call)).toContain('Sorry, our records are slow right now.');
    expect(call.status).toBe('ended');
  });
});
