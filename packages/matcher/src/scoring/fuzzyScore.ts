// Fuzzy mode, typo-tolerant: letters only (Levenshtein per word, words in any order).
import type { Scorer } from './Scorer.js';
import { prepareValue, type PreparedValue } from './preparedValue.js';
import { wordsScore } from './wordsScore.js';

/**
 * @example
 *   fuzzyScorer.score(fuzzyScorer.prepare('Kaitlyn Meyers'), fuzzyScorer.prepare('Caitlin Myers'))
 */
export const fuzzyScorer: Scorer<PreparedValue> = {
  mode: 'fuzzy',
  prepare: prepareValue,
  score: (heard, cell) => wordsScore(heard, cell, 'letters'),
};
