// What the maybe-unset check asks of the whole flow for each variable, gathered once per check (a walk per variable
// that gathered it again made the check nodes × variables).
import type { FlowNode } from '../flowTypes.js';
import { lookupNodeVariables } from '../flowTypes.js';
import { nodeEdges, type NodeEdge } from './nodeEdges.js';
import { storedBy } from './validateVariables.js';

/** What a lookup gives a variable it owns: its row (a value only when confident or found) or its candidates. */
export interface LookupOwned { owner: string; holds: 'row' | 'candidates' }

/** An edge into a node, with the node it leaves. */
export interface IncomingEdge { from: string; edge: NodeEdge }

export interface UnsetCheckIndex {
  nodes: Record<string, FlowNode>;
  /** Each node's edges, as `nodeEdges` gives them. */
  edges: Map<string, NodeEdge[]>;
  /** Each node's stored variables, as `storedBy` gives them. */
  stored: Map<string, string[]>;
  /** The edges into each node that lead to a node of the flow. */
  incoming: Map<string, IncomingEdge[]>;
  /** The nodes reachable from `start` by any edge (the walks follow fewer: a superset). */
  reachable: Set<string>;
  /**
   * The edge each reachable node but `start` is first reached by, breadth-first from `start` with the edges in their
   * order, as a walk following every edge reaches it: its way there is the shortest, the first of those in edge order.
   */
  firstReachedBy: Map<string, IncomingEdge>;
  /** Whether `ancestor` is on the way `firstReachedBy` leads to `node` (or is it). */
  onFirstWayTo(ancestor: string, node: string): boolean;
  /** The nodes storing each variable, in the order of `Object.values(nodes)`. */
  storers: Map<string, string[]>;
  /** The answers two or more branches read (`branch.variable`, trimmed). */
  answersReadTwice: Set<string>;
  /** The variables a lookup owns: its row (a caller lookup's record) or a `#lookup`'s candidates. */
  lookupOwned(variable: string): LookupOwned | undefined;
  /** Whether only the lookups into the owner store what it owns (see `followsOutcome`). */
  followsOutcome(owned: LookupOwned): boolean;
}

/**
 * The index of a flow for the maybe-unset check: built in one pass over the nodes and their edges.
 *
 * @example
 * const index = unsetCheckIndex('ask', nodes);
 * index.storers.get('caller_name'); // ['ask']
 */
export function unsetCheckIndex(start: string, nodes: Record<string, FlowNode>): UnsetCheckIndex {
  const edges = new Map<string, NodeEdge[]>();
  const stored = new Map<string, string[]>();
  const incoming = new Map<string, IncomingEdge[]>();
  const storers = new Map<string, string[]>();
  const rowOwners = new Set<string>();
  const candidatesOwners = new Map<string, string>();
  const branchReaders = new Map<string, number>();
  for (const [id, node] of Object.entries(nodes)) {
    const out = nodeEdges(node);
    edges.set(id, out);
    for (const edge of out) {
      if (edge.target === '' || !(edge.target in nodes)) continue;
      const into = incoming.get(edge.target);
      if (into === undefined) incoming.set(edge.target, [{ from: id, edge }]);
      else into.push({ from: id, edge });
    }
    const variables = storedBy(node);
    stored.set(id, variables);
    for (const variable of new Set(variables)) {
      const known = storers.get(variable);
      if (known === undefined) storers.set(variable, [id]);
      else known.push(id);
    }
    if (node.kind === 'lookup' || node.kind === 'caller_lookup') rowOwners.add(node.into);
    if (node.kind === 'lookup') {
      const candidates = lookupNodeVariables(node.into)[1];
      if (!candidatesOwners.has(candidates)) candidatesOwners.set(candidates, node.into);
    }
    if (node.kind === 'branch') branchReaders.set(node.variable.trim(), (branchReaders.get(node.variable.trim()) ?? 0) + 1);
  }

  const reachable = new Set<string>(start in nodes ? [start] : []);
  const firstReachedBy = new Map<string, IncomingEdge>();
  const children = new Map<string, string[]>();
  const queue = [...reachable];
  for (let index = 0; index < queue.length; index += 1) {
    const from = queue[index]!;
    for (const edge of edges.get(from) ?? []) {
      const { target } = edge;
      if (target === '' || !(target in nodes) || reachable.has(target)) continue;
      reachable.add(target);
      firstReachedBy.set(target, { from, edge });
      const known = children.get(from);
      if (known === undefined) children.set(from, [target]);
      else known.push(target);
      queue.push(target);
    }
  }
  // Where each node enters and leaves a depth-first pass over those first ways: an ancestor's span holds its node's.
  const entered = new Map<string, number>();
  const left = new Map<string, number>();
  let clock = 0;
  const stack: { id: string; next: number }[] = start in nodes ? [{ id: start, next: 0 }] : [];
  if (start in nodes) entered.set(start, clock++);
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const child = children.get(top.id)?.[top.next];
    top.next += 1;
    if (child === undefined) {
      left.set(top.id, clock++);
      stack.pop();
      continue;
    }
    entered.set(child, clock++);
    stack.push({ id: child, next: 0 });
  }

  const follows = new Map<string, boolean>();
  return {
    nodes, edges, stored, incoming, reachable, storers, firstReachedBy,
    onFirstWayTo(ancestor, node) {
      const [from, to, at, until] = [entered.get(ancestor), left.get(ancestor), entered.get(node), left.get(node)];
      return from !== undefined && to !== undefined && at !== undefined && until !== undefined && from <= at && until <= to;
    },
    answersReadTwice: new Set([...branchReaders].filter(([, count]) => count > 1).map(([answer]) => answer)),
    lookupOwned(variable) {
      if (rowOwners.has(variable)) return { owner: variable, holds: 'row' };
      const owner = candidatesOwners.get(variable);
      return owner === undefined ? undefined : { owner, holds: 'candidates' };
    },
    followsOutcome(owned) {
      const key = `${owned.holds} ${owned.owner}`;
      let known = follows.get(key);
      if (known === undefined) {
        known = followsOutcome(nodes, storers, owned);
        follows.set(key, known);
      }
      return known;
    },
  };
}

/**
 * Whether what the lookups into `owner` store is stored by them alone: then the row has a value exactly when the
 * last outcome (`<owner>_outcome`) is `confident` (or `found`), the candidates exactly when it is `ambiguous`, and a
 * branch on that outcome can be followed exactly. False when anything else (a `collect`) stores one of them, and for
 * candidates when a caller lookup (which stores none) shares the outcome.
 */
function followsOutcome(nodes: Record<string, FlowNode>, storers: Map<string, string[]>, owned: LookupOwned): boolean {
  const { owner, holds } = owned;
  const [, candidates, outcome] = lookupNodeVariables(owner);
  const storing = new Set([...(storers.get(owner) ?? []), ...(storers.get(outcome) ?? []), ...(storers.get(candidates) ?? [])]);
  let count = 0;
  for (const id of storing) {
    const node = nodes[id];
    if (node === undefined) continue;
    const allowed = node.kind === 'lookup' || (node.kind === 'caller_lookup' && holds === 'row');
    if (!allowed || node.into !== owner) return false;
    count += 1;
  }
  return count > 0;
}
