// A word column's postings kept to some of its values: the names with a row in one city. A call whose other column
// passes one to a few cities (the caller said it clearly) then visits only those cities' names through the words it
// matches, where the whole column's postings of a common first name hold thousands of values in other cities.
// The lists are the column's own (`ColumnValues.vocabulary`), filtered, so every rule about which value sits in
// which list (two-word values apart, light middle words) holds unchanged.
import { KIND_INDEX, POSTING_KINDS, type ColumnValues, type PostingKind } from './ColumnValues.js';

export type { PostingKind } from './ColumnValues.js';

const NO_VALUES = new Int32Array(0);

/** Where a list lies: `array[from .. to)`. A caller keeps one and has sources fill it (`PostingsSource.read`). */
export class PostingsRange {
  array: Int32Array = NO_VALUES;
  from = 0;
  to = 0;

  /** The list's values, copied (tests and examples; calls read the range in place). */
  values(): number[] {
    return Array.from(this.array.subarray(this.from, this.to));
  }
}

/** Where a call reads a vocabulary word's postings from. */
export interface PostingsSource {
  /**
   * Sets `range` to the slot's list of that kind (ascending value ids). Read it before the next `read` of a source
   * of the same column: that read may reuse the memory it lies in.
   */
  read(slot: number, kind: PostingKind, range: PostingsRange): void;
}


/**
 * The column's own postings, as a source.
 *
 * @example
 *   const range = new PostingsRange()
 *   allPostings(values).read(slot, 'first', range) // range.values(): the values starting with the word
 */
export function allPostings(values: ColumnValues): PostingsSource {
  return { read: (slot, kind, range) => values.readPostings(slot, kind, range) };
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

// What a filtered list costs beyond its entries (its map slot), in entries.
const LIST_OVERHEAD = 4;

/**
 * One column's restricted lists, end to end in one array (a count, then the values). A list per typed array was
 * two heap objects and memory outside the heap each, and what a million-row name + city pass kept of them was half
 * of what its scavenges copied. The array is allocated once, at its full size, when the lookup is built (memory
 * outside the heap allocated during calls brings full collections nearer: see `ArraySpares`); its pages cost memory
 * only once lists are written to them. A list that does not fit empties it (`generation` moves on, and every
 * `RestrictedPostings` of the column drops its lists when it next reads).
 */
export class PostingsArena {
  entries: Int32Array;
  used = 0;
  generation = 0;

  /** `size`: entries it holds (at least the longest list and its count). */
  constructor(size: number) {
    this.entries = new Int32Array(Math.max(1, size));
  }

  /** Room for `count` more entries, emptied first when they do not fit. */
  makeRoom(count: number): void {
    if (this.used + count <= this.entries.length) return;
    this.empty();
    // (Never for the column's lists: the arena holds the longest.)
    if (count > this.entries.length) this.entries = new Int32Array(count);
  }

  /** Drops every list. */
  empty(): void {
    this.used = 0;
    this.generation += 1;
  }
}

/**
 * Entries for an arena with room for `rounds` times the column's own postings (each list and its count), at most
 * `most`, and never less than the longest list and its count.
 *
 * @example
 *   new PostingsArena(arenaSize(values, 4, 8_000_000))
 */
export function arenaSize(values: ColumnValues, rounds: number, most: number): number {
  let total = 0;
  let longest = 0;
  for (let slot = 0; slot < values.vocabulary.length; slot++) {
    for (const kind of POSTING_KINDS) {
      const count = values.postingCount(slot, kind);
      total += count + 1;
      if (count > longest) longest = count;
    }
  }
  return Math.max(longest + 1, Math.min(most, total * rounds));
}

/**
 * The column's postings of the member values only (ascending, as the column's), each list filtered the first time a
 * call reads it: a call reads the lists of the few words it matched, and a wide vocabulary holds tens of thousands.
 *
 * @example
 *   const inTempe = new RestrictedPostings(values, memberOfTempe, new PostingsArena(1 << 20))
 *   inTempe.read(slot, 'first', range) // range.values(): the values starting with that word that have a row in Tempe
 */
export class RestrictedPostings implements PostingsSource {
  /** Where each list filtered so far starts in the arena (its count there, its values after), -1 when empty. */
  private readonly starts = new Map<number, number>();
  private generation: number;

  /**
   * `member` holds the values kept. `held.entries` counts what every list filtered so far holds (and the member
   * set, in entries), for whoever keeps these to bound.
   */
  constructor(
    private readonly values: ColumnValues,
    private readonly member: ValueSet,
    private readonly arena: PostingsArena,
    private readonly held: { entries: number } = { entries: 0 },
  ) {
    held.entries += member.bits.length / 4;
    this.generation = arena.generation;
  }

  read(slot: number, kind: PostingKind, range: PostingsRange): void {
    const arena = this.arena;
    if (this.generation !== arena.generation) {
      this.starts.clear();
      this.generation = arena.generation;
    }
    const key = slot * POSTING_KINDS.length + KIND_INDEX[kind];
    let start = this.starts.get(key);
    if (start === undefined) {
      start = this.filter(this.values.postings(slot, kind));
      this.starts.set(key, start);
    }
    if (start < 0) {
      range.array = NO_VALUES;
      range.from = 0;
      range.to = 0;
    } else {
      const entries = arena.entries;
      range.array = entries;
      range.from = start + 1;
      range.to = start + 1 + entries[start]!;
    }
  }

  /** Copies the member values of `all` into the arena; where they start (-1: none, which takes no room). */
  private filter(all: Int32Array): number {
    const arena = this.arena;
    arena.makeRoom(all.length + 1);
    if (this.generation !== arena.generation) {
      // Emptied to make room: the lists kept before are gone (`read` would find out next time; forgetting them now
      // keeps the one being filtered).
      this.starts.clear();
      this.generation = arena.generation;
    }
    const entries = arena.entries;
    const start = arena.used;
    const member = this.member;
    let at = start + 1;
    for (let k = 0; k < all.length; k++) {
      const v = all[k]!;
      if (member.has(v)) entries[at++] = v;
    }
    const count = at - start - 1;
    this.held.entries += count + LIST_OVERHEAD;
    if (count === 0) return -1;
    entries[start] = count;
    arena.used = at;
    return start;
  }
}
