// A call that can only end by the caller hanging up: a loop through a collect with no way on to an end or transfer.
import { describe, expect, test } from '@jest/globals';
import { ISSUE, loadFlowText } from '@switchboard/flow';

const load = (nodes: readonly string[]) =>
  loadFlowText(['nodes:', ...nodes.map((node) => `  ${node}`)].join('\n'), '/tmp/way.flow.yaml', { loadDocument: () => Promise.reject(new Error('no documents here')) });

describe('no_way_to_end', () => {
  // Until 2026-12-06 validate said ok to each of these.
  test.each([
    { name: 'a collect that asks again and again', nodes: ['ask: { kind: collect, text: Again?, into: x, next: ask }'], node: 'ask', line: 2,
      message: 'node "ask" has no way on to an end or transfer node, so a call that reaches it goes on until the caller hangs up; give one an edge to an end or transfer node ' +
        '(a branch case for "goodbye", say), or, if the caller is meant to end the call, add ignore: [no_way_to_end] to node "ask"' },
    { name: 'a conversation loop whose branch only leads back', nodes: ['hi: { kind: say, text: Hi, next: ask }', 'ask: { kind: collect, into: said, next: chat }', 'chat: { kind: conversation, text: Help, next: route, error: bye }',
      'route: { kind: branch, variable: said, cases: [{ match: bye, next: ask }], otherwise: ask }', 'bye: { kind: end }'], node: 'ask', line: 3,
      message: 'nodes "ask", "chat", "route" have no way on to an end or transfer node' },
  ])('$name: one warning at the loop\'s first node', async ({ nodes, node, line, message }) => {
    const { flow, issues } = await load(nodes);
    expect(flow).not.toBeNull();
    expect(issues.map((issue) => [issue.code, issue.severity, issue.node, issue.line])).toEqual([[ISSUE.noWayToEnd, 'warning', node, line]]);
    expect(issues[0]?.message).toContain(message);
  });

  test.each([
    { name: 'a loop with a branch case to an end', nodes: ['ask: { kind: collect, into: said, next: route }', 'route: { kind: branch, variable: said, cases: [{ match: bye, next: bye }], otherwise: ask }', 'bye: { kind: end }'], codes: [] },
    { name: 'a loop with a transfer out', nodes: ['ask: { kind: collect, into: said, next: route }', 'route: { kind: branch, variable: said, cases: [{ match: agent, next: desk }], otherwise: ask }', 'desk: { kind: transfer, to: "100" }'], codes: [] },
    { name: 'a loop that never waits for the caller (endless_loop alone)', nodes: ['ask: { kind: collect, into: x, next: a }', 'a: { kind: say, text: A, next: b }', 'b: { kind: say, text: B, next: a }'], codes: [ISSUE.endlessLoop] },
    { name: 'a loop its author ignores it at', nodes: ['ask: { kind: collect, text: Again?, into: x, next: ask, ignore: [no_way_to_end] }'], codes: [] },
  ])('$name is not reported', async ({ nodes, codes }) => {
    const { issues } = await load(nodes);
    expect(issues.map((issue) => issue.code)).toEqual(codes);
  });
});
