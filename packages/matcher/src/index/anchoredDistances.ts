// Edit distances from a word to every prefix (and suffix) of a heard piece, on letters and on weighted phonemes.
// Why: a heard piece against cell words run together, w1 + w2, costs exactly min over split points s of
// d(h[..s], w1) + d(h[s..], w2), so two rows per cell word give that distance without running the full edit
// distance once per value.
// The scorer's own integer hundredths, so both sides round alike.
import { INDEL, SUBSTITUTION } from '../phonetics/phonemeDistance.js';
import { PHONEME_TOTAL } from '../phonetics/phonemes.js';

let row = new Int32Array(64);
// Scratch: a word's phonemes' insertion costs (`phonemePrefixDistances`).
let insertions = new Int32Array(64);
// The longest word the bit-parallel recurrence takes: a bit per letter in a 32-bit integer, the top one left free.
const BIT_WORD = 31;
// Per UTF-16 unit: the positions of the word being compared where it occurs (bit i: letter i), zeroed after each use.
const positions = new Int32Array(65536);

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
 * A word of up to 31 letters (every name word) takes the bit-parallel recurrence, one step per heard letter
 * (`bitPrefixDistances`); a longer one the table, one row per heard letter.
 *
 * @example
 *   letterPrefixDistances('katelynn', 'kate')[4] // 0
 */
export function letterPrefixDistances<A extends DistanceArray = Int32Array>(heard: string, word: string, out: A = new Int32Array(heard.length + 1) as A, offset = 0, step = 1): A {
  letterPrefixLeast(heard, word, out, offset, step);
  return out;
}

/**
 * `letterPrefixDistances` into `out` (from `offset`, by `step`), returning the least distance written: the
 * run-together checks keep each block's least entry, and taking it as the entries are written saves reading the block
 * back.
 *
 * @example
 *   letterPrefixLeast('katelynn', 'kate', new Int32Array(9), 0, 1) // 0
 */
export function letterPrefixLeast(heard: string, word: string, out: DistanceArray, offset: number, step: number): number {
  const m = word.length;
  if (m >= 1 && m <= BIT_WORD) return bitPrefixDistances(heard, word, out, offset, step);
  const n = heard.length;
  if (m + 1 > row.length) row = new Int32Array(m * 2 + 2);
  const r = row;
  for (let j = 0; j <= m; j++) r[j] = j;
  let least = m < MOST_DISTANCE ? m : MOST_DISTANCE;
  out[offset] = least;
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
    const written = r[m]! < MOST_DISTANCE ? r[m]! : MOST_DISTANCE;
    out[offset + i * step] = written;
    if (written < least) least = written;
  }
  return least;
}

/**
 * `letterPrefixDistances` for a word of 1..31 letters by Myers' bit-vector recurrence in Hyyrö's form for the
 * distance to the whole word (the word is the column, one bit per letter; each heard letter is one step, and the
 * distance to the empty word grows by 1 a step, the 1 shifted in). The vertical and horizontal differences of the
 * table are kept as bit vectors, so a step costs a dozen operations instead of a row of the table: about 3.5 times
 * faster on name words (the run-together checks fill such a block for every word they meet). Exactly the table's
 * distances (`letterPrefixDistances.test.ts` compares them on random strings).
 */
function bitPrefixDistances(heard: string, word: string, out: DistanceArray, offset: number, step: number): number {
  const m = word.length;
  for (let i = 0; i < m; i++) {
    const code = word.charCodeAt(i);
    positions[code] = positions[code]! | (1 << i);
  }
  const last = 1 << (m - 1);
  let plusVertical = -1;
  let minusVertical = 0;
  let distance = m;
  let least = m;
  out[offset] = m;
  for (let j = 0, n = heard.length; j < n; j++) {
    const equal = positions[heard.charCodeAt(j)]!;
    const crossVertical = equal | minusVertical;
    // (The sum may pass 32 bits: `^` keeps its low 32, and a carry only ever moves up, past the word's bits.)
    const crossHorizontal = (((equal & plusVertical) + plusVertical) ^ plusVertical) | equal;
    let plusHorizontal = minusVertical | ~(crossHorizontal | plusVertical);
    let minusHorizontal = plusVertical & crossHorizontal;
    if ((plusHorizontal & last) !== 0) distance += 1;
    else if ((minusHorizontal & last) !== 0) distance -= 1;
    // Row 0 (the empty word) grows by 1 a step.
    plusHorizontal = (plusHorizontal << 1) | 1;
    minusHorizontal <<= 1;
    plusVertical = minusHorizontal | ~(crossVertical | plusHorizontal);
    minusVertical = plusHorizontal & crossVertical;
    out[offset + (j + 1) * step] = distance < MOST_DISTANCE ? distance : MOST_DISTANCE;
    if (distance < least) least = distance;
  }
  for (let i = 0; i < m; i++) positions[word.charCodeAt(i)] = 0;
  return least < MOST_DISTANCE ? least : MOST_DISTANCE;
}

/**
 * `out[s]` = the scorer's weighted phoneme distance (in hundredths) between the first s heard phonemes and
 * `word`. The heard side comes first, as in the scorer. Reverse both for suffixes.
 *
 * @example
 *   phonemePrefixDistances(codes('K EY T L IH N'), codes('K EY T'))[3] // 0
 */
export function phonemePrefixDistances<A extends DistanceArray = Int32Array>(heard: Uint8Array, word: Uint8Array, out: A = new Int32Array(heard.length + 1) as A, offset = 0, step = 1): A {
  phonemePrefixLeast(heard, word, out, offset, step);
  return out;
}

/**
 * `phonemePrefixDistances` into `out` (from `offset`, by `step`), returning the least distance written (as
 * `letterPrefixLeast`).
 *
 * @example
 *   phonemePrefixLeast(codes('K EY T L IH N'), codes('K EY T'), new Int32Array(7), 0, 1) // 0
 */
export function phonemePrefixLeast(heard: Uint8Array, word: Uint8Array, out: DistanceArray, offset: number, step: number): number {
  const n = heard.length;
  const m = word.length;
  if (m + 1 > row.length) row = new Int32Array(m * 2 + 2);
  if (m + 1 > insertions.length) insertions = new Int32Array(m * 2 + 2);
  const r = row;
  // The word's insertion costs, read once (each heard phoneme's row reads them all).
  const insert = insertions;
  r[0] = 0;
  for (let j = 1; j <= m; j++) {
    insert[j] = INDEL[word[j - 1]!]!;
    r[j] = r[j - 1]! + insert[j]!;
  }
  let least = r[m]! < MOST_DISTANCE ? r[m]! : MOST_DISTANCE;
  out[offset] = least;
  for (let i = 1; i <= n; i++) {
    const hi = heard[i - 1]!;
    const deleteH = INDEL[hi]!;
    const base = hi * PHONEME_TOTAL;
    let diagonal: number = r[0]!;
    // The entry just written, kept for the next one (which would read it back).
    let left = diagonal + deleteH;
    r[0] = left;
    for (let j = 1; j <= m; j++) {
      const up = r[j]!;
      let best = diagonal + SUBSTITUTION[base + word[j - 1]!]!;
      if (up + deleteH < best) best = up + deleteH;
      if (left + insert[j]! < best) best = left + insert[j]!;
      diagonal = up;
      r[j] = best;
      left = best;
    }
    const written = left < MOST_DISTANCE ? left : MOST_DISTANCE;
    out[offset + i * step] = written;
    if (written < least) least = written;
  }
  return least;
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
