// Whether a heard piece can reach the floor against a value's words run together (its `joined` word, or two
// neighbouring words), from per-word prefix and suffix distances: exact for two words, a lower bound for more
// (the middle words' cost is left out), so the check only ever lets a value through that might pass.
import type { PreparedWord } from '../scoring/preparedValue.js';
import type { WordEvidence } from '../scoring/wordSimilarity.js';
import { INDEL, SUBSTITUTION, WEIGHT_RATE } from '../phonetics/phonemeDistance.js';
import { PHONEME_TOTAL } from '../phonetics/phonemes.js';
import { anchoredPiece, PREFIX_BIT, SUFFIX_BIT, type AnchoredPiece, type AnchorTries } from './AnchorTries.js';
import { lettersInside, phonemesInside } from './infixSimilarity.js';
import { letterPrefixLeast, lowestSplitAcross, MOST_DISTANCE, phonemeCost, phonemePrefixLeast, reversedCodes, reversedText, type DistanceArray } from './anchoredDistances.js';
import { ArraySpares } from './ArraySpares.js';
import type { ColumnValues } from './ColumnValues.js';

// Float slack: a bound may only ever admit more.
const SLACK = 1e-7;
// The blocks of a slot's distances, computed as tests need them.
const LETTER_PREFIX = 1;
const LETTER_SUFFIX = 2;
const SOUND_PREFIX = 4;
const SOUND_SUFFIX = 8;
// Entries of a check's first distance pool; it doubles as needed.
const FIRST_POOL = 1024;

/** Edits a test allows beyond its floor: letters, and sounds in hundredths. */
export interface Extra {
  readonly letters: number;
  readonly sounds: number;
}

export const NO_EXTRA: Extra = { letters: 0, sounds: 0 };

/** Where checks take their arrays from and give them back to (`ArraySpares`): distance pools, and slot states. */
export interface CheckSpares {
  readonly pools: ArraySpares<Int16Array<ArrayBuffer>>;
  readonly states: ArraySpares<Int32Array<ArrayBuffer>>;
}

/**
 * Spares for checks, holding at most `mostBytes` of each kind of array.
 *
 * @example
 *   const spares = checkSpares(32 * 2 ** 20)
 */
export function checkSpares(mostBytes: number): CheckSpares {
  return {
    pools: new ArraySpares((length) => new Int16Array(length), mostBytes),
    states: new ArraySpares((length) => new Int32Array(length), mostBytes),
  };
}

/** The least and most letters, sound cost (hundredths) and phonemes of some runs of cell words, and whether one is silent. */
export interface RunSizes {
  minLetters: number;
  maxLetters: number;
  minSounds: number;
  maxSounds: number;
  maxPhonemes: number;
  /** Some run holds a word without sounds. */
  silent: boolean;
}

/**
 * The sizes of all the words run together of the values of each word count of two or more, by the count's bit
 * (`countBit`); undefined for a count no value has.
 *
 * @example
 *   const sizes = valueSizesByCount(values, cellWordForms(values))
 */
export function valueSizesByCount(values: ColumnValues, forms: readonly CellWordForms[]): (RunSizes | undefined)[] {
  const sizes: (RunSizes | undefined)[] = Array.from({ length: 16 }, () => undefined);
  const { wordCounts, wordStart, wordSlots } = values;
  for (let v = 0; v < values.valueCount; v++) {
    if (wordCounts[v]! < 2) continue;
    let letters = 0;
    let sounds = 0;
    let phonemes = 0;
    let silent = false;
    for (let k = wordStart[v]!, end = wordStart[v + 1]!; k < end; k++) {
      const form = forms[wordSlots[k]!]!;
      letters += form.text.length;
      sounds += form.cost;
      phonemes += form.codes.length;
      if (form.codes.length === 0) silent = true;
    }
    const bit = Math.min(wordCounts[v]!, 15);
    const known = sizes[bit];
    if (known === undefined) {
      sizes[bit] = { minLetters: letters, maxLetters: letters, minSounds: sounds, maxSounds: sounds, maxPhonemes: phonemes, silent };
      continue;
    }
    known.minLetters = Math.min(known.minLetters, letters);
    known.maxLetters = Math.max(known.maxLetters, letters);
    known.minSounds = Math.min(known.minSounds, sounds);
    known.maxSounds = Math.max(known.maxSounds, sounds);
    known.maxPhonemes = Math.max(known.maxPhonemes, phonemes);
    known.silent ||= silent;
  }
  return sizes;
}

/** A vocabulary word's forms the check needs, computed once per column. */
export interface CellWordForms {
  readonly text: string;
  readonly reversedText: string;
  /** First pronunciation (what words run together are pronounced with) and its reverse; empty when none. */
  readonly codes: Uint8Array;
  readonly reversedCodes: Uint8Array;
  /** Indel cost of `codes`, in hundredths. */
  readonly cost: number;
}

/**
 * The forms of every vocabulary word of a column.
 *
 * @example
 *   const forms = cellWordForms(values)
 */
export function cellWordForms(values: ColumnValues): CellWordForms[] {
  return values.vocabulary.map(({ word }) => ({
    text: word.text,
    reversedText: reversedText(word.text),
    codes: word.phonemes,
    reversedCodes: reversedCodes(word.phonemes),
    cost: phonemeCost(word.phonemes),
  }));
}


/**
 * The sizes of a column's vocabulary words as flat arrays, by slot: letters, sound cost (hundredths) and phonemes of
 * the first pronunciation. A check totals a run's sizes for every value it meets, and reading them here touches a few
 * kilobytes, where reading each word's text and pronunciation touched two objects a word.
 */
interface WordSizes {
  readonly letters: Int32Array;
  readonly cost: Int32Array;
  readonly phonemes: Int32Array;
}

const sizesByForms = new WeakMap<readonly CellWordForms[], WordSizes>();

/** The vocabulary's sizes for checks on `forms` (one set per column, kept while the forms are), made on first use. */
export function wordSizes(forms: readonly CellWordForms[]): WordSizes {
  let sizes = sizesByForms.get(forms);
  if (sizes === undefined) {
    sizes = {
      letters: Int32Array.from(forms, (form) => form.text.length),
      cost: Int32Array.from(forms, (form) => form.cost),
      phonemes: Int32Array.from(forms, (form) => form.codes.length),
    };
    sizesByForms.set(forms, sizes);
  }
  return sizes;
}

/**
 * One heard piece against cell words run together, kept across calls and thresholds: its distances do not depend on
 * the floor, which each test is given (on raw similarity: letters, sounds).
 *
 * @example
 *   const check = new RunTogetherCheck(heard.joined, forms, 'both')
 *   check.joinedReaches(values, valueId, 0.56, 0.54) // false: this value's words run together cannot reach the floor
 */
export class RunTogetherCheck {
  /**
   * Per vocabulary slot, once computed: prefix and suffix distances, letters then each pronunciation, one block of
   * `blockSize` each in a shared pool, so a slot costs no allocation. Distances past `MOST_DISTANCE` read as it.
   */
  private pool: Int16Array<ArrayBuffer>;
  private used = 0;
  /**
   * Per vocabulary slot: -1 before its first block, then where its distances start in the pool times 16, plus
   * which blocks are computed (LETTER_PREFIX | ... bits).
   */
  private readonly slotState: Int32Array<ArrayBuffer>;
  /** Set once the pool and slot states are given back to `spares`. */
  private released = false;
  /**
   * Where, in a slot's distances, the least entry of each computed block is kept: letters' prefix and suffix, then
   * each pronunciation's prefix and suffix. Their sum for a run's first and last words bounds its lowest split from
   * below, so most values met through postings are turned down by two reads.
   */
  private readonly lowestAt: number;
  /** Where each block starts in a slot's distances; block k holds lengths[k] + 1 values. */
  private readonly letterPrefix = 0;
  private readonly letterSuffix: number;
  private readonly soundPrefix: number[] = [];
  private readonly soundSuffix: number[] = [];
  private readonly blockSize: number;
  private readonly reversedHeard: string;
  private readonly pronunciations: Uint8Array[];
  private readonly reversedPronunciations: Uint8Array[];
  private readonly pronunciationCosts: number[];
  /** Indel cost of each heard pronunciation's first s phonemes, s = 0..length. */
  private readonly prefixCosts: Int32Array[];
  /** How many times each ASCII letter occurs in the piece (other characters are not counted), and a scratch copy. */
  private readonly letterCounts = new Uint16Array(128);
  private readonly letterScratch = new Uint16Array(128);
  /**
   * Per heard pronunciation, per phoneme: the least it can cost in an alignment with any run of the piece (matched
   * with one of the piece's phonemes, or inserted).
   */
  private readonly cheapest: Int32Array[];
  /** Values some of whose words run together are an alias of the piece (kept here by `WordCandidates`). */
  aliasValues: Set<number> | undefined;
  /** The piece as the prefix and suffix tries walk it, made on first use. */
  private anchored: AnchoredPiece | undefined;
  /** `rawSimilarityBound`'s result. */
  private bound = 0.5;
  /** `runTotals`' results. */
  private runLetters = 0;
  private runSounds = 0;
  private runPhonemes = 0;
  /**
   * Per heard pronunciation: the indel costs of its k lightest phonemes added up, k = 0..length. A run of q phonemes
   * leaves at least length - q of the piece's phonemes to delete, which costs at least lightest[length - q].
   */
  private readonly lightest: Int32Array[];
  /** The vocabulary's sizes (`wordSizes`). */
  private readonly sizes: WordSizes;
  /** Where, in a slot's distances, its `soundsSurelyShort` least costs lie: one per heard pronunciation. */
  private readonly cheapestAt: number;

  constructor(
    private readonly piece: PreparedWord,
    private readonly forms: readonly CellWordForms[],
    private readonly evidence: WordEvidence,
    /** Bytes held by checks sharing this tally (their distance tables), for whoever keeps them to bound. */
    private readonly held: { bytes: number } = { bytes: 0 },
    /** Where the pool and slot states come from and go back to (`release`); none: allocated, left to the collector. */
    private readonly spares?: CheckSpares,
  ) {
    this.reversedHeard = reversedText(piece.text);
    this.pronunciations = piece.pronunciations.filter((codes) => codes.length > 0);
    this.reversedPronunciations = this.pronunciations.map(reversedCodes);
    this.pronunciationCosts = this.pronunciations.map(phonemeCost);
    this.pool = spares?.pools.take(FIRST_POOL) ?? new Int16Array(FIRST_POOL);
    this.slotState = (spares?.states.take(forms.length) ?? new Int32Array(forms.length)).fill(-1);
    held.bytes += this.slotState.byteLength + this.pool.byteLength;
    const letters = piece.text.length + 1;
    this.letterSuffix = letters;
    let at = 2 * letters;
    for (const codes of this.pronunciations) {
      this.soundPrefix.push(at);
      this.soundSuffix.push(at + codes.length + 1);
      at += 2 * (codes.length + 1);
    }
    this.lowestAt = at;
    this.cheapestAt = at + 2 + 2 * this.pronunciations.length;
    this.blockSize = this.cheapestAt + this.pronunciations.length;
    this.sizes = wordSizes(forms);
    for (let i = 0; i < piece.text.length; i++) {
      const code = piece.text.charCodeAt(i);
      if (code < 128) this.letterCounts[code] = this.letterCounts[code]! + 1;
    }
    this.cheapest = this.pronunciations.map((codes) => {
      const cheapest = Int32Array.from(INDEL);
      for (const heard of codes) {
        for (let x = 0; x < PHONEME_TOTAL; x++) {
          const substitute = SUBSTITUTION[heard * PHONEME_TOTAL + x]!;
          if (substitute < cheapest[x]!) cheapest[x] = substitute;
        }
      }
      return cheapest;
    });
    this.lightest = this.pronunciations.map((codes) => {
      const costs = Array.from(codes, (code) => INDEL[code]!).sort((a, b) => a - b);
      const sums = new Int32Array(costs.length + 1);
      costs.forEach((cost, k) => { sums[k + 1] = sums[k]! + cost; });
      return sums;
    });
    this.prefixCosts = this.pronunciations.map((codes) => {
      const costs = new Int32Array(codes.length + 1);
      for (let i = 0; i < codes.length; i++) costs[i + 1] = costs[i]! + phonemeCost(codes.subarray(i, i + 1));
      return costs;
    });
  }

  /**
   * Per vocabulary slot (valid until the next call): PREFIX_BIT when the cell word matches a prefix of the heard
   * piece at the raw floor, SUFFIX_BIT a suffix, on letters or on sounds: the first (last) word of a run that
   * reaches the floor must, unless another word does. `extra` allows that many more edits (letters, and sounds in
   * hundredths). Words whose start (end) counts in the tries hold none of `prefixCounts` (`suffixCounts`) may be
   * left without that bit (`AnchorTries.match`).
   */
  anchoredMatches(tries: AnchorTries, letterFloor: number, soundFloor: number, extra: Extra, prefixCounts: number, suffixCounts: number): Uint8Array {
    this.anchored ??= anchoredPiece(this.piece.text, this.reversedHeard, this.pronunciations, this.reversedPronunciations, this.prefixCosts);
    // Letters count even in phonetic mode: a run with the very text of the piece is the same word to the scorer.
    return tries.match(this.anchored, letterFloor, soundFloor, extra, prefixCounts, suffixCounts, this.evidence);
  }

  /**
   * Whether the cell word matches some run of the piece at the raw floor, on letters or on sounds (a middle word
   * of a value whose words all run together); the counting bounds turn most words down before the edit distance.
   * `extra` as in `anchoredMatches`.
   */
  insideMatch(slot: number, letterFloor: number, soundFloor: number, extra: Extra = NO_EXTRA): boolean {
    const form = this.forms[slot]!;
    // Letters decide in fuzzy mode, in hybrid mode (letters alone may win), and whenever a side has no sounds.
    // (Letters count in phonetic mode too: a run with the very text of the piece is the same word to the scorer.)
    if (this.lettersMayMatch(slot, letterFloor, extra.letters) && lettersInside(this.piece.text, form.text, letterFloor, extra.letters)) return true;
    if (this.evidence === 'letters' || this.piece.phonemes.length === 0 || form.codes.length === 0) return false;
    // Words run together are pronounced with each word's first pronunciation.
    for (let p = 0; p < this.pronunciations.length; p++) {
      if (this.soundsMayMatch(slot, p, soundFloor, extra.sounds) && phonemesInside(this.pronunciations[p]!, form.codes, soundFloor, extra.sounds)) return true;
    }
    return false;
  }

  /**
   * False when the cell word matches no run of the piece (a prefix, a suffix, any infix) at the letter floor: more of
   * its letters are missing from the piece than the floor allows edits (and `extra` more), and each missing letter
   * costs one edit.
   */
  lettersMayMatch(slot: number, letterFloor: number, extra = 0): boolean {
    const text = this.forms[slot]!.text;
    const counts = this.letterScratch;
    counts.set(this.letterCounts);
    let missing = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      // A character outside ASCII is not counted, so it is never called missing: the bound only ever admits more.
      if (code >= 128) continue;
      if (counts[code]! > 0) counts[code] = counts[code]! - 1;
      else missing += 1;
    }
    return missing <= (1 - letterFloor) * Math.max(this.piece.text.length, text.length) + extra + SLACK;
  }

  /**
   * False when the cell word's first pronunciation matches no run of the piece's pronunciation `p` at the sound floor:
   * each of its phonemes costs at least its cheapest substitution by a phoneme of the piece, or its insertion
   * (`extra`: hundredths more allowed).
   */
  soundsMayMatch(slot: number, p: number, soundFloor: number, extra = 0): boolean {
    const form = this.forms[slot]!;
    const cheapest = this.cheapest[p]!;
    let least = 0;
    for (let j = 0; j < form.codes.length; j++) least += cheapest[form.codes[j]!]!;
    return least <= (1 - soundFloor) * Math.max(this.pronunciationCosts[p]!, form.cost) + extra + SLACK;
  }

  /** Whether all of the value's words run together could reach the floor against the piece. */
  joinedReaches(values: ColumnValues, v: number, letterFloor: number, soundFloor: number): boolean {
    const start = values.wordStart[v]!;
    return this.runReaches(values.wordSlots, start, values.wordStart[v + 1]!, letterFloor, soundFloor);
  }

  /**
   * Whether the value's words `pair` and `pair + 1` run together could reach the floor against the piece (a heard
   * word meets that pair of a value of one word more when it is heard word `pair`: `splitMean`).
   * `ends`, by slot: bit 1 when the word may match a prefix of the piece at the floor, bit 2 a suffix; a pair whose
   * first word matches no prefix and whose second matches no suffix cannot reach it (a two-word run splits the piece
   * into a prefix and a suffix, and one of the two must reach the floor: see `WordCandidates.ts`), so its distances
   * are not computed.
   */
  pairReaches(values: ColumnValues, v: number, pair: number, letterFloor: number, soundFloor: number, ends?: Uint8Array): boolean {
    const slots = values.wordSlots;
    const i = values.wordStart[v]! + pair;
    if (i + 1 >= values.wordStart[v + 1]!) return false;
    if (ends !== undefined && (ends[slots[i]!]! & PREFIX_BIT) === 0 && (ends[slots[i + 1]!]! & SUFFIX_BIT) === 0) return false;
    return this.runReaches(slots, i, i + 2, letterFloor, soundFloor);
  }

  /**
   * An upper bound on the raw similarity (letters, sounds, or hybrid's blend, before the word evidence curve)
   * of the piece to the run of cell words: exact for two words, higher for more; 1 when it cannot tell. `across`:
   * for three words or more, count what the middle words must cost to match the part between (`lowestSplitAcross`,
   * a few times the work): tighter, for a run the plain bound lets through. `below`: when the bound from the sizes
   * alone is under it, that bound is returned, no distance computed (it is never under the full bound, only looser).
   */
  rawSimilarityBound(slots: Int32Array, start: number, end: number, soundShare: number, across = false, below = 0): number {
    // (Computed into a field and read back here, a small function its callers take in: a number returned by the
    // large one was a new heap number each time, a seventh of what a million-row call allocated.)
    this.boundOf(slots, start, end, soundShare, across, below);
    return this.bound;
  }

  private boundOf(slots: Int32Array, start: number, end: number, soundShare: number, across: boolean, below: number): void {
    const useSounds = this.runTotals(slots, start, end);
    const letters = this.runLetters;
    const sounds = this.runSounds;
    // First from the sizes alone, which a long piece (a whole utterance) against a short run often settles.
    if (below > 0) {
      const sized = this.sizeBound(useSounds, soundShare);
      if (sized < below) { this.bound = sized; return; }
    }
    const first = this.blocks(slots[start]!, LETTER_PREFIX);
    const last = this.blocks(slots[end - 1]!, LETTER_SUFFIX);
    const gap = end - start > 2;
    // (Every letter more on one side costs an edit: a piece far longer than the run is turned down by that alone.)
    const letterDistance = Math.max(Math.abs(this.piece.text.length - letters), gap && across
      ? lowestSplitAcross(this.pool, first + this.letterPrefix, last + this.letterSuffix, this.piece.text.length + 1, this.middleLetters(slots, start, end), null, 1)
      : lowestSplit(this.pool, first + this.letterPrefix, last + this.letterSuffix, this.piece.text.length + 1, gap));
    const letterBound = 1 - letterDistance / Math.max(this.piece.text.length, letters) + SLACK;
    // The same text is the same word to the scorer, whatever the sounds.
    if (!useSounds || letterDistance === 0) { this.bound = letterBound; return; }
    this.blocks(slots[start]!, SOUND_PREFIX);
    this.blocks(slots[end - 1]!, SOUND_SUFFIX);
    let soundBound = 0;
    for (let p = 0; p < this.pronunciations.length; p++) {
      const distance = Math.max(this.soundSizeDistance(p, sounds), gap && across
        ? lowestSplitAcross(this.pool, first + this.soundPrefix[p]!, last + this.soundSuffix[p]!, this.pronunciations[p]!.length + 1, this.middleSounds(slots, start, end), this.prefixCosts[p]!, WEIGHT_RATE)
        : lowestSplit(this.pool, first + this.soundPrefix[p]!, last + this.soundSuffix[p]!, this.pronunciations[p]!.length + 1, gap));
      soundBound = Math.max(soundBound, 1 - distance / Math.max(this.pronunciationCosts[p]!, sounds) + SLACK);
    }
    if (this.evidence === 'sounds') { this.bound = soundBound; return; }
    const blended = soundShare * soundBound + (1 - soundShare) * letterBound;
    this.bound = blended > letterBound ? blended : letterBound;
  }

  /**
   * Adds up a run's letters, sound cost and phonemes into `runLetters`, `runSounds` and `runPhonemes` (fields, not an
   * object: this runs once per value a piece meets); true when sounds take part (no word of the run is without them).
   */
  private runTotals(slots: Int32Array, start: number, end: number): boolean {
    let letters = 0;
    let sounds = 0;
    let silent = 0;
    let phonemes = 0;
    const sizes = this.sizes;
    for (let k = start; k < end; k++) {
      const slot = slots[k]!;
      const count = sizes.phonemes[slot]!;
      letters += sizes.letters[slot]!;
      sounds += sizes.cost[slot]!;
      phonemes += count;
      if (count === 0) silent += 1;
    }
    this.runLetters = letters;
    this.runSounds = sounds;
    this.runPhonemes = phonemes;
    // Words run together with a word of no sounds have none ("lee86": `compoundSounds`): such a run compares by letters.
    return this.evidence !== 'letters' && this.pronunciations.length > 0 && silent === 0;
  }

  /**
   * What pronunciation p of the piece is at least from the run (just totalled) by sizes alone: every unit of weight
   * more on one side costs WEIGHT_RATE of it, and the piece's phonemes beyond the run's count are deleted.
   */
  private soundSizeDistance(p: number, sounds: number): number {
    const weight = WEIGHT_RATE * Math.abs(this.pronunciationCosts[p]! - sounds);
    const lightest = this.lightest[p]!;
    const over = lightest.length - 1 - this.runPhonemes;
    return over > 0 && lightest[over]! > weight ? lightest[over]! : weight;
  }

  /** `rawSimilarityBound` from the sizes of the piece and of the run just totalled, no distances computed. */
  private sizeBound(useSounds: boolean, soundShare: number): number {
    const length = this.piece.text.length;
    const letters = this.runLetters;
    // A run as long as the piece may be its very text, the same word to the scorer whatever the sounds.
    if (letters === length) return 1;
    const letterBound = 1 - Math.abs(length - letters) / Math.max(length, letters, 1) + SLACK;
    if (!useSounds) return letterBound;
    let soundBound = 0;
    for (let p = 0; p < this.pronunciations.length; p++) {
      const bound = 1 - this.soundSizeDistance(p, this.runSounds) / Math.max(this.pronunciationCosts[p]!, this.runSounds) + SLACK;
      if (bound > soundBound) soundBound = bound;
    }
    if (this.evidence === 'sounds') return soundBound;
    const blended = soundShare * soundBound + (1 - soundShare) * letterBound;
    return blended > letterBound ? blended : letterBound;
  }

  private runReaches(slots: Int32Array, start: number, end: number, letterFloor: number, soundFloor: number): boolean {
    const first = slots[start]!;
    const last = slots[end - 1]!;
    const useSounds = this.runTotals(slots, start, end);
    const letters = this.runLetters;
    const sounds = this.runSounds;
    if (letters !== this.piece.text.length && this.sizesMiss(letters, sounds, useSounds, letterFloor, soundFloor)) return false;
    const first$ = this.blocks(first, LETTER_PREFIX);
    const last$ = this.blocks(last, LETTER_SUFFIX);
    const gap = end - start > 2;
    if (this.surelyShort(first, last, first$, last$, letters, sounds, useSounds, gap, letterFloor, soundFloor)) return false;
    const letterDistance = lowestSplit(this.pool, first$ + this.letterPrefix, last$ + this.letterSuffix, this.piece.text.length + 1, gap);
    // The same text is the same word to the scorer, whatever the sounds.
    if (letterDistance === 0 && letters === this.piece.text.length) return true;
    if (this.evidence !== 'sounds' || !useSounds) {
      const allowed = (1 - letterFloor) * Math.max(this.piece.text.length, letters) + SLACK;
      // Middle words must match the part between: a long piece no longer meets every run of three words.
      if (letterDistance <= allowed && (!gap || lowestSplitAcross(this.pool, first$ + this.letterPrefix, last$ + this.letterSuffix, this.piece.text.length + 1, this.middleLetters(slots, start, end), null, 1) <= allowed)) return true;
    }
    if (!useSounds) return false;
    this.blocks(first, SOUND_PREFIX);
    this.blocks(last, SOUND_SUFFIX);
    for (let p = 0; p < this.pronunciations.length; p++) {
      const allowed = (1 - soundFloor) * Math.max(this.pronunciationCosts[p]!, sounds) + SLACK;
      const length = this.pronunciations[p]!.length + 1;
      const distance = lowestSplit(this.pool, first$ + this.soundPrefix[p]!, last$ + this.soundSuffix[p]!, length, gap);
      if (distance <= allowed && (!gap || lowestSplitAcross(this.pool, first$ + this.soundPrefix[p]!, last$ + this.soundSuffix[p]!, length, this.middleSounds(slots, start, end), this.prefixCosts[p]!, WEIGHT_RATE) <= allowed)) return true;
    }
    return false;
  }

  /**
   * True when the run's size alone keeps it under the floors: every letter more on one side costs an edit, and every
   * unit of sound weight more costs WEIGHT_RATE of it (the piece's phonemes past the run's count are deleted, at
   * least the lightest: `soundSizeDistance`), so a piece far longer or shorter than the run cannot reach it.
   * (A run as long as the piece may be its very text, which passes whatever the sounds: the caller leaves it to the
   * distances.)
   */
  private sizesMiss(letters: number, sounds: number, useSounds: boolean, letterFloor: number, soundFloor: number): boolean {
    const length = this.piece.text.length;
    if ((this.evidence !== 'sounds' || !useSounds) && Math.abs(length - letters) <= (1 - letterFloor) * Math.max(length, letters) + SLACK) return false;
    if (!useSounds) return true;
    for (let p = 0; p < this.pronunciations.length; p++) {
      const cost = this.pronunciationCosts[p]!;
      if (this.soundSizeDistance(p, sounds) <= (1 - soundFloor) * Math.max(cost, sounds) + SLACK) return false;
    }
    return true;
  }

  /**
   * True when no run of the given sizes can reach the floors against the piece (`sizesMiss` for every run whose
   * letters, sound cost and phoneme count lie in `sizes`), so the piece need not look for words that could start, end
   * or sit inside one: a whole sentence run together against the names of a column. A run as long as the piece may
   * be its very text: it is never turned down here. A run with a word of no sounds compares by letters alone, so
   * letters decide for it even in phonetic mode.
   */
  sizesMissAll(sizes: RunSizes, letterFloor: number, soundFloor: number): boolean {
    const length = this.piece.text.length;
    if (length >= sizes.minLetters && length <= sizes.maxLetters) return false;
    const useSounds = this.evidence !== 'letters' && this.pronunciations.length > 0;
    if (this.evidence !== 'sounds' || !useSounds || sizes.silent) {
      // |length - letters| - (1 - floor) max(length, letters) is least at the nearer end of the range.
      const letters = length > sizes.maxLetters ? sizes.maxLetters : sizes.minLetters;
      if (Math.abs(length - letters) <= (1 - letterFloor) * Math.max(length, letters) + SLACK) return false;
    }
    if (!useSounds) return true;
    for (let p = 0; p < this.pronunciations.length; p++) {
      const cost = this.pronunciationCosts[p]!;
      const lightest = this.lightest[p]!;
      const over = lightest.length - 1 - sizes.maxPhonemes;
      const deleted = over > 0 ? lightest[over]! : 0;
      // `soundSizeDistance` is at least max(WEIGHT_RATE |cost - sounds|, deleted) for every run of the sizes, and
      // `sizesMiss` allows (1 - floor) max(cost, sounds): both piecewise linear in the run's sounds, so their
      // difference is least at an end of the range or where a piece changes.
      const within = (sounds: number): number => Math.min(sizes.maxSounds, Math.max(sizes.minSounds, sounds));
      for (const sounds of [sizes.minSounds, sizes.maxSounds, within(cost), within(cost + deleted / WEIGHT_RATE), within(cost - deleted / WEIGHT_RATE)]) {
        if (Math.max(WEIGHT_RATE * Math.abs(cost - sounds), deleted) <= (1 - soundFloor) * Math.max(cost, sounds) + SLACK) return false;
      }
    }
    return true;
  }

  /** Letters of a run's middle words (all but its first and last). */
  private middleLetters(slots: Int32Array, start: number, end: number): number {
    let letters = 0;
    for (let k = start + 1; k < end - 1; k++) letters += this.sizes.letters[slots[k]!]!;
    return letters;
  }

  /** Indel cost (hundredths) of a run's middle words' first pronunciations: what they are pronounced with, run together. */
  private middleSounds(slots: Int32Array, start: number, end: number): number {
    let cost = 0;
    for (let k = start + 1; k < end - 1; k++) cost += this.sizes.cost[slots[k]!]!;
    return cost;
  }

  /**
   * True when the run certainly misses the floors: its lowest split on letters (and on each pronunciation, when
   * sounds take part) is at least the first word's least prefix distance plus the last word's least suffix
   * distance, and those sums already exceed what the floors allow. Before the sound blocks, bounds from counting
   * (`soundsSurelyShort`, then `oneBlockShort` with one of them). Computes the sound blocks it needs.
   */
  private surelyShort(first: number, last: number, first$: number, last$: number, letters: number, sounds: number, useSounds: boolean, gap: boolean, letterFloor: number, soundFloor: number): boolean {
    const firstLowest = first$ + this.lowestAt;
    const lastLowest = last$ + this.lowestAt;
    const letterBound = this.pool[firstLowest]! + this.pool[lastLowest + 1]!;
    // A bound of 0 may be the same text, which passes whatever the floors.
    if (letterBound === 0) return false;
    if ((this.evidence !== 'sounds' || !useSounds) && letterBound <= (1 - letterFloor) * Math.max(this.piece.text.length, letters) + SLACK) return false;
    if (!useSounds) return true;
    // Before a sound block is computed for either word (an edit distance per heard pronunciation), a bound from
    // counting: each phoneme of the two words costs at least its cheapest alignment with the piece (`cheapest`).
    const firstKnown = this.computed(first, SOUND_PREFIX);
    const lastKnown = this.computed(last, SOUND_SUFFIX);
    if (!firstKnown || !lastKnown) {
      if (this.soundsSurelyShort(first$, last$, sounds, gap, soundFloor)) return true;
      // Then one word's block with the other's count: the first word's, which starts many values (a first name). At
      // 10,000 rows a quarter fewer sound blocks were computed (243,000 to 184,000 over 1,000 new name queries).
      if (!firstKnown && !lastKnown) this.blocks(first, SOUND_PREFIX);
      if (this.oneBlockShort(firstKnown || !lastKnown, first$, last$, sounds, soundFloor)) return true;
    }
    this.blocks(first, SOUND_PREFIX);
    this.blocks(last, SOUND_SUFFIX);
    const pool = this.pool;
    for (let p = 0; p < this.pronunciations.length; p++) {
      const soundBound = pool[firstLowest + 2 + 2 * p]! + pool[lastLowest + 3 + 2 * p]!;
      if (soundBound <= (1 - soundFloor) * Math.max(this.pronunciationCosts[p]!, sounds) + SLACK) return false;
    }
    return true;
  }

  /**
   * True when the run certainly misses the sound floor by one word's least block entry and the other word's count
   * (`cheapestOf`): the first word's sound block computed (`firstKnown`), else the last word's.
   */
  private oneBlockShort(firstKnown: boolean, first$: number, last$: number, sounds: number, soundFloor: number): boolean {
    const pool = this.pool;
    for (let p = 0; p < this.pronunciations.length; p++) {
      const least = firstKnown
        ? pool[first$ + this.lowestAt + 2 + 2 * p]! + this.cheapestOf(last$, p)
        : this.cheapestOf(first$, p) + pool[last$ + this.lowestAt + 3 + 2 * p]!;
      if (least <= (1 - soundFloor) * Math.max(this.pronunciationCosts[p]!, sounds) + SLACK) return false;
    }
    return true;
  }

  /** Whether the slot's `block` (LETTER_PREFIX, ..., SOUND_SUFFIX) has been computed. */
  private computed(slot: number, block: number): boolean {
    const state = this.slotState[slot]!;
    return state >= 0 && (state & block) !== 0;
  }

  /**
   * True when the run with these first and last words certainly misses the sound floor, by counting alone: each
   * phoneme of either word costs at least its cheapest substitution by a phoneme of the piece, or its insertion
   * (`soundsMayMatch`'s bound, for a word against any part of the piece, so against the prefix and the suffix a split
   * gives them), and the two parts' distances add up. Where the distances' least entries (`surelyShort`) would need
   * an edit distance per word and pronunciation, this needs a table read per phoneme: at 10,000 rows it settled three
   * of four runs that came this far.
   */
  private soundsSurelyShort(first$: number, last$: number, sounds: number, gap: boolean, soundFloor: number): boolean {
    for (let p = 0; p < this.pronunciations.length; p++) {
      let least = this.cheapestOf(first$, p) + this.cheapestOf(last$, p);
      // Two words run together are the whole run: the piece's phonemes beyond theirs are deleted, at least the
      // lightest. (With middle words between, the part they take is left out of the split, so nothing is added.)
      const over = this.pronunciations[p]!.length - this.runPhonemes;
      if (!gap && over > 0) least += this.lightest[p]![over]!;
      if (least <= (1 - soundFloor) * Math.max(this.pronunciationCosts[p]!, sounds) + SLACK) return false;
    }
    return true;
  }

  /**
   * The least the slot's word (its first pronunciation) can cost against any part of the piece's pronunciation p:
   * each phoneme's cheapest alignment added up when the slot is placed (`addUpCheapest`; capped, as distances are: a
   * lower bound stays one). `at`: where the slot's distances start.
   */
  private cheapestOf(at: number, p: number): number {
    return this.pool[at + this.cheapestAt + p]!;
  }

  /** Adds up `cheapestOf` for each heard pronunciation into the slot's place (`at`), when the slot is placed. */
  private addUpCheapest(slot: number, at: number): void {
    const codes = this.forms[slot]!.codes;
    for (let p = 0; p < this.pronunciations.length; p++) {
      const cheapest = this.cheapest[p]!;
      let least = 0;
      for (let j = 0; j < codes.length; j++) least += cheapest[codes[j]!]!;
      this.pool[at + this.cheapestAt + p] = least < MOST_DISTANCE ? least : MOST_DISTANCE;
    }
  }

  /**
   * The slot's distances with at least the `wanted` blocks filled (LETTER_PREFIX, LETTER_SUFFIX, SOUND_PREFIX,
   * SOUND_SUFFIX): each block is computed once, the first time a test needs it.
   */
  private blocks(slot: number, wanted: number): number {
    // Most calls find the blocks computed: this much is small enough for V8 to inline into the tests.
    const state = this.slotState[slot]!;
    return state >= 0 && (wanted & ~state) === 0 ? state >> 4 : this.computeBlocks(slot, wanted);
  }

  /** `blocks` for a slot with some of the wanted blocks still to compute, or none yet. */
  private computeBlocks(slot: number, wanted: number): number {
    let state = this.slotState[slot]!;
    if (state < 0) {
      state = this.used * 16;
      this.used += this.blockSize;
      if (this.used > this.pool.length) this.grow();
      // The word's least sound costs (`soundsSurelyShort`): most runs placed are bounded by them.
      this.addUpCheapest(slot, state >> 4);
    }
    const at = state >> 4;
    const missing = wanted & ~state;
    if (missing === 0) return at;
    const out = this.pool;
    const form = this.forms[slot]!;
    const heardLength = this.piece.text.length;
    // Each new block's least entry is kept beside it, for the quick bound in `runReaches`.
    const base = at + this.lowestAt;
    if ((missing & LETTER_PREFIX) !== 0) out[base] = letterPrefixLeast(this.piece.text, form.text, out, at + this.letterPrefix, 1);
    // Suffix blocks are written back to front: entry s is the distance of the part from s on.
    if ((missing & LETTER_SUFFIX) !== 0) out[base + 1] = letterPrefixLeast(this.reversedHeard, form.reversedText, out, at + this.letterSuffix + heardLength, -1);
    if ((missing & (SOUND_PREFIX | SOUND_SUFFIX)) !== 0 && form.codes.length > 0 && this.evidence !== 'letters') {
      for (let p = 0; p < this.pronunciations.length; p++) {
        const codes = this.pronunciations[p]!;
        if ((missing & SOUND_PREFIX) !== 0) out[base + 2 + 2 * p] = phonemePrefixLeast(codes, form.codes, out, at + this.soundPrefix[p]!, 1);
        if ((missing & SOUND_SUFFIX) !== 0) out[base + 3 + 2 * p] = phonemePrefixLeast(this.reversedPronunciations[p]!, form.reversedCodes, out, at + this.soundSuffix[p]! + codes.length, -1);
      }
    }
    this.slotState[slot] = state | missing;
    return at;
  }

  /** A pool of the next power of two that holds `used` entries, the old one given back. */
  private grow(): void {
    let length = this.pool.length * 2;
    while (length < this.used) length *= 2;
    const grown = this.spares?.pools.take(length) ?? new Int16Array(length);
    if (!this.released) this.held.bytes += grown.byteLength - this.pool.byteLength;
    grown.set(this.pool);
    if (!this.released) this.spares?.pools.giveBack(this.pool);
    this.pool = grown;
  }

  /**
   * The memo keeping this check has dropped it: its tables no longer count in `held`, and its arrays go back to
   * `spares`. The call under way may still use it (they are handed out again only after that call), and a pool it
   * grows after this is left to the collector, uncounted.
   */
  release(): void {
    if (this.released) return;
    this.released = true;
    this.held.bytes -= this.slotState.byteLength + this.pool.byteLength;
    if (this.spares === undefined) return;
    this.spares.pools.giveBack(this.pool);
    this.spares.states.giveBack(this.slotState);
  }
}

/**
 * min over s of prefix[s] + suffix[s] (suffix[s] = distance of the part from s on); with a gap for middle words,
 * min over s <= t of prefix[s] + suffix[t], which leaves the middle words' cost out.
 */
function lowestSplit(pool: DistanceArray, prefixAt: number, suffixAt: number, length: number, gap: boolean): number {
  const prefix = pool;
  const suffix = pool;
  let best = Number.POSITIVE_INFINITY;
  let lowestPrefix = Number.POSITIVE_INFINITY;
  for (let s = 0; s < length; s++) {
    const here = prefix[prefixAt + s]!;
    lowestPrefix = gap ? (here < lowestPrefix ? here : lowestPrefix) : here;
    const total = lowestPrefix + suffix[suffixAt + s]!;
    if (total < best) best = total;
  }
  return best;
}
