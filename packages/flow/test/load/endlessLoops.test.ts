// Loops a call can never leave without the caller speaking: each reported once, named by its nodes in file order.
import { describe, expect, test } from '@jest/globals';
import { ISSUE, loadFlowText } from '@switchboard/flow';

const loopsOf = async (nodes: readonly string[]) =>
  (await loadFlowText(['nodes:', ...nodes.map((node) => `  ${node}`)].join('\n'), '/tmp/loops.flow.yaml', { loadDocument: () => Promise.reject(new Error('no documents here')) }))
    .issues.filter((issue) => issue.code === ISSUE.endlessLoop).map((issue) => [issue.node, issue.message.replace(/ (?:lead|leads) only .*$/, '')]);

describe('endless loops', () => {
  test.each([
    { name: 'a node that leads back to itself', nodes: ['a: { kind: say, text: A, next: a }'], loops: [['a', 'node "a"']] },
    { name: 'a chain into a loop: the loop alone', nodes: ['a: { kind: say, text: A, next: b }', 'b: { kind: say, text: B, next: c }', 'c: { kind: say, text: C, next: b }'], loops: [['b', 'nodes "b", "c"']] },
    { name: 'two loops a branch leads into, each once', nodes: ['ask: { kind: collect, into: x, next: r }', 'r: { kind: branch, variable: x, cases: [{ match: y, next: p }], otherwise: q }', 'p: { kind: say, text: P, next: p2 }', 'p2: { kind: say, text: P, next: p }', 'q: { kind: say, text: Q, next: q }'], loops: [['p', 'nodes "p", "p2"'], ['q', 'node "q"']] },
    { name: 'a loop with a collect in it', nodes: ['a: { kind: say, text: A, next: b }', 'b: { kind: collect, into: x, next: a }'], loops: [] },
    { name: 'a loop one of whose nodes leads out', nodes: ['a: { kind: say, text: A, next: r }', 'r: { kind: branch, variable: call.caller, cases: [{ match: "1", next: bye }], otherwise: a }', 'bye: { kind: end }'], loops: [] },
    { name: 'a loop whose only way out is a conversation\'s error edge', nodes: ['c: { kind: conversation, text: Hi, next: c, error: bye }', 'bye: { kind: end }'], loops: [['c', 'node "c"']] },
  ])('$name', async ({ nodes, loops }) => {
    expect(await loopsOf(nodes)).toEqual(loops);
  });

  // Until 2026-12-06 each node of a loop was walked from again: a loop of 5,000 nodes took seconds, 20,000 minutes.
  test('a loop through 20,000 nodes is one issue naming the first 20 and counting the rest', async () => {
    const count = 20_000;
    const nodes = Array.from({ length: count }, (_, i) => `s${i}: { kind: say, text: Hi, next: s${(i + 1) % count} }`);
    const names = Array.from({ length: 20 }, (_, i) => `"s${i}"`).join(', ');
    expect(await loopsOf(nodes)).toEqual([['s0', `nodes ${names} and 19,980 more`]]);
  }, 120_000);
});
