// A node's fields written at the node's own indentation (`  a:` then `  kind: say`) make YAML read an empty node and
// nodes named "kind", "text", "next": the author is told once to indent the fields under the node, rather than that
// each field is a node that must be a mapping.
import { describe, expect, test } from '@jest/globals';
import { loadFlowText } from '@switchboard/flow';

describe('fields written beside their node instead of under it', () => {
  test('are one issue at the node naming the fields to indent', async () => {
    const text = 'start: a\nnodes:\n  a:\n  kind: say\n  text: Hello.\n  next: b\n  b:\n    kind: end\n';
    const { issues } = await loadFlowText(text, '/virtual/beside.flow.yaml');
    expect(issues.map((issue) => [issue.code, issue.node, issue.line, issue.column])).toEqual([['invalid_field', 'a', 3, 3]]);
    expect(issues[0]?.message).toBe(
      'node "a" has no fields, and "kind", "text", "next" below it are read as nodes of their own, written beside it: ' +
      'indent them under "a", two spaces deeper than its name',
    );
  });

  test('a node named like a field, holding fields, is still a node', async () => {
    const text = 'start: text\nnodes:\n  text:\n    kind: say\n    text: Hello.\n    next: b\n  b:\n    kind: end\n';
    const { issues } = await loadFlowText(text, '/virtual/named.flow.yaml');
    expect(issues).toEqual([]);
  });

  test('an empty node with no fields after it keeps its own issue', async () => {
    const { issues } = await loadFlowText('start: a\nnodes:\n  a:\n  b:\n    kind: end\n', '/virtual/empty.flow.yaml');
    expect(issues.map((issue) => [issue.code, issue.node])).toEqual([['invalid_field', 'a']]);
    expect(issues[0]?.message).toContain('node "a" must be a mapping');
  });
});
