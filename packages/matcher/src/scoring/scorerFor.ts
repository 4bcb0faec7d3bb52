// Picks the scorer of a match mode, adding the built-in nicknames and the document's aliases.
import { builtInNicknames, documentAliases } from '../aliases/aliasTable.js';
import type { MatchMode, Scorer } from './Scorer.js';
import { exactScorer, exactScorerFor } from './exactScore.js';
import { fuzzyScorer } from './fuzzyScore.js';
import { hybridScorer } from './hybridScore.js';
import { phoneticScorer } from './phoneticScore.js';
import type { NumberReading } from './numberReading.js';

export interface ScorerOptions {
  /** The document's aliases: a name → other names the same person goes by (any case). */
  aliases?: ReadonlyMap<string, readonly string[]>;
  /** How the column reads its numbers (`numbersOfHeader`); phone numbers when left out. */
  numbers?: NumberReading;
}

/**
 * The scorer for a column's match mode. Fuzzy, phonetic and hybrid know the common English
 * nicknames (Bob / Robert) and the document's aliases; exact knows neither.
 *
 * @example
 *   const s = scorerFor('hybrid');
 *   s.score(s.prepare('Kaitlyn Meyers'), s.prepare('Caitlin Myers')) // >= 92
 */
export function scorerFor(mode: MatchMode, options: ScorerOptions = {}): Scorer {
  const numbers = options.numbers ?? 'phones';
  if (mode === 'exact') return (numbers === 'phones' ? exactScorer : exactScorerFor(numbers)) as Scorer;
  const aliases = options.aliases === undefined || options.aliases.size === 0 ? undefined : documentAliases(options.aliases);
  const make = mode === 'fuzzy' ? fuzzyScorer : mode === 'phonetic' ? phoneticScorer : hybridScorer;
  return make(builtInNicknames(), aliases, numbers) as Scorer;
}
