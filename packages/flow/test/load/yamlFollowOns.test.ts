// One unquoted value that YAML cannot read makes the parser complain of every token after it: the author sees that
// first mistake with its fix and how many complaints follow from it, not a screen of "Unexpected … token".
import { describe, expect, test } from '@jest/globals';
import { loadFlowText, parseCallScript } from '@switchboard/flow';

const payload = 'caller lookup returns ({"data": {"name": "Caitlin", "id": 7}}) and is greeted';
const followOns = (count: number, line: number) =>
  `; the parser has ${count} more "Unexpected … token" complaints after this one (to line ${line}), which most likely follow from it: fix this one and check the file again`;
const quoted = (field: string) => `a value holding ": " must be in quotes: ${field}: ${JSON.stringify(payload)}`;

describe('a YAML mistake the parser loses its way after', () => {
  test.each([
    {
      name: 'a call file whose name holds {"data": …} unquoted',
      issues: async () => parseCallScript(`name: ${payload}\nflow: ../flow.yaml\nturns:\n  - Kaitlyn Meyers\n  - I'd like to pay\nexpect:\n  path: [greet, ask_name]\n  status: transferred\n`, 'a.call.yaml').issues,
      first: { code: 'malformed_yaml', line: 1, column: 7 },
      says: [quoted('name'), followOns(23, 8)],
    },
    {
      name: 'a flow whose text holds {"data": …} unquoted',
      issues: async () => (await loadFlowText(`nodes:\n  a:\n    kind: say\n    text: ${payload}\n    next: b\n  b:\n    kind: end\n`, '/virtual/a.flow.yaml')).issues,
      first: { code: 'flow_parse_error', line: 4, column: 11 },
      says: [quoted('text'), followOns(10, 7)],
    },
  ])('$name is one issue with its fix and the count of what follows', async ({ issues, first, says }) => {
    const found = await issues();
    expect(found.map((issue) => ({ code: issue.code, line: issue.line, column: issue.column }))).toEqual([first]);
    for (const part of says) expect(found[0]?.message).toContain(part);
  });
});
