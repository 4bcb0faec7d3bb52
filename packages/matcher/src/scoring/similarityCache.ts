// A per-query memo of similarities keyed by the other side's id, so a table scan compares each distinct
// table word with each heard word once. Word ids (dense) index a flat float64 array where NaN marks "not
// computed yet" (float64, so a memoised value is exactly the computed one and a row scores the same
// whichever rows came before it); compound ids (about one per row) go to a map, so nothing is sized by
// the row count.
import { COMPOUND_ID_BASE } from './wordIds.js';

export class SimilarityCache {
  private values = new Float64Array(0);
  private compounds: Map<number, number> | undefined;

  /** The cached similarity for an id, or NaN. */
  get(id: number): number {
    if (id >= COMPOUND_ID_BASE) return this.compounds?.get(id) ?? Number.NaN;
    return id < this.values.length ? (this.values[id] as number) : Number.NaN;
  }

  set(id: number, similarity: number): void {
    if (id >= COMPOUND_ID_BASE) {
      (this.compounds ??= new Map()).set(id, similarity);
      return;
    }
    if (id >= this.values.length) this.grow(id);
    this.values[id] = similarity;
  }

  private grow(id: number): void {
    const next = new Float64Array(Math.max(id + 1, this.values.length * 2, 256)).fill(Number.NaN);
    next.set(this.values);
    this.values = next;
  }
}
