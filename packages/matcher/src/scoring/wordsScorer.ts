// The fuzzy, phonetic and hybrid scorers: one shape, differing in the evidence their words compare.
import type { AliasTable } from '../aliases/aliasTable.js';
import type { MatchMode, Scorer } from './Scorer.js';
import { prepareValue, type PreparedValue } from './preparedValue.js';
import { WordComparer, type WordEvidence } from './wordSimilarity.js';
import type { NumberReading } from './numberReading.js';
import { someWordMatched, weakestCodeLetters, weakestWord, wordsScore } from './wordsScore.js';

/**
 * A scorer comparing words with the given evidence and aliases.
 *
 * @example
 *   const s = wordsScorer('hybrid', 'both', builtInNicknames(), undefined);
 *   s.score(s.prepare('Bob Brown'), s.prepare('Robert Brown')) // ~93
 */
export function wordsScorer(
  mode: Exclude<MatchMode, 'exact'>,
  evidence: WordEvidence,
  nicknames: AliasTable | undefined,
  documentAliases: AliasTable | undefined,
  numbers: NumberReading = 'phones',
): Scorer<PreparedValue> {
  const comparer = new WordComparer(evidence, nicknames, documentAliases);
  return {
    mode,
    prepare: prepareValue,
    score: (heard, cell) => wordsScore(heard, cell, comparer, numbers),
    // Measured on sounds: letters alone put one letter's difference in a short name under the line ("Jon" for
    // "John" in fuzzy mode), so a letters-only column keeps its scores' confidence.
    // (A code's letters left unsaid are never confident, in any mode.)
    ...(evidence === 'letters' ? { weakestWord: (heard: PreparedValue, cell: PreparedValue) => weakestCodeLetters(heard, cell, comparer) } : {
      weakestWord: (heard: PreparedValue, cell: PreparedValue) => weakestWord(heard, cell, comparer),
      someWordMatched: (heard: PreparedValue, cell: PreparedValue) => someWordMatched(heard, cell, comparer),
    }),
  };
}
