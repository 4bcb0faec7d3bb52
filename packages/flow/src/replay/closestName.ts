// "Did you mean" for names in flows and call files: the known name fewest edits away (the matcher's `typoDistance`:
// Levenshtein, with two neighbouring letters swapped counted as one edit: "sya" is one slip from "say", not two).
import { typoDistance } from '@switchboard/matcher';

/**
 * The known name closest to `name`, when it is close enough to be a likely typo.
 *
 * @example
 * closestName('confrim', ['confirm', 'greet']); // 'confirm'
 * closestName('sya', ['say', 'end']); // 'say'
 */
export function closestName(name: string, known: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = typoDistance(name.toLowerCase(), candidate.toLowerCase());
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
