// Shared body of the fuzzy, phonetic and hybrid scorers: digits by digits, words by aligned words.
import { digitScore } from './digitScore.js';
import { phonemeSimilarity } from '../phonetics/phonemeDistance.js';
import type { PreparedValue } from './preparedValue.js';
import { alignWords } from './wordAlignment.js';
import { letterSimilarity, type WordEvidence } from './wordSimilarity.js';

const SOUND_SHARE = 0.92;

/**
 * Integer 0..100 for two prepared values compared with the given evidence.
 *
 * @example
 *   wordsScore(prepareValue('Kate Lynn'), prepareValue('Caitlin'), 'both') // >= 92
 */
export function wordsScore(heard: PreparedValue, cell: PreparedValue, evidence: WordEvidence): number {
  if (heard.digits !== null && cell.digits !== null) return digitScore(heard.digits, cell.digits);
  if (heard.text === cell.text) return heard.text === '' ? 0 : 100;
  let similarity = alignWords(heard, cell, evidence);
  // Split or joined words ("Mc Donald" / "McDonald", "Kate Lynn" / "Caitlin") compare run together.
  if (heard.words.length !== cell.words.length) {
    const joined = joinedSimilarity(heard, cell, evidence);
    if (joined > similarity) similarity = joined;
  }
  return Math.round(similarity * 100);
}

function joinedSimilarity(heard: PreparedValue, cell: PreparedValue, evidence: WordEvidence): number {
  if (heard.joinedText === cell.joinedText) return 0.99;
  const letters = letterSimilarity(heard.joinedText, cell.joinedText);
  if (evidence === 'letters' || heard.joinedPhonemes.length === 0 || cell.joinedPhonemes.length === 0) return letters;
  const sound = phonemeSimilarity(heard.joinedPhonemes, cell.joinedPhonemes, heard.joinedWeight, cell.joinedWeight);
  if (evidence === 'sounds') return sound;
  const blended = SOUND_SHARE * sound + (1 - SOUND_SHARE) * letters;
  return blended > letters ? blended : letters;
}
