// A model reply is read aloud: past MAX_SPOKEN_REPLY_CHARS (or startCall's `maxReplyChars`) the caller hears it up to
// the last sentence end that fits, the rest is dropped and logged, and the model is told what the caller heard.
import { describe, expect, test } from '@jest/globals';
import { loadFlowText, MAX_SPOKEN_REPLY_CHARS, ScriptedModel, startCall, type CallEvent } from '@switchboard/flow';

const flowText = `nodes:
  answer: { kind: conversation, text: Answer the caller., next: ask }
  ask: { kind: collect, text: Anything else?, into: more, next: again }
  again: { kind: conversation, text: Answer the caller., next: bye }
  bye: { kind: end }
`;

/** Sentences of about 50 characters each, numbered, so a cut shows where it fell. */
const sentences = (count: number) => Array.from({ length: count }, (_, index) => `This is sentence number ${index + 1} of the model's long answer.`).join(' ');
const words = (count: number) => Array.from({ length: count }, () => 'blah').join(' ');

async function callWith(reply: string, maxReplyChars?: number) {
  const { flow, issues } = await loadFlowText(flowText, '/virtual/long-reply.flow.yaml');
  if (!flow) throw new Error(JSON.stringify(issues));
  const model = new ScriptedModel([reply, 'Goodbye.']);
  const call = await startCall(flow, { model, ...(maxReplyChars === undefined ? {} : { maxReplyChars }) });
  await call.hear('and another thing');
  const answered = call.events.find((event): event is Extract<CallEvent, { type: 'say' }> => event.type === 'say' && event.node === 'answer');
  const shortened = answered?.shortened;
  // What the second model turn was shown of the first: the words the caller heard.
  const shownBack = model.requests[1]?.messages.find((message) => message.role === 'assistant')?.content;
  return { said: answered?.text ?? '', shortened, shownBack, status: call.status };
}

describe('a long model reply is said up to a sentence end, the rest dropped and logged', () => {
  test.each([
    { name: 'a 2,000-character answer is said up to the last sentence end within 640 characters', reply: sentences(40), limit: undefined, said: sentences(11) },
    { name: 'a cap set on the call (maxReplyChars: 120) cuts at the sentence end before it', reply: sentences(5), limit: 120, said: sentences(2) },
    { name: 'an answer with no sentence end inside the cap is cut at a word, never mid-word', reply: words(200), limit: 100, said: words(20) },
    { name: 'a title\'s dot ends no sentence', reply: `Your appointment is with Dr. Lopez and ${words(30)}`, limit: 60, said: `Your appointment is with Dr. Lopez and ${words(4)}` },
    { name: 'a Chinese or Japanese full stop ends a sentence, with no space after it', reply: '您好。'.repeat(30), limit: 20, said: '您好。'.repeat(6) },
    // (An emoji is not said at all: a CJK Extension B character is two UTF-16 units as one is.)
    { name: 'one unbroken word past the cap is cut there, never inside a character of two UTF-16 units', reply: `${'x'.repeat(19)}${'𠀀'.repeat(10)}`, limit: 20, said: 'x'.repeat(19) },
    { name: 'a line break ends a sentence too (a list the model wrote), a list number\'s dot does not', reply: `Here are your options:\n1. Billing\n2. Support\n3. ${words(50)}`, limit: 60, said: 'Here are your options:\n1. Billing\n2. Support' },
  ])('$name', async ({ reply, limit, said }) => {
    const call = await callWith(reply, limit);
    expect(call.said).toBe(said);
    expect(call.said.length).toBeLessThanOrEqual(limit ?? MAX_SPOKEN_REPLY_CHARS);
    expect(call.shortened).toEqual({
      limit: limit ?? MAX_SPOKEN_REPLY_CHARS, dropped: reply.slice(said.length).trim(),
      warning: { code: 'reply_too_long', message: expect.stringContaining('ask for a shorter answer in the instructions of node "answer"') },
    });
    expect(call.shownBack).toBe(said);
    expect(call.status).toBe('ended');
  });

  test.each([
    { name: 'an answer within the cap is said whole', reply: sentences(3), limit: undefined },
    { name: 'an answer exactly at the cap is said whole', reply: 'x'.repeat(50), limit: 50 },
  ])('$name', async ({ reply, limit }) => {
    const call = await callWith(reply, limit);
    expect(call.said).toBe(reply);
    expect(call.shortened).toBeUndefined();
    expect(call.shownBack).toBe(reply);
  });
});
