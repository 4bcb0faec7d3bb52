// The edges of collect nodes' `tries` a replayed call took, for coverage: `then` and the re-ask on silence.
import type { Flow } from '../flowTypes.js';
import { isSilentTurn } from '../runtime/silentTurn.js';
import type { TriesEdge } from './callScript.js';
import type { CallTrace } from './CallTrace.js';

/**
 * Each `tries` edge the call took, in order: `then` where a collect node's tries were used, `silence` where a turn
 * with no words at a node with `silence: again` had it ask again at once (the runtime's own rule, `isSilentTurn`).
 *
 * @example
 * triesEdgesTaken(flow, trace); // [{ node: 'menu', edge: 'silence', turn: 1 }, { node: 'menu', edge: 'then', turn: 2 }]
 */
export function triesEdgesTaken(flow: Flow, trace: CallTrace): { node: string; edge: TriesEdge; turn: number }[] {
  return trace.events.flatMap((event): { node: string; edge: TriesEdge; turn: number }[] => {
    if (event.kind === 'tries_used') return [{ node: event.node, edge: 'then', turn: event.turn }];
    if (event.kind !== 'hear') return [];
    const node = flow.nodes[event.node];
    const reasks = node?.kind === 'collect' && node.tries?.silence === 'again' && isSilentTurn(event.text);
    return reasks ? [{ node: event.node, edge: 'silence', turn: event.turn }] : [];
  });
}
