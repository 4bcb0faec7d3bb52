// A template closed with one brace too many (`{{call.caller}}}`) is a typo for its closing braces: the caller never
// hears the extra `}`; braces away from a template are plain text, as the directive rules say.
import { describe, expect, test } from '@jest/globals';
import { loadFlowText, startCall } from '@switchboard/flow';

async function said(text: string): Promise<{ said: string[]; variables: Record<string, unknown> }> {
  const flowText = `nodes:
  keep: { kind: set, values: { line: ${JSON.stringify(text)} }, next: hello }
  hello: { kind: say, text: ${JSON.stringify(text)}, next: bye }
  bye: { kind: end }
`;
  const { flow, issues } = await loadFlowText(flowText, '/virtual/braces.flow.yaml');
  if (!flow) throw new Error(JSON.stringify(issues));
  const call = await startCall(flow, { context: { caller: '+14155552671', called: 'sip:611@pbx.example.com', call_id: 'c-7' } });
  return { said: call.events.flatMap((event) => (event.type === 'say' ? [event.text] : [])), variables: call.variables };
}

describe('a template closed with extra braces says the value alone', () => {
  test.each([
    { name: '"Hello {{call.caller}}}" says the number without a brace', text: 'Hello {{call.caller}}}, welcome.', heard: 'Hello +14155552671, welcome.' },
    { name: 'two extra braces are dropped as well', text: 'Your call id is {{call.id}}}}.', heard: 'Your call id is c-7.' },
    { name: 'spaces inside the braces change nothing', text: 'You dialled {{ call.called }}}.', heard: 'You dialled 611.' },
    { name: 'a stray }} away from any template is still plain text', text: 'Press }} now, {{call.id}}.', heard: 'Press }} now, c-7.' },
    { name: 'single braces stay plain text', text: 'Say {"a": 1} for {{call.id}}', heard: 'Say {"a": 1} for c-7' },
  ])('$name', async ({ text, heard }) => {
    const call = await said(text);
    expect(call.said).toEqual([heard]);
    // A set node renders its values the same way: what it stores is what would be said.
    expect(call.variables.line).toBe(heard);
  });
});
