// Interns texts as small integers, so per-query similarity memos can be flat arrays. Words (a table's
// vocabulary: a few thousand names even in a million rows) get ids from 0 up; compounds (a value's words
// run together, or two neighbouring words run together: about one per row) get ids from COMPOUND_ID_BASE
// up, so the word ids stay dense and a heard word's memo stays vocabulary-sized.
// What callers say is mostly new text ("kaitlyn meyersz"): a heard text that no table holds gets an id from a
// bounded map of its own, above both ranges, so a process answering calls for weeks does not keep every
// mishearing it ever met. Such an id is never handed out twice, and stored like a compound's (in maps, not arrays).

const wordIdOf = new Map<string, number>();
const compoundIdOf = new Map<string, number>();
const heardIdOf = new Map<string, number>();

/** Every compound id is at least this; every word id is below it. */
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

/**
 * The id of a heard word or compound: a table's own id when a table holds the text, else one of the heard range
 * (the same for the same text while it is remembered; a later one for it after the map is emptied).
 *
 * @example
 *   heardId('caitlin', false) === wordId('caitlin') // true once a table holds "caitlin"
 */
export function heardId(text: string, compound: boolean): number {
  const known = (compound ? compoundIdOf : wordIdOf).get(text);
  if (known !== undefined) return known;
  const key = compound ? `+${text}` : text;
  let id = heardIdOf.get(key);
  if (id === undefined) {
    if (heardIdOf.size >= HEARD_KEPT) heardIdOf.clear();
    id = HEARD_ID_BASE + (heardIdsGiven++ % HEARD_ID_COUNT);
    heardIdOf.set(key, id);
  }
  return id;
}

/** How many texts are interned, for tests and diagnostics: table words and compounds, and remembered heard texts. */
export function internedCounts(): { words: number; compounds: number; heard: number } {
  return { words: wordIdOf.size, compounds: compoundIdOf.size, heard: heardIdOf.size };
}
