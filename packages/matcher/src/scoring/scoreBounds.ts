// Bounds a candidate index can rely on: what a row scoring at least min_score must share with the query.
// Every words score is a weighted mean (times factors <= 1, minus penalties) of word-pair similarities, so a
// value scoring >= min_score has at least one pair at or above the floor below. The pairs range over each
// side's words, its words run together (`joined`) and its neighbouring pairs run together (`adjacentPairs`).
import { valueEvidence, wordEvidence } from './evidenceCurves.js';

/** Inverse of an increasing function on 0..1, by bisection (to well under a score point). */
function inverse(f: (x: number) => number, y: number): number {
  if (y <= 0) return 0;
  if (y >= 1) return 1;
  let low = 0;
  let high = 1;
  for (let i = 0; i < 40; i++) {
    const mid = (low + high) / 2;
    if (f(mid) < y) low = mid;
    else high = mid;
  }
  return low;
}

/**
 * The lowest word-pair similarity (as the scorer's word comparer returns it, aliases included) that can
 * take part in a value scoring `minScore` or more. Lossless: a value below it on every pair scores lower.
 *
 * @example
 *   wordSimilarityFloor(75) // ≈ 0.55: no pair at 0.55 or above means the row scores under 75
 */
export function wordSimilarityFloor(minScore: number): number {
  // Scores are rounded to integers, so a value reaches minScore from minScore - 0.5 up.
  return inverse(valueEvidence, (minScore - 0.5) / 100);
}

/**
 * The same floor on the raw spelling/sound similarity of two words, before the word evidence curve:
 * a pair that is not an alias, nickname or initial must reach it (on letters or on sounds) to pass the floor.
 *
 * @example
 *   rawWordSimilarityFloor(75) // ≈ 0.52
 */
export function rawWordSimilarityFloor(minScore: number): number {
  return inverse(wordEvidence, wordSimilarityFloor(minScore));
}

/**
 * The raw spelling/sound similarity under which a pair's word similarity is under `similarity` (aliases, nicknames
 * and initials aside): a pair reaching `similarity` reaches this on letters or on sounds.
 *
 * @example
 *   rawWordSimilarityUnder(0.7) // ≈ 0.6: wordEvidence(0.6) = 0.7
 */
export function rawWordSimilarityUnder(similarity: number): number {
  return inverse(wordEvidence, similarity);
}

/**
 * Digit values (phones) and codes lose 15 points per edit: the most edits a value scoring minScore can have.
 *
 * @example
 *   maxDigitEdits(75) // 1
 */
export function maxDigitEdits(minScore: number): number {
  return Math.max(0, Math.floor((100 - minScore) / 15));
}
