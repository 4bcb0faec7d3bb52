// Invisible characters (Unicode Cf) pasted into a `#lookup` argument's value, which the lookup would be given as they are.
import { shownCodePoint } from './messages.js';

const FORMAT_CHARACTER = /\p{Cf}/u;
/**
 * A letter of a script written without spaces between words (Thai, Lao, Khmer, Myanmar, Tibetan, Chinese, Japanese),
 * where a zero-width space marks where a word ends: a regular expression class, for `new RegExp(…, 'u')`.
 */
export const UNSPACED_SCRIPT_LETTER = '[\\p{scx=Thai}\\p{scx=Lao}\\p{scx=Khmer}\\p{scx=Myanmar}\\p{scx=Tibetan}\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}]';
// A format character a script needs: a joiner or non-joiner shaping the letters either side (a Devanagari conjunct, a
// Persian word written with its half-space, an emoji sequence) or after a virama (a Malayalam chillu ends a word so),
// or a zero-width space between words of Thai and the like.
const MEANT = new RegExp(
  `(?<=[\\p{L}\\p{M}\\p{Extended_Pictographic}])[\\u200c\\u200d](?=[\\p{L}\\p{Extended_Pictographic}])|(?<=\\p{M})[\\u200c\\u200d]|(?<=${UNSPACED_SCRIPT_LETTER}\\p{M}*)\\u200b(?=${UNSPACED_SCRIPT_LETTER})`,
  'gu',
);
const FORMAT_CHARACTERS = /\p{Cf}/gu;

/**
 * Where in the value the first format character stands that no script needs there (a zero-width space in a Latin word,
 * a soft hyphen, a word joiner, a byte-order mark, a direction mark), or -1: the value's own letters are left alone.
 *
 * @example
 * invisibleInValue('1\u200b');         // 1
 * invisibleInValue('Springfield');     // -1
 */
export function invisibleInValue(value: string): number {
  return unmeantFormatCharacters(value)[0] ?? -1;
}

/**
 * The text with each format character no script needs there written as `<U+200B>`, so that a message quoting a name
 * that holds one shows it (`"said<U+200B>"`, where "said​" looks like the name it is not); the letters a joiner shapes
 * are left as they are.
 *
 * @example
 * shownInvisible('said\u200b'); // 'said<U+200B>'
 */
export function shownInvisible(text: string): string {
  const unmeant = new Set(unmeantFormatCharacters(text));
  if (unmeant.size === 0) return text;
  return text.replace(FORMAT_CHARACTERS, (char, at: number) => (unmeant.has(at) ? shownCodePoint(char) : char));
}

/** Where the format characters no script needs stand, in order. */
function unmeantFormatCharacters(text: string): number[] {
  if (!FORMAT_CHARACTER.test(text)) return [];
  const meant = new Set<number>();
  for (const match of text.matchAll(MEANT)) meant.add(match.index);
  return [...text.matchAll(FORMAT_CHARACTERS)].map((match) => match.index).filter((at) => !meant.has(at));
}
