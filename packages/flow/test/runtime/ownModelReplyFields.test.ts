// A ChatModel of the API user's own may hand back more than a ModelReply: its SDK's bigint token counts, a function, a
// response object that holds itself. The call keeps only what a reply is, as plain JSON, so its log, its history and
// its snapshot stay JSON (a host's JSON.stringify of call.events included), and a reply of no known shape is
// model_bad_response saying what to fix, never a turn failed with the code "error".
import { describe, expect, test } from '@jest/globals';
import { ERROR, restoreCall, startCall, type ChatModel, type ModelReply } from '@switchboard/flow';
import { fakeCustomers } from './fakeCustomers.js';
import { loadTestFlow } from './flowTestKit.js';

/** Answers the first turn, then gives `reply` as given, then answers; the call's second conversation node asks it. */
function ownModel(reply: unknown): ChatModel {
  const replies: unknown[] = [{ kind: 'text', text: 'Happy to help.' }, reply, { kind: 'text', text: 'Done.' }];
  let asked = 0;
  return { complete: async () => (asked < replies.length ? replies[asked++] : { kind: 'text', text: 'Bye.' }) as ModelReply };
}

const loop = (): Record<string, unknown> => {
  const response: Record<string, unknown> = { id: 'resp_1' };
  response.self = response;
  return response;
};

async function playTwoTurns(reply: unknown) {
  const customers = fakeCustomers();
  const flow = await loadTestFlow('grounded.flow.yaml', customers);
  const call = await startCall(flow, { model: ownModel(reply), documents: { customers } });
  await call.hear('Nobody Known');
  const saved = JSON.stringify(call.snapshot());
  await call.hear('Where does Kaitlyn Meyers live?');
  return { call, customers, flow, saved };
}

describe('a reply of your own ChatModel with fields a reply does not have', () => {
  test.each([
    { name: 'a bigint beside the text', reply: { kind: 'text', text: 'She lives in Austin.', usage: { tokens: 12n } } },
    { name: 'a function beside the text', reply: { kind: 'text', text: 'She lives in Austin.', raw: () => 'response' } },
    { name: 'the SDK response holding itself beside the text', reply: { kind: 'text', text: 'She lives in Austin.', raw: loop() } },
  ])('$name: the reply is logged as text alone, and the call can be saved and resumed', async ({ reply }) => {
    const { call, flow } = await playTwoTurns(reply);
    expect(call.events.filter((event) => event.type === 'model_reply' && event.node === 'help_more')).toEqual([
      { type: 'model_reply', node: 'help_more', reply: { kind: 'text', text: 'She lives in Austin.' } },
    ]);
    const stored = JSON.stringify(call.snapshot());
    expect(JSON.parse(JSON.stringify(call.events))).toEqual(call.events);
    expect((await restoreCall(flow, JSON.parse(stored))).status).toBe('ended');
  });

  test.each([
    {
      name: 'a bigint argument is looked up by its digits',
      calls: [{ id: 'c1', name: 'lookup_customer', arguments: { full_name: 'Kaitlyn Meyers', account: 1001n }, trace: loop() }],
      logged: [{ id: 'c1', name: 'lookup_customer', arguments: { full_name: 'Kaitlyn Meyers', account: '1001' } }],
      looked: [{ tool: 'lookup_customer', args: { full_name: 'Kaitlyn Meyers', account: '1001' } }],
      error: undefined,
    },
    {
      name: 'a function argument is not looked up by its source, and the model is told',
      calls: [{ id: 'c1', name: 'lookup_customer', arguments: { full_name: () => 'Kaitlyn Meyers' } }],
      logged: [{ id: 'c1', name: 'lookup_customer', arguments: {}, unreadableArguments: { text: '{"full_name":"[a function]"}', problem: 'the value of "full_name" is a function, not text' } }],
      looked: [],
      error: 'could not be read: the value of "full_name" is a function, not text',
    },
    {
      name: 'an argument holding itself is not looked up, and the model is told',
      calls: [{ id: 'c1', name: 'lookup_customer', arguments: { full_name: loop() } }],
      logged: [{ id: 'c1', name: 'lookup_customer', arguments: {}, unreadableArguments: { text: '{"full_name":{"id":"resp_1","self":"[a loop back into itself]"}}', problem: 'the value of "full_name" is a loop back into itself, not text' } }],
      looked: [],
      error: 'could not be read: the value of "full_name" is a loop back into itself, not text',
    },
    {
      name: 'a tool call without an id is named as the adapters name one',
      calls: [{ name: 'lookup_customer', arguments: { full_name: 'Kaitlyn Meyers' } }],
      logged: [{ id: 'call_1_1', name: 'lookup_customer', arguments: { full_name: 'Kaitlyn Meyers' } }],
      looked: [{ tool: 'lookup_customer', args: { full_name: 'Kaitlyn Meyers' } }],
      error: undefined,
    },
  ])('$name', async ({ calls, logged, looked, error }) => {
    const { call, customers } = await playTwoTurns({ kind: 'tool_calls', calls, cost: 3n });
    const replies = call.events.filter((event) => event.type === 'model_reply' && event.node === 'help_more');
    expect(replies[0]).toEqual({ type: 'model_reply', node: 'help_more', reply: { kind: 'tool_calls', calls: logged } });
    expect(customers.calls.slice(1)).toEqual(looked);
    const [toolCall] = call.events.filter((event) => event.type === 'tool_call');
    if (error === undefined) expect(toolCall).not.toHaveProperty('error');
    else expect(toolCall).toMatchObject({ error: { code: ERROR.toolArgumentsInvalid, message: expect.stringContaining(error) } });
    expect(() => JSON.stringify(call.snapshot())).not.toThrow();
    expect(call.status).toBe('ended');
  });

  // As the OpenAI adapter reads a message with `"tool_calls": []` (some servers send it beside their answer): the text
  // is the answer. Until 2026-12-07 the model was asked again and again, its answer never said, until
  // tool_rounds_exceeded ("kept calling tools"), and the empty list was sent back, which OpenAI refuses with HTTP 400.
  test('a reply of tool_calls with no call but text is that text, said to the caller, the model asked once', async () => {
    const { call } = await playTwoTurns({ kind: 'tool_calls', calls: [], text: 'She lives in Austin.' });
    expect(call.events.filter((event) => event.type === 'model_request' && event.node === 'help_more')).toHaveLength(1);
    expect(call.events.filter((event) => event.type === 'model_reply' && event.node === 'help_more')).toEqual([
      { type: 'model_reply', node: 'help_more', reply: { kind: 'text', text: 'She lives in Austin.' } },
    ]);
    expect(call.events).toContainEqual({ type: 'say', node: 'help_more', text: 'She lives in Austin.' });
    expect(call.events.filter((event) => event.type === 'model_error')).toEqual([]);
  });

  test.each([
    { name: 'text that is a number', reply: { kind: 'text', text: 5 }, says: 'its kind is "text" but its text is a number' },
    { name: 'a kind no reply has', reply: { kind: 'words', text: 'Hi.' }, says: 'its kind is "words", where a reply is "text" or "tool_calls"' },
    { name: 'calls that are no list', reply: { kind: 'tool_calls', calls: 'lookup_customer' }, says: 'its kind is "tool_calls" but its calls are "lookup_customer", not a list' },
    { name: 'a tool call without a name', reply: { kind: 'tool_calls', calls: [{ id: 'c1', arguments: {} }] }, says: 'its tool call 1 has no name, where a tool\'s name is text' },
    { name: 'nothing at all', reply: undefined, says: 'it is undefined, not a reply object' },
    { name: 'tool_calls with no call and no text', reply: { kind: 'tool_calls', calls: [] }, says: 'its kind is "tool_calls" but it holds no tool call, and no text to say' },
  ])('a reply with $name is model_bad_response naming it, and the node takes its error edge', async ({ reply, says }) => {
    const { call } = await playTwoTurns(reply);
    const [failure] = call.events.filter((event) => event.type === 'model_error');
    expect(failure).toMatchObject({ node: 'help_more', error: { code: ERROR.modelResponse, message: expect.stringContaining(`the model's reply cannot be read: ${says}; a ChatModel must answer`) } });
    expect(call.path.at(-2)).toBe('sorry');
  });
});
