// Fuzzy mode, typo-tolerant: letters only (Levenshtein per word, words in any order).
import type { AliasTable } from '../aliases/aliasTable.js';
import type { Scorer } from './Scorer.js';
import type { PreparedValue } from './preparedValue.js';
import { wordsScorer } from './wordsScorer.js';
import type { NumberReading } from './numberReading.js';

/**
 * @example
 *   const s = fuzzyScorer(builtInNicknames());
 *   s.score(s.prepare('Kaitlyn Meyers'), s.prepare('Caitlin Myers'))
 */
export function fuzzyScorer(nicknames?: AliasTable, documentAliases?: AliasTable, numbers: NumberReading = 'phones'): Scorer<PreparedValue> {
  return wordsScorer('fuzzy', 'letters', nicknames, documentAliases, numbers);
}
