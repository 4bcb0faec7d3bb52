// Text normalisation shared by every scorer: case, accents, other alphabets, punctuation and whitespace.
import transliterate from '@sindresorhus/transliterate';
import { withInvisibleMarksRead } from './invisibleMarks.js';

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
// Alphabets written with their vowels, which a recogniser writing English spells in Latin letters ("Olga Smirnova"
// for Ольга Смирнова): their letters are transliterated. Abjads (Arabic, Hebrew: most vowels unwritten, محمد علي
// comes out "mhmd ely", far from "Mohammed Ali"), Armenian (whose vowels are spelled by their place in the word,
// which a letter-by-letter table misses: Պետրոսյան came out "pyetrvosyan") and other writing systems keep their
// letters.
const TRANSLITERATED_LETTER = '[\\p{Script=Cyrillic}\\p{Script=Greek}\\p{Script=Georgian}]';
const TRANSLITERATED = new RegExp(`${TRANSLITERATED_LETTER}+`, 'gu');
const HAS_TRANSLITERATED = new RegExp(TRANSLITERATED_LETTER, 'u');
// Where the library's letter-by-letter table parts from how such names are spelled in English: χ is "ch"
// (Χρήστος, Christos), ου "ou" (Παπαδόπουλος, Papadopoulos), αυ and ευ "av" and "ev" (Ευάγγελος, Evangelos), γγ "ng",
// щ "shch" (Щукин, Shchukin). Texts are lower-cased before.
const SPELLED_AS_IN_ENGLISH: [string, string][] = [
  ['χ', 'ch'], ['ου', 'ou'], ['ού', 'ou'], ['αυ', 'av'], ['αύ', 'av'], ['ευ', 'ev'], ['εύ', 'ev'], ['γγ', 'ng'], ['щ', 'shch'],
];
// ASCII without '&' (a special letter): NFKD leaves it as it is.
const PLAIN_ASCII = /^[\x00-\x25\x27-\x7f]*$/;

/**
 * Lower-cases, strips accents, drops apostrophes and turns every other punctuation run into one space. Cyrillic,
 * Greek and Georgian letters are transliterated ("Иван Петров" → "ivan petrov"); letters of other
 * scripts stay as they are (lower-cased): "王伟" → "王伟".
 *
 * @example
 *   normaliseText("  Zoë O'Brien-Smith ") // "zoe obrien smith"
 */
export function normaliseText(value: string): string {
  // Most values are plain ASCII, which has no accents or special letters to fold.
  if (PLAIN_ASCII.test(value)) return value.toLowerCase().replace(APOSTROPHES, '').replace(SEPARATORS, ' ').trim();
  // (Invisible marks pasted inside a word join it, "Jo\u00adhn"; cased, as a capital after one may start a word.)
  return latinised(withInvisibleMarksRead(value).toLowerCase())
    .replace(SPECIAL_LETTER_PATTERN, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(APOSTROPHES, '')
    .replace(ANY_SEPARATORS, ' ')
    .trim();
}

/**
 * The lower-cased text with its runs of Cyrillic, Greek and Georgian letters transliterated (composed
 * first, so a letter and its mark are one: й is "y", not и); every other character as it is.
 *
 * @example
 *   latinised('ольга смирнова') // "olga smirnova"
 *   latinised('χρήστος 王伟') // "christos 王伟"
 */
export function latinised(lowerCased: string): string {
  if (!HAS_TRANSLITERATED.test(lowerCased)) return lowerCased;
  return lowerCased.normalize('NFC').replace(TRANSLITERATED, (run) => transliterate(run, { customReplacements: SPELLED_AS_IN_ENGLISH }));
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
