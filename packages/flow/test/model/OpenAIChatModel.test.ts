import { afterEach, describe, expect, test } from '@jest/globals';
import { ERROR, FlowError, OpenAIChatModel, openAIOptionsFromEnv, runToolLoop, startCall } from '@switchboard/flow';
import { loadTestFlow, said } from '../runtime/flowTestKit.js';
import { CAITLIN, fakeCustomers, lookupCustomerTool } from '../runtime/fakeCustomers.js';
import { completion, startChatCompletionsServer, type ChatCompletionsServer } from './chatCompletionsServer.js';

let server: ChatCompletionsServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
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
          },
        },
      }],
    });
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
      name: 'tool arguments that are not JSON are a model_bad_response',
      status: 200,
      body: completion({ tool_calls: [{ id: 'c1', type: 'function', function: { name: 'lookup_customer', arguments: '{full_name:' } }] }).body,
      code: ERROR.modelResponse,
      says: 'arguments are not JSON',
    },
  ])('$name', async ({ status, body, code, says }) => {
    server = await startChatCompletionsServer([{ status, body }]);
    const model = new OpenAIChatModel({ baseUrl: server.baseUrl, model: 'test-model' });
    const failure = model.complete({ messages: [{ role: 'user', content: 'hi' }], tools: [] });
    await expect(failure).rejects.toBeInstanceOf(FlowError);
    await expect(failure).rejects.toMatchObject({ code });
    await expect(failure).rejects.toThrow(says);
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  test('a server that is not there is a model_http_error naming the URL', async () => {
    const closed = await startChatCompletionsServer([]);
    await closed.close();
    const model = new OpenAIChatModel({ baseUrl: closed.baseUrl, model: 'test-model' });
    const failure = model.complete({ messages: [{ role: 'user', content: 'hi' }], tools: [] });
    await expect(failure).rejects.toMatchObject({ code: ERROR.modelHttp });
    await expect(failure).rejects.toThrow(closed.baseUrl);
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
});

describe('model settings from the environment', () => {
  test.each([
    { name: 'nothing set means no model', env: {}, options: null },
    {
      name: 'Switchboard variables win',
      env: { SWITCHBOARD_MODEL_BASE_URL: 'http://127.0.0.1:9/v1', SWITCHBOARD_MODEL_API_KEY: 'k1', OPENAI_API_KEY: 'k2', SWITCHBOARD_MODEL: 'm1' },
      options: { baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k1', model: 'm1' },
    },
    { name: 'an OpenAI key alone uses the OpenAI endpoint', env: { OPENAI_API_KEY: 'k2' }, options: { baseUrl: 'https://api.openai.com/v1', apiKey: 'k2', model: 'gpt-4o-mini' } },
    { name: 'a base URL alone needs no key', env: { OPENAI_BASE_URL: 'http://localhost:8080/v1', OPENAI_MODEL: 'llama' }, options: { baseUrl: 'http://localhost:8080/v1', model: 'llama' } },
  ])('$name', ({ env, options }) => {
    expect(openAIOptionsFromEnv(env)).toEqual(options);
  });
});
