// The scorer contract: every match mode maps (heard, cell) to an integer 0..100, higher is closer.

/** How one column is matched. */
export type MatchMode = 'exact' | 'fuzzy' | 'phonetic' | 'hybrid';

export const MATCH_MODES: readonly MatchMode[] = ['exact', 'fuzzy', 'phonetic', 'hybrid'];

/**
 * One scorer per match mode. Cells are prepared once when a table is indexed and heard values
 * once per call, so `score` only compares precomputed features.
 *
 * @example
 *   const s = scorerFor('hybrid');
 *   s.score(s.prepare('Kaitlyn Meyers'), s.prepare('Caitlin Myers')) // >= 92
 */
export interface Scorer<Prepared = unknown> {
  readonly mode: MatchMode;
  /** Precompute a value's features (normalised text, tokens, phonetic keys...). Pure. */
  prepare(value: string): Prepared;
  /** Integer 0..100: 100 means the same value, 0 nothing in common. Pure and synchronous. */
  score(heard: Prepared, cell: Prepared): number;
  /**
   * Word scorers: how well the worst-matched heard word matches its best word of the cell (0..1), for a cell of as
   * many words or more; 1 for a heard value of more words, or values compared whole (digits, codes). A confident answer needs
   * every word said to match (`Lookup`): a long surname must not carry another first name.
   */
  weakestWord?(heard: Prepared, cell: Prepared): number;
  /** Word scorers: whether some heard word matches a word of the cell (else it was matched run together). */
  someWordMatched?(heard: Prepared, cell: Prepared): boolean;
}
