// Which nodes of a flow read the caller's number: the ones a call without a caller ID (a withheld number, or
// `switchboard run` without --caller) plays differently, saying nothing where the number stands.
import { templateReferences } from '@switchboard/directive';
import type { Flow, FlowNode } from '../flowTypes.js';

/** The template that reads the caller's number. */
const CALLER = 'call.caller';

/** Every text of a node a template may stand in: what it says, where it transfers to, what it stores or sends. */
function textsOf(node: FlowNode): string[] {
  switch (node.kind) {
    case 'say': return [node.text];
    case 'collect':
    case 'end': return node.text === undefined ? [] : [node.text];
    case 'transfer': return [node.to, ...(node.text === undefined ? [] : [node.text])];
    case 'set': return node.values.map((value) => value.value);
    case 'branch': return [`{{${node.variable}}}`];
    case 'conversation':
    case 'lookup':
    case 'caller_lookup': return [node.text];
  }
}

/** Whether a node reads the caller's number: in a template, or, for a `#caller_lookup`, by asking about it. */
function readsCaller(node: FlowNode): boolean {
  if (node.kind === 'caller_lookup') return true;
  return textsOf(node).some((text) => templateReferences(text).refs.some((ref) => ref.name === CALLER));
}

/**
 * The ids of the nodes that read the caller's number, in the flow's order: `{{call.caller}}` in a text, a
 * transfer's `to`, a set value, a branch's variable or a `#lookup` argument, and every `#caller_lookup` node.
 *
 * @example nodesReadingCaller(flow) // ['greet', 'find_by_phone'] for `greet: { kind: say, text: "Hi {{call.caller}}." }`, …
 */
export function nodesReadingCaller(flow: Pick<Flow, 'nodes'>): string[] {
  return Object.values(flow.nodes).filter(readsCaller).map((node) => node.id);
}
