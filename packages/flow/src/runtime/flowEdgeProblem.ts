// A flow handed to the runtime without loadFlow's checks: an edge left out or naming no node is found before a call starts.
import type { Flow } from '../flowTypes.js';
import { nodeEdges } from '../load/nodeEdges.js';
import { errorMessages } from '../messages.js';

/**
 * Why `flow` cannot be run, or undefined when every edge a call may take leads to a node: `start` names a node, and
 * every node's edges (but a conversation node's optional `error`) are there and name nodes. A call reaching a branch
 * without `otherwise` or a say node without `next` would otherwise go round on the spot for ever, holding the process.
 *
 * @example
 * flowEdgeProblem(flowWithBranchWithoutOtherwise); // 'the flow cannot be run: node "route" (branch) has no "otherwise" …'
 */
export function flowEdgeProblem(flow: Flow): string | undefined {
  const isNode = (id: unknown) => typeof id === 'string' && Object.hasOwn(flow.nodes, id);
  if (!isNode(flow.start)) return errorMessages.flowStartMissing(String(flow.start));
  for (const node of Object.values(flow.nodes)) {
    for (const { field, target } of nodeEdges(node)) {
      if (isNode(target)) continue;
      const named = field.map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`)).join('');
      return errorMessages.flowEdgeMissing(node.id, node.kind, named, typeof target === 'string' && target !== '' ? target : undefined);
    }
  }
  return undefined;
}
