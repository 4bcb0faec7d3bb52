// A name's word put right after the name: "John Smith, no wait, Joan", "Kevin MacLeod, sorry, Leeds". Read as heard,
// the word said after the correction was a word too many, or the name taken back was looked up ("John Smith, no wait,
// Joan" listed John Smith alone).
import { saidAgainAs } from './restarts.js';
import { CORRECTION_WORDS, MAY_CORRECT } from './correctionWords.js';
import { normaliseText, words } from './normaliseText.js';

const PAUSE = String.raw`[\s,.;:!\u2013\u2014\u2026-]+`;
// The name (two words or more, letters only), a correction ("no", "sorry", "I mean"…, "it's" after it), then one word.
const WORD_CORRECTED = new RegExp(
  String.raw`^(\p{L}+(?:[\s'\u2019-]+\p{L}+)+)${PAUSE}(?:(?:oh|uh|um)${PAUSE})?(?:${CORRECTION_WORDS})` +
    String.raw`(?:${PAUSE}(?:it${"['\u2019]"}?s|it is|that${"['\u2019]"}?s|that is))?${PAUSE}(\p{L}+)[\s.!]*$`,
  'iu',
);
const WORD = /\p{L}+/u;
// The name's last word as the column reads it (an apostrophe joins: "O'Neill" is one word, a hyphen parts two).
const LAST_WORD = /\p{L}+(?:['\u2019]\p{L}+)*$/u;

/**
 * The name with the word said after a correction in place of its first word, when the caller says that word again as
 * it (`saidAgainAs`: it starts like it, or is within half its letters of it) and the column holds it (`holds`): "John
 * Smith, no wait, Joan" → "Joan Smith". In place of its last word when that word is another (not said again as it)
 * that ends the column's names and starts none of as many words (`mayBeValue`): "Kevin MacLeod, sorry, Leeds" →
 * "Kevin Leeds"; in place of its first word when that word starts the column's names of as many words and ends none
 * ("John Smith, sorry, Mary" → "Mary Smith", since 2026-12-07). Otherwise the text as it is (a word that may start a
 * name or end one, or one the column does not hold, is read where the sentence's runs read it).
 *
 * @example
 *   withWordCorrected('John Smith, sorry, Joan') // "Joan Smith"
 *   withWordCorrected('Kevin MacLeod, sorry, Leeds', holds, mayBeValue) // "Kevin Leeds"
 */
export function withWordCorrected(heard: string, holds: (word: string) => boolean = () => true, mayBeValue: (words: readonly string[]) => boolean = () => false): string {
  if (!MAY_CORRECT.test(heard)) return heard;
  const found = WORD_CORRECTED.exec(heard);
  if (found === null) return heard;
  const name = found[1]!;
  const meant = found[2]!.toLowerCase();
  // (A word the column does not hold may be another name, or the same one misheard: "Joan Smith, sorry, Smyth" puts
  // right no word of a value, and is read where the sentence's runs read it, never confidently the name before it.)
  if (!holds(meant)) return heard;
  const first = WORD.exec(name)!;
  const said = first[0].toLowerCase();
  if (said !== meant && saidAgainAs(said, meant)) return name.slice(0, first.index) + found[2]! + name.slice(first.index + first[0].length);
  // (A surname said again, "Joan Smith, sorry, Smyth" where John Smyth is a value, may be a spelling the recogniser
  // cannot write, and is read where the sentence's runs read it, never confidently Joan Smith.)
  const nameWords = words(normaliseText(name));
  const last = nameWords[nameWords.length - 1]!;
  if (said === meant || last === meant || saidAgainAs(last, meant)) return heard;
  // Another word that starts the column's names of as many words and ends none is the first name put right ("John
  // Smith, sorry, Mary" → "Mary Smith", the answer only where the table has her); one that ends names and starts none,
  // the surname. A word that may do either puts nothing right.
  const asLast = mayBeValue([...nameWords.slice(0, -1), meant]);
  const asFirst = mayBeValue([meant, ...nameWords.slice(1)]);
  if (asLast === asFirst) return heard;
  if (asFirst) return name.slice(0, first.index) + found[2]! + name.slice(first.index + first[0].length);
  const lastAt = name.search(LAST_WORD);
  return name.slice(0, lastAt) + found[2]!;
}
