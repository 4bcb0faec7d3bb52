import { afterEach, describe, expect, test } from '@jest/globals';
import { ERROR, FlowError, OpenAIChatModel, openAIOptionsFromEnv, runToolLoop, startCall } from '@switchboard/flow';
import { loadTestFlow, said } from '../runtime/flowTestKit.js';
import { CAITLIN, fakeCustomers, lookupCustomerTool } from '../runtime/fakeCustomers.js';
import { toOpenAITool } from '@switchboard/matcher';
import { completion, startChatCompletionsServer, startMisbehavingServer, type ChatCompletionsServer } from './chatCompletionsServer.js';

let server: ChatCompletionsServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** One turn of the `help` node against the loopback server: the caller's words, the customers tool, two rounds. */
const helpTurn = (userText: string, customers: ReturnType<typeof fakeCustomers>) => runToolLoop({
  node: 'help',
  model: new OpenAIChatModel({ baseUrl: server!.baseUrl, model: 'test-model' }),
  messages: [{ role: 'user', content: userText }],
  tools: [lookupCustomerTool],
  providers: new Map([['lookup_customer', customers]]),
  maxToolRounds: 2,
});

describe('the OpenAI-compatible model over HTTP', () => {
  test('a tool call round trip: the model asks for a lookup, gets its result, then answers', async () => {
    server = await startChatCompletionsServer([
      completion({ content: null, tool_calls: [{ id: 'call_abc', type: 'function', function: { name: 'lookup_customer', arguments: '{"full_name":"Kaitlyn Meyers"}' } }] }),
      completion({ content: 'You are Caitlin Myers from Springfield.' }),
    ]);
    const model = new OpenAIChatModel({ baseUrl: server.baseUrl, apiKey: 'sk-test', model: 'test-model' });
    const customers = fakeCustomers();
    const turn = await runToolLoop({
      node: 'help',
      model,
      messages: [{ role: 'system', content: 'Help the caller.' }, { role: 'user', content: 'Who am I? Kaitlyn Meyers.' }],
      tools: [lookupCustomerTool],
      providers: new Map([['lookup_customer', customers]]),
      maxToolRounds: 3,
    });

    expect(turn.text).toBe('You are Caitlin Myers from Springfield.');
    expect(customers.calls).toEqual([{ tool: 'lookup_customer', args: { full_name: 'Kaitlyn Meyers' } }]);
    expect(server.requests.map((request) => [request.method, request.url, request.headers.authorization])).toEqual([
      ['POST', '/v1/chat/completions', 'Bearer sk-test'],
      ['POST', '/v1/chat/completions', 'Bearer sk-test'],
    ]);
    expect(server.requests[0]?.body).toEqual({
      model: 'test-model',
      messages: [{ role: 'system', content: 'Help the caller.' }, { role: 'user', content: 'Who am I? Kaitlyn Meyers.' }],
      tools: [{
        type: 'function',
        function: {
          name: 'lookup_customer',
          description: "Look up a customer's account by name.",
          parameters: {
            type: 'object',
            properties: { full_name: { type: 'string', description: 'The name as heard' }, city: { type: 'string', description: 'The city as heard' } },
            required: ['full_name'],
            additionalProperties: false,
          },
        },
      }],
    });
    // The same definition `switchboard tools --format openai` prints.
    expect((server.requests[0]?.body as { tools: unknown[] }).tools).toEqual([toOpenAITool(lookupCustomerTool)]);
    const second = server.requests[1]?.body as { messages: unknown[] };
    expect(second.messages.slice(2)).toEqual([
      { role: 'assistant', content: null, tool_calls: [{ id: 'call_abc', type: 'function', function: { name: 'lookup_customer', arguments: '{"full_name":"Kaitlyn Meyers"}' } }] },
      { role: 'tool', tool_call_id: 'call_abc', content: JSON.stringify({ result: 'confident', row: CAITLIN, score: 96 }) },
    ]);
  });

  test.each([
    { name: 'an HTTP 500 is a model_http_error naming the status and the body', status: 500, body: '{"error":{"message":"upstream exploded"}}', code: ERROR.modelHttp, says: 'HTTP 500' },
    { name: 'an HTTP 401 is a model_http_error naming the status', status: 401, body: '{"error":{"message":"bad key"}}', code: ERROR.modelHttp, says: 'bad key' },
    { name: 'a body that is not JSON is a model_bad_response', status: 200, body: '<html>proxy</html>', code: ERROR.modelResponse, says: 'not JSON' },
    { name: 'a body without choices is a model_bad_response', status: 200, body: '{"object":"chat.completion"}', code: ERROR.modelResponse, says: 'choices' },
    {
      name: 'an error answered with HTTP 200 is a model_bad_response giving the server\'s words',
      status: 200,
      body: '{"error":{"message":"model overloaded"}}',
      code: ERROR.modelResponse,
      says: 'the model answered HTTP 200 with an error in place of a chat completion: model overloaded',
    },
    { name: 'an error given as text with HTTP 200 gives its words too', status: 200, body: '{"error":"rate limited"}', code: ERROR.modelResponse, says: 'in place of a chat completion: rate limited' },
    { name: 'a tool call that is null is a model_bad_response', status: 200, body: completion({ content: null, tool_calls: [null] }).body, code: ERROR.modelResponse, says: 'tool_calls[0] is not an object' },
    { name: 'a message that is not an object is a model_bad_response', status: 200, body: '{"choices":[{"message":"Hello"}]}', code: ERROR.modelResponse, says: 'choices[0].message is not an object' },
    { name: 'content that is a number is a model_bad_response, not silence', status: 200, body: completion({ content: 42 }).body, code: ERROR.modelResponse, says: 'content is number, not text' },
  ])('$name', async ({ status, body, code, says }) => {
    server = await startChatCompletionsServer([{ status, body }]);
    const model = new OpenAIChatModel({ baseUrl: server.baseUrl, model: 'test-model' });
    const failure = model.complete({ messages: [{ role: 'user', content: 'hi' }], tools: [] });
    await expect(failure).rejects.toBeInstanceOf(FlowError);
    await expect(failure).rejects.toMatchObject({ code });
    await expect(failure).rejects.toThrow(says);
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  test.each([
    { name: 'content as a list of text parts is their text joined', message: { content: [{ type: 'text', text: 'Hello, ' }, { type: 'text', text: 'Caitlin.' }] }, text: 'Hello, Caitlin.' },
    { name: 'a refusal with no content is said as the reply', message: { content: null, refusal: 'I cannot help with that request.' }, text: 'I cannot help with that request.' },
    { name: 'content beside a refusal is the reply', message: { content: 'Let me check.', refusal: 'unused' }, text: 'Let me check.' },
    { name: 'an image part beside text parts says nothing; the text is the reply', message: { content: [{ type: 'image_url', image_url: { url: 'https://x.test/a.png' } }, { type: 'text', text: 'Here you go.' }] }, text: 'Here you go.' },
  ])('$name', async ({ message, text }) => {
    server = await startChatCompletionsServer([completion(message)]);
    const model = new OpenAIChatModel({ baseUrl: server.baseUrl, model: 'test-model' });
    await expect(model.complete({ messages: [{ role: 'user', content: 'hi' }], tools: [] })).resolves.toEqual({ kind: 'text', text });
  });

  test.each([
    { name: 'not JSON', sent: '{"full_name": "Kaitlyn', problem: 'they are not JSON ("{\\"full_name\\": \\"Kaitlyn")' },
    { name: 'JSON null', sent: 'null', problem: 'they are JSON null, not an object ("null")' },
    { name: 'a JSON list', sent: '["Kaitlyn Meyers"]', problem: 'they are JSON a list, not an object' },
    { name: 'a JSON string', sent: '"Kaitlyn Meyers"', problem: 'they are JSON a string, not an object' },
  ])('tool arguments that are $name go back to the model as tool_arguments_invalid, and it may call again', async ({ sent, problem }) => {
    server = await startChatCompletionsServer([
      completion({ content: null, tool_calls: [{ id: 'call_bad', type: 'function', function: { name: 'lookup_customer', arguments: sent } }] }),
      completion({ content: null, tool_calls: [{ id: 'call_good', type: 'function', function: { name: 'lookup_customer', arguments: '{"full_name":"Kaitlyn Meyers"}' } }] }),
      completion({ content: 'You are Caitlin Myers.' }),
    ]);
    const customers = fakeCustomers();
    const turn = await helpTurn('I am Kaitlyn Meyers.', customers);

    expect(turn.text).toBe('You are Caitlin Myers.');
    // The broken call did not run; the model read why, what it sent and how to call the tool.
    expect(customers.calls).toEqual([{ tool: 'lookup_customer', args: { full_name: 'Kaitlyn Meyers' } }]);
    const second = server.requests[1]?.body as { messages: { role: string; content: string | null; tool_calls?: unknown }[] };
    expect(second.messages.at(-2)).toEqual({ role: 'assistant', content: null, tool_calls: [{ id: 'call_bad', type: 'function', function: { name: 'lookup_customer', arguments: '{}' } }] });
    const result = JSON.parse(second.messages.at(-1)?.content ?? '') as { error: { code: string; message: string } };
    expect(result.error.code).toBe(ERROR.toolArgumentsInvalid);
    expect(result.error.message).toContain(`the arguments of this call to lookup_customer could not be read: ${problem}`);
    expect(result.error.message).toContain('call lookup_customer again with its arguments as one JSON object of text values, e.g. {"full_name":"…"}; its parameters: full_name (required), city');
    expect(turn.events.filter((event) => event.type === 'tool_call')[0]).toMatchObject({ tool: 'lookup_customer', args: {}, error: { code: ERROR.toolArgumentsInvalid } });
  });

  test.each([
    { name: 'a JSON object', sent: '{"full_name": {"first": "Kaitlyn", "last": "Meyers"}}', problem: 'the value of "full_name" is a JSON object, not text' },
    { name: 'a JSON list', sent: '{"full_name": "Kaitlyn Meyers", "city": ["Chicago", "Denver"]}', problem: 'the value of "city" is a JSON list, not text' },
  ])('an argument whose value is $name is not looked up as its JSON text: the model reads tool_arguments_invalid', async ({ sent, problem }) => {
    server = await startChatCompletionsServer([
      completion({ content: null, tool_calls: [{ id: 'call_bad', type: 'function', function: { name: 'lookup_customer', arguments: sent } }] }),
      completion({ content: 'Could you say your name again?' }),
    ]);
    const customers = fakeCustomers();
    const turn = await helpTurn('I am Kaitlyn Meyers.', customers);

    expect(turn.text).toBe('Could you say your name again?');
    expect(customers.calls).toEqual([]);
    const second = server.requests[1]?.body as { messages: { role: string; content: string | null }[] };
    const result = JSON.parse(second.messages.at(-1)?.content ?? '') as { error: { code: string; message: string } };
    expect(result.error.code).toBe(ERROR.toolArgumentsInvalid);
    expect(result.error.message).toContain(`the arguments of this call to lookup_customer could not be read: ${problem}`);
    expect(turn.events.filter((event) => event.type === 'tool_call')[0]).toMatchObject({ tool: 'lookup_customer', error: { code: ERROR.toolArgumentsInvalid } });
  });

  test.each([
    {
      name: 'a missing id is named for its round and place',
      rounds: [[undefined], [undefined]],
      ids: [['call_1_1'], ['call_2_1']],
    },
    {
      name: 'an id the server repeats in one reply, or from an earlier round, is renamed',
      rounds: [['call_0', 'call_0'], ['call_0', 'call_2_1']],
      ids: [['call_0', 'call_1_2'], ['call_2_1_2', 'call_2_1']],
    },
  ])('tool-call ids are unique in the conversation: $name', async ({ rounds, ids }) => {
    const toolCall = (id: string | undefined, name: string) =>
      ({ ...(id === undefined ? {} : { id }), type: 'function', function: { name: 'lookup_customer', arguments: JSON.stringify({ full_name: name }) } });
    const names = ['Kaitlyn Meyers', 'Sean Riley'];
    server = await startChatCompletionsServer([
      ...rounds.map((round) => completion({ content: null, tool_calls: round.map((id, index) => toolCall(id, names[index] ?? '')) })),
      completion({ content: 'Done.' }),
    ]);
    await runToolLoop({
      node: 'help',
      model: new OpenAIChatModel({ baseUrl: server.baseUrl, model: 'test-model' }),
      messages: [{ role: 'user', content: 'Kaitlyn and Sean.' }],
      tools: [lookupCustomerTool],
      providers: new Map([['lookup_customer', fakeCustomers()]]),
      maxToolRounds: 3,
    });
    const last = server.requests.at(-1)?.body as { messages: { role: string; content: string | null; tool_call_id?: string; tool_calls?: { id: string; function: { arguments: string } }[] }[] };
    const assistant = last.messages.filter((message) => message.role === 'assistant');
    expect(assistant.map((message) => message.tool_calls?.map((call) => call.id))).toEqual(ids);
    // Each result follows its call under the same id, and answers the name that call asked about.
    const results = last.messages.filter((message) => message.role === 'tool');
    expect(results.map((message) => message.tool_call_id)).toEqual(ids.flat());
    results.forEach((result, index) => {
      const asked = JSON.parse(assistant.flatMap((message) => message.tool_calls ?? [])[index]?.function.arguments ?? '{}') as { full_name: string };
      expect(result.content).toContain(asked.full_name === 'Kaitlyn Meyers' ? 'Caitlin Myers' : 'ambiguous');
    });
  });

  test('a round of unreadable tool arguments counts toward max_tool_rounds', async () => {
    const broken = completion({ content: null, tool_calls: [{ id: 'call_bad', type: 'function', function: { name: 'lookup_customer', arguments: '{full_name:' } }] });
    server = await startChatCompletionsServer([broken, broken]);
    const turn = runToolLoop({
      node: 'help',
      model: new OpenAIChatModel({ baseUrl: server.baseUrl, model: 'test-model' }),
      messages: [{ role: 'user', content: 'I am Kaitlyn Meyers.' }],
      tools: [lookupCustomerTool],
      providers: new Map([['lookup_customer', fakeCustomers()]]),
      maxToolRounds: 1,
    });
    await expect(turn).rejects.toMatchObject({ code: ERROR.toolRoundsExceeded });
    expect(server.requests).toHaveLength(2);
  });

  test.each([
    { name: 'content null with no tool calls and no refusal', message: { content: null }, finish: 'stop', says: 'the reply has nothing to say: content null, no tool calls and no refusal, finish_reason "stop"' },
    { name: 'content that is empty', message: { content: '' }, finish: 'stop', says: 'the reply has nothing to say: content ""' },
    { name: 'content of blanks only', message: { content: ' \n ' }, finish: 'stop', says: 'content of blanks only' },
    { name: 'a blank refusal and no content', message: { content: null, refusal: '' }, finish: 'stop', says: 'content null, no tool calls and no refusal' },
    { name: 'content filtered out', message: { content: null }, finish: 'content_filter', says: 'content filter withheld or cut the reply (finish_reason "content_filter")' },
    { name: 'the legacy function_call form', message: { content: null, function_call: { name: 'lookup_customer', arguments: '{}' } }, finish: 'function_call', says: 'the reply uses the legacy "function_call" form, finish_reason "function_call", which is not read' },
    { name: 'content that is only an image part', message: { content: [{ type: 'image_url', image_url: { url: 'https://x.test/a.png' } }] }, finish: 'stop', says: 'content a list of 1 part with no text (image_url)' },
    { name: 'content an empty list', message: { content: [] }, finish: 'stop', says: 'content an empty list' },
    { name: 'content parts that are numbers', message: { content: [1, 2, { type: 'text', text: 42 }] }, finish: 'stop', says: 'choices[0].message.content[0] is a number, not a content part' },
    { name: 'a text part whose text is a number', message: { content: [{ type: 'text', text: 42 }] }, finish: 'stop', says: 'choices[0].message.content[0] is a text part whose text is a number, not text' },
    { name: 'a reply cut off at the token limit', message: { content: 'I will now tell you your acc' }, finish: 'length', says: 'cut off at the output token limit (finish_reason "length"), so it is not said; raise max_tokens' },
  ])('a reply with nothing usable to say is a model_bad_response saying what came back, never silence: $name', async ({ message, finish, says }) => {
    server = await startChatCompletionsServer([completion(message, finish)]);
    const model = new OpenAIChatModel({ baseUrl: server.baseUrl, model: 'test-model' });
    await expect(model.complete({ messages: [{ role: 'user', content: 'hi' }], tools: [] })).rejects.toMatchObject({
      code: ERROR.modelResponse,
      message: expect.stringContaining(says),
    });
  });

  test.each([
    { name: 'to another server is not followed: the conversation is not sent there', status: 307, elsewhere: true },
    { name: 'on the same server is not followed as a GET that loses the request', status: 301, elsewhere: false },
  ])('a redirect $name', async ({ status, elsewhere }) => {
    const other = await startChatCompletionsServer([completion({ content: 'from the other server' })]);
    try {
      const target = elsewhere ? `${other.baseUrl}/chat/completions` : '/v2/chat/completions';
      server = await startChatCompletionsServer([{ status, body: '', headers: { location: target } }, completion({ content: 'from a GET' })]);
      const model = new OpenAIChatModel({ baseUrl: server.baseUrl, apiKey: 'sk-test', model: 'test-model' });
      const failure = model.complete({ messages: [{ role: 'user', content: 'My account is A1001' }], tools: [] });
      await expect(failure).rejects.toMatchObject({
        code: ERROR.modelHttp,
        message: expect.stringContaining(`was redirected (HTTP ${status}) to ${elsewhere ? other.baseUrl : server.baseUrl.replace(/\/v1$/, '/v2')}/chat/completions`),
      });
      expect(other.requests).toHaveLength(0);
      expect(server.requests).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  test('a base URL with a query (api-version=…) keeps it after /chat/completions, and messages leave it out', async () => {
    server = await startChatCompletionsServer([completion({ content: 'Hello.' }), { status: 500, body: 'down' }]);
    const model = new OpenAIChatModel({ baseUrl: `${server.baseUrl}/?api-version=2024-06-01&key=s3cret`, model: 'test-model' });
    await expect(model.complete({ messages: [{ role: 'user', content: 'hi' }], tools: [] })).resolves.toEqual({ kind: 'text', text: 'Hello.' });
    expect(server.requests[0]?.url).toBe('/v1/chat/completions?api-version=2024-06-01&key=s3cret');
    const failure = model.complete({ messages: [{ role: 'user', content: 'hi' }], tools: [] });
    await expect(failure).rejects.toMatchObject({ code: ERROR.modelHttp, message: expect.stringContaining(`request to ${server.baseUrl}/chat/completions failed with HTTP 500`) });
    await expect(failure).rejects.not.toThrow('s3cret');
  });

  test.each([
    { name: 'a URL without a scheme', baseUrl: 'localhost:8080/v1', says: 'is not an absolute http:// or https:// URL' },
    { name: 'a URL that is not http(s)', baseUrl: 'ftp://127.0.0.1/v1', says: 'is not an absolute http:// or https:// URL' },
    { name: 'on a port fetch refuses (X11, 6000)', baseUrl: 'http://127.0.0.1:6000/v1', says: 'uses port 6000, which fetch refuses to connect to' },
    { name: 'on the IRC port fetch refuses (6667)', baseUrl: 'https://models.internal:6667/v1', says: 'serve the model on another port' },
    { name: 'a URL carrying a user name and password', baseUrl: 'http://admin:pa55word@127.0.0.1:8/v1', says: 'carries a user name or password' },
  ])('a base URL that is $name is model_config_invalid before any call', ({ baseUrl, says }) => {
    expect(() => new OpenAIChatModel({ baseUrl, model: 'test-model' })).toThrow(expect.objectContaining({ code: ERROR.modelConfigInvalid, message: expect.stringContaining(says) }));
    expect(() => new OpenAIChatModel({ baseUrl, model: 'test-model' })).not.toThrow('pa55word');
    expect(() => openAIOptionsFromEnv({ SWITCHBOARD_MODEL_BASE_URL: baseUrl })).toThrow(expect.objectContaining({ code: ERROR.modelConfigInvalid, message: expect.stringContaining('SWITCHBOARD_MODEL_BASE_URL') }));
    expect(() => openAIOptionsFromEnv({ SWITCHBOARD_MODEL_BASE_URL: baseUrl })).not.toThrow('pa55word');
  });

  test.each([
    { option: 'timeoutMs', value: 0 },
    { option: 'timeoutMs', value: -1 },
    { option: 'timeoutMs', value: Number.NaN },
    { option: 'timeoutMs', value: '3000' },
    { option: 'maxResponseBytes', value: 0 },
    { option: 'maxResponseBytes', value: Number.NaN },
    { option: 'maxResponseBytes', value: 1.5 },
  ])('a $option of $value is model_config_invalid instead of failing every request', ({ option, value }) => {
    const options = { baseUrl: 'http://127.0.0.1:8/v1', model: 'test-model', [option]: value };
    expect(() => new OpenAIChatModel(options)).toThrow(expect.objectContaining({ code: ERROR.modelConfigInvalid, message: expect.stringContaining(option) }));
  });

  test('a timeoutMs past what a timer can hold waits as long as one can', async () => {
    server = await startChatCompletionsServer([completion({ content: 'Hello.' })]);
    const model = new OpenAIChatModel({ baseUrl: server.baseUrl, model: 'test-model', timeoutMs: Number.POSITIVE_INFINITY });
    await expect(model.complete({ messages: [{ role: 'user', content: 'hi' }], tools: [] })).resolves.toEqual({ kind: 'text', text: 'Hello.' });
  });

  test('a server that is not there is model_unreachable naming the URL', async () => {
    const closed = await startChatCompletionsServer([]);
    await closed.close();
    const model = new OpenAIChatModel({ baseUrl: closed.baseUrl, model: 'test-model' });
    const failure = model.complete({ messages: [{ role: 'user', content: 'hi' }], tools: [] });
    await expect(failure).rejects.toMatchObject({ code: ERROR.modelUnreachable });
    await expect(failure).rejects.toThrow(`cannot connect to the model at ${closed.baseUrl}`);
  });

  // These two wait out a real timeout, so they run side by side, in the time of one. 1500 ms, not less: the message
  // names the 1500 ms that ran out, and at 150 ms a machine under a load of 12 once timed out before the server saw the
  // request (a request that never timed out would hang the test past jest's limit).
  test.concurrent.each([
    { name: 'a server that accepts the request and never answers is model_timeout after timeoutMs', misbehaviour: 'never_answers' as const, says: 'did not answer within 1500 ms' },
    { name: 'a server that stalls halfway through its answer is model_timeout too', misbehaviour: 'stalls_mid_body' as const, says: 'started answering but did not finish within 1500 ms' },
  ])('$name', async ({ misbehaviour, says }) => {
    const slow = await startMisbehavingServer(misbehaviour);
    try {
      const model = new OpenAIChatModel({ baseUrl: slow.baseUrl, model: 'test-model', timeoutMs: 1500 });
      const failure = model.complete({ messages: [{ role: 'user', content: 'hi' }], tools: [] });
      await expect(failure).rejects.toMatchObject({ code: ERROR.modelTimeout, message: expect.stringContaining(says) });
      expect(slow.requests).toHaveLength(1);
    } finally {
      await slow.close();
    }
  });

  test.each([
    { name: 'a connection dropped while the answer is read is model_connection_dropped', misbehaviour: 'drops_mid_body' as const, code: ERROR.modelConnectionDropped, says: 'dropped while its answer was being read' },
    {
      name: 'a connection the server closes before answering is model_connection_dropped, not "cannot connect"',
      misbehaviour: 'drops_before_answering' as const,
      code: ERROR.modelConnectionDropped,
      says: 'closed the connection before answering (it was reached and the request sent;',
    },
  ])('$name', async ({ misbehaviour, code, says }) => {
    server = await startMisbehavingServer(misbehaviour);
    // (The timeout only bounds a failure: at 150 ms a machine under a load of 12 once timed out before the server dropped.)
    const model = new OpenAIChatModel({ baseUrl: server.baseUrl, model: 'test-model', timeoutMs: 1500 });
    const failure = model.complete({ messages: [{ role: 'user', content: 'hi' }], tools: [] });
    await expect(failure).rejects.toMatchObject({ code, message: expect.stringContaining(says) });
    expect(server.requests).toHaveLength(1);
  });

  test('an answer that never ends stops at maxResponseBytes as model_response_too_large', async () => {
    server = await startMisbehavingServer('endless_body');
    // (The timeout only bounds a failure: reading 256 KiB takes milliseconds, but a loaded 2-core machine once took 2 s.)
    const model = new OpenAIChatModel({ baseUrl: server.baseUrl, model: 'test-model', timeoutMs: 10_000, maxResponseBytes: 256 * 1024 });
    const failure = model.complete({ messages: [{ role: 'user', content: 'hi' }], tools: [] });
    await expect(failure).rejects.toMatchObject({
      code: ERROR.modelResponseTooLarge,
      message: expect.stringContaining('answered with more than 262144 bytes'),
    });
  });

  test('an error answer that never ends is model_http_error with the start of its body', async () => {
    server = await startMisbehavingServer('endless_error_body');
    const model = new OpenAIChatModel({ baseUrl: server.baseUrl, model: 'test-model', timeoutMs: 10_000 });
    const failure = model.complete({ messages: [{ role: 'user', content: 'hi' }], tools: [] });
    await expect(failure).rejects.toMatchObject({ code: ERROR.modelHttp, message: expect.stringContaining('HTTP 500 (asked twice: the first answer was HTTP 500): {"choices":[{"message":{"content":"aaa') });
  });

  test('the call stopping aborts a request in flight without waiting for the timeout', async () => {
    server = await startMisbehavingServer('never_answers');
    const model = new OpenAIChatModel({ baseUrl: server.baseUrl, model: 'test-model', timeoutMs: 60_000 });
    const stop = new AbortController();
    const failure = model.complete({ messages: [{ role: 'user', content: 'hi' }], tools: [] }, { signal: stop.signal });
    while (server.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    stop.abort();
    await expect(failure).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('the OpenAI-compatible model in a call', () => {
  test('an HTTP error at a conversation node takes its error edge and the call goes on', async () => {
    server = await startChatCompletionsServer([{ status: 503, body: '{"error":{"message":"overloaded"}}' }]);
    const flow = await loadTestFlow('grounded.flow.yaml');
    const model = new OpenAIChatModel({ baseUrl: server.baseUrl, model: 'test-model' });
    const call = await startCall(flow, { model, documents: { customers: fakeCustomers() }, context: { caller: '+15551234567' } });
    await call.hear('Kaitlyn Meyers');
    await call.hear('When are you open?');
    expect(call.events.find((event) => event.type === 'model_error')).toMatchObject({ node: 'answer', error: { code: ERROR.modelHttp } });
    expect(said(call).slice(-2)).toEqual(['Sorry, something went wrong on our side.', 'Goodbye.']);
    expect(call.status).toBe('ended');
    // What went over the wire carries the caller's words and the call context, never the #lookup row.
    expect(JSON.stringify(server.requests[0]?.body)).toContain('+15551234567');
    expect(JSON.stringify(server.requests[0]?.body)).not.toContain(CAITLIN['Account ID']);
  });
  test('after an HTTP error that follows a tool round, the next node sends the lookup it ran with its result: a valid sequence', async () => {
    server = await startChatCompletionsServer([
      completion({ content: null, tool_calls: [{ id: 'call_abc', type: 'function', function: { name: 'lookup_customer', arguments: '{"full_name":"Kaitlyn Meyers"}' } }] }),
      // Twice: a passing failure is asked once more (modelRetry.test.ts).
      { status: 500, body: '{"error":{"message":"upstream exploded"}}' },
      { status: 500, body: '{"error":{"message":"upstream exploded"}}' },
      completion({ content: 'Sorry for the wait: Caitlin Myers is in Springfield.' }),
    ]);
    const model = new OpenAIChatModel({ baseUrl: server.baseUrl, model: 'test-model' });
    const call = await startCall(await loadTestFlow('second-chance.flow.yaml'), { model, documents: { customers: fakeCustomers() } });
    await call.hear('Where does Kaitlyn Meyers live?');

    expect(call.events.find((event) => event.type === 'model_error')).toMatchObject({ node: 'help', error: { code: ERROR.modelHttp } });
    const sent = (server.requests[3]?.body as { messages: { role: string; content: string | null; tool_call_id?: string; tool_calls?: { id: string }[] }[] }).messages;
    expect(sent.slice(1)).toEqual([
      { role: 'user', content: 'Where does Kaitlyn Meyers live?' },
      { role: 'assistant', content: null, tool_calls: [{ id: 'call_abc', type: 'function', function: { name: 'lookup_customer', arguments: '{"full_name":"Kaitlyn Meyers"}' } }] },
      { role: 'tool', tool_call_id: 'call_abc', content: JSON.stringify({ result: 'confident', row: CAITLIN, score: 96 }) },
    ]);
    expect(said(call)).toEqual(['How can I help?', 'Sorry for the wait: Caitlin Myers is in Springfield.', 'Goodbye.']);
  });
});

describe('a reply with nothing to say, in a call', () => {
  test('takes the error edge instead of saying silence and moving on', async () => {
    server = await startChatCompletionsServer([completion({ content: 'Hello.' }), completion({ content: null })]);
    const model = new OpenAIChatModel({ baseUrl: server.baseUrl, model: 'test-model' });
    const call = await startCall(await loadTestFlow('grounded.flow.yaml'), { model, documents: { customers: fakeCustomers() } });
    await call.hear('Kaitlyn Meyers');
    await call.hear('Hello?');
    expect(said(call)).not.toContain('');
    expect(call.events.find((event) => event.type === 'model_error')).toMatchObject({
      node: 'help_more',
      error: { code: ERROR.modelResponse, message: "the model's reply cannot be said to the caller: the reply has nothing to say: content null, no tool calls and no refusal, finish_reason \"stop\"" },
    });
    expect(call.path.slice(-2)).toEqual(['sorry', 'bye']);
  });
});

describe('the API key', () => {
  const KEY = 'sk-test-7f3a9c2e41b86d05/+=';
  test.each([
    { name: 'echoed in an HTTP error body', body: `{"error":{"message":"Incorrect API key provided: Bearer ${KEY}"}}` },
    { name: 'echoed JSON-escaped in an HTTP error body', body: JSON.stringify({ error: { message: `key ${KEY}` } }).replaceAll('/', '\\/') },
    // The message keeps the first 300 characters of the body: here they end inside the key.
    { name: 'echoed where the message cuts the body short', body: `{"error":{"message":"${'x'.repeat(259)}${KEY}"}}` },
    { name: 'echoed in an error answered with HTTP 200', body: `{"error":{"message":"no quota left for ${KEY}"}}`, status: 200, code: ERROR.modelResponse },
  ])('$name never reaches the error, the call log or the snapshot', async ({ body, status = 401, code = ERROR.modelHttp }) => {
    server = await startChatCompletionsServer([{ status, body }]);
    const flow = await loadTestFlow('grounded.flow.yaml');
    const model = new OpenAIChatModel({ baseUrl: server.baseUrl, apiKey: KEY, model: 'test-model' });
    const call = await startCall(flow, { model, documents: { customers: fakeCustomers() } });
    await call.hear('Kaitlyn Meyers');
    await call.hear('When are you open?');
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    const failure = call.events.find((event) => event.type === 'model_error');
    expect(failure).toMatchObject({ error: { code, message: expect.stringContaining('[redacted]') } });
    expect(JSON.stringify(call.events)).not.toContain(KEY.slice(0, 12));
    expect(JSON.stringify(call.snapshot())).not.toContain(KEY.slice(0, 12));
  });
});

describe('a model that never answers, in a call', () => {
  test('the conversation node takes its error edge once the request times out', async () => {
    server = await startMisbehavingServer('never_answers');
    const flow = await loadTestFlow('grounded.flow.yaml');
    const model = new OpenAIChatModel({ baseUrl: server.baseUrl, model: 'test-model', timeoutMs: 100 });
    const call = await startCall(flow, { model, documents: { customers: fakeCustomers() } });
    await call.hear('Kaitlyn Meyers');
    await call.hear('When are you open?');
    expect(call.events.find((event) => event.type === 'model_error')).toMatchObject({ node: 'answer', error: { code: ERROR.modelTimeout } });
    expect(call.status).toBe('ended');
  });
});

describe('model settings from the environment', () => {
  test.each([
    { name: 'nothing set means no model', env: {}, options: null },
    {
      name: 'Switchboard variables win',
      env: { SWITCHBOARD_MODEL_BASE_URL: 'http://127.0.0.1:8/v1', SWITCHBOARD_MODEL_API_KEY: 'k1', OPENAI_API_KEY: 'k2', SWITCHBOARD_MODEL: 'm1' },
      options: { baseUrl: 'http://127.0.0.1:8/v1', apiKey: 'k1', model: 'm1' },
    },
    { name: 'an OpenAI key alone uses the OpenAI endpoint', env: { OPENAI_API_KEY: 'k2' }, options: { baseUrl: 'https://api.openai.com/v1', apiKey: 'k2', model: 'gpt-4o-mini' } },
    { name: 'a base URL alone needs no key', env: { OPENAI_BASE_URL: 'http://localhost:8080/v1', OPENAI_MODEL: 'llama' }, options: { baseUrl: 'http://localhost:8080/v1', model: 'llama' } },
    { name: 'an empty variable counts as unset', env: { SWITCHBOARD_MODEL_BASE_URL: '', OPENAI_BASE_URL: 'http://localhost:8080/v1', SWITCHBOARD_MODEL: '' }, options: { baseUrl: 'http://localhost:8080/v1', model: 'gpt-4o-mini' } },
    { name: 'only empty variables mean no model', env: { SWITCHBOARD_MODEL_BASE_URL: '', OPENAI_API_KEY: ' ' }, options: null },
    { name: 'a timeout is read in milliseconds', env: { OPENAI_API_KEY: 'k2', SWITCHBOARD_MODEL_TIMEOUT_MS: '5000' }, options: { baseUrl: 'https://api.openai.com/v1', apiKey: 'k2', model: 'gpt-4o-mini', timeoutMs: 5000 } },
  ])('$name', ({ env, options }) => {
    expect(openAIOptionsFromEnv(env)).toEqual(options);
  });

  test.each(['5s', '0', '-1', '2.5', '2147483648'])('a timeout of %p is refused with model_config_invalid', (value) => {
    expect(() => openAIOptionsFromEnv({ OPENAI_API_KEY: 'k', SWITCHBOARD_MODEL_TIMEOUT_MS: value })).toThrow(
      expect.objectContaining({ code: ERROR.modelConfigInvalid, message: `SWITCHBOARD_MODEL_TIMEOUT_MS must be a whole number of milliseconds from 1 to 2147483647, not "${value}"` }),
    );
  });
});
