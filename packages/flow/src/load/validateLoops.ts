// Endless loops: a set of nodes the call can never leave, and where it never waits for the caller.
import type { FlowNode } from '../flowTypes.js';
import { ISSUE, issueMessages } from '../messages.js';
import { nodeEdges } from './nodeEdges.js';
import type { PendingIssue } from './readFlowNodes.js';

/**
 * Where a call comes to rest: it waits for the caller (`collect`), hangs up or transfers. A conversation node
 * does not: the model answers once and the call moves on without hearing the caller, so a loop of them would
 * ask the model forever (its only way out, a model failure, fails the call).
 */
function isResting(node: FlowNode): boolean {
  return node.kind === 'collect' || node.kind === 'end' || node.kind === 'transfer';
}

/**
 * Reports every loop with no way out that never comes to rest: once there, the call would step forever
 * without hearing the caller (say → say → say, a lookup whose edges lead back to itself).
 * Edges to missing or unknown nodes count as ways out: they are reported on their own.
 *
 * @example
 * validateLoops({ a: { kind: 'say', id: 'a', text: 'a', next: 'b' }, b: { kind: 'say', id: 'b', text: 'b', next: 'a' } }, ['a', 'b']);
 * // [{ code: 'endless_loop', path: ['nodes', 'a'], node: 'a', ... }]
 */
export function validateLoops(nodes: Record<string, FlowNode>, order: readonly string[]): PendingIssue[] {
  const targetsOf = new Map<string, string[]>();
  for (const id of order) {
    const node = nodes[id];
    // A conversation's `error` edge is taken only when the model fails: a call whose model works never leaves a
    // loop through it, so it is no way out.
    if (node) targetsOf.set(id, nodeEdges(node).filter((edge) => !(node.kind === 'conversation' && edge.field[0] === 'error')).map((edge) => edge.target));
  }

  // Every node from which a resting node (or an edge out of the known graph) can be reached.
  const escapes = new Set<string>();
  const pending: string[] = [];
  for (const [id, targets] of targetsOf) {
    const node = nodes[id];
    if ((node && isResting(node)) || targets.some((target) => !targetsOf.has(target))) {
      escapes.add(id);
      pending.push(id);
    }
  }
  const sourcesOf = new Map<string, string[]>();
  for (const [id, targets] of targetsOf) for (const target of targets) sourcesOf.set(target, [...(sourcesOf.get(target) ?? []), id]);
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    for (const source of sourcesOf.get(id) ?? []) {
      if (!escapes.has(source)) {
        escapes.add(source);
        pending.push(source);
      }
    }
  }

  // The trapped nodes fall into loops; report each loop that no edge leaves (the others lead into one).
  const issues: PendingIssue[] = [];
  const reported = new Set<string>();
  for (const id of order) {
    if (!targetsOf.has(id) || escapes.has(id) || reported.has(id)) continue;
    const loop = closedLoopOf(id, targetsOf);
    if (!loop) continue;
    for (const member of loop) reported.add(member);
    const members = order.filter((candidate) => loop.has(candidate));
    const first = members[0] ?? id;
    issues.push({ code: ISSUE.endlessLoop, path: ['nodes', first], node: first, message: issueMessages.endlessLoop(members) });
  }
  return issues;
}

/** The nodes reachable from `id`, when every one of them can reach `id` back (a loop nothing leaves); else null. */
function closedLoopOf(id: string, targetsOf: ReadonlyMap<string, string[]>): Set<string> | null {
  const reachable = reachableFrom(id, targetsOf);
  if (!reachable.has(id)) return null;
  for (const member of reachable) {
    if (!reachableFrom(member, targetsOf).has(id)) return null;
  }
  return reachable;
}

/** Every node some path of one edge or more leads to from `from`. */
function reachableFrom(from: string, targetsOf: ReadonlyMap<string, string[]>): Set<string> {
  const reached = new Set<string>();
  const pending = [from];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    for (const target of targetsOf.get(current) ?? []) {
      if (!reached.has(target)) {
        reached.add(target);
        pending.push(target);
      }
    }
  }
  return reached;
}
