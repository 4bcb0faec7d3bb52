// Every call of a flow, started or resumed, runs on the one machine built for the flow, each with its own model and
// documents: a machine built anew for each call's dependencies cost a third of a second per start and per resume in a
// flow of 4,400 nodes, which a host that saves its calls between turns paid at every turn.
import { describe, expect, test } from '@jest/globals';
import type { LookupResult } from '@switchboard/matcher';

const { machinesOfCalls } = await import('../machinesOfCalls.js');
const { restoreCall, ScriptedModel, startCall } = await import('@switchboard/flow');
const { fakeCustomers, lookupCustomerTool } = await import('./fakeCustomers.js');
const { loadTestFlow } = await import('./flowTestKit.js');

/** A document that finds no one, and counts its calls. */
const emptyCustomers = () => {
  const calls: Record<string, string>[] = [];
  return { tools: [lookupCustomerTool], calls, call: (_tool: string, args: Record<string, string>): LookupResult => { calls.push(args); return { result: 'not_found' }; } };
};
const replies = (who: string) => new ScriptedModel(Array.from({ length: 5 }, (_, turn) => ({ text: `${who} reply ${turn}.` })));
const outcomes = (events: readonly { type: string; outcome?: string }[]) => events.flatMap((event) => (event.type === 'lookup' ? [event.outcome] : []));
const said = (events: readonly { type: string; text?: string }[]) => events.flatMap((event) => (event.type === 'say' ? [event.text] : []));

describe('calls of one flow', () => {
  test('started side by side and resumed, share one machine and keep their own model and documents', async () => {
    const flow = await loadTestFlow('long-call.flow.yaml');
    machinesOfCalls.length = 0;
    const found = fakeCustomers();
    const nobody = emptyCustomers();
    const first = await startCall(flow, { documents: { customers: found }, model: replies('First') });
    const second = await startCall(flow, { documents: { customers: nobody }, model: replies('Second') });
    // Turns taken in turn: each call's lookup and model answer go to that call alone.
    await first.hear('Kaitlyn Meyers');
    await second.hear('Kaitlyn Meyers');
    await first.hear('Sean Riley');
    const resumed = await restoreCall(flow, JSON.parse(JSON.stringify(second.snapshot())), { documents: { customers: found }, model: replies('Resumed') });
    await second.hear('Sean Riley');
    await resumed.hear('Sean Riley');

    expect(said(first.events)).toEqual(['Hello.', 'Say a name, or say stop.', 'First reply 0.', 'Say a name, or say stop.', 'First reply 1.', 'Say a name, or say stop.']);
    expect(said(second.events).slice(-2)).toEqual(['Second reply 1.', 'Say a name, or say stop.']);
    expect(said(resumed.events).slice(-4)).toEqual(['Second reply 0.', 'Say a name, or say stop.', 'Resumed reply 0.', 'Say a name, or say stop.']);
    expect(outcomes(first.events)).toEqual(['confident', 'ambiguous']);
    expect(outcomes(second.events)).toEqual(['not_found', 'not_found']);
    expect(outcomes(resumed.events)).toEqual(['not_found', 'ambiguous']);
    expect(found.calls.map((call) => call.args.full_name)).toEqual(['Kaitlyn Meyers', 'Sean Riley', 'Sean Riley']);
    expect(nobody.calls.map((args) => args.full_name)).toEqual(['Kaitlyn Meyers', 'Sean Riley']);

    expect(machinesOfCalls).toHaveLength(3);
    expect(new Set(machinesOfCalls).size).toBe(1);
  });
});
