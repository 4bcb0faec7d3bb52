// How alike two words are, 0..1, by letters, by sound, or both.
import { distance } from 'fastest-levenshtein';
import { phonemeSimilarity } from '../phonetics/phonemeDistance.js';
import type { PreparedWord } from './preparedValue.js';

/** Which evidence a word comparison uses. */
export type WordEvidence = 'letters' | 'sounds' | 'both';

// Same sound, different spelling stays a few points under the same spelling, so homophones tie
// closely enough to come out ambiguous rather than one of them winning by accident.
const SOUND_SHARE = 0.92;
// A lone letter matching the initial of a word ("J" for "John").
const INITIAL_SIMILARITY = 0.8;

/** 1 - Levenshtein distance / longer length. */
export function letterSimilarity(a: string, b: string): number {
  const longer = a.length > b.length ? a.length : b.length;
  return longer === 0 ? 1 : 1 - distance(a, b) / longer;
}

/**
 * Similarity of two prepared words.
 *
 * @example
 *   wordSimilarity(sean, shawn, 'sounds') // 1
 *   wordSimilarity(sean, shawn, 'both') // ~0.97
 */
export function wordSimilarity(a: PreparedWord, b: PreparedWord, evidence: WordEvidence): number {
  if (a.text === b.text) return 1;
  if ((a.text.length === 1 || b.text.length === 1) && a.text[0] === b.text[0]) return INITIAL_SIMILARITY;
  // Words without a pronunciation (codes like "a1001") can only be compared by their letters.
  if (evidence === 'letters' || a.phonemes.length === 0 || b.phonemes.length === 0) return letterSimilarity(a.text, b.text);
  const sound = phonemeSimilarity(a.phonemes, b.phonemes, a.weight, b.weight);
  if (evidence === 'sounds') return sound;
  const letters = letterSimilarity(a.text, b.text);
  const blended = SOUND_SHARE * sound + (1 - SOUND_SHARE) * letters;
  return blended > letters ? blended : letters;
}
