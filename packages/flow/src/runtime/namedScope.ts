// What a node's template or branch reads of a running call: the variables it names, never a copy of every variable.
import type { Json } from '../flowTypes.js';
import { variableOf } from '../template/readVariable.js';
import { CallVariables, type StoredVariables } from './CallVariables.js';

/**
 * The variables `references` name, each once, as `readVariable` reads a reference: its part before the first dot,
 * trimmed.
 *
 * @example
 * variablesNamed(['customer.Full Name', ' call.caller', 'customer.City']); // ['customer', 'call']
 */
export function variablesNamed(references: Iterable<string>): string[] {
  return [...new Set(Array.from(references, variableOf))];
}

/**
 * `variables` cut to `names`, and `call` (when given and named) in place of a variable of that name: `readVariable`
 * reads a reference to one of `names` from it as from `{ ...variables, call: call() }`, at a cost that grows with the
 * names a template uses, not with the variables a call holds (a copy of them all at every step made a long call of a
 * big flow pay for its whole memory at each node).
 *
 * @example
 * namedScope({ caller_name: 'Ann Lee', city: 'Paris' }, ['caller_name', 'plan']); // { caller_name: 'Ann Lee' }
 */
export function namedScope(variables: StoredVariables, names: readonly string[], call?: () => Record<string, Json>): Record<string, Json> {
  const held = CallVariables.of(variables);
  // Defined as a spread defines them (fromEntries, not assignment): a variable named `__proto__` stays a variable.
  return Object.fromEntries(names.flatMap((name): [string, Json][] => {
    if (name === 'call' && call) return [[name, call()]];
    return held.has(name) ? [[name, held.get(name) as Json]] : [];
  }));
}
