// A heard piece's similarities to a column's vocabulary words, by slot: NaN where not computed. A vocabulary of a few
// thousand words holds them in one array of its size; a large one (a word per row: account ids, emails, a surname per
// few rows) in a table of the slots computed, since a piece meets few of its words and an array of 200,000 doubles
// made for each new piece (1.6 MB, filled with NaN) cost ~4.5 ms a piece. A piece compared with every word
// (`dense`) holds them in the array again.

const EMPTY = -1;
const FIRST_SIZE = 64;
// Past this share of the vocabulary a table of slots (12 bytes an entry, at most half full) holds more than the array.
const DENSE_SHARE = 1 / 8;

/**
 * @example
 *   const s = new SlotSimilarities(200_000, true); s.set(7, 0.5); s.get(7) // 0.5; s.get(8) // NaN
 */
export class SlotSimilarities {
  private array: Float64Array | undefined;
  private keys: Int32Array;
  private values: Float64Array;
  private count = 0;

  constructor(
    /** How many slots the vocabulary has. */
    readonly size: number,
    sparse: boolean,
  ) {
    if (sparse) {
      this.keys = new Int32Array(FIRST_SIZE).fill(EMPTY);
      this.values = new Float64Array(FIRST_SIZE);
    } else {
      this.array = new Float64Array(size).fill(Number.NaN);
      this.keys = new Int32Array(0);
      this.values = new Float64Array(0);
    }
  }

  /** The similarity at `slot`, NaN when not computed. */
  get(slot: number): number {
    const array = this.array;
    if (array !== undefined) return array[slot]!;
    const keys = this.keys;
    const mask = keys.length - 1;
    for (let at = Math.imul(slot, 0x9e3779b1) & mask; ; at = (at + 1) & mask) {
      const key = keys[at]!;
      if (key === slot) return this.values[at]!;
      if (key === EMPTY) return Number.NaN;
    }
  }

  /** Keeps the similarity at `slot` (once per slot: a similarity, once computed, never changes). */
  set(slot: number, similarity: number): void {
    const array = this.array;
    if (array !== undefined) {
      array[slot] = similarity;
      return;
    }
    if (this.count + 1 > this.size * DENSE_SHARE) {
      this.dense()[slot] = similarity;
      return;
    }
    if ((this.count + 1) * 2 > this.keys.length) this.grow();
    this.insert(slot, similarity);
  }

  /** Every similarity in one array by slot (NaN where not computed), from now on: for a piece compared with every word. */
  dense(): Float64Array {
    if (this.array !== undefined) return this.array;
    const array = new Float64Array(this.size).fill(Number.NaN);
    const { keys, values } = this;
    for (let at = 0; at < keys.length; at++) if (keys[at] !== EMPTY) array[keys[at]!] = values[at]!;
    this.array = array;
    this.keys = new Int32Array(0);
    this.values = new Float64Array(0);
    return array;
  }

  private insert(slot: number, similarity: number): void {
    const keys = this.keys;
    const mask = keys.length - 1;
    for (let at = Math.imul(slot, 0x9e3779b1) & mask; ; at = (at + 1) & mask) {
      const key = keys[at]!;
      if (key === slot) { this.values[at] = similarity; return; }
      if (key === EMPTY) {
        keys[at] = slot;
        this.values[at] = similarity;
        this.count += 1;
        return;
      }
    }
  }

  private grow(): void {
    const oldKeys = this.keys;
    const oldValues = this.values;
    this.keys = new Int32Array(oldKeys.length * 2).fill(EMPTY);
    this.values = new Float64Array(oldKeys.length * 2);
    this.count = 0;
    for (let at = 0; at < oldKeys.length; at++) if (oldKeys[at] !== EMPTY) this.insert(oldKeys[at]!, oldValues[at]!);
  }
}
