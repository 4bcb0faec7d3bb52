// Interns texts as small integers, so per-query similarity memos can be flat arrays. Words (a table's
// vocabulary: a few thousand names even in a million rows) get ids from 0 up; every compound (a value's words
// run together, or two neighbouring words run together: about one per row) has the one id COMPOUND_ID_BASE, so
// the word ids stay dense and a heard word's memo stays vocabulary-sized.
// What callers say is mostly new text ("kaitlyn meyersz"): a heard word that no table holds gets an id from a
// bounded map of its own, above both, so a process answering calls for weeks does not keep every mishearing it
// ever met. Such an id is never handed out twice; memos keep nothing above the word ids.

const wordIdOf = new Map<string, number>();
const heardIdOf = new Map<string, number>();

/** Every word id is below this; compounds and heard words no table holds are at or above it. */
export const COMPOUND_ID_BASE = 2 ** 30;
/** Ids of heard texts that no table holds: from here up to 2^31 - 1 (ids are kept in Int32 memos). */
const HEARD_ID_BASE = COMPOUND_ID_BASE + 2 ** 29;
const HEARD_ID_COUNT = 2 ** 29 - 1;
// Heard texts remembered (so one text keeps its id within and across nearby calls); emptied when full.
const HEARD_KEPT = 100_000;
let heardIdsGiven = 0;

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
 * The id a table's word has, -1 for a text no table holds (nothing is interned).
 *
 * @example
 *   tableWordId('zzqx') // -1
 */
export function tableWordId(text: string): number {
  return wordIdOf.get(text) ?? -1;
}

/**
 * The id of every compound (a value's words run together, or two neighbouring words: about one per distinct value).
 * Compounds are not interned: a wide million-row table makes a million of them, and they are made on first use
 * (`preparedValue.ts`), so an interned id would depend on the order calls met them. Two compounds are the same
 * word when their texts are (`sameWord`), and no memo keeps a similarity to one (`SimilarityCache`).
 */
export const COMPOUND_ID = COMPOUND_ID_BASE;

/**
 * Whether two prepared words are the same word for the comparer: the same id, and for compounds the same text
 * ("mc donald" and "mcdo nald" run together are one compound, whatever their sounds, as they always were).
 *
 * @example
 *   sameWord(prepareValue('Mc Donald').joined, prepareValue('McDo Nald').joined) // true
 */
export function sameWord(a: { readonly id: number; readonly text: string }, b: { readonly id: number; readonly text: string }): boolean {
  return a.id === b.id && (a.id !== COMPOUND_ID || a.text === b.text);
}

/**
 * The id of a heard word: a table's own id when a table holds the text, else one of the heard range (the same for
 * the same text while it is remembered; a later one for it after the map is emptied).
 *
 * @example
 *   heardId('caitlin') === wordId('caitlin') // true once a table holds "caitlin"
 */
export function heardId(text: string): number {
  const known = wordIdOf.get(text);
  if (known !== undefined) return known;
  let id = heardIdOf.get(text);
  if (id === undefined) {
    if (heardIdOf.size >= HEARD_KEPT) heardIdOf.clear();
    id = HEARD_ID_BASE + (heardIdsGiven++ % HEARD_ID_COUNT);
    heardIdOf.set(text, id);
  }
  return id;
}

/** How many texts are interned, for tests and diagnostics: table words, and remembered heard words. */
export function internedCounts(): { words: number; heard: number } {
  return { words: wordIdOf.size, heard: heardIdOf.size };
}
