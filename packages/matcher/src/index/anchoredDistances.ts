// Edit distances from a word to every prefix (and suffix) of a heard piece, on letters and on weighted phonemes.
// Why: a heard piece against cell words run together, w1 + w2, costs exactly min over split points s of
// d(h[..s], w1) + d(h[s..], w2), so two rows per cell word give that distance without running the full edit
// distance once per value.
// The scorer's own integer hundredths, so both sides round alike.
import { INDEL, SUBSTITUTION } from '../phonetics/phonemeDistance.js';
import { PHONEME_TOTAL } from '../phonetics/phonemes.js';

let row = new Int32Array(64);

/**
 * The largest distance written: the run-together checks keep distances in 16 bits (half the memory), and a larger
 * one is written as this. Every use of them is a lower bound (a check only ever turns down values that cannot reach
 * a floor), so a distance read lower than it is only admits more.
 */
export const MOST_DISTANCE = 0x7fff;

/** Where prefix distances are written: the checks' 16-bit pools, or a plain array. */
export type DistanceArray = Int16Array | Int32Array;

/**
 * `out[s]` = Levenshtein distance between `heard.slice(0, s)` and `word`, for s = 0..heard.length.
 * Pass both strings reversed to get suffixes: then `out[s]` is the distance of the last s letters. With `offset`
 * and `step` the values go to out[offset + s * step] (a negative step writes them back to front).
 *
 * @example
 *   letterPrefixDistances('katelynn', 'kate')[4] // 0
 */
export function letterPrefixDistances<A extends DistanceArray = Int32Array>(heard: string, word: string, out: A = new Int32Array(heard.length + 1) as A, offset = 0, step = 1): A {
  const n = heard.length;
  const m = word.length;
  if (m + 1 > row.length) row = new Int32Array(m * 2 + 2);
  const r = row;
  for (let j = 0; j <= m; j++) r[j] = j;
  out[offset] = m < MOST_DISTANCE ? m : MOST_DISTANCE;
  for (let i = 1; i <= n; i++) {
    const hi = heard.charCodeAt(i - 1);
    let diagonal: number = r[0]!;
    r[0] = i;
    for (let j = 1; j <= m; j++) {
      const up = r[j]!;
      let best = diagonal + (word.charCodeAt(j - 1) === hi ? 0 : 1);
      if (up + 1 < best) best = up + 1;
      if (r[j - 1]! + 1 < best) best = r[j - 1]! + 1;
      diagonal = up;
      r[j] = best;
    }
    out[offset + i * step] = r[m]! < MOST_DISTANCE ? r[m]! : MOST_DISTANCE;
  }
  return out;
}

/**
 * `out[s]` = the scorer's weighted phoneme distance (in hundredths) between the first s heard phonemes and
 * `word`. The heard side comes first, as in the scorer. Reverse both for suffixes.
 *
 * @example
 *   phonemePrefixDistances(codes('K EY T L IH N'), codes('K EY T'))[3] // 0
 */
export function phonemePrefixDistances<A extends DistanceArray = Int32Array>(heard: Uint8Array, word: Uint8Array, out: A = new Int32Array(heard.length + 1) as A, offset = 0, step = 1): A {
  const n = heard.length;
  const m = word.length;
  if (m + 1 > row.length) row = new Int32Array(m * 2 + 2);
  const r = row;
  r[0] = 0;
  for (let j = 1; j <= m; j++) r[j] = r[j - 1]! + INDEL[word[j - 1]!]!;
  out[offset] = r[m]! < MOST_DISTANCE ? r[m]! : MOST_DISTANCE;
  for (let i = 1; i <= n; i++) {
    const hi = heard[i - 1]!;
    const deleteH = INDEL[hi]!;
    const base = hi * PHONEME_TOTAL;
    let diagonal: number = r[0]!;
    r[0] = diagonal + deleteH;
    for (let j = 1; j <= m; j++) {
      const wj = word[j - 1]!;
      const up = r[j]!;
      let best = diagonal + SUBSTITUTION[base + wj]!;
      if (up + deleteH < best) best = up + deleteH;
      if (r[j - 1]! + INDEL[wj]! < best) best = r[j - 1]! + INDEL[wj]!;
      diagonal = up;
      r[j] = best;
    }
    out[offset + i * step] = r[m]! < MOST_DISTANCE ? r[m]! : MOST_DISTANCE;
  }
  return out;
}

/** Total indel cost (hundredths) of phoneme codes: the weight the scorer divides by. */
export function phonemeCost(codes: Uint8Array): number {
  let total = 0;
  for (let i = 0; i < codes.length; i++) total += INDEL[codes[i]!]!;
  return total;
}

/** A string reversed (by UTF-16 unit, which is all the distance needs). */
export function reversedText(text: string): string {
  let out = '';
  for (let i = text.length - 1; i >= 0; i--) out += text[i];
  return out;
}

/** Phoneme codes reversed. */
export function reversedCodes(codes: Uint8Array): Uint8Array {
  return codes.slice().reverse();
}

let nearWindow = new Int32Array(64);

/**
 * A lower bound on the distance of a heard piece to cell words run together, three or more of them, from the first
 * word's prefix distances and the last word's suffix distances (`suffix[t]`: the part from t on): the middle words
 * match the part between, whose size differs from theirs by at least |c(t) - c(s) - middle|, and an edit changes
 * the size by at most 1 / `rate` of what it costs. So the least over s <= t of
 * prefix[s] + rate |c(t) - c(s) - middle| + suffix[t], where c(s) is s (letters: `costs` null, rate 1) or
 * costs[s], the heard pronunciation's indel cost up to s (sounds: rate `WEIGHT_RATE`). Leaving the middle out
 * (rate 0) gives the bound before this one, which let a long heard piece meet every three-word value: its middle
 * word was taken to match any run for free. Linear: the s with c(s) <= c(t) - middle are a prefix of 0..t, the
 * others a window kept in a queue of rising values.
 *
 * @example
 *   // "annabelle" against "ann" + "a" + "belle": prefix "ann" 0, middle "a" 1 letter for the "a", suffix "belle" 0
 *   lowestSplitAcross(pool, prefixAt, suffixAt, 10, 1, null, 1) // 0
 */
export function lowestSplitAcross(pool: DistanceArray, prefixAt: number, suffixAt: number, length: number, middle: number, costs: Int32Array | null, rate: number): number {
  if (nearWindow.length < length) nearWindow = new Int32Array(length * 2);
  const near = nearWindow;
  let head = 0;
  let tail = 0;
  let far = -1;
  let lowestFar = Number.POSITIVE_INFINITY;
  let best = Number.POSITIVE_INFINITY;
  for (let t = 0; t < length; t++) {
    const ct = costs === null ? t : costs[t]!;
    const value = pool[prefixAt + t]! + rate * ct;
    while (tail > head && pool[prefixAt + near[tail - 1]!]! + rate * (costs === null ? near[tail - 1]! : costs[near[tail - 1]!]!) >= value) tail -= 1;
    near[tail++] = t;
    const reach = ct - middle;
    while (far + 1 <= t && (costs === null ? far + 1 : costs[far + 1]!) <= reach) {
      far += 1;
      const cs = costs === null ? far : costs[far]!;
      const here = pool[prefixAt + far]! - rate * cs;
      if (here < lowestFar) lowestFar = here;
      while (tail > head && near[head]! <= far) head += 1;
    }
    let total = lowestFar + rate * reach;
    if (tail > head) {
      const s = near[head]!;
      const inside = pool[prefixAt + s]! + rate * (costs === null ? s : costs[s]!) - rate * reach;
      if (inside < total) total = inside;
    }
    total += pool[suffixAt + t]!;
    if (total < best) best = total;
  }
  return best;
}
