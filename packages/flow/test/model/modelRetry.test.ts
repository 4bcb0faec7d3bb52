// A model server's passing failure (HTTP 500, 502, 503, 504, 429) is asked once more within the same timeout, so one
// hiccup does not send the caller down the error edge; anything else, or a second failure, is the error it was.
import { afterEach, describe, expect, test } from '@jest/globals';
import { ERROR, OpenAIChatModel, startCall } from '@switchboard/flow';
import { loadTestFlow, said } from '../runtime/flowTestKit.js';
import { fakeCustomers } from '../runtime/fakeCustomers.js';
import { completion, startChatCompletionsServer, type CannedResponse, type ChatCompletionsServer } from './chatCompletionsServer.js';

let server: ChatCompletionsServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const failed = (status: number, headers?: Record<string, string>): CannedResponse => ({ status, body: `{"error":{"message":"passing trouble ${status}"}}`, ...(headers ? { headers } : {}) });

describe('a passing server failure is asked once more', () => {
  test.each([
    { name: 'an HTTP 500 then an answer: the caller hears the answer', first: failed(500) },
    { name: 'an HTTP 502 from a gateway then an answer', first: failed(502) },
    { name: 'an HTTP 503 asking to retry at once (Retry-After: 0) then an answer', first: failed(503, { 'retry-after': '0' }) },
    { name: 'an HTTP 504 then an answer', first: failed(504) },
    { name: 'an HTTP 429 (rate limited) then an answer', first: failed(429) },
  ])('$name', async ({ first }) => {
    server = await startChatCompletionsServer([first, completion({ content: 'We open at nine.' })]);
    const model = new OpenAIChatModel({ baseUrl: server.baseUrl, model: 'test-model' });
    // (Until 2026-12-06 the reply said nothing of the first answer, and a call's log showed one clean request.)
    await expect(model.complete({ messages: [{ role: 'user', content: 'When do you open?' }], tools: [] })).resolves.toEqual({ kind: 'text', text: 'We open at nine.', retried: { status: first.status } });
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.body).toEqual(server.requests[0]?.body);
  });

  test.each([
    { name: 'an HTTP 400 (the request is wrong) is not asked again', responses: [failed(400)], asked: 1, says: 'failed with HTTP 400: {"error":{"message":"passing trouble 400"}}' },
    { name: 'an HTTP 401 (a bad key) is not asked again', responses: [failed(401)], asked: 1, says: 'failed with HTTP 401' },
    {
      name: 'a second failure is the error, saying the request was asked twice',
      responses: [failed(500), failed(503)], asked: 2,
      says: 'failed with HTTP 503 (asked twice: the first answer was HTTP 500): {"error":{"message":"passing trouble 503"}}',
    },
    {
      name: 'a 429 asking to wait longer than the request may take is not waited for, and says so',
      responses: [failed(429, { 'retry-after': '120' })], asked: 1,
      says: 'failed with HTTP 429 (it asks to be asked again in 120 seconds, past the 30000 ms the request may take): {"error"',
    },
  ])('$name', async ({ responses, asked, says }) => {
    server = await startChatCompletionsServer([...responses, completion({ content: 'never reached' })]);
    const model = new OpenAIChatModel({ baseUrl: server.baseUrl, model: 'test-model' });
    const failure = model.complete({ messages: [{ role: 'user', content: 'hi' }], tools: [] });
    await expect(failure).rejects.toMatchObject({ code: ERROR.modelHttp, message: expect.stringContaining(says) });
    expect(server.requests).toHaveLength(asked);
  });

  test('in a call, an HTTP 500 then an answer is said, and the call never takes its error edge', async () => {
    server = await startChatCompletionsServer([failed(500), completion({ content: 'We open at nine.' }), completion({ content: 'Anything else?' })]);
    const model = new OpenAIChatModel({ baseUrl: server.baseUrl, model: 'test-model' });
    const call = await startCall(await loadTestFlow('grounded.flow.yaml'), { model, documents: { customers: fakeCustomers() } });
    await call.hear('Kaitlyn Meyers');
    await call.hear('When are you open?');
    expect(call.events.filter((event) => event.type === 'model_error')).toEqual([]);
    expect(said(call)).toContain('We open at nine.');
    // The log shows which reply came from the second ask, and why it was asked; a first answer that did not fail has no mark.
    expect(call.events.filter((event) => event.type === 'model_reply').map((event) => event.type === 'model_reply' && event.reply.retried))
      .toEqual([{ status: 500 }, undefined]);
  });
});
