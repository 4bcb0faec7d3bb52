// A `set` node as validate sees it: its fields, its names, its templates, and what it sets for the unset-variable walk.
import { describe, expect, test } from '@jest/globals';
import { ISSUE, loadFlowText } from '@switchboard/flow';
import { fakeCustomers } from '../runtime/fakeCustomers.js';

const DOCUMENTS = 'documents: { customers: customers.lookup.json }\n';
const FIND = '{ kind: lookup, text: "#lookup lookup_customer full_name={{name}}", into: customer, on: { confident: known, ambiguous: stranger, not_found: stranger, error: stranger } }';

async function load(nodes: string[]) {
  return loadFlowText(`${DOCUMENTS}nodes:\n${nodes.join('\n')}\n`, '/tmp/set.flow.yaml', { loadDocument: async () => fakeCustomers() });
}
const brief = (issues: { code: string; severity: string; path: string; line?: number; column?: number; message: string }[]) =>
  issues.map(({ code, severity, path, line, column }) => ({ code, severity, path, line, column }));

describe('a set node checked when the flow loads', () => {
  test('a set node on every way makes its variable set: a transfer to it is not refused', async () => {
    const { flow, issues } = await load([
      '  ask: { kind: collect, into: name, next: find }',
      `  find: ${FIND}`,
      '  known: { kind: set, values: { queue: "vip-{{customer.Account ID}}", greeting: "Thanks, {{customer.Full Name}}." }, next: out }',
      '  stranger: { kind: set, values: { queue: general, greeting: Thanks. }, next: out }',
      '  out: { kind: transfer, to: "{{queue}}", text: "{{greeting}}" }',
    ]);
    expect(issues).toEqual([]);
    expect(flow?.nodes.known).toEqual({
      kind: 'set', id: 'known', next: 'out',
      values: [{ name: 'queue', value: 'vip-{{customer.Account ID}}' }, { name: 'greeting', value: 'Thanks, {{customer.Full Name}}.' }],
    });
  });

  test('a set node on one way only leaves the other way unset: the transfer is refused, naming the set node as the setter', async () => {
    const { flow, issues } = await load([
      '  ask: { kind: collect, into: name, next: find }',
      `  find: ${FIND}`,
      '  known: { kind: set, values: { queue: vip }, next: out }',
      '  stranger: { kind: say, text: Hello., next: out }',
      '  out: { kind: transfer, to: "{{queue}}" }',
    ]);
    expect(flow).toBeNull();
    expect(issues).toEqual([expect.objectContaining({
      code: ISSUE.maybeUnsetVariable, severity: 'error', node: 'out',
      message: expect.stringContaining('"queue" has no value on the way ask → find [ambiguous] → stranger → out (it is set by "known")'),
    })]);
  });

  test('a value written blank empties the variable: reading it after is reported as for a lookup that found nobody', async () => {
    const { issues } = await load([
      '  ask: { kind: collect, into: ext, next: clear }',
      '  clear: { kind: set, values: { ext: "" }, next: out }',
      '  out: { kind: transfer, to: "{{ext}}" }',
    ]);
    expect(issues).toEqual([expect.objectContaining({ code: ISSUE.maybeUnsetVariable, severity: 'error', node: 'out', message: expect.stringContaining('ask → clear → out') })]);
  });

  test('a value reading a variable some way never set is a warning at the value, saying what would be stored', async () => {
    const { flow, issues } = await load([
      '  ask: { kind: collect, into: name, next: find }',
      `  find: ${FIND}`,
      '  known: { kind: say, text: Hi., next: remember }',
      '  stranger: { kind: say, text: Hello., next: remember }',
      '  remember:',
      '    kind: set',
      '    values:',
      '      greeting_name: "{{customer.Full Name}}"',
      '    next: bye',
      '  bye: { kind: end, text: "Bye {{greeting_name}}" }',
    ]);
    expect(flow).not.toBeNull();
    expect(brief(issues)).toEqual([{ code: ISSUE.maybeUnsetVariable, severity: 'warning', path: 'nodes.remember.values.greeting_name', line: 10, column: 23 }]);
    expect(issues[0]?.message).toContain('node "remember" reads "customer" in "values.greeting_name", but "customer" holds no row on the way ask → find [ambiguous] → stranger → remember');
    expect(issues[0]?.message).toContain('the value stored would have nothing where it stands');
  });

  test('values are set in the order written: a value reads one set above it in the same node, not one set below', async () => {
    const above = await load([
      '  start: { kind: set, values: { first: one, both: "{{first}} and two" }, next: bye }',
      '  bye: { kind: end, text: "{{both}}" }',
    ]);
    expect(above.issues).toEqual([]);
    const below = await load([
      '  start: { kind: set, values: { both: "{{first}} and two", first: one }, next: bye }',
      '  bye: { kind: end, text: "{{both}}" }',
    ]);
    expect(brief(below.issues)).toEqual([expect.objectContaining({ code: ISSUE.maybeUnsetVariable, severity: 'warning', path: 'nodes.start.values.both' })]);
  });

  test.each([
    ['an unknown variable in a value, placed at the reference, with did-you-mean', '  s: { kind: set, values: { x: "{{caler_name}}" }, next: bye }', ISSUE.unknownVariable, 'nodes.s.values.x', 'did you mean "caller_name"?'],
    ['a name with a dot, as into is', '  s: { kind: set, values: { caller.name: x }, next: bye }', ISSUE.invalidField, 'nodes.s.values.caller.name', 'which no template can read'],
    ['the reserved name call', '  s: { kind: set, values: { call: x }, next: bye }', ISSUE.reservedVariable, 'nodes.s.values.call', 'reserved for the call context'],
    ['a value that is a list', '  s: { kind: set, values: { x: [a, b] }, next: bye }', ISSUE.invalidField, 'nodes.s.values.x', 'a value that is not text'],
    ['a value left empty', '  s: { kind: set, values: { x: }, next: bye }', ISSUE.invalidField, 'nodes.s.values.x', 'or "" to empty it'],
    ['a number YAML changes', '  s: { kind: set, values: { x: 1e3 }, next: bye }', ISSUE.unquotedNumber, 'nodes.s.values.x', 'write it in quotes, x: "1e3"'],
    ['no values', '  s: { kind: set, values: {}, next: bye }', ISSUE.invalidField, 'nodes.s.values', 'so it sets nothing'],
    ['values missing', '  s: { kind: set, next: bye }', ISSUE.missingField, 'nodes.s', 'needs "values"'],
    ['values that are a list', '  s: { kind: set, values: [x], next: bye }', ISSUE.invalidField, 'nodes.s.values', 'not a mapping'],
    ['an unclosed template', '  s: { kind: set, values: { x: "{{caller_name" }, next: bye }', 'unterminated_template', 'nodes.s.values.x', 'is not closed'],
    ['a field a set node does not have', '  s: { kind: set, values: { x: a }, text: Hi, next: bye }', ISSUE.unknownField, 'nodes.s.text', 'its fields are: kind, values, next'],
    ['no next', '  s: { kind: set, values: { x: a } }', ISSUE.deadEnd, 'nodes.s', 'leads nowhere'],
  ])('%s is reported', async (_name, node, code, path, words) => {
    const { issues } = await load(['  ask: { kind: collect, into: caller_name, next: s }', node, '  bye: { kind: end }']);
    expect(issues).toContainEqual(expect.objectContaining({ code, path, node: 's', message: expect.stringContaining(words) }));
  });

  test('an unquoted number is the text written, as in any text field', async () => {
    const { flow, issues } = await load(['  s: { kind: set, values: { tries: 1, ext: 0123 }, next: bye }', '  bye: { kind: end, text: "{{tries}} {{ext}}" }']);
    expect(issues).toEqual([]);
    expect(flow?.nodes.s).toMatchObject({ values: [{ name: 'tries', value: '1' }, { name: 'ext', value: '0123' }] });
  });

  test('a conversation reading a copy of a lookup result is not told it may be unset: the copy never reaches the model on any way', async () => {
    const { issues } = await load([
      '  ask: { kind: collect, into: name, next: find }',
      `  find: ${FIND}`,
      '  known: { kind: set, values: { greeting_name: "{{customer.Full Name}}" }, next: chat }',
      '  stranger: { kind: set, values: { mood: plain }, next: chat }',
      '  chat: { kind: conversation, text: "Greet {{greeting_name}} ({{mood}}).", next: bye }',
      '  bye: { kind: end }',
    ]);
    // mood is plain text, seen by the model, and unset on the confident way; greeting_name is kept from the model.
    expect(issues.map((issue) => issue.message)).toEqual([expect.stringContaining('node "chat" reads "mood" in "text"')]);
  });

  test('a set loop that never waits for the caller is an endless loop', async () => {
    const { issues } = await load(['  a: { kind: set, values: { x: a }, next: b }', '  b: { kind: set, values: { x: b }, next: a }']);
    expect(issues).toContainEqual(expect.objectContaining({ code: ISSUE.endlessLoop }));
  });
});
