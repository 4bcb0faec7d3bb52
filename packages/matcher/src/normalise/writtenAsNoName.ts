// Words a recogniser wrote as no name: one that writes names with a capital ("John Smith, sorry, wrong button") writes
// the words it took for ordinary ones in lower case, so a lower-case word after a correction is no name put right.
// All in lower case or in capitals, or a capital starting a sentence, tells nothing, and a common given name ("rose",
// "grace", "mark") is a name whatever its case. The other way round, words written with capitals as the name is, or
// starting with a common given name, name someone ("John Smith with Zelda Fitzgerald").
import { GIVEN_NAMES } from '../tools/givenNames.js';

const WORD = /[\p{L}\p{N}]+(?:['\u2019][\p{L}\p{N}]+)*/gu;
// Where a sentence starts: the text's start, or after a full stop, a question or an exclamation mark.
const SENTENCE_START = /(?:^|[.!?\u2026])[\s"'\u201C\u2018(]*$/u;

/** A word as the scorer reads it: lower case, accents and apostrophes off. */
function key(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}/gu, '').replace(/['\u2019]/gu, '').toLowerCase();
}

/** The words of `raw` as written, each with its key and whether a sentence opens with it. */
function writtenWords(raw: string): { text: string; key: string; opens: boolean }[] {
  return [...raw.matchAll(WORD)].map((match) => ({ text: match[0], key: key(match[0]), opens: SENTENCE_START.test(raw.slice(0, match.index)) }));
}

/** Whether a word of `name` is written with a capital where no sentence starts ("Smith" in "John Smith, sorry…"). */
function marksNames(written: readonly { text: string; key: string; opens: boolean }[], name: readonly string[]): boolean {
  return written.some((word) => !word.opens && name.includes(word.key) && /^\p{Lu}/u.test(word.text) && /\p{Ll}/u.test(word.text));
}

/**
 * Whether `raw` writes a word of `name` with a capital where no sentence starts ("Smith" in "John Smith, sorry…": the
 * recogniser marks names so), and each word of `said` (as the scorer reads them) in lower case wherever it is, none a
 * common given name (`GIVEN_NAMES`).
 *
 * @example
 *   writtenAsNoName('John Smith, sorry, wrong button', ['john', 'smith'], ['wrong', 'button']) // true
 *   writtenAsNoName('john smith, sorry, wrong button', ['john', 'smith'], ['wrong', 'button']) // false
 *   writtenAsNoName('John Smith, sorry, Zelda', ['john', 'smith'], ['zelda']) // false
 */
export function writtenAsNoName(raw: string, name: readonly string[], said: readonly string[]): boolean {
  if (said.length === 0 || said.some((text) => GIVEN_NAMES.has(text))) return false;
  const written = writtenWords(raw);
  return marksNames(written, name) && said.every((text) => {
    const seen = written.filter((word) => word.key === text);
    return seen.length > 0 && seen.every((word) => !/\p{Lu}/u.test(word.text));
  });
}

/**
 * Whether `said` (words as the scorer reads them) name someone as `raw` writes them: where the recogniser marks the
 * words of `name` with a capital, each written with a capital and lower-case letters wherever it is, once at least
 * where no sentence starts; elsewhere (all in lower case or in capitals), the first a common given name (`GIVEN_NAMES`).
 *
 * @example
 *   writtenAsName('John Smith with Zelda Fitzgerald', ['john', 'smith'], ['zelda', 'fitzgerald']) // true
 *   writtenAsName('john smith with mary jones', ['john', 'smith'], ['mary', 'jones']) // true: a given name
 *   writtenAsName('John Smith with two questions', ['john', 'smith'], ['two', 'questions']) // false
 */
export function writtenAsName(raw: string, name: readonly string[], said: readonly string[]): boolean {
  if (said.length === 0) return false;
  const written = writtenWords(raw);
  if (!marksNames(written, name)) return GIVEN_NAMES.has(said[0]!);
  // (Written so at least once where no sentence starts: "John" of "John Smith, my son John" opens the value once.)
  return said.every((text) => {
    const seen = written.filter((word) => word.key === text);
    return seen.some((word) => !word.opens) && seen.every((word) => /^\p{Lu}/u.test(word.text) && /\p{Ll}/u.test(word.text));
  });
}
