// Hybrid mode, sounds and letters: mostly sound, letters break ties between homophones.
import type { Scorer } from './Scorer.js';
import { prepareValue, type PreparedValue } from './preparedValue.js';
import { wordsScore } from './wordsScore.js';

/**
 * @example
 *   hybridScorer.score(hybridScorer.prepare('Kaitlyn Meyers'), hybridScorer.prepare('Caitlin Myers'))
 */
export const hybridScorer: Scorer<PreparedValue> = {
  mode: 'hybrid',
  prepare: prepareValue,
  score: (heard, cell) => wordsScore(heard, cell, 'both'),
};
