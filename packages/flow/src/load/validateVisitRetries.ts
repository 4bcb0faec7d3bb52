// A collect counting its tries per visit whose way back after an answer not understood speaks to the caller: each
// such way starts a new visit, so the tries never run out.
import { SPEAKING_KINDS, type FlowNode } from '../flowTypes.js';
import { ISSUE, issueMessages } from '../messages.js';
import { nodeEdges } from './nodeEdges.js';
import type { PendingIssue } from './readFlowNodes.js';

/** Nodes the caller does not hear: a visit's way back through them is the same question asked again. */
const SILENT_KINDS: ReadonlySet<FlowNode['kind']> = new Set(['branch', 'lookup', 'caller_lookup', 'set']);

/** The edges of a silent node that mean the answer was not understood or found: a branch's otherwise, a lookup's other outcomes. */
function isNotUnderstood(node: FlowNode, field: readonly (string | number)[]): boolean {
  if (node.kind === 'branch') return field[0] === 'otherwise';
  if (node.kind === 'lookup' || node.kind === 'caller_lookup') return field[0] === 'on' && field[1] !== 'confident' && field[1] !== 'found';
  return false;
}

/**
 * Warns (`tries_restart_on_retry`) at each collect with `tries.per: visit` whose answer, not understood (a branch's
 * `otherwise`, a lookup's `not_found`, `ambiguous` or `error`), or whose `tries.then`, leads back to it through a node
 * that speaks to the caller (an apology in a `say` node): each time round starts a new visit, so the tries never run out. A way the
 * caller chose (a case taken to the opening hours, then back) is left alone.
 *
 * @example
 * validateVisitRetries(nodes, order); // [{ code: 'tries_restart_on_retry', severity: 'warning', node: 'ask', … }]
 */
export function validateVisitRetries(nodes: Record<string, FlowNode>, order: readonly string[]): PendingIssue[] {
  const issues: PendingIssue[] = [];
  for (const id of order) {
    const node = nodes[id];
    if (node?.kind !== 'collect' || node.tries?.per !== 'visit') continue;
    const found = speakingWayBack(nodes, node);
    if (found !== undefined) {
      issues.push({ code: ISSUE.triesRestartOnRetry, severity: 'warning', path: ['nodes', id, 'tries', 'per'], node: id, message: issueMessages.triesRestartOnRetry(id, found.way, found.speaker) });
    }
  }
  return issues;
}

/**
 * The first way from the node's answer, through silent nodes and an edge of an answer not understood, to a node that
 * speaks, from which the call comes back to the node without being asked anything else.
 */
function speakingWayBack(nodes: Record<string, FlowNode>, asking: FlowNode & { kind: 'collect' }): { way: string[]; speaker: string } | undefined {
  // Each state: a node reached through silent nodes, whether an answer-not-understood edge was taken, and the way.
  // Its tries used, the call goes on to `then`: a way back from there is one not understood too.
  const pending: { id: string; failed: boolean; way: string[] }[] = [
    { id: asking.next, failed: false, way: [] },
    ...(asking.tries === undefined ? [] : [{ id: asking.tries.then, failed: true, way: [`${asking.id} [tries.then]`] }]),
  ];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const { id, failed, way } = pending.shift()!;
    const key = `${id}:${failed}`;
    const node = nodes[id];
    if (node === undefined || seen.has(key)) continue;
    seen.add(key);
    if (failed && SPEAKING_KINDS.has(node.kind) && comesBackUnasked(nodes, id, asking.id)) return { way: [...way, id], speaker: id };
    if (!SILENT_KINDS.has(node.kind)) continue;
    for (const edge of nodeEdges(node)) {
      const notUnderstood = isNotUnderstood(node, edge.field);
      const step = notUnderstood ? `${id} [${String(edge.field.at(-1))}]` : id;
      pending.push({ id: edge.target, failed: failed || notUnderstood, way: [...way, step] });
    }
  }
  return undefined;
}

/** Whether the call goes from `from` back to `target` without reaching another collect, an end or a transfer. */
function comesBackUnasked(nodes: Record<string, FlowNode>, from: string, target: string): boolean {
  const pending = [from];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (id === target) return true;
    const node = nodes[id];
    if (node === undefined || seen.has(id) || node.kind === 'collect') continue;
    seen.add(id);
    pending.push(...nodeEdges(node).map((edge) => edge.target));
  }
  return false;
}
