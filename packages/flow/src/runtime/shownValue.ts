// What an API caller passed where text belongs, in words for an error: `a number (12345)`, `an object`, `undefined`.

/**
 * A value that should have been text, said for an error message.
 *
 * @example
 * shownValue(12345); // 'a number (12345)'
 */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return `a ${typeof value} (${String(value)})`;
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
