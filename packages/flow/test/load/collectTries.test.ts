// A collect node's `tries` as `validate` reads it: its values checked, its `then` an edge like any other (targets,
// reachability, ways to an end, variables set on the way), and a `then` leading back to the node without asking an
// endless loop.
import { describe, expect, test } from '@jest/globals';
import { ISSUE, loadFlowText } from '@switchboard/flow';
import { fakeCustomers } from '../runtime/fakeCustomers.js';

const load = (nodes: readonly string[]) =>
  loadFlowText(['nodes:', ...nodes.map((node) => `  ${node}`)].join('\n'), '/tmp/tries.flow.yaml', { loadDocument: () => Promise.reject(new Error('no documents here')) });

/** A menu asking with `tries` as written, its answers routed back to it, and the front desk. */
const menu = (tries: string) => [
  `menu: { kind: collect, text: Say billing or operator., into: choice, next: route, tries: ${tries} }`,
  'route: { kind: branch, variable: choice, cases: [{ match: billing, next: billing }], otherwise: menu }',
  'billing: { kind: transfer, to: billing-queue }',
  'desk: { kind: transfer, to: front-desk }',
];

describe('tries on a collect node', () => {
  test('loads with its values, silence defaulting to next', async () => {
    const { flow, issues } = await load(menu('{ max: 3, again: "Sorry, say billing or operator.", then: desk }'));
    expect(issues).toEqual([]);
    expect(flow?.nodes.menu).toEqual({
      kind: 'collect', id: 'menu', text: 'Say billing or operator.', into: 'choice', next: 'route',
      tries: { max: 3, again: 'Sorry, say billing or operator.', then: 'desk', silence: 'next', per: 'call' },
    });
  });

  test('per: visit is read', async () => {
    const { flow, issues } = await load(menu('{ max: 2, then: desk, per: visit }'));
    expect(issues).toEqual([]);
    expect(flow?.nodes.menu).toMatchObject({ tries: { max: 2, then: 'desk', silence: 'next', per: 'visit' } });
  });

  test.each([
    { name: 'max 0', tries: '{ max: 0, then: desk }', code: ISSUE.invalidTries, path: 'nodes.menu.tries.max', message: 'node "menu" has tries.max 0, which is not a whole number from 1 to 10' },
    { name: 'a negative max', tries: '{ max: -2, then: desk }', code: ISSUE.invalidTries, path: 'nodes.menu.tries.max', message: 'node "menu" has tries.max -2, which is not a whole number from 1 to 10' },
    { name: 'a max that is no whole number', tries: '{ max: 1.5, then: desk }', code: ISSUE.invalidTries, path: 'nodes.menu.tries.max', message: 'tries.max 1.5, which is not a whole number' },
    { name: 'a max in words', tries: '{ max: two, then: desk }', code: ISSUE.invalidTries, path: 'nodes.menu.tries.max', message: 'tries.max two, which is not a whole number' },
    { name: 'a max past the most', tries: '{ max: 11, then: desk }', code: ISSUE.invalidTries, path: 'nodes.menu.tries.max', message: 'tries.max 11, which is not a whole number from 1 to 10' },
    { name: 'no max', tries: '{ then: desk }', code: ISSUE.invalidTries, path: 'nodes.menu.tries', message: 'node "menu" has "tries" without "max": write the most times it asks' },
    { name: 'no then', tries: '{ max: 2 }', code: ISSUE.invalidTries, path: 'nodes.menu.tries', message: 'node "menu" has "tries" without "then": name the node the call goes to' },
    { name: 'a then that is a list', tries: '{ max: 2, then: [desk] }', code: ISSUE.invalidTries, path: 'nodes.menu.tries.then', message: 'tries.then that is not a node\'s name' },
    { name: 'a then naming no node', tries: '{ max: 2, then: dessk }', code: ISSUE.unknownTarget, path: 'nodes.menu.tries.then', message: 'node "menu" sends "tries.then" to "dessk", which is not a node (did you mean "desk"?)' },
    { name: 'a blank then', tries: '{ max: 2, then: "" }', code: ISSUE.unknownTarget, path: 'nodes.menu.tries.then', message: 'tries.then' },
    { name: 'an again that is not text', tries: '{ max: 2, again: [Sorry], then: desk }', code: ISSUE.invalidTries, path: 'nodes.menu.tries.again', message: 'tries.again that is not text' },
    { name: 'an unknown per', tries: '{ max: 2, then: desk, per: turn }', code: ISSUE.invalidTries, path: 'nodes.menu.tries.per', message: 'node "menu" has tries.per turn: write per: call (the default: every ask in the call counts) or per: visit (counted afresh once the caller is asked at another node)' },
    { name: 'an unknown silence', tries: '{ max: 2, then: desk, silence: repeat }', code: ISSUE.invalidTries, path: 'nodes.menu.tries.silence', message: 'tries.silence repeat: write silence: again' },
    { name: 'tries as a number', tries: '3', code: ISSUE.invalidTries, path: 'nodes.menu.tries', message: 'node "menu" has "tries" that is not a mapping' },
    { name: 'a field tries does not take', tries: '{ max: 2, then: desk, retries: 1 }', code: ISSUE.unknownField, path: 'nodes.menu.tries.retries', message: 'node "menu" tries has no field "retries"' },
  ])('$name is one error naming the node and the fix', async ({ tries, code, path, message }) => {
    const { flow, issues } = await load(menu(tries));
    expect(flow).toBeNull();
    // (desk is reached only through tries.then: unreachable when the block could not give it.)
    const own = issues.filter((issue) => issue.code !== ISSUE.unreachableNode);
    expect(own.map((issue) => [issue.code, issue.path, issue.node])).toEqual([[code, path, 'menu']]);
    expect(own[0]?.message).toContain(message);
  });

  test('a node reached only through tries.then is reachable', async () => {
    const { issues } = await load(menu('{ max: 2, then: desk }'));
    expect(issues.map((issue) => issue.code)).not.toContain(ISSUE.unreachableNode);
  });

  test('a loop back to a node with tries has a way to an end through its then', async () => {
    const loop = ['ask: { kind: collect, text: Again?, into: x, next: route, tries: { max: 2, then: desk } }', 'route: { kind: branch, variable: x, cases: [{ match: yes, next: ask }], otherwise: ask }', 'desk: { kind: transfer, to: front-desk }'];
    expect((await load(loop)).issues).toEqual([]);
    // The same loop without tries goes on until the caller hangs up.
    expect((await load([loop[0]!.replace(', tries: { max: 2, then: desk }', ''), loop[1]!, 'bye: { kind: end }'])).issues.map((issue) => issue.code)).toEqual([ISSUE.noWayToEnd, ISSUE.unreachableNode]);
  });

  test.each([
    { name: 'then leading back through a say node', nodes: ['ask: { kind: collect, text: Again?, into: x, next: bye, tries: { max: 2, then: sorry } }', 'sorry: { kind: say, text: Sorry., next: ask }', 'bye: { kind: end }'],
      message: 'node "ask" sends the call on to tries.then once it has asked max times, and from there node "sorry" leads back to it without waiting for the caller, so a call there would loop forever; send tries.then to a transfer or end node' },
    { name: 'then naming the node itself', nodes: ['ask: { kind: collect, text: Again?, into: x, next: bye, tries: { max: 2, then: ask } }', 'bye: { kind: end }'],
      message: 'node "ask" sends the call on to tries.then once it has asked max times, and tries.then is the node itself without waiting for the caller' },
  ])('$name is an endless loop at tries.then', async ({ nodes, message }) => {
    const { flow, issues } = await load(nodes);
    expect(flow).toBeNull();
    expect(issues.map((issue) => [issue.code, issue.path, issue.node])).toEqual([[ISSUE.endlessLoop, 'nodes.ask.tries.then', 'ask']]);
    expect(issues[0]?.message).toContain(message);
  });

  test('then leading to another question is no endless loop', async () => {
    const { issues } = await load(['ask: { kind: collect, text: Again?, into: x, next: bye, tries: { max: 2, then: other } }', 'other: { kind: collect, text: Or?, into: y, next: ask }', 'bye: { kind: end }']);
    expect(issues.map((issue) => issue.code)).not.toContain(ISSUE.endlessLoop);
  });

  test('a variable set only on the answered way is maybe unset through tries.then, which the way names', async () => {
    const { issues } = await load([
      'menu: { kind: collect, text: Which extension?, into: choice, next: ask_ext, tries: { max: 2, then: out } }',
      'ask_ext: { kind: collect, text: Say it again., into: ext, next: out }',
      'out: { kind: transfer, to: "{{ext}}" }',
    ]);
    expect(issues.map((issue) => [issue.code, issue.node])).toEqual([[ISSUE.maybeUnsetVariable, 'out']]);
    expect(issues[0]?.message).toContain('menu [tries.then]');
  });

  test('the answer a node with tries stores is set on the way through its then', async () => {
    const { issues } = await load([
      'menu: { kind: collect, text: Which extension?, into: ext, next: route, tries: { max: 2, then: out } }',
      'route: { kind: branch, variable: ext, cases: [{ match: "101", next: out }], otherwise: menu }',
      'out: { kind: transfer, text: "Putting you through to {{ext}}.", to: front-desk }',
    ]);
    expect(issues).toEqual([]);
  });
});

describe('tries counted per visit', () => {
  const lookupLoop = (sorry: boolean, per: string) => [
    `ask: { kind: collect, text: Your number?, into: rx, next: find, tries: { max: 2, again: Sorry?, then: desk, per: ${per} } }`,
    `find: { kind: lookup, text: "#lookup lookup_customer full_name={{rx}}", into: p, on: { confident: done, ambiguous: desk, not_found: ${sorry ? 'sorry' : 'ask'}, error: desk } }`,
    ...(sorry ? ['sorry: { kind: say, text: "I could not find that number.", next: ask }'] : []),
    'done: { kind: end, text: Done. }',
    'desk: { kind: transfer, to: front-desk }',
  ];
  const loadWithLookup = (nodes: readonly string[]) =>
    loadFlowText(['documents: { customers: customers.lookup.json }', 'nodes:', ...nodes.map((node) => `  ${node}`)].join('\n'), '/tmp/tries.flow.yaml', { loadDocument: async () => fakeCustomers() });
  const warnings = async (nodes: readonly string[]) => (await loadWithLookup(nodes)).issues.filter((issue) => issue.code === ISSUE.triesRestartOnRetry);

  test('an apology said in a say node on the way back after not_found is warned: each say starts a new visit', async () => {
    expect((await warnings(lookupLoop(true, 'visit'))).map((issue) => [issue.node, issue.severity, issue.message])).toEqual([[
      'ask', 'warning',
      'node "ask" counts its tries per visit, but the way back to it after an answer not understood (find [not_found] → sorry) goes through "sorry", ' +
        'which speaks to the caller and so starts a new visit each time: its tries never run out and the caller is asked for as long as they answer; ' +
        'say what "sorry" says in tries.again and send that way straight back, or count per call (per: call)',
    ]]);
  });

  test.each([
    { name: 'the way back straight to the node', nodes: lookupLoop(false, 'visit') },
    { name: 'the same loop counted per call', nodes: lookupLoop(true, 'call') },
  ])('$name is not warned', async ({ nodes }) => {
    expect(await warnings(nodes)).toEqual([]);
  });

  test('a say reached by a case the caller chose (the hours, then back to "anything else?") is not warned', async () => {
    expect(await warnings([
      'more: { kind: collect, text: Anything else?, into: c, next: route, tries: { max: 2, then: bye, per: visit } }',
      'route: { kind: branch, variable: c, cases: [{ match: hours, next: hours }, { match: "no", next: bye }], otherwise: more }',
      'hours: { kind: say, text: We open at 8., next: more }',
      'bye: { kind: end, text: Bye. }',
    ])).toEqual([]);
  });
});

test('tries_restart_on_retry may be ignored on the node, once its author has checked the way', async () => {
  const { issues, silenced } = await loadFlowText([
    'documents: { customers: customers.lookup.json }',
    'nodes:',
    '  ask: { kind: collect, text: Name?, into: name, next: find, tries: { max: 2, then: desk, per: visit }, ignore: [tries_restart_on_retry] }',
    '  find: { kind: lookup, text: "#lookup lookup_customer full_name={{name}}", into: p, on: { confident: done, ambiguous: desk, not_found: sorry, error: desk } }',
    '  sorry: { kind: say, text: Sorry., next: ask }',
    '  done: { kind: end, text: Done. }',
    '  desk: { kind: transfer, to: front-desk }',
  ].join('\n'), '/tmp/ignored.flow.yaml', { loadDocument: async () => fakeCustomers() });
  expect(issues).toEqual([]);
  expect(silenced.map((issue) => issue.code)).toEqual([ISSUE.triesRestartOnRetry]);
});

test('under per: visit, a then leading back through a say is no endless loop (the say starts a new visit, which asks) but is warned', async () => {
  const nodes = (per: string) => [
    `more: { kind: collect, text: Anything else?, into: c, next: route, tries: { max: 2, then: sorry, per: ${per} } }`,
    'route: { kind: branch, variable: c, cases: [{ match: "no", next: bye }], otherwise: more }',
    'sorry: { kind: say, text: Let me start again., next: more }',
    'bye: { kind: end, text: Bye. }',
  ];
  const perVisit = await load(nodes('visit'));
  expect(perVisit.issues.map((issue) => [issue.code, issue.severity])).toEqual([[ISSUE.triesRestartOnRetry, 'warning']]);
  expect(perVisit.issues[0]?.message).toContain('(more [tries.then] → sorry) goes through "sorry"');
  const perCall = await load(nodes('call'));
  expect(perCall.issues.map((issue) => issue.code)).toEqual([ISSUE.endlessLoop]);
});
