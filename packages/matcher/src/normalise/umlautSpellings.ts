// A name with an umlaut or a ring written as an English keyboard writes it: "Juergen" for Jürgen, "Mueller" for Müller,
// "Soeren Oedegaard" for Søren Ødegård. A table's "Jürgen" reads "jurgen" (`normaliseText`), and "juergen" was a
// word apart: found, but never confidently ("Juergen Gross", 100 and ambiguous), or not at all ("Soeren Oedegaard", 84).

// Cheap test first: most heard values have none of these pairs.
const MAY_SPELL_UMLAUT = /ae|oe|ue|aa/i;
const WORD = /\p{L}+/gu;
// The shortest word read so ("Joe", "Rae", "Sue" are names of their own).
const MIN_LETTERS = 5;
// "ae", "oe", "ue" read as one vowel, but before the syllable "el" (an "l", then a vowel or the word's end), where
// they are two: Mi-cha-el, Ra-fa-el, Sa-mu-el, Ma-nu-e-la, Is-ra-el are names of their own, not "Michal" or "Rafał".
const UMLAUT_PAIR = /([aou])e(?!l(?:[aeiouy]|$))/g;

/**
 * The text with each word of five letters or more that the column does not hold, but holds with "ae", "oe", "ue" read
 * as "a", "o", "u" (and "aa" as "a"; but a pair before the syllable "el", as in Michael or Samuel, is two vowels),
 * written as the column holds it: "Juergen Gross" → "Jurgen Gross" where a cell
 * is Jürgen Groß. Otherwise the text as it is.
 *
 * @example
 *   withUmlautSpellingsRead('Juergen Gross', (word) => word === 'jurgen') // 'Jurgen Gross'
 */
export function withUmlautSpellingsRead(heard: string, holds: (word: string) => boolean): string {
  if (!MAY_SPELL_UMLAUT.test(heard)) return heard;
  return heard.replace(WORD, (word) => {
    if (word.length < MIN_LETTERS || !MAY_SPELL_UMLAUT.test(word)) return word;
    const lower = word.toLowerCase();
    if (holds(lower)) return word;
    const read = lower.replace(UMLAUT_PAIR, '$1').replace(/aa/g, 'a');
    if (read === lower || !holds(read)) return word;
    return /^\p{Lu}/u.test(word) ? read[0]!.toUpperCase() + read.slice(1) : read;
  });
}
