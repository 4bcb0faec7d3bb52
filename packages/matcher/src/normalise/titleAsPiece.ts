// A title a recogniser may have written for the first piece of a word it did not know: "sir good" for Sigurd. A name's
// words leave titles out (`nameTokens.ts`), so the word after the title was scored alone, and Good was the answer.
import { normaliseText, words } from './normaliseText.js';
import { TITLES, TITLES_BEFORE_A_NAME as BEFORE_A_NAME } from './nameTokens.js';

// Cheap test first: most heard values say no title. (Titles said after a name, "Jr", have no word after them to join.)
const MAY_SAY_TITLE = new RegExp(`(?<![\\p{L}\\p{N}])(?:${BEFORE_A_NAME.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
const TITLE_BEFORE_A_NAME: ReadonlySet<string> = new Set(BEFORE_A_NAME);

/**
 * The heard value with its first title run together with the word after it, or undefined when it says no title before
 * a word: the other reading of a word the recogniser wrote as a title and a word.
 *
 * @example
 *   withTitleJoined('sir good') // 'sirgood'
 *   withTitleJoined('Good') // undefined
 */
export function withTitleJoined(heard: string): string | undefined {
  if (!MAY_SAY_TITLE.test(heard)) return undefined;
  const said = words(normaliseText(heard));
  const at = said.findIndex((word, k) => k < said.length - 1 && TITLE_BEFORE_A_NAME.has(word) && !TITLES.has(said[k + 1]!));
  if (at < 0) return undefined;
  return [...said.slice(0, at), `${said[at]!}${said[at + 1]!}`, ...said.slice(at + 2)].join(' ');
}
