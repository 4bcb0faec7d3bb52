// What tuning works on: for each labelled query, the rows a lookup ranked (thresholds off) and the right row.

/** A ranked row: its identifying key (the row's search-column values) and its score. */
export interface RankedRow {
  key: string;
  score: number;
  /** A candidate at most, whatever its score (a debug score's `never_confident`). */
  neverConfident?: boolean;
  /**
   * A twin of the first row (a debug score's `twin_of_first`: the same keys, or cells that sound the same), which keeps
   * the first from being confident while it passes min_score. Left out, rows are twins when their keys are equal.
   */
  twinOfFirst?: boolean;
}

export interface LabelledQuery {
  /** The key of the row the caller really is, or null when the caller is not in the table. */
  expected: string | null;
  /** Rows best first, ignoring thresholds (a lookup's debug scores). */
  ranked: readonly RankedRow[];
}

/** The thresholds a lookup classifies with (the document's min_score, confident_score, confident_margin, max_candidates). */
export interface TuneThresholds {
  minScore: number;
  confidentScore: number;
  confidentMargin: number;
  maxCandidates: number;
}

/** Where each labelled query ends up under some thresholds. */
export interface Confusion {
  queries: number;
  /** Queries whose caller is in the table (the others are strangers). */
  inTable: number;
  /** Confident with the right row. */
  confidentCorrect: number;
  /** Confident with another row, or confident at all for a caller who is not in the table: the worst outcome. */
  confidentWrong: number;
  /** Candidates that include the right row. */
  candidatesWithExpected: number;
  /** Candidates without the right row (for a caller in the table). */
  candidatesWithoutExpected: number;
  /** Nothing returned although the caller is in the table. */
  notFoundMissed: number;
  /** Candidates returned for a caller who is not in the table (the flow asks again). */
  strangerCandidates: number;
  /** Nothing returned for a caller who is not in the table: right. */
  notFoundCorrect: number;
}
