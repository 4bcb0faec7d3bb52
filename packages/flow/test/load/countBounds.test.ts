// A conversation node's counts (`max_tool_rounds`, `max_reply_chars`) have a most, so a slip of the keyboard
// (99999999999999999999999, which YAML reads as 1e23) is an issue at the value, not a node that never stops.
import { describe, expect, test } from '@jest/globals';
import { ISSUE, loadFlowText } from '@switchboard/flow';

const flowWith = (fields: string) =>
  `start: help\nnodes:\n  help:\n    kind: conversation\n    text: Help the caller.\n${fields}    next: bye\n  bye: { kind: end, text: Goodbye. }\n`;

describe('counts on a conversation node', () => {
  test.each([
    { name: 'max_tool_rounds of 23 digits', fields: '    max_tool_rounds: 99999999999999999999999\n', column: 22, says: '"max_tool_rounds" is 99999999999999999999999, more than 20, the most rounds of tool calls a node may allow; write a whole number from 1 to 20' },
    { name: 'max_tool_rounds of 21', fields: '    max_tool_rounds: 21\n', column: 22, says: '"max_tool_rounds" is 21, more than 20, the most rounds of tool calls a node may allow; write a whole number from 1 to 20' },
    { name: 'max_reply_chars written 1e30', fields: '    max_reply_chars: 1e30\n', column: 22, says: '"max_reply_chars" is 1e30, more than 10,000, the most characters of a reply a node may allow; write a whole number from 1 to 10,000' },
  ])('$name is invalid_field at the value, naming the most', async ({ fields, column, says }) => {
    const { flow, issues } = await loadFlowText(flowWith(fields), '/virtual/counts.flow.yaml');
    expect(flow).toBeNull();
    expect(issues.map((issue) => [issue.code, issue.node, issue.line, issue.column, issue.message])).toEqual([[ISSUE.invalidField, 'help', 6, column, says]]);
  });

  test.each([
    { name: 'max_tool_rounds of 20', fields: '    max_tool_rounds: 20\n' },
    { name: 'max_reply_chars of 10,000', fields: '    max_reply_chars: 10000\n' },
  ])('$name loads', async ({ fields }) => {
    const { flow, issues } = await loadFlowText(flowWith(fields), '/virtual/counts.flow.yaml');
    expect(issues).toEqual([]);
    expect(flow).not.toBeNull();
  });
});
