// Invisible format characters (Unicode Cf) in a value pasted or typed: where they break a word and where they are nothing.
// No recogniser writes them; text copied from a web page or a document carries them: a soft hyphen (a place the word
// may be hyphenated), a zero-width space (a place a line may break, in a long word or an address), a joiner or
// non-joiner, a word joiner, a byte-order mark, a direction mark. Read as punctuation they split the word they sit in
// ("Jo\u00adhn" was "jo hn").

const FORMAT = /\p{Cf}/u;
const FORMATS = /\p{Cf}+/gu;
const ZERO_WIDTH_SPACE = '\u200b';
const ZERO_WIDTH_NON_JOINER = '\u200c';
// Scripts written without spaces between words, where a zero-width space marks a word's end.
const UNSPACED = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
// Arabic script, where a non-joiner stands between the parts of a word written apart (Persian "می‌خواهم").
const ARABIC = /\p{Script=Arabic}/u;
const SMALL_LETTER = /\p{Ll}/u;
const CAPITAL = /\p{Lu}/u;

/**
 * `text` with its invisible format characters read: a word break (a space) where one marks a word's end in its script
 * (`breaksWords`), nothing elsewhere, joining the letters either side. Text with none is returned as it is (one test).
 *
 * @example
 *   withInvisibleMarksRead('Jo\u00adhn Smith') // "John Smith"
 *   withInvisibleMarksRead('John\u200bSmith') // "John Smith"
 */
export function withInvisibleMarksRead(text: string): string {
  if (!FORMAT.test(text)) return text;
  return text.replace(FORMATS, (marks: string, at: number) => {
    const before = Array.from(text.slice(Math.max(0, at - 2), at)).at(-1) ?? '';
    const after = String.fromCodePoint(text.codePointAt(at + marks.length) ?? 32);
    return breaksWords(marks, before, after) ? ' ' : '';
  });
}

/**
 * Whether invisible `marks` between the characters `before` and `after` end a word: a zero-width space between letters
 * of a script written without spaces, or before a capital after a small letter (where a space was: "John\u200bSmith"
 * shows as "JohnSmith"); a non-joiner between Arabic-script letters. A zero-width space inside a word ("Cait\u200blin"),
 * and every other mark, is no break.
 */
function breaksWords(marks: string, before: string, after: string): boolean {
  if (marks.includes(ZERO_WIDTH_SPACE)) {
    if (UNSPACED.test(before) && UNSPACED.test(after)) return true;
    if (SMALL_LETTER.test(before) && CAPITAL.test(after)) return true;
  }
  return marks.includes(ZERO_WIDTH_NON_JOINER) && ARABIC.test(before) && ARABIC.test(after);
}
