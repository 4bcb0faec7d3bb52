// Whether a heard piece can reach the floor against a value's words run together (its `joined` word, or two
// neighbouring words), from per-word prefix and suffix distances: exact for two words, a lower bound for more
// (the middle words' cost is left out), so the check only ever lets a value through that might pass.
import type { PreparedWord } from '../scoring/preparedValue.js';
import type { WordEvidence } from '../scoring/wordSimilarity.js';
import { letterPrefixDistances, phonemeCost, phonemePrefixDistances, reversedCodes, reversedText } from './anchoredDistances.js';
import type { ColumnValues } from './ColumnValues.js';

// Float slack: a bound may only ever admit more.
const SLACK = 1e-7;

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

interface SlotDistances {
  letterPrefix: Float64Array;
  letterSuffix: Float64Array;
  /** One per heard pronunciation. */
  soundPrefix: Float64Array[];
  soundSuffix: Float64Array[];
}

/**
 * One heard piece against cell words run together, for one call. Floors are on raw similarity (letters, sounds).
 *
 * @example
 *   const check = new RunTogetherCheck(heard.joined, forms, 'both', 0.56, 0.54)
 *   check.joinedReaches(values, valueId) // false: this value's words run together cannot reach the floor
 */
export class RunTogetherCheck {
  private readonly slots = new Map<number, SlotDistances>();
  private readonly reversedHeard: string;
  private readonly pronunciations: Uint8Array[];
  private readonly reversedPronunciations: Uint8Array[];
  private readonly pronunciationCosts: number[];
  /** Indel cost of each heard pronunciation's first s phonemes, s = 0..length. */
  private readonly prefixCosts: Float64Array[];

  constructor(
    private readonly piece: PreparedWord,
    private readonly forms: readonly CellWordForms[],
    private readonly evidence: WordEvidence,
    private readonly letterFloor: number,
    private readonly soundFloor: number,
  ) {
    this.reversedHeard = reversedText(piece.text);
    this.pronunciations = piece.pronunciations.filter((codes) => codes.length > 0);
    this.reversedPronunciations = this.pronunciations.map(reversedCodes);
    this.pronunciationCosts = this.pronunciations.map(phonemeCost);
    this.prefixCosts = this.pronunciations.map((codes) => {
      const costs = new Float64Array(codes.length + 1);
      for (let i = 0; i < codes.length; i++) costs[i + 1] = costs[i]! + phonemeCost(codes.subarray(i, i + 1));
      return costs;
    });
  }

  /**
   * Whether the cell word matches a prefix (bit 1) or a suffix (bit 2) of the heard piece at the raw floor, on
   * letters or on sounds: the first (last) word of a run that reaches the floor must, unless another word does.
   */
  anchoredMatch(slot: number): number {
    const form = this.forms[slot]!;
    const $ = this.distances(slot);
    const heardLength = this.piece.text.length;
    const useSounds = this.evidence !== 'letters' && this.pronunciations.length > 0 && form.codes.length > 0;
    let bits = 0;
    if (this.evidence !== 'sounds' || !useSounds) {
      const credit = 1 - this.letterFloor;
      const wordLength = form.text.length;
      for (let s = 1; s <= heardLength && bits !== 3; s++) {
        if ($.letterPrefix[s]! <= credit * Math.max(s, wordLength) + SLACK) bits |= 1;
        if ($.letterSuffix[heardLength - s]! <= credit * Math.max(s, wordLength) + SLACK) bits |= 2;
      }
    }
    if (useSounds && bits !== 3) {
      const credit = 1 - this.soundFloor;
      for (let p = 0; p < this.pronunciations.length; p++) {
        const costs = this.prefixCosts[p]!;
        const total = costs[costs.length - 1]!;
        const prefix = $.soundPrefix[p]!;
        const suffix = $.soundSuffix[p]!;
        for (let s = 1; s < costs.length && bits !== 3; s++) {
          if (prefix[s]! <= credit * Math.max(costs[s]!, form.cost) + SLACK) bits |= 1;
          const end = costs.length - 1 - s;
          if (suffix[end]! <= credit * Math.max(total - costs[end]!, form.cost) + SLACK) bits |= 2;
        }
      }
    }
    return bits;
  }

  /** Whether all of the value's words run together could reach the floor against the piece. */
  joinedReaches(values: ColumnValues, v: number): boolean {
    const start = values.wordStart[v]!;
    return this.runReaches(values.wordSlots.subarray(start, values.wordStart[v + 1]!));
  }

  /** Whether some two neighbouring words of the value run together could reach the floor against the piece. */
  somePairReaches(values: ColumnValues, v: number): boolean {
    const start = values.wordStart[v]!;
    const end = values.wordStart[v + 1]!;
    for (let i = start; i + 1 < end; i++) if (this.runReaches(values.wordSlots.subarray(i, i + 2))) return true;
    return false;
  }

  private runReaches(run: Int32Array): boolean {
    const first = run[0]!;
    const last = run[run.length - 1]!;
    let letters = 0;
    let sounds = 0;
    let silent = 0;
    for (const slot of run) {
      const form = this.forms[slot]!;
      letters += form.text.length;
      sounds += form.cost;
      if (form.codes.length === 0) silent += 1;
    }
    const useSounds = this.evidence !== 'letters' && this.pronunciations.length > 0 && silent < run.length;
    // Words without sounds drop out of a run's pronunciation: the prefix/suffix split no longer holds, so let it through.
    if (useSounds && silent > 0) return true;
    const first$ = this.distances(first);
    const last$ = this.distances(last);
    if (this.evidence !== 'sounds' || !useSounds) {
      const distance = lowestSplit(first$.letterPrefix, last$.letterSuffix, run.length > 2);
      if (distance <= (1 - this.letterFloor) * Math.max(this.piece.text.length, letters) + SLACK) return true;
    }
    if (!useSounds) return false;
    for (let p = 0; p < this.pronunciations.length; p++) {
      const distance = lowestSplit(first$.soundPrefix[p]!, last$.soundSuffix[p]!, run.length > 2);
      if (distance <= (1 - this.soundFloor) * Math.max(this.pronunciationCosts[p]!, sounds) + SLACK) return true;
    }
    return false;
  }

  private distances(slot: number): SlotDistances {
    let known = this.slots.get(slot);
    if (known !== undefined) return known;
    const form = this.forms[slot]!;
    const hasCodes = form.codes.length > 0 && this.evidence !== 'letters';
    known = {
      letterPrefix: letterPrefixDistances(this.piece.text, form.text),
      letterSuffix: letterPrefixDistances(this.reversedHeard, form.reversedText).reverse(),
      soundPrefix: hasCodes ? this.pronunciations.map((codes) => phonemePrefixDistances(codes, form.codes)) : [],
      soundSuffix: hasCodes ? this.reversedPronunciations.map((codes) => phonemePrefixDistances(codes, form.reversedCodes).reverse()) : [],
    };
    this.slots.set(slot, known);
    return known;
  }
}

/**
 * min over s of prefix[s] + suffix[s] (suffix[s] = distance of the part from s on); with a gap for middle words,
 * min over s <= t of prefix[s] + suffix[t], which leaves the middle words' cost out.
 */
function lowestSplit(prefix: Float64Array, suffix: Float64Array, gap: boolean): number {
  let best = Number.POSITIVE_INFINITY;
  let lowestPrefix = Number.POSITIVE_INFINITY;
  for (let s = 0; s < prefix.length; s++) {
    lowestPrefix = gap ? Math.min(lowestPrefix, prefix[s]!) : prefix[s]!;
    const total = lowestPrefix + suffix[s]!;
    if (total < best) best = total;
  }
  return best;
}
