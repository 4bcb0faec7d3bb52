// "Did you mean": the closest valid name by edit distance (`typoDistance`), when it is close enough to be a typo.
import { typoDistance } from './closestChoice.js';

/**
 * The candidate nearest to `name`, or undefined when none is within a third of its length.
 *
 * @example
 *   nearestName('min_scor', ['min_score', 'max_rows']) // "min_score"
 */
export function nearestName(name: string, candidates: readonly string[]): string | undefined {
  const folded = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.ceil(folded.length / 3)) + 1;
  for (const candidate of candidates) {
    const d = typoDistance(folded, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}
