// Expectations of one call file that no call can meet together, found before the call runs.
import type { Flow } from '../flowTypes.js';
import type { Expectations, ReplayCallStatus } from './callScript.js';
import type { FieldPath } from './parseCallScript.js';

/** Two expectations no call can meet together: where the later one is written, and why. */
export interface Conflict {
  path: FieldPath;
  why: string;
}

/** The statuses a call whose path ends at a node of this kind can have (`failed`: it stopped there on an error). */
const STATUSES_AT: Partial<Record<string, readonly ReplayCallStatus[]>> = {
  end: ['ended', 'failed'],
  transfer: ['transferred', 'failed'],
  collect: ['waiting', 'failed'],
};

/**
 * The expectations that contradict another of the same file, so the call could only fail, whatever the flow does:
 * a variable expected unset (`customer: null`) and a field of it expected (`customer.City: Austin`); one field expected
 * two ways (`customer.City: Austin` and `customer: { City: Denver }`); a `status` the node `path` ends at cannot leave
 * (a path ending at an end node, `status: transferred`).
 *
 * @example
 * conflictingExpectations({ variables: { customer: null, 'customer.City': 'Austin' } }, flow);
 * // [{ path: ['expect', 'variables', 'customer.City'], why: 'variables "customer" is expected unset (null), and "customer.City" … ' }]
 */
export function conflictingExpectations(expect: Expectations, flow: Flow): Conflict[] {
  const conflicts: Conflict[] = [];
  const seen: Leaf[] = [];
  for (const leaf of Object.entries(expect.variables ?? {}).flatMap(([name, value]) => leaves(name, name, value))) {
    const other = seen.find((earlier) => contradicts(earlier, leaf) || contradicts(leaf, earlier));
    if (other !== undefined) conflicts.push({ path: ['expect', 'variables', leaf.written], why: conflictWhy(other, leaf) });
    seen.push(leaf);
  }
  const last = expect.path?.at(-1);
  const possible = last === undefined ? undefined : STATUSES_AT[flow.nodes[last]?.kind ?? ''];
  if (expect.status !== undefined && possible !== undefined && !possible.includes(expect.status)) {
    conflicts.push({
      path: ['expect', 'status'],
      why: `expect.path ends at "${last}", ${flow.nodes[last!]?.kind === 'end' ? 'an' : 'a'} ${flow.nodes[last!]?.kind} node, where a call stands ${possible[0]} (or failed), and expect.status says ${expect.status}`,
    });
  }
  return conflicts;
}

/** One expected value, by the dotted name it is read at (`customer.City`), and the key of `expect.variables` it is under. */
interface Leaf {
  name: string;
  written: string;
  value: unknown;
}

/** A mapping checks the fields it names: `customer: { City: Austin }` expects `customer.City`. */
function leaves(name: string, written: string, value: unknown): Leaf[] {
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0) {
    return Object.entries(value).flatMap(([key, inner]) => leaves(`${name}.${key}`, written, inner));
  }
  return [{ name, written, value }];
}

/** Whether `first` rules `second` out: the same name expected otherwise, or a value expected inside one expected unset. */
function contradicts(first: Leaf, second: Leaf): boolean {
  if (first.name === second.name) return asText(first.value) !== asText(second.value);
  return first.value === null && second.value !== null && second.name.startsWith(`${first.name}.`);
}

function conflictWhy(earlier: Leaf, later: Leaf): string {
  const where = (leaf: Leaf) => (leaf.written === leaf.name ? `"${leaf.name}"` : `"${leaf.written}"`);
  if (earlier.name === later.name) {
    return `variables "${later.name}" is expected as ${asText(earlier.value)} by ${where(earlier)} and as ${asText(later.value)} by ${where(later)}`;
  }
  const [unset, inside] = earlier.value === null ? [earlier, later] : [later, earlier];
  return `variables ${where(unset)} is expected unset (null), and ${where(inside)} to hold ${asText(inside.value)} inside it`;
}

/** A value as the replay compares it: scalars as text (`2139` is `"2139"`, in one Unicode form), anything else as its JSON. */
function asText(value: unknown): string {
  const scalar = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
  return scalar ? JSON.stringify(String(value).normalize('NFC')) : JSON.stringify(value);
}
