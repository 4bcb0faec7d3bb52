// A node id YAML reads as a number (`100:`) is named by its digits wherever a node is named: start, next, a case's next,
// a lookup's outcomes. A number YAML changed (`1e3`, read as 1000) is one unquoted_number, at the value, not also a
// target that names no node.
import { describe, expect, test } from '@jest/globals';
import { ISSUE, loadFlowText } from '@switchboard/flow';
import { fileURLToPath } from 'node:url';

const customers = fileURLToPath(new URL('../../../../flows/customer-care/customers.lookup.json', import.meta.url));

const issuesOf = async (yaml: string) =>
  (await loadFlowText(yaml, '/virtual/numbers.flow.yaml')).issues.filter((issue) => issue.severity === 'error').map((issue) => [issue.code, issue.line, issue.column]);

describe('node names written as numbers', () => {
  test.each([
    {
      name: 'a case sending to node 400 by its digits loads',
      yaml: 'nodes:\n  1: { kind: collect, text: Name?, into: x, next: 2 }\n  2: { kind: branch, variable: x, cases: [{ match: [agent], next: 400 }], otherwise: 400 }\n  400: { kind: end }\n',
      issues: [],
    },
    {
      name: 'a lookup whose outcomes name node 3 by its digits loads',
      yaml: `documents: { customers: ${JSON.stringify(customers)} }\nnodes:\n  1: { kind: collect, text: Name?, into: caller_name, next: 2 }\n  2:\n    kind: lookup\n    text: "#lookup lookup_customer full_name={{caller_name}}"\n    on: { confident: 3, ambiguous: 3, not_found: 3, error: 3 }\n  3: { kind: end }\n`,
      issues: [],
    },
    {
      name: 'start: 1e3 is unquoted_number at its value, and node 1e3 is the start',
      yaml: "start: 1e3\nnodes:\n  '1e3': { kind: say, text: Hi, next: b }\n  b: { kind: collect, text: x, into: y, next: 1e3 }\n",
      issues: [[ISSUE.unquotedNumber, 1, 8], [ISSUE.unquotedNumber, 4, 41]],
    },
    {
      name: 'next: 100 naming no node is unknown_target at the 100',
      yaml: 'nodes:\n  a: { kind: say, text: Hi, next: 100 }\n  b: { kind: end }\n',
      issues: [[ISSUE.unknownTarget, 2, 35], [ISSUE.unreachableNode, 3, 3]],
    },
  ])('$name', async ({ yaml, issues }) => {
    expect(await issuesOf(yaml)).toEqual(issues);
  });
});

describe('the fix of an unquoted number names the key as it is written', () => {
  // Until 2026-12-06 a lookup outcome's fix read `on.confident: "1e3"`, which is no YAML to write inside `on: { … }`.
  test.each([
    { name: 'a lookup outcome', yaml: `documents: { customers: ${JSON.stringify(customers)} }\nnodes:\n  a: { kind: collect, text: Name?, into: caller_name, next: b }\n  b:\n    kind: lookup\n    text: "#lookup lookup_customer full_name={{caller_name}}"\n    on: { confident: 1e3, ambiguous: c, not_found: c, error: c }\n  '1e3': { kind: end }\n  c: { kind: end }\n`, fix: 'write it in quotes, confident: "1e3"' },
    { name: 'start', yaml: "start: 1e3\nnodes:\n  '1e3': { kind: end }\n", fix: 'write it in quotes, start: "1e3"' },
  ])('$name', async ({ yaml, fix }) => {
    const messages = (await loadFlowText(yaml, '/virtual/numbers.flow.yaml')).issues.filter((issue) => issue.code === ISSUE.unquotedNumber).map((issue) => issue.message);
    expect(messages).toEqual([expect.stringContaining(fix)]);
  });
});
