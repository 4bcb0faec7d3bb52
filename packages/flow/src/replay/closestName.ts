// "Did you mean" for names in flows and call files: the matcher's `closestChoice`, the one rule every suggestion of
// Switchboard goes by (one or two slips, at most a third of the name, and no other name as close).
import { closestChoice } from '@switchboard/matcher';

/**
 * The known name `name` is most likely a slip of, by the matcher's one rule (`closestChoice`), or undefined.
 *
 * @example
 * closestName('confrim', ['confirm', 'greet']); // 'confirm'
 * closestName('ask_3', ['ask_1', 'ask_2']); // undefined: both are as close
 */
export function closestName(name: string, known: readonly string[]): string | undefined {
  return closestChoice(name, known);
}

/**
 * `; did you mean "confirm"?` or, with no close name, the list of known ones.
 *
 * @example
 * suggestion('confrim', ['confirm', 'greet']); // '; did you mean "confirm"?'
 */
export function suggestion(name: string, known: readonly string[]): string {
  const close = closestName(name, known);
  if (close !== undefined) return `; did you mean "${close}"?`;
  return known.length > 0 ? `; known: ${known.join(', ')}` : '';
}
