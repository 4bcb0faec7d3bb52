// Graph checks over typed nodes: targets exist, every node is reachable, nothing stops short of an end.
import { closestChoice } from '@switchboard/matcher';
import type { FlowNode } from '../flowTypes.js';
import { ISSUE, issueMessages } from '../messages.js';
import { nodeEdges } from './nodeEdges.js';
import { edgeKey, type PendingIssue } from './readFlowNodes.js';

/**
 * Reports unknown targets, unreachable nodes and dead ends, all at once.
 *
 * @example
 * validateGraph('greet', { greet: { kind: 'say', id: 'greet', text: 'Hi', next: 'nowhere' } }, ['greet']);
 * // [{ code: 'unknown_target', path: ['nodes', 'greet', 'next'], ... }]
 */
export function validateGraph(
  start: string, nodes: Record<string, FlowNode>, order: readonly string[], blankEdges: ReadonlySet<string> = new Set(),
): PendingIssue[] {
  const issues: PendingIssue[] = [];
  // Nodes the file declares, read or not: one with a problem of its own (an unknown kind) is reported once, not
  // again by every edge that leads to it.
  const declared = new Set(order);
  // Frozen, so the matcher indexes it once for every "did you mean" of every edge, not once per edge.
  const known = Object.freeze([...order]);
  // The node each misspelt target most likely meant, asked once: for its issue, then to follow the edge there.
  const meantNodes = new Map<string, string | undefined>();
  const meantNode = (target: string): string | undefined => {
    if (!meantNodes.has(target)) meantNodes.set(target, closestChoice(target, known));
    return meantNodes.get(target);
  };
  // A wrong target is its value, not its key: the place is where the name is written (`start: gret` at `gret`).
  const atValue = { line: 1, column: 1 };
  if (start.trim() === '' && order.length > 0) {
    issues.push({ code: ISSUE.unknownTarget, path: ['start'], within: atValue, message: issueMessages.blankStart(known) });
  } else if (!declared.has(start)) {
    issues.push({ code: ISSUE.unknownTarget, path: ['start'], within: atValue, message: issueMessages.unknownStart(start, known) });
  }

  for (const id of order) {
    const node = nodes[id];
    if (!node) continue;
    for (const edge of nodeEdges(node)) {
      if (blankEdges.has(edgeKey(id, edge.field))) {
        // Written, but with no node named (`next: ""`): a call there would have nowhere to go.
        issues.push({ code: ISSUE.unknownTarget, path: ['nodes', id, ...edge.field], node: id, within: atValue, message: issueMessages.blankTarget(id, fieldLabel(edge.field), known) });
      } else if (edge.target === '') {
        // Absent lookup edges and case targets were reported as missing fields already.
        // (So was a `tries` block without its `then`.)
        if (node.kind !== 'lookup' && node.kind !== 'caller_lookup' && edge.field[0] !== 'cases' && edge.field[0] !== 'tries') {
          issues.push({ code: ISSUE.deadEnd, path: ['nodes', id], node: id, message: issueMessages.deadEnd(id, node.kind) });
        }
      } else if (!declared.has(edge.target)) {
        issues.push({
          code: ISSUE.unknownTarget,
          path: ['nodes', id, ...edge.field],
          node: id,
          within: atValue,
          message: issueMessages.unknownTarget(id, fieldLabel(edge.field), edge.target, known, meantNode(edge.target)),
        });
      }
    }
  }

  const reached = new Set<string>();
  const pending = declared.has(start) ? [start] : [];
  // A node that could not be read hides its edges: what lies behind it cannot be called unreachable.
  let reachedUnreadable = false;
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    const node = nodes[id];
    if (!node) {
      reachedUnreadable = true;
      continue;
    }
    for (const edge of nodeEdges(node)) {
      // An edge written empty (`next: ""`) is one mistake: the nodes behind it are not also called unreachable.
      if (blankEdges.has(edgeKey(id, edge.field))) reachedUnreadable = true;
      // A misspelt target (`next: ask_dat`) is followed to the node its unknown_target issue names as meant, so that
      // one typo is one issue, not also "unreachable" for every node behind it.
      const target = declared.has(edge.target) ? edge.target : edge.target === '' ? undefined : meantNode(edge.target);
      if (target !== undefined && !reached.has(target)) pending.push(target);
    }
  }
  if (declared.has(start) && !reachedUnreadable) {
    for (const id of order) {
      if (!reached.has(id)) {
        issues.push({ code: ISSUE.unreachableNode, path: ['nodes', id], node: id, message: issueMessages.unreachableNode(id, start) });
      }
    }
  }
  return issues;
}

/** An edge's field as the messages write it: `next`, `on.confident`, `cases[1].next`. */
function fieldLabel(field: readonly (string | number)[]): string {
  return field.reduce<string>((label, part) => (typeof part === 'number' ? `${label}[${part}]` : label === '' ? part : `${label}.${part}`), '');
}
