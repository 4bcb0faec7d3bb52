// "Did you mean" for names in flows and call files: the known name fewest edits away (Levenshtein distance).
import { distance as editDistance } from 'fastest-levenshtein';

/**
 * The known name closest to `name`, when it is close enough to be a likely typo.
 *
 * @example
 * closestName('confrim', ['confirm', 'greet']); // 'confirm'
 */
export function closestName(name: string, known: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (!best || distance < best.distance) best = { name: candidate, distance };
  }
  // More than a third of the letters changed is a different word, not a typo.
  return best && best.distance <= Math.max(1, Math.floor(name.length / 3)) ? best.name : undefined;
}

/** `; did you mean "confirm"?` or, with no close name, the list of known ones. */
export function suggestion(name: string, known: readonly string[]): string {
  const close = closestName(name, known);
  if (close !== undefined) return `; did you mean "${close}"?`;
  return known.length > 0 ? `; known: ${known.join(', ')}` : '';
}
