// The codes of a column within one edit of a heard code, found without comparing every code: a code and each code one
// character shorter share a "deletion" (the code with one character left out, or the code itself), so every code
// within one edit of the heard code shares one of its deletions (a character changed: the same place left out of
// both; one more or less: the shorter whole). Held as 32-bit hashes of the deletions beside their value ids
// (`HashBuckets`); a hash may be shared, so the values found are a superset that the scorer then scores.
import { HashBuckets, hashWithout } from './HashBuckets.js';

/**
 * Codes by their deletions, built once.
 *
 * @example
 *   const near = CodeNeighbours.of([[0, 'a10006'], [1, 'a10007'], [2, 'b20417']]);
 *   near.within('a10066') // [0] (a10007 is two edits away; rarely a value a hash shares is added)
 */
export class CodeNeighbours {
  private constructor(private readonly buckets: HashBuckets) {}

  /**
   * The index of the given codes (value id, code), for a column of any number of values (until 2026-12-06 one of more
   * than 2^21 had none: ids were packed beside the hashes). The deletions are placed
   * by a count of each bucket's, not sorted: a sort of the eight million deletions of a million phone numbers' keys
   * took 2-3 s of their load.
   */
  static of(codes: readonly (readonly [number, string])[]): CodeNeighbours {
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
    return new CodeNeighbours(HashBuckets.of(hashes, ids));
  }

  /** The value ids of every code within one edit of `code`, each once, ascending, and rarely others. */
  within(code: string): number[] {
    const found = new Set<number>();
    const add = (v: number): void => {
      found.add(v);
    };
    for (let skip = -1; skip < code.length; skip++) this.buckets.visit(hashWithout(code, skip), add);
    return [...found].sort((a, b) => a - b);
  }
}
