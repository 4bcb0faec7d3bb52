// Interns texts as small integers, so per-query similarity memos can be flat arrays. Words (a table's
// vocabulary: a few thousand names even in a million rows) get ids from 0 up; compounds (a value's words
// run together, or two neighbouring words run together: about one per row) get ids from -1 down, so the
// word ids stay dense and a heard word's memo stays vocabulary-sized.

const wordIdOf = new Map<string, number>();
const compoundIdOf = new Map<string, number>();

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
 * The id of a compound text ("caitlinmyers"), negative so it never collides with a word id.
 *
 * @example
 *   compoundId('mcdonald') < 0 // true
 */
export function compoundId(text: string): number {
  let id = compoundIdOf.get(text);
  if (id === undefined) {
    id = -1 - compoundIdOf.size;
    compoundIdOf.set(text, id);
  }
  return id;
}
