// Words a recogniser wrote as no name: one that writes names with a capital ("John Smith, sorry, wrong button") writes
// the words it took for ordinary ones in lower case, so a lower-case word after a correction is no name put right.
// All in lower case or in capitals, or a capital starting a sentence, tells nothing, and a common given name ("rose",
// "grace", "mark") is a name whatever its case.
import { GIVEN_NAMES } from '../tools/givenNames.js';

const WORD = /[\p{L}\p{N}]+(?:['\u2019][\p{L}\p{N}]+)*/gu;
// Where a sentence starts: the text's start, or after a full stop, a question or an exclamation mark.
const SENTENCE_START = /(?:^|[.!?\u2026])[\s"'\u201C\u2018(]*$/u;

/** A word as the scorer reads it: lower case, accents and apostrophes off. */
function key(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}/gu, '').replace(/['\u2019]/gu, '').toLowerCase();
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
  const written = [...raw.matchAll(WORD)].map((match) => ({ text: match[0], key: key(match[0]), opens: SENTENCE_START.test(raw.slice(0, match.index)) }));
  const marksNames = written.some((word) => !word.opens && name.includes(word.key) && /^\p{Lu}/u.test(word.text) && /\p{Ll}/u.test(word.text));
  return marksNames && said.every((text) => {
    const seen = written.filter((word) => word.key === text);
    return seen.length > 0 && seen.every((word) => !/\p{Lu}/u.test(word.text));
  });
}
