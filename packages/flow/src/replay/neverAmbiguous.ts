// The `#lookup` nodes that can never answer `ambiguous`: bound to no caller's words, on an exact lookup whose search
// column holds no key twice. Coverage leaves their `ambiguous` edge out rather than ask for a call that cannot exist.
import { parseDirective } from '@switchboard/directive';
import type { Flow } from '../flowTypes.js';
import type { LookupProvider } from '../lookup/LookupProvider.js';

/**
 * The ids of `flow`'s lookup nodes whose every argument is the call context or a literal (`{{call.caller}}`,
 * `plan=gold`), calling a tool whose document says its search keys never repeat (`searchKeysRepeat` false). A value no
 * caller said is read one way only, so such a lookup finds one row or none. A node reading any variable keeps its edge:
 * a value the caller said may be read two ways ("A1000 for"), each finding a row.
 *
 * @example
 * neverAmbiguous(flow, loaded.documents); // Set { 'find_by_caller_id' }
 */
export function neverAmbiguous(flow: Flow, documents: Readonly<Record<string, LookupProvider>>): Set<string> {
  const nodes = new Set<string>();
  for (const node of Object.values(flow.nodes)) {
    if (node.kind !== 'lookup') continue;
    const directive = parseDirective(node.text).directive;
    if (directive?.kind !== 'lookup') continue;
    if (directive.args.some((arg) => arg.binding.kind === 'variable')) continue;
    const provider = Object.values(documents).find((document) => document.tools.some((tool) => tool.name === directive.tool));
    if (provider?.searchKeysRepeat?.(directive.tool) === false) nodes.add(node.id);
  }
  return nodes;
}
