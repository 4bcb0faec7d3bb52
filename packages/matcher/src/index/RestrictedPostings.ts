// A word column's postings kept to some of its values: the names with a row in one city. A call whose other column
// passes one to a few cities (the caller said it clearly) then visits only those cities' names through the words it
// matches, where the whole column's postings of a common first name hold thousands of values in other cities.
// The lists are the column's own (`ColumnValues.vocabulary`), filtered, so every rule about which value sits in
// which list (two-word values apart, light middle words) holds unchanged.
import type { ColumnValues, VocabularyWord } from './ColumnValues.js';

/** A list a vocabulary word holds values in: all of them, or those it has a given place in. */
export type PostingKind = 'values' | 'startsPair' | 'endsPair' | 'first' | 'last' | 'middle';

/** Where a call reads a vocabulary word's postings from. */
export interface PostingsSource {
  list(slot: number, kind: PostingKind): Int32Array;
}

const KINDS: readonly PostingKind[] = ['values', 'startsPair', 'endsPair', 'first', 'last', 'middle'];
const KIND_INDEX: Readonly<Record<PostingKind, number>> = { values: 0, startsPair: 1, endsPair: 2, first: 3, last: 4, middle: 5 };

/**
 * The column's own postings, as a source.
 *
 * @example
 *   allPostings(values).list(slot, 'first') // values starting with the word
 */
export function allPostings(values: ColumnValues): PostingsSource {
  const vocabulary: readonly VocabularyWord[] = values.vocabulary;
  return { list: (slot, kind) => vocabulary[slot]![kind] };
}

/**
 * A set of value ids, a bit each: a million-row column's 140,000 distinct names cost 17 KB a set, where a byte each
 * cost 140 KB of memory outside the heap (each city a call narrows to builds one: see `ArraySpares` on why that
 * memory matters).
 *
 * @example
 *   const inTempe = new ValueSet(values.valueCount)
 *   inTempe.add(7)
 *   inTempe.has(7) // true
 */
export class ValueSet {
  readonly bits: Uint8Array;

  constructor(count: number) {
    this.bits = new Uint8Array((count + 7) >> 3);
  }

  add(value: number): void {
    this.bits[value >> 3] = this.bits[value >> 3]! | (1 << (value & 7));
  }

  has(value: number): boolean {
    return (this.bits[value >> 3]! & (1 << (value & 7))) !== 0;
  }
}

// What a filtered list costs beyond its entries (its map slot and array header), in entries.
const LIST_OVERHEAD = 16;
const NO_VALUES = new Int32Array(0);
// Scratch: a list being filtered.
let filtering = new Int32Array(1024);

/**
 * The column's postings of the member values only (ascending, as the column's), each list filtered the first time a
 * call reads it: a call reads the lists of the few words it matched, and a wide vocabulary holds tens of thousands.
 *
 * @example
 *   const inTempe = new RestrictedPostings(values, memberOfTempe)
 *   inTempe.list(slot, 'first') // the values starting with that word that have a row in Tempe
 */
export class RestrictedPostings implements PostingsSource {
  private readonly lists = new Map<number, Int32Array>();

  /**
   * `member` holds the values kept. `held.entries` counts what every list filtered so far holds (and the member
   * set, in entries), for whoever keeps these to bound.
   */
  constructor(
    private readonly values: ColumnValues,
    private readonly member: ValueSet,
    private readonly held: { entries: number } = { entries: 0 },
  ) {
    held.entries += member.bits.length / 4;
  }

  /** The slot's list of that kind. */
  list(slot: number, kind: PostingKind): Int32Array {
    const key = slot * KINDS.length + KIND_INDEX[kind];
    let list = this.lists.get(key);
    if (list === undefined) {
      const all = this.values.vocabulary[slot]![kind];
      // One pass into a scratch array, then the members copied out: a common word's list holds thousands of values.
      if (filtering.length < all.length) filtering = new Int32Array(Math.max(all.length, filtering.length * 2));
      const kept = filtering;
      const member = this.member;
      let count = 0;
      for (let k = 0; k < all.length; k++) {
        const v = all[k]!;
        if (member.has(v)) kept[count++] = v;
      }
      // (Most lists a call reads, filtered to a city, are empty: they share one array, not an object pair each.)
      list = count === 0 ? NO_VALUES : kept.slice(0, count);
      this.lists.set(key, list);
      this.held.entries += count + LIST_OVERHEAD;
    }
    return list;
  }
}
