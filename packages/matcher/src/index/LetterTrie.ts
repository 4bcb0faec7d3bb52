// A column's vocabulary spellings in a trie, so the words within a letter floor of a heard word are found without
// comparing it with every word: the walk carries the Levenshtein column of the heard word against each trie path
// and leaves out a subtree as soon as its least entry exceeds what the floor allows the longest word below.
// The similarity is the scorer's (`letterSimilarity`: 1 - distance / the longer length, UTF-16 code units).
import { buildTrie, walkLetters, withCounts, type Trie } from './wordTrie.js';

// Float slack: a floor may only ever admit more.
const SLACK = 1e-7;

/**
 * Every vocabulary word's letters, as trie nodes in depth-first order.
 *
 * @example
 *   const trie = new LetterTrie(['caitlin', 'kaitlyn', 'smith'], [4, 4, 4])
 *   trie.matches('katlin', 0.7, 0xffff, found) // found: [0, 1] (caitlin 0.71, kaitlyn 0.71)
 */
export class LetterTrie {
  private readonly trie: Trie;
  private columns = new Int32Array(0);

  /**
   * `counts[slot]`: the word counts of the values the word has a place in (bits as in `ColumnValues.wordCountMasks`).
   * `shared`: a trie of these very texts, each weighing its length, under other counts (`AnchorTries.letterPrefixes`),
   * whose nodes are used instead of building them again.
   */
  constructor(texts: readonly string[], counts: ArrayLike<number>, shared?: Trie) {
    this.trie = shared !== undefined
      ? withCounts(shared, counts)
      : buildTrie(texts.map((text, slot) => ({ slot, key: text, weight: text.length, counts: counts[slot]! })), true);
  }

  /**
   * Pushes onto `found` the slots whose letter similarity to `heard` is `floor` or more, among words of values with
   * a count in `wanted` (each slot once; no order).
   */
  matches(heard: string, floor: number, wanted: number, found: number[]): void {
    const trie = this.trie;
    const n = heard.length;
    const width = n + 1;
    if (this.columns.length < width * (trie.deepest + 1)) this.columns = new Int32Array(width * (trie.deepest + 1));
    const columns = this.columns;
    const credit = 1 - floor;
    const { endStart, endSlots } = trie;
    walkLetters(trie, heard, columns, credit, 0, wanted, (node, depth) => {
      // The words ending here have `depth` letters: the whole of each against the whole heard word.
      if (columns[depth * width + n]! > credit * (n > depth ? n : depth) + SLACK) return;
      for (let e = endStart[node]!; e < endStart[node + 1]!; e++) found.push(endSlots[e]!);
    }, true);
  }
}
