// A caller's turn with no words (silence, which the host sends as an empty turn) reaches the model as
// "[the caller said nothing]", never as an empty message: servers behind some OpenAI-compatible gateways refuse empty
// content with HTTP 400, which sent the caller down the error edge.
import { afterEach, expect, test } from '@jest/globals';
import { OpenAIChatModel, SILENT_TURN, startCall } from '@switchboard/flow';
import { loadTestFlow, said } from './flowTestKit.js';
import { fakeCustomers } from './fakeCustomers.js';
import { completion, startChatCompletionsServer, type ChatCompletionsServer } from '../model/chatCompletionsServer.js';

let server: ChatCompletionsServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The user messages of the request the server received last. */
const userMessages = (request: { body: unknown } | undefined) =>
  ((request?.body as { messages?: { role: string; content: unknown }[] } | undefined)?.messages ?? []).filter((message) => message.role === 'user').map((message) => message.content);

test.each([
  { name: 'an empty turn', turn: '' },
  { name: 'a turn of spaces', turn: '   ' },
  { name: 'a turn of a zero-width space', turn: '\u200b' },
  { name: 'a turn of invisible characters (word joiner, BOM, soft hyphen, zero-width joiner) among spaces', turn: ' \u2060\ufeff \u00ad\u200d ' },
  { name: 'a turn of a control character', turn: '\u0000' },
])('$name at a conversation node is shown to the model as "[the caller said nothing]"', async ({ turn }) => {
  server = await startChatCompletionsServer([completion({ content: 'Are you still there?' })]);
  const model = new OpenAIChatModel({ baseUrl: server.baseUrl, model: 'test-model' });
  const call = await startCall(await loadTestFlow('grounded.flow.yaml'), { model, documents: { customers: fakeCustomers() } });
  await call.hear('Kaitlyn Meyers');
  await call.hear(turn);
  // (Until 2026-12-06 the model was sent {"role": "user", "content": ""} for it.)
  expect(userMessages(server.requests[0])).toEqual(['Kaitlyn Meyers', '[the caller said nothing]']);
  expect(SILENT_TURN).toBe('[the caller said nothing]');
  expect(said(call)).toContain('Are you still there?');
  // The flow's variable and the call's log keep what was heard: nothing.
  expect(call.variables.question).toBe(turn);
  expect(call.events).toContainEqual({ type: 'hear', node: 'ask_question', text: turn });
});

test('words are shown to the model as said', async () => {
  server = await startChatCompletionsServer([completion({ content: 'We open at nine.' })]);
  const model = new OpenAIChatModel({ baseUrl: server.baseUrl, model: 'test-model' });
  const call = await startCall(await loadTestFlow('grounded.flow.yaml'), { model, documents: { customers: fakeCustomers() } });
  await call.hear('Kaitlyn Meyers');
  await call.hear('  When\u200b do you open?');
  expect(userMessages(server.requests[0])).toEqual(['Kaitlyn Meyers', '  When\u200b do you open?']);
});
