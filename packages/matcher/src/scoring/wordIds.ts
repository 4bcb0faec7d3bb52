// Interns texts as small integers, so per-query similarity memos can be flat arrays. Words (a table's
// vocabulary: a few thousand names even in a million rows) get ids from 0 up; compounds (a value's words
// run together, or two neighbouring words run together: about one per row) get ids from COMPOUND_ID_BASE
// up, so the word ids stay dense and a heard word's memo stays vocabulary-sized.

const wordIdOf = new Map<string, number>();
const compoundIdOf = new Map<string, number>();

/** Every compound id is at least this; every word id is below it. */
export const COMPOUND_ID_BASE = 2 ** 30;

/**
 * The id of a word, the same for the same text for the life of the process (>= 0).
 *
 * @example
 *   wordId('caitlin') === wordId('caitlin') // true
 */
export function wordId(text: string): number {
  let id = wordIdOf.get(text);
  if (id === undefined) {
    id = wordIdOf.size;
    wordIdOf.set(text, id);
  }
  return id;
}

/**
 * The id of a compound text ("caitlinmyers"), from COMPOUND_ID_BASE up so it never collides with a word id.
 *
 * @example
 *   compoundId('mcdonald') >= COMPOUND_ID_BASE // true
 */
export function compoundId(text: string): number {
  let id = compoundIdOf.get(text);
  if (id === undefined) {
    id = COMPOUND_ID_BASE + compoundIdOf.size;
    compoundIdOf.set(text, id);
  }
  return id;
}
