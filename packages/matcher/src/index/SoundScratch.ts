// A vocabulary-sized array of sound similarities reused by every walk of a pronunciation trie: each use resets only
// the entries the last one wrote to NaN, instead of filling the whole array. A heard piece's walk writes the few
// thousand words near it, where a fill wrote every word: 2 MB per walk at a million rows' 260,005 words.

/**
 * @example
 *   const scratch = new SoundScratch(vocabulary.length)
 *   const sounds = trie.soundSimilaritiesFrom(heard, 0.5, counts, scratch) // NaN wherever this walk wrote nothing
 */
export class SoundScratch {
  /** By slot: what the last walk wrote, NaN elsewhere. */
  readonly array: Float64Array;
  private written = new Int32Array(64);
  private count = 0;

  constructor(size: number) {
    this.array = new Float64Array(size).fill(Number.NaN);
  }

  /** The array, NaN everywhere again. */
  clean(): Float64Array {
    const { array, written } = this;
    for (let k = 0; k < this.count; k++) array[written[k]!] = Number.NaN;
    this.count = 0;
    return array;
  }

  /** Notes that `slot`, NaN until now, is being written. */
  note(slot: number): void {
    if (this.count === this.written.length) {
      const grown = new Int32Array(this.written.length * 2);
      grown.set(this.written);
      this.written = grown;
    }
    this.written[this.count++] = slot;
  }
}
