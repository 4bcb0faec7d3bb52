// The tool-call loop on its own: what a failed turn leaves for the conversation.
import { expect, test } from '@jest/globals';
import { ERROR, FlowError, runToolLoop, ScriptedModel, ToolLoopError } from '@switchboard/flow';
import { CAITLIN, fakeCustomers, lookupCustomerTool } from '../runtime/fakeCustomers.js';

test('a round cut short keeps the tool calls that ran, each answered, and leaves out the ones that never ran', async () => {
  const model = new ScriptedModel([{
    toolCalls: [
      { name: 'lookup_customer', arguments: { full_name: 'Kaitlyn Meyers' } },
      { name: 'lookup_caller', arguments: {} },
      { name: 'lookup_customer', arguments: { full_name: 'Sean Riley' } },
    ],
  }]);
  const customers = fakeCustomers();
  const turn = runToolLoop({
    node: 'help',
    model,
    messages: [{ role: 'user', content: 'Who am I? Kaitlyn Meyers.' }],
    tools: [lookupCustomerTool, { name: 'lookup_caller', description: 'Look up the caller.', parameters: [] }],
    providers: new Map([['lookup_customer', customers]]),
    maxToolRounds: 3,
    // The caller lookup never rejects by itself; an injected one may, and the call stops mid-round.
    callerLookup: () => Promise.reject(new FlowError(ERROR.callerLookupFailed, 'the caller lookup failed')),
  });

  const failure = await turn.then(() => undefined, (error: unknown) => error);
  expect(failure).toBeInstanceOf(ToolLoopError);
  expect(failure).toMatchObject({ code: ERROR.callerLookupFailed });
  expect(customers.calls).toEqual([{ tool: 'lookup_customer', args: { full_name: 'Kaitlyn Meyers' } }]);
  expect((failure as ToolLoopError).added).toEqual([
    { role: 'assistant', content: '', toolCalls: [{ id: 'call_1_1', name: 'lookup_customer', arguments: { full_name: 'Kaitlyn Meyers' } }] },
    { role: 'tool', toolCallId: 'call_1_1', name: 'lookup_customer', content: JSON.stringify({ result: 'confident', row: CAITLIN, score: 96 }) },
  ]);
});
