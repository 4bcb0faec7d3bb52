// A "{" or "[" never closed (a node written { … } missing its "}", a match list missing its "]") is placed at the
// bracket, with the fix, rather than YAML's "Flow map in block collection must be sufficiently indented and end with
// a }" on the line after it.
import { describe, expect, test } from '@jest/globals';
import { loadFlowText, parseCallScript } from '@switchboard/flow';

const flow = (lines: readonly string[]) => ['start: a', 'nodes:', ...lines, '  bye: { kind: end }', ''].join('\n');

describe('a bracket never closed', () => {
  test.each([
    {
      name: 'a node written { … } without its }',
      lines: ['  a: { kind: say, text: Hello., next: bye'],
      at: { line: 3, marker: '{ kind' },
      says: 'the "{" here is never closed: close it with "}" where the mapping ends',
    },
    {
      name: 'a match list without its ], the line after it a field',
      lines: ['  a:', '    kind: branch', '    variable: call.caller', '    cases:', '      - match: [yes, ok', '        next: bye', '    otherwise: bye'],
      at: { line: 7, marker: '[yes' },
      says: 'the "[" here is never closed: close it with "]" where the list ends',
    },
    {
      name: 'a node { … } without its }, a blank line and a comment after it',
      lines: ['  a: { kind: say, text: Hello., next: bye', '', '  # the end'],
      at: { line: 3, marker: '{ kind' },
      says: 'the "{" here is never closed',
    },
  ])('$name is placed at the bracket, with the fix', async ({ lines, at, says }) => {
    const text = flow(lines);
    const { issues } = await loadFlowText(text, '/virtual/bracket.flow.yaml');
    const column = (text.split('\n')[at.line - 1] ?? '').indexOf(at.marker) + 1;
    expect(issues[0]).toMatchObject({ code: 'flow_parse_error', line: at.line, column });
    expect(issues[0]?.message).toContain(says);
  });

  test('a [ never closed inside a { … } closed after it is the one issue: the } closes once the ] is added', async () => {
    const text = flow(['  a:', '    kind: branch', '    variable: call.caller', '    cases:', '      - { match: [yes, ok, next: bye }', '    otherwise: bye']);
    const { issues } = await loadFlowText(text, '/virtual/bracket.flow.yaml');
    expect(issues.map((issue) => [issue.code, issue.line, issue.column])).toEqual([['flow_parse_error', 7, (text.split('\n')[6] ?? '').indexOf('[yes') + 1]]);
  });

  test('in a call file, a turns list without its ] is placed at the [', () => {
    const { issues } = parseCallScript('flow: ../flow.yaml\nturns: [Kaitlyn Meyers, yes\nexpect:\n  status: ended\n', 'a.call.yaml');
    expect(issues[0]).toMatchObject({ code: 'malformed_yaml', line: 2, column: 8 });
    expect(issues[0]?.message).toContain('the "[" here is never closed: close it with "]" where the list ends');
  });
});
