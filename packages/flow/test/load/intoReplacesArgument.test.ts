// A #lookup storing its row in the variable its own arguments read (`full_name={{name}}` with `into: name`) replaces
// the caller's answer with the row, or with nothing when the lookup is not confident: a retry or a second lookup by
// `{{name}}` then gets nothing. `validate` warns at the `into`, with the fix.
import { describe, expect, test } from '@jest/globals';
import { loadFlowText } from '@switchboard/flow';
import { fakeCustomers } from '../runtime/fakeCustomers.js';

const flowWith = (into: string, args = 'full_name={{name}}', ignore = '') => `start: ask
documents: { customers: customers.lookup.json }
nodes:
  ask: { kind: collect, text: "Name?", into: name, next: find }
  find:
    kind: lookup
    text: "#lookup lookup_customer ${args}"
    into: ${into}${ignore}
    on: { confident: bye, ambiguous: ask, not_found: ask, error: bye }
  bye: { kind: end, text: Bye. }
`;
const load = (text: string) => loadFlowText(text, '/virtual/into.flow.yaml', { loadDocument: async () => fakeCustomers() });

describe('a lookup whose into is a variable its arguments read', () => {
  test('is a warning at the into naming the argument, with the fix', async () => {
    const { flow, issues } = await load(flowWith('name'));
    expect(flow).not.toBeNull();
    expect(issues.map((issue) => [issue.code, issue.severity, issue.node, issue.line, issue.column])).toEqual([['into_replaces_argument', 'warning', 'find', 8, 11]]);
    expect(issues[0]?.message).toBe(
      'node "find" stores its row in "name", which its #lookup reads (full_name={{name}}): the lookup replaces the value it looked up by ' +
      'with the row it finds, or with nothing when it is not confident, so a retry or a later lookup by {{name}} gets nothing; ' +
      'store the row under another name (into: customer)',
    );
  });

  test.each([
    { name: 'another into', into: 'customer', args: 'full_name={{name}}' },
    { name: 'a field of the row read back', into: 'name', args: 'full_name={{name.Full Name}}' },
  ])('$name is not warned', async ({ into, args }) => {
    const { issues } = await load(flowWith(into, args));
    expect(issues.filter((issue) => issue.code === 'into_replaces_argument')).toEqual([]);
  });

  test('can be ignored at the node', async () => {
    const { issues, silenced } = await load(flowWith('name', undefined, '\n    ignore: [into_replaces_argument]'));
    expect(issues).toEqual([]);
    expect(silenced.map((issue) => issue.code)).toEqual(['into_replaces_argument']);
  });
});
