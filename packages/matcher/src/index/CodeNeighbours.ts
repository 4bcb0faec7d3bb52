// The codes of a column within one edit of a heard code, found without comparing every code: a code and each code one
// character shorter share a "deletion" (the code with one character left out, or the code itself), so every code
// within one edit of the heard code shares one of its deletions (a character changed: the same place left out of
// both; one more or less: the shorter whole). Held as 32-bit hashes of the deletions beside their value ids in one
// sorted array (8 bytes a deletion, no strings kept); a hash may be shared, so the values found are a superset that
// the scorer then scores.

/** FNV-1a, 32 bits, over `text`'s UTF-16 units without the one at `skip` (-1: none). */
function hashWithout(text: string, skip: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) if (i !== skip) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

// A hash (32 bits) and a value id side by side in one double: ids up to 2^21 leave 53 bits, a double's exact integers.
const MOST_ID_BITS = 21;

/**
 * Codes by their deletions, built once.
 *
 * @example
 *   const near = CodeNeighbours.of([[0, 'a10006'], [1, 'a10007'], [2, 'b20417']], 3)!;
 *   near.within('a10066') // [0] (a10007 is two edits away; rarely a value a hash shares is added)
 */
export class CodeNeighbours {
  private constructor(
    private readonly keys: Float64Array,
    private readonly scale: number,
  ) {}

  /** The index of the given codes (value id, code), or undefined when there are too many values to pack. */
  static of(codes: Iterable<readonly [number, string]>, valueCount: number): CodeNeighbours | undefined {
    const bits = Math.max(1, Math.ceil(Math.log2(valueCount + 1)));
    if (bits > MOST_ID_BITS) return undefined;
    const scale = 2 ** bits;
    let keys = new Float64Array(1024);
    let count = 0;
    for (const [v, code] of codes) {
      if (count + code.length + 1 > keys.length) {
        const grown = new Float64Array(Math.max(keys.length * 2, count + code.length + 1));
        grown.set(keys);
        keys = grown;
      }
      for (let skip = -1; skip < code.length; skip++) keys[count++] = hashWithout(code, skip) * scale + v;
    }
    const sorted = keys.slice(0, count).sort();
    return new CodeNeighbours(sorted, scale);
  }

  /** The value ids of every code within one edit of `code`, each once, ascending, and rarely others. */
  within(code: string): number[] {
    const found = new Set<number>();
    const { keys, scale } = this;
    for (let skip = -1; skip < code.length; skip++) {
      const hash = hashWithout(code, skip);
      const low = hash * scale;
      const high = low + scale;
      let from = 0;
      let to = keys.length;
      while (from < to) {
        const middle = (from + to) >>> 1;
        if (keys[middle]! < low) from = middle + 1;
        else to = middle;
      }
      for (let k = from; k < keys.length && keys[k]! < high; k++) found.add(keys[k]! - low);
    }
    return [...found].sort((a, b) => a - b);
  }
}
