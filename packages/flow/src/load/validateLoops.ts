// Endless loops: a set of nodes the call can never leave, and where it never waits for the caller (a collect whose
// tries are used no longer waits).
import { SPEAKING_KINDS, type FlowNode } from '../flowTypes.js';
import { ISSUE, issueMessages } from '../messages.js';
import { nodeEdges } from './nodeEdges.js';
import type { PendingIssue } from './readFlowNodes.js';
import { stronglyConnectedGroups } from './stronglyConnectedGroups.js';

/**
 * Where a call comes to rest: it waits for the caller (`collect`), hangs up or transfers. A conversation node
 * does not: the model answers once and the call moves on without hearing the caller, so a loop of them would
 * ask the model forever (its only way out, a model failure, fails the call).
 */
function isResting(node: FlowNode): boolean {
  return (node.kind === 'collect' && node.tries === undefined) || node.kind === 'end' || node.kind === 'transfer';
}

/**
 * The edges a call may take out of `node` once every collect node's tries are used: such a collect no longer waits,
 * and sends the call on to its `tries.then`. A conversation's `error` edge is taken only when the model fails: a call
 * whose model works never leaves a loop through it, so it is no way out.
 */
function edgesOnceTriesAreUsed(node: FlowNode): string[] {
  if (node.kind === 'collect' && node.tries !== undefined) return [node.tries.then];
  return nodeEdges(node).filter((edge) => !(node.kind === 'conversation' && edge.field[0] === 'error')).map((edge) => edge.target);
}

/**
 * The nodes that speak to the caller (`say`, `conversation`) from which a collect with `tries.per: visit` can be
 * reached: at runtime reaching one drops that collect's count, so it asks again when the call comes to it.
 */
function speakersBeforeVisitCounts(nodes: Record<string, FlowNode>, sourcesOf: ReadonlyMap<string, readonly string[]>): Set<string> {
  const reaching = new Set<string>();
  const pending = Object.values(nodes).flatMap((node) => (node.kind === 'collect' && node.tries?.per === 'visit' ? [node.id] : []));
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    for (const source of sourcesOf.get(id) ?? []) {
      if (!reaching.has(source)) {
        reaching.add(source);
        pending.push(source);
      }
    }
  }
  return new Set([...reaching].filter((id) => { const node = nodes[id]; return node !== undefined && SPEAKING_KINDS.has(node.kind); }));
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
  // A collect with tries rests only until its tries are used: a loop through its `then` back to it is endless from
  // then on, so the graph is read as it stands once every node's tries are used (a loop without such a collect reads
  // the same either way).
  const targetsOf = new Map<string, string[]>();
  for (const id of order) {
    const node = nodes[id];
    if (node) targetsOf.set(id, edgesOnceTriesAreUsed(node));
  }

  const sourcesOf = new Map<string, string[]>();
  for (const [id, targets] of targetsOf) {
    for (const target of targets) {
      const sources = sourcesOf.get(target);
      if (sources === undefined) sourcesOf.set(target, [id]);
      else sources.push(id);
    }
  }

  // Every node from which a resting node (or an edge out of the known graph) can be reached. A node that speaks and
  // leads on to a collect counting its tries per visit rests too: speaking starts that collect's visit afresh, so
  // the call is asked there again (`tries_restart_on_retry` warns when that is a retry's way back).
  const restartsVisit = speakersBeforeVisitCounts(nodes, sourcesOf);
  const escapes = new Set<string>();
  const pending: string[] = [];
  for (const [id, targets] of targetsOf) {
    const node = nodes[id];
    if ((node && isResting(node)) || restartsVisit.has(id) || targets.some((target) => !targetsOf.has(target))) {
      escapes.add(id);
      pending.push(id);
    }
  }
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    for (const source of sourcesOf.get(id) ?? []) {
      if (!escapes.has(source)) {
        escapes.add(source);
        pending.push(source);
      }
    }
  }

  // The trapped nodes fall into loops; report each loop that no edge leaves (the others lead into one). Every edge of
  // a trapped node leads to a trapped node, so such a loop is a group of nodes that all reach each other (a strongly
  // connected component) with no edge to another group, found for all of them in one pass.
  const trapped = new Map<string, string[]>();
  for (const [id, targets] of targetsOf) if (!escapes.has(id)) trapped.set(id, targets);
  const groupOf = stronglyConnectedGroups(trapped);
  const issues: PendingIssue[] = [];
  const reported = new Set<number>();
  const leavesGroup = new Set<number>();
  for (const [id, targets] of trapped) {
    if (targets.some((target) => groupOf.get(target) !== groupOf.get(id))) leavesGroup.add(groupOf.get(id)!);
  }
  const membersOf = new Map<number, string[]>();
  for (const id of order) {
    const group = groupOf.get(id);
    if (group === undefined) continue;
    const members = membersOf.get(group);
    if (members === undefined) membersOf.set(group, [id]);
    else members.push(id);
  }
  for (const id of order) {
    const group = groupOf.get(id);
    if (group === undefined || leavesGroup.has(group) || reported.has(group)) continue;
    reported.add(group);
    const members = membersOf.get(group) ?? [id];
    const asking = members.find((member) => { const node = nodes[member]; return node?.kind === 'collect' && node.tries !== undefined; });
    const first = asking ?? members[0] ?? id;
    const message = asking === undefined ? issueMessages.endlessLoop(members) : issueMessages.triesThenLoops(asking, members.filter((member) => member !== asking));
    issues.push({ code: ISSUE.endlessLoop, path: ['nodes', first, ...(asking === undefined ? [] : ['tries', 'then'])], node: first, message });
  }
  return issues;
}
