import { describe, expect, test } from '@jest/globals';
import { CALL_FILE_ISSUES, parseCallScript } from '../../src/replay/index.js';

const VALID = `# a caller who is found by name
name: confident caller
flow: ../flow.yaml
context:
  caller: +14155550123
  call_id: replay-1
turns:
  - Kaitlyn Meyers
  - yes
model:
  - node: help
    tool_calls:
      - tool: lookup_customer
        args: { full_name: Kaitlyn Meyers }
    say: Your account is open.
  - plain reply
lookup_failures:
  - { tool: lookup_customer, code: SOURCE_UNAVAILABLE, call: 2 }
timeout_ms: 800
expect:
  path: [greet, ask_name, find_customer, confirm]
  visits: [find_customer, confirm]
  lookups:
    - { node: find_customer, outcome: confident }
    - not_found
  variables:
    customer.City: Springfield
  says: [Caitlin]
  never_says: [sorry]
  status: ended
`;

describe('a valid call file', () => {
  const { script, issues } = parseCallScript(VALID, 'calls/confident.call.yaml');

  test('has no issues and keeps every field', () => {
    expect(issues).toEqual([]);
    expect(script).toEqual({
      name: 'confident caller',
      flow: '../flow.yaml',
      context: { caller: '+14155550123', call_id: 'replay-1' },
      turns: ['Kaitlyn Meyers', 'yes'],
      model: [
        { node: 'help', say: 'Your account is open.', tool_calls: [{ tool: 'lookup_customer', args: { full_name: 'Kaitlyn Meyers' } }] },
        { say: 'plain reply' },
      ],
      lookup_failures: [{ tool: 'lookup_customer', code: 'SOURCE_UNAVAILABLE', call: 2 }],
      timeout_ms: 800,
      expect: {
        path: ['greet', 'ask_name', 'find_customer', 'confirm'],
        visits: ['find_customer', 'confirm'],
        lookups: [{ node: 'find_customer', outcome: 'confident' }, { outcome: 'not_found' }],
        variables: { 'customer.City': 'Springfield' },
        says: ['Caitlin'],
        never_says: ['sorry'],
        status: 'ended',
      },
    });
  });

  test('the name defaults to the file name; the timeout is left to the replay, which knows the flow', () => {
    const minimal = parseCallScript('flow: f.yaml\nturns: []\nexpect: { status: ended }\n', 'calls/quiet-caller.call.yaml');
    expect(minimal.script?.name).toBe('quiet-caller');
    expect(minimal.script?.timeout_ms).toBeUndefined();
  });

  test('a phone number written without quotes is read as text', () => {
    const { script: unquoted } = parseCallScript('flow: f.yaml\ncontext: { caller: 4155550123 }\nturns: [1234]\nexpect: { status: ended }\n', 'x.call.yaml');
    expect(unquoted?.context.caller).toBe('4155550123');
    expect(unquoted?.turns).toEqual(['1234']);
  });

  test('an unquoted number in expected variables keeps its leading zero', () => {
    const { script: zipped } = parseCallScript('flow: f.yaml\nturns: []\nexpect:\n  variables: { customer: { Zip: 02139 }, count: 2 }\n', 'x.call.yaml');
    expect(zipped?.expect.variables).toEqual({ customer: { Zip: '02139' }, count: '2' });
  });

  test('locate finds the line of an expectation', () => {
    const { locate } = parseCallScript(VALID, 'x.call.yaml');
    expect(locate(['expect', 'path', 2])).toEqual({ line: 21, column: 27 });
    expect(locate(['expect', 'lookups', 0])).toEqual({ line: 24, column: 7 });
  });
});

const BASE = 'flow: ../flow.yaml\nturns: [hello]\n';

test.each([
  ['malformed YAML names the line of the bracket never closed', 'flow: ../flow.yaml\nturns: [hello\nexpect: {}\n', 'malformed_yaml', '', 2],
  ['a list at the top is not a call file', '- flow\n', 'not_a_mapping', '', 1],
  ['an unknown top-level field points at its key', `${BASE}expect: { status: ended }\ntimout_ms: 5\n`, 'unknown_field', 'timout_ms', 4],
  ['a missing flow is reported', 'turns: [hello]\nexpect: { status: ended }\n', 'missing_field', '', 1],
  ['a missing expect is reported', BASE, 'missing_field', '', 1],
  ['a flow left empty is reported at its own line', 'turns: [hello]\nflow: ~\nexpect: { status: ended }\n', 'wrong_type', 'flow', 2],
  ['turns left empty are reported at their own line', 'flow: f.yaml\nturns:\nexpect: { status: ended }\n', 'wrong_type', 'turns', 2],
  ['turns must be a list', 'flow: f.yaml\nturns: hello\nexpect: { status: ended }\n', 'wrong_type', 'turns', 2],
  ['an unknown outcome is reported at the outcome', `${BASE}expect:\n  lookups:\n    - node: find\n      outcome: matched\n`, 'unknown_outcome', 'expect.lookups[0].outcome', 6],
  ['an unknown outcome in shorthand is reported', `${BASE}expect:\n  lookups: [confident, maybe]\n`, 'unknown_outcome', 'expect.lookups[1]', 4],
  ['an unknown status is reported', `${BASE}expect: { status: hung_up }\n`, 'unknown_status', 'expect.status', 3],
  ['an empty expect checks nothing', `${BASE}expect: {}\n`, 'empty_expectations', 'expect', 3],
  // Every call passed these: an empty list of texts or nodes, or no variables, is no expectation.
  ['an expect of empty lists checks nothing', `${BASE}expect:\n  says: []\n  variables: {}\n`, 'empty_expectations', 'expect.says', 4],
  ['an expect of only visits: [] checks nothing', `${BASE}expect: { visits: [] }\n`, 'empty_expectations', 'expect.visits', 3],
  // A blank text is in everything the agent says: every call passed `says: [""]`, and every call failed `never_says: [" "]`.
  ['a blank text in says checks nothing', `${BASE}expect:\n  status: ended\n  says: [Hello, ""]\n`, 'wrong_type', 'expect.says[1]', 5],
  ['a blank text in never_says fails every call', `${BASE}expect:\n  never_says:\n    - "  "\n`, 'wrong_type', 'expect.never_says[0]', 5],
  ['a model reply with neither say nor tool_calls answers nothing', `${BASE}model:\n  - { say: Hello. }\n  - { node: answer }\nexpect: { status: ended }\n`, 'empty_model_reply', 'model[1]', 5],
  ['a misspelt expectation points at its key', `${BASE}expect:\n  path: [a]\n  variabels: { x: 1 }\n`, 'unknown_field', 'expect.variabels', 5],
  ['a lookup failure needs a code', `${BASE}lookup_failures: [{ tool: lookup_customer }]\nexpect: { status: ended }\n`, 'missing_field', 'lookup_failures[0]', 3],
  ['a timeout must be a positive number', `${BASE}timeout_ms: -5\nexpect: { status: ended }\n`, 'wrong_type', 'timeout_ms', 3],
  // A timer longer than 2^31 - 1 ms fires after 1 ms: every turn would be cut off at once ("did not finish within 3000000000 ms").
  ['a timeout longer than a timer can wait is refused', `${BASE}timeout_ms: 3000000000\nexpect: { status: ended }\n`, 'wrong_type', 'timeout_ms', 3],
  ['a route delay longer than a timer can wait is refused', `${BASE}caller_lookup_server:\n  routes:\n    - { phone: "+15550100456", delay_ms: 2147483648 }\nexpect: { status: ended }\n`, 'wrong_type', 'caller_lookup_server.routes[0].delay_ms', 5],
  ['a route status must be an HTTP status', `${BASE}caller_lookup_server:\n  routes:\n    - { phone: "+15550100456", status: 1000 }\nexpect: { status: ended }\n`, 'wrong_type', 'caller_lookup_server.routes[0].status', 5],
  ['a route status of 1xx is refused: an interim status is never a server\'s answer', `${BASE}caller_lookup_server:\n  routes:\n    - { phone: "+15550100456", status: 103 }\nexpect: { status: ended }\n`, 'wrong_type', 'caller_lookup_server.routes[0].status', 5],
  ['a route status under 100 is refused', `${BASE}caller_lookup_server:\n  routes:\n    - { phone: "+15550100456", status: 42 }\nexpect: { status: ended }\n`, 'wrong_type', 'caller_lookup_server.routes[0].status', 5],
  ['a route phone must be E.164', `${BASE}caller_lookup_server:\n  routes:\n    - { phone: 555-010-0456 }\nexpect: { status: ended }\n`, 'wrong_type', 'caller_lookup_server.routes[0].phone', 5],
  ['two routes for one phone are refused', `${BASE}caller_lookup_server:\n  routes:\n    - { phone: "+15550100456" }\n    - { phone: "+15550100456", status: 500 }\nexpect: { status: ended }\n`, 'wrong_type', 'caller_lookup_server.routes[1].phone', 6],
])('%s', (_title, text, code, path, line) => {
  const { script, issues } = parseCallScript(text, 'calls/bad.call.yaml');
  expect(script).toBeNull();
  const issue = issues.find((candidate) => candidate.code === code);
  expect(issue).toMatchObject({ code, path, line, file: 'calls/bad.call.yaml' });
  expect(Object.keys(CALL_FILE_ISSUES)).toContain(code);
  expect(issue?.message).not.toMatch(/\{\w+\}/);
});

test('an expectation that checks nothing, and a time no timer can wait, are said with the fix', () => {
  const messages = (text: string) => parseCallScript(text, 'calls/bad.call.yaml').issues.map((issue) => issue.message);
  expect(messages(`${BASE}expect: { says: [], never_says: [] }\n`)).toEqual([
    '`expect` checks nothing (says: [] and never_says: [] are empty, and an empty list checks nothing); give at least one of: path, visits, lookups, variables, says, never_says, status',
  ]);
  expect(messages(`${BASE}caller_lookup_server:\n  routes:\n    - { phone: "+15550100456", status: 101 }\nexpect: { status: ended }\n`)).toEqual([
    '"caller_lookup_server.routes[0].status" must be an HTTP status from 200 to 599 (a 1xx is an interim status that no server answers with alone)',
  ]);
  expect(messages(`${BASE}timeout_ms: 3000000000\nexpect: { status: ended }\n`)).toEqual([
    '"timeout_ms" must be a whole number of milliseconds from 1 to 2147483647 (about 24.8 days, the longest a timer can wait)',
  ]);
  expect(messages(`${BASE}expect: { says: ["  "] }\n`)).toEqual([
    '"expect.says[0]" must be a text with words: a blank one is found in anything the agent says, so it checks nothing; write what the agent must say, or remove it',
  ]);
  expect(messages(`${BASE}expect: { status: ended, never_says: [""] }\n`)).toEqual([
    '"expect.never_says[0]" must be a text with words: a blank one is found in anything the agent says, so every call would fail on it; write what the agent must never say, or remove it',
  ]);
  // `lookups: []` is a check (no lookup at all), and an empty list beside a real check is left alone.
  expect(messages(`${BASE}expect: { lookups: [] }\n`)).toEqual([]);
  expect(messages(`${BASE}expect: { says: [], status: ended }\n`)).toEqual([]);
  expect(messages(`${BASE}timeout_ms: 2147483647\nexpect: { status: ended }\n`)).toEqual([]);
});

test('every problem in a file is reported at once', () => {
  const { issues } = parseCallScript('flow: 3\nturns: hello\ncolour: red\nexpect: { status: maybe }\n', 'x.call.yaml');
  expect(issues.map((issue) => [issue.code, issue.line])).toEqual([
    ['unknown_field', 3],
    ['wrong_type', 1],
    ['wrong_type', 2],
    ['unknown_status', 4],
  ]);
});

test('a caller line holding ": " unquoted, which YAML reads as a key and its value, is reported with the fix', () => {
  const { script, issues } = parseCallScript('flow: ../flow.yaml\nturns:\n  - My account: A1001, please\nexpect:\n  says:\n    - Account: A1001\n', 'calls/bad.call.yaml');
  expect(script).toBeNull();
  expect(issues.map((issue) => [issue.code, issue.path, issue.line, issue.message])).toEqual([
    ['wrong_type', 'turns[0]', 3, '"turns[0]" must be a string, but YAML reads My account: A1001, please as a key and its value: quote it, "My account: A1001, please"'],
    ['wrong_type', 'expect.says[0]', 6, '"expect.says[0]" must be a string, but YAML reads Account: A1001 as a key and its value: quote it, "Account: A1001"'],
  ]);
});

test('a list item indented deeper than the one above, which YAML joins to it, is reported with the fix', () => {
  const text = 'flow: ../flow.yaml\nturns:\n  - AB1234\n   - SW1A 1AA\n  - no\nexpect:\n  says:\n    - Out for delivery\n     - Goodbye\n';
  const { script, issues } = parseCallScript(text, 'calls/joined.call.yaml');
  expect(script).toBeNull();
  expect(issues.map((issue) => [issue.code, issue.path, issue.line, issue.message])).toEqual([
    ['wrong_type', 'turns[0]', 3, '"turns[0]" must be one line, but YAML joins line 4, indented deeper than the "-" above it, to this item ("AB1234 - SW1A 1AA"); line the dashes up to make it an item of its own'],
    ['wrong_type', 'expect.says[0]', 8, expect.stringContaining('YAML joins line 9, indented deeper than the "-" above it, to this item ("Out for delivery - Goodbye")')],
  ]);
});

test('a caller line folded over two lines is one turn, as YAML reads it', () => {
  const { script, issues } = parseCallScript('flow: ../flow.yaml\nturns:\n  - my order number is\n    A B one two three four\nexpect: { status: ended }\n', 'calls/folded.call.yaml');
  expect(issues).toEqual([]);
  expect(script?.turns).toEqual(['my order number is A B one two three four']);
});

test('a flow field holding ": " unquoted is malformed YAML with the fix, once, at the value', () => {
  const { issues } = parseCallScript('name: Billing: a late payment\nflow: ../flow.yaml\nturns: []\nexpect: { status: ended }\n', 'calls/bad.call.yaml');
  expect(issues.map((issue) => [issue.code, issue.line, issue.column, issue.message])).toEqual([[
    'malformed_yaml', 1, 7, 'the call file is not valid YAML: Nested mappings are not allowed in compact mappings; a value holding ": " must be in quotes: name: "Billing: a late payment"',
  ]]);
});

test('an expectation given twice in { } on one line is named, with the line of the first', () => {
  const { issues } = parseCallScript('flow: ../flow.yaml\nturns: [a]\nexpect: { status: ended, status: failed }\n', 'calls/twice.call.yaml');
  expect(issues.map((issue) => [issue.code, issue.line, issue.column, issue.message])).toEqual([[
    'malformed_yaml', 3, 26, 'the call file is not valid YAML: Map keys must be unique; "status" is given twice in one mapping (first at line 3), which holds each name once: ' +
    'keep one of them',
  ]]);
});

test('a call file whose aliases multiply is malformed_yaml at the first alias, not an internal error that ends the replay', () => {
  const levels = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
  for (const [name, prev] of [['b', 'a'], ['c', 'b'], ['d', 'c'], ['e', 'd'], ['f', 'e']]) levels.push(`${name}: &${name} [${Array(10).fill(`*${prev}`).join(', ')}]`);
  const { script, issues } = parseCallScript(`${levels.join('\n')}\n${BASE}expect: { status: ended }\n`, 'laughs.call.yaml');
  expect(script).toBeNull();
  expect(issues.map((issue) => [issue.code, issue.line, issue.column])).toEqual([['malformed_yaml', 2, 8]]);
  expect(issues[0]?.message).toContain('would make more than 10,000 copies');
});

// A test author's typo: the list of every field made them look for the one they meant.
test.each([
  { name: 'expect.sayz is said to be says', text: `${BASE}expect:\n  sayz: [Hello]\n`, message: 'unknown field "sayz" (did you mean "says"?); expected one of: path, visits, lookups, variables, says, never_says, status' },
  { name: 'turn is said to be turns', text: 'flow: ../flow.yaml\nturn: [hello]\nturns: [hello]\nexpect: { status: ended }\n', message: 'unknown field "turn" (did you mean "turns"?); expected one of: name, flow, context, env, caller_lookup_server, turns, model, lookup_failures, timeout_ms, expect' },
  { name: 'expect.nevers_says is said to be never_says', text: `${BASE}expect:\n  nevers_says: [Hello]\n`, message: expect.stringMatching(/^unknown field "nevers_says" \(did you mean "never_says"\?\); expected one of: /) },
  { name: 'a field like none of them only lists them', text: `${BASE}colour: red\nexpect: { status: ended }\n`, message: 'unknown field "colour"; expected one of: name, flow, context, env, caller_lookup_server, turns, model, lookup_failures, timeout_ms, expect' },
])('a misspelt field: $name', ({ text, message }) => {
  const { issues } = parseCallScript(text, 'calls/typo.call.yaml');
  expect(issues.filter((issue) => issue.code === 'unknown_field').map((issue) => issue.message)).toEqual([message]);
});

// One call per file: several calls written into one file were refused with no word of why (a list: "a call file is a
// YAML mapping…"; documents after ---: the YAML library's "please use YAML.parseAllDocuments()").
test.each([
  { name: 'a list of two calls', text: '- flow: ../flow.yaml\n  turns: [hello]\n  expect: { status: ended }\n- flow: ../flow.yaml\n  turns: [bye]\n  expect: { status: ended }\n',
    code: 'not_a_mapping', line: 1, message: 'a call file is a YAML mapping with at least `flow`, `turns` and `expect`, one call at its top level: this file is a list of 2 calls; write each call in a *.call.yaml file of its own' },
  { name: 'two calls in YAML documents separated by ---', text: `${BASE}expect: { status: ended }\n---\n${BASE}expect: { status: waiting }\n`,
    code: 'malformed_yaml', line: 4, message: 'the call file is not valid YAML: it holds 2 YAML documents, separated by --- (the second starts at line 4), and a call file holds one call; write each call in a *.call.yaml file of its own' },
  { name: 'a --- after the call, starting an empty document', text: `${BASE}expect: { status: ended }\n---\n`,
    code: 'malformed_yaml', line: 4, message: 'the call file is not valid YAML: the --- at line 4 starts a second YAML document, an empty one; remove it (a call file holds one call)' },
])('several calls in one file: $name is said as such', ({ text, code, line, message }) => {
  const { script, issues } = parseCallScript(text, 'calls/several.call.yaml');
  expect(script).toBeNull();
  expect(issues.map((issue) => [issue.code, issue.line, issue.message])).toEqual([[code, line, message]]);
});

test.each([
  { name: 'a status "transfered" is said to be transferred', text: `${BASE}expect: { status: transfered }\n`, message: 'unknown call status "transfered" (did you mean "transferred"?); expected one of: ended, transferred, waiting, failed' },
  { name: 'an outcome "eror" is said to be error', text: `${BASE}expect: { lookups: [eror] }\n`, message: 'unknown lookup outcome "eror" (did you mean "error"?); expected one of: confident, ambiguous, not_found, error (#lookup nodes); found, not_found, error (#caller_lookup nodes)' },
  { name: 'an outcome "notfound" is said to be not_found', text: `${BASE}expect: { lookups: [{ outcome: notfound }] }\n`, message: expect.stringMatching(/^unknown lookup outcome "notfound" \(did you mean "not_found"\?\); expected one of: /) },
  { name: 'a status like none of them only lists them', text: `${BASE}expect: { status: purple }\n`, message: 'unknown call status "purple"; expected one of: ended, transferred, waiting, failed' },
  // A tester writes what the caller did; the statuses say where the call stands. The usual words are told which it is.
  {
    name: 'a caller who hangs up ("hung_up") is said to be waiting',
    text: `${BASE}expect: { status: hung_up }\n`,
    message: 'unknown call status "hung_up" (a caller who hangs up leaves the call waiting: the turns ran out while the flow waited for ' +
      'the caller; write status: waiting); expected one of: ended, transferred, waiting, failed',
  },
  {
    name: 'a call that "completed" is said to be ended',
    text: `${BASE}expect: { status: completed }\n`,
    message: 'unknown call status "completed" (a call the flow finished at an end node is ended; write status: ended); expected one of: ended, transferred, waiting, failed',
  },
  {
    name: 'a call "escalated" to a person is said to be transferred',
    text: `${BASE}expect: { status: escalated }\n`,
    message: 'unknown call status "escalated" (a call handed to a person or queue at a transfer node is transferred; write status: transferred); expected one of: ended, transferred, waiting, failed',
  },
])('a misspelt value: $name', ({ text, message }) => {
  const { issues } = parseCallScript(text, 'calls/typo.call.yaml');
  expect(issues.map((issue) => issue.message)).toEqual([message]);
});

describe('a turn of keys pressed on the keypad', () => {
  test('is read beside words, unquoted digits as written', () => {
    const { script, issues } = parseCallScript('flow: ../flow.yaml\nturns: [hello, { keys: "101#" }, { keys: 0042 }, { keys: "*9" }]\nexpect: { status: transferred }\n', 'calls/keys.call.yaml');
    expect(issues).toEqual([]);
    expect(script?.turns).toEqual(['hello', { keys: '101#' }, { keys: '0042' }, { keys: '*9' }]);
  });

  test.each([
    { name: 'a key no keypad has', turn: '{ keys: "1x" }', found: [['wrong_type', 'turns[0].keys', 'a keypad has only the keys 0-9, *, # and A-D']] },
    { name: 'a # before the last key', turn: '{ keys: "1#2" }', found: [['wrong_type', 'turns[0].keys', '"#" ends the entry, so it can come only last']] },
    { name: 'keys as a list', turn: '{ keys: [1] }', found: [['wrong_type', 'turns[0].keys', 'must be a string']] },
    { name: 'keys left empty', turn: '{ keys: }', found: [['wrong_type', 'turns[0].keys', 'keys pressed on a keypad, as text']] },
    { name: 'a field beside keys', turn: '{ keys: "1", press: "2" }', found: [['unknown_field', 'turns[0].press', 'expected one of: keys']] },
  ])('$name is reported at its place', ({ turn, found }) => {
    const { script, issues } = parseCallScript(`flow: ../flow.yaml\nturns: [${turn}]\nexpect: { status: transferred }\n`, 'calls/keys.call.yaml');
    expect(script).toBeNull();
    expect(issues.map((issue) => [issue.code, issue.path])).toEqual(found.map(([code, path]) => [code, path]));
    found.forEach(([, , message], index) => expect(issues[index]?.message).toContain(message));
  });
});

test.each([
  { turns: '[{ keys: * }]', says: 'YAML reads an unquoted * as the start of an alias, not the key *: write the key in quotes, keys: "*"' },
  { turns: '[{ keys: # }]', says: 'YAML reads an unquoted # as the start of a comment, not the key #: write the key in quotes, keys: "#"' },
])('a key pressed written unquoted, $turns, is told to be quoted, naming keys', ({ turns, says }) => {
  const { issues } = parseCallScript(`flow: ../flow.yaml\nturns: ${turns}\nexpect: { status: ended }\n`, 'calls/keys.call.yaml');
  expect(issues).toEqual([expect.objectContaining({ code: 'malformed_yaml', line: 2, message: expect.stringContaining(says) })]);
});
