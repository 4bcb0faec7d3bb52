// A branch's cases written as a mapping of answers to nodes (`cases: { yes: a, no: b }`, as some platforms write a
// switch) are told as the list to write, and read as meant, so the nodes they lead to are not also called unreachable.
import { describe, expect, test } from '@jest/globals';
import { loadFlowText } from '@switchboard/flow';

const flowWith = (cases: string) => `start: ask
nodes:
  ask: { kind: collect, text: "Yes or no?", into: answer, next: route }
  route: { kind: branch, variable: answer, otherwise: b,
    cases: ${cases} }
  a: { kind: end, text: Yes. }
  b: { kind: end, text: No. }
`;

describe('cases written as a mapping', () => {
  test('are one invalid_field at cases, giving the list to write', async () => {
    const { issues } = await loadFlowText(flowWith('{ yes: a, "no thanks": b }'), '/virtual/cases.flow.yaml');
    expect(issues.map((issue) => [issue.code, issue.node, issue.line])).toEqual([['invalid_field', 'route', 5]]);
    expect(issues[0]?.message).toBe(
      '"cases" must be a list, each case with its match and next: write cases: [{ match: yes, next: a }, { match: no thanks, next: b }]',
    );
  });

  test('a case leading to no node is still reported, as it would be in a list', async () => {
    const { issues } = await loadFlowText(flowWith('{ yes: c }'), '/virtual/cases.flow.yaml');
    expect(issues.map((issue) => [issue.code, issue.node])).toEqual([['invalid_field', 'route'], ['unknown_target', 'route'], ['unreachable_node', 'a']]);
  });
});
