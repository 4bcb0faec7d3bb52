// A per-query memo of word similarities keyed by the other word's id, so a table scan compares each
// distinct table word with each heard word once; NaN marks "not computed yet".
import { wordIdCount } from './wordIds.js';

export class SimilarityCache {
  private values = new Float32Array(0);

  /** The cached similarity for a word id, or NaN. */
  get(id: number): number {
    return id < this.values.length ? (this.values[id] as number) : Number.NaN;
  }

  set(id: number, similarity: number): void {
    if (id >= this.values.length) this.grow(id);
    this.values[id] = similarity;
  }

  private grow(id: number): void {
    const size = Math.max(id + 1, wordIdCount(), this.values.length * 2, 64);
    const next = new Float32Array(size).fill(Number.NaN);
    next.set(this.values);
    this.values = next;
  }
}
