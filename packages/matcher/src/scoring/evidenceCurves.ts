// Calibration curves. Word level: raw similarities of a word and its recognition error mostly fall in
// 0.6..0.95 while unrelated names rarely pass 0.5, so the curve lifts the first range and pushes the second
// down. Value level: a value whose words mostly agree is worth asking the caller about (>= 75), while
// only near-identical values reach the confident range (>= 92). Knots measured on recogniser output
// (docs/accuracy.md).

const WORD_X = [0, 0.3, 0.45, 0.6, 0.85, 0.93, 1] as const;
const WORD_Y = [0, 0.15, 0.45, 0.7, 0.8, 0.93, 1] as const;
const VALUE_X = [0, 0.4, 0.6, 0.75, 0.9, 1] as const;
const VALUE_Y = [0, 0.4, 0.72, 0.82, 0.9, 1] as const;

function piecewise(xs: readonly number[], ys: readonly number[], raw: number): number {
  if (raw <= 0) return 0;
  if (raw >= 1) return 1;
  let k = 1;
  while (raw > xs[k]!) k++;
  const x0 = xs[k - 1]!, x1 = xs[k]!, y0 = ys[k - 1]!, y1 = ys[k]!;
  return y0 + ((raw - x0) * (y1 - y0)) / (x1 - x0);
}

/**
 * Word similarity → evidence that the words are the same (0..1, increasing, 0 → 0, 1 → 1).
 *
 * @example
 *   wordEvidence(0.6) // 0.7
 */
export function wordEvidence(raw: number): number {
  return piecewise(WORD_X, WORD_Y, raw);
}

/**
 * Value similarity (aligned words) → score share (0..1, increasing, 0 → 0, 1 → 1).
 *
 * @example
 *   valueEvidence(0.6) // 0.72
 */
export function valueEvidence(raw: number): number {
  return piecewise(VALUE_X, VALUE_Y, raw);
}
