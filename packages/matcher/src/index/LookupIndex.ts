// The candidate step: which rows are worth scoring for a query. Exact columns hash straight to rows; fuzzy,
// phonetic and hybrid columns retrieve the values whose words could reach min_score (`WordCandidates.ts`).
// Either way no row that a full scan would return at or above min_score is left out.
import { otherSpellingSaid, UMLAUT_MIN_LETTERS, umlautReadingOf } from '../normalise/umlautSpellings.js';
import { builtInNicknames, documentAliases } from '../aliases/aliasTable.js';
import { callerValue } from '../normalise/callerSpeech.js';
import { namesCities, stateWordsAtEnd, type CityWords } from '../normalise/usStates.js';
import { normaliseText } from '../normalise/normaliseText.js';
import { NATO_LETTERS } from '../normalise/letterNames.js';
import { CONFIDENT_WORD } from '../scoring/wordsScore.js';
import { isoDay, spokenDate, surveyDateColumn, writtenDate, type DateColumnSurvey, type DayOrder } from '../normalise/dates.js';
import { prepareHeardValue, prepareTableValue, type PreparedValue, type PreparedWord } from '../scoring/preparedValue.js';
import type { MatchMode, Scorer } from '../scoring/Scorer.js';
import type { WordEvidence } from '../scoring/wordSimilarity.js';
import { columnValues, countBit, grown, PROGRESS_ROWS, type ColumnValues } from './ColumnValues.js';
import { exactKeysOf, exactMatchKey, exactMatchKeys, TEXT_KEY } from '../scoring/exactScore.js';
import { sameDigits } from '../scoring/digitScore.js';
import { numbersOfHeader, type NumberReading } from '../scoring/numberReading.js';
import { prepareExactForms, writtenCode, type ExactForms } from '../scoring/preparedValue.js';
import { isZipCell, mayBeZipPlusFour, zipOfZipPlusFour } from '../normalise/zipPlusFour.js';
import { ArraySpares } from './ArraySpares.js';
import { ExactKeyTable } from './ExactKeyTable.js';
import { cellReader, type CellReader, type Rows } from '../table/Rows.js';
import { withExactMemos } from './ExactSimilarityMemo.js';
import { tableWordId } from '../scoring/wordIds.js';
import { soundKeys } from '../scoring/soundKey.js';
import { PostingsArena, RestrictedPostings, ValueSet, arenaSize } from './RestrictedPostings.js';
import { keptAmongLeast, lowestKept, type BestRows } from './bestRows.js';
import type { RunTogetherCheck } from './RunTogetherCheck.js';
import { WHOLE_VOCABULARY, WordCandidates } from './WordCandidates.js';
import { writtenAddress } from '../scoring/emailAddress.js';

// The evidence each word scorer compares (scoring/fuzzyScore.ts, phoneticScore.ts, hybridScore.ts).
/**
 * No caller says a name, a city or an account number, even within what they explain first, in more characters than
 * this (some 90-110 words as callers speak); a longer heard value (a runaway transcript, pasted text) finds no row, at
 * once, instead of costing seconds of edit distances. Until session 28, 256: a caller's 58 words (269 characters)
 * ending "my name is Caitlin Myers" were not searched.
 */
export const MAX_HEARD_CHARACTERS = 512;
// Below this many candidate rows, scoring them beats narrowing them further with another column.
const FEW_ROWS = 32;
// A word column whose candidate values number at most this many (a city's) scores them before the next column is
// retrieved, so that column checks words run together only for values in a passing city.
const NARROWING_VALUES = 256;
// A narrowing column passing at most this many values whose rows are at most this share of the table restricts
// this column's postings to the values with a row among them: a city said clearly passes one, but at 75 a short or
// misheard one reaches several ("Orlando" six, "Newark" also New York, an eighth of the bench's rows between them).
const RESTRICTING_VALUES = 16;
const RESTRICTING_SHARE = 1 / 4;
// A word column whose rows another column has narrowed to at most this many, or to SCAN_ROWS_PER_WORD rows per word
// of its vocabulary when that is more (retrieving through a vocabulary costs more the larger it is), scores those
// rows' values one by one instead (`narrowedValues`). Measured in one process against retrieval (bench/compareBuilds.ts
// --city, answers identical): 10,000 rows, 1,024 and 512 alike (p50 1.5 -> 1.0 ms), 2,048 a little slower; the
// 100,000-row wide vocabulary (26,852 words), a quarter of a row per word p50 24.8 -> 10.6 ms, a tenth alike, one
// row per word slower in the tail than retrieval (big cities).
const SCAN_ROWS = 1024;
const SCAN_ROWS_PER_WORD = 1 / 4;
// Restricted postings kept across calls, up to this many entries in all (32 MiB, in one arena per column), then
// built again as needed.
const RESTRICTED_HELD = 8_000_000;
// A column's restricted postings have room for its postings this many times over (`arenaSize`; a million-row name +
// city warm-up and pass of the bench, 1,200 calls, filled 1.1 times them).
const ARENA_ROUNDS = 4;
// Per-value flag arrays a word column keeps for its calls to reuse (`callFlags`).
const FLAG_ARRAYS_KEPT = 8;
const EVIDENCE: Readonly<Record<Exclude<MatchMode, 'exact'>, WordEvidence>> = { fuzzy: 'letters', phonetic: 'sounds', hybrid: 'both' };

/** What the index needs to know about the scorers' aliases (the same as `scorerFor` is given). */
export interface IndexOptions {
  aliases?: ReadonlyMap<string, readonly string[]>;
  /**
   * Word columns whose vocabulary holds at most this many words compare a heard piece with all of them at once
   * (default `WHOLE_VOCABULARY`, 1,024); larger ones find the words near it through tries. Tests set 0 so that
   * small tables take the tries too.
   */
  wholeVocabulary?: number;
  /** Run-together checks a word column keeps across calls (default 2,048). Tests set 1 to drop and reuse them often. */
  checksKept?: number;
  /**
   * A heard piece meeting at most this many values run together (the values of the word counts it is checked
   * against) checks each of them instead of walking the prefix and suffix tries for the words that may start or end
   * one (default `SCAN_RUN_VALUES`, 2,048). Tests that set `wholeVocabulary` to 0 set this to 0 too, so that small
   * tables walk the tries; with the defaults they check the values.
   */
  scanRunValues?: number;
  /**
   * A word column another column has narrowed to at most this many rows (a city said clearly) scores those rows'
   * values one by one instead of retrieving through its vocabulary (default: 1,024, or a quarter of a row per
   * vocabulary word when that is more). Tests set 0 so that small tables retrieve too.
   */
  scanRows?: number;
  /**
   * Reuse the index of a column another lookup built over the same rows with the same match mode and aliases (its
   * hash table or prepared vocabulary, its memos), as a document's lookups do: a name lookup and a name + city
   * lookup then hold one index of the name column, not two, and what one call computes serves the other's.
   */
  shared?: boolean;
  /**
   * Per column of the table, the order a workbook displays its dates in (`Table.dateFormatOrders`): a date column's
   * cells of numbers only that say no order themselves ("05/03/1985" typed as text) are read in it.
   */
  dateFormatOrders?: readonly (DayOrder | undefined)[];
  /** Per column of the table, its header (`Table.columns`): a header naming cities (`namesCities`) makes it a column of cities. */
  columnNames?: readonly string[];
  /** By table column, how its numbers read when the document says (`numbers`); else by its header (`numbersOfHeader`). */
  numberReadings?: ReadonlyMap<number, NumberReading>;
  /**
   * Told as the index is built (a load's progress bar): the share of it built, 0 to 1 (the search columns weigh alike),
   * and the table column being indexed. A column another lookup built already (`shared`) is done at once.
   */
  onProgress?: (share: number, column: number) => void;
}

/**
 * The share of a word column's index built once its values are prepared, their lists made, and its tries built (its
 * twins grouped last): roughly where the time of a name column of 50,000 rows goes.
 */
const PREPARED_SHARE = 0.6;
const LISTED_SHARE = 0.65;
const TRIES_SHARE = 0.85;

/**
 * One search column of a lookup. Exact cells are hashed at load and prepared when a call rescores them (a call
 * only ever scores a few). Other cells are prepared once per distinct value, shared by every lookup on the same column.
 */
export class IndexedColumn {
  /** Exact mode only: rows by key. */
  private readonly exactRows?: ExactKeyTable;
  private readonly values?: ColumnValues;
  private readonly candidates?: WordCandidates;
  /**
   * Word columns: values whose cells share an exact key with another value's ("Caitlin Myers", "MYERS, Caitlin"),
   * as value → group (-1: none) and the groups' values, so a call finds a row's twins without a scan.
   */
  private readonly twinGroupOf?: Int32Array;
  private readonly twinGroups: number[][] = [];
  /**
   * Per other word column: this column's value → the other column's value of all its rows (-1 when they differ or
   * are blank), built on first use.
   */
  private readonly otherValues = new Map<IndexedColumn, Int32Array>();
  /** Word columns: each value's score for the call stamped beside it (`scoreValue`), made on the first call. */
  private scoreStamps: Uint32Array | undefined;
  private keptScores: Uint8Array | undefined;
  /** Rows by score (0-100) for a call's best rows (`ColumnCandidates.best`). */
  private readonly rowsByScore = new Int32Array(101);
  /** `usualValueWords`, counted at load (until 2026-12-06 the first call sorted the word counts: 10 ms at 200,000 values). */
  private readonly usualWords: number = 0;
  /** Calls supplied so far (wrapping, `supply`). */
  private calls = 0;
  /** Per other word column, per value of it: this column's postings kept to values with a row there, built on first use. */
  private readonly restricted = new Map<IndexedColumn, Map<number, RestrictedPostings>>();
  /** Entries the restricted postings hold (they grow as calls read them); all are dropped past RESTRICTED_HELD. */
  private readonly restrictedHeld = { entries: 0 };
  /** Where the restricted postings' lists lie, made on first use. */
  private restrictedArena: PostingsArena | undefined;
  /** The table's cells (a date column's as ISO dates, `dates`). */
  private readonly cells: CellReader;
  /** How the column writes dates, when every cell is one: cells and heard values then compare as ISO days. */
  readonly dates: DayOrder | undefined;
  /** A date column's cells that are no date (row ids, as written): they compare as blank. */
  readonly unreadDates: readonly { index: number; text: string }[];
  /** A column mostly of dates that is compared as text all the same, and why (`surveyDateColumn`), so the document can say so. */
  readonly datesAsText: Exclude<DateColumnSurvey, { kind: 'dates' }> | undefined;
  /** Whether the column holds email addresses (`emailColumn`): an address said aloud is then written out. */
  readonly emails: boolean;
  /** Whether the column holds codes (`codeColumn`): a letter's name said beside a digit is then the letter. */
  readonly codes: boolean;
  /** A word column of codes: its values' exact keys (`holdsCodeOf`). */
  private readonly codeKeys?: ReadonlySet<string>;
  /** Whether the header names cities (`namesCities`): a US state said after a city is then left out (`withoutStateOfCity`). */
  readonly cities: boolean;
  /** In a column of cities, what its values end with (`endsValue`), made on first use. */
  private valueEndings?: ReadonlySet<string>;
  /** Word columns: per-value flags a call uses (`passing`, `retrieved`), handed out again once it ends. */
  private readonly flagSpares?: ArraySpares<Uint8Array<ArrayBuffer>>;
  /** `IndexOptions.scanRows`. */
  private readonly scanRows: number | undefined;
  /** How the column reads its numbers, as the document says or by its header (`numbersOfHeader`): twins of numbers are read so too. */
  readonly numbers: NumberReading;

  constructor(
    readonly column: number,
    readonly scorer: Scorer,
    rows: Rows | readonly (readonly string[])[],
    options: IndexOptions = {},
    /** Told the share of this column's index built, 0 to 1, as it is built (`IndexOptions.onProgress`). */
    onProgress?: (share: number) => void,
  ) {
    let cells = cellReader(rows);
    // A date column ("03/15/1985", "15 Mar 1985", a workbook's dates) compares as ISO days, whatever the mode.
    const survey = surveyDateColumn(columnCells(cells, column), options.dateFormatOrders?.[column]);
    const reading = survey?.kind === 'dates' ? survey.reading : undefined;
    this.dates = reading?.order;
    this.unreadDates = reading?.unread ?? [];
    this.datesAsText = survey === undefined || survey.kind === 'dates' ? undefined : survey;
    const dated = this.dates === undefined ? undefined : isoDates(cells, column, this.dates);
    if (dated !== undefined) {
      rows = dated;
      cells = cellReader(dated);
    }
    this.cells = cells;
    this.scanRows = options.scanRows;
    this.emails = this.dates === undefined && emailColumn(cells, column);
    this.codes = this.dates === undefined && !this.emails && codeColumn(cells, column);
    this.cities = this.dates === undefined && !this.emails && !this.codes && namesCities(options.columnNames?.[column] ?? '');
    this.numbers = numberReading(column, options);
    if (scorer.mode === 'exact') {
      this.exactRows = new ExactKeyTable(rows.length);
      for (let rowId = 0; rowId < cells.length; rowId += 1) {
        if (onProgress !== undefined && rowId % PROGRESS_ROWS === 0 && rowId > 0) onProgress(rowId / cells.length);
        const cell = cells.cell(rowId, column);
        if (cell !== '') for (const key of exactMatchKeys(cell)) this.exactRows.add(key, rowId);
      }
      return;
    }
    // Every word scorer prepares with prepareValue; a table's cells, only ever the cell side, share their word objects.
    const preparing = onProgress === undefined ? undefined : (done: number) => onProgress(PREPARED_SHARE * done / cells.length);
    this.values = columnValues(rows, column, prepareTableValue, preparing);
    onProgress?.(PREPARED_SHARE);
    // The same alias tables as scorerFor gives the scorer.
    const aliases = options.aliases === undefined || options.aliases.size === 0 ? undefined : documentAliases(options.aliases);
    this.candidates = new WordCandidates(this.values, EVIDENCE[scorer.mode], builtInNicknames(), aliases, options.wholeVocabulary ?? WHOLE_VOCABULARY, options.checksKept, options.scanRunValues);
    onProgress?.(LISTED_SHARE);
    this.candidates.buildTries();
    onProgress?.(TRIES_SHARE);
    this.twinGroupOf = new Int32Array(this.values.valueCount).fill(-1);
    this.flagSpares = new ArraySpares((length) => new Uint8Array(length), FLAG_ARRAYS_KEPT * this.values.valueCount);
    this.usualWords = percentileWords(this.values.wordCounts, 0.99);
    const exactKeys = this.groupTwins(cells, scorer.mode === 'hybrid' || scorer.mode === 'phonetic');
    if (exactKeys !== undefined) this.codeKeys = exactKeys;
  }

  /**
   * Groups the values whose cells share an exact key ("Caitlin Myers", "MYERS, Caitlin") and, in a column compared by
   * sound, those that sound the same said aloud (`soundKeys`: "Ronald McDonald", "Ronald Mac Donald"): twins, which a
   * caller cannot tell apart, so neither is ever the confident answer while the other passes (`Lookup`). Returns the
   * values' exact keys in a column of codes (`holdsCodeOf` reads them).
   */
  private groupTwins(cells: CellReader, bySound: boolean): ReadonlySet<string> | undefined {
    const values = this.values!;
    const count = values.valueCount;
    // Each value's keys, with the value they belong to.
    const keys: string[] = [];
    let owners = new Int32Array(Math.max(16, count * 2));
    const add = (key: string, v: number): void => {
      if (keys.length === owners.length) owners = grown(owners, keys.length + 1, 0);
      owners[keys.length] = v;
      keys.push(key);
    };
    // (Exact keys hold letters and digits; sound keys are phoneme codes under 64, so the two never meet.)
    for (let v = 0; v < count; v++) add(twinKey(cells.cell(values.rowsOf(v)[0]!, this.column), values.prepared[v]!), v);
    const exactKeys = this.codes ? new Set(keys) : undefined;
    if (bySound) for (let v = 0; v < count; v++) for (const key of soundKeys(values.prepared[v]!)) add(key, v);
    // The keys in order of a hash of their text (one sort of numbers, where a map of two million strings cost seconds
    // of a wide million-row load), so equal keys sit in runs of equal hashes; each run is split by text.
    const indexBits = Math.max(1, Math.ceil(Math.log2(keys.length + 1)));
    const hashShift = Math.max(0, 32 - (53 - indexBits));
    const order = new Float64Array(keys.length);
    for (let i = 0; i < keys.length; i++) order[i] = (textHash(keys[i]!) >>> hashShift) * 2 ** indexBits + i;
    order.sort();
    // Union by the lowest value: a group's root is its first value, whatever order the keys came in.
    const parent = new Int32Array(count);
    for (let v = 0; v < count; v++) parent[v] = v;
    const root = (v: number): number => {
      while (parent[v] !== v) v = parent[v] = parent[parent[v]!]!;
      return v;
    };
    const join = (a: number, b: number): void => {
      const x = root(a);
      const y = root(b);
      if (x < y) parent[y] = x;
      else if (y < x) parent[x] = y;
    };
    const indexMask = 2 ** indexBits;
    for (let from = 0; from < order.length;) {
      const hash = Math.floor(order[from]! / indexMask);
      let to = from + 1;
      while (to < order.length && Math.floor(order[to]! / indexMask) === hash) to++;
      for (let j = from + 1; j < to; j++) {
        const key = keys[order[j]! % indexMask]!;
        for (let k = from; k < j; k++) {
          const earlier = order[k]! % indexMask;
          if (keys[earlier] === key) { join(owners[earlier]!, owners[order[j]! % indexMask]!); break; }
        }
      }
      from = to;
    }
    const groupOfRoot = new Map<number, number>();
    for (let v = 0; v < count; v++) {
      const top = root(v);
      // (A group is made with its root when its first other value comes.)
      if (top === v) continue;
      let group = groupOfRoot.get(top);
      if (group === undefined) {
        group = this.twinGroups.length;
        groupOfRoot.set(top, group);
        this.twinGroups.push([top]);
        this.twinGroupOf![top] = group;
      }
      this.twinGroups[group]!.push(v);
      this.twinGroupOf![v] = group;
    }
    return exactKeys;
  }

  /** Whether two rows' cells in this column are twins (`groupTwins`); false for an exact column. */
  twins(a: number, b: number): boolean {
    if (this.values === undefined) return false;
    const left = this.values.valueOfRow[a] ?? -1;
    const right = this.values.valueOfRow[b] ?? -1;
    if (left < 0 || right < 0) return false;
    const group = this.twinGroupOf![left]!;
    if (left === right) return true;
    if (group < 0 || group !== this.twinGroupOf![right]) return false;
    // A number's exact key holds only its last 7 digits (`exactMatchKey`, a blocking key): two numbers sharing them are
    // twins only when they are the same number ("+1 415 555 0101" and "415-555-0101", not "+1 416 555 0101").
    const x = this.values.prepared[left]!.digits;
    const y = this.values.prepared[right]!.digits;
    return x === null || y === null || sameDigits(x, y, this.numbers);
  }

  /**
   * What retrieving this column's candidates costs, to try the cheapest column first: 0 for a hash bucket, else
   * the vocabulary's size (every heard piece meets each of its words).
   */
  get retrievalCost(): number {
    return this.values === undefined ? 0 : this.values.vocabulary.length;
  }

  /**
   * The cells of this word column longer than a heard value may be (`MAX_HEARD_CHARACTERS`): how many rows hold one,
   * the first such row and its length; undefined when none does. No caller can say such a value, and each one's
   * words make every lookup on the column slower (ten cells of 30,000 characters: 1.5 s a call).
   */
  longCells(): { rows: number; firstRow: number; length: number } | undefined {
    const values = this.values;
    if (values === undefined) return undefined;
    let rows = 0;
    let firstRow = Number.POSITIVE_INFINITY;
    let length = 0;
    values.prepared.forEach((value, v) => {
      if (value.text.length <= MAX_HEARD_CHARACTERS) return;
      rows += values.rowStart[v + 1]! - values.rowStart[v]!;
      const row = values.rowList[values.rowStart[v]!]!;
      if (row < firstRow) { firstRow = row; length = value.text.length; }
    });
    return rows === 0 ? undefined : { rows, firstRow, length };
  }

  /**
   * How many words this column's values hold at most, the longest 1% of its distinct values left out (a few long
   * cells, "The Estate of John Q. Public", do not make every sentence look like a value); 0 for an exact column.
   */
  get usualValueWords(): number {
    return this.usualWords;
  }

  /** Whether some value of this column holds the heard word (its text as the scorer reads it); false for an exact column. */
  holdsWord(word: PreparedWord): boolean {
    return this.slotOf(word) >= 0;
  }

  /**
   * Whether the heard words, all held (`holdsWord`), may be a whole value of this column: some value of their count
   * holds the word (one word), or starts with the first and ends with the last. ("new" is not, in a column whose only
   * value holding it is New York; "san antonio" may be, and is when San Antonio is a value.)
   */
  mayBeValue(words: readonly PreparedWord[]): boolean {
    return words.length > 0 && this.mayBeValueOfSlots(this.slotOf(words[0]!), this.slotOf(words[words.length - 1]!), words.length);
  }

  /** `mayBeValue` of words by their texts as the scorer reads them ("kevin", "leeds"): for `callerValue`'s readers. */
  mayBeValueOfTexts(texts: readonly string[]): boolean {
    return texts.length > 0 && this.mayBeValueOfSlots(this.slotOfId(tableWordId(texts[0]!)), this.slotOfId(tableWordId(texts[texts.length - 1]!)), texts.length);
  }

  private mayBeValueOfSlots(first: number, last: number, count: number): boolean {
    const values = this.values;
    if (values === undefined || first < 0 || last < 0) return false;
    const bit = countBit(count);
    if (count === 1) return (values.wordCountMasks[first]! & bit) !== 0;
    return (values.vocabulary[first]!.firstCounts & bit) !== 0 && (values.vocabulary[last]!.lastCounts & bit) !== 0;
  }

  /**
   * Whether this column holds two spellings of a word that the umlaut reading joins ("maarten" and "marten"), read once
   * (the vocabulary, a few thousand words even in a million rows): most columns hold none, and their calls look for no
   * other spelling (`otherSpellingSaid`).
   */
  private holdsSpellingPairs(): boolean {
    if (this.spellingPairs === undefined) {
      const values = this.values;
      const holds = (word: string): boolean => this.slotOfId(tableWordId(word)) >= 0;
      this.spellingPairs = values !== undefined && values.vocabulary.some(({ word }) => word.text.length >= UMLAUT_MIN_LETTERS && umlautReadingOf(word.text) !== word.text && holds(umlautReadingOf(word.text)));
    }
    return this.spellingPairs;
  }
  private spellingPairs: boolean | undefined;

  /**
   * Whether some value of this column is these words, in this order ("marten jansen" where Marten Jansen is a value).
   * Read for a rare reading only (`otherSpellingSaid`): the values holding the first word are compared.
   */
  private holdsValueOf(words: readonly PreparedWord[]): boolean {
    const values = this.values;
    if (values === undefined || words.length === 0) return false;
    const slots = words.map((word) => this.slotOf(word));
    if (slots.some((slot) => slot < 0)) return false;
    for (const v of values.postings(slots[0]!, 'values')) {
      const start = values.wordStart[v]!;
      if (values.wordStart[v + 1]! - start === slots.length && slots.every((slot, k) => values.wordSlots[start + k] === slot)) return true;
    }
    return false;
  }

  /** The vocabulary slot of a heard word, -1 when no value of this column holds it. */
  private slotOf(word: PreparedWord): number {
    return this.slotOfId(word.id);
  }

  /** The vocabulary slot of a word id (-1 for one no value of this column holds, or no word's). */
  private slotOfId(id: number): number {
    return this.values?.slotOfWordId[id] ?? -1;
  }

  /** True when this column hashes its cells (exact mode). */
  get hashed(): boolean {
    return this.exactRows !== undefined;
  }

  /** True when the row's cell in this column is not blank. */
  filled(rowId: number): boolean {
    return this.cells.cell(rowId, this.column) !== '';
  }

  /**
   * Every row whose cell in this column has the same exact key as the row's cell (the row itself included),
   * or undefined for an exact column: there, a row with the same key scores as the row does (100 or 0).
   */
  rowsSharingKey(rowId: number): readonly number[] | undefined {
    if (this.values === undefined) return undefined;
    const v = this.values.valueOfRow[rowId] ?? -1;
    if (v < 0) return [];
    const group = this.twinGroupOf![v]!;
    const values = group < 0 ? [v] : this.twinGroups[group]!;
    return values.flatMap((value) => Array.from(this.values!.rowsOf(value)));
  }

  /**
   * What the caller said, without the words around the value, hesitations and spelling hints (`callerValue`): a
   * word this column holds is kept ("Um" is a surname, "With" may be in a value). In a date column, a date said or
   * written any way `spokenDate` reads is its ISO day; in a column of email addresses, an address said aloud is
   * written out.
   */
  callerValue(raw: string): string {
    return this.readings(raw).said;
  }

  /**
   * `callerValue`, and in a column of codes holding both readings of an "oh" said beside a digit (BO2001 and B02001
   * for "bee oh two zero zero one"), the other one: then the caller may mean either, and no row is confident.
   */
  private readings(raw: string): { said: string; otherReading?: string } {
    const holds = (word: string): boolean => this.slotOfId(tableWordId(word)) >= 0;
    const city: CityWords | undefined = this.cities ? { holds, endsValue: (words) => this.endsValue(words) } : undefined;
    const mayBeValue = (texts: readonly string[]): boolean => this.mayBeValueOfTexts(texts);
    // (An exact column keeps no words: the NATO words of its cells, read once when a call says three in a row.)
    const holdsNatoWord = this.values === undefined ? (word: string): boolean => this.natoWordsHeld().has(word) : undefined;
    let said = callerValue(raw, holds, { emails: this.emails, codes: this.codes, mayBeValue, ...(city === undefined ? {} : { city }), ...(holdsNatoWord === undefined ? {} : { holdsNatoWord }) });
    let otherReading: string | undefined;
    // "oh" may be O or zero ("W one A oh A X" is the postcode W1A 0AX, "oh ex one" OX1, "oh one two three four five"
    // O12345): in a column of codes, the other reading when the column holds its code and not the first's.
    if (this.codes && MAY_SAY_OH.test(raw)) {
      const flipped = callerValue(raw, holds, { emails: this.emails, codes: true, ohFlipped: true });
      if (flipped !== said && this.holdsCodeOf(flipped)) {
        if (!this.holdsCodeOf(said)) said = flipped;
        else otherReading = flipped;
      }
    }
    // "Maarten Jansen" where the column holds Marten too, and the other spelling may be a whole value (Marten Jansen):
    // a recogniser cannot tell the two apart, and the caller may mean either, so no row is confident.
    if (otherReading === undefined && this.values !== undefined && !this.emails && this.holdsSpellingPairs()) {
      const other = otherSpellingSaid(said, holds);
      if (other !== undefined && this.holdsValueOf(prepareHeardValue(other).words)) otherReading = other;
    }
    // An exact column has no words to tell a caller's from a value's (`holds` is false for every word): a value said
    // as a cell holds it is that cell ("Baker Law, PA" is a firm's name, not Baker Law in Pennsylvania). (A reading of
    // the same key, "alpha bravo one two" read "A B one two", is kept: it says how the value was heard.)
    if (this.exactRows !== undefined && said !== raw) {
      const key = exactMatchKey(raw);
      if (key !== exactMatchKey(said) && this.exactRows.rowsFor(key).length > 0) said = raw;
    }
    // "60601-1234" in an exact column of five-digit ZIPs, not read as ids (until 2026-12-06 not_found): the ZIP, when
    // the nine digits are no value of the column and every cell of the ZIP's rows is a ZIP (`zipPlusFour.ts`).
    if (this.exactRows !== undefined && this.numbers === 'phones' && said.length >= 10 && said.length <= 64 && mayBeZipPlusFour(said)) said = this.zipOfZipPlusFour(said);
    // A date said in a date column ("March third, nineteen eighty-five") is the day it names.
    const day = this.dates === undefined ? null : spokenDate(said, this.dates);
    return day === null ? { said, ...(otherReading === undefined ? {} : { otherReading }) } : { said: isoDay(day) };
  }

  /**
   * Whether some value of this column of cities ends with these words (normalised, a space between): its last word
   * ("washington" for Washington and Fort Washington, "city" for Kansas City), or a state's name of several words
   * ending it ("new york").
   */
  private endsValue(words: string): boolean {
    if (this.valueEndings === undefined) {
      const endings = new Set<string>();
      const add = (texts: readonly string[]): void => {
        if (texts.length === 0) return;
        endings.add(texts[texts.length - 1]!);
        const state = stateWordsAtEnd(texts);
        if (state > 1) endings.add(texts.slice(texts.length - state).join(' '));
      };
      // (An exact column keeps no words of its values: its cells are read once.)
      if (this.values !== undefined) for (const value of this.values.prepared) add(value.words.slice(-3).map((word) => word.text));
      else for (let rowId = 0; rowId < this.cells.length; rowId++) add(normaliseText(this.cells.cell(rowId, this.column)).split(' ').filter((word) => word !== ''));
      this.valueEndings = endings;
    }
    return this.valueEndings.has(words);
  }

  /**
   * The NATO words ("victor", "kilo", "mike") that are words of this exact column's cells, read once: three said in a
   * row stay words where the column holds one, as in a column matched by words ("Kilo India Mike Lee" beside Mike Ohio).
   */
  private natoWordsHeld(): ReadonlySet<string> {
    if (this.natoWords === undefined) {
      const held = new Set<string>();
      for (let rowId = 0; rowId < this.cells.length; rowId++) {
        for (const word of normaliseText(this.cells.cell(rowId, this.column)).split(' ')) if (NATO_LETTERS.has(word)) held.add(word);
      }
      this.natoWords = held;
    }
    return this.natoWords;
  }
  private natoWords: ReadonlySet<string> | undefined;

  /** The ZIP of a ZIP+4 said (`zipOfZipPlusFour`) where the column holds it as a ZIP and not the nine digits, else `said`. */
  private zipOfZipPlusFour(said: string): string {
    const zip = zipOfZipPlusFour(said, prepareExactForms(said).digits);
    if (zip === null || this.exactRows!.rowsFor(exactMatchKey(said)).length > 0) return said;
    const rows = this.exactRows!.rowsFor(exactMatchKey(zip));
    return rows.length > 0 && rows.every((rowId) => isZipCell(this.cells.cell(rowId, this.column))) ? zip : said;
  }

  /** Whether some cell of the column has the exact key of the value (`exactMatchKey`): a column of codes only. */
  private holdsCodeOf(value: string): boolean {
    const key = exactMatchKey(value);
    return this.exactRows !== undefined ? this.exactRows.rowsFor(key).length > 0 : this.codeKeys?.has(key) === true;
  }

  /** A heard value for this column, prepared once per call, without the words said around it (`callerValue`). */
  supply(raw: string): SuppliedValue {
    // Call numbers start at 1 (a stamp of 0 is no call's); after 2^32 - 1 calls the stamps are cleared and they start again.
    if (this.calls === 0xffffffff) { this.calls = 0; this.scoreStamps?.fill(0); }
    const call = ++this.calls;
    if (raw.length > MAX_HEARD_CHARACTERS) return { column: this, raw, prepared: undefined, call, tooLong: true };
    const { said: heard, otherReading } = this.readings(raw);
    const value: SuppliedValue = this.values === undefined
      ? { column: this, raw, prepared: this.scorer.prepare(heard), call }
      // Word columns (every word scorer prepares with prepareValue) prepare what was heard without keeping its new
      // texts for the life of the process, and give it exact memos, so a row scores the same whether proposed by
      // the index or reached by a scan.
      : { column: this, raw, prepared: withExactMemos(prepareHeardValue(heard)), call };
    if (heard.trim() !== raw.trim()) value.said = heard;
    if (otherReading !== undefined) {
      value.otherReading = otherReading;
      // An exact column retrieves and scores by the other reading too: its rows match what was said as well.
      if (this.values === undefined) value.otherPrepared = this.scorer.prepare(otherReading);
    }
    return value;
  }

  /**
   * The score of the row's cell against a supplied value (0 for a blank cell). Word columns score each
   * distinct value once per call. With a `floor`, a word column may answer 0 for a value that certainly scores
   * under it, without scoring it (`WordCandidates.mayReach`): the rows another column retrieved, which this one
   * vetted only by what it retrieved ("Berry" said in Los Angeles: 6,300 of that city's rows, each scored in full
   * before, most of them far under the floor).
   */
  scoreRow(supplied: SuppliedValue, rowId: number, floor = 0): number {
    if (this.values === undefined) {
      const cell = this.preparedCell(rowId);
      if (cell === undefined) return 0;
      const score = this.scorer.score(supplied.prepared, cell);
      return supplied.otherPrepared === undefined ? score : Math.max(score, this.scorer.score(supplied.otherPrepared, cell));
    }
    const value = this.values.valueOfRow[rowId] ?? -1;
    if (value < 0) return 0;
    if (floor > 0 && this.scoreStamps?.[value] !== supplied.call) {
      // The bound's run-together checks are kept for this scoring only: `SelectiveColumnIndex.candidateRows` drops
      // them when a retrieval ends, as the arrays of checks the memo dropped may then be handed out again.
      const checks = (supplied.boundChecks ??= new Map());
      if (!this.candidates!.mayReach(supplied.prepared as PreparedValue, value, floor, checks)) return 0;
    }
    return this.scoreValue(supplied, value);
  }

  /**
   * How well the worst-matched word said matches the row's cell, for a confident answer (`Scorer.weakestWord`; 1 for
   * a column that compares no words). A cell of more words than heard that no word said matches (`CONFIDENT_WORD`)
   * was matched by its words run together: that is trusted (1) unless every word said is a word of other values of
   * the column, when it is 0: "Johnson" scored 92 against Jun Sun run together, where it is the very surname of the
   * Johnsons (84 each, a first name short); the caller may have said either. So is a word said close to a word of other
   * values that score `minScore` or more (`CONFIDENT_WORD`): "kaitlyn" for Kate Lin, where Caitlin Myers holds
   * "caitlin" and scores 84. ("Mason" with no Mason in the column, nor a word near it, stays Ma Son, and so does
   * "StayWhaisen" Stay Whaisen, near the surname Stiweesen whose rows, their first names unsaid, score under
   * `minScore`.) When some word said matches one of its words, every word said must match a word of it, or two
   * neighbouring words run together: "Latoya Jackson" matches La Toya Jackson, "Jane Fitzgerald" does not match John
   * A. Fitzgerald (until session 22 a middle word in the cell let any first name through).
   */
  weakestWord(supplied: SuppliedValue, rowId: number, minScore = 0): number {
    const weakest = this.scorer.weakestWord;
    if (weakest === undefined || supplied.tooLong === true) return 1;
    // Either reading of an "oh" may be the caller's code: the two rows are candidates, neither the answer.
    if (supplied.otherReading !== undefined) return TWO_READINGS;
    const cell = (this.values === undefined ? this.preparedCell(rowId) : this.values.prepared[this.values.valueOfRow[rowId] ?? -1]) as PreparedValue | undefined;
    if (cell === undefined) return 1;
    const heard = supplied.prepared as PreparedValue;
    const least = weakest(heard, cell);
    // (A number or a code is compared whole: no word of it was run together.)
    if (heard.words.length >= cell.words.length || heard.digits !== null || heard.code !== null) return least;
    // Matched only by its words run together, by words other values hold: "Johnson" for Jun Sun.
    if (this.scorer.someWordMatched?.(heard, cell) === false) {
      // So with a word close to one a candidate holds ("kaitlyn" for Kate Lin run together, 96, where Caitlin Myers and
      // Katelyn Brooks are candidates at 84 by their first names): the caller may have said either.
      const { values, candidates } = this;
      if (values === undefined) return 1;
      const candidate = (value: number): boolean => value !== values.valueOfRow[rowId] && this.scoreValue(supplied, value) >= minScore;
      return heard.words.every((word) => this.holdsWord(word) || candidates?.holdsWordNear(word, CONFIDENT_WORD, candidate) === true) ? 0 : 1;
    }
    return least;
  }

  private scoreValue(supplied: SuppliedValue, value: number): number {
    // A value's score is kept for the call that computed it (stamped with its number): a whole score, 0..254, in a
    // byte per distinct value, allocated on the first call. (Another call's stamp, or a score that is not a whole
    // one, is computed again.)
    const stamps = (this.scoreStamps ??= new Uint32Array(this.values!.valueCount));
    const kept = (this.keptScores ??= new Uint8Array(this.values!.valueCount));
    if (stamps[value] === supplied.call) return kept[value]!;
    const score = this.scorer.score(supplied.prepared, this.values!.prepared[value]);
    if (Number.isInteger(score) && score >= 0 && score < 255) {
      stamps[value] = supplied.call;
      kept[value] = score;
    }
    return score;
  }

  /** This column's value → `other`'s value of all its rows, -1 when they differ or are blank. */
  private otherValuesOf(other: IndexedColumn): Int32Array {
    let known = this.otherValues.get(other);
    if (known === undefined) {
      const values = this.values!;
      const otherOfRow = other.values!.valueOfRow;
      known = new Int32Array(values.valueCount);
      for (let v = 0; v < values.valueCount; v++) {
        const rows = values.rowsOf(v);
        let o = otherOfRow[rows[0]!]!;
        for (let k = 1; k < rows.length && o >= 0; k++) if (otherOfRow[rows[k]!] !== o) o = -1;
        known[v] = o;
      }
      this.otherValues.set(other, known);
    }
    return known;
  }

  /**
   * The narrower whose passing values hold the fewest rows, with those values, among those passing at most
   * `mostValues` values that hold at most `mostRows` rows; undefined when none does.
   */
  private static narrowest(narrowers: readonly Narrower[], mostValues: number, mostRows: number): { column: IndexedColumn; passed: number[]; rows: number } | undefined {
    let best: { column: IndexedColumn; passed: number[]; rows: number } | undefined;
    for (const { column, passing } of narrowers) {
      const passed: number[] = [];
      let rows = 0;
      for (let value = 0; value < passing.length && passed.length <= mostValues && rows <= mostRows; value++) {
        if (passing[value] === 1) { passed.push(value); rows += column.values!.rowCount(value); }
      }
      if (passed.length > mostValues || rows > mostRows) continue;
      if (best === undefined || rows < best.rows) best = { column, passed, rows };
    }
    return best;
  }

  /**
   * Postings kept to the values with a row in the few values another column passes (one to RESTRICTING_VALUES
   * cities holding at most RESTRICTING_SHARE of the rows; the narrowest such column), or undefined. A row of any
   * other value fails that column, so no row that can pass is left out.
   */
  private restrictedBy(narrowers: readonly Narrower[]): RestrictedPostings[] | undefined {
    const best = IndexedColumn.narrowest(narrowers, RESTRICTING_VALUES, this.values!.valueOfRow.length * RESTRICTING_SHARE);
    return best?.passed.map((value) => this.restrictedTo(best.column, value));
  }

  /**
   * Every value of this column with a row in the few rows another column passes (a city said clearly), when there
   * are so few that scoring each costs less than retrieving through the vocabulary (`SCAN_ROWS`), or undefined. A
   * row of any other value fails that column, so scoring these is what a scan of the table would find.
   */
  private narrowedValues(narrowers: readonly Narrower[], admits: ((value: number) => boolean) | undefined): Int32Array | undefined {
    const values = this.values!;
    const best = IndexedColumn.narrowest(narrowers, Number.POSITIVE_INFINITY, this.scanRows ?? Math.max(SCAN_ROWS, values.vocabulary.length * SCAN_ROWS_PER_WORD));
    if (best === undefined) return undefined;
    const other = best.column.values!;
    const taken = this.callFlags(values.valueCount);
    const found: number[] = [];
    for (const value of best.passed) {
      for (const rowId of other.rowsOf(value)) {
        const v = values.valueOfRow[rowId]!;
        if (v < 0 || taken[v] === 1) continue;
        taken[v] = 1;
        if (admits === undefined || admits(v)) found.push(v);
      }
    }
    return Int32Array.from(found).sort();
  }

  private restrictedTo(other: IndexedColumn, otherValue: number): RestrictedPostings {
    let byValue = this.restricted.get(other);
    if (byValue === undefined) this.restricted.set(other, (byValue = new Map()));
    let postings = byValue.get(otherValue);
    if (postings === undefined) {
      const values = this.values!;
      const member = new ValueSet(values.valueCount);
      for (const rowId of other.values!.rowsOf(otherValue)) {
        const v = values.valueOfRow[rowId]!;
        if (v >= 0) member.add(v);
      }
      const arena = this.arenaForRestricting();
      postings = new RestrictedPostings(values, member, arena, this.restrictedHeld);
      if (this.restrictedHeld.entries > RESTRICTED_HELD) {
        this.restricted.clear();
        this.restricted.set(other, (byValue = new Map()));
        this.restrictedHeld.entries = member.bits.length / 4;
        arena.empty();
      }
      byValue.set(otherValue, postings);
    }
    return postings;
  }

  /**
   * Where this column's restricted postings lie, allocated on first use: by `buildLookupIndex` for a lookup with
   * another word column (which may restrict this one), so that its memory outside the heap is taken at load, not
   * during calls, where it would bring the next full collection nearer (see `PostingsArena`).
   */
  arenaForRestricting(): PostingsArena {
    return (this.restrictedArena ??= new PostingsArena(arenaSize(this.values!, ARENA_ROUNDS, RESTRICTED_HELD)));
  }

  private preparedCell(rowId: number): unknown {
    const cell = this.cells.cell(rowId, this.column);
    return cell === '' ? undefined : this.scorer.prepare(cell);
  }

  /** Zeroed flags, one per value, for the call under way only (they are handed out again after `settle`). */
  private callFlags(length: number): Uint8Array {
    const flags = this.flagSpares!.take(length).fill(0);
    this.flagSpares!.giveBack(flags);
    return flags;
  }

  /**
   * A call begins: the memos drop what only the last call met (`CallMemo`). Not needed for right answers: a caller
   * that never says so keeps its memos for one long call.
   */
  startCall(): void {
    this.candidates?.startCall();
  }

  /**
   * A call has ended: the arrays it used (per-value flags, the run-together checks its memo dropped) may be
   * handed out again (`ArraySpares`).
   */
  settle(): void {
    this.flagSpares?.settle();
    this.candidates?.settle();
  }

  /**
   * Rows that may score `minScore` or more on this column, ascending, with their count; undefined when the
   * column cannot narrow this query down. Word columns score their candidate values here already. `accepts` is a
   * test of single rows, with which another column's rows can be narrowed before they are scored, and
   * `vettingCost` what building it costs (values to score). `narrowers`: word columns retrieved before, with their
   * passing values; values none of whose rows may pass them are left out (whole-word matches and words run together
   * skip them, and a city said clearly restricts the postings read to its names: `restrictedBy`).
   */
  candidateRows(supplied: SuppliedValue, minScore: number, narrowers: readonly Narrower[] = []): ColumnCandidates | undefined {
    if (this.exactRows !== undefined) {
      // The exact scorer prepares a value's written forms, keyed as the cells were (`exactMatchKey`; a test holds them equal).
      // (Several numbers said together are found by each: `exactKeysOf`.)
      const keys = exactKeysOf(supplied.prepared as ExactForms);
      if (supplied.otherPrepared !== undefined) keys.push(...exactKeysOf(supplied.otherPrepared as ExactForms));
      const exactRows = this.exactRows;
      const bucket = keys.length === 1 ? exactRows.rowsFor(keys[0]!)
        : [...new Set(keys.flatMap((key) => exactRows.rowsFor(key)))].sort((a, b) => a - b);
      // A hash bucket is both what was retrieved and what may pass (its rows are rescored).
      const inBucket = (): ((rowId: number) => boolean) => {
        const rows = new Set(bucket);
        return (rowId) => rows.has(rowId);
      };
      return { count: bucket.length, vettingCost: 0, rows: () => bucket, accepts: inBucket, retrieved: inBucket };
    }
    const values = this.values!;
    const tests = narrowers.map(({ column, passing }) => ({ other: this.otherValuesOf(column), passing }));
    const admits = tests.length === 0 ? undefined : (value: number): boolean => {
      for (const { other, passing } of tests) {
        const o = other[value]!;
        if (o >= 0 && passing[o] === 0) return false;
      }
      return true;
    };
    const scanned = this.narrowedValues(narrowers, admits);
    if (scanned !== undefined) this.candidates!.compareWithValues(supplied.prepared as PreparedValue, scanned);
    const candidates = scanned ?? this.candidates!.valuesFor(supplied.prepared as PreparedValue, minScore, admits, this.restrictedBy(narrowers));
    if (candidates === undefined) return undefined;
    let count = 0;
    for (const value of candidates) count += values.rowCount(value);
    const heard = supplied.prepared as PreparedValue;
    const checks = new Map<PreparedWord, RunTogetherCheck>();
    // (A scanned value is scored without a bound first: bounding the names of a small city cost more than scoring
    // them, p90 2.2 -> 2.0 ms at 10,000 rows name + city, three alternating runs each. Nor is a value this call has
    // scored already, at a higher threshold of its ladder: its score is known, and the bound never turns down a value
    // that reaches the threshold.)
    const passes = (value: number): boolean => (scanned !== undefined || this.scoreStamps?.[value] === supplied.call || this.candidates!.mayReach(heard, value, minScore, checks)) && this.scoreValue(supplied, value) >= minScore;
    let passing: Uint8Array | undefined;
    const passingValues = (): Uint8Array => {
      if (passing === undefined) {
        passing = this.callFlags(values.valueCount);
        for (const value of candidates) if (passes(value)) passing[value] = 1;
      }
      return passing;
    };
    return {
      count,
      vettingCost: candidates.length,
      rows: (accept) => {
        const rows: number[] = [];
        let passing = 0;
        // (The value's rows read in place: a view per value was a tenth of what a million-row call allocated.)
        const { rowStart, rowList } = values;
        for (const value of candidates) {
          const start = rowStart[value]!;
          const end = rowStart[value + 1]!;
          if (accept !== undefined && !someRow(rowList, start, end, accept)) continue;
          if (!passes(value)) continue;
          passing += 1;
          for (let i = start; i < end; i++) if (accept === undefined || accept(rowList[i]!)) rows.push(rowList[i]!);
        }
        return passing > 1 ? rows.sort((a, b) => a - b) : rows;
      },
      accepts: () => {
        const passed = passingValues();
        const valueOfRow = values.valueOfRow;
        return (rowId) => passed[valueOfRow[rowId]!] === 1;
      },
      narrower: () => ({ column: this, passing: passingValues() }),
      best: (keep) => {
        // By value: a row scores as its value does, and a value's rows are ascending (`ColumnValues.rowList`).
        const { rowStart, rowList } = values;
        const rowsAt = this.rowsByScore;
        rowsAt.fill(0);
        const passed: number[] = [];
        const passedScores: number[] = [];
        let count = 0;
        for (const value of candidates) {
          if (!passes(value)) continue;
          const rows = rowStart[value + 1]! - rowStart[value]!;
          const score = this.scoreValue(supplied, value);
          passed.push(value);
          passedScores.push(score);
          count += rows;
          rowsAt[score] = rowsAt[score]! + rows;
        }
        const { lowest, above } = lowestKept(rowsAt, keep);
        const best: number[] = [];
        const scores: number[] = [];
        const atLowest: number[] = [];
        for (let p = 0; p < passed.length; p++) {
          const value = passed[p]!;
          const score = passedScores[p]!;
          if (score > lowest) {
            for (let i = rowStart[value]!; i < rowStart[value + 1]!; i++) {
              best.push(rowList[i]!);
              scores.push(score);
            }
          } else if (score === lowest) {
            for (let i = rowStart[value]!; i < rowStart[value + 1]! && keptAmongLeast(atLowest, rowList[i]!, keep - above); i++);
          }
        }
        for (const rowId of atLowest) {
          best.push(rowId);
          scores.push(lowest);
        }
        return { rows: best, scores, count };
      },
      retrieved: () => {
        const member = this.callFlags(values.valueCount);
        for (const value of candidates) member[value] = 1;
        const valueOfRow = values.valueOfRow;
        return (rowId) => member[valueOfRow[rowId]!] === 1;
      },
    };
  }
}

/** One column's candidates for a call (see `IndexedColumn.candidateRows`). */
export interface ColumnCandidates {
  /** Rows, before scoring. */
  count: number;
  /** What `accepts` costs: the distinct values it scores (0 for a hash bucket). */
  vettingCost: number;
  /** The rows that reach the threshold on this column (and pass `accept`, when given), ascending. */
  rows: (accept?: (rowId: number) => boolean) => readonly number[];
  /** A test of a single row: whether it can reach the threshold on this column. */
  accepts: () => (rowId: number) => boolean;
  /** A looser test that scores nothing: whether the row is among those retrieved (`count`). */
  retrieved: () => (rowId: number) => boolean;
  /** Word columns: the column with its passing values, to narrow a column retrieved after it. */
  narrower?: () => Narrower;
  /**
   * Word columns: the best `keep` of the rows that reach the threshold, by score then file order (ties at the lowest
   * score kept go to the first rows), with their scores, and how many rows reach it: a common surname said alone
   * passes tens of thousands of rows of a million, which are counted by value, not listed.
   */
  best?: (keep: number) => BestRows;
}

/** A word column retrieved before another, with the values that pass it (1 by value id). */
export interface Narrower {
  column: IndexedColumn;
  passing: Uint8Array;
}

/** A value the caller supplied for one search column, with the scores of the cells it has been compared with. */
export interface SuppliedValue {
  column: IndexedColumn;
  raw: string;
  prepared: unknown;
  /** The call's number in its column (1 to 2^32 - 1, then again from 1): the column keeps each value's score for it. */
  call: number;
  /** Longer than MAX_HEARD_CHARACTERS: not prepared, and no row is a candidate. */
  tooLong?: true;
  /** A column of codes holds the code of this reading of the value too ("oh" read as O, not zero): see `readings`. */
  otherReading?: string;
  /** In an exact column, `otherReading` prepared: its rows are retrieved and scored as well. */
  otherPrepared?: unknown;
  /**
   * What the lookup goes by, when it is not the argument as given (`IndexedColumn.callerValue`: a lead-in,
   * hesitations or a spelling hint left out, a spelling kept, an address or a date written out).
   */
  said?: string;
  /** The run-together checks `scoreRow` bounded values with since the last retrieval ended. */
  boundChecks?: Map<PreparedWord, RunTogetherCheck>;
}

/** Proposes candidate rows for a query. */
export interface CandidateIndex {
  /** Rows filling at least one search column. */
  readonly indexedRows: readonly number[];
  /**
   * Every row that could score `minScore` or more on all supplied values (a row scoring under it on one is
   * out). With `minScore` 0 (debug scores, which list rows under the threshold), every indexed row.
   */
  candidateRows(supplied: readonly SuppliedValue[], minScore: number): readonly number[];
  /**
   * For one supplied word column, the best `keep` rows scoring `minScore` or more and how many there are (`BestRows`,
   * without listing them all); undefined otherwise (the rows are then scored from `candidateRows`).
   */
  bestRows(supplied: readonly SuppliedValue[], minScore: number, keep: number): BestRows | undefined;
}

/**
 * Indexes every search column and builds the candidate index.
 *
 * @example
 *   const { columns, index } = buildLookupIndex(table.rows, [{ column: 0, scorer: scorerFor('hybrid') }])
 *   index.candidateRows([columns[0].supply('Kaitlyn Meyers')], 75) // the rows worth scoring
 */
export function buildLookupIndex(
  rows: Rows | readonly (readonly string[])[],
  searchColumns: readonly { column: number; scorer: Scorer }[],
  options: IndexOptions = {},
): { columns: IndexedColumn[]; index: CandidateIndex } {
  const report = options.onProgress;
  const columns = searchColumns.map(({ column, scorer }, i) => {
    const share = report === undefined ? undefined : (built: number) => report((i + built) / searchColumns.length, column);
    share?.(0);
    const indexed = options.shared === true ? sharedColumn(rows, column, scorer, options, share) : new IndexedColumn(column, scorer, rows, options, share);
    share?.(1);
    return indexed;
  });
  const wordColumns = columns.filter((column) => !column.hashed);
  if (wordColumns.length > 1) for (const column of wordColumns) column.arenaForRestricting();
  const indexedRows: number[] = [];
  for (let rowId = 0; rowId < rows.length; rowId += 1) {
    if (columns.some((c) => c.filled(rowId))) indexedRows.push(rowId);
  }
  return { columns, index: new SelectiveColumnIndex(indexedRows) };
}

/** How the column reads its numbers: as the document says, else by its header. */
function numberReading(column: number, options: IndexOptions): NumberReading {
  return options.numberReadings?.get(column) ?? numbersOfHeader(options.columnNames?.[column] ?? '');
}

// Column indexes by rows, then by column, match mode, options and aliases (`IndexOptions.shared`). Scorers of one
// mode with the same aliases score alike (`scorerFor`), so the first lookup's scorer serves the others.
const sharedColumns = new WeakMap<object, Map<string, IndexedColumn>>();

function sharedColumn(rows: Rows | readonly (readonly string[])[], column: number, scorer: Scorer, options: IndexOptions, onProgress?: (share: number) => void): IndexedColumn {
  let byKey = sharedColumns.get(rows);
  if (byKey === undefined) sharedColumns.set(rows, (byKey = new Map()));
  const aliases = options.aliases === undefined ? [] : [...options.aliases].map(([name, others]) => [name, [...others].sort()]).sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0));
  const key = JSON.stringify([column, scorer.mode, options.wholeVocabulary ?? null, options.checksKept ?? null, options.scanRunValues ?? null, options.scanRows ?? null, options.dateFormatOrders?.[column] ?? null, options.columnNames?.[column] ?? null, numberReading(column, options), aliases]);
  let indexed = byKey.get(key);
  if (indexed === undefined) byKey.set(key, (indexed = new IndexedColumn(column, scorer, rows, options, onProgress)));
  return indexed;
}

class SelectiveColumnIndex implements CandidateIndex {
  constructor(readonly indexedRows: readonly number[]) {}

  candidateRows(supplied: readonly SuppliedValue[], minScore: number): readonly number[] {
    try {
      return this.retrieve(supplied, minScore);
    } finally {
      for (const value of supplied) {
        value.column.settle();
        value.boundChecks = undefined;
      }
    }
  }

  bestRows(supplied: readonly SuppliedValue[], minScore: number, keep: number): BestRows | undefined {
    const [value] = supplied;
    // (An exact column's bucket is its few rows: they are scored as they are.)
    if (supplied.length !== 1 || value === undefined || value.column.hashed || value.tooLong === true || minScore <= 0) return undefined;
    try {
      return value.column.candidateRows(value, minScore)?.best?.(keep);
    } finally {
      value.column.settle();
      value.boundChecks = undefined;
    }
  }

  private retrieve(supplied: readonly SuppliedValue[], minScore: number): readonly number[] {
    if (supplied.some((value) => value.tooLong === true)) return [];
    if (minScore <= 0) {
      // Every row scoring above 0 (debug scores): an exact column scores 0 outside its hash bucket (equal values
      // share a key, `exactIndex.test.ts`), so its bucket holds them all, and a million-row debug call costs what a
      // plain one does.
      let bucket: readonly number[] | undefined;
      for (const value of supplied) {
        if (!value.column.hashed) continue;
        const rows = value.column.candidateRows(value, minScore)!.rows();
        if (bucket === undefined || rows.length < bucket.length) bucket = rows;
      }
      return bucket ?? this.indexedRows;
    }
    // A row must reach minScore on every supplied value, so the most selective column bounds the candidates.
    // The cheapest column goes first: a hash bucket of a few rows, or a misheard city that no city reaches,
    // makes retrieving the names' candidates pointless.
    const found: ColumnCandidates[] = [];
    const narrowers: Narrower[] = [];
    let smallest: ColumnCandidates | undefined;
    for (const value of [...supplied].sort((a, b) => a.column.retrievalCost - b.column.retrievalCost)) {
      if (smallest !== undefined && smallest.count <= FEW_ROWS) break;
      const candidates = value.column.candidateRows(value, minScore, narrowers);
      if (candidates?.narrower !== undefined && candidates.vettingCost <= NARROWING_VALUES) narrowers.push(candidates.narrower());
      if (candidates === undefined) continue;
      found.push(candidates);
      if (smallest === undefined || candidates.count < smallest.count) smallest = candidates;
    }
    if (smallest === undefined) return this.indexedRows;
    // Another column that costs less to score than the chosen one (an exact bucket, a city beside a name) vets the
    // rows before their values are bounded and scored: a name none of whose rows is in a city the caller could
    // have said is skipped. One that costs more vets them by what it retrieved, scoring nothing (a city's rows
    // whose name the name column did not retrieve).
    const chosen = smallest;
    const vetting = smallest.count <= FEW_ROWS ? [] : found.filter((other) => other !== chosen).map((other) => (other.vettingCost < chosen.vettingCost ? other.accepts() : other.retrieved()));
    // (A closure per row tested, `vetting.every((accept) => accept(rowId))`, was a seventh of what a call allocated.)
    return smallest.rows(vetting.length <= 1 ? vetting[0] : (rowId) => everyAccepts(vetting, rowId));
  }
}

/** Whether some row of rowList[start .. end) is accepted. */
function someRow(rowList: Int32Array, start: number, end: number, accept: (rowId: number) => boolean): boolean {
  for (let i = start; i < end; i++) if (accept(rowList[i]!)) return true;
  return false;
}

/** Whether every test accepts the row. */
function everyAccepts(tests: readonly ((rowId: number) => boolean)[], rowId: number): boolean {
  for (let i = 0; i < tests.length; i++) if (!tests[i]!(rowId)) return false;
  return true;
}

function* columnCells(cells: CellReader, column: number): Generator<string> {
  for (let rowId = 0; rowId < cells.length; rowId++) yield cells.cell(rowId, column);
}

/** A date column's cells as ISO days (only that column), or undefined when every cell already is one. */
function isoDates(cells: CellReader, column: number, order: DayOrder): (readonly string[])[] | undefined {
  let changed = false;
  const rows: string[][] = new Array(cells.length);
  for (let rowId = 0; rowId < cells.length; rowId++) {
    const cell = cells.cell(rowId, column);
    const day = cell.trim() === '' ? null : writtenDate(cell, order);
    const iso = day === null ? '' : isoDay(day);
    if (iso !== cell) changed = true;
    const row: string[] = [];
    row[column] = iso;
    rows[rowId] = row;
  }
  return changed ? rows : undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// A column is judged by its first filled cells, this many at most.
const CELLS_READ = 1000;
// A heard value with "oh" or "o" in it.
/** `weakestWord` when the column holds both readings of what was said (`readings`): under CONFIDENT_WORD. */
const TWO_READINGS = 0.75;
const MAY_SAY_OH = /(?:^|[^\p{L}\p{N}])oh?(?:$|[^\p{L}\p{N}])/iu;

/** Whether most of a column's cells (of its first thousand filled ones, at least two) are email addresses (a mail program's too). */
function emailColumn(cells: CellReader, column: number): boolean {
  return mostCells(cells, column, 2, (cell) => EMAIL.test(writtenAddress(cell)));
}

/**
 * Whether most of the column's first filled cells are codes of letters and digits ("A10006", "AB-123", "SW1A 1AA"):
 * an account id or postcode column, where a caller reads the letters out by their names.
 */
function codeColumn(cells: CellReader, column: number): boolean {
  return mostCells(cells, column, 1, (cell) => {
    const code = writtenCode(cell);
    return code !== null && /[a-z]/.test(code) && /\d/.test(code);
  });
}

/**
 * Whether 80% or more of the column's first filled cells (`CELLS_READ`, `least` of them at least) pass `test`. Three
 * filled cells none of which passes say enough: the usual column costs three tests.
 */
function mostCells(cells: CellReader, column: number, least: number, test: (cell: string) => boolean): boolean {
  let filled = 0;
  let passing = 0;
  for (let rowId = 0; rowId < cells.length && filled < CELLS_READ; rowId++) {
    const cell = cells.cell(rowId, column).trim();
    if (cell === '') continue;
    filled++;
    if (test(cell)) passing++;
    else if (passing === 0 && filled >= 3) return false;
  }
  return filled >= least && passing >= 0.8 * filled;
}

const ANY_DIGIT = /[0-9]/;

/**
 * The word count at `share` of the counts in ascending order (the count at place floor(share × n), the last at most),
 * 0 for none: counted, not sorted (counts run 0 to 255).
 *
 * @example
 *   percentileWords(Uint8Array.of(2, 2, 3, 9), 0.5) // 3
 */
export function percentileWords(wordCounts: Uint8Array, share: number): number {
  if (wordCounts.length === 0) return 0;
  const place = Math.min(wordCounts.length - 1, Math.floor(wordCounts.length * share));
  const tally = new Int32Array(256);
  for (let v = 0; v < wordCounts.length; v++) tally[wordCounts[v]!]! += 1;
  let below = 0;
  for (let count = 0; count < 256; count++) {
    below += tally[count]!;
    if (below > place) return count;
  }
  return 255;
}

/**
 * The exact key of a word column's cell (`exactMatchKey`), read from its prepared value where exact mode would read the
 * same forms again: a cell without a digit that is words (no number said in words, no code; a fifth of a wide
 * million-row column's load), and an email address that is neither (an "@" is in none of the shapes exact mode reads
 * as a number or a code first, `prepareExactForms`, so it reads the general forms the value was prepared from: a
 * quarter of a million-row email column's load).
 *
 * @example
 *   twinKey('Mary.Lee2@Acme.com', prepareTableValue('Mary.Lee2@Acme.com')) === exactMatchKey('Mary.Lee2@Acme.com') // true
 */
export function twinKey(cell: string, value: PreparedValue): string {
  return value.digits === null && value.code === null && (!ANY_DIGIT.test(cell) || cell.includes('@')) ? `${TEXT_KEY}${value.canonical}` : exactMatchKey(cell);
}

/** A 32-bit hash of a text (FNV-1a over its code units), for grouping equal keys (`groupTwins`). */
function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
