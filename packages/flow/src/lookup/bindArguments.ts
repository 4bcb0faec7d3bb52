// A #lookup directive's bindings → the tool's arguments, from flow variables, call context or literals.
import type { LookupDirective } from '@switchboard/directive';
import type { Json } from '../flowTypes.js';
import type { CallContext } from '../runtime/CallContext.js';
import { renderTemplate } from '../template/renderTemplate.js';

/**
 * Builds the arguments of a lookup call; context bindings always come from the call itself.
 *
 * @example
 * bindArguments(directive, { caller_name: 'Kaitlyn Meyers' }, context); // { full_name: 'Kaitlyn Meyers' }
 */
export function bindArguments(directive: LookupDirective, variables: Record<string, Json>, call: CallContext): Record<string, string> {
  const args: Record<string, string> = {};
  for (const argument of directive.args) {
    const binding = argument.binding;
    switch (binding.kind) {
      case 'variable':
        args[argument.param] = renderTemplate(`{{${binding.name}}}`, variables);
        break;
      case 'context':
        args[argument.param] = call[binding.name];
        break;
      case 'literal':
        args[argument.param] = String(binding.value);
        break;
    }
  }
  return args;
}
