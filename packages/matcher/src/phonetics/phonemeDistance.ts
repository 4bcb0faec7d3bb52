// Weighted Levenshtein distance over phoneme codes: similar phonemes and weak sounds cost less.
import { INDEL_COST, PHONEME_TOTAL, SUBSTITUTION_COST } from './phonemes.js';

// One scratch row reused by every call, so scoring allocates nothing.
let previousRow = new Float64Array(64);
let currentRow = new Float64Array(64);

/** Sum of indel costs of a sequence: the distance from it to nothing. */
export function phonemeWeight(codes: Uint8Array): number {
  let total = 0;
  for (let i = 0; i < codes.length; i++) total += INDEL_COST[codes[i] ?? 0] ?? 1;
  return total;
}

/**
 * Weighted edit distance between two phoneme code sequences.
 *
 * @example
 *   phonemeDistance(codesOf('SH AO N'), codesOf('SH AO N')) // 0
 */
export function phonemeDistance(a: Uint8Array, b: Uint8Array): number {
  const n = b.length;
  if (n + 1 > previousRow.length) {
    previousRow = new Float64Array(n * 2 + 2);
    currentRow = new Float64Array(n * 2 + 2);
  }
  let prev = previousRow;
  let cur = currentRow;
  prev[0] = 0;
  for (let j = 1; j <= n; j++) prev[j] = (prev[j - 1] ?? 0) + (INDEL_COST[b[j - 1] ?? 0] ?? 1);
  for (let i = 1; i <= a.length; i++) {
    const ai = a[i - 1] ?? 0;
    const deleteA = INDEL_COST[ai] ?? 1;
    cur[0] = (prev[0] ?? 0) + deleteA;
    const rowBase = ai * PHONEME_TOTAL;
    for (let j = 1; j <= n; j++) {
      const bj = b[j - 1] ?? 0;
      const substitute = (prev[j - 1] ?? 0) + (SUBSTITUTION_COST[rowBase + bj] ?? 1);
      const remove = (prev[j] ?? 0) + deleteA;
      const insert = (cur[j - 1] ?? 0) + (INDEL_COST[bj] ?? 1);
      cur[j] = substitute < remove ? (substitute < insert ? substitute : insert) : remove < insert ? remove : insert;
    }
    const swap = prev;
    prev = cur;
    cur = swap;
  }
  return prev[n] ?? 0;
}

/**
 * Similarity 0..1 of two phoneme sequences: 1 - distance / the heavier sequence's weight.
 *
 * @example
 *   phonemeSimilarity(sean, shawn) // 1 (both SH AO N)
 */
export function phonemeSimilarity(a: Uint8Array, b: Uint8Array, weightA: number, weightB: number): number {
  const heavier = weightA > weightB ? weightA : weightB;
  if (heavier === 0) return a.length === b.length ? 1 : 0;
  const similarity = 1 - phonemeDistance(a, b) / heavier;
  return similarity > 0 ? similarity : 0;
}
