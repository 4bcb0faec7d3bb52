// Candidate retrieval for the word scorers (fuzzy, phonetic, hybrid): test the heard value's pieces against the
// column's vocabulary (hundreds of words, not a million rows), keep the words that could take part in a value
// scoring min_score or more, and take the values containing them.
//
// Why it is lossless. A words score is valueEvidence(similarity), and the similarity is the largest of: the
// aligned words (a weighted mean of word-pair similarities, times factors <= 1), the two values' words run
// together (when their word counts differ), and one word of a value against two neighbouring words of the other
// run together (when the counts differ by one) (`wordsScore.ts`, `scoreBounds.ts`). So a value scoring >= min_score
// has a pair at or above `wordSimilarityFloor(min_score)`:
// - heard piece (a word, the words run together, a neighbouring pair) against a cell word: tested directly with
//   the scorer's own word comparer;
// - a heard word or the heard words run together against several cell words run together, w1 + ... + wk: such a
//   pair is not an initial (it starts with w1's initial, tested above), so it is an alias (looked up whole) or
//   reaches `rawWordSimilarityFloor` on letters or on sounds. An edit script splits the heard piece h into
//   u1 + ... + uk with d(h, w) = sum d(ui, wi), and the weights add up (letters, or the phonemes' indel costs). If
//   d <= (1 - r) max(weight(h), weight(w)), then d(ui, wi) <= (1 - r) max(weight(ui), weight(wi)) for some i:
//   some cell word matches some run of the heard piece at r or better, which `lettersInside` /
//   `phonemesInside` test exactly. With two cell words (a heard word against a neighbouring pair), u1 is a prefix
//   of h and u2 a suffix: the pair's first word matches a prefix, or its last a suffix (`anchoredMatches`, `AnchorTries.ts`), so a
//   middle word of the value needs only those two tests there. Against all of a value's words run together, a
//   light middle word (a middle initial) is not tested: the others are, with what it can make up for (`lightExtra`).
// Every value outside the union therefore scores below min_score; the property test in
// test/index/candidateIndex.test.ts compares the result with a full scan.
import type { AliasTable } from '../aliases/aliasTable.js';
import { MAX_PAIRED_WORDS, type PreparedValue, type PreparedWord } from '../scoring/preparedValue.js';
import { rawWordSimilarityFloor, rawWordSimilarityUnder, wordSimilarityFloor } from '../scoring/scoreBounds.js';
import { LONGEST_NAMED_BY_INITIAL, SOUND_SHARE, WordComparer, type WordEvidence } from '../scoring/wordSimilarity.js';
import { wordEvidence } from '../scoring/evidenceCurves.js';
import { reachFloor } from './reachFloor.js';
import { leftoverShare, MAX_ALIGNED_WORDS, PARTIAL_FROM, PARTIAL_LEFTOVER } from '../scoring/wordAlignment.js';
import { countBit, type ColumnValues } from './ColumnValues.js';
import { ExactSimilarityMemo, type VocabularySimilarities } from './ExactSimilarityMemo.js';
import { LetterTrie } from './LetterTrie.js';
import { CodeNeighbours } from './CodeNeighbours.js';
import { SlotSimilarities } from './SlotSimilarities.js';
import { mostCodeEdits, numberKeys } from '../scoring/digitScore.js';
import { AnchorTries, MIDDLE_SHIFT, PREFIX_BIT, SUFFIX_BIT } from './AnchorTries.js';
import { PronunciationTrie } from './PronunciationTrie.js';
import { SoundScratch } from './SoundScratch.js';
import { CallMemo, RecurringPieces } from './CallMemo.js';
import { COMPOUND_ID_BASE } from '../scoring/wordIds.js';
import { PostingsRange, allPostings, type PostingKind, type PostingsSource } from './RestrictedPostings.js';
import { cellWordForms, checkSpares, NO_EXTRA, RunTogetherCheck, valueSizesByCount, wordSizes, type CellWordForms, type Extra, type RunSizes } from './RunTogetherCheck.js';
import { INDEL, SUBSTITUTION } from '../phonetics/phonemeDistance.js';
import { PHONEME_TOTAL } from '../phonetics/phonemes.js';

// Heard pieces recur across calls (a first name, a city): their vocabulary matches are kept, up to this many.
const MEMO_LIMIT = 20_000;
// ...and this many bytes of their similarities and matches (an entry's key, object and arrays counted as ENTRY_BYTES).
const MEMO_BYTES = 32 * 2 ** 20;
// A vocabulary this many times the one compared whole keeps a piece's similarities by the slots computed
// (`SlotSimilarities`); tests that compare nothing whole (`wholeVocabulary` 0) keep them so always.
const SPARSE_PAST_WHOLE = 16;
const ENTRY_BYTES = 512;
// ...and the values whose words run together match them, up to this many ids in all (16 MiB), an entry's key,
// array and map slot counted as ENTRY_IDS more.
const MEMO_HELD_VALUES = 4_000_000;
const ENTRY_IDS = 64;
const EMPTY = new Int32Array(0);
const EMPTY_SLOTS: readonly number[] = [];
// The 2×2 alignment weighs words in hundredths: the bound allows for that rounding many times over.
const ALIGNED_SLACK = 0.01;
// A vocabulary this small is compared whole with a heard piece the first time they meet: there that costs less than
// a walk through the tries per threshold and the words the bounds then ask for (measured: a 600-word vocabulary,
// 5% faster whole; the 2,594-word dev table, three times faster through the tries).
export const WHOLE_VOCABULARY = 1024;
// A heard piece meeting the values of some word counts run together checks each of them when they number at most this
// many, instead of looking for the words that may start, end or sit inside one through the prefix and suffix tries
// and reading their postings: a two-word name against the few hundred three-word values of a 10,000-row table. The
// tries' walks are redone at each threshold of a call's ladder, while the checks' distances are kept for the piece.
// (At 10,000 rows, in one process against walking: the name lookup's p90 4.1-4.5 -> 3.0-3.3 ms, mean -8 to -14%, the
// median +10%, 1.4 -> 1.55 ms: a call settled at the first threshold walked little there. Checking the 7,500 values
// of two words a name said as one word meets cost more than walking, the median 1.50 -> 1.99 ms; the wide 100,000
// rows' 3,800 three-word values cost as much either way.)
export const SCAN_RUN_VALUES = 2048;
// A heard piece compared one word at a time with more than this many words, and this share of the vocabulary,
// is compared with all the rest at once (`compareNow`).
const ONE_BY_ONE_MOST = 64;
const ONE_BY_ONE_SHARE = 1 / 4;
// Run-together checks kept across calls (each holds distances for the words it has met).
const CHECKS_KEPT = 2048;
// ...and at most this many bytes of their distance tables (a vocabulary of 10,000 words costs 50 KB a check). The
// distances are 16-bit: as many checks as 32 MiB held in 32-bit distances, and half the memory allocated while the
// memo first fills (which counts toward V8's external-memory trigger of a full collection, see `ArraySpares`).
const CHECKS_BYTES = 16 * 2 ** 20;
// How far under the raw floor the bound from sizes alone must be for the distances to be skipped (`mayReach`).
const FLOOR_MARGIN = 0.01;

/** What one heard piece matches in the column's vocabulary. */
interface PieceMatches {
  /** Vocabulary slots of cell words at or above the floor against the piece itself. */
  readonly whole: Int32Array;
  /**
   * Slots of cell words that start a value and match a prefix of the piece, end a value and match a suffix, or
   * sit inside a value and match some run of it: they may take part in cell words run together.
   */
  readonly prefix: Int32Array;
  readonly suffix: Int32Array;
  readonly inside: Int32Array;
  /** By entry of `inside`: for a heard word meeting a pair, whether the word may match a prefix (PREFIX_BIT) or a suffix. */
  readonly insideEnds: Uint8Array;
  /** Values whose words run together are an alias of the piece. */
  readonly aliasValues: readonly number[];
  /** The comparer's similarity of the piece to the vocabulary words that can reach the floor (at least), by slot. */
  readonly similarities: VocabularySimilarities;
  /** The memo key of the piece. */
  readonly key: string;
  /**
   * When the values of the word counts the piece may meet run together are few, those counts (bits as in `countBit`):
   * each such value is checked (`runTogetherValues`), and `prefix`, `suffix` and `inside` are left empty (the tries
   * are not walked); else 0.
   */
  readonly scan: number;
}

/**
 * Proposes the values of one column that can score at least min_score against a heard value.
 *
 * @example
 *   const candidates = new WordCandidates(values, 'both', builtInNicknames(), undefined)
 *   candidates.valuesFor(prepareValue('Kaitlyn Meyers'), 75) // ascending value ids, or undefined: "score them all"
 */
export class WordCandidates {
  // What heard pieces matched, kept for the call and, from a piece's second call on, across calls (`CallMemo`). A piece's
  // matches hold its similarities: dropping the similarities drops the matches of their tier too.
  private readonly recurring = new RecurringPieces();
  private readonly memo = new CallMemo<PieceMatches>(MEMO_LIMIT, MEMO_BYTES);
  private readonly similarityMemo = new CallMemo<VocabularySimilarities>(MEMO_LIMIT, MEMO_BYTES, undefined, this.memo as CallMemo<unknown>);
  /**
   * Run-together checks, `checksKept` a tier (their arrays given back when dropped), and the bytes of their tables, by
   * tier: the checks add up the bytes as their tables grow and take theirs off when released.
   */
  private readonly checks: CallMemo<RunTogetherCheck>;
  private readonly keptChecksHeld = { bytes: 0 };
  private readonly callChecksHeld = { bytes: 0 };
  /** The arrays of checks the memo dropped, for the next checks (`ArraySpares`). */
  private readonly checkSpares = checkSpares(CHECKS_BYTES);
  private readonly floorsByScore = new Map<number, Floors>();
  private readonly runTogetherMemo = new CallMemo<Int32Array>(Number.POSITIVE_INFINITY, MEMO_HELD_VALUES);
  private readonly marks: Uint8Array;
  /** Scratch: the heard words' similarities to the vocabulary, for `mayReach`. */
  private readonly heardSimilarities: VocabularySimilarities[] = [];
  /** Scratch: the weighted similarities of a value's word pairs (`alignedMayReach`). */
  private readonly pairScratch = new Float64Array(MAX_ALIGNED_WORDS * MAX_ALIGNED_WORDS);
  private readonly seen: Uint8Array;
  private readonly comparer: WordComparer;
  private readonly aliases: readonly AliasTable[];
  private readonly forms: readonly CellWordForms[];
  /** The sizes of the values of each word count run together, by count bit (`valueSizesByCount`). */
  private readonly sizesByCount: readonly (RunSizes | undefined)[];
  /** Each vocabulary word's weight, by slot. */
  private readonly slotWeights: Float64Array;
  /** The vocabulary's pronunciations and spellings, built on first use. */
  private pronunciationTrie: PronunciationTrie | undefined;
  private letterTrie: LetterTrie | undefined;
  /** Slots always compared with a heard piece: one-letter words (initials), words with an empty pronunciation. */
  private readonly alwaysCompared: Int32Array;
  /** Vocabulary slots by text, for aliases; built on first use. */
  private slotsOfText: Map<string, number[]> | undefined;
  /** The slots of the words a one-letter piece may be the initial of, by that letter (`initialSlots`), made on first use. */
  private slotsByInitial: Map<string, Int32Array> | undefined;
  /** The column's codes by their deletions (`codesNear`), made at load. */
  private codeNeighbours: CodeNeighbours | undefined;
  /** The column's numbers by their keys' deletions (`numbersNear`), made at load. */
  private numberNeighbours: CodeNeighbours | undefined;
  /** `wordedValues`, made at load in a column of numbers (`buildTries`). */
  private worded: Int32Array | undefined;
  /** Words run together may hold these anywhere inside (slots of words that are the middle word of some value). */
  private readonly middleSlots: number[] = [];
  /**
   * Scratch (`IdList`): `valuesFor`'s values taken and turned down, `matches`' four lists of slots, and the values
   * `runTogetherValues` met.
   */
  private readonly chosenScratch = new IdList();
  private readonly rejectedScratch = new IdList();
  private readonly slotScratch = [new IdList(), new IdList(), new IdList(), new IdList()] as const;
  private readonly visitedScratch = new IdList();
  /** Scratch, by slot: visited by `matches` (reset after). */
  private readonly visited: Uint8Array;
  /** Scratch, by slot: which words of a piece's pairs may match its prefix (PREFIX_BIT) or suffix (SUFFIX_BIT). */
  private readonly pairEnds: Uint8Array;
  /** Scratch: sound similarities of the piece being compared. */
  private soundScratch: SoundScratch | undefined;
  /** The column's own postings. */
  private readonly postings: PostingsSource;
  /** The values of each word count (by count bit, `countBit`), ascending; built on first use. */
  private valuesByCount: Int32Array[] | undefined;
  /** Scratch: where the list being read lies (each list is read through before the next is asked for). */
  private readonly range = new PostingsRange();
  /** The vocabulary in prefix and suffix tries, built on first use. */
  private anchors: AnchorTries | undefined;
  /** 1 for a slot whose word the trie compares exactly as the scorer would (it has sounds, none of them empty). */
  private readonly soundsKnown: Uint8Array;

  constructor(
    private readonly values: ColumnValues,
    private readonly evidence: WordEvidence,
    nicknames: AliasTable | undefined,
    documentAliases: AliasTable | undefined,
    /** A vocabulary of at most this many words is compared whole with a heard piece the first time they meet. */
    private readonly wholeVocabulary = WHOLE_VOCABULARY,
    /** Run-together checks kept across calls; then all are dropped and their arrays reused. */
    checksKept = CHECKS_KEPT,
    /** A piece meeting at most this many values run together checks each (`PieceMatches.scan`). */
    private readonly scanRunValues = SCAN_RUN_VALUES,
  ) {
    this.checks = new CallMemo<RunTogetherCheck>(checksKept, Number.POSITIVE_INFINITY, (check) => check.release());
    this.marks = new Uint8Array(values.valueCount);
    this.seen = new Uint8Array(values.valueCount);
    this.comparer = new WordComparer(evidence, nicknames, documentAliases);
    this.aliases = [nicknames, documentAliases].filter((table): table is AliasTable => table !== undefined);
    this.forms = cellWordForms(values);
    this.sizesByCount = valueSizesByCount(values, this.forms);
    this.postings = allPostings(values);
    this.slotWeights = Float64Array.from(values.vocabulary, (entry) => entry.word.weight);
    this.soundsKnown = Uint8Array.from(values.vocabulary, (entry) => (hasSounds(entry.word) ? 1 : 0));
    const always: number[] = [];
    values.vocabulary.forEach(({ word }, slot) => {
      if (word.text.length === 1 || (word.phonemes.length > 0 && this.soundsKnown[slot] === 0)) always.push(slot);
    });
    this.alwaysCompared = Int32Array.from(always);
    values.vocabulary.forEach((entry, slot) => {
      if (entry.middleCounts !== 0) this.middleSlots.push(slot);
    });
    this.visited = new Uint8Array(values.vocabulary.length);
    this.pairEnds = new Uint8Array(values.vocabulary.length);
  }

  /**
   * Ascending ids of every value that could score `minScore` or more, or undefined when the query cannot be
   * bounded (a min_score so low that any two words qualify): the caller then scores every value. With `given`,
   * values it turns down (all their rows fail another column) may be left out: words run together are checked
   * only for values it admits, and whole-word matches skip the others. With `within`, postings are read from those
   * sources instead of the column's: they must hold every value `given` lets through that has a row passing the
   * other column (the names with a row in the cities that pass).
   */
  valuesFor(heard: PreparedValue, minScore: number, given?: (value: number) => boolean, within?: readonly PostingsSource[]): Int32Array | undefined {
    // A heard number is compared with a number or a code by its digits alone (`wordsScore`), never by words: such
    // values are left out of what its words find (a phone's words, "338 337 3671", run together would each be checked).
    const byDigitsOrCode = this.values.byDigitsOrCode;
    const admits = heard.digits === null ? given
      : given === undefined ? (value: number): boolean => byDigitsOrCode[value] === 0 : (value: number): boolean => byDigitsOrCode[value] === 0 && given(value);
    const floors = this.floors(minScore);
    const { floor, letterFloor, soundFloor } = floors;
    if (floor <= 0 || letterFloor <= 0 || soundFloor <= 0) return undefined;

    const values = this.values;
    const marks = this.marks;
    // marks: 1 taken, 2 turned down by the aligned bound (another path may still take it). Both lists are kept in
    // scratch arrays across calls (a value enters each at most once).
    const chosen = this.chosenScratch;
    const rejected = this.rejectedScratch;
    chosen.count = 0;
    rejected.count = 0;
    const take = (v: number): void => {
      if (marks[v] !== 1) { marks[v] = 1; chosen.add(v); }
    };
    // Digits and codes are compared as a whole with 15 points per edit, not by words.
    if (heard.digits !== null) for (const v of this.numbersNear(heard.digits, minScore) ?? values.digitValues) take(v);
    // A code's number said without its letters: the codes of that number.
    if (heard.digits !== null) for (const v of values.codesOfNumber(heard.digits)) take(v);
    if (heard.code !== null) for (const v of this.codesNear(heard.code, minScore) ?? values.codeValues) take(v);
    // Two values without words compare as equal wording.
    if (heard.words.length === 0) for (const v of values.wordlessValues) take(v);
    // A heard number against a column of numbers and codes: its few values of words ("n/a", "unknown") are each taken,
    // the number's words not looked up (they would meet every number's words run together: 150 ms a call at a
    // million phones).
    const worded = heard.digits === null ? undefined : this.wordedValues();
    if (worded !== undefined && worded.length <= this.scanRunValues) {
      for (const v of worded) if (given === undefined || given(v)) take(v);
      chosen.clear(marks);
      return chosen.sorted();
    }

    const heardCount = heard.words.length;
    const wordCounts = values.wordCounts;
    const all = pieces(heard).map((role) => {
      const { piece, runTogether, word, alignsWith, at } = role;
      // Cell words run together are checked for the heard words run together (cells of two words or more, but
      // not of the heard count: the scorer only aligns values with as many words) and for a heard word (cells of
      // one word more). (Counts of 15 and more share a bit, so there the heard count stays in.)
      const runsOf = (runTogether ? ~3 & 0xffff & (heardCount < 15 ? ~countBit(heardCount) : 0xffff) : 0) | (word ? countBit(heardCount + 1) : 0);
      // A heard word of several meets one pair of a value of one word more: the pair at its own place (`splitMean`).
      const place = word && !runTogether ? pairPlace(at, heardCount) : 0;
      const matches = this.matches(piece, minScore, floors, alignsWith, runsOf, runTogether, place);
      this.remember(piece, matches.similarities);
      return { role, matches, runsOf };
    });
    // Values with as many words as the heard value are only aligned by the scorer: each heard word's similarity
    // to every vocabulary word is known now, so such a value is bounded before it is taken (`alignedMayReach`).
    const bounded = heard.digits === null && heard.code === null && heardCount >= 1 && heardCount <= MAX_ALIGNED_WORDS;
    const wordSimilarities = all.slice(0, heardCount).map(({ matches }) => matches.similarities);
    const sources = within ?? [this.postings];
    const range = this.range;
    for (const { role: { piece, runTogether, word, at }, matches, runsOf } of all) {
      for (const v of matches.aliasValues) take(v);
      for (const slot of matches.whole) for (const source of sources) {
        source.read(slot, 'values', range);
        const list = range.array;
        for (let k = range.from, end = range.to; k < end; k++) {
          const v = list[k]!;
          if (marks[v] !== 0) continue;
          // A value all of whose rows another column turns down is left out (it costs one read, the bound several).
          if (admits !== undefined && !admits(v)) continue;
          if (bounded && wordCounts[v] === heardCount && !this.alignedMayReach(heard, v, wordSimilarities, minScore)) {
            marks[v] = 2;
            rejected.add(v);
            continue;
          }
          marks[v] = 1;
          chosen.add(v);
        }
      }
      for (const v of this.runTogetherValues(piece, runTogether, word, at, heardCount, runsOf, matches, letterFloor, soundFloor, admits, within)) take(v);
    }
    rejected.clear(marks);
    chosen.clear(marks);
    return chosen.sorted();
  }

  /**
   * False when a value with as many words as the heard value certainly scores under `minScore`. The scorer pairs
   * each heard word with a distinct cell word and divides the weighted similarities by all words' weights; the best
   * such pairing (`distinctPairing`) can only score higher (order penalties left out, a little slack for the
   * scorer's weights in hundredths). (Until 2026-12-06 each heard word took its best cell word, even one another heard
   * word took: "robertt roberts" let every Robert through.) Values the scorer compares by digits or code pass. (A value
   * with the very text of the heard value passes too, without a test: its words are the heard words, whose ids
   * are the table's, so each pairs with its own at similarity 1 and the bound is the whole.)
   */
  private alignedMayReach(heard: PreparedValue, v: number, wordSimilarities: readonly VocabularySimilarities[], minScore: number): boolean {
    if (this.values.byDigitsOrCode[v] === 1) return true;
    const slots = this.values.wordSlots;
    const start = this.values.wordStart[v]!;
    const end = this.values.wordStart[v + 1]!;
    const weights = this.slotWeights;
    const n = heard.words.length;
    const m = end - start;
    // Each pair's weighted similarity, heard word i against cell word k at i * m + k (for the distinct pairings below).
    const pairs = this.pairScratch;
    const square = n === m && n <= MAX_ALIGNED_WORDS;
    let total = 0;
    for (let k = start; k < end; k++) total += weights[slots[k]!]!;
    let matched = 0;
    for (let i = 0; i < n; i++) {
      const similarities = wordSimilarities[i]!;
      const heardWeight = heard.words[i]!.weight;
      total += heardWeight;
      let best = 0;
      for (let k = start; k < end; k++) {
        const slot = slots[k]!;
        const similarity = this.similarityAt(similarities, slot);
        const pair = similarity * (heardWeight + weights[slot]!);
        if (square) pairs[i * m + k - start] = pair;
        if (pair > best) best = pair;
      }
      matched += best;
    }
    // Each heard word pairs with a distinct cell word: two or three words, the best pairing itself ("robertt roberts"
    // against Robert Smith: both heard words are nearest "robert", which only one of them can take); more, the
    // lesser of the sums of each heard word's best and each cell word's best.
    if (square && matched > 0) matched = distinctPairing(pairs, n, n, matched);
    return total === 0 || matched / total + ALIGNED_SLACK >= reachFloor(minScore);
  }

  /**
   * A lower bound on what the words of the value (its `m` words from `start`) that `n` heard words leave unpaired weigh
   * (`leftoverShare`), over what the pairs weigh (at most the heard words' `heardWeight` and the value's `n` heaviest
   * words): `cellShares`, all its words by their shares, less its `n` largest shares.
   */
  private leastUnsaidRatio(start: number, m: number, n: number, heardWeight: number, cellShares: number): number {
    const slots = this.values.wordSlots;
    const weights = this.slotWeights;
    let unsaid = cellShares;
    let paired = heardWeight;
    // The n largest of each, picked one at a time (m is at most MAX_ALIGNED_WORDS): bits mark the words taken.
    let takenShares = 0;
    let takenWeights = 0;
    for (let pick = 0; pick < n; pick++) {
      let share = -1;
      let shareAt = 0;
      let weight = -1;
      let weightAt = 0;
      for (let k = 0; k < m; k++) {
        const w = weights[slots[start + k]!]!;
        const s = w * leftoverShare(k, m);
        if ((takenShares & (1 << k)) === 0 && s > share) { share = s; shareAt = k; }
        if ((takenWeights & (1 << k)) === 0 && w > weight) { weight = w; weightAt = k; }
      }
      takenShares |= 1 << shareAt;
      takenWeights |= 1 << weightAt;
      unsaid -= share;
      paired += weight;
    }
    return unsaid <= 0 || paired <= 0 ? 0 : unsaid / paired;
  }

  /**
   * Compares each heard word with every word of the given values (what a scan of them will score), keeping the
   * similarities for later calls as retrieval does, and lets the scorer read them.
   */
  compareWithValues(heard: PreparedValue, scanned: Int32Array): void {
    const { wordSlots, wordStart } = this.values;
    for (const piece of heard.words) {
      const similarities = this.similarityEntry(piece, ALL_COUNTS);
      this.remember(piece, similarities);
      for (const v of scanned) for (let k = wordStart[v]!, end = wordStart[v + 1]!; k < end; k++) this.similarityAt(similarities, wordSlots[k]!);
    }
  }

  /**
   * Whether some word of the column's values matches the heard word at `least` or more (a nickname, an initial or a
   * document alias counts as its fixed similarity) in a value that `admits`: "kaitlyn" is near "caitlin" of Caitlin
   * Myers. Compares the words that may reach `least` once, and keeps them for the column's later calls.
   */
  holdsWordNear(word: PreparedWord, least: number, admits: (value: number) => boolean): boolean {
    const known = this.similarities(word, ALL_COUNTS, least);
    // Every slot once all are compared (ceiling 0), else those compared: every word at `least` or more is among them.
    const compared = known.ceiling <= 0 ? undefined : known.compared;
    const range = this.range;
    for (let i = 0, end = compared?.length ?? this.values.vocabulary.length; i < end; i++) {
      const slot = compared === undefined ? i : compared[i]!;
      if (!(known.values.get(slot) >= least)) continue;
      this.postings.read(slot, 'values', range);
      for (let k = range.from; k < range.to; k++) if (admits(range.array[k]!)) return true;
    }
    return false;
  }

  /**
   * A call begins: what the last one met alone is dropped from the memos (`CallMemo`), and the arrays of its checks
   * may be taken again.
   */
  startCall(): void {
    this.recurring.startCall();
    this.memo.startCall();
    this.similarityMemo.startCall();
    this.runTogetherMemo.startCall();
    this.checks.startCall();
    this.settle();
  }

  /**
   * Whether what the piece computes is kept across calls: a word some table holds (an id below the compounds'),
   * and a piece an earlier call met (`RecurringPieces`).
   */
  private recurs(piece: PreparedWord): boolean {
    return this.recurring.recurs(pieceKey(piece), piece.id < COMPOUND_ID_BASE);
  }

  /** A call has ended: the arrays of checks it dropped may be taken again (`ArraySpares`). */
  settle(): void {
    this.checkSpares.pools.settle();
    this.checkSpares.states.settle();
  }

  /**
   * False when the value certainly scores under `minScore` against the heard value: its words do not align
   * well enough, and upper bounds on its words run together (`RunTogetherCheck.rawSimilarityBound`) and on a
   * split word (the best pair involved) do not reach it either. Values with as many words as the heard value
   * are only aligned, so they are always left to the scorer, which is as cheap as any bound.
   * The bounds read the heard pieces' similarities to the vocabulary, kept by `valuesFor`, and the value's word
   * slots: a million-row column's value objects are not touched (each is a cache miss) unless an alias may apply.
   */
  mayReach(heard: PreparedValue, v: number, minScore: number, checks: Map<PreparedWord, RunTogetherCheck>): boolean {
    const values = this.values;
    const heardCount = heard.words.length;
    // The scorer aligns a heard value's first MAX_ALIGNED_WORDS words and leaves the rest out (they still count run
    // together); a value with more than that is left to it.
    const n = Math.min(heardCount, MAX_ALIGNED_WORDS);
    const m = values.wordCounts[v]!;
    // (The same text is the same words, so as many.)
    if (heardCount === m || n === 0 || m === 0 || m > MAX_ALIGNED_WORDS) return true;
    if (heard.digits !== null || heard.code !== null) {
      const cell = values.prepared[v]!;
      if ((heard.digits !== null && (cell.digits !== null || cell.code !== null)) || (heard.code !== null && cell.code !== null)) return true;
    }
    // (`reaches` as one comparison.)
    const floor = reachFloor(minScore);
    const start = values.wordStart[v]!;
    const end = start + m;
    const slots = values.wordSlots;
    const weights = this.slotWeights;
    const heardSimilarities = this.heardSimilarities;
    const pairs = this.pairScratch;
    for (let i = 0; i < n; i++) {
      const similarities = this.vocabularySimilarities(heard.words[i]!);
      if (similarities === undefined) return true;
      heardSimilarities[i] = similarities;
    }
    // Aligned: every word of the side with fewer words is paired, at best with its most similar word of the other
    // side; a word left over weighs at least its leftover share (a paired one weighs in full). Order penalties left out.
    let matched = 0;
    let total = 0;
    let ceiling = Number.POSITIVE_INFINITY;
    if (n < m) {
      // Whether every heard word may be paired at PARTIAL_FROM or more: the words left unsaid may then weigh as little
      // as PARTIAL_LEFTOVER of the pairs (`partOfNameLeftover`), which weigh at least the heard words.
      let partial = true;
      let heardTotal = 0;
      let closestOfAll = 0;
      for (let i = 0; i < n; i++) {
        const similarities = heardSimilarities[i]!;
        const heardWeight = heard.words[i]!.weight;
        heardTotal += heardWeight;
        let best = 0;
        let closest = 0;
        for (let k = start; k < end; k++) {
          const similarity = this.similarityAt(similarities, slots[k]!);
          const pair = similarity * (heardWeight + weights[slots[k]!]!);
          pairs[i * m + k - start] = pair;
          if (pair > best) best = pair;
          if (similarity > closest) closest = similarity;
        }
        matched += best;
        if (closest < PARTIAL_FROM) partial = false;
        if (closest > closestOfAll) closestOfAll = closest;
      }
      // Each heard word pairs with a distinct cell word ("robertt roberts" against Robert K Simmons: only one of them
      // can take "robert").
      matched = distinctPairing(pairs, n, m, matched);
      let cellShares = 0;
      for (let k = start; k < end; k++) cellShares += weights[slots[k]!]! * leftoverShare(k - start, m);
      total = heardTotal + (partial && PARTIAL_LEFTOVER * heardTotal < cellShares ? PARTIAL_LEFTOVER * heardTotal : cellShares);
      // A name said in part, tighter: the pairs' weighted similarity is at most the closest pair's, and the words left
      // unsaid weigh at least the value's shares but for its n heaviest, against pairs weighing at most the heard
      // words and the value's n heaviest words ("smith" against James Smith: 0.787, 84, under 88).
      // (Computed only when the bound above lets the value through.)
      if (partial && total > 0 && matched / total + ALIGNED_SLACK >= floor) {
        ceiling = closestOfAll / (1 + Math.min(this.leastUnsaidRatio(start, m, n, heardTotal, cellShares), PARTIAL_LEFTOVER));
      }
    } else {
      for (let k = start; k < end; k++) {
        const slot = slots[k]!;
        total += weights[slot]!;
        let best = 0;
        for (let i = 0; i < n; i++) {
          const similarity = this.similarityAt(heardSimilarities[i]!, slot);
          const pair = similarity * (heard.words[i]!.weight + weights[slot]!);
          pairs[(k - start) * n + i] = pair;
          if (pair > best) best = pair;
        }
        matched += best;
      }
      // Each cell word pairs with a distinct heard word.
      matched = distinctPairing(pairs, m, n, matched);
      for (let i = 0; i < n; i++) total += heard.words[i]!.weight * leftoverShare(i, n);
    }
    if (total === 0 || Math.min(matched / total, ceiling) + ALIGNED_SLACK >= floor) return true;
    // All words run together.
    let bound: number;
    if (m === 1) {
      const similarities = this.vocabularySimilarities(heard.joined);
      bound = similarities === undefined ? 1 : this.similarityAt(similarities, slots[start]!);
    } else {
      const check = this.checkOf(heard.joined, checks);
      // The bound from sizes alone is returned when it is under the raw floor (less a margin), the distances not
      // computed: it is never under the full bound, so it turns down no value the full bound would let through, and
      // this far under the floor it turns the value down as the full bound would.
      bound = this.runBound(heard.joined, check, v, -1, false, this.floors(minScore).letterFloor - FLOOR_MARGIN);
      // Three words or more: what the middle words cost too, only for a run the cheap bound lets through.
      if (m > 2 && bound >= floor) bound = this.runBound(heard.joined, check, v, -1, true);
    }
    if (bound >= floor) return true;
    // One word said as two (or two as one): the in-order weighted mean with one neighbouring pair merged, as the
    // scorer computes it (`splitMean`), with a bound in place of a cell pair's similarity.
    if (heardCount === 1 && m === 2) {
      // Its one pair is the whole value, against the one heard word (`heard.joined` is that word): the run just bounded.
      if (this.forms[slots[start]!]!.codes.length === 0 || this.forms[slots[start + 1]!]!.codes.length === 0) return true;
      return bound + ALIGNED_SLACK >= floor;
    }
    const longer = Math.max(heardCount, m);
    if ((heardCount !== m + 1 && m !== heardCount + 1) || longer > MAX_PAIRED_WORDS) return false;
    for (let merged = 0; merged < longer - 1; merged++) {
      matched = 0;
      total = 0;
      // A merged cell pair's term is bounded last, and only as closely as it must be (below).
      let pairWord: PreparedWord | undefined;
      let pairWeight = 0;
      for (let j = 0; j < longer - 1; j++) {
        let similarity: number;
        let weight: number;
        if (n > m) {
          // A heard word, or the merged heard pair, against cell word j.
          const slot = slots[start + j]!;
          const piece = j === merged ? heard.adjacentPairs[merged]! : heard.words[j < merged ? j : j + 1]!;
          const similarities = j === merged ? this.vocabularySimilarities(piece) : heardSimilarities[j < merged ? j : j + 1];
          similarity = similarities === undefined ? Number.NaN : this.similarityAt(similarities, slot);
          weight = piece.weight + weights[slot]!;
        } else {
          // Heard word j against a cell word, or against the merged cell pair (weighing its two words' sounds).
          const word = heard.words[j]!;
          if (j === merged) {
            const first = slots[start + j]!;
            const second = slots[start + j + 1]!;
            if (this.forms[first]!.codes.length === 0 || this.forms[second]!.codes.length === 0) return true;
            pairWord = word;
            pairWeight = word.weight + weights[first]! + weights[second]!;
            total += pairWeight;
            continue;
          } else {
            const slot = slots[start + (j < merged ? j : j + 1)]!;
            similarity = this.similarityAt(heardSimilarities[j]!, slot);
            weight = word.weight + weights[slot]!;
          }
        }
        if (similarity !== similarity) return true;
        matched += similarity * weight;
        total += weight;
      }
      if (pairWord === undefined) {
        if (total > 0 && matched / total + ALIGNED_SLACK >= floor) return true;
        continue;
      }
      // The pair's similarity at its most (1), then its bound from sizes alone, then from its distances: each an upper
      // bound, the next computed only when the mean still reaches min_score with this one. Most values a heard name
      // of two words meets with three (a middle initial) fail at the first or second: their other word is another.
      if (!((matched + pairWeight) / total + ALIGNED_SLACK >= floor)) continue;
      const check = this.checkOf(pairWord, checks);
      if (!((matched + this.runBound(pairWord, check, v, merged, false, Number.POSITIVE_INFINITY) * pairWeight) / total + ALIGNED_SLACK >= floor)) continue;
      if ((matched + this.runBound(pairWord, check, v, merged) * pairWeight) / total + ALIGNED_SLACK >= floor) return true;
    }
    return false;
  }

  /** A heard piece's similarity to a vocabulary word (of a value with a word count in its `alignsWith`). */
  private similarityAt(similarities: VocabularySimilarities, slot: number): number {
    const known = similarities.values.get(slot);
    return known === known ? known : this.compareNow(similarities, slot);
  }

  /**
   * Compares a word the tries did not find (it is under the ceiling) now, for a bound, and keeps the similarity.
   * A piece that a bound has already compared with many words one at a time (a common word of a small vocabulary)
   * is compared with all the rest at once: through the trie, sharing the words' first sounds, that costs less.
   */
  private compareNow(similarities: VocabularySimilarities, slot: number): number {
    const vocabulary = this.values.vocabulary;
    if ((similarities.oneByOne += 1) > ONE_BY_ONE_MOST + vocabulary.length * ONE_BY_ONE_SHARE) {
      this.compareDown(similarities, 0);
      return similarities.values.get(slot);
    }
    similarities.compared.push(slot);
    const similarity = this.comparer.unmemoised(similarities.heard, vocabulary[slot]!.word);
    similarities.values.set(slot, similarity);
    return similarity;
  }

  /** The similarities of a heard piece to this column's vocabulary, by slot, as `valuesFor` left them. */
  private vocabularySimilarities(piece: PreparedWord): VocabularySimilarities | undefined {
    return piece.cache instanceof ExactSimilarityMemo ? piece.cache.vocabularySimilarities(this.values.slotOfWordId) : undefined;
  }

  /** The vocabulary's letters and first pronunciations in prefix and suffix tries, built on first use. */
  /**
   * Builds now the tries calls walk, which were built by the first call that needed them: with a vocabulary of tens
   * of thousands of words that call waited about a second (50,000 rows of distinct surnames). A load already costs
   * seconds at that size; a caller should not.
   */
  buildTries(): void {
    this.anchorTries();
    if (this.evidence !== 'letters') this.trie();
    if (this.values.vocabulary.length > this.wholeVocabulary) this.letters();
    // The numbers' and codes' deletions too: a call building them for 200,000 phone numbers waited half a second. And
    // the vocabulary's texts and run sizes, which the first call of 200,000 account ids made (0.3 s of its 0.4).
    if (this.values.digitValues.length > 0) this.numberIndex();
    if (this.values.codeValues.length > 0) this.codeIndex();
    if (this.aliases.length > 0) this.textSlots();
    wordSizes(this.forms);
    // And the values by word count, and a number column's worded values, which the first call on 200,000 email
    // addresses or account ids made (40 ms and 16 ms of it).
    this.byCount();
    if (this.values.digitValues.length > 0 || this.values.codeValues.length > 0) this.wordedValues();
  }

  private anchorTries(): AnchorTries {
    if (this.anchors === undefined) {
      const starts = Int32Array.from(this.values.vocabulary, (entry) => entry.firstCounts | (entry.middleCounts << MIDDLE_SHIFT));
      const ends = Int32Array.from(this.values.vocabulary, (entry) => entry.lastCounts | (entry.middleCounts << MIDDLE_SHIFT));
      this.anchors = new AnchorTries(this.forms, starts, ends);
    }
    return this.anchors;
  }

  /** The slots of each vocabulary text (`slotsOfText`), made once. */
  private textSlots(): Map<string, number[]> {
    if (this.slotsOfText === undefined) {
      this.slotsOfText = new Map();
      this.values.vocabulary.forEach(({ word }, slot) => {
        const known = this.slotsOfText!.get(word.text);
        if (known === undefined) this.slotsOfText!.set(word.text, [slot]);
        else known.push(slot);
      });
    }
    return this.slotsOfText;
  }

  private trie(): PronunciationTrie {
    return (this.pronunciationTrie ??= new PronunciationTrie(this.values.vocabulary.map((entry) => entry.word), this.values.wordCountMasks));
  }

  private letters(): LetterTrie {
    // The same texts as the anchor tries' letters forwards (`cellWordForms`): their nodes are shared.
    return (this.letterTrie ??= new LetterTrie(this.values.vocabulary.map((entry) => entry.word.text), this.values.wordCountMasks, this.anchorTries().letterPrefixes));
  }

  /** The slots holding each alias of the piece's text (nicknames, the document's aliases). */
  private aliasSlots(piece: PreparedWord): number[] {
    if (this.aliases.length === 0) return [];
    const slotsOfText = this.textSlots();
    const slots: number[] = [];
    for (const table of this.aliases) for (const alias of table.get(piece.text) ?? []) slots.push(...(slotsOfText.get(alias) ?? []));
    return slots;
  }

  /**
   * The values whose code may score `minScore` against a heard code: those within one edit of it (`CodeNeighbours`),
   * or undefined (every code) when `minScore` lets a code differ more (70 and under: two edits score 70).
   */
  private codesNear(code: string, minScore: number): readonly number[] | undefined {
    if (mostCodeEdits(minScore) > 1) return undefined;
    return this.codeIndex().within(code);
  }

  /** The column's codes by their deletions, built at load (`buildTries`). */
  private codeIndex(): CodeNeighbours {
    if (this.codeNeighbours === undefined) {
      const { prepared, codeValues } = this.values;
      this.codeNeighbours = CodeNeighbours.of(codeValues.map((v) => [v, prepared[v]!.code!] as const));
    }
    return this.codeNeighbours;
  }

  /** The column's numbers by their keys' deletions (`numberKeys`), built at load (`buildTries`). */
  private numberIndex(): CodeNeighbours {
    if (this.numberNeighbours === undefined) {
      const { prepared, digitValues } = this.values;
      const keyed = digitValues.flatMap((v) => numberKeys(prepared[v]!.digits!).map((key) => [v, key] as const));
      this.numberNeighbours = CodeNeighbours.of(keyed);
    }
    return this.numberNeighbours;
  }

  /** The values compared by their words, neither numbers nor codes (`byDigitsOrCode`), ascending; made at load (`buildTries`). */
  private wordedValues(): Int32Array {
    if (this.worded === undefined) {
      const byDigitsOrCode = this.values.byDigitsOrCode;
      const found: number[] = [];
      for (let v = 0; v < byDigitsOrCode.length; v++) if (byDigitsOrCode[v] === 0) found.push(v);
      this.worded = Int32Array.from(found);
    }
    return this.worded;
  }

  /**
   * The values whose number may score `minScore` against a heard number: those with a key (`numberKeys`) sharing a
   * deletion with one of its keys, which every number within one digit edit of it has (`CodeNeighbours`); or
   * undefined (every number) when `minScore` lets a number differ more (70 and under).
   */
  private numbersNear(digits: string, minScore: number): readonly number[] | undefined {
    if (mostCodeEdits(minScore) > 1) return undefined;
    const index = this.numberIndex();
    const keys = numberKeys(digits);
    if (keys.length === 1) return index.within(keys[0]!);
    const found = new Set<number>();
    for (const key of keys) for (const v of index.within(key)) found.add(v);
    return [...found].sort((a, b) => a - b);
  }

  /**
   * Adds to `found` the slots of the words a one-letter piece may be the initial of (`isInitialOf`, which the comparer
   * asks only of two words with sounds, or of two whose digits are the same: "a" is no initial of the code a218402, "2"
   * only of a word whose one digit is its first, "2nd"). Before, such a piece was compared with every word: each
   * digit of "A 2 1 8 4 0 2" with 200,000 account ids.
   */
  private initialSlots(piece: PreparedWord, found: number[]): void {
    if (this.slotsByInitial === undefined) {
      const lists = new Map<string, number[]>();
      this.values.vocabulary.forEach(({ word }, slot) => {
        const { text } = word;
        if (text.length === 0 || text.length > LONGEST_NAMED_BY_INITIAL) return;
        let digits = 0;
        for (let i = 0; i < text.length; i++) if (isDigit(text.charCodeAt(i))) digits++;
        // (A word with sounds has no digit; one without compares its digits with a one-letter piece's: none for a
        // letter, that digit for a digit.)
        if (word.phonemes.length === 0 && digits > (isDigit(text.charCodeAt(0)) ? 1 : 0)) return;
        const list = lists.get(text[0]!);
        if (list === undefined) lists.set(text[0]!, [slot]);
        else list.push(slot);
      });
      this.slotsByInitial = new Map([...lists].map(([letter, slots]) => [letter, Int32Array.from(slots)]));
    }
    const slots = this.slotsByInitial.get(piece.text);
    if (slots !== undefined) for (let k = 0; k < slots.length; k++) found.push(slots[k]!);
  }

  private checkOf(piece: PreparedWord, checks: Map<PreparedWord, RunTogetherCheck>): RunTogetherCheck {
    let check = checks.get(piece);
    if (check === undefined) checks.set(piece, (check = this.checkFor(piece)));
    return check;
  }

  /**
   * The floors for a min_score: on the comparer's similarity, and on raw letters and sounds; and what the light
   * middle words of a value run together can make up for, given to its other words' tests (`lightExtra`).
   */
  private floors(minScore: number): Floors {
    let known = this.floorsByScore.get(minScore);
    if (known === undefined) {
      const letterFloor = rawWordSimilarityFloor(minScore);
      const soundFloor = this.evidence === 'both' ? (letterFloor - (1 - SOUND_SHARE)) / SOUND_SHARE : letterFloor;
      known = { floor: wordSimilarityFloor(minScore), letterFloor, soundFloor, ...this.lightExtra(letterFloor, soundFloor) };
      this.floorsByScore.set(minScore, known);
    }
    return known;
  }

  /**
   * A value's words run together reach the raw floor r when the edit distance d(h, w1 + ... + wk) = sum d(ui, wi)
   * is at most (1 - r) max(weight(h), weight(w)) <= (1 - r) sum max(weight(ui), weight(wi)). A light middle word
   * (one letter: `LIGHT_MIDDLE_MOST`) gives at most S of that allowance to the others, over every part ui:
   * - letters: (1 - r) max(|u|, 1) - d(u, w) is at most 1 - r (|u| <= 1), or 1 - r|u| (d >= |u| - 1 otherwise);
   * - sounds: each of w's phonemes b, aligned with one phoneme a of u, saves at most g(b) = max(0, INDEL[a] -
   *   SUB[a][b]) of deleting a, so d(u, w) >= weight(u) - G with G the sum of g over w, and the allowance left is at
   *   most max((1 - r) weight(w), G - r weight(w)).
   * With K such words, the value's other words (its first and last at least: two or more) share K S, so one of
   * them matches its part with K S / 2 more edits than its floor allows: tested so, the light words need no test.
   * Two neighbouring words run together hold at most one light word (a value holds at most one), so the other
   * matches its part with S more.
   */
  private lightExtra(letterFloor: number, soundFloor: number): { runExtra: Extra; pairExtra: Extra } {
    const most = this.values.lightMiddleMost;
    if (most === 0) return { runExtra: NO_EXTRA, pairExtra: NO_EXTRA };
    let sounds = 0;
    for (const slot of this.values.lightSlots) {
      const { codes, cost } = this.forms[slot]!;
      let saved = 0;
      for (let j = 0; j < codes.length; j++) saved += MOST_SAVED[codes[j]!]!;
      sounds = Math.max(sounds, (1 - soundFloor) * cost, saved - soundFloor * cost);
    }
    return {
      runExtra: { letters: ((1 - letterFloor) * most) / 2, sounds: (sounds * most) / 2 },
      pairExtra: { letters: 1 - letterFloor, sounds },
    };
  }

  /** The run-together check of a heard piece, kept across calls (its distances are computed as needed). */
  private checkFor(piece: PreparedWord): RunTogetherCheck {
    const key = pieceKey(piece);
    let check = this.checks.get(key);
    if (check === undefined) {
      // (Bounded by the bytes their tables grew to since, which the checks add up as they fill.)
      const kept = this.recurs(piece);
      const held = kept ? this.keptChecksHeld : this.callChecksHeld;
      if (held.bytes > CHECKS_BYTES) this.checks.dropTier(kept);
      this.checks.set(key, (check = new RunTogetherCheck(piece, this.forms, this.evidence, held, this.checkSpares)), 0, kept);
    }
    return check;
  }

  /**
   * Upper bound on the comparer's similarity of a heard piece to value v's words run together: all of them
   * (`pair` -1), or words pair and pair + 1.
   */
  private runBound(piece: PreparedWord, check: RunTogetherCheck, v: number, pair: number, across = false, below = 0): number {
    // An initial or an alias takes a fixed similarity, at most 1 (the same text bounds at 1 below). A value with
    // words run together that are an alias of the piece, anywhere, is let through.
    if (piece.text.length === 1) return 1;
    if (this.aliases.length > 0 && (check.aliasValues ??= this.aliasValuesOf(piece)).has(v)) return 1;
    const start = this.values.wordStart[v]! + (pair < 0 ? 0 : pair);
    const end = pair < 0 ? this.values.wordStart[v + 1]! : start + 2;
    return wordEvidence(Math.min(1, check.rawSimilarityBound(this.values.wordSlots, start, end, SOUND_SHARE, across, below)));
  }

  /** Values some of whose words run together are an alias of the piece. */
  private aliasValuesOf(piece: PreparedWord): Set<number> {
    const found = new Set<number>();
    for (const table of this.aliases) {
      for (const alias of table.get(piece.text) ?? []) for (const v of this.values.compoundValues(alias)) found.add(v);
    }
    return found;
  }

  /**
   * Values whose words run together may reach the floor against the piece: against the heard words run together
   * (any two or more words), against heard word `at` when the cell has one word more (its words `at` and `at + 1`).
   * Such a run reaches the floor only if its first word matches a prefix of the piece, its last word a suffix, or a
   * middle word some run, so only values holding such a word in such a place are checked, one by one. Kept across
   * calls.
   */
  private runTogetherValues(
    piece: PreparedWord,
    runTogether: boolean,
    word: boolean,
    at: number,
    heardCount: number,
    runsOf: number,
    matches: PieceMatches,
    letterFloor: number,
    soundFloor: number,
    admits: ((value: number) => boolean) | undefined,
    within: readonly PostingsSource[] | undefined,
  ): Int32Array {
    if (matches.scan === 0 && matches.prefix.length + matches.suffix.length + matches.inside.length === 0) return EMPTY;
    const key = `${matches.key}|${runTogether ? 1 : 0}${word ? 1 : 0}|${heardCount}|${at}`;
    const known = this.runTogetherMemo.get(key);
    if (known !== undefined) return known;
    const values = this.values;
    const wordCounts = values.wordCounts;
    const check = this.checkFor(piece);
    const seen = this.seen;
    // The values met, to clear `seen` after (a piece in a big city meets thousands).
    const visited = this.visitedScratch;
    visited.count = 0;
    const passing: number[] = [];
    // A piece meeting neighbouring pairs only (heard word `at` of several, against the value's words `at` and `at + 1`):
    // the pair can reach the floor only if its first word matches a prefix or its second a suffix, as the piece's
    // matches found (`matches`, for the pair's place: a first word with a prefix bit is in `prefix`, a last word with a
    // suffix bit in `suffix`, a middle word in `inside` with the bits it has; words matching whole are counted as
    // both). A pair of neither is not checked. (When the values are scanned, no word was looked for: the pair is.)
    const ends = word && !runTogether && matches.scan === 0 ? this.pairEnds : undefined;
    if (ends !== undefined) markPairEnds(ends, matches, true);
    const range = this.range;
    const test = (v: number): void => {
      const count = wordCounts[v]!;
      // (Every value met here has two words or more; the scorer runs its words together only when its word
      // count differs from the heard one.)
      const joined = runTogether && count !== heardCount;
      const pair = word && count === heardCount + 1;
      if ((!joined && !pair) || (admits !== undefined && !admits(v))) return;
      // (A two-word value's one pair is all its words run together, just checked when `joined`.)
      if ((joined && check.joinedReaches(values, v, letterFloor, soundFloor)) || (pair && !(joined && count === 2) && check.pairReaches(values, v, at, letterFloor, soundFloor, ends))) passing.push(v);
    };
    const consider = (source: PostingsSource, slot: number, kind: PostingKind): void => {
      source.read(slot, kind, range);
      const list = range.array;
      for (let k = range.from, end = range.to; k < end; k++) {
        const v = list[k]!;
        if (seen[v] !== 0) continue;
        seen[v] = 1;
        visited.add(v);
        test(v);
      }
    };
    if (matches.scan !== 0) {
      // Each value of the counts the piece may reach, once (a value has one word count; the others miss by their sizes).
      const byCount = this.byCount();
      for (let bit = 2; bit < 16; bit++) if ((matches.scan & (1 << bit)) !== 0) for (const v of byCount[bit]!) test(v);
    } else {
      // Postings of two-word values apart: a piece of two heard words checks none of them (most of a name column).
      const pairs = (runsOf & countBit(2)) !== 0;
      const longer = (runsOf & ~(countBit(0) | countBit(1) | countBit(2))) !== 0;
      for (const source of within ?? [this.postings]) {
        for (const slot of matches.prefix) {
          if (pairs) consider(source, slot, 'startsPair');
          if (longer) consider(source, slot, 'first');
        }
        for (const slot of matches.suffix) {
          if (pairs) consider(source, slot, 'endsPair');
          if (longer) consider(source, slot, 'last');
        }
        for (const slot of matches.inside) consider(source, slot, 'middle');
      }
    }
    visited.clear(seen);
    if (ends !== undefined) markPairEnds(ends, matches, false);
    const result = Int32Array.from(passing);
    // Values another column turned down were not checked: such a result holds for this call only.
    if (admits !== undefined || within !== undefined) return result;
    this.runTogetherMemo.set(key, result, result.length + ENTRY_IDS, this.recurs(piece));
    return result;
  }

  /**
   * Lets the heard piece's memo read the similarities already computed, in place, so scoring the candidates
   * compares no vocabulary word twice: the values the scorer would compute (the memo itself leaves out texts
   * that are also words run together, which the scorer would mix up).
   */
  private remember(piece: PreparedWord, similarities: VocabularySimilarities): void {
    // Word columns give every heard piece an exact memo (`IndexedColumn.supply`); a piece prepared elsewhere gets one here.
    const cache = piece.cache instanceof ExactSimilarityMemo ? piece.cache : (piece.cache = new ExactSimilarityMemo());
    cache.useVocabulary(this.values.slotOfWordId, similarities);
  }



  /**
   * The vocabulary matches of a piece: whole matches among words of values whose word count is in `alignsWith`
   * (bits as in `wordCountMasks`), prefix/suffix/run matches among words of values with counts in `runsOf`.
   * `runTogether`: the piece meets all of a value's words run together, so a middle word may match any run of it;
   * otherwise it is a heard word meeting one pair of neighbouring words run together, at its own place (`place`, bits
   * `PAIR_OPENS` and `PAIR_CLOSES`: the pair starts with the value's first word, ends with its last), and a word of
   * the pair must match a prefix (the pair's first) or a suffix (its second) of it.
   */
  private matches(piece: PreparedWord, minScore: number, floors: Floors, alignsWith: number, runsOf: number, runTogether: boolean, place: number): PieceMatches {
    const key = `${minScore}|${alignsWith}|${runsOf}|${runTogether ? 1 : 0}|${place}|${pieceKey(piece)}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    // The four lists are gathered in scratch arrays (a slot enters each at most once) and copied out sorted.
    const [whole, prefix, suffix, inside] = this.slotScratch;
    for (const list of this.slotScratch) list.count = 0;
    const insideEnds: number[] = [];
    const vocabulary = this.values.vocabulary;
    const masks = this.values.wordCountMasks;
    // Every word reaching the floor is compared now (the whole-word matches); the others when a bound asks.
    const similarities = this.similarities(piece, alignsWith, floors.floor);
    const check = this.checkFor(piece);
    const { floor, letterFloor, soundFloor } = floors;
    // A piece meeting whole values run together leaves out the word counts whose values are all too long or too short
    // for it by their sizes alone (a sentence run together against names): `runReaches` turns each of them down.
    const reachable = runTogether ? this.reachableCounts(check, runsOf, letterFloor, soundFloor) : runsOf;
    // Light middle words are not tested: the other words of a run are given what they can make up for (`lightExtra`).
    const extra = runTogether ? floors.runExtra : floors.pairExtra;
    // Every word reaching the floor has been compared (`similarities`).
    const visited = this.visited;
    const compared = similarities.ceiling === 0 ? undefined : similarities.compared;
    const computed = similarities.values;
    for (let k = 0, end = compared?.length ?? vocabulary.length; k < end; k++) {
      const slot = compared === undefined ? k : compared[k]!;
      if ((masks[slot]! & alignsWith) !== 0 && computed.get(slot) >= floor && visited[slot] === 0) { whole.add(slot); visited[slot] = 1; }
    }
    // The values of the counts the piece meets run together, when few, are each checked instead (`runTogetherValues`).
    const scan = reachable !== 0 && this.valuesOfCounts(reachable) <= this.scanRunValues ? reachable : 0;
    // Which words match a prefix or a suffix of the piece, the whole vocabulary at once (marked by the tries), and the
    // middle words: only these can take part in words run together.
    // (All of a value's words run together: its first word against prefixes, its last against suffixes, a middle word
    // tested below. One pair: the value's first word or a middle word, its last word or a middle word, by `place`.)
    const prefixCounts = runTogether || (place & PAIR_OPENS) !== 0 ? reachable : reachable << MIDDLE_SHIFT;
    const suffixCounts = runTogether || (place & PAIR_CLOSES) !== 0 ? reachable : reachable << MIDDLE_SHIFT;
    const anchoredBits = reachable === 0 || scan !== 0 ? undefined : check.anchoredMatches(this.anchorTries(), letterFloor, soundFloor, extra, prefixCounts, suffixCounts);
    // The words the tries marked, then (meeting whole values run together) every middle word.
    const marked = anchoredBits === undefined ? EMPTY_SLOTS : this.anchorTries().marked;
    const middles = anchoredBits === undefined || !runTogether ? EMPTY_SLOTS : this.middleSlots;
    for (let k = 0; k < marked.length + middles.length; k++) {
      const slot = k < marked.length ? marked[k]! : middles[k - marked.length]!;
      if (visited[slot] !== 0) continue;
      visited[slot] = 1;
      const entry = vocabulary[slot]!;
      const counts = masks[slot]!;
      if ((counts & reachable) === 0) continue;
      // A word that starts some value is tested against the piece's prefixes, one that ends some value against
      // its suffixes; a middle word against every run of it (which includes the prefixes and suffixes) when the
      // piece meets whole values run together, else (the first or second word of the pair) against its prefixes or
      // suffixes. (Only where it starts, ends or sits inside a value of a word count the piece is checked against.)
      const starts = (entry.firstCounts & reachable) !== 0;
      const ends = (entry.lastCounts & reachable) !== 0;
      const middle = (entry.middleCounts & reachable) !== 0;
      if (runTogether) {
        const anchored = anchoredBits![slot]!;
        if ((anchored & PREFIX_BIT) !== 0 && starts) prefix.add(slot);
        if ((anchored & SUFFIX_BIT) !== 0 && ends) suffix.add(slot);
        if (middle && check.insideMatch(slot, letterFloor, soundFloor, extra)) { inside.add(slot); insideEnds.push(PREFIX_BIT | SUFFIX_BIT); }
        continue;
      }
      const opens = (place & PAIR_OPENS) !== 0;
      const closes = (place & PAIR_CLOSES) !== 0;
      const anchored = anchoredBits![slot]! & (((opens ? starts : middle) ? PREFIX_BIT : 0) | ((closes ? ends : middle) ? SUFFIX_BIT : 0));
      if ((anchored & PREFIX_BIT) !== 0 && opens) prefix.add(slot);
      if ((anchored & SUFFIX_BIT) !== 0 && closes) suffix.add(slot);
      // A middle word in the pair's place, read through the values it sits inside of.
      const inPair = anchored & ((opens ? 0 : PREFIX_BIT) | (closes ? 0 : SUFFIX_BIT));
      if (inPair !== 0) { inside.add(slot); insideEnds.push(inPair); }
    }
    whole.clear(visited);
    for (const slot of marked) visited[slot] = 0;
    for (const slot of middles) visited[slot] = 0;
    const aliasValues: number[] = [];
    for (const table of this.aliases) {
      for (const alias of table.get(piece.text) ?? []) aliasValues.push(...this.values.compoundValues(alias));
    }
    const matches = { whole: whole.sorted(), prefix: prefix.sorted(), suffix: suffix.sorted(), inside: inside.ids.slice(0, inside.count), insideEnds: Uint8Array.from(insideEnds), aliasValues, similarities, key, scan };
    this.memo.set(key, matches, ENTRY_BYTES + (whole.count + prefix.count + suffix.count + inside.count) * 4 + aliasValues.length * 8, this.recurs(piece));
    return matches;
  }

  /** The values of each word count, by count bit. */
  private byCount(): Int32Array[] {
    if (this.valuesByCount === undefined) {
      const lists: number[][] = Array.from({ length: 16 }, () => []);
      const counts = this.values.wordCounts;
      for (let v = 0; v < this.values.valueCount; v++) lists[Math.min(counts[v]!, 15)]!.push(v);
      this.valuesByCount = lists.map((list) => Int32Array.from(list));
    }
    return this.valuesByCount;
  }

  /** How many values have a word count in `counts` (bits as in `countBit`). */
  private valuesOfCounts(counts: number): number {
    const byCount = this.byCount();
    let total = 0;
    for (let bit = 0; bit < 16; bit++) if ((counts & (1 << bit)) !== 0) total += byCount[bit]!.length;
    return total;
  }

  /** The bits of `runsOf` of word counts some value of which the piece may reach run together, by sizes. */
  private reachableCounts(check: RunTogetherCheck, runsOf: number, letterFloor: number, soundFloor: number): number {
    let reachable = runsOf;
    for (let bit = 2; bit < 16; bit++) {
      if ((runsOf & (1 << bit)) === 0) continue;
      const sizes = this.sizesByCount[bit];
      if (sizes === undefined || check.sizesMissAll(sizes, letterFloor, soundFloor)) reachable &= ~(1 << bit);
    }
    return reachable;
  }

  /**
   * The comparer's similarity of a piece to the vocabulary words, held by a value whose word count is in
   * `alignsWith`, that may reach `ceiling`: every such word is compared (a few, found through the letter and
   * pronunciation tries, in a vocabulary of any size), the others are left NaN (under the ceiling). Kept across
   * calls and thresholds; a lower ceiling later compares the words it adds.
   */
  private similarities(piece: PreparedWord, alignsWith: number, ceiling: number): VocabularySimilarities {
    const known = this.similarityEntry(piece, alignsWith);
    if (known.ceiling > ceiling) this.compareDown(known, ceiling);
    return known;
  }

  /** The piece's kept similarities to the vocabulary, as compared so far (a new entry has compared none). */
  private similarityEntry(piece: PreparedWord, alignsWith: number): VocabularySimilarities {
    const key = `${alignsWith}|${pieceKey(piece)}`;
    let known = this.similarityMemo.get(key);
    if (known === undefined) {
      // A copy without a memo: the scorer's per-call memo on the heard word fills in scan order, not vocabulary order.
      // (A ceiling over 1: no word is known to have been compared.)
      const size = this.values.vocabulary.length;
      known = { values: new SlotSimilarities(size, size > this.wholeVocabulary * SPARSE_PAST_WHOLE), alignsWith, ceiling: Number.POSITIVE_INFINITY, heard: { ...piece, cache: undefined }, compared: [], oneByOne: 0 };
      // (Counted as the array it may become.)
      this.similarityMemo.set(key, known, ENTRY_BYTES + size * Float64Array.BYTES_PER_ELEMENT, this.recurs(piece));
    }
    return known;
  }

  /** Compares the piece with every word that may reach `ceiling` and was not compared yet (every word for 0). */
  private compareDown(known: VocabularySimilarities, ceiling: number): void {
    const { alignsWith } = known;
    const vocabulary = this.values.vocabulary;
    const store = known.values;
    const heard = known.heard;
    const masks = this.values.wordCountMasks;
    const soundsKnown = this.soundsKnown;
    const withSounds = this.evidence !== 'letters' && heard.phonemes.length > 0;
    // Every word at once: when asked (ceiling 0), in a small vocabulary, and for a piece with an empty pronunciation
    // (compared in a way the trie does not follow).
    if (ceiling <= 0 || vocabulary.length <= this.wholeVocabulary || (withSounds && !hasSounds(heard))) {
      const similarities = store.dense();
      const sounds = withSounds && hasSounds(heard) ? this.trie().soundSimilaritiesFrom(heard, 0, alignsWith, this.soundScratchOf(vocabulary.length)) : undefined;
      for (let slot = 0; slot < vocabulary.length; slot++) {
        if ((masks[slot]! & alignsWith) === 0 || similarities[slot] === similarities[slot]) continue;
        const word = vocabulary[slot]!.word;
        similarities[slot] = sounds !== undefined && soundsKnown[slot] === 1 ? this.comparer.similarityWithSound(heard, word, sounds[slot]!) : this.comparer.unmemoised(heard, word);
      }
      // (Every word is compared now: `compared` is not kept up, which saved a list the size of the vocabulary for
      // every piece the memo keeps.)
      known.ceiling = 0;
      return;
    }
    // A word under the ceiling has a raw similarity under `raw`: letters under it, and sounds under `soundFloor`
    // (hybrid blends 96% sounds with 4% letters); initials and aliases take fixed similarities and are added.
    const raw = rawWordSimilarityUnder(ceiling);
    const soundFloor = this.evidence === 'both' ? (raw - (1 - SOUND_SHARE)) / SOUND_SHARE : raw;
    const found: number[] = [];
    this.letters().matches(heard.text, raw, alignsWith, found);
    let sounds: Float64Array | undefined;
    if (withSounds) {
      const reached: number[] = [];
      sounds = this.trie().soundSimilaritiesFrom(heard, soundFloor, alignsWith, this.soundScratchOf(vocabulary.length), reached);
      found.push(...reached);
    }
    for (const slot of this.alwaysCompared) found.push(slot);
    found.push(...this.aliasSlots(heard));
    // A one-letter piece is the initial of the words it starts (a fixed similarity, whatever their letters and sounds).
    if (heard.text.length === 1) this.initialSlots(heard, found);
    for (const slot of found) {
      if ((masks[slot]! & alignsWith) === 0) continue;
      const before = store.get(slot);
      if (before === before) continue;
      const word = vocabulary[slot]!.word;
      // The trie's sound similarity is exact where it reaches the floor.
      const sound = sounds === undefined || soundsKnown[slot] !== 1 ? Number.NaN : sounds[slot]!;
      store.set(slot, sound >= soundFloor ? this.comparer.similarityWithSound(heard, word, sound) : this.comparer.unmemoised(heard, word));
      known.compared.push(slot);
    }
    known.ceiling = ceiling;
  }

  private soundScratchOf(length: number): SoundScratch {
    if (this.soundScratch?.array.length !== length) this.soundScratch = new SoundScratch(length);
    return this.soundScratch;
  }
}

/**
 * Marks in `ends` the words of a piece's matches that may end one of its pairs (PREFIX_BIT: may match its prefix,
 * SUFFIX_BIT: its suffix), or clears them again.
 */
function markPairEnds(ends: Uint8Array, matches: PieceMatches, mark: boolean): void {
  const set = (list: Int32Array, bits: number): void => {
    for (let k = 0; k < list.length; k++) ends[list[k]!] = mark ? ends[list[k]!]! | bits : 0;
  };
  set(matches.prefix, PREFIX_BIT);
  set(matches.suffix, SUFFIX_BIT);
  set(matches.whole, PREFIX_BIT | SUFFIX_BIT);
  const { inside, insideEnds } = matches;
  for (let k = 0; k < inside.length; k++) ends[inside[k]!] = mark ? ends[inside[k]!]! | insideEnds[k]! : 0;
}

/** `matches`' place of a pair a heard word meets: it starts with the value's first word, ends with its last. */
const PAIR_OPENS = 1;
const PAIR_CLOSES = 2;

/** The place of the pair heard word `at` of `count` meets in a value of one word more (words `at` and `at + 1`). */
function pairPlace(at: number, count: number): number {
  return (at === 0 ? PAIR_OPENS : 0) | (at === count - 1 ? PAIR_CLOSES : 0);
}

/** Whether a UTF-16 code unit is an ASCII digit. */
const isDigit = (code: number): boolean => code >= 48 && code <= 57;

/** A word the trie compares: it has a pronunciation, and no empty one among its variants. */
function hasSounds(word: PreparedWord): boolean {
  return word.phonemes.length > 0 && word.pronunciations.every((codes) => codes.length > 0);
}

// Keys of the heard pieces of recent calls: a piece is asked for its key at every threshold, by several memos.
const pieceKeys = new WeakMap<PreparedWord, string>();

/** What identifies a heard piece for the memos: its text and its pronunciations. */
function pieceKey(piece: PreparedWord): string {
  let key = pieceKeys.get(piece);
  if (key === undefined) pieceKeys.set(piece, (key = `${piece.text}|${piece.pronunciations.map((codes) => codes.join('.')).join('/')}`));
  return key;
}

/**
 * A heard piece and the roles it plays: one of the heard words, and/or all of them run together; and the word
 * counts (bits as in `ColumnValues.wordCountMasks`) of the values whose single words it is compared with.
 */
interface HeardPiece {
  piece: PreparedWord;
  word: boolean;
  /** A heard word's place among them (-1 for other pieces). */
  at: number;
  runTogether: boolean;
  alignsWith: number;
}

const ALL_COUNTS = 0xffff;

interface Floors {
  floor: number;
  letterFloor: number;
  soundFloor: number;
  /** What a piece meeting whole values run together allows beyond the floors (`lightExtra`). */
  runExtra: Extra;
  /** ...and a heard word meeting two neighbouring words run together. */
  pairExtra: Extra;
}

/** Per phoneme b: the most aligning b with some phoneme a can save over deleting a, max(0, INDEL[a] - SUB[a][b]). */
const MOST_SAVED = Int32Array.from({ length: PHONEME_TOTAL }, (_, b) => {
  let most = 0;
  for (let a = 0; a < PHONEME_TOTAL; a++) most = Math.max(most, INDEL[a]! - SUBSTITUTION[a * PHONEME_TOTAL + b]!);
  return most;
});

/**
 * The heard value's pieces a cell can be compared with: its words (aligned with any cell's words), all of them
 * run together (against a one-word cell), neighbours run together (split word: cells of one word fewer).
 */
function pieces(heard: PreparedValue): HeardPiece[] {
  const count = heard.words.length;
  const all: HeardPiece[] = heard.words.map((piece, at) => ({ piece, word: true, at, runTogether: count === 1, alignsWith: ALL_COUNTS }));
  if (count > 1) {
    all.push({ piece: heard.joined, word: false, at: -1, runTogether: true, alignsWith: countBit(1) });
    for (const piece of heard.adjacentPairs) all.push({ piece, word: false, at: -1, runTogether: false, alignsWith: countBit(count - 1) });
  }
  return all;
}

/**
 * Ids (value ids, vocabulary slots) gathered in a scratch array kept across calls, which grows as needed: `count`
 * is set to 0 to start again.
 */
class IdList {
  ids = new Int32Array(1024);
  count = 0;

  add(id: number): void {
    if (this.count === this.ids.length) {
      const grown = new Int32Array(this.ids.length * 2);
      grown.set(this.ids);
      this.ids = grown;
    }
    this.ids[this.count++] = id;
  }

  /** Zeroes the ids' marks. */
  clear(marks: Uint8Array): void {
    for (let k = 0; k < this.count; k++) marks[this.ids[k]!] = 0;
  }

  /** The ids gathered, ascending (as a scan of values or of the vocabulary would list them). */
  sorted(): Int32Array {
    return this.count === 0 ? EMPTY : this.ids.slice(0, this.count).sort();
  }
}

/**
 * An upper bound on the weighted similarities of the words of the shorter side paired each with a distinct word of the
 * longer (`pairs[r * columns + c]`: row r a word of the shorter side, column c one of the longer), at most `rowBest`
 * (each row's best added up): for one or two rows, and for three by three, the best pairing itself; else the lesser of
 * `rowBest` and the `rows` largest column bests added up.
 *
 * @example
 *   // "robertt roberts" against Robert Ross: both heard words are nearest "robert", which only one can take.
 *   distinctPairing(Float64Array.of(1.9, 0.7, 1.6, 1.0), 2, 2, 3.5) // 2.9
 */
export function distinctPairing(pairs: Float64Array, rows: number, columns: number, rowBest: number): number {
  if (rows <= 1) return rowBest;
  if (rows === 2) {
    // Each row's best and second best: the two bests when in different columns, else the better of the two swaps.
    let best0 = -1, at0 = -1, second0 = 0, best1 = -1, at1 = -1, second1 = 0;
    for (let c = 0; c < columns; c++) {
      const a = pairs[c]!;
      if (a > best0) { second0 = best0 < 0 ? 0 : best0; best0 = a; at0 = c; } else if (a > second0) second0 = a;
      const b = pairs[columns + c]!;
      if (b > best1) { second1 = best1 < 0 ? 0 : best1; best1 = b; at1 = c; } else if (b > second1) second1 = b;
    }
    return at0 !== at1 ? best0 + best1 : Math.max(best0 + second1, second0 + best1);
  }
  if (rows === 3 && columns === 3) {
    const a = pairs[0]!, b = pairs[1]!, c = pairs[2]!, d = pairs[3]!, e = pairs[4]!, f = pairs[5]!, g = pairs[6]!, h = pairs[7]!, i = pairs[8]!;
    return Math.max(a + e + i, a + f + h, b + d + i, b + f + g, c + d + h, c + e + g);
  }
  const columnBests: number[] = [];
  for (let c = 0; c < columns; c++) {
    let best = 0;
    for (let r = 0; r < rows; r++) if (pairs[r * columns + c]! > best) best = pairs[r * columns + c]!;
    columnBests.push(best);
  }
  columnBests.sort((x, y) => y - x);
  let columnBest = 0;
  for (let r = 0; r < rows; r++) columnBest += columnBests[r]!;
  return Math.min(rowBest, columnBest);
}
