// What a template fills into text the caller hears (a collected turn said back, a value a set node copied, a record's
// field) is said up to MAX_SPOKEN_VALUE_CHARS, cut at a sentence end or a word; the variable itself keeps it whole.
import { describe, expect, test } from '@jest/globals';
import { loadFlowText, MAX_SPOKEN_VALUE_CHARS, startCall, type CallEvent } from '@switchboard/flow';

const flowText = `nodes:
  ask: { kind: collect, text: What would you like?, into: wish, next: copy }
  copy: { kind: set, values: { summary: "{{wish}}" }, next: repeat }
  repeat: { kind: say, text: "You said {{wish}}.", next: confirm }
  confirm: { kind: collect, text: "Is {{summary}} right?", into: answer, next: put_through }
  put_through: { kind: transfer, text: "Transferring your request, {{wish}}", to: front-desk }
`;

const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');
const sentences = (count: number) => Array.from({ length: count }, (_, index) => `I would like thing number ${index + 1} please.`).join(' ');

async function callSaying(turn: string) {
  const { flow, issues } = await loadFlowText(flowText, '/virtual/long-caller-text.flow.yaml');
  if (!flow) throw new Error(JSON.stringify(issues));
  const call = await startCall(flow);
  await call.hear(turn);
  await call.hear('yes');
  const says = call.events.filter((event): event is Extract<CallEvent, { type: 'say' }> => event.type === 'say');
  return { call, says: Object.fromEntries(says.map((event) => [event.node, event])) };
}

describe('caller text said back by a template', () => {
  test.each([
    { name: 'a 20,000-character turn is said back up to the cap, at a word', turn: words(4000), heard: words(128) },
    { name: 'a long turn of sentences is said back up to the last sentence end within the cap', turn: sentences(100), heard: sentences(17) },
  ])('$name', async ({ turn, heard }) => {
    const { call, says } = await callSaying(turn);
    expect(heard.length).toBeLessThanOrEqual(MAX_SPOKEN_VALUE_CHARS);
    expect(says.repeat?.text).toBe(`You said ${heard}.`);
    expect(says.confirm?.text).toBe(`Is ${heard} right?`);
    expect(says.put_through?.text).toBe(`Transferring your request, ${heard}`);
    expect(says.repeat?.shortened).toEqual({
      limit: MAX_SPOKEN_VALUE_CHARS,
      dropped: turn.slice(heard.length).trim(),
      warning: { code: 'value_too_long', message: expect.stringContaining(`{{wish}} at node "repeat" held ${turn.length}`) },
    });
    expect(says.repeat?.shortened?.warning.message).toContain('the caller heard its first');
    // What the call stored is the turn as heard: only what is said is cut.
    expect(call.variables.wish).toBe(turn);
    expect(call.variables.summary).toBe(turn);
    expect(call.status).toBe('transferred');
  });

  test('an ordinary turn is said back whole, with no warning', async () => {
    const { says } = await callSaying('a new appointment');
    expect(says.repeat).toEqual({ type: 'say', node: 'repeat', text: 'You said a new appointment.' });
  });

  test('a turn exactly at the cap is said whole', async () => {
    const turn = 'x'.repeat(MAX_SPOKEN_VALUE_CHARS);
    const { says } = await callSaying(turn);
    expect(says.repeat).toEqual({ type: 'say', node: 'repeat', text: `You said ${turn}.` });
  });
});
