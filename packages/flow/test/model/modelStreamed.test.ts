// A streamed answer (server-sent events) is not read as one chat completion: the message names it and the fix,
// where it said only "the body is not JSON".
import { afterEach, describe, expect, test } from '@jest/globals';
import { ERROR, OpenAIChatModel } from '@switchboard/flow';
import { startChatCompletionsServer, type ChatCompletionsServer } from './chatCompletionsServer.js';

let server: ChatCompletionsServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('a model server that streams its answer', () => {
  const events = ['Hello', ' there.'].map((piece) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece } }] })}\n\n`).join('') + 'data: [DONE]\n\n';
  test.each([
    { name: 'served as text/event-stream', headers: { 'content-type': 'text/event-stream' } },
    { name: 'served as JSON but written as events', headers: undefined },
  ])('$name is model_bad_response naming the stream and the fix', async ({ headers }) => {
    server = await startChatCompletionsServer([{ status: 200, body: events, ...(headers ? { headers } : {}) }]);
    const model = new OpenAIChatModel({ baseUrl: server.baseUrl, model: 'test-model', extraBody: { stream: true } });
    const failure = model.complete({ messages: [{ role: 'user', content: 'hi' }], tools: [] });
    await expect(failure).rejects.toMatchObject({
      code: ERROR.modelResponse,
      message: expect.stringContaining('streamed its answer (server-sent events), which is not read: a call needs the whole reply at once; remove "stream": true from extraBody'),
    });
  });
});
