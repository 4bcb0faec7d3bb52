// A dotted reference (`customer.Full Name`, `match_candidates.0.City`) → the value it names in a scope.
import type { Json } from '../flowTypes.js';

/**
 * Follows a dotted reference through objects and lists; `length` counts a list. A column whose name holds dots
 * (`D.O.B`) is read whole: `{{customer.D.O.B}}` is the row's `D.O.B`, not a field `O` of a field `D`.
 *
 * @example
 * readVariable({ customer: { 'Full Name': 'Caitlin Myers' } }, 'customer.Full Name'); // 'Caitlin Myers'
 */
export function readVariable(scope: Record<string, Json>, reference: string): Json | undefined {
  const [head = '', ...rest] = reference.split('.').map((part) => part.trim());
  let value: Json | undefined = scope[head];
  for (let index = 0; index < rest.length; index += 1) {
    const key = rest[index] ?? '';
    if (Array.isArray(value)) {
      value = key === 'length' ? value.length : /^\d+$/.test(key) ? value[Number(key)] : undefined;
    } else if (value !== null && typeof value === 'object') {
      const record: { [key: string]: Json } = value;
      const field = dottedField((name) => Object.hasOwn(record, name), rest, index);
      if (field === undefined) return undefined;
      value = record[field.name];
      index = field.last;
    } else {
      return undefined;
    }
  }
  return value;
}

/**
 * The field that `parts` name from `from` on: the longest run of parts joined by dots that `has` (a column named
 * `D.O.B`, split by the reference's dots; most often `parts[from]` alone), with the index of its last part.
 *
 * @example
 * dottedField((name) => name === 'D.O.B', ['D', 'O', 'B'], 0); // { name: 'D.O.B', last: 2 }
 */
export function dottedField(has: (name: string) => boolean, parts: readonly string[], from: number): { name: string; last: number } | undefined {
  // The longest run first: beside a column `D.O.B`, a column `D` does not hide it.
  for (let end = parts.length; end > from; end -= 1) {
    const name = parts.slice(from, end).join('.');
    if (has(name)) return { name, last: end - 1 };
  }
  return undefined;
}
