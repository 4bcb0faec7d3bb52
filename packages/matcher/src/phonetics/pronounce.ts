// A word's pronunciation: the CMU dictionary when it has the word, spelling rules otherwise.
import { dictionaryPronunciation } from './cmuDictionary.js';
import { letterToSoundCodes } from './letterToSound.js';

/**
 * Phoneme codes for a lower-case word (letters only; digits and the like give an empty sequence).
 *
 * @example
 *   pronounce('kaitlyn') // K EY T L IH N (by rule), pronounce('caitlin') // K EY T L IH N (dictionary)
 */
export function pronounce(word: string): Uint8Array {
  return dictionaryPronunciation(word) ?? letterToSoundCodes(word);
}
