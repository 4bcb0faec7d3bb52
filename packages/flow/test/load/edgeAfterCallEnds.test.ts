// A `next` on a node the call cannot leave (an end node hangs up, a transfer hands the call on) is told why, rather
// than "did you mean text?"; a branch's `next` is its `otherwise`, read as such.
import { describe, expect, test } from '@jest/globals';
import { loadFlowText } from '@switchboard/flow';

describe('an edge written where the kind takes none, or names it otherwise', () => {
  test.each([
    {
      kind: 'end',
      node: '  b: { kind: end, text: Bye., next: a }',
      says: 'node "b" (end) has no field "next": the call is over at an end node (it hangs up), so no node comes after it; to say this and go on to "a", make it kind: say; to hang up, remove "next"',
    },
    {
      kind: 'transfer',
      node: '  b: { kind: transfer, to: "+14155550100", next: a }',
      says: 'node "b" (transfer) has no field "next": the call is over at a transfer node (it is handed on), so no node comes after it; remove "next"',
    },
  ])('a next on the $kind node says why it has none', async ({ node, says }) => {
    const { issues } = await loadFlowText(`start: a\nnodes:\n  a: { kind: say, text: Hello., next: b }\n${node}\n`, '/virtual/after.flow.yaml');
    expect(issues.map((issue) => [issue.code, issue.node])).toEqual([['unknown_field', 'b']]);
    expect(issues[0]?.message).toBe(says);
  });

  test('a branch\'s next is its otherwise: one unknown_field naming it, and no dead_end', async () => {
    const text = 'start: a\nnodes:\n  a: { kind: branch, variable: call.caller, cases: [{ match: "1", next: b }], next: b }\n  b: { kind: end }\n';
    const { issues } = await loadFlowText(text, '/virtual/branch.flow.yaml');
    expect(issues.map((issue) => [issue.code, issue.node])).toEqual([['unknown_field', 'a']]);
    expect(issues[0]?.message).toContain('has no field "next" (did you mean "otherwise"? a branch goes on by its cases, and by "otherwise" when none matches)');
  });
});
