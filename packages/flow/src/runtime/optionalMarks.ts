// Marks a word is still the same word without: accents, and the vowel points Hebrew and Arabic write only at times.

/**
 * Combining marks that may be left off a word as written (decomposed first, NFKD): the combining diacritical blocks
 * Latin, Greek and Cyrillic accents come from (é, ñ, ά, й), Hebrew points and cantillation, and Arabic short vowels,
 * shadda and sukun. The marks other scripts spell with (a Devanagari or Thai vowel sign, a virama, a kana's voicing
 * mark) are letters of the word: हाँ "yes" is not है "is", ครับ not ครบ, が not か.
 */
const OPTIONAL_MARKS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e4\u06e7\u06e8\u06ea-\u06ed]/gu;

/**
 * The decomposed text without its optional marks.
 *
 * @example
 * withoutOptionalMarks('José'.normalize('NFKD')); // 'Jose'
 * withoutOptionalMarks('हाँ'.normalize('NFKD'));  // 'हाँ' (its vowel sign and nasal mark kept)
 */
export function withoutOptionalMarks(decomposed: string): string {
  return decomposed.replace(OPTIONAL_MARKS, '');
}
