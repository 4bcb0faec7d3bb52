// A lookup document handed to the runtime (the API takes any LookupProvider) may answer with something that is no
// lookup result. The call must take the node's error edge, as for a lookup that throws: never hang, never crash.
import { describe, expect, test } from '@jest/globals';
import { ERROR, ScriptedModel, startCall, type LookupProvider } from '@switchboard/flow';
import { lookupCustomerTool } from './fakeCustomers.js';
import { loadTestFlow, playCall, said } from './flowTestKit.js';

const answering = (answer: unknown): LookupProvider => ({ tools: [lookupCustomerTool], call: () => answer as never });

const misanswers = [
  { name: 'nothing', answer: undefined, says: 'nothing' },
  { name: 'null', answer: null, says: 'null' },
  { name: 'an outcome it does not know', answer: { result: 'maybe' }, says: '{"result":"maybe"}' },
  { name: 'confident without its row', answer: { result: 'confident', score: 96 }, says: '{"result":"confident","score":96}' },
  { name: 'ambiguous without candidates', answer: { result: 'ambiguous' }, says: '{"result":"ambiguous"}' },
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
