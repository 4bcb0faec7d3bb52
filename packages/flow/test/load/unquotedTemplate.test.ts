// A template written unquoted where YAML reads its "{" as the start of a mapping (a value starting with "{{", or
// any template inside a node written as { … }, as the README writes nodes) is told to be quoted, at the value,
// rather than as the parser's "Unexpected flow-map-start at node end" or "must be a text value".
import { describe, expect, test } from '@jest/globals';
import { loadFlowText, parseCallScript } from '@switchboard/flow';

const flowWith = (lines: readonly string[]) =>
  ['start: ask', 'nodes:', '  ask: { kind: collect, text: "Name?", into: name, next: greet }', ...lines, '  bye: { kind: end }', ''].join('\n');

describe('a template YAML would read as a mapping', () => {
  test.each([
    {
      name: 'a say node written as { … } with a template in its text',
      lines: ['  greet: { kind: say, text: Hi {{name}}, next: bye }'],
      line: 4,
      fix: 'text: "Hi {{name}}"',
    },
    {
      name: 'a text starting with a template and going on',
      lines: ['  greet:', '    kind: say', '    text: {{name}}, welcome.', '    next: bye'],
      line: 6,
      fix: 'text: "{{name}}, welcome."',
    },
    {
      name: 'a text that is a template alone',
      lines: ['  greet:', '    kind: say', '    text: {{name}}', '    next: bye'],
      line: 6,
      fix: 'text: "{{name}}"',
    },
    {
      name: 'a set value that is a template alone, inside { … }',
      lines: ['  greet: { kind: set, values: { who: {{name}} }, next: bye }'],
      line: 4,
      fix: 'who: "{{name}}"',
    },
    {
      name: 'two templates after a word, inside { … }',
      lines: ['  greet: { kind: say, text: Hi {{name}} from {{name}}, next: bye }'],
      line: 4,
      fix: 'text: "Hi {{name}} from {{name}}"',
    },
  ])('$name is one flow_parse_error at the value, giving the quoted value', async ({ lines, line, fix }) => {
    const { flow, issues } = await loadFlowText(flowWith(lines), '/virtual/unquoted.flow.yaml');
    expect(flow).toBeNull();
    // At the value as written: the fix's value without its quotes.
    const value = (JSON.parse(fix.slice(fix.indexOf('"'))) as string);
    const column = (flowWith(lines).split('\n')[line - 1] ?? '').indexOf(value) + 1;
    expect(issues.map((issue) => ({ code: issue.code, line: issue.line, column: issue.column }))).toEqual([{ code: 'flow_parse_error', line, column }]);
    expect(issues[0]?.message).toContain(`a value holding a template ({{…}}) must be in quotes here, since YAML reads "{" as the start of a mapping: ${fix}`);
  });

  test('a template inside a text in a block mapping, after a word, needs no quotes', async () => {
    const { issues } = await loadFlowText(flowWith(['  greet:', '    kind: say', '    text: Hi {{name}}, welcome.', '    next: bye']), '/virtual/plain.flow.yaml');
    expect(issues).toEqual([]);
  });

  test('a template quoted inside { … } needs nothing more', async () => {
    const { issues } = await loadFlowText(flowWith(['  greet: { kind: say, text: "Hi {{name}}", next: bye }']), '/virtual/quoted.flow.yaml');
    expect(issues).toEqual([]);
  });

  test('a call file\'s says item holding a template unquoted in [ … ] is told to quote the item', () => {
    const { issues } = parseCallScript('flow: ../flow.yaml\nturns: [Kaitlyn Meyers]\nexpect:\n  says: [Thanks {{who}}]\n', 'a.call.yaml');
    expect(issues.map((issue) => [issue.code, issue.line, issue.column])).toEqual([['malformed_yaml', 4, 10]]);
    expect(issues[0]?.message).toContain('must be in quotes here, since YAML reads "{" as the start of a mapping: "Thanks {{who}}"');
  });
});
