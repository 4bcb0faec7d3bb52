// A word's pronunciation: the CMU dictionary when it has the word, spelling rules otherwise.
import { dictionaryPronunciations } from './cmuDictionary.js';
import { letterToSoundCodes } from './letterToSound.js';
import { phonemeCode } from './phonemes.js';

// Anything but the letters the dictionary and the spelling rules know: digits, and letters of other scripts.
const NOT_PRONOUNCED = /[^a-z]/;

/**
 * Phoneme codes for a lower-case word: every dictionary pronunciation, or one by spelling rules.
 * Words with digits ("a1001", "lee86") or letters of other scripts get an empty sequence: they are compared by
 * their letters.
 *
 * @example
 *   pronounce('kaitlyn') // [K EY T L IH N] (by rule); pronounce('caitlin') // [K EY T L IH N] (dictionary)
 */
export function pronounce(word: string): Uint8Array[] {
  // Spelling rules would sound the letters and drop the digits: "lee86" would sound as "lee68" does, and as "lee";
  // a word in another script ("иван") would sound as nothing at all.
  if (NOT_PRONOUNCED.test(word)) return [new Uint8Array(0)];
  const known = dictionaryPronunciations(word);
  if (known.length > 0) return known;
  // A possessive or plural the dictionary lacks ("davidsons") sounds like its stem plus Z.
  if (word.length > 3 && word.endsWith('s')) {
    const stem = dictionaryPronunciations(word.slice(0, -1));
    if (stem.length > 0) return stem.map((codes) => Uint8Array.from([...codes, phonemeCode('Z')]));
  }
  return [letterToSoundCodes(word)];
}
