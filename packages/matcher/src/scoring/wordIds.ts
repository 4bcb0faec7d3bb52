// Interns word texts as small integers, so per-query similarity caches can be flat arrays.

const idOf = new Map<string, number>();

/**
 * The id of a word text, the same for the same text for the life of the process.
 *
 * @example
 *   wordId('caitlin') === wordId('caitlin') // true
 */
export function wordId(text: string): number {
  let id = idOf.get(text);
  if (id === undefined) {
    id = idOf.size;
    idOf.set(text, id);
  }
  return id;
}

/** How many distinct words have ids: every id is below this. */
export function wordIdCount(): number {
  return idOf.size;
}
