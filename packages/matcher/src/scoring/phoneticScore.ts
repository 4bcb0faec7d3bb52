// Phonetic mode, sounds-alike: phonemes only (CMU dictionary, spelling rules as fallback).
import type { Scorer } from './Scorer.js';
import { prepareValue, type PreparedValue } from './preparedValue.js';
import { wordsScore } from './wordsScore.js';

/**
 * @example
 *   phoneticScorer.score(phoneticScorer.prepare('Kaitlyn Meyers'), phoneticScorer.prepare('Caitlin Myers'))
 */
export const phoneticScorer: Scorer<PreparedValue> = {
  mode: 'phonetic',
  prepare: prepareValue,
  score: (heard, cell) => wordsScore(heard, cell, 'sounds'),
};
