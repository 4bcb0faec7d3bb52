// Invisible characters (Unicode Cf) pasted into a `#lookup` argument's value, which the lookup would be given as they are.

const FORMAT_CHARACTER = /\p{Cf}/u;
// Scripts written without spaces between words, where a zero-width space marks where a word ends (Thai, Khmer…).
const UNSPACED = '[\\p{scx=Thai}\\p{scx=Lao}\\p{scx=Khmer}\\p{scx=Myanmar}\\p{scx=Tibetan}\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}]';
// A format character a script needs: a joiner or non-joiner shaping the letters either side (a Devanagari conjunct, a
// Persian word written with its half-space, an emoji sequence) or after a virama (a Malayalam chillu ends a word so),
// or a zero-width space between words of Thai and the like.
const MEANT = new RegExp(
  `(?<=[\\p{L}\\p{M}\\p{Extended_Pictographic}])[\\u200c\\u200d](?=[\\p{L}\\p{Extended_Pictographic}])|(?<=\\p{M})[\\u200c\\u200d]|(?<=${UNSPACED}\\p{M}*)\\u200b(?=${UNSPACED})`,
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
  if (!FORMAT_CHARACTER.test(value)) return -1;
  const meant = new Set<number>();
  for (const match of value.matchAll(MEANT)) meant.add(match.index);
  for (const match of value.matchAll(FORMAT_CHARACTERS)) if (!meant.has(match.index)) return match.index;
  return -1;
}
