// The scripted model keeps what it was asked, or only how often: a replay of thousands of turns must not keep a
// copy of every request, each of which holds the whole conversation so far.
import { describe, expect, test } from '@jest/globals';
import { ScriptedModel, type ChatMessage } from '@switchboard/flow';

const conversation = (turns: number): ChatMessage[] => [
  { role: 'system', content: 'Answer in a few words.' },
  ...Array.from({ length: turns }, (_, turn): ChatMessage => ({ role: 'user', content: `question ${turn}` })),
];

describe('what a scripted model keeps of its requests', () => {
  test.each([
    { name: 'by default, a copy of every request, as it was sent', options: undefined, kept: [1, 2, 3] },
    { name: 'with keepRequests: false, none: only how many it was asked', options: { keepRequests: false }, kept: [] },
  ])('$name', async ({ options, kept }) => {
    const model = new ScriptedModel(['One.', 'Two.', 'Three.', 'Four.'], options);
    const replies: string[] = [];
    for (const turns of [1, 2, 3]) {
      const messages = conversation(turns);
      const reply = await model.complete({ messages, tools: [] });
      messages.length = 0;
      replies.push(reply.kind === 'text' ? reply.text : '');
    }
    expect(replies).toEqual(['One.', 'Two.', 'Three.']);
    expect(model.asked).toBe(3);
    expect(model.requests.map((request) => request.messages.length - 1)).toEqual(kept);
  });

  test('without its requests kept, it still says when its replies have run out', async () => {
    const model = new ScriptedModel(['Only one.'], { keepRequests: false });
    await model.complete({ messages: conversation(1), tools: [] });
    await expect(model.complete({ messages: conversation(2), tools: [] })).rejects.toMatchObject({ code: 'model_script_exhausted' });
    expect(model.asked).toBe(2);
  });
});
