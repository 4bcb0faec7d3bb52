// A name holding a character that shows as nothing is shown with it in an issue, else "route" would seem to be no node.
import { describe, expect, test } from '@jest/globals';
import { formatFlowIssue, loadFlowText } from '@switchboard/flow';

const NOTE = '(`<U+…>` stands for an invisible character, often pasted along with the text: delete it.)';

describe('an issue quoting a name with an invisible character shows the character', () => {
  test.each([
    {
      name: 'a next pasted with a zero-width space',
      flow: 'nodes:\n  ask: { kind: collect, text: Yes?, into: said, next: "route\\u200b" }\n  route: { kind: end }\n',
      line: '/virtual/f.flow.yaml:2:56 unknown_target [ask] node "ask" sends "next" to "route<U+200B>", which is not a node (did you mean "route"?); nodes are: ask, route ' + NOTE,
    },
    {
      name: 'a branch variable pasted with a soft hyphen',
      flow: 'nodes:\n  ask: { kind: collect, text: Yes?, into: said, next: route }\n  route: { kind: branch, variable: "sa\\u00adid", cases: [{ match: [yes], next: bye }], otherwise: bye }\n  bye: { kind: end }\n',
      line: '/virtual/f.flow.yaml:3:26 unknown_variable [route] node "route" reads "sa<U+00AD>id", which no node of the flow stores (did you mean "said"?); variables are: said, and call.* ' + NOTE,
    },
  ])('$name', async ({ flow, line }) => {
    const { issues } = await loadFlowText(flow, '/virtual/f.flow.yaml');
    expect(issues.map((issue) => formatFlowIssue(issue, '/elsewhere'))).toEqual([line]);
  });

  test('a Persian name written with its non-joiner is shown as written', async () => {
    const { issues } = await loadFlowText('nodes:\n  ask: { kind: say, text: Hi, next: "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645" }\n', '/virtual/f.flow.yaml');
    expect(issues.map((issue) => formatFlowIssue(issue, '/elsewhere'))).toEqual([expect.stringContaining('"\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645", which is not a node')]);
  });
});
