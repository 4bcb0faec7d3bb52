// `{{call.caller_raw}}` was weighed and declined (docs/decisions.md): its error says so and names what to write,
// where an ordinary misspelt call field gets the list of the fields there are.
import { describe, expect, test } from '@jest/globals';
import { loadFlowText } from '@switchboard/flow';

async function issuesOf(text: string) {
  const { issues } = await loadFlowText(`nodes:\n  hello: { kind: end, text: "${text}" }\n`, '/virtual/declined.flow.yaml');
  return issues.map((issue) => ({ code: issue.code, message: issue.message }));
}

describe('a call field a template cannot read', () => {
  test.each([
    {
      name: '{{call.caller_raw}} says it was declined, why, and to write {{call.caller}}',
      text: 'You called from {{call.caller_raw}}.',
      says: ['`call.caller_raw`', 'declined', 'docs/decisions.md', 'use `{{call.caller}}`', 'carrier', 'the call context of the API'],
    },
    {
      name: 'a misspelt field lists the fields there are, and nothing about a decision',
      text: 'You called from {{call.phone}}.',
      says: ['Unknown call field `call.phone`: the call context has {{call.caller}}, {{call.called}}, {{call.id}}, {{call.started_at}}.'],
    },
  ])('$name', async ({ text, says }) => {
    const issues = await issuesOf(text);
    expect(issues.map((issue) => issue.code)).toEqual(['unknown_call_field']);
    for (const words of says) expect(issues[0]?.message).toContain(words);
    if (!text.includes('caller_raw')) expect(issues[0]?.message).not.toContain('declined');
  });
});
