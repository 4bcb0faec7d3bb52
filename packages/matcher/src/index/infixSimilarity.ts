// Approximate substring tests (semi-global edit distance, Sellers 1980) on letters and on weighted phonemes.
// Why: a cell's words run together ("Kate Lynn" → "katelynn") can match a heard word only if one of the
// cell's words matches a piece of the heard word about as well (see `WordCandidates.ts` for the proof).
// The scorer's own integer hundredths, so both sides round alike.
import { INDEL, SUBSTITUTION } from '../phonetics/phonemeDistance.js';
import { PHONEME_TOTAL } from '../phonetics/phonemes.js';

// Float slack on both tests: a bound may only ever admit more, never less.
const SLACK = 1e-7;

let plain = new Float64Array(64);
let credited = new Float64Array(64);

function rows(length: number): void {
  if (length > plain.length) {
    plain = new Float64Array(length * 2);
    credited = new Float64Array(length * 2);
  }
}

/**
 * True when some substring `u` of `text` has `1 - lev(u, word) / max(|u|, |word|) >= minSimilarity`, the
 * scorer's letter similarity (with `extra`: `lev(u, word) <= (1 - minSimilarity) max(|u|, |word|) + extra`). Exact, in O(|text| · |word|): the best `u` either costs at most
 * `(1 - r)·|word|` edits (then it qualifies whatever its length) or beats `(1 - r)·|u|`, which a second
 * row finds by crediting every consumed letter with `1 - r`.
 *
 * @example
 *   lettersInside('katelynn', 'lynn', 0.6) // true
 *   lettersInside('katelynn', 'smith', 0.6) // false
 */
export function lettersInside(text: string, word: string, minSimilarity: number, extra = 0): boolean {
  const n = text.length;
  const m = word.length;
  if (m === 0) return true;
  const credit = 1 - minSimilarity;
  rows(n + 1);
  const p = plain;
  const c = credited;
  for (let i = 0; i <= n; i++) { p[i] = 0; c[i] = 0; }
  for (let j = 1; j <= m; j++) {
    const wj = word.charCodeAt(j - 1);
    let diagonalP = p[0]!;
    let diagonalC = c[0]!;
    p[0] = j;
    c[0] = j;
    for (let i = 1; i <= n; i++) {
      const same = text.charCodeAt(i - 1) === wj ? 0 : 1;
      const upP = p[i]!;
      const upC = c[i]!;
      let bestP = diagonalP + same;
      if (upP + 1 < bestP) bestP = upP + 1;
      if (p[i - 1]! + 1 < bestP) bestP = p[i - 1]! + 1;
      let bestC = diagonalC + same - credit;
      if (upC + 1 < bestC) bestC = upC + 1;
      if (c[i - 1]! + 1 - credit < bestC) bestC = c[i - 1]! + 1 - credit;
      diagonalP = upP;
      diagonalC = upC;
      p[i] = bestP;
      c[i] = bestC;
    }
  }
  const plainLimit = credit * m + extra + SLACK;
  const creditedLimit = extra + SLACK;
  for (let i = 0; i <= n; i++) if (p[i]! <= plainLimit || c[i]! <= creditedLimit) return true;
  return false;
}

/**
 * The same test on phoneme codes with the scorer's weighted costs: true when some run `u` of `heard` has
 * `1 - distance(u, word) / max(weight(u), weight(word)) >= minSimilarity` (`extra` as in `lettersInside`, in hundredths). The heard side is the first
 * argument, as in the scorer, so asymmetric substitution costs point the same way.
 *
 * @example
 *   phonemesInside(codes('K EY T L IH N'), codes('L IH N'), 0.6) // true
 */
export function phonemesInside(heard: Uint8Array, word: Uint8Array, minSimilarity: number, extra = 0): boolean {
  const n = heard.length;
  const m = word.length;
  if (m === 0) return true;
  const credit = 1 - minSimilarity;
  rows(n + 1);
  const p = plain;
  const c = credited;
  for (let i = 0; i <= n; i++) { p[i] = 0; c[i] = 0; }
  let wordWeight = 0;
  for (let j = 1; j <= m; j++) {
    const wj = word[j - 1]!;
    const deleteW = INDEL[wj]!;
    wordWeight += deleteW;
    let diagonalP = p[0]!;
    let diagonalC = c[0]!;
    p[0] = diagonalP + deleteW;
    c[0] = diagonalC + deleteW;
    for (let i = 1; i <= n; i++) {
      const hi = heard[i - 1]!;
      const substitute = SUBSTITUTION[hi * PHONEME_TOTAL + wj]!;
      const insertH = INDEL[hi]!;
      const consumed = credit * insertH;
      const upP = p[i]!;
      const upC = c[i]!;
      let bestP = diagonalP + substitute;
      if (upP + deleteW < bestP) bestP = upP + deleteW;
      if (p[i - 1]! + insertH < bestP) bestP = p[i - 1]! + insertH;
      let bestC = diagonalC + substitute - consumed;
      if (upC + deleteW < bestC) bestC = upC + deleteW;
      if (c[i - 1]! + insertH - consumed < bestC) bestC = c[i - 1]! + insertH - consumed;
      diagonalP = upP;
      diagonalC = upC;
      p[i] = bestP;
      c[i] = bestC;
    }
  }
  const plainLimit = credit * wordWeight + extra + SLACK;
  const creditedLimit = extra + SLACK;
  for (let i = 0; i <= n; i++) if (p[i]! <= plainLimit || c[i]! <= creditedLimit) return true;
  return false;
}
