// A vocabulary in a trie, as flat arrays in depth-first order, for walks that carry an edit distance's column and
// leave out a subtree as soon as no word in it can reach a floor (`AnchorTries`, `LetterTrie`).

// Float slack: a floor may only ever admit more.
const SLACK = 1e-7;

/** One trie, as nodes in depth-first order. */
export interface Trie {
  /** Per node: its letter (char code) or phoneme code, its depth (the root, depth 0, is not stored). */
  readonly symbols: Int32Array;
  readonly depths: Uint16Array;
  /** Per node: the node after its subtree (where a walk goes on when it leaves the subtree out). */
  readonly after: Int32Array;
  /** Per node: the heaviest word in its subtree (letters, indel cost in hundredths, or a pronunciation's weight). */
  readonly heaviest: Float64Array;
  /** Per node: the lightest word in its subtree (as `heaviest`). */
  readonly lightest: Float64Array;
  /**
   * Per node: the word counts (bits as in `ColumnValues.wordCountMasks`; the anchor tries add a second kind of place
   * above them, `AnchorTries.MIDDLE_SHIFT`) of the values its subtree's words hold a place in.
   */
  readonly counts: Int32Array;
  /** Per node: the slots whose word ends there, ends[endStart[node] .. endStart[node + 1]), and their weights. */
  readonly endStart: Int32Array;
  readonly endSlots: Int32Array;
  readonly endWeights: Float64Array;
  readonly deepest: number;
}

/**
 * A word to put in a trie: its symbols in trie order as a string's code units (letters' char codes, or phoneme codes:
 * `symbolKey`), its weight and the counts of the values it has a place in.
 */
export interface TrieWord {
  readonly slot: number;
  readonly key: string;
  readonly weight: number;
  readonly counts: number;
}

/**
 * The words in a trie: a node per distinct start, with each subtree's heaviest word and the word counts its words
 * hold a place in.
 *
 * @example
 *   const trie = buildTrie([{ slot: 0, key: 'kate', weight: 4, counts: 4 }])
 *   trie.heaviest[0] // 4
 */
export function buildTrie(words: readonly TrieWord[]): Trie {
  // In symbol order (then input order), a word's nodes are those past the start it shares with the word before it, and
  // they come in depth-first order: no node objects, which for tens of thousands of words cost more in collections
  // than in building. (A word without symbols would end at the root, which is not stored: it is left out.)
  // (Symbols are letters' char codes or phoneme codes, under 65,536: as a string's code units they compare natively.)
  const keys = words.map((word) => word.key);
  const order = words.map((_, i) => i).filter((i) => keys[i]!.length > 0);
  order.sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : a - b));
  const sortedKeys = order.map((i) => keys[i]!);
  const shared = new Int32Array(order.length);
  let count = 0;
  let deepest = 0;
  for (let k = 0; k < order.length; k++) {
    const key = sortedKeys[k]!;
    shared[k] = k === 0 ? 0 : sharedStart(sortedKeys[k - 1]!, key);
    count += key.length - shared[k]!;
    if (key.length > deepest) deepest = key.length;
  }
  const symbols = new Int32Array(count);
  const depths = new Uint16Array(count);
  const after = new Int32Array(count);
  const heaviest = new Float64Array(count);
  const lightest = new Float64Array(count).fill(Number.POSITIVE_INFINITY);
  const counts = new Int32Array(count);
  const endStart = new Int32Array(count + 1);
  const endSlots = new Int32Array(order.length);
  const endWeights = new Float64Array(order.length);
  const parents = new Int32Array(count);
  // The node at each depth of the path the last word took.
  const path = new Int32Array(deepest + 1).fill(-1);
  let at = 0;
  for (let k = 0; k < order.length; k++) {
    const word = words[order[k]!]!;
    const key = sortedKeys[k]!;
    for (let depth = shared[k]! + 1; depth <= key.length; depth++) {
      symbols[at] = key.charCodeAt(depth - 1);
      depths[at] = depth;
      parents[at] = path[depth - 1]!;
      path[depth] = at;
      // (Every word ending at an earlier node came before this one: a word sorts before the longer ones it starts.)
      endStart[at] = k;
      at += 1;
    }
    const end = path[key.length]!;
    endSlots[k] = word.slot;
    endWeights[k] = word.weight;
    if (word.weight > heaviest[end]!) heaviest[end] = word.weight;
    if (word.weight < lightest[end]!) lightest[end] = word.weight;
    counts[end] = counts[end]! | word.counts;
  }
  endStart[count] = order.length;
  for (let index = count - 1; index >= 0; index--) {
    after[index] = Math.max(after[index]!, index + 1);
    const parent = parents[index]!;
    if (parent < 0) continue;
    if (heaviest[index]! > heaviest[parent]!) heaviest[parent] = heaviest[index]!;
    if (lightest[index]! < lightest[parent]!) lightest[parent] = lightest[index]!;
    counts[parent] = counts[parent]! | counts[index]!;
    if (after[index]! > after[parent]!) after[parent] = after[index]!;
  }
  return { symbols, depths, after, heaviest, lightest, counts, endStart, endSlots, endWeights, deepest };
}

/** How many symbols two words start with alike. */
function sharedStart(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  let i = 0;
  while (i < length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/**
 * Phoneme codes as a trie key (`TrieWord.key`).
 *
 * @example
 *   symbolKey(Uint8Array.of(3, 7)) // '\u0003\u0007'
 */
export function symbolKey(codes: ArrayLike<number>): string {
  let key = '';
  for (let i = 0; i < codes.length; i++) key += String.fromCharCode(codes[i]!);
  return key;
}

/**
 * Whether every word below a trie node misses its allowance against the whole heard word: credit × the heavier of
 * the two (`heardWeight`, and the word's weight W), plus `extra`. `columns[at + s]`, s = 0..n: the distance of the
 * node's path (weight `pathWeight`) to the heard word's first s symbols, which leave `heardRest(s)` of its weight
 * (n - s letters, or `heardRests[s]`). The words below weigh `lightest` to `heaviest`. An edit distance is at least
 * `rate` × the difference in weight of its two sides (letters: 1; phonemes: `phonemeDistance.WEIGHT_RATE`), so a
 * word of weight W is at least columns[at + s] + rate × |heardRest(s) - (W - pathWeight)| from the heard word, for
 * the s where an alignment leaves the path. Over W, that less the allowance is least where the two rests weigh the
 * same (or, when credit exceeds the rate, at the heaviest word). A walk that leaves such subtrees out of a large
 * vocabulary (stt-names-dev, asr-words) computes about half the nodes it did with the least entry alone.
 * Only the entries s = from..to are read (a walk's band: every entry outside it exceeds any allowance here).
 */
export function wordsBelowMiss(
  columns: Int32Array,
  at: number,
  n: number,
  pathWeight: number,
  lightest: number,
  heaviest: number,
  credit: number,
  heardWeight: number,
  extra: number,
  scale = 1,
  rate = 1,
  heardRests?: Float64Array,
  from = 0,
  to = n,
): boolean {
  const low = lightest > pathWeight ? lightest : pathWeight;
  for (let s = from; s <= to; s++) {
    const heardRest = heardRests === undefined ? n - s : heardRests[s]!;
    let weight = pathWeight + heardRest;
    if (weight < low) weight = low;
    else if (weight > heaviest) weight = heaviest;
    const entry = columns[at + s]! / scale;
    if (entry + rate * Math.abs(heardRest - (weight - pathWeight)) <= credit * (heardWeight > weight ? heardWeight : weight) + extra + SLACK) return false;
    if (credit > rate && entry + rate * Math.abs(heardRest - (heaviest - pathWeight)) <= credit * (heardWeight > heaviest ? heardWeight : heaviest) + extra + SLACK) return false;
  }
  return true;
}

/**
 * Whether every word below a trie node misses its allowance against every *prefix* of the heard word: for a word of
 * weight W and the prefix of the first t symbols (weighing `heardCosts[t]`, or t letters), credit × the heavier of
 * the two, plus `extra`. As in `wordsBelowMiss`, an alignment leaves the node's path (weight `pathWeight`) at some s
 * with `columns[at + s]`, and the rest of the word (a = W - pathWeight) against the heard symbols s..t (weighing b)
 * costs at least `rate` × |a - b|. So the subtree is left out when, for every s, the least over a and b of
 * entry + rate × |a - b| - credit × max(heard(s) + b, pathWeight + a) exceeds `extra`, with a between the lightest
 * and the heaviest word below less the path, and b between 0 and what the heard word weighs after s (b taken as
 * continuous, which only admits more). Moving a and b up together only lowers it (the max grows), so the least lies
 * where a or b is at its top. Along a = top it falls until b = a (|a - b| falls, the max does not); past that it
 * changes by rate - credit or by rate, so its least is at b = a or at b's top, and the point (a's top, b's top) is
 * also the second edge's when b's top is the larger (the first's when it is not). Along b = top, likewise at a = b or
 * at a's top. Two points per s, then. Where a heard piece is heavier than every word below (all of a caller's
 * words run together, against one cell word), `lowest`'s allowance is credit × the whole piece; this one is about
 * credit × the heaviest word below. Only the entries s = from..to are read (as in `wordsBelowMiss`).
 */
export function prefixWordsBelowMiss(
  columns: Int32Array,
  at: number,
  n: number,
  pathWeight: number,
  lightest: number,
  heaviest: number,
  credit: number,
  extra: number,
  rate: number,
  heardCosts?: Int32Array,
  from = 0,
  to = n,
): boolean {
  const total = heardCosts === undefined ? n : heardCosts[n]!;
  const allowance = extra + SLACK;
  const loose = credit * (total > heaviest ? total : heaviest) + allowance;
  const aLow = (lightest > pathWeight ? lightest : pathWeight) - pathWeight;
  const aHigh = heaviest - pathWeight;
  for (let s = from; s <= to; s++) {
    const entry = columns[at + s]!;
    if (entry > loose) continue;
    const heard = heardCosts === undefined ? s : heardCosts[s]!;
    const bHigh = total - heard;
    // a at its top, b = a (or b's top when the heard word has less left than that).
    const b = aHigh < bHigh ? aHigh : bHigh;
    const heardSide = heard + b;
    if (entry + rate * (aHigh - b) <= credit * (heardSide > heaviest ? heardSide : heaviest) + allowance) return false;
    // b at its top, a = b within a's range.
    const a = bHigh < aLow ? aLow : bHigh > aHigh ? aHigh : bHigh;
    const wordSide = pathWeight + a;
    if (entry + rate * (a > bHigh ? a - bHigh : bHigh - a) <= credit * (total > wordSide ? total : wordSide) + allowance) return false;
  }
  return true;
}

/**
 * Where a walk's columns may still matter, by depth (`walkLetters`, `AnchorTries`, `PronunciationTrie`): the entries
 * `from[depth]..to[depth]` of the column at that depth. Every entry outside exceeds the bound the node was computed
 * with (`live`: past the loosest test any reader makes there, the pruning tests and the words' own), and the bounds only
 * tighten going down a subtree (its heaviest word only gets lighter). Entries only grow along an alignment (no cost
 * is negative), so an entry outside the band leads only to entries past every bound below it: a child computes the
 * entries from its parent's `from` up to one past its `to`, then on while deleting heard symbols keeps them live, and
 * each entry it computes is exact wherever it is live (an alignment through a dead entry is past the bound anyway).
 * Why: at 75's floors most of a column is out of reach (a 100,000-row wide vocabulary: 67-78% of the entries the
 * walks computed exceeded the bound), and a long heard piece's column is mostly far from the path's own length.
 */
export class ColumnBand {
  from = new Int32Array(1);
  to = new Int32Array(1);

  /** Ready for a walk of a trie `deepest` deep, the root's column (every entry live) `n + 1` long. */
  start(deepest: number, n: number): void {
    if (this.from.length < deepest + 1) {
      this.from = new Int32Array(deepest + 1);
      this.to = new Int32Array(deepest + 1);
    }
    this.from[0] = 0;
    this.to[0] = n;
  }
}

const letterBand = new ColumnBand();

/**
 * An entry out of reach, for the one before a band's first (an integer, as the entries are, so the walks' arithmetic
 * stays on integers; with room to add costs to).
 */
export const FAR = 2 ** 29;

/**
 * Walks a letter trie with the Levenshtein column of `heard` against each path (`columns[depth * (n + 1) + s]`: the
 * distance of the path's first `depth` letters to `heard`'s first `s`), leaving out a subtree whose words hold none of
 * the `wanted` counts or whose column's least entry exceeds `credit` × the longer of `heard` and its longest word,
 * plus `extra` (every word below holds the path, so none comes closer). When the words are compared with the whole
 * of `heard` (`whole`; else with its prefixes), also when no word in it can come within its own allowance, by the
 * column and the words' lengths (`wordsBelowMiss`). Calls `atWords(node, depth)` at each node reached where words
 * end; the caller reads the column there, at s = from..to only (`ColumnBand`: every other entry is past any bound the
 * caller tests it with, credit × the longer side plus `extra`). `columns` holds (n + 1) × (deepest + 1) entries.
 *
 * @example
 *   walkLetters(trie, 'katlin', columns, 0.3, 0, 0xffff, (node, depth) => { ... })
 */
export function walkLetters(
  trie: Trie,
  heard: string,
  columns: Int32Array,
  credit: number,
  extra: number,
  wanted: number,
  atWords: (node: number, depth: number, from: number, to: number) => void,
  whole = false,
): void {
  const { symbols, depths, after, heaviest, lightest, counts, endStart } = trie;
  const n = heard.length;
  const width = n + 1;
  for (let s = 0; s <= n; s++) columns[s] = s;
  const band = letterBand;
  band.start(trie.deepest, n);
  const bandFrom = band.from;
  const bandTo = band.to;
  const nodes = symbols.length;
  let node = 0;
  while (node < nodes) {
    if ((counts[node]! & wanted) === 0) { node = after[node]!; continue; }
    const depth = depths[node]!;
    const letter = symbols[node]!;
    const longestBelow = heaviest[node]!;
    const loose = credit * (n > longestBelow ? n : longestBelow) + extra + SLACK;
    // Past every test made here or below (integers: one more than the loosest bound).
    const live = loose + 1;
    const previous = (depth - 1) * width;
    const current = depth * width;
    const parentFrom = bandFrom[depth - 1]!;
    const parentTo = bandTo[depth - 1]!;
    let from = -1;
    let to = -1;
    let lowest = FAR;
    // The entry before the first computed: the path against nothing when the band starts at 0, else out of reach.
    let above = FAR;
    let s = parentFrom;
    if (s === 0) {
      above = depth;
      columns[current] = above;
      lowest = above;
      if (above <= live) { from = 0; to = 0; }
      s = 1;
    }
    for (; s <= n; s++) {
      let best = above + 1;
      if (s <= parentTo + 1) {
        if (s > parentFrom) {
          const diagonal = columns[previous + s - 1]! + (heard.charCodeAt(s - 1) === letter ? 0 : 1);
          if (diagonal < best) best = diagonal;
        }
        if (s <= parentTo) {
          const left = columns[previous + s]! + 1;
          if (left < best) best = left;
        }
      } else if (best > live) {
        // Past the parent's band only deletions of heard letters are left, and they only add.
        break;
      }
      columns[current + s] = best;
      if (best < lowest) lowest = best;
      if (best <= live) { if (from < 0) from = s; to = s; }
      above = best;
    }
    if (lowest > loose) { node = after[node]!; continue; }
    if (whole ? wordsBelowMiss(columns, current, n, depth, lightest[node]!, longestBelow, credit, n, extra, 1, 1, undefined, from, to) : prefixWordsBelowMiss(columns, current, n, depth, lightest[node]!, longestBelow, credit, extra, 1, undefined, from, to)) {
      node = after[node]!;
      continue;
    }
    bandFrom[depth] = from;
    bandTo[depth] = to;
    if (endStart[node + 1]! > endStart[node]!) atWords(node, depth, from, to);
    node += 1;
  }
}
