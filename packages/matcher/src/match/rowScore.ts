// A row scores as its weakest supplied column: every value the caller gave must match.

/** One row's score with the per-column scores it came from. */
export interface ScoredRow {
  rowId: number;
  score: number;
  /** One per supplied value, in parameter order. */
  keyScores: number[];
}

/**
 * The row score: the minimum of the supplied columns' scores (0 when a cell is blank).
 *
 * @example
 *   weakestColumnScore([96, 81]) // 81
 */
export function weakestColumnScore(keyScores: readonly number[]): number {
  let weakest = 100;
  for (const score of keyScores) if (score < weakest) weakest = score;
  return keyScores.length === 0 ? 0 : weakest;
}

/** Best first; equal scores keep file order so results are stable. */
export function byScoreThenRow(a: ScoredRow, b: ScoredRow): number {
  return b.score - a.score || a.rowId - b.rowId;
}
