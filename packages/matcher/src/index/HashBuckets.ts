// Value ids by a 32-bit hash of some text of theirs, in buckets of the hashes' top bits: a counting sort, stable, so
// each bucket keeps the ids in the order given. 8 bytes an entry, no strings kept; a hash may be shared, so a reader
// checks what it finds (or accepts a superset).

/** Entries per bucket, about: a read scans one bucket. (Few buckets: placing entries in many was scattered writes.) */
const PER_BUCKET = 64;

/** FNV-1a, 32 bits, over `text`'s UTF-16 units without the one at `skip` (-1: none). */
export function hashWithout(text: string, skip = -1): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) if (i !== skip) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * Ids by hash, built once.
 *
 * @example
 *   const buckets = HashBuckets.of(Uint32Array.of(hashWithout('10006'), hashWithout('10007')), Int32Array.of(4, 9));
 *   buckets.visit(hashWithout('10006'), (id) => console.log(id)) // 4 (and rarely an id a hash shares)
 */
export class HashBuckets {
  private constructor(
    /** The hashes and ids, bucket by bucket: bucket b is [starts[b], starts[b + 1]). */
    private readonly hashes: Uint32Array,
    private readonly ids: Int32Array,
    private readonly starts: Int32Array,
    /** A hash's bucket is hash >>> shift. */
    private readonly shift: number,
  ) {}

  /** The entries (hashes[k], ids[k]), placed by a count of each bucket's (a sort of millions of them took seconds). */
  static of(hashes: Uint32Array, ids: Int32Array): HashBuckets {
    const count = hashes.length;
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
    return new HashBuckets(bucketHashes, bucketIds, starts, shift);
  }

  /** Calls `visit` with the id of each entry of that hash, in the order given to `of`. */
  visit(hash: number, visit: (id: number) => void): void {
    const { hashes, ids, starts } = this;
    const bucket = hash >>> this.shift;
    for (let k = starts[bucket]!, end = starts[bucket + 1]!; k < end; k++) if (hashes[k] === hash) visit(ids[k]!);
  }
}
