// A column's vocabulary pronunciations in a trie, so one heard pronunciation is compared with all of them at once:
// names share their first sounds (a few thousand names hold ~2.5 times as many phonemes as the trie has nodes),
// and the edit distance's column for a shared start is computed once.
// The distance is the scorer's own (`phonetics/phonemeDistance.ts`): the same integer hundredths and the same
// recurrence, filled column by column instead of row by row, so every value is identical.
// Given a floor, the walk leaves out a subtree as soon as no pronunciation in it can reach it: a large vocabulary
// then costs a heard word the few thousand nodes near it, not every node.
import { COST_SCALE, INDEL, SUBSTITUTION, WEIGHT_RATE } from '../phonetics/phonemeDistance.js';
import { PHONEME_TOTAL } from '../phonetics/phonemes.js';
import type { PreparedWord } from '../scoring/preparedValue.js';
import { SoundScratch } from './SoundScratch.js';
import { buildTrie, symbolKey, wordsBelowMiss, type Trie } from './wordTrie.js';

// Float slack: a floor may only ever admit more.
const SLACK = 1e-7;

/**
 * Every pronunciation of every vocabulary word, as trie nodes in depth-first order.
 *
 * @example
 *   const trie = new PronunciationTrie(vocabulary.map((entry) => entry.word))
 *   trie.soundSimilarities(heardWord) // by slot: the scorer's sound similarity, NaN for words without sounds
 */
export class PronunciationTrie {
  private readonly trie: Trie;
  private columns = new Int32Array(0);
  private pathWeights = new Int32Array(0);
  private substitutions = new Int32Array(0);

  /** `counts[slot]`: the word counts of the values the word has a place in (bits as in `ColumnValues.wordCountMasks`). */
  constructor(private readonly words: readonly PreparedWord[], counts: ArrayLike<number> = new Uint16Array(words.length).fill(0xffff)) {
    this.trie = buildTrie(words.flatMap((word, slot) => word.pronunciations.flatMap((codes, p) => (codes.length === 0
      ? []
      : [{ slot, key: symbolKey(codes), weight: word.pronunciationWeights[p]!, counts: counts[slot]! }]))));
  }

  /**
   * The scorer's sound similarity of the heard word to every vocabulary word (`out[slot]`, the best over both
   * words' pronunciations), NaN for a word without a pronunciation. The heard word needs one.
   */
  soundSimilarities(heard: PreparedWord, out: Float64Array = new Float64Array(this.words.length)): Float64Array {
    return this.soundSimilaritiesFrom(heard, 0, 0xffff, out);
  }

  /**
   * The same for the words whose sound similarity is `floor` or more (among words of values with a count in
   * `counts`): exact there; any other entry is NaN or under the floor, and then not necessarily the best over the
   * pronunciations (a pronunciation under the floor may be left out). `out`: an array it fills, or a scratch reused
   * across walks (its array is returned, NaN wherever this walk wrote nothing).
   */
  soundSimilaritiesFrom(heard: PreparedWord, floor: number, counts: number, out: Float64Array | SoundScratch = new Float64Array(this.words.length), reached?: number[]): Float64Array {
    const scratch = out instanceof SoundScratch ? out : undefined;
    const array = scratch !== undefined ? scratch.clean() : (out as Float64Array).fill(Number.NaN);
    heard.pronunciations.forEach((codes, p) => {
      if (codes.length > 0) this.fill(codes, heard.pronunciationWeights[p]!, array, floor, counts, reached, scratch);
    });
    return array;
  }

  /** `reached`: each slot whose similarity reaches the floor is pushed once; `scratch`: told of each slot first written. */
  private fill(heard: Uint8Array, heardWeight: number, out: Float64Array, floor: number, wanted: number, reached: number[] | undefined, scratch: SoundScratch | undefined): void {
    const n = heard.length;
    const width = n + 1;
    const size = width * (this.trie.deepest + 1);
    if (this.columns.length < size) this.columns = new Int32Array(size);
    const columns = this.columns;
    // Per heard phoneme: its deletion cost; and, per trie phoneme b, the cost of substituting b for each heard phoneme
    // in a row of their own (`substitutions[b * n + i]`), so a cell reads one entry where it read two.
    const deleteHeard = new Int32Array(n);
    for (let i = 0; i < n; i++) deleteHeard[i] = INDEL[heard[i]!]!;
    if (this.substitutions.length < PHONEME_TOTAL * n) this.substitutions = new Int32Array(PHONEME_TOTAL * n);
    const substitutions = this.substitutions;
    for (let b = 0; b < PHONEME_TOTAL; b++) {
      for (let i = 0; i < n; i++) substitutions[b * n + i] = SUBSTITUTION[heard[i]! * PHONEME_TOTAL + b]!;
    }
    // Column 0: the heard phonemes against nothing.
    columns[0] = 0;
    for (let i = 1; i <= n; i++) columns[i] = columns[i - 1]! + deleteHeard[i - 1]!;
    // What the heard pronunciation weighs after its first s phonemes, and (by depth) what each path weighs so far.
    const heardRests = new Float64Array(width);
    for (let i = 0; i <= n; i++) heardRests[i] = (columns[n]! - columns[i]!) / COST_SCALE;
    if (this.pathWeights.length < this.trie.deepest + 1) this.pathWeights = new Int32Array(this.trie.deepest + 1);
    const pathWeights = this.pathWeights;
    const { symbols: phonemes, depths, endStart, endSlots, endWeights, after, heaviest, lightest, counts } = this.trie;
    // A subtree whose column's least entry, in hundredths, exceeds (1 - floor) × the heavier side is left out: every
    // pronunciation below holds this column's path, so none comes closer. (No floor: nothing is left out.)
    const pruning = floor > 0;
    const credit = (1 - floor) * COST_SCALE;
    let node = 0;
    while (node < phonemes.length) {
      if ((counts[node]! & wanted) === 0) { node = after[node]!; continue; }
      const b = phonemes[node]!;
      const depth = depths[node]!;
      const previous = (depth - 1) * width;
      const current = depth * width;
      const insertB = INDEL[b]!;
      pathWeights[depth] = pathWeights[depth - 1]! + insertB;
      let diagonal = columns[previous]!;
      let above = diagonal + insertB;
      columns[current] = above;
      let lowest = above;
      const row = b * n - 1;
      for (let i = 1; i <= n; i++) {
        const left = columns[previous + i]!;
        let best = diagonal + substitutions[row + i]!;
        const remove = above + deleteHeard[i - 1]!;
        if (remove < best) best = remove;
        const insert = left + insertB;
        if (insert < best) best = insert;
        columns[current + i] = best;
        if (best < lowest) lowest = best;
        diagonal = left;
        above = best;
      }
      if (pruning) {
        const heaviestBelow = heaviest[node]!;
        if (lowest > credit * (heardWeight > heaviestBelow ? heardWeight : heaviestBelow) + SLACK) { node = after[node]!; continue; }
        // ...or when no pronunciation below comes within its own allowance, by its weight (`wordsBelowMiss`).
        if (wordsBelowMiss(columns, current, n, pathWeights[depth]! / COST_SCALE, lightest[node]!, heaviestBelow, 1 - floor, heardWeight, 0, COST_SCALE, WEIGHT_RATE, heardRests)) {
          node = after[node]!;
          continue;
        }
      }
      const distance = columns[current + n]! / COST_SCALE;
      for (let e = endStart[node]!; e < endStart[node + 1]!; e++) {
        const weight = endWeights[e]!;
        const heavier = heardWeight > weight ? heardWeight : weight;
        // As phonemeSimilarity: a weightless side (never the case for real phonemes) matches only its own length.
        let similarity = heavier === 0 ? (n === depth ? 1 : 0) : 1 - distance / heavier;
        if (similarity < 0) similarity = 0;
        const slot = endSlots[e]!;
        const known = out[slot]!;
        if (!(known >= similarity)) {
          if (scratch !== undefined && known !== known) scratch.note(slot);
          out[slot] = similarity;
          if (reached !== undefined && similarity >= floor && !(known >= floor)) reached.push(slot);
        }
      }
      node += 1;
    }
  }
}
