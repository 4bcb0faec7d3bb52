// A value a template fills into what the caller hears holds no control characters: a client database's record
// (`"Maria\u000bLopez"`, FileMaker's line break), a text channel's turn. A speech engine reads them as noise or refuses
// the text (SSML, being XML, cannot hold them); the variable keeps them as answered.
import { describe, expect, test } from '@jest/globals';
import { loadFlowText, startCall } from '@switchboard/flow';

const flowText = `nodes:
  ask: { kind: collect, text: Your name?, into: name, next: repeat }
  repeat: { kind: say, text: "Hello {{name}}, welcome.", next: bye }
  bye: { kind: end }
`;

describe('control characters in a value said to the caller', () => {
  test.each([
    { name: 'a vertical tab between two words is said as a space', turn: 'Maria\u000bLopez', said: 'Hello Maria Lopez, welcome.' },
    { name: 'a bell and a NUL are left out', turn: 'Maria\u0007 Lo\u0000pez', said: 'Hello Maria Lopez, welcome.' },
    { name: 'an escape sequence\'s ESC and DEL are left out, never doubling a space', turn: 'Maria \u001b\u007f Lopez', said: 'Hello Maria Lopez, welcome.' },
    { name: 'tabs, line breaks and letters of any script are kept', turn: 'Zoë\tÅngström\nLee', said: 'Hello Zoë\tÅngström\nLee, welcome.' },
  ])('$name', async ({ turn, said }) => {
    const { flow, issues } = await loadFlowText(flowText, '/virtual/control.flow.yaml');
    if (!flow) throw new Error(JSON.stringify(issues));
    const call = await startCall(flow);
    await call.hear(turn);
    const repeat = call.events.find((event) => event.type === 'say' && event.node === 'repeat');
    expect(repeat?.type === 'say' && repeat.text).toBe(said);
    expect(call.variables.name).toBe(turn);
  });
});
