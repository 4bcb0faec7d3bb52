// Another name, not a mishearing: the ways two names that sound alike differ as names do (a syllable added at the
// end, a consonant added in front, another first consonant), judged on their CMU / letter-to-sound phonemes.
import { phonemeDistance, SUBSTITUTION } from '../phonetics/phonemeDistance.js';
import { isVowel, PHONEME_TOTAL } from '../phonetics/phonemes.js';
import type { PreparedWord } from './preparedValue.js';

/** The rest of the two words may differ by this much (phoneme edit cost): one vowel for another, no more. */
const REST_ALIKE = 0.6;
/**
 * A first consonant changed into one costing at least this (hundredths, as `SUBSTITUTION` holds them) is another
 * consonant, not a near one (voicing, s / sh, m / n, l / r cost 0.3-0.5).
 */
const OTHER_CONSONANT = 55;
/** The most phonemes an ending adds: a vowel ("Erica", "Janie"), or a consonant and a vowel ("Harrison"). */
const ENDING_PHONEMES = 2;

/**
 * Whether two different words are two names rather than one name misheard, by the shape of their difference:
 * - one is the other with a syllable added at the end, the feminine and diminutive forms ("Eric" / "Erica",
 *   "Paul" / "Paula", "Julian" / "Juliana", "Jane" / "Janie");
 * - one is the other with a consonant added in front ("Wang" / "Huang", "Lloyd" / "Floyd", "Ellen" / "Helen");
 * - their first consonants are two unlike ones, the rest alike ("Gary" / "Barry", "Justin" / "Dustin"); a near one
 *   (voicing, s / sh, m / n) is left to the scores.
 * Their word similarity is often 0.78-0.85, as high as the same name misheard, so a row whose word is another name for
 * a word said is not confident (`weakestWord`): a relative, or a namesake, is the likeliest wrong caller there is.
 *
 * @example
 *   isAnotherName(word('erica'), word('eric')) // true
 *   isAnotherName(word('meyers'), word('myers')) // false
 *   isAnotherName(word('wight'), word('white')) // false: a homophone
 */
export function isAnotherName(a: PreparedWord, b: PreparedWord): boolean {
  if (a.text === b.text || homophones(a, b)) return false;
  for (const p of a.pronunciations) {
    for (const q of b.pronunciations) {
      const [shorter, longer] = p.length <= q.length ? [p, q] : [q, p];
      if (endingAdded(shorter, longer) || onsetAdded(shorter, longer) || onsetChanged(shorter, longer)) return true;
    }
  }
  return false;
}

/**
 * Whether the two words are usually said alike ("Wight" W AY T and "White", also said HH W AY T; "Witney" and
 * "Whitney"): one name spelled two ways, which a recogniser writes either way. The shapes below compare every pair of
 * pronunciations, and a dictionary's second pronunciation with an "h" in front would otherwise make a homophone
 * another name (a consonant added in front). The usual pronunciations count, or all of them when the two have the same
 * ones ("Hughs" and "Hughes"): "im" is said as "him" is in passing (IH M, its second), yet "Im" for "Him" is the
 * recogniser's word for another (3 confident-wrong answers of `asr` when any pair counted), as "Yuze" for Hughes
 * (HH Y UW Z, then Y UW Z) stays another name.
 */
function homophones(a: PreparedWord, b: PreparedWord): boolean {
  const p = a.pronunciations[0];
  const q = b.pronunciations[0];
  if (p !== undefined && q !== undefined && samePhonemes(p, q)) return true;
  // Or the same pronunciations in another order: "Hughs" and "Hughes" are each said "hyooz" and "hhyooz" (the one
  // variant against the other's read as a consonant added in front). "im" is "him" without its h, not "him".
  return a.pronunciations.length === b.pronunciations.length && a.pronunciations.every((codes) => b.pronunciations.some((other) => samePhonemes(codes, other)));
}

function samePhonemes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((code, i) => code === b[i]);
}

/** `longer` is `shorter` (up to a vowel) and a syllable more at the end. */
function endingAdded(shorter: Uint8Array, longer: Uint8Array): boolean {
  const added = longer.length - shorter.length;
  if (added < 1 || added > ENDING_PHONEMES || !shorter.some(isVowel) || !longer.subarray(shorter.length).some(isVowel)) return false;
  return phonemeDistance(shorter, longer.subarray(0, shorter.length)) <= REST_ALIKE;
}

/** `longer` is a consonant and then `shorter` (up to a vowel). */
function onsetAdded(shorter: Uint8Array, longer: Uint8Array): boolean {
  if (longer.length !== shorter.length + 1 || isVowel(longer[0]!) || !shorter.some(isVowel)) return false;
  return phonemeDistance(shorter, longer.subarray(1)) <= REST_ALIKE;
}

/** The two start with unlike consonants and are alike after them. */
function onsetChanged(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length || a.length < 2) return false;
  const first = a[0]!;
  const other = b[0]!;
  if (first === other || isVowel(first) || isVowel(other)) return false;
  if (SUBSTITUTION[first * PHONEME_TOTAL + other]! < OTHER_CONSONANT) return false;
  return phonemeDistance(a.subarray(1), b.subarray(1)) <= REST_ALIKE;
}
