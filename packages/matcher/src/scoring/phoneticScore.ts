// Phonetic mode, sounds-alike: phonemes only (CMU dictionary, spelling rules as fallback).
import type { AliasTable } from '../aliases/aliasTable.js';
import type { Scorer } from './Scorer.js';
import type { PreparedValue } from './preparedValue.js';
import { wordsScorer } from './wordsScorer.js';
import type { NumberReading } from './numberReading.js';

/**
 * @example
 *   const s = phoneticScorer(builtInNicknames());
 *   s.score(s.prepare('Kaitlyn Meyers'), s.prepare('Caitlin Myers'))
 */
export function phoneticScorer(nicknames?: AliasTable, documentAliases?: AliasTable, numbers: NumberReading = 'phones'): Scorer<PreparedValue> {
  return wordsScorer('phonetic', 'sounds', nicknames, documentAliases, numbers);
}
