// Unicode format characters (Cf: soft hyphen, zero-width space and joiners, word joiner, BOM, direction marks) in words.
import { UNSPACED_SCRIPT_LETTER as UNSPACED } from '@switchboard/directive';

const FORMAT_CHARACTER = /\p{Cf}/u;
// In a script written without spaces between words, a zero-width space is how a word break is marked (Thai, Khmer…).
const ZERO_WIDTH_SPACE_BREAK = new RegExp(`(?<=${UNSPACED}\\p{M}*)\\u200b(?=${UNSPACED})`, 'gu');
// Persian, Urdu and Kurdish write a zero-width non-joiner where a space may stand too (می‌خواهم, می خواهم).
const NON_JOINER_BREAK = /(?<=\p{scx=Arabic}\p{M}*)\u200c(?=\p{scx=Arabic})/gu;
const FORMAT_CHARACTERS = /\p{Cf}/gu;

/**
 * The text without its format characters, which show as nothing and are carried in by recognisers and pasted text
 * ("ye\u00ADs" is "yes"), except the two that mark a word break in their script, which become a space: a zero-width
 * space between letters of a script written without spaces (Thai, Lao, Khmer, Myanmar, Tibetan, Chinese, Japanese),
 * and a zero-width non-joiner between Arabic-script letters. Elsewhere a joiner or non-joiner only chooses a letter's
 * shape (a Devanagari conjunct, क्‍ष), so the word is the same without it.
 *
 * @example
 * withoutFormatCharacters('ye\u00ads');               // 'yes'
 * withoutFormatCharacters('\u0e2a\u200b\u0e01');      // 'ส ก'
 */
export function withoutFormatCharacters(text: string): string {
  if (!FORMAT_CHARACTER.test(text)) return text;
  return text.replace(ZERO_WIDTH_SPACE_BREAK, ' ').replace(NON_JOINER_BREAK, ' ').replace(FORMAT_CHARACTERS, '');
}
