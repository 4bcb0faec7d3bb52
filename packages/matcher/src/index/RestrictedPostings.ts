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
 * Per vocabulary slot, the column's postings of the member values only (ascending, as the column's), packed in one
 * array per kind.
 *
 * @example
 *   const inTempe = new RestrictedPostings(values, memberOfTempe)
 *   inTempe.list(slot, 'first') // the values starting with that word that have a row in Tempe
 */
export class RestrictedPostings implements PostingsSource {
  /** Per kind: where each slot's entries start (by slot, one past the last slot at the end), and the entries. */
  private readonly starts: Int32Array[];
  private readonly entries: Int32Array[];
  /** Entries held, for whoever keeps these to bound. */
  readonly size: number;

  constructor(values: ColumnValues, member: Uint8Array) {
    const vocabulary = values.vocabulary;
    this.starts = [];
    this.entries = [];
    let size = 0;
    for (const kind of KINDS) {
      const starts = new Int32Array(vocabulary.length + 1);
      let count = 0;
      for (let slot = 0; slot < vocabulary.length; slot++) {
        const list = vocabulary[slot]![kind];
        for (let k = 0; k < list.length; k++) if (member[list[k]!] === 1) count += 1;
        starts[slot + 1] = count;
      }
      const entries = new Int32Array(count);
      let at = 0;
      for (let slot = 0; slot < vocabulary.length; slot++) {
        const list = vocabulary[slot]![kind];
        for (let k = 0; k < list.length; k++) if (member[list[k]!] === 1) entries[at++] = list[k]!;
      }
      this.starts.push(starts);
      this.entries.push(entries);
      size += count + starts.length;
    }
    this.size = size;
  }

  /** The slot's list of that kind (a view, valid as long as this object). */
  list(slot: number, kind: PostingKind): Int32Array {
    const k = KIND_INDEX[kind];
    return this.entries[k]!.subarray(this.starts[k]![slot]!, this.starts[k]![slot + 1]!);
  }
}
