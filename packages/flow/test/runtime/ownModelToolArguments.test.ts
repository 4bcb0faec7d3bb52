// A ChatModel of the API user's own (an adapter for another vendor's API) may hand the runtime tool-call arguments no
// chat API would: null, a list, text. The call goes on: the model is told the arguments could not be read
// (`tool_arguments_invalid`), never a turn failed with no code of its own, never text read one argument per letter.
import { describe, expect, test } from '@jest/globals';
import { ERROR, startCall, type ChatModel, type ModelReply } from '@switchboard/flow';
import { fakeCustomers } from './fakeCustomers.js';
import { loadTestFlow } from './flowTestKit.js';

/** Answers the first turn, then asks for one tool call with `sent` as its arguments, then answers. */
function ownModel(sent: unknown): ChatModel & { requests: number } {
  const replies: ModelReply[] = [
    { kind: 'text', text: 'Happy to help.' },
    { kind: 'tool_calls', calls: [{ id: 'call_1', name: 'lookup_customer', arguments: sent as Record<string, unknown> }] },
    { kind: 'text', text: 'Done.' },
  ];
  const model = { requests: 0, complete: async () => replies[model.requests++] ?? { kind: 'text' as const, text: 'Bye.' } };
  return model;
}

const fix = 'so the tool did not run; call lookup_customer again with its arguments as one JSON object';

describe('tool-call arguments from a model of your own', () => {
  test.each([
    { name: 'a list is not run, and the model is told', sent: ['Kaitlyn Meyers'], problem: `they are a list, not a JSON object ("[\\"Kaitlyn Meyers\\"]"), ${fix}` },
    { name: 'text is not run, and the model is told', sent: 'Kaitlyn Meyers', problem: `they are text, not a JSON object ("\\"Kaitlyn Meyers\\""), ${fix}` },
    { name: 'a number is not run, and the model is told', sent: 7, problem: `they are a number, not a JSON object ("7"), ${fix}` },
    { name: 'null is not run, and the model is told', sent: null, problem: `they are null, not a JSON object ("null"), ${fix}` },
  ])('$name', async ({ sent, problem }) => {
    const customers = fakeCustomers();
    const call = await startCall(await loadTestFlow('grounded.flow.yaml', customers), { model: ownModel(sent), documents: { customers } });
    await call.hear('Nobody Known');
    await call.hear('Where does Kaitlyn Meyers live?');
    const [toolCall] = call.events.filter((event) => event.type === 'tool_call');
    expect(toolCall).toMatchObject({ tool: 'lookup_customer', args: {}, error: { code: ERROR.toolArgumentsInvalid } });
    expect(toolCall?.type === 'tool_call' ? toolCall.error?.message : '').toContain(`could not be read: ${problem}`);
    expect(customers.calls).toEqual([{ tool: 'lookup_customer', args: { full_name: 'Nobody Known' } }]);
    expect(call.events.filter((event) => event.type === 'model_error')).toEqual([]);
    expect(call.status).toBe('ended');
  });

  test.each([
    { name: 'absent arguments', sent: undefined },
  ])('$name are read as no arguments, as a chat API\'s tool call without them is', async ({ sent }) => {
    const customers = fakeCustomers();
    const call = await startCall(await loadTestFlow('grounded.flow.yaml', customers), { model: ownModel(sent), documents: { customers } });
    await call.hear('Nobody Known');
    await call.hear('Where does Kaitlyn Meyers live?');
    expect(call.events.filter((event) => event.type === 'tool_call')).toEqual([
      { type: 'tool_call', node: 'help_more', tool: 'lookup_customer', args: {}, result: { result: 'not_found' } },
    ]);
    expect(call.events.filter((event) => event.type === 'model_error')).toEqual([]);
    expect(call.status).toBe('ended');
  });
});
