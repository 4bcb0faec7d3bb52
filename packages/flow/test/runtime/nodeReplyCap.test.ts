// A conversation node's `max_reply_chars` caps what its model's reply says to the caller, for that node only; with
// startCall's `maxReplyChars` too, the smaller cap applies.
import { describe, expect, test } from '@jest/globals';
import { loadFlowText, MAX_SPOKEN_REPLY_CHARS, ScriptedModel, startCall, type CallEvent } from '@switchboard/flow';

const flowWith = (cap: string) => `nodes:
  menu: { kind: conversation, text: Offer the options.${cap}, next: ask }
  ask: { kind: collect, text: Which one?, into: choice, next: answer }
  answer: { kind: conversation, text: Answer the caller., next: bye }
  bye: { kind: end }
`;

/** Sentences of about 50 characters each, numbered, so a cut shows where it fell. */
const sentences = (count: number) => Array.from({ length: count }, (_, index) => `This is sentence number ${index + 1} of the model's long answer.`).join(' ');

async function callWith(cap: string, maxReplyChars?: number) {
  const { flow, issues } = await loadFlowText(flowWith(cap), '/virtual/node-reply-cap.flow.yaml');
  if (!flow) throw new Error(JSON.stringify(issues));
  const model = new ScriptedModel([sentences(30), sentences(30)]);
  const call = await startCall(flow, { model, ...(maxReplyChars === undefined ? {} : { maxReplyChars }) });
  await call.hear('billing');
  const says = call.events.filter((event): event is Extract<CallEvent, { type: 'say' }> => event.type === 'say');
  return Object.fromEntries(says.map((event) => [event.node, event]));
}

describe('max_reply_chars on a conversation node', () => {
  test.each([
    { name: 'a node capped at 120 says its reply up to the last sentence end within 120; the next node keeps the default', cap: ', max_reply_chars: 120', call: undefined, menu: 2, answer: 11, limit: 120 },
    { name: 'a node may allow more than the default: 1,000 says 18 sentences', cap: ', max_reply_chars: 1000', call: undefined, menu: 18, answer: 11, limit: 1000 },
    { name: 'with the call\'s maxReplyChars smaller, the call\'s cap applies at the node', cap: ', max_reply_chars: 1000', call: 60, menu: 1, answer: 1, limit: 60 },
    { name: 'with the node\'s smaller, the node\'s cap applies there and the call\'s elsewhere', cap: ', max_reply_chars: 60', call: 200, menu: 1, answer: 3, limit: 60 },
  ])('$name', async ({ cap, call, menu, answer, limit }) => {
    const said = await callWith(cap, call);
    expect(said.menu?.text).toBe(sentences(menu));
    expect(said.answer?.text).toBe(sentences(answer));
    expect(said.menu?.shortened?.limit).toBe(limit);
    expect(said.answer?.shortened?.limit).toBe(call ?? MAX_SPOKEN_REPLY_CHARS);
    expect(said.menu?.shortened?.warning.message).toContain(cap.includes(String(limit)) ? `raise max_reply_chars on node "menu"` : 'raise maxReplyChars where the call is started');
  });

  test.each([
    { name: 'zero', value: '0' },
    { name: 'a word', value: 'short' },
    { name: 'a fraction', value: '12.5' },
  ])('max_reply_chars of $name is refused when the flow loads, naming the node', async ({ value }) => {
    const { flow, issues } = await loadFlowText(flowWith(`, max_reply_chars: ${value}`), '/virtual/node-reply-cap.flow.yaml');
    expect(flow).toBeNull();
    expect(issues.map((issue) => [issue.code, issue.node, issue.message])).toEqual([['invalid_field', 'menu', expect.stringContaining('max_reply_chars')]]);
  });
});
