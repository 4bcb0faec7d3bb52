// A call that can never end: from some node the caller reaches, no way leads to an end or transfer node.
import type { FlowNode } from '../flowTypes.js';
import { ISSUE, issueMessages } from '../messages.js';
import { nodeEdges } from './nodeEdges.js';
import type { PendingIssue } from './readFlowNodes.js';
import { stronglyConnectedGroups } from './stronglyConnectedGroups.js';

/**
 * Warns once when nodes a call reaches from `start` have no way on to an `end` or `transfer` node and wait for the
 * caller among them (a `collect` that asks again and again): the call then goes on until the caller hangs up. Loops
 * that never wait for the caller are `endless_loop`'s; an edge to no node, or a node that could not be read, counts
 * as a way out, since it is reported on its own. A conversation's `error` edge, taken only when the model fails, is
 * no way out.
 *
 * @example
 * validateWayToEnd('ask', { ask: { kind: 'collect', id: 'ask', text: 'Again?', into: 'x', next: 'ask' } }, ['ask']);
 * // [{ code: 'no_way_to_end', severity: 'warning', node: 'ask', … }]
 */
export function validateWayToEnd(start: string, nodes: Record<string, FlowNode>, order: readonly string[]): PendingIssue[] {
  const declared = new Set(order);
  if (!declared.has(start)) return [];
  const targetsOf = new Map<string, string[]>();
  const sourcesOf = new Map<string, string[]>();
  const ends: string[] = [];
  for (const id of order) {
    const node = nodes[id];
    if (node === undefined) {
      ends.push(id);
      continue;
    }
    const targets = nodeEdges(node).filter((edge) => !(node.kind === 'conversation' && edge.field[0] === 'error')).map((edge) => edge.target);
    targetsOf.set(id, targets);
    if (node.kind === 'end' || node.kind === 'transfer' || targets.some((target) => !declared.has(target))) ends.push(id);
    for (const target of targets) {
      const sources = sourcesOf.get(target);
      if (sources === undefined) sourcesOf.set(target, [id]);
      else sources.push(id);
    }
  }
  const canEnd = new Set(ends);
  for (let id = ends.pop(); id !== undefined; id = ends.pop()) {
    for (const source of sourcesOf.get(id) ?? []) {
      if (canEnd.has(source)) continue;
      canEnd.add(source);
      ends.push(source);
    }
  }
  const reached = new Set([start]);
  const pending = [start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    for (const target of targetsOf.get(id) ?? []) {
      if (reached.has(target) || !declared.has(target)) continue;
      reached.add(target);
      pending.push(target);
    }
  }
  // The loops among the nodes that cannot end, each told once at its first node, when a collect is in it (a loop
  // without one is endless_loop's; a node that only leads into a loop is told with that loop).
  const trapped = new Map<string, string[]>();
  for (const id of order) if (reached.has(id) && !canEnd.has(id)) trapped.set(id, targetsOf.get(id) ?? []);
  const groupOf = stronglyConnectedGroups(trapped);
  const membersOf = new Map<number, string[]>();
  for (const id of trapped.keys()) {
    const group = groupOf.get(id)!;
    const members = membersOf.get(group);
    if (members === undefined) membersOf.set(group, [id]);
    else members.push(id);
  }
  const issues: PendingIssue[] = [];
  for (const members of membersOf.values()) {
    const first = members[0]!;
    const loops = members.length > 1 || (trapped.get(first) ?? []).includes(first);
    if (!loops || !members.some((id) => nodes[id]?.kind === 'collect')) continue;
    issues.push({ code: ISSUE.noWayToEnd, severity: 'warning', path: ['nodes', first], node: first, message: issueMessages.noWayToEnd(members) });
  }
  return issues;
}
