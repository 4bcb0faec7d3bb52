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
 * "Kevin Leeds". Otherwise the text as it is (a word like no first name said, "John Smith, sorry, Mary", a word that
 * may start a name or end one, or one the column does not hold, is read where the sentence's runs read it).
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
  // cannot write, and is read where the sentence's runs read it, never confidently Joan Smith. Another word that ends
  // names and starts none is the surname put right; "John Smith, sorry, Mary" would otherwise read "John Mary".)
  const nameWords = words(normaliseText(name));
  const last = nameWords[nameWords.length - 1]!;
  if (last === meant || saidAgainAs(last, meant)) return heard;
  if (!mayBeValue([...nameWords.slice(0, -1), meant]) || mayBeValue([meant, ...nameWords.slice(1)])) return heard;
  const lastAt = name.search(LAST_WORD);
  return name.slice(0, lastAt) + found[2]!;
}
