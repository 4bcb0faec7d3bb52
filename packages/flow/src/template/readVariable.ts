// A dotted reference (`customer.Full Name`, `match_candidates.0.City`) → the value it names in a scope.
import type { Json } from '../flowTypes.js';

/**
 * Follows a dotted reference through objects and lists; `length` counts a list.
 *
 * @example
 * readVariable({ customer: { 'Full Name': 'Caitlin Myers' } }, 'customer.Full Name'); // 'Caitlin Myers'
 */
export function readVariable(scope: Record<string, Json>, reference: string): Json | undefined {
  const [head = '', ...rest] = reference.split('.').map((part) => part.trim());
  let value: Json | undefined = scope[head];
  for (const key of rest) {
    if (Array.isArray(value)) {
      value = key === 'length' ? value.length : /^\d+$/.test(key) ? value[Number(key)] : undefined;
    } else if (value !== null && typeof value === 'object') {
      value = Object.hasOwn(value, key) ? value[key] : undefined;
    } else {
      return undefined;
    }
  }
  return value;
}
