// "Did you mean" for names in flows and call files: the known name fewest edits away (Levenshtein distance, with two
// neighbouring letters swapped counted as one edit, as Damerau does: "sya" is one slip from "say", not two).
import { distance as editDistance } from 'fastest-levenshtein';

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

/** Edits from `a` to `b`; one when they differ only by two neighbouring characters swapped. */
function typoDistance(a: string, b: string): number {
  if (a.length === b.length && a !== b) {
    let at = 0;
    while (a[at] === b[at]) at += 1;
    if (a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2)) return 1;
  }
  return editDistance(a, b);
}

/** `; did you mean "confirm"?` or, with no close name, the list of known ones. */
export function suggestion(name: string, known: readonly string[]): string {
  const close = closestName(name, known);
  if (close !== undefined) return `; did you mean "${close}"?`;
  return known.length > 0 ? `; known: ${known.join(', ')}` : '';
}
