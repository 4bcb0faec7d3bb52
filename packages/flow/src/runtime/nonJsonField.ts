// A row's field that is no JSON data (a Date, a bigint, a function, a loop back into itself): a call keeps its rows in
// its log and snapshot, which must stay plain JSON to be stored and resumed.

/** How deep a field's lists and records are followed: a row deeper than this is a loop or no row. */
const MAX_DEPTH = 64;

/**
 * The first field of `row` holding something JSON cannot hold as it is, with what it holds in words; undefined when
 * every field is text, a finite number, true/false, null (or absent), or lists and records of those.
 *
 * @example
 * nonJsonField({ 'Full Name': 'Ann Lee', Since: new Date(0) }); // { field: 'Since', holds: 'a Date' }
 */
export function nonJsonField(row: object): { field: string; holds: string } | undefined {
  for (const [field, value] of Object.entries(row)) {
    // Cheap test first: a field of text, the whole of an ordinary row.
    if (typeof value === 'string') continue;
    const holds = nonJson(value, new Set(), 0);
    if (holds !== undefined) return { field, holds };
  }
  return undefined;
}

function nonJson(value: unknown, open: Set<object>, depth: number): string | undefined {
  if (value === null || value === undefined || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `${String(value)}, which JSON writes as null`;
  if (typeof value === 'bigint') return `a bigint (${String(value)})`;
  if (typeof value !== 'object') return `a ${typeof value}`;
  if (open.has(value) || depth >= MAX_DEPTH) return 'a loop back into itself';
  const kind = Array.isArray(value) ? 'list' : Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null ? 'record' : undefined;
  if (kind === undefined) return `a ${(value as { constructor?: { name?: string } }).constructor?.name || 'class instance'}`;
  open.add(value);
  for (const item of Object.values(value)) {
    const holds = nonJson(item, open, depth + 1);
    if (holds !== undefined) return holds;
  }
  open.delete(value);
  return undefined;
}
