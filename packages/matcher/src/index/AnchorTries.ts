// Prefix and suffix matches of a heard piece against a whole vocabulary at once: the vocabulary's letters and first
// pronunciations in tries (forwards for prefixes, reversed for suffixes), walked with the edit distance's column
// against every prefix of the piece, a subtree left out as soon as no word in it can reach the floor.
// Why: a cell word that starts a value must match a prefix of a heard piece for the value's words run together to
// reach the floor (`RunTogetherCheck.ts`); testing the vocabulary word by word cost a distance table per word.
// The distances are the ones `anchoredDistances.ts` computes (the same recurrences, column by column), so every
// test decides exactly as the word-by-word test would.
import { INDEL, SUBSTITUTION, WEIGHT_RATE } from '../phonetics/phonemeDistance.js';
import { PHONEME_TOTAL } from '../phonetics/phonemes.js';
import type { CellWordForms, Extra } from './RunTogetherCheck.js';
import { buildTrie, prefixWordsBelowMiss, symbolKey, walkLetters, type Trie, type TrieWord } from './wordTrie.js';

// Float slack: a test may only ever admit more (as in `RunTogetherCheck`).
const SLACK = 1e-7;

/** Bits of `AnchorTries.match`'s result: the word matches a prefix, a suffix of the piece. */
export const PREFIX_BIT = 1;
export const SUFFIX_BIT = 2;

/**
 * The tries' count masks hold two kinds of places: a word count's bit (`countBit`) where the word starts (ends) a
 * value of that count, and the bit shifted left by this where it sits in the middle of one. A heard word meets one
 * neighbouring pair of a longer value, at its own place (`splitMean`): its prefix walk asks for the first words or the
 * middle words of those values, not both.
 */
export const MIDDLE_SHIFT = 16;

/** The heard piece, as the tries walk it. */
export interface AnchoredPiece {
  readonly text: string;
  readonly reversedText: string;
  /** Non-empty pronunciations, forwards and reversed. */
  readonly pronunciations: readonly Uint8Array[];
  readonly reversedPronunciations: readonly Uint8Array[];
  /** Per pronunciation: indel cost of its first s phonemes, and of its last s phonemes, s = 0..length. */
  readonly prefixCosts: readonly Int32Array[];
  readonly suffixCosts: readonly Int32Array[];
}

/**
 * A heard piece as the tries walk it (made once per piece, kept with its run-together check).
 *
 * @example
 *   anchoredPiece('kate', 'etak', [codes], [reversed], [prefixCosts]).suffixCosts[0][1] // the last phoneme's cost
 */
export function anchoredPiece(text: string, reversedText: string, pronunciations: readonly Uint8Array[], reversedPronunciations: readonly Uint8Array[], prefixCosts: readonly Int32Array[]): AnchoredPiece {
  // The cost of the last s phonemes as the word-by-word test had it: the total less the cost of the first length - s.
  const suffixCosts = prefixCosts.map((costs) => {
    const length = costs.length - 1;
    return Int32Array.from({ length: length + 1 }, (_, s) => costs[length]! - costs[length - s]!);
  });
  return { text, reversedText, pronunciations, reversedPronunciations, prefixCosts, suffixCosts };
}

/**
 * A column's vocabulary in four tries: letters and first pronunciations, forwards and reversed.
 *
 * @example
 *   const tries = new AnchorTries(cellWordForms(values), startCounts, endCounts)
 *   tries.match(piece, 0.56, 0.54, NO_EXTRA, firsts, lasts, 'both')[slot] & PREFIX_BIT // the word matches a prefix of the piece
 */
export class AnchorTries {
  /** The vocabulary's letters forwards, each word weighing its length (a `LetterTrie` may share its nodes). */
  readonly letterPrefixes: Trie;
  private readonly letterSuffixes: Trie;
  private readonly soundPrefixes: Trie;
  private readonly soundSuffixes: Trie;
  private readonly bits: Uint8Array;
  /** The slots `match` set a bit for, each once (valid until the next call). */
  readonly marked: number[] = [];
  private columns = new Int32Array(0);
  /** Scratch, by depth: the indel cost of the path walked so far. */
  private pathWeights = new Int32Array(1);

  /**
   * `startCounts[slot]` / `endCounts[slot]`: word counts of the values the word may start / end a run of, as the first
   * (last) word, and shifted by `MIDDLE_SHIFT` as a middle word: a subtree holding none of the counts asked for is
   * left out.
   */
  constructor(forms: readonly CellWordForms[], startCounts: ArrayLike<number>, endCounts: ArrayLike<number>) {
    const letters = (reversed: boolean): TrieWord[] => forms.map((form, slot) => {
      const text = reversed ? form.reversedText : form.text;
      return { slot, key: text, weight: text.length, counts: (reversed ? endCounts : startCounts)[slot]! };
    });
    const sounds = (reversed: boolean): TrieWord[] => forms.flatMap((form, slot) => form.codes.length === 0
      ? []
      : [{ slot, key: symbolKey(reversed ? form.reversedCodes : form.codes), weight: form.cost, counts: (reversed ? endCounts : startCounts)[slot]! }]);
    // Letters and sound costs in hundredths: whole weights.
    this.letterPrefixes = buildTrie(letters(false), true);
    this.letterSuffixes = buildTrie(letters(true), true);
    this.soundPrefixes = buildTrie(sounds(false), true);
    this.soundSuffixes = buildTrie(sounds(true), true);
    this.bits = new Uint8Array(forms.length);
  }

  /**
   * Per slot (valid until the next call): PREFIX_BIT when the word matches a prefix of the piece at the raw floor,
   * SUFFIX_BIT a suffix, on letters or (unless `evidence` is 'letters') on sounds: the edit distance to that part
   * is at most (1 - floor) × the heavier of the two, plus `extra`. Words whose start counts hold none of `prefixCounts`
   * (end counts, `suffixCounts`) may be left without that bit.
   */
  match(piece: AnchoredPiece, letterFloor: number, soundFloor: number, extra: Extra, prefixCounts: number, suffixCounts: number, evidence: 'letters' | 'sounds' | 'both'): Uint8Array {
    const bits = this.bits;
    for (const slot of this.marked) bits[slot] = 0;
    this.marked.length = 0;
    const letterCredit = 1 - letterFloor;
    this.walkLetters(this.letterPrefixes, piece.text, letterCredit, extra.letters, prefixCounts, PREFIX_BIT);
    this.walkLetters(this.letterSuffixes, piece.reversedText, letterCredit, extra.letters, suffixCounts, SUFFIX_BIT);
    if (evidence === 'letters') return bits;
    const soundCredit = 1 - soundFloor;
    for (let p = 0; p < piece.pronunciations.length; p++) {
      this.walkSounds(this.soundPrefixes, piece.pronunciations[p]!, piece.prefixCosts[p]!, soundCredit, extra.sounds, prefixCounts, PREFIX_BIT);
      this.walkSounds(this.soundSuffixes, piece.reversedPronunciations[p]!, piece.suffixCosts[p]!, soundCredit, extra.sounds, suffixCounts, SUFFIX_BIT);
    }
    return bits;
  }

  /** Levenshtein distance of every trie word to every prefix of `heard`; sets `bit` for words within the floor. */
  private walkLetters(trie: Trie, heard: string, credit: number, extra: number, runsOf: number, bit: number): void {
    const n = heard.length;
    const width = n + 1;
    const columns = this.columnsFor(width * (trie.deepest + 1));
    const { endStart, endSlots } = trie;
    walkLetters(trie, heard, columns, credit, extra, runsOf, (node, depth) => {
      // The words ending here have `depth` letters: each against every prefix of the piece.
      const current = depth * width;
      for (let s = 1; s <= n; s++) {
        if (columns[current + s]! <= credit * Math.max(s, depth) + extra + SLACK) {
          for (let e = endStart[node]!; e < endStart[node + 1]!; e++) this.mark(endSlots[e]!, bit);
          return;
        }
      }
    });
  }

  /**
   * The scorer's weighted phoneme distance (heard side first) of every trie pronunciation to every prefix of
   * `heard` (`heardCosts[s]`: the indel cost of its first s phonemes); sets `bit` for words within the floor.
   */
  private walkSounds(trie: Trie, heard: Uint8Array, heardCosts: Int32Array, credit: number, extra: number, runsOf: number, bit: number): void {
    const n = heard.length;
    const width = n + 1;
    const columns = this.columnsFor(width * (trie.deepest + 1));
    for (let s = 0; s <= n; s++) columns[s] = s === 0 ? 0 : columns[s - 1]! + INDEL[heard[s - 1]!]!;
    const { symbols, depths, after, heaviest, lightest, counts, endStart, endSlots, endWeights } = trie;
    if (this.pathWeights.length < trie.deepest + 1) this.pathWeights = new Int32Array(trie.deepest + 1);
    const pathWeights = this.pathWeights;
    const bits = this.bits;
    const total = heardCosts[n]!;
    const nodes = symbols.length;
    let node = 0;
    while (node < nodes) {
      if ((counts[node]! & runsOf) === 0) { node = after[node]!; continue; }
      const depth = depths[node]!;
      const phoneme = symbols[node]!;
      const insert = INDEL[phoneme]!;
      const previous = (depth - 1) * width;
      const current = depth * width;
      let diagonal = columns[previous]!;
      let above = diagonal + insert;
      columns[current] = above;
      let lowest = above;
      for (let s = 1; s <= n; s++) {
        const heardPhoneme = heard[s - 1]!;
        const left = columns[previous + s]!;
        let best = diagonal + SUBSTITUTION[heardPhoneme * PHONEME_TOTAL + phoneme]!;
        const remove = above + INDEL[heardPhoneme]!;
        if (remove < best) best = remove;
        if (left + insert < best) best = left + insert;
        columns[current + s] = best;
        if (best < lowest) lowest = best;
        diagonal = left;
        above = best;
      }
      const heaviestBelow = heaviest[node]!;
      pathWeights[depth] = pathWeights[depth - 1]! + insert;
      if (lowest > credit * (total > heaviestBelow ? total : heaviestBelow) + extra + SLACK
        || prefixWordsBelowMiss(columns, current, n, pathWeights[depth]!, lightest[node]!, heaviestBelow, credit, extra, WEIGHT_RATE, heardCosts)) {
        node = after[node]!;
        continue;
      }
      for (let e = endStart[node]!; e < endStart[node + 1]!; e++) {
        const slot = endSlots[e]!;
        if ((bits[slot]! & bit) !== 0) continue;
        const cost = endWeights[e]!;
        for (let s = 1; s <= n; s++) {
          if (columns[current + s]! <= credit * Math.max(heardCosts[s]!, cost) + extra + SLACK) { this.mark(slot, bit); break; }
        }
      }
      node += 1;
    }
  }

  private mark(slot: number, bit: number): void {
    const bits = this.bits;
    if (bits[slot] === 0) this.marked.push(slot);
    bits[slot] = bits[slot]! | bit;
  }

  private columnsFor(size: number): Int32Array {
    if (this.columns.length < size) this.columns = new Int32Array(size);
    return this.columns;
  }
}
