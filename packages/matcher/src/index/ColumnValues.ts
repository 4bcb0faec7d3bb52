// The distinct values of one search column, each prepared once, with postings from words to values.
// Names repeat massively (a million rows hold ~140k distinct names made of ~600 words), so preparing
// and scoring per distinct value rather than per row is most of the saving.
import type { PreparedValue, PreparedWord } from '../scoring/preparedValue.js';
import { numberOfCode } from '../scoring/digitScore.js';
import { tableWordId } from '../scoring/wordIds.js';
import { MAX_PAIRED_WORDS } from '../scoring/preparedValue.js';
import { INDEL } from '../phonetics/phonemeDistance.js';
import { CellIds } from './CellIds.js';
import { HashBuckets, hashWithout } from './HashBuckets.js';
import { cellReader, type Rows } from '../table/Rows.js';

/** A list a vocabulary word holds values in: all of them, or those it has a given place in. */
export type PostingKind = 'values' | 'startsPair' | 'endsPair' | 'first' | 'last' | 'middle';
/**
 * The kinds: `values` (every value containing the word); of values with two words, those it starts and ends
 * (`startsPair`, `endsPair`); of those with three words or more, those it starts, ends, or sits inside of (`first`,
 * `last`, `middle`, except where it is a light middle word of the value, see `LIGHT_MIDDLE_MOST`).
 */
export const POSTING_KINDS: readonly PostingKind[] = ['values', 'startsPair', 'endsPair', 'first', 'last', 'middle'];
const VALUES = 0;
const STARTS_PAIR = 1;
const ENDS_PAIR = 2;
const FIRST = 3;
const LAST = 4;
const MIDDLE = 5;
/** Each kind's place in `POSTING_KINDS`. */
export const KIND_INDEX: Readonly<Record<PostingKind, number>> = { values: VALUES, startsPair: STARTS_PAIR, endsPair: ENDS_PAIR, first: FIRST, last: LAST, middle: MIDDLE };
const NOT_LISTED = -1;
/** Rows between two reports of a column's preparing to a load's progress. */
export const PROGRESS_ROWS = 4_096;

/** Where a list lies: `array[from .. to)`. */
export interface ListRange {
  array: Int32Array;
  from: number;
  to: number;
}

/** One distinct word of the column, as a cell has it (its lists of values: `ColumnValues.readPostings`). */
export interface VocabularyWord {
  readonly word: PreparedWord;
  /** The word counts (bits as in `wordCountMasks`) of the values it starts, ends, and sits inside of (not light). */
  readonly firstCounts: number;
  readonly lastCounts: number;
  readonly middleCounts: number;
}

/**
 * A middle word of one letter that has a pronunciation (a middle initial: "John A. Smith") is light in a value
 * holding at most this many of them. A piece meeting all of a value's words run together needs no test of a light
 * word: what it can make up for is bounded and given to the value's other words' tests instead
 * (`WordCandidates.ts`). Otherwise a heard name containing an "a" would meet every "X A. Y" in the column.
 */
export const LIGHT_MIDDLE_MOST = 1;
/** ...and whose pronunciation costs at most this much (hundredths: two phonemes, "B IY"; not "D AH B AH L Y UW"). */
export const LIGHT_SOUND_MOST = 200;

/** The bit of a value's word count in the vocabulary's count masks (`firstCounts`, `wordCountMasks`, …): min(count, 15). */
export function countBit(count: number): number {
  return 1 << Math.min(count, 15);
}

/**
 * A column's distinct non-blank cells. Value ids follow first appearance in the file, so scoring values in
 * id order visits them in the order a full scan would.
 */
export class ColumnValues {
  /** Row → value id, or -1 for a blank cell. */
  readonly valueOfRow: Int32Array;
  readonly prepared: PreparedValue[] = [];
  /**
   * `rowsOf` in compressed form: the rows of value v are rowList[rowStart[v] .. rowStart[v + 1]) (read in place on
   * hot paths: `rowsOf` makes a view, an allocation, per value).
   */
  readonly rowStart: Int32Array;
  readonly rowList: Int32Array;
  readonly vocabulary: VocabularyWord[] = [];
  /** Values compared by digits or as a code rather than by words. */
  readonly digitValues: number[] = [];
  readonly codeValues: number[] = [];
  /** The code values by a hash of their number (`codesOfNumber`), made at load; undefined without codes. */
  private codesByNumber: HashBuckets | undefined;
  /** 1 for a value compared by digits or as a code (by value id: a flat read, where `prepared[v]` is a cache miss). */
  readonly byDigitsOrCode: Uint8Array;
  /** Values without words (punctuation only). */
  readonly wordlessValues: number[] = [];
  /** The most light middle words any value holds (0..LIGHT_MIDDLE_MOST). */
  lightMiddleMost = 0;
  /** Slots that are a light middle word of some value. */
  lightSlots: readonly number[] = [];
  /** Per vocabulary slot: bit min(k, 15) set when a value of k words contains the word. */
  wordCountMasks = new Uint16Array(0);
  /** Words per value (255 for 255 or more). */
  readonly wordCounts: Uint8Array;
  /**
   * The vocabulary's lists of values, by kind (`POSTING_KINDS`): slot s's list of kind k is
   * postingValues[k][postingStart[k][s] .. postingStart[k][s + 1]), ascending. One array per kind rather than
   * per word and kind: a wide million-row column has 260,000 words, six lists each.
   */
  private postingStart: Int32Array[] = [];
  private postingValues: Int32Array[] = [];
  /** The vocabulary slots of value v's words, in order: wordSlots[wordStart[v] .. wordStart[v + 1]). */
  wordStart = new Int32Array(1);
  wordSlots = new Int32Array(0);
  /** Word id → vocabulary slot, -1 for a word no value holds. */
  slotOfWordId = new Int32Array(0);

  /** `onRows`: told the rows gone through, every `PROGRESS_ROWS` rows while the values are prepared (a load's progress). */
  constructor(table: Rows | readonly (readonly string[])[], column: number, prepare: (value: string) => PreparedValue, onRows?: (rows: number) => void) {
    const rows = cellReader(table);
    this.valueOfRow = new Int32Array(rows.length).fill(-1);
    // (Ids by a hash of each cell's text, not a Map of the texts: `CellIds`.)
    const idOfCell = new CellIds(rows, column);
    const counts: number[] = [];
    for (let rowId = 0; rowId < rows.length; rowId += 1) {
      if (onRows !== undefined && rowId % PROGRESS_ROWS === 0 && rowId > 0) onRows(rowId);
      const cell = rows.cell(rowId, column);
      if (cell === '') continue;
      const id = idOfCell.idOf(cell, rowId);
      if (id === this.prepared.length) {
        this.prepared.push(prepare(cell));
        counts.push(0);
      }
      this.valueOfRow[rowId] = id;
      counts[id] = (counts[id] ?? 0) + 1;
    }
    this.rowStart = new Int32Array(this.prepared.length + 1);
    for (let v = 0; v < counts.length; v++) this.rowStart[v + 1] = this.rowStart[v]! + counts[v]!;
    this.rowList = new Int32Array(this.rowStart[this.prepared.length]!);
    const fill = this.rowStart.slice(0, this.prepared.length);
    for (let rowId = 0; rowId < rows.length; rowId += 1) {
      const v = this.valueOfRow[rowId]!;
      if (v >= 0) this.rowList[fill[v]!++] = rowId;
    }
    this.wordCounts = Uint8Array.from(this.prepared, (value) => Math.min(value.words.length, 255));
    this.byDigitsOrCode = Uint8Array.from(this.prepared, (value) => (value.digits !== null || value.code !== null ? 1 : 0));
    this.indexWords();
    if (this.codeValues.length > 0) this.indexCodeNumbers();
  }

  /**
   * The code values whose number is `digits` ("10006": A10006, B10006; `numberOfCode`), ascending. (Until 2026-12-06
   * the first heard number built a map of the numbers: 0.2-0.6 s of that call at 200,000 account ids.)
   */
  codesOfNumber(digits: string): readonly number[] {
    const found: number[] = [];
    this.codesByNumber?.visit(hashWithout(digits), (v) => {
      if (numberOfCode(this.prepared[v]!.code!) === digits) found.push(v);
    });
    return found;
  }

  /** `codesByNumber`: each code value with a number, by its number's hash, in value order. */
  private indexCodeNumbers(): void {
    const numbered: number[] = [];
    const hashes: number[] = [];
    for (const v of this.codeValues) {
      const number = numberOfCode(this.prepared[v]!.code!);
      if (number === null) continue;
      numbered.push(v);
      hashes.push(hashWithout(number));
    }
    this.codesByNumber = HashBuckets.of(Uint32Array.from(hashes), Int32Array.from(numbered));
  }

  /**
   * The values some of whose words run together are `text` (all of a value's words, or two neighbouring words of a
   * value of at most MAX_PAIRED_WORDS: its `joined` and `adjacentPairs`), ascending. Found through the vocabulary
   * word `text` starts with, rather than a map of every value's compounds (a million entries for a wide table,
   * for the aliases of whole names that few calls ask about).
   *
   * @example
   *   values.compoundValues('marykate') // the values "Mary Kate …" and "… Mary Kate"
   */
  compoundValues(text: string): readonly number[] {
    const found: number[] = [];
    const { wordSlots, wordStart, vocabulary } = this;
    const textAt = (k: number): string => vocabulary[wordSlots[k]!]!.word.text;
    const starts = this.postingStart;
    const lists = this.postingValues;
    for (let cut = 1; cut < text.length; cut++) {
      const slot = this.slotOfText(text.slice(0, cut));
      if (slot < 0) continue;
      const rest = text.slice(cut);
      // Two neighbouring words (a two-word value's are all its words): the rest is a word too, and the shorter of
      // the two words' lists is read.
      const next = this.slotOfText(rest);
      if (next >= 0) {
        const valueStarts = starts[VALUES]!;
        const shorter = valueStarts[slot + 1]! - valueStarts[slot]! <= valueStarts[next + 1]! - valueStarts[next]! ? slot : next;
        const from = valueStarts[shorter]!;
        const to = valueStarts[shorter + 1]!;
        for (let k = from; k < to; k++) {
          const v = lists[VALUES]![k]!;
          const first = wordStart[v]!;
          const count = wordStart[v + 1]! - first;
          if (count < 2 || count > MAX_PAIRED_WORDS) continue;
          for (let i = 0; i + 1 < count; i++) {
            if (wordSlots[first + i] === slot && wordSlots[first + i + 1] === next) { found.push(v); break; }
          }
        }
      }
      // All the words of a value of three or more, run together: it starts with this word, the others make up the
      // rest in order.
      for (let k = starts[FIRST]![slot]!, end = starts[FIRST]![slot + 1]!; k < end; k++) {
        const v = lists[FIRST]![k]!;
        const first = wordStart[v]!;
        const count = wordStart[v + 1]! - first;
        let at = 0;
        for (let i = 1; i < count && at >= 0; i++) {
          const word = textAt(first + i);
          at = rest.startsWith(word, at) ? at + word.length : -1;
        }
        if (at === rest.length) found.push(v);
      }
    }
    return found.length < 2 ? found : [...new Set(found)].sort((a, b) => a - b);
  }

  /** The vocabulary slot of a word's text, -1 when no value of the column holds it. */
  private slotOfText(text: string): number {
    const id = tableWordId(text);
    return id < 0 || id >= this.slotOfWordId.length ? -1 : this.slotOfWordId[id]!;
  }

  get valueCount(): number {
    return this.prepared.length;
  }

  /** Rows holding value `v`, ascending. */
  rowsOf(v: number): Int32Array {
    return this.rowList.subarray(this.rowStart[v]!, this.rowStart[v + 1]!);
  }

  /** How many rows hold value `v`. */
  rowCount(v: number): number {
    return this.rowStart[v + 1]! - this.rowStart[v]!;
  }

  /** Sets `range` to the slot's list of that kind, read in place (ascending value ids). */
  readPostings(slot: number, kind: PostingKind, range: ListRange): void {
    const k = KIND_INDEX[kind];
    range.array = this.postingValues[k]!;
    range.from = this.postingStart[k]![slot]!;
    range.to = this.postingStart[k]![slot + 1]!;
  }

  /** The slot's list of that kind, as a view (tests and rare reads; calls read in place with `readPostings`). */
  postings(slot: number, kind: PostingKind): Int32Array {
    const k = KIND_INDEX[kind];
    return this.postingValues[k]!.subarray(this.postingStart[k]![slot]!, this.postingStart[k]![slot + 1]!);
  }

  /** How many values the slot's list of that kind holds. */
  postingCount(slot: number, kind: PostingKind): number {
    const k = KIND_INDEX[kind];
    return this.postingStart[k]![slot + 1]! - this.postingStart[k]![slot]!;
  }

  /**
   * The vocabulary and its lists, in flat arrays: first each value's word slots, then each list's length, then the
   * lists. (A growing array per word and kind, as before, was a third of a wide million-row column's load, most of it
   * in the collector.)
   */
  private indexWords(): void {
    const prepared = this.prepared;
    const valueCount = prepared.length;
    let slotById = new Int32Array(1024).fill(-1);
    const words: PreparedWord[] = [];
    let light = new Uint8Array(1024);
    let voiced = new Uint8Array(1024);
    const wordStart = new Int32Array(valueCount + 1);
    let wordSlots = new Int32Array(Math.max(16, valueCount * 2));
    let used = 0;
    for (let v = 0; v < valueCount; v++) {
      const value = prepared[v]!;
      if (value.digits !== null) this.digitValues.push(v);
      if (value.code !== null) this.codeValues.push(v);
      if (value.words.length === 0) this.wordlessValues.push(v);
      for (const word of value.words) {
        if (word.id >= slotById.length) slotById = grown(slotById, word.id + 1, -1);
        let slot = slotById[word.id]!;
        if (slot < 0) {
          slot = words.length;
          slotById[word.id] = slot;
          words.push(word);
          if (slot >= light.length) { light = grown(light, slot + 1, 0); voiced = grown(voiced, slot + 1, 0); }
          light[slot] = isLight(word) ? 1 : 0;
          voiced[slot] = word.phonemes.length > 0 ? 1 : 0;
        }
        if (used === wordSlots.length) wordSlots = grown(wordSlots, used + 1, 0);
        wordSlots[used++] = slot;
      }
      wordStart[v + 1] = used;
    }
    const slots = words.length;
    const masks = new Uint16Array(slots);
    const firstCounts = new Uint16Array(slots);
    const lastCounts = new Uint16Array(slots);
    const middleCounts = new Uint16Array(slots);
    const lightSlots = new Set<number>();
    // Each value's words, and the list each goes in (-1: a light middle word, in none but `values`).
    const kinds = new Int8Array(used);
    for (let v = 0; v < valueCount; v++) {
      const from = wordStart[v]!;
      const count = wordStart[v + 1]! - from;
      const bit = countBit(count);
      for (let i = 0; i < count; i++) masks[wordSlots[from + i]!] = masks[wordSlots[from + i]!]! | bit;
      if (count < 2) { kinds.fill(NOT_LISTED, from, from + count); continue; }
      let lights = 0;
      for (let i = 1; i < count - 1; i++) lights += light[wordSlots[from + i]!]!;
      // (Its first and last words take up what light words make up for, on sounds too: they need pronunciations.)
      if (lights > LIGHT_MIDDLE_MOST || voiced[wordSlots[from]!] === 0 || voiced[wordSlots[from + count - 1]!] === 0) lights = 0;
      if (lights > this.lightMiddleMost) this.lightMiddleMost = lights;
      for (let i = 0; i < count; i++) {
        const slot = wordSlots[from + i]!;
        if (i === 0) { kinds[from + i] = count === 2 ? STARTS_PAIR : FIRST; firstCounts[slot] = firstCounts[slot]! | bit; }
        else if (i === count - 1) { kinds[from + i] = count === 2 ? ENDS_PAIR : LAST; lastCounts[slot] = lastCounts[slot]! | bit; }
        else if (lights > 0 && light[slot] === 1) { kinds[from + i] = NOT_LISTED; lightSlots.add(slot); }
        else { kinds[from + i] = MIDDLE; middleCounts[slot] = middleCounts[slot]! | bit; }
      }
    }
    // Each list's length (a value naming a word twice, "Anna Anna", is listed once), then the lists.
    const kindCount = POSTING_KINDS.length;
    const starts = POSTING_KINDS.map(() => new Int32Array(slots + 1));
    const last = new Int32Array(slots * kindCount).fill(-1);
    const visit = (place: (kind: number, slot: number, v: number) => void): void => {
      for (let v = 0; v < valueCount; v++) {
        for (let k = wordStart[v]!, end = wordStart[v + 1]!; k < end; k++) {
          const slot = wordSlots[k]!;
          place(VALUES, slot, v);
          if (kinds[k]! !== NOT_LISTED) place(kinds[k]!, slot, v);
        }
      }
    };
    visit((kind, slot, v) => {
      if (last[slot * kindCount + kind] === v) return;
      last[slot * kindCount + kind] = v;
      starts[kind]![slot + 1]! += 1;
    });
    for (const start of starts) for (let slot = 0; slot < slots; slot++) start[slot + 1]! += start[slot]!;
    const lists = starts.map((start) => new Int32Array(start[slots]!));
    const fill = starts.map((start) => start.slice(0, slots));
    last.fill(-1);
    visit((kind, slot, v) => {
      if (last[slot * kindCount + kind] === v) return;
      last[slot * kindCount + kind] = v;
      lists[kind]![fill[kind]![slot]!++] = v;
    });
    this.postingStart = starts;
    this.postingValues = lists;
    words.forEach((word, slot) => this.vocabulary.push({ word, firstCounts: firstCounts[slot]!, lastCounts: lastCounts[slot]!, middleCounts: middleCounts[slot]! }));
    this.wordCountMasks = masks;
    this.wordStart = wordStart;
    this.wordSlots = wordSlots.slice(0, used);
    let highestWord = -1;
    for (const word of words) if (word.id > highestWord) highestWord = word.id;
    this.slotOfWordId = slotById.slice(0, highestWord + 1);
    this.lightSlots = [...lightSlots].sort((a, b) => a - b);
  }
}

/** A copy of `array` at least `least` long (twice as long, at least), the new entries `fill`. */
export function grown<T extends Int32Array | Uint8Array>(array: T, least: number, fill: number): T {
  const next = new (array.constructor as new (length: number) => T)(Math.max(least, array.length * 2));
  next.set(array);
  if (fill !== 0) next.fill(fill, array.length);
  return next;
}

/** A word of one letter with a pronunciation: what a light middle word is. */
function isLight(word: PreparedWord): boolean {
  if (word.text.length !== 1 || word.phonemes.length === 0) return false;
  let cost = 0;
  for (let i = 0; i < word.phonemes.length; i++) cost += INDEL[word.phonemes[i]!]!;
  return cost <= LIGHT_SOUND_MOST;
}

let nextPreparer = 0;
const shared = new WeakMap<object, Map<string, ColumnValues>>();
const preparerIds = new WeakMap<object, number>();

/**
 * The column's values, built once per table, column and preparer: two lookups searching the same
 * column of the same file (a name alone, a name with a city) share one set.
 *
 * @example
 *   columnValues(table.rows, 1, prepareValue).valueCount // distinct names
 */
export function columnValues(rows: Rows | readonly (readonly string[])[], column: number, prepare: (value: string) => PreparedValue, onRows?: (rows: number) => void): ColumnValues {
  let byColumn = shared.get(rows);
  if (byColumn === undefined) shared.set(rows, (byColumn = new Map()));
  let preparer = preparerIds.get(prepare);
  if (preparer === undefined) preparerIds.set(prepare, (preparer = nextPreparer++));
  const key = `${preparer}:${column}`;
  let values = byColumn.get(key);
  if (values === undefined) byColumn.set(key, (values = new ColumnValues(rows, column, prepare, onRows)));
  return values;
}
