// Text normalisation shared by every scorer: case, accents, punctuation and whitespace.

const COMBINING_MARKS = /[\u0300-\u036f]/g;
// Apostrophes join their word ("O'Brien" is one name), every other non-alphanumeric separates.
// (The Hawaiian ʻokina and ʼ are written as apostrophes too: "Kaʻahumanu".)
const APOSTROPHES = /['\u2019\u2018`´\u02bb\u02bc]/g;
const SEPARATORS = /[^a-z0-9]+/g;
// Beyond ASCII, any script's letters, digits and marks (a Devanagari vowel sign, a kana's voicing mark) are kept.
const ANY_SEPARATORS = /[^\p{L}\p{N}\p{M}]+/gu;
// Letters that NFKD does not decompose into a base letter plus a mark.
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', þ: 'th', ł: 'l', ı: 'i', '&': ' and ',
};
const SPECIAL_LETTER_PATTERN = /[ßæœøđðþłı&]/g;
// ASCII without '&' (a special letter): NFKD leaves it as it is.
const PLAIN_ASCII = /^[\x00-\x25\x27-\x7f]*$/;

/**
 * Lower-cases, strips accents, drops apostrophes and turns every other punctuation run into one space. Letters of
 * other scripts stay as they are (lower-cased): "Иван Петров" → "иван петров".
 *
 * @example
 *   normaliseText("  Zoë O'Brien-Smith ") // "zoe obrien smith"
 */
export function normaliseText(value: string): string {
  // Most values are plain ASCII, which has no accents or special letters to fold.
  if (PLAIN_ASCII.test(value)) return value.toLowerCase().replace(APOSTROPHES, '').replace(SEPARATORS, ' ').trim();
  return value
    .toLowerCase()
    .replace(SPECIAL_LETTER_PATTERN, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(APOSTROPHES, '')
    .replace(ANY_SEPARATORS, ' ')
    .trim();
}

/**
 * The words of a normalised text.
 *
 * @example
 *   words('caitlin myers') // ['caitlin', 'myers']
 */
export function words(normalised: string): string[] {
  return normalised === '' ? [] : normalised.split(' ');
}
