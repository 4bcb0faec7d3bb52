// A number's word that is a whole word of a mailbox: "ann dot one at example dot com" for ann.one@example.com. Read as
// digits, as every number said in an address is ("bob two" → bob2), it was written "ann.1@example.com": not_found.
import { isNumberWord } from './letterNames.js';
import { spokenDigits } from './spokenDigits.js';

// The names of the symbols that part a mailbox's words ("dot", "underscore"…).
const PARTING = new Set(['dot', 'period', 'point', 'underscore', 'dash', 'hyphen', 'plus']);

/**
 * The words of a mailbox said aloud (lower-cased, one space between), numbers said read as digits ("eight six" → "86"),
 * but a number's word said alone between the mailbox's symbols (or at its start or end) that the column holds as a
 * word ("ann dot one" where a cell is ann.one@…), which is kept as the word.
 *
 * @example
 *   mailboxWords('ann dot one', (word) => word === 'one') // ['ann', 'dot', 'one']
 *   mailboxWords('bob two', (word) => word === 'two') // ['bob', '2']
 *   mailboxWords('ann dot one', () => false) // ['ann', 'dot', '1']
 */
export function mailboxWords(said: string, holds: (word: string) => boolean): string[] {
  const read = (text: string): string[] => spokenDigits(text).split(' ').filter((word) => word !== '');
  const words = said.split(' ').filter((word) => word !== '');
  // Cheap test first: most mailboxes said hold no number's word the column holds.
  const kept = (at: number): boolean => {
    const word = words[at]!;
    if (!isNumberWord(word) || /\d/.test(word)) return false;
    const before = words[at - 1];
    const after = words[at + 1];
    return (before === undefined || PARTING.has(before)) && (after === undefined || PARTING.has(after)) && holds(word);
  };
  if (!words.some((_, at) => kept(at))) return read(said);
  const out: string[] = [];
  let from = 0;
  for (let at = 0; at < words.length; at++) {
    if (!kept(at)) continue;
    out.push(...read(words.slice(from, at).join(' ')), words[at]!);
    from = at + 1;
  }
  out.push(...read(words.slice(from).join(' ')));
  return out;
}
