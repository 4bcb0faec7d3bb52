// The edges leaving a node, each with the field that names it.
import { CALLER_LOOKUP_OUTCOMES, LOOKUP_OUTCOMES, type CollectTries, type FlowNode } from '../flowTypes.js';

export interface NodeEdge {
  /** The field path inside the node: `['on', 'error']`, `['cases', 0, 'next']`. */
  field: (string | number)[];
  /** The target node id; empty when the field is absent. */
  target: string;
}

/**
 * Every edge a node declares, present or not, in a stable order.
 *
 * @example
 * nodeEdges({ kind: 'say', id: 'hi', text: 'Hi', next: 'bye' }); // [{ field: ['next'], target: 'bye' }]
 */
export function nodeEdges(node: FlowNode): NodeEdge[] {
  switch (node.kind) {
    case 'say':
    case 'set':
      return [{ field: ['next'], target: node.next }];
    case 'collect':
      return [{ field: ['next'], target: node.next }, ...(node.tries === undefined ? [] : triesEdges(node.id, node.tries))];
    case 'conversation':
      return [{ field: ['next'], target: node.next }, ...(node.error !== undefined ? [{ field: ['error'], target: node.error }] : [])];
    case 'branch':
      return [...node.cases.map((branchCase, index) => ({ field: ['cases', index, 'next'], target: branchCase.next })), { field: ['otherwise'], target: node.otherwise }];
    case 'lookup':
      return LOOKUP_OUTCOMES.map((outcome) => ({ field: ['on', outcome], target: node.on[outcome] }));
    case 'caller_lookup':
      return CALLER_LOOKUP_OUTCOMES.map((outcome) => ({ field: ['on', outcome], target: node.on[outcome] }));
    case 'transfer':
    case 'end':
      return [];
  }
}

/**
 * A collect node's edges from its `tries`: `then`, where the call goes when it comes back after the last try, and,
 * under `silence: again`, the node itself, asked again at once after a turn with no words.
 */
function triesEdges(id: string, tries: CollectTries): NodeEdge[] {
  return [{ field: ['tries', 'then'], target: tries.then }, ...(tries.silence === 'again' ? [{ field: ['tries', 'silence'], target: id }] : [])];
}
