// A value a template fills into what the caller hears is said without emoji: a speech engine reads "👍" as "thumbs up
// sign" or as noise. The variable keeps the value whole, emoji and all, for a lookup, a branch or a model.
import { describe, expect, test } from '@jest/globals';
import { loadFlowText, startCall } from '@switchboard/flow';

const flowText = `nodes:
  ask: { kind: collect, text: Your name?, into: name, next: repeat }
  repeat: { kind: say, text: "I found more than one customer named {{name}}. Which city? 🙂", next: bye }
  bye: { kind: end }
`;

describe('emoji in a value said to the caller', () => {
  test.each([
    { name: 'an emoji after a name is not said, nor the space before it', turn: 'Sean Riley 👍', said: 'I found more than one customer named Sean Riley. Which city? 🙂' },
    { name: 'an emoji before a name is not said', turn: '😀 Sean Riley', said: 'I found more than one customer named Sean Riley. Which city? 🙂' },
    { name: 'an emoji between two words leaves one space', turn: 'Sean 🙏 Riley', said: 'I found more than one customer named Sean Riley. Which city? 🙂' },
    { name: 'an emoji touching two words leaves one space', turn: 'Sean🙏Riley', said: 'I found more than one customer named Sean Riley. Which city? 🙂' },
    { name: 'an emoji before a comma leaves no space before it', turn: 'Sean Riley 👍, Boston', said: 'I found more than one customer named Sean Riley, Boston. Which city? 🙂' },
    { name: 'a family, a skin tone and a flag are each left out whole', turn: '👨‍👩‍👧 Sean 👍🏽 Riley 🇺🇸', said: 'I found more than one customer named Sean Riley. Which city? 🙂' },
    { name: 'a keycap keeps its digit', turn: 'option 1️⃣', said: 'I found more than one customer named option 1. Which city? 🙂' },
    { name: 'a heart with its presentation mark is left out', turn: 'I ❤️ Acme', said: 'I found more than one customer named I Acme. Which city? 🙂' },
    { name: 'letters of any script and their joiners are kept', turn: 'Zoë Ångström क्‍ष', said: 'I found more than one customer named Zoë Ångström क्‍ष. Which city? 🙂' },
    // What a value says is never left out: "named ." would tell the caller nothing, the emoji's name does.
    { name: 'a value of nothing but an emoji is said as the emoji, not as nothing', turn: '👍', said: 'I found more than one customer named 👍. Which city? 🙂' },
    { name: 'a value of emoji and punctuation is said whole', turn: '🙏🙏!', said: 'I found more than one customer named 🙏🙏!. Which city? 🙂' },
    { name: 'a flag alone is said', turn: '🇺🇸', said: 'I found more than one customer named 🇺🇸. Which city? 🙂' },
  ])('$name', async ({ turn, said }) => {
    const { flow, issues } = await loadFlowText(flowText, '/virtual/emoji.flow.yaml');
    if (!flow) throw new Error(JSON.stringify(issues));
    const call = await startCall(flow);
    await call.hear(turn);
    const repeat = call.events.find((event) => event.type === 'say' && event.node === 'repeat');
    // The flow's own words are its author's choice: its emoji stay.
    expect(repeat?.type === 'say' && repeat.text).toBe(said);
    expect(call.variables.name).toBe(turn);
  });
});
