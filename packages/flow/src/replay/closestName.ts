// "Did you mean" for names in flows and call files: the matcher's `closestChoice`, the one rule every suggestion of
// Switchboard goes by (one or two slips, at most a third of the name, and no other name as close).
import { closestChoice } from '@switchboard/matcher';

/**
 * `; did you mean "confirm"?` or, with no close name, the list of known ones.
 *
 * @example
 * suggestion('confrim', ['confirm', 'greet']); // '; did you mean "confirm"?'
 */
export function suggestion(name: string, known: readonly string[]): string {
  const close = closestChoice(name, known);
  if (close !== undefined) return `; did you mean "${close}"?`;
  return known.length > 0 ? `; known: ${known.join(', ')}` : '';
}
