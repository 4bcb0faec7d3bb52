import { describe, expect, test } from '@jest/globals';
import { ERROR, loadFlowText, modelRequestMessages, ScriptedModel, startCall, type Flow, type LookupProvider, type ScriptedReply } from '@switchboard/flow';
import { CAITLIN, fakeCustomers } from './fakeCustomers.js';
import { loadTestFlow, said } from './flowTestKit.js';

const context = { caller: '+15551234567', called: '+15550000000', call_id: 'call-7', started_at: '2026-12-02T10:00:00.000Z' };

describe('what the model sees', () => {
  test('a #lookup result never reaches the model, even when a prompt names its columns', async () => {
    const model = new ScriptedModel(['We are open nine to five.', 'Is there anything else?']);
    const flow = await loadTestFlow('grounded.flow.yaml');
    const call = await startCall(flow, { model, documents: { customers: fakeCustomers() }, context });
    await call.hear('Kaitlyn Meyers');
    await call.hear('When are you open?');

    // The lookup branch was taken and its row is in the flow's variables...
    expect(call.events.find((event) => event.type === 'lookup')).toMatchObject({ outcome: 'confident' });
    expect(call.variables.customer).toEqual(CAITLIN);
    expect(said(call)).toContain('How can I help, Caitlin Myers?');
    // ...but nothing the model received holds any of it: not the row, the tool, its name or the outcome.
    expect(model.requests).toHaveLength(2);
    const everythingSent = JSON.stringify(model.requests);
    for (const secret of [...Object.values(CAITLIN), 'Caitlin', 'confident', '"score"']) {
      expect(everythingSent).not.toContain(secret);
    }
    // The tool is only offered at the node that attaches its document; no message mentions the #lookup call.
    expect(JSON.stringify(model.requests.map((request) => request.messages))).not.toContain('lookup_customer');
    expect(model.requests.flatMap((request) => request.messages).some((message) => message.role === 'tool')).toBe(false);
    expect(model.requests[0]?.tools).toEqual([]);
    expect(model.requests[0]?.messages[0]).toEqual({
      role: 'system',
      content: "You are Acme's phone agent. The caller's question is in the conversation.\nCaller number +15551234567. Account (must stay hidden from you): .\n",
    });
    // The call's own log shows the same requests: the second repeats the caller's first line by count, not copied.
    expect(modelRequestMessages(call.events)).toEqual(model.requests.map((request) => request.messages));
    expect(call.events.filter((event) => event.type === 'model_request').map((event) => event.type === 'model_request' && event.repeated)).toEqual([0, 2]);
  });

  test('a conversation node with a document gives the model its tool and shows it the result (grounded mode)', async () => {
    const model = new ScriptedModel([
      'Happy to help.',
      { toolCalls: [{ name: 'lookup_customer', arguments: { full_name: 'Kaitlyn Meyers' } }] },
      'Caitlin Myers lives in Springfield.',
    ]);
    const customers = fakeCustomers();
    const flow = await loadTestFlow('grounded.flow.yaml', customers);
    const call = await startCall(flow, { model, documents: { customers }, context });
    await call.hear('Nobody Known');
    await call.hear('Where does Kaitlyn Meyers live?');

    expect(call.status).toBe('ended');
    expect(model.requests[1]?.tools.map((tool) => tool.name)).toEqual(['lookup_customer']);
    const toolMessage = model.requests[2]?.messages.at(-1);
    expect(toolMessage).toEqual({ role: 'tool', toolCallId: 'call_2_1', name: 'lookup_customer', content: JSON.stringify({ result: 'confident', row: CAITLIN, score: 96 }) });
    expect(said(call)).toEqual(expect.arrayContaining(['Happy to help.', 'Caitlin Myers lives in Springfield.', 'Goodbye.']));
    expect(call.events.filter((event) => event.type === 'tool_call')).toEqual([
      { type: 'tool_call', node: 'help_more', tool: 'lookup_customer', args: { full_name: 'Kaitlyn Meyers' }, result: { result: 'confident', row: CAITLIN, score: 96 } },
    ]);
  });

  test('a model that keeps calling tools is stopped after max_tool_rounds and the error edge is taken', async () => {
    const again = { toolCalls: [{ name: 'lookup_customer', arguments: { full_name: 'Sean Riley' } }] };
    const model = new ScriptedModel(['Sure.', again, again, again, again]);
    const flow = await loadTestFlow('grounded.flow.yaml');
    const call = await startCall(flow, { model, documents: { customers: fakeCustomers() }, context });
    await call.hear('Kaitlyn Meyers');
    await call.hear('Tell me about Sean');

    // One answer at `answer`, then the first request at `help_more` plus two tool rounds (max_tool_rounds: 2).
    expect(model.requests).toHaveLength(4);
    expect(call.events.find((event) => event.type === 'model_error')).toMatchObject({ node: 'help_more', error: { code: ERROR.toolRoundsExceeded } });
    expect(call.path.slice(-2)).toEqual(['sorry', 'bye']);
    expect(call.status).toBe('ended');
  });

  test.each([
    {
      name: 'stopped at max_tool_rounds',
      replies: ['Sure.', { toolCalls: [{ name: 'lookup_customer', arguments: { full_name: 'Kaitlyn Meyers' } }] }, { toolCalls: [{ name: 'lookup_customer', arguments: { full_name: 'Sean Riley' } }] }, { toolCalls: [{ name: 'lookup_customer', arguments: { full_name: 'Sean Riley' } }] }],
      log: ['model_request', 'model_reply', 'tool_call', 'model_request', 'model_reply', 'tool_call', 'model_request', 'model_reply', 'model_error'],
      code: ERROR.toolRoundsExceeded,
    },
    {
      name: 'failing on the request after a tool round',
      replies: ['Sure.', { toolCalls: [{ name: 'lookup_customer', arguments: { full_name: 'Kaitlyn Meyers' } }] }],
      log: ['model_request', 'model_reply', 'tool_call', 'model_request', 'model_error'],
      code: ERROR.scriptExhausted,
    },
  ] satisfies { name: string; replies: ScriptedReply[]; log: string[]; code: string }[])(
    'a model $name keeps its requests, replies and tool calls in the log, then the error', async ({ replies, log, code }) => {
      const flow = await loadTestFlow('grounded.flow.yaml');
      const model = new ScriptedModel(replies);
      const call = await startCall(flow, { model, documents: { customers: fakeCustomers() }, context });
      await call.hear('Kaitlyn Meyers');
      await call.hear('Tell me about Kaitlyn and Sean');

      const atNode = call.events.filter((event) => event.node === 'help_more');
      expect(atNode.map((event) => event.type)).toEqual(log);
      // Which lookups the model ran, and the rows it saw before it failed.
      expect(atNode.find((event) => event.type === 'tool_call')).toEqual({
        type: 'tool_call', node: 'help_more', tool: 'lookup_customer', args: { full_name: 'Kaitlyn Meyers' }, result: { result: 'confident', row: CAITLIN, score: 96 },
      });
      expect(atNode.at(-1)).toMatchObject({ type: 'model_error', error: { code } });
      expect(modelRequestMessages(call.events)).toEqual(model.requests.map((request) => request.messages));
      expect(call.path.slice(-2)).toEqual(['sorry', 'bye']);
    },
  );

  test('after a turn stopped at max_tool_rounds, a later node\'s model is shown the lookups that ran, each answered, and not the calls that never ran', async () => {
    const model = new ScriptedModel([
      { toolCalls: [{ name: 'lookup_customer', arguments: { full_name: 'Kaitlyn Meyers' } }] },
      // Past max_tool_rounds (1): never run.
      { toolCalls: [{ name: 'lookup_customer', arguments: { full_name: 'Sean Riley' } }] },
      'Sorry for the wait: Caitlin Myers is in Springfield.',
    ]);
    const flow = await loadTestFlow('second-chance.flow.yaml');
    const call = await startCall(flow, { model, documents: { customers: fakeCustomers() }, context });
    await call.hear('Where does Kaitlyn Meyers live?');

    expect(call.events.find((event) => event.type === 'model_error')).toMatchObject({ node: 'help', error: { code: ERROR.toolRoundsExceeded } });
    expect(call.path).toEqual(['ask', 'help', 'apologise', 'bye']);
    expect(model.requests[2]?.messages.slice(1)).toEqual([
      { role: 'user', content: 'Where does Kaitlyn Meyers live?' },
      { role: 'assistant', content: '', toolCalls: [{ id: 'call_1_1', name: 'lookup_customer', arguments: { full_name: 'Kaitlyn Meyers' } }] },
      { role: 'tool', toolCallId: 'call_1_1', name: 'lookup_customer', content: JSON.stringify({ result: 'confident', row: CAITLIN, score: 96 }) },
    ]);
    expect(said(call)).toEqual(['How can I help?', 'Sorry for the wait: Caitlin Myers is in Springfield.', 'Goodbye.']);
    // The log reads back every request whole, the one after the failed turn included.
    expect(modelRequestMessages(call.events)).toEqual(model.requests.map((request) => request.messages));
  });

  test('a tool the node does not offer is not run; the model reads that it is not available here and the tools it may use', async () => {
    const bookingCalls: string[] = [];
    const bookings: LookupProvider = {
      tools: [{ name: 'find_booking', description: 'Find a booking.', parameters: [{ name: 'name', description: 'Name', required: true, column: 'Name' }] }],
      call: (tool) => { bookingCalls.push(tool); return { result: 'not_found' }; },
    };
    const customers = fakeCustomers();
    const { flow } = await loadFlowText(
      'documents:\n  customers: customers.lookup.json\n  bookings: bookings.lookup.json\n' +
        'nodes:\n  help: { kind: conversation, text: Help., documents: [customers], next: bye }\n  bye: { kind: end }\n',
      '/virtual/two-documents.flow.yaml',
      { loadDocument: async (path) => (path.endsWith('bookings.lookup.json') ? bookings : customers) },
    );
    // The bookings document is given to the call, but not attached to this node.
    const model = new ScriptedModel([{ toolCalls: [{ name: 'find_booking', arguments: { name: 'Kaitlyn' } }] }, 'I cannot see bookings.']);
    await startCall(flow as Flow, { model, documents: { customers, bookings }, context });

    expect(bookingCalls).toEqual([]);
    const result = model.requests[1]?.messages.at(-1);
    expect(result).toMatchObject({ role: 'tool', name: 'find_booking' });
    expect(JSON.parse(result?.content ?? '')).toEqual({
      error: { code: ERROR.unknownTool, message: 'there is no tool "find_booking" here, so nothing was looked up; the tools you may use are: lookup_customer' },
    });
  });

  test('a tool name longer than any model API allows is not read back to the model whole', async () => {
    // The model named a tool of 5,000 characters: the result it read repeated all of them.
    const invented = 'x'.repeat(5000);
    const model = new ScriptedModel([{ toolCalls: [{ name: invented, arguments: {} }] }, 'Sorry.']);
    const customers = fakeCustomers();
    const { flow } = await loadFlowText(
      'documents:\n  customers: customers.lookup.json\nnodes:\n  help: { kind: conversation, text: Help., documents: [customers], next: bye }\n  bye: { kind: end }\n',
      '/virtual/one-document.flow.yaml',
      { loadDocument: async () => customers },
    );
    await startCall(flow as Flow, { model, documents: { customers }, context });
    const result = JSON.parse(model.requests[1]?.messages.at(-1)?.content ?? '') as { error: { code: string; message: string } };
    expect(result.error).toEqual({
      code: ERROR.unknownTool,
      message: `there is no tool "${'x'.repeat(64)}…" (a name of 5000 characters; tool names have at most 64) here, so nothing was looked up; the tools you may use are: lookup_customer`,
    });
  });

  test('the model cannot change the call context: a tool argument named like it changes nothing', async () => {
    const model = new ScriptedModel([
      'Fine.',
      { toolCalls: [{ name: 'lookup_customer', arguments: { full_name: 'Kaitlyn Meyers', caller: '+19999999999', call: { caller: '+1999' } } }] },
      'Done.',
    ]);
    const flow = await loadTestFlow('grounded.flow.yaml');
    const call = await startCall(flow, { model, documents: { customers: fakeCustomers() }, context });
    await call.hear('Kaitlyn Meyers');
    await call.hear('hello');
    expect(call.call).toEqual(context);
    expect(call.variables.call).toBeUndefined();
  });

  test('a conversation node with no model configured takes its error edge', async () => {
    const flow = await loadTestFlow('grounded.flow.yaml');
    const call = await startCall(flow, { documents: { customers: fakeCustomers() }, context });
    await call.hear('Kaitlyn Meyers');
    await call.hear('hello');
    expect(call.events.find((event) => event.type === 'model_error')).toMatchObject({ node: 'answer', error: { code: ERROR.modelNotConfigured } });
    // The variables as docs/flows.md names them: a base URL or a key is enough, and the model name has a default.
    const failure = call.events.find((event) => event.type === 'model_error');
    const message = failure?.type === 'model_error' ? failure.error.message : '';
    expect(message).toContain('set SWITCHBOARD_MODEL_BASE_URL (or OPENAI_BASE_URL) to an OpenAI-compatible endpoint, or SWITCHBOARD_MODEL_API_KEY (or OPENAI_API_KEY)');
    expect(message).toContain('SWITCHBOARD_MODEL picks the model (gpt-4o-mini unless set)');
    expect(said(call).at(-2)).toBe('Sorry, something went wrong on our side.');
  });
});
