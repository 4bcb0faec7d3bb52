/** The directive keywords, and the closest one to a misspelling (Levenshtein edit distance). */

export const DIRECTIVE_NAMES = ['lookup', 'caller_lookup'] as const;
export type DirectiveName = (typeof DIRECTIVE_NAMES)[number];

export function isDirectiveName(name: string): name is DirectiveName {
  return (DIRECTIVE_NAMES as readonly string[]).includes(name);
}

/** Classic dynamic-programming edit distance (insert, delete, substitute, each costing 1), one row at a time. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The known directive a misspelt one most likely meant, or `undefined` when none is close.
 * Case is ignored and up to a third of the letters (at least 2) may differ.
 * @example closestDirectiveName('lokup') // 'lookup'
 */
export function closestDirectiveName(written: string): DirectiveName | undefined {
  const lowered = written.toLowerCase();
  let best: { name: DirectiveName; distance: number } | undefined;
  for (const name of DIRECTIVE_NAMES) {
    const distance = editDistance(lowered, name);
    if (distance <= Math.max(2, Math.floor(name.length / 3)) && (best === undefined || distance < best.distance)) {
      best = { name, distance };
    }
  }
  return best?.name;
}
