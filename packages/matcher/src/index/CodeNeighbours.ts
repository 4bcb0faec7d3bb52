// The codes of a column within one edit of a heard code, found without comparing every code: a code and each code one
// character shorter share a "deletion" (the code with one character left out, or the code itself), so every code
// within one edit of the heard code shares one of its deletions (a character changed: the same place left out of
// both; one more or less: the shorter whole). Held as 32-bit hashes of the deletions beside their value ids, bucketed by
// the hashes' top bits (8 bytes a deletion, no strings kept); a hash may be shared, so the values found are a superset
// that the scorer then scores.

/** FNV-1a, 32 bits, over `text`'s UTF-16 units without the one at `skip` (-1: none). */
function hashWithout(text: string, skip: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) if (i !== skip) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * Deletions per bucket, about (`CodeNeighbours.of`): a heard code's deletion reads one bucket. (Few buckets: placing
 * deletions in many was scattered writes over more memory.)
 */
const PER_BUCKET = 64;

/**
 * Codes by their deletions, built once.
 *
 * @example
 *   const near = CodeNeighbours.of([[0, 'a10006'], [1, 'a10007'], [2, 'b20417']], 3);
 *   near.within('a10066') // [0] (a10007 is two edits away; rarely a value a hash shares is added)
 */
export class CodeNeighbours {
  private constructor(
    /** The deletions' hashes and value ids, bucket by bucket: bucket b is [starts[b], starts[b + 1]). */
    private readonly hashes: Uint32Array,
    private readonly ids: Int32Array,
    private readonly starts: Int32Array,
    /** A hash's bucket is hash >>> shift. */
    private readonly shift: number,
  ) {}

  /**
   * The index of the given codes (value id, code), for a column of any number of values (until 2026-12-06 one of more
   * than 2^21 had none: ids were packed beside the hashes; `_valueCount` is no longer read). The deletions are placed
   * by a count of each bucket's, not sorted: a sort of the eight million deletions of a million phone numbers' keys
   * took 2-3 s of their load.
   */
  static of(codes: readonly (readonly [number, string])[], _valueCount?: number): CodeNeighbours {
    // (Each code's deletions and itself; counted first, so the arrays are made once at their size.)
    let count = 0;
    for (const [, code] of codes) count += code.length + 1;
    const hashes = new Uint32Array(count);
    const ids = new Int32Array(count);
    let filled = 0;
    for (const [v, code] of codes) {
      for (let skip = -1; skip < code.length; skip++) {
        hashes[filled] = hashWithout(code, skip);
        ids[filled++] = v;
      }
    }
    const bits = Math.min(30, Math.max(1, Math.ceil(Math.log2(count / PER_BUCKET + 1))));
    const shift = 32 - bits;
    const starts = new Int32Array(2 ** bits + 1);
    for (let k = 0; k < count; k++) starts[(hashes[k]! >>> shift) + 1]! += 1;
    for (let b = 1; b < starts.length; b++) starts[b]! += starts[b - 1]!;
    const fill = starts.slice(0, starts.length - 1);
    const bucketHashes = new Uint32Array(count);
    const bucketIds = new Int32Array(count);
    for (let k = 0; k < count; k++) {
      const at = fill[hashes[k]! >>> shift]!++;
      bucketHashes[at] = hashes[k]!;
      bucketIds[at] = ids[k]!;
    }
    return new CodeNeighbours(bucketHashes, bucketIds, starts, shift);
  }

  /** The value ids of every code within one edit of `code`, each once, ascending, and rarely others. */
  within(code: string): number[] {
    const found = new Set<number>();
    const { hashes, ids, starts, shift } = this;
    for (let skip = -1; skip < code.length; skip++) {
      const hash = hashWithout(code, skip);
      const bucket = hash >>> shift;
      for (let k = starts[bucket]!, end = starts[bucket + 1]!; k < end; k++) if (hashes[k] === hash) found.add(ids[k]!);
    }
    return [...found].sort((a, b) => a - b);
  }
}
