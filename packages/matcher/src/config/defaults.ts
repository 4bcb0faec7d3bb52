// Default values of lookup fields, in one place so docs, tools and tests agree.
import type { MatchMode } from '../scoring/Scorer.js';

export const DEFAULT_MATCH_MODE: MatchMode = 'hybrid';
export const DEFAULT_MIN_SCORE = 75;
export const DEFAULT_CONFIDENT_SCORE = 92;
export const DEFAULT_MAX_CANDIDATES = 5;
/** How far (in score points) a confident row must lead the runner-up. */
export const DEFAULT_CONFIDENT_MARGIN = 5;
/** A table above this many data rows is reported, never truncated. */
export const DEFAULT_MAX_ROWS = 1_000_000;
/** Rows shown in a `debug` scores list. */
export const DEBUG_SCORE_ROWS = 10;
/** Rows shown per file in a document's status preview. */
export const PREVIEW_ROWS = 5;
/** At most this many additional search columns per lookup. */
export const MAX_ADDITIONAL_COLUMNS = 2;
