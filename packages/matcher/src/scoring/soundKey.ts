// A value as it sounds said aloud, as keys: two values sharing a key cannot be told apart by the caller's voice.
import { dictionaryPronunciations, inDictionary } from '../phonetics/cmuDictionary.js';
import type { PreparedValue } from './preparedValue.js';

/** A word of at most this many letters may be a particle written apart from its name ("Mac Donald", "Mary Ann"). */
const PARTICLE_LETTERS = 3;
/** Values of more words than this get no keys (an address, a description: not a name said in one breath). */
const MOST_WORDS = 6;

/**
 * The value's sounds run together (a voice has no spaces), one key per pronunciation the dictionary lists for one of
 * its words (the others as usually said); a particle and its neighbour that the dictionary has as one word sound as
 * that word ("mac donald" as "macdonald", M AH K D AA N AH L D, which is also how "McDonald" sounds). Empty for a
 * number, a code, a value without words or of more than `MOST_WORDS`. An email address's keys are its local part's sounds
 * with its domain.
 *
 * @example
 *   soundKeys(prepareValue('Ronald Mac Donald')).some((key) => soundKeys(prepareValue('Ronald McDonald')).includes(key)) // true
 *   soundKeys(prepareValue('Sean Riley'))[0] === soundKeys(prepareValue('Shawn Reilly'))[0] // true
 */
export function soundKeys(value: PreparedValue): string[] {
  if (value.digits !== null || value.code !== null || value.words.length === 0 || value.words.length > MOST_WORDS) return [];
  // Each spoken piece's pronunciations, the usual one first.
  const pieces: (readonly Uint8Array[])[] = [];
  const { words } = value;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = words[i + 1];
    if (word.phonemes.length === 0) return [];
    if (next !== undefined && (word.text.length <= PARTICLE_LETTERS || next.text.length <= PARTICLE_LETTERS) && inDictionary(word.text + next.text)) {
      pieces.push(dictionaryPronunciations(word.text + next.text));
      i++;
    } else {
      pieces.push(word.pronunciations);
    }
  }
  const usual = pieces.map((pronunciations) => pronunciations[0]!);
  const keys = [keyOf(usual)];
  pieces.forEach((pronunciations, at) => {
    for (let variant = 1; variant < pronunciations.length; variant++) {
      keys.push(keyOf(usual.map((codes, i) => (i === at ? pronunciations[variant]! : codes))));
    }
  });
  // An email address's mailbox sounds so at its own domain only: another domain is another address, said aloud too.
  // (Its sounds come first, phoneme codes under 64, so such a key never meets an exact key.)
  return value.domain === null ? keys : keys.map((key) => `${key}@${value.domain}`);
}

/** Phoneme codes as one string, a character each. */
function keyOf(pieces: readonly Uint8Array[]): string {
  let key = '';
  for (const codes of pieces) key += String.fromCharCode(...codes);
  return key;
}
