// Graph checks over typed nodes: targets exist, every node is reachable, nothing stops short of an end.
import type { FlowNode } from '../flowTypes.js';
import { ISSUE, issueMessages } from '../messages.js';
import { nodeEdges } from './nodeEdges.js';
import type { PendingIssue } from './readFlowNodes.js';

/**
 * Reports unknown targets, unreachable nodes and dead ends, all at once.
 *
 * @example
 * validateGraph('greet', { greet: { kind: 'say', id: 'greet', text: 'Hi', next: 'nowhere' } }, ['greet']);
 * // [{ code: 'unknown_target', path: ['nodes', 'greet', 'next'], ... }]
 */
export function validateGraph(start: string, nodes: Record<string, FlowNode>, order: readonly string[]): PendingIssue[] {
  const issues: PendingIssue[] = [];
  const known = Object.keys(nodes);
  if (!(start in nodes)) {
    issues.push({ code: ISSUE.unknownTarget, path: ['start'], message: issueMessages.unknownStart(start, known) });
  }

  for (const id of order) {
    const node = nodes[id];
    if (!node) continue;
    for (const edge of nodeEdges(node)) {
      if (edge.target === '') {
        // Absent lookup edges and case targets were reported as missing fields already.
        if (node.kind !== 'lookup' && node.kind !== 'caller_lookup' && edge.field[0] !== 'cases') {
          issues.push({ code: ISSUE.deadEnd, path: ['nodes', id], node: id, message: issueMessages.deadEnd(id, node.kind) });
        }
      } else if (!(edge.target in nodes)) {
        issues.push({
          code: ISSUE.unknownTarget,
          path: ['nodes', id, ...edge.field],
          node: id,
          message: issueMessages.unknownTarget(id, edge.field.join('.'), edge.target, known),
        });
      }
    }
  }

  const reached = new Set<string>();
  const pending = start in nodes ? [start] : [];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    const node = nodes[id];
    if (!node) continue;
    for (const edge of nodeEdges(node)) if (edge.target in nodes && !reached.has(edge.target)) pending.push(edge.target);
  }
  if (start in nodes) {
    for (const id of order) {
      if (id in nodes && !reached.has(id)) {
        issues.push({ code: ISSUE.unreachableNode, path: ['nodes', id], node: id, message: issueMessages.unreachableNode(id, start) });
      }
    }
  }
  return issues;
}
