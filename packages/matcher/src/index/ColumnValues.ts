// The distinct values of one search column, each prepared once, with postings from words to values.
// Names repeat massively (a million rows hold ~140k distinct names made of ~600 words), so preparing
// and scoring per distinct value rather than per row is most of the saving.
import type { PreparedValue, PreparedWord } from '../scoring/preparedValue.js';
import { numberOfCode } from '../scoring/digitScore.js';
import { tableWordId } from '../scoring/wordIds.js';
import { MAX_PAIRED_WORDS } from '../scoring/preparedValue.js';
import { INDEL } from '../phonetics/phonemeDistance.js';
import { cellReader, type Rows } from '../table/Rows.js';

/** One distinct word of the column, as a cell has it, with the values that contain it. */
export interface VocabularyWord {
  readonly word: PreparedWord;
  /** Ids of the values containing this word, ascending. */
  readonly values: Int32Array;
  /** Of those with two words: the values it starts and ends. */
  readonly startsPair: Int32Array;
  readonly endsPair: Int32Array;
  /**
   * Of those with three words or more: the values it starts, ends, or sits inside of (`middle`, except where it is
   * a light middle word of the value, see `LIGHT_MIDDLE_MOST`).
   */
  readonly first: Int32Array;
  readonly last: Int32Array;
  readonly middle: Int32Array;
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
// ...and whose pronunciation costs at most this much (hundredths: two phonemes, "B IY"; not "D AH B AH L Y UW").
const LIGHT_SOUND_MOST = 200;

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
  /** `codesOfNumber`'s lists, once built. */
  private codesByNumber: Map<string, number[]> | undefined;
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
  /** The vocabulary slots of value v's words, in order: wordSlots[wordStart[v] .. wordStart[v + 1]). */
  wordStart = new Int32Array(1);
  wordSlots = new Int32Array(0);
  /** Word id → vocabulary slot, -1 for a word no value holds. */
  slotOfWordId = new Int32Array(0);

  constructor(table: Rows | readonly (readonly string[])[], column: number, prepare: (value: string) => PreparedValue) {
    const rows = cellReader(table);
    this.valueOfRow = new Int32Array(rows.length).fill(-1);
    const idOfText = new Map<string, number>();
    const counts: number[] = [];
    for (let rowId = 0; rowId < rows.length; rowId += 1) {
      const cell = rows.cell(rowId, column);
      if (cell === '') continue;
      let id = idOfText.get(cell);
      if (id === undefined) {
        id = this.prepared.length;
        idOfText.set(cell, id);
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
  }

  /**
   * The code values whose number is `digits` ("10006": A10006, B10006; `numberOfCode`), ascending. Built on the first
   * call: a column without codes, or never asked for a number, never builds it.
   */
  codesOfNumber(digits: string): readonly number[] {
    if (this.codeValues.length === 0) return [];
    if (this.codesByNumber === undefined) {
      this.codesByNumber = new Map();
      for (const v of this.codeValues) {
        const number = numberOfCode(this.prepared[v]!.code!);
        if (number === null) continue;
        const list = this.codesByNumber.get(number);
        if (list === undefined) this.codesByNumber.set(number, [v]);
        else list.push(v);
      }
    }
    return this.codesByNumber.get(digits) ?? [];
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
    for (let cut = 1; cut < text.length; cut++) {
      const slot = this.slotOfText(text.slice(0, cut));
      if (slot < 0) continue;
      const rest = text.slice(cut);
      const values = vocabulary[slot]!.values;
      for (let k = 0; k < values.length; k++) {
        const v = values[k]!;
        const start = wordStart[v]!;
        const count = wordStart[v + 1]! - start;
        if (count < 2) continue;
        const textAt = (i: number): string => vocabulary[wordSlots[start + i]!]!.word.text;
        let holds = false;
        // All its words, the first being this one: the others make up the rest in order.
        if (wordSlots[start] === slot) {
          let at = 0;
          for (let i = 1; i < count && at >= 0; i++) {
            const word = textAt(i);
            at = rest.startsWith(word, at) ? at + word.length : -1;
          }
          holds = at === rest.length;
        }
        // Two neighbouring words, this one first.
        for (let i = 0; !holds && count <= MAX_PAIRED_WORDS && i + 1 < count; i++) holds = wordSlots[start + i] === slot && textAt(i + 1) === rest;
        if (holds) found.push(v);
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

  private indexWords(): void {
    const slotOfWord = new Map<number, number>();
    const postings: number[][] = [];
    const positional: { startsPair: number[]; endsPair: number[]; first: number[]; last: number[]; middle: number[]; firstCounts: number; lastCounts: number; middleCounts: number }[] = [];
    const lightSlots = new Set<number>();
    const wordStart = new Int32Array(this.prepared.length + 1);
    const wordSlots: number[] = [];
    this.prepared.forEach((value, v) => {
      if (value.digits !== null) this.digitValues.push(v);
      if (value.code !== null) this.codeValues.push(v);
      if (value.words.length === 0) this.wordlessValues.push(v);
      for (const word of value.words) {
        let slot = slotOfWord.get(word.id);
        if (slot === undefined) {
          slot = postings.length;
          slotOfWord.set(word.id, slot);
          postings.push([]);
          positional.push({ startsPair: [], endsPair: [], first: [], last: [], middle: [], firstCounts: 0, lastCounts: 0, middleCounts: 0 });
          this.vocabulary.push({ word, values: EMPTY, startsPair: EMPTY, endsPair: EMPTY, first: EMPTY, last: EMPTY, middle: EMPTY, firstCounts: 0, lastCounts: 0, middleCounts: 0 });
        }
        const list = postings[slot]!;
        // A value naming a word twice ("Anna Anna") is listed once.
        if (list[list.length - 1] !== v) list.push(v);
        wordSlots.push(slot);
      }
      const count = value.words.length;
      if (count > 1) {
        let light = 0;
        for (let i = 1; i < count - 1; i++) if (isLight(value.words[i]!)) light += 1;
        // (Its first and last words take up what light words make up for, on sounds too: they need pronunciations.)
        if (light > LIGHT_MIDDLE_MOST || value.words[0]!.phonemes.length === 0 || value.words[count - 1]!.phonemes.length === 0) light = 0;
        if (light > this.lightMiddleMost) this.lightMiddleMost = light;
        const bit = countBit(count);
        for (let i = 0; i < count; i++) {
          const slot = wordSlots[wordStart[v]! + i]!;
          const at = positional[slot]!;
          let list: number[];
          if (i === 0) { list = count === 2 ? at.startsPair : at.first; at.firstCounts |= bit; }
          else if (i === count - 1) { list = count === 2 ? at.endsPair : at.last; at.lastCounts |= bit; }
          else if (light > 0 && isLight(value.words[i]!)) { lightSlots.add(slot); continue; }
          else { list = at.middle; at.middleCounts |= bit; }
          if (list[list.length - 1] !== v) list.push(v);
        }
      }
      wordStart[v + 1] = wordSlots.length;
    });
    this.wordCountMasks = new Uint16Array(postings.length);
    this.prepared.forEach((value, v) => {
      const bit = countBit(value.words.length);
      for (let i = wordStart[v]!; i < wordStart[v + 1]!; i++) { const slot = wordSlots[i]!; this.wordCountMasks[slot] = this.wordCountMasks[slot]! | bit; }
    });
    this.wordStart = wordStart;
    this.wordSlots = Int32Array.from(wordSlots);
    let highestWord = -1;
    for (const id of slotOfWord.keys()) if (id > highestWord) highestWord = id;
    this.slotOfWordId = new Int32Array(highestWord + 1).fill(-1);
    for (const [id, slot] of slotOfWord) this.slotOfWordId[id] = slot;
    postings.forEach((list, slot) => {
      const entry = this.vocabulary[slot]!;
      const at = positional[slot]!;
      this.vocabulary[slot] = {
        word: entry.word,
        values: Int32Array.from(list),
        startsPair: listOf(at.startsPair),
        endsPair: listOf(at.endsPair),
        first: listOf(at.first),
        last: listOf(at.last),
        middle: listOf(at.middle),
        firstCounts: at.firstCounts,
        lastCounts: at.lastCounts,
        middleCounts: at.middleCounts,
      };
    });
    this.lightSlots = [...lightSlots].sort((a, b) => a - b);
  }
}

const EMPTY = new Int32Array(0);

function listOf(values: readonly number[]): Int32Array {
  return values.length === 0 ? EMPTY : Int32Array.from(values);
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
export function columnValues(rows: Rows | readonly (readonly string[])[], column: number, prepare: (value: string) => PreparedValue): ColumnValues {
  let byColumn = shared.get(rows);
  if (byColumn === undefined) shared.set(rows, (byColumn = new Map()));
  let preparer = preparerIds.get(prepare);
  if (preparer === undefined) preparerIds.set(prepare, (preparer = nextPreparer++));
  const key = `${preparer}:${column}`;
  let values = byColumn.get(key);
  if (values === undefined) byColumn.set(key, (values = new ColumnValues(rows, column, prepare)));
  return values;
}
