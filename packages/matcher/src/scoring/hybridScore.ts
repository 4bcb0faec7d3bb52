// Hybrid mode, sounds and letters: mostly sound, letters break ties between homophones.
import type { AliasTable } from '../aliases/aliasTable.js';
import type { Scorer } from './Scorer.js';
import type { PreparedValue } from './preparedValue.js';
import { wordsScorer } from './wordsScorer.js';
import type { NumberReading } from './numberReading.js';

/**
 * @example
 *   const s = hybridScorer(builtInNicknames());
 *   s.score(s.prepare('Kaitlyn Meyers'), s.prepare('Caitlin Myers'))
 */
export function hybridScorer(nicknames?: AliasTable, documentAliases?: AliasTable, numbers: NumberReading = 'phones'): Scorer<PreparedValue> {
  return wordsScorer('hybrid', 'both', nicknames, documentAliases, numbers);
}
