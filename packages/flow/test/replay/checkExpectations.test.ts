import { divergenceMessage } from '../../src/replay/messages.js';
import { describe, expect, test } from '@jest/globals';
import { checkExpectations, type CallScript, type CallTrace, type Expectations } from '../../src/replay/index.js';

// A confident call: greet, collect the name, look it up, confirm, end.
const TRACE: CallTrace = {
  events: [
    { kind: 'enter', node: 'greet', turn: 0 },
    { kind: 'say', node: 'greet', text: 'Thanks for calling Acme.', turn: 0 },
    { kind: 'enter', node: 'ask_name', turn: 0 },
    { kind: 'say', node: 'ask_name', text: 'Who am I speaking with?', turn: 0 },
    { kind: 'hear', node: 'ask_name', text: 'Kaitlyn Meyers', turn: 1 },
    { kind: 'enter', node: 'find_customer', turn: 1 },
    { kind: 'lookup', node: 'find_customer', tool: 'lookup_customer', outcome: 'confident', turn: 1 },
    { kind: 'enter', node: 'confirm', turn: 1 },
    { kind: 'say', node: 'confirm', text: 'I have  Caitlin Myers in Springfield.', turn: 1 },
    { kind: 'enter', node: 'goodbye', turn: 1 },
  ],
  variables: { caller_name: 'Kaitlyn Meyers', customer: { 'Full Name': 'Caitlin Myers', City: 'Springfield', Zip: '02139' } },
  status: 'ended',
  node: 'goodbye',
};

function script(expectations: Expectations, turns = ['Kaitlyn Meyers']): CallScript {
  return { name: 't', flow: 'f.yaml', context: {}, turns, model: [], lookup_failures: [], timeout_ms: 1000, expect: expectations };
}

describe('expectations the call meets', () => {
  test.each<[string, Expectations]>([
    ['the full path', { path: ['greet', 'ask_name', 'find_customer', 'confirm', 'goodbye'] }],
    ['a subsequence of the path', { visits: ['greet', 'confirm'] }],
    ['the lookup outcome, by node and tool', { lookups: [{ node: 'find_customer', tool: 'lookup_customer', outcome: 'confident' }] }],
    ['a row column through a dotted name', { variables: { 'customer.City': 'Springfield', caller_name: 'Kaitlyn Meyers' } }],
    ['a number in YAML against text in the row', { variables: { 'customer.Zip': '02139', customer: { City: 'Springfield' } } }],
    ['an unset variable expected as null', { variables: { customer_candidates: null } }],
    ['text said, ignoring case and spacing', { says: ['caitlin myers IN springfield'] }],
    ['text never said', { never_says: ['sorry'] }],
    ['the end status', { status: 'ended' }],
  ])('%s passes', (_title, expectations) => {
    expect(checkExpectations(script(expectations), TRACE)).toEqual([]);
  });
});

describe('the first divergence names the turn, node, expected and actual', () => {
  test.each<[string, Expectations, Record<string, unknown>]>([
    ['a different node on the path', { path: ['greet', 'ask_name', 'find_customer', 'ask_city'] },
      { kind: 'path', turn: 1, node: 'confirm', expected: 'ask_city', actual: 'confirm', field: 'expect.path[3]' }],
    ['a path that goes on longer than expected', { path: ['greet', 'ask_name', 'find_customer', 'confirm'] },
      { kind: 'path', turn: 1, node: 'goodbye', expected: '(end of path)', actual: 'goodbye' }],
    ['a path that stops early', { path: ['greet', 'ask_name', 'find_customer', 'confirm', 'goodbye', 'survey'] },
      { kind: 'path', turn: null, node: 'goodbye', expected: 'survey', field: 'expect.path[5]' }],
    ['a node never visited', { visits: ['find_customer', 'ask_city'] },
      { kind: 'visits', expected: 'ask_city', actual: 'greet → ask_name → find_customer → confirm → goodbye' }],
    ['a visit out of order', { visits: ['confirm', 'find_customer'] }, { kind: 'visits', expected: 'find_customer' }],
    ['a different lookup outcome', { lookups: [{ outcome: 'ambiguous' }] },
      { kind: 'lookup', turn: 1, node: 'find_customer', expected: 'ambiguous', actual: 'confident', field: 'expect.lookups[0]' }],
    ['a lookup at another node', { lookups: [{ node: 'find_by_city', outcome: 'confident' }] },
      { kind: 'lookup', expected: 'find_by_city', actual: 'find_customer', field: 'expect.lookups[0].node' }],
    ['a lookup that never happened', { lookups: [{ outcome: 'confident' }, { outcome: 'confident' }] },
      { kind: 'lookup', turn: null, expected: 'confident', actual: '(no lookup)', field: 'expect.lookups[1]' }],
    ['an unexpected lookup', { lookups: [] }, { kind: 'lookup', turn: 1, expected: '(no lookup)', actual: 'confident' }],
    ['a wrong variable value', { variables: { 'customer.City': 'Shelbyville' } },
      { kind: 'variable', expected: '"Shelbyville"', actual: '"Springfield"', field: 'expect.variables.customer.City' }],
    ['an unset variable', { variables: { caller_city: 'Springfield' } }, { kind: 'variable', actual: '(unset)' }],
    ['text never said', { says: ['transfer you'] },
      { kind: 'says', turn: null, expected: 'transfer you', actual: '"I have  Caitlin Myers in Springfield."' }],
    ['forbidden text said, with its turn', { never_says: ['caitlin'] },
      { kind: 'never_says', turn: 1, node: 'confirm', expected: 'never "caitlin"' }],
    ['another end status', { status: 'transferred' }, { kind: 'status', expected: 'transferred', actual: 'ended' }],
  ])('%s', (_title, expectations, divergence) => {
    const [first] = checkExpectations(script(expectations), TRACE);
    expect(first).toMatchObject(divergence);
    expect(first?.message).not.toMatch(/\{\w+\}/);
  });
});

describe('a row column the row does not have', () => {
  test('is said to be missing from the row, with the column a typo most likely meant', () => {
    const [first] = checkExpectations(script({ variables: { 'customer.Ctiy': 'Springfield' } }), TRACE);
    expect(first).toMatchObject({ kind: 'variable', actual: '(unset)', field: 'expect.variables.customer.Ctiy' });
    expect(first?.message).toBe('expected variable "customer.Ctiy" to be "Springfield" at the end of the call, but it was (unset): "customer" has no "Ctiy"; did you mean "City"?');
  });

  test('or, with no close one, with the columns it has; a variable never set says nothing more', () => {
    const [first] = checkExpectations(script({ variables: { 'customer.Account ID': 'A10001', caller_city: 'Springfield' } }), TRACE);
    expect(first?.message).toBe('expected variable "customer.Account ID" to be "A10001" at the end of the call, but it was (unset): "customer" has no "Account ID"; known: Full Name, City, Zip');
    const unset = checkExpectations(script({ variables: { caller_city: 'Springfield' } }), TRACE);
    expect(unset[0]?.message).toBe('expected variable "caller_city" to be "Springfield" at the end of the call, but it was (unset)');
  });
});

describe('turns and the call state', () => {
  const waiting: CallTrace = { ...TRACE, events: TRACE.events.slice(0, 4), status: 'waiting', node: 'ask_name' };

  test.each<[string, CallScript, CallTrace, string | undefined]>([
    ['a flow still waiting after the last turn fails', script({ visits: ['greet'] }, []), waiting, 'out_of_turns'],
    ['a call expected to stop waiting passes', script({ status: 'waiting' }, []), waiting, undefined],
    ['a call that ends with turns left fails', script({ visits: ['greet'] }, ['Kaitlyn Meyers', 'and another thing']), TRACE, 'turns_left'],
  ])('%s', (_title, callScript, trace, kind) => {
    expect(checkExpectations(callScript, trace)[0]?.kind).toBe(kind);
  });

  test('turns left names the first unheard turn', () => {
    const [divergence] = checkExpectations(script({ visits: ['greet'] }, ['Kaitlyn Meyers', 'and another thing']), TRACE);
    expect(divergence?.message).toContain('"and another thing"');
    expect(divergence?.message).toContain('"goodbye"');
  });
});

test('divergences come earliest first, end-of-call checks last', () => {
  const divergences = checkExpectations(script({
    status: 'transferred',
    says: ['transfer'],
    path: ['greet', 'ask_name', 'find_customer', 'ask_city'],
    lookups: [{ outcome: 'not_found' }],
  }), TRACE);
  expect(divergences.map((d) => d.kind)).toEqual(['lookup', 'path', 'says', 'status']);
});

test('divergences carry the line of the expectation when given a locator', () => {
  const [first] = checkExpectations(script({ status: 'transferred' }), TRACE, (path) => ({ line: path.length * 10, column: 1 }));
  expect(first?.line).toBe(20);
});

// Until 2026-12-06 these read "made only 1 lookup(s)" and "1 caller turn(s) never heard".
test.each([
  ['lookup_missing', { index: 2, where: 'find', expected: 'confident', count: 1 }, 'expected lookup #2 (find) to be confident, but the call made only 1 lookup'],
  ['lookup_missing', { index: 3, where: 'find', expected: 'confident', count: 2 }, 'expected lookup #3 (find) to be confident, but the call made only 2 lookups'],
  ['lookup_extra', { index: 2, actual: 'find', outcome: 'ambiguous', count: 1 }, 'the call made an unexpected lookup #2 at "find" (ambiguous); expected 1 lookup'],
  ['turns_left', { node: 'bye', count: 1, next: 'hello?' }, 'the call ended at "bye" with 1 caller turn never heard, starting with "hello?"'],
  ['turns_left', { node: 'bye', count: 3, next: 'hello?' }, 'the call ended at "bye" with 3 caller turns never heard, starting with "hello?"'],
] as const)('%s with %j reads "%s"', (key, values, message) => {
  expect(divergenceMessage(key, values)).toBe(message);
});
