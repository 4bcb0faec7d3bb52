// A heard piece's memo of similarities for the candidate index: it reads the similarities the index computed against
// a column's vocabulary in place (by slot), so scoring the candidates compares no vocabulary word twice, and keeps
// the others exactly (float64, open addressing on word ids, for ids of any size), never a compound's. Exact values
// keep a row's score the same whether the index proposes it or a full scan reaches it.
import type { PreparedValue, PreparedWord } from '../scoring/preparedValue.js';
import { SimilarityCache } from '../scoring/similarityCache.js';
import { COMPOUND_ID_BASE } from '../scoring/wordIds.js';
import { SlotSimilarities } from './SlotSimilarities.js';

/**
 * A heard piece's similarities to a column's vocabulary words held by values whose word count is in `alignsWith`, by
 * slot: exact where computed, NaN where not yet. Every word whose similarity is `ceiling` or more has been computed
 * (the candidate index finds them through its tries); the others are computed when a bound needs them, or by the
 * scorer itself.
 */
export interface VocabularySimilarities {
  readonly values: SlotSimilarities;
  readonly alignsWith: number;
  ceiling: number;
  /** The piece as compared: without a memo of its own. */
  readonly heard: PreparedWord;
  /** The slots computed, in the order they were; once `ceiling` is 0 every slot is, and this is no longer kept up. */
  readonly compared: number[];
  /** How many words were compared one at a time, for bounds. */
  oneByOne: number;
}

/** Keeps no similarity to a compound (they share one id, `wordIds.ts`) or to a heard word no table holds. */
export class ExactSimilarityMemo extends SimilarityCache {
  // Made on the first set: most heard pieces read the vocabulary's similarities and never set one.
  private own: SlotSimilarities | undefined;
  /** Similarities the candidate index computed against a column's whole vocabulary, read by word id. */
  private vocabulary: { slotOfId: Int32Array; similarities: VocabularySimilarities } | undefined;

  override get(id: number): number {
    if (id >= COMPOUND_ID_BASE) return Number.NaN;
    if (this.own !== undefined) {
      const kept = this.own.get(id);
      if (kept === kept) return kept;
    }
    const vocabulary = this.vocabulary;
    if (vocabulary === undefined || id >= vocabulary.slotOfId.length) return Number.NaN;
    const slot = vocabulary.slotOfId[id]!;
    return slot < 0 ? Number.NaN : vocabulary.similarities.values.get(slot);
  }

  /**
   * Reads the similarities to a column's vocabulary (`similarities.values.get(slot)`, NaN when not compared) as if each
   * had been set, without copying them in: the scorer then compares no vocabulary word twice.
   */
  useVocabulary(slotOfId: Int32Array, similarities: VocabularySimilarities): void {
    this.vocabulary = { slotOfId, similarities };
  }

  /** The similarities `useVocabulary` gave, when they were for that vocabulary (`slotOfId`). */
  vocabularySimilarities(slotOfId: Int32Array): VocabularySimilarities | undefined {
    return this.vocabulary?.slotOfId === slotOfId ? this.vocabulary.similarities : undefined;
  }

  override set(id: number, similarity: number): void {
    if (id >= COMPOUND_ID_BASE) return;
    // (Word ids have no bound: the table of the ids set never becomes an array.)
    (this.own ??= new SlotSimilarities(Number.POSITIVE_INFINITY, true)).set(id, similarity);
  }
}

/**
 * Gives every heard piece of a prepared value (its words, words run together, neighbouring pairs) an exact memo.
 *
 * @example
 *   const heard = withExactMemos(prepareValue('Caitlin Myers'))
 */
export function withExactMemos<T>(prepared: T): T {
  const value = prepared as unknown as PreparedValue;
  if (value === null || typeof value !== 'object' || !Array.isArray(value.words)) return prepared;
  for (const piece of [...value.words, value.joined, ...value.adjacentPairs]) {
    if (piece !== undefined && !(piece.cache instanceof ExactSimilarityMemo)) piece.cache = new ExactSimilarityMemo();
  }
  return prepared;
}
