// The first name put right after the name: "John Smith, no wait, Joan". Read as heard, the word said after the
// correction was a word too many, or the name taken back was looked up ("John Smith, no wait, Joan" listed John Smith
// alone).
import { saidAgainAs } from './restarts.js';
import { CORRECTION_WORDS, MAY_CORRECT } from './correctionWords.js';

const PAUSE = String.raw`[\s,.;:!\u2013\u2014\u2026-]+`;
// The name (two words or more, letters only), a correction ("no", "sorry", "I mean"…, "it's" after it), then one word.
const WORD_CORRECTED = new RegExp(
  String.raw`^(\p{L}+(?:[\s'\u2019-]+\p{L}+)+)${PAUSE}(?:(?:oh|uh|um)${PAUSE})?(?:${CORRECTION_WORDS})` +
    String.raw`(?:${PAUSE}(?:it${"['\u2019]"}?s|it is|that${"['\u2019]"}?s|that is))?${PAUSE}(\p{L}+)[\s.!]*$`,
  'iu',
);
const WORD = /\p{L}+/u;

/**
 * The name with the word said after a correction in place of its first word, when the caller says that word again as
 * it (`saidAgainAs`: it starts like it, or is within half its letters of it) and the column holds it (`holds`): "John
 * Smith, no wait, Joan" → "Joan Smith". Otherwise the text as it is (a word like no first name said, "Kevin MacLeod,
 * sorry, Leeds", or one the column does not hold, is read where the sentence's runs read it).
 *
 * @example
 *   withWordCorrected('John Smith, sorry, Joan') // "Joan Smith"
 */
export function withWordCorrected(heard: string, holds: (word: string) => boolean = () => true): string {
  if (!MAY_CORRECT.test(heard)) return heard;
  const found = WORD_CORRECTED.exec(heard);
  if (found === null) return heard;
  const name = found[1]!;
  const meant = found[2]!;
  // (A word the column does not hold may be another name, or the same one misheard: "Joan Smith, sorry, Smyth" puts
  // right no word of a value, and is read where the sentence's runs read it, never confidently the name before it.)
  if (!holds(meant.toLowerCase())) return heard;
  // (The first name only: a surname said again, "Joan Smith, sorry, Smyth" where John Smyth is a value, may be a
  // spelling the recogniser cannot write, and is read where the sentence's runs read it, never confidently Joan Smith.)
  const first = WORD.exec(name)!;
  const said = first[0].toLowerCase();
  if (said === meant.toLowerCase() || !saidAgainAs(said, meant.toLowerCase())) return heard;
  return name.slice(0, first.index) + meant + name.slice(first.index + first[0].length);
}
