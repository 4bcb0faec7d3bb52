// A word's pronunciation: the CMU dictionary when it has the word, spelling rules otherwise (and, for two given names
// run together, theirs).
import { dictionaryPronunciations } from './cmuDictionary.js';
import { letterToSoundCodes } from './letterToSound.js';
import { phonemeCode } from './phonemes.js';
import { GIVEN_NAMES } from '../tools/givenNames.js';

// Anything but the letters the dictionary and the spelling rules know: digits, and letters of other scripts.
const NOT_PRONOUNCED = /[^a-z]/;

/**
 * Phoneme codes for a lower-case word: every dictionary pronunciation, or one by spelling rules (and a second, the
 * two names', for two given names run together: "annmarie", "maryellen").
 * Words with digits ("a1001", "lee86") or letters of other scripts get an empty sequence: they are compared by
 * their letters.
 *
 * @example
 *   pronounce('kaitlyn') // [K EY T L IH N] (by rule); pronounce('caitlin') // [K EY T L IH N] (dictionary)
 *   pronounce('annmarie') // [AE N M AA R IY (by rule), AE N M ER IY (Ann + Marie)]
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
  // A name of two given names run together ("annmarie") sounds as they do, where the spelling rules read its middle
  // otherwise (AE N M AA R IY against Ann Marie's AE N M ER IY): both.
  const runTogether = twoNamesSound(word);
  return runTogether === undefined ? [letterToSoundCodes(word)] : [letterToSoundCodes(word), runTogether];
}

// The shortest piece of a word read as two: shorter ones ("de", "la", "lu") make most unknown words two.
const SHORTEST_PIECE = 3;

/**
 * The first pronunciations of the two given names `word` is run together from (`isGivenName`, each in the dictionary,
 * of `SHORTEST_PIECE` letters or more), first piece longest; undefined when there are none. (Any two dictionary words
 * would do for names, but a table of other words splits into them: asr-words' "feltre" and "staaten" changed 374 of
 * its 3,037 answers, found 66.0 against 66.1, confident-wrong 3.3 against 3.2; a given name and any word split a
 * recogniser's first name and surname run together, "christiangonzalez", a second pronunciation for many heard words.)
 */
function twoNamesSound(word: string): Uint8Array | undefined {
  for (let split = word.length - SHORTEST_PIECE; split >= SHORTEST_PIECE; split--) {
    const [first, second] = [word.slice(0, split), word.slice(split)];
    if (!isGivenName(first) || !isGivenName(second)) continue;
    const [firstSounds, secondSounds] = [dictionaryPronunciations(first), dictionaryPronunciations(second)];
    if (firstSounds.length > 0 && secondSounds.length > 0) return Uint8Array.from([...firstSounds[0]!, ...secondSounds[0]!]);
  }
  return undefined;
}

/** Whether a word is a common given name (`GIVEN_NAMES`), or one written without its silent final E ("ann", "lynn"). */
function isGivenName(word: string): boolean {
  return GIVEN_NAMES.has(word) || GIVEN_NAMES.has(`${word}e`);
}
