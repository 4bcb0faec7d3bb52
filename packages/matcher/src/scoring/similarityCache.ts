// A per-query memo of similarities keyed by the other side's id, so a table scan compares each distinct
// table word with each heard word once. Word ids (dense) index a flat float64 array where NaN marks "not
// computed yet" (float64, so a memoised value is exactly the computed one and a row scores the same
// whichever rows came before it). Compounds share one id (`wordIds.ts`: each is about one distinct value, met
// once a scan) and are never kept.
import { COMPOUND_ID_BASE } from './wordIds.js';

export class SimilarityCache {
  private values = new Float64Array(0);

  /** The cached similarity for an id, or NaN (always for a compound). */
  get(id: number): number {
    return id < this.values.length ? (this.values[id] as number) : Number.NaN;
  }

  set(id: number, similarity: number): void {
    if (id >= COMPOUND_ID_BASE) return;
    if (id >= this.values.length) this.grow(id);
    this.values[id] = similarity;
  }

  private grow(id: number): void {
    const next = new Float64Array(Math.max(id + 1, this.values.length * 2, 256)).fill(Number.NaN);
    next.set(this.values);
    this.values = next;
  }
}
