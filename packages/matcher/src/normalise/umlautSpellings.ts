// A name with an umlaut or a ring written as an English keyboard writes it: "Juergen" for Jürgen, "Mueller" for Müller,
// "Soeren Oedegaard" for Søren Ødegård. A table's "Jürgen" reads "jurgen" (`normaliseText`), and "juergen" was a
// word apart: found, but never confidently ("Juergen Gross", 100 and ambiguous), or not at all ("Soeren Oedegaard", 84).

// Cheap test first: most heard values have none of these pairs.
const MAY_SPELL_UMLAUT = /ae|oe|ue|aa/i;
const WORD = /\p{L}+/gu;
// The shortest word read so ("Joe", "Rae", "Sue" are names of their own).
const MIN_LETTERS = 5;
/** The shortest word the umlaut reading reads (`MIN_LETTERS`). */
export const UMLAUT_MIN_LETTERS = MIN_LETTERS;
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
    const read = readingOf(lower);
    if (read === lower || !holds(read)) return word;
    return /^\p{Lu}/u.test(word) ? read[0]!.toUpperCase() + read.slice(1) : read;
  });
}

/**
 * A word's umlaut reading: "ae", "oe", "ue" as "a", "o", "u" (but before the syllable "el"), "aa" as "a".
 *
 * @example
 *   umlautReadingOf('maarten') // "marten"
 */
export const umlautReadingOf = (lower: string): string => lower.replace(UMLAUT_PAIR, '$1').replace(/aa/g, 'a');
const readingOf = umlautReadingOf;

/**
 * The text with its first word of five letters or more that the column holds written in another spelling the column
 * holds, one the umlaut reading of the other ("Maarten" and "Marten", "Mueller" and "Muller", either said), or
 * undefined when no word has one: "Maarten Jansen" → "Marten Jansen". A recogniser cannot tell the two apart, so the
 * caller may mean either (`LookupIndex`: no row is then confident where the other may be a value).
 *
 * @example
 *   otherSpellingSaid('Marten Jansen', (word) => ['maarten', 'marten', 'jansen'].includes(word)) // 'maarten Jansen'
 */
export function otherSpellingSaid(heard: string, holds: (word: string) => boolean): string | undefined {
  for (const found of heard.matchAll(WORD)) {
    const word = found[0];
    if (word.length < MIN_LETTERS) continue;
    const lower = word.toLowerCase();
    if (!holds(lower)) continue;
    const other = otherSpellingHeld(lower, holds);
    if (other !== undefined) return `${heard.slice(0, found.index)}${other}${heard.slice(found.index! + word.length)}`;
  }
  return undefined;
}

/** The other spelling of a word that the column holds: its umlaut reading, or a spelling whose reading it is. */
function otherSpellingHeld(lower: string, holds: (word: string) => boolean): string | undefined {
  const read = readingOf(lower);
  if (read !== lower) return holds(read) ? read : undefined;
  for (let at = 0; at < lower.length; at++) {
    const letter = lower[at]!;
    if (letter !== 'a' && letter !== 'o' && letter !== 'u') continue;
    for (const added of letter === 'a' ? ['e', 'a'] : ['e']) {
      const spelling = lower.slice(0, at + 1) + added + lower.slice(at + 1);
      if (readingOf(spelling) === lower && holds(spelling)) return spelling;
    }
  }
  return undefined;
}
