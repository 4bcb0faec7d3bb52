// Weighted Levenshtein distance over phoneme codes: similar phonemes and weak sounds cost less.
// Costs are kept in hundredths as integers: one reused Int32 row, no allocation, no float rounding drift.
import { INDEL_COST, PHONEME_TOTAL, SUBSTITUTION_COST } from './phonemes.js';

/** Costs are kept in hundredths: every edit distance over phonemes (here and in the candidate index) uses these tables. */
export const COST_SCALE = 100;
/** Substitution costs in hundredths, PHONEME_TOTAL × PHONEME_TOTAL. */
export const SUBSTITUTION = Int32Array.from(SUBSTITUTION_COST, (cost) => Math.round(cost * COST_SCALE));
/** Insertion / deletion costs in hundredths. */
export const INDEL = Int32Array.from(INDEL_COST, (cost) => Math.round(cost * COST_SCALE));
let row = new Int32Array(64);

/**
 * The least a phoneme edit costs per unit of weight it changes: a substitution a → b costs at least this × |INDEL[a]
 * - INDEL[b]|, an insertion or deletion exactly its weight (1 × it). So the distance of two sequences is at least this
 * × the difference of their weights, which lets a trie walk leave out words too much heavier or lighter.
 */
export const WEIGHT_RATE = ((): number => {
  let rate = 1;
  for (let a = 0; a < PHONEME_TOTAL; a++) {
    for (let b = 0; b < PHONEME_TOTAL; b++) {
      const change = Math.abs(INDEL[a]! - INDEL[b]!);
      if (a !== b && change > 0) rate = Math.min(rate, SUBSTITUTION[a * PHONEME_TOTAL + b]! / change);
    }
  }
  return rate;
})();

/** Sum of indel costs of a sequence: the distance from it to nothing. */
export function phonemeWeight(codes: Uint8Array): number {
  let total = 0;
  for (let i = 0; i < codes.length; i++) total += INDEL[codes[i]!]!;
  return total / COST_SCALE;
}

/**
 * Weighted edit distance between two phoneme code sequences.
 *
 * @example
 *   phonemeDistance(codesOf('SH AO N'), codesOf('SH AO N')) // 0
 */
export function phonemeDistance(a: Uint8Array, b: Uint8Array): number {
  const n = b.length;
  if (n + 1 > row.length) row = new Int32Array(n * 2 + 2);
  // Indexing is in bounds by construction; `!` keeps the hot loop free of undefined checks.
  const r = row;
  const substitution = SUBSTITUTION;
  const indel = INDEL;
  r[0] = 0;
  for (let j = 1; j <= n; j++) r[j] = r[j - 1]! + indel[b[j - 1]!]!;
  for (let i = 0; i < a.length; i++) {
    const ai = a[i]!;
    const deleteA = indel[ai]!;
    const base = ai * PHONEME_TOTAL;
    let diagonal: number = r[0]!;
    let left: number = diagonal + deleteA;
    r[0] = left;
    for (let j = 1; j <= n; j++) {
      const bj = b[j - 1]!;
      const up = r[j]!;
      let best = diagonal + substitution[base + bj]!;
      const remove = up + deleteA;
      if (remove < best) best = remove;
      const insert = left + indel[bj]!;
      if (insert < best) best = insert;
      diagonal = up;
      r[j] = best;
      left = best;
    }
  }
  return r[n]! / COST_SCALE;
}

/**
 * Similarity 0..1 of two phoneme sequences: 1 - distance / the heavier sequence's weight.
 *
 * @example
 *   phonemeSimilarity(sean, shawn, 2.5, 2.5) // 1 (both SH AO N)
 */
export function phonemeSimilarity(a: Uint8Array, b: Uint8Array, weightA: number, weightB: number): number {
  const heavier = weightA > weightB ? weightA : weightB;
  if (heavier === 0) return a.length === b.length ? 1 : 0;
  const similarity = 1 - phonemeDistance(a, b) / heavier;
  return similarity > 0 ? similarity : 0;
}
