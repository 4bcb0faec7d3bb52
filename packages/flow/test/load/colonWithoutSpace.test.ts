// A field written with no space after its colon (`kind:say`, `next:bye`) is one word to YAML, not a field and its
// value: the author is told so, at the field, with the field to write, rather than "Implicit keys need to be on a single
// line" or "node "a" needs "kind"" of a node whose kind is written.
import { describe, expect, test } from '@jest/globals';
import { loadFlowText } from '@switchboard/flow';

const flowOf = (lines: readonly string[]) => ['start: a', 'nodes:', ...lines, '  bye: { kind: end }', ''].join('\n');

describe('a field with no space after its colon', () => {
  test.each([
    { name: 'kind:say above the other fields', lines: ['  a:', '    kind:say', '    text: Hello.', '    next: bye'], line: 4, glued: 'kind:say', fix: 'kind: say' },
    { name: 'next:bye below the other fields', lines: ['  a:', '    kind: say', '    text: Hello.', '    next:bye'], line: 6, glued: 'next:bye', fix: 'next: bye' },
    { name: 'text:Hello. between the other fields', lines: ['  a:', '    kind: say', '    text:Hello.', '    next: bye'], line: 5, glued: 'text:Hello.', fix: 'text: Hello.' },
    { name: 'kind:say inside { … }', lines: ['  a: { kind:say, text: Hello., next: bye }'], line: 3, glued: 'kind:say', fix: 'kind: say' },
  ])('$name is one issue at the field, giving the field to write', async ({ lines, line, glued, fix }) => {
    const text = flowOf(lines);
    const { flow, issues } = await loadFlowText(text, '/virtual/colon.flow.yaml');
    expect(flow).toBeNull();
    const column = (text.split('\n')[line - 1] ?? '').indexOf(glued) + 1;
    expect(issues.map((issue) => [issue.line, issue.column])).toEqual([[line, column]]);
    expect(issues[0]?.message).toContain(`"${glued}" has no space after its ":", so YAML reads it as one text, not a field and its value: write ${fix}`);
  });

  test('a colon inside a text is left alone', async () => {
    const { issues } = await loadFlowText(flowOf(['  a:', '    kind: say', '    text: Open 9:30 to 17:00.', '    next: bye']), '/virtual/time.flow.yaml');
    expect(issues).toEqual([]);
  });
});
