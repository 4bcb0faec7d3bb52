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
  /**
   * Per node: the heaviest word in its subtree (letters, indel cost in hundredths, or a pronunciation's weight);
   * whole weights (letters, hundredths) are kept in 32-bit integers, half the bytes of a double.
   */
  readonly heaviest: Float64Array | Int32Array;
  /** Per node: the lightest word in its subtree (as `heaviest`). */
  readonly lightest: Float64Array | Int32Array;
  /**
   * Per node: the word counts (bits as in `ColumnValues.wordCountMasks`; the anchor tries add a second kind of place
   * above them, `AnchorTries.MIDDLE_SHIFT`) of the values its subtree's words hold a place in.
   */
  readonly counts: Int32Array;
  /** Per node: the slots whose word ends there, ends[endStart[node] .. endStart[node + 1]), and their weights. */
  readonly endStart: Int32Array;
  readonly endSlots: Int32Array;
  readonly endWeights: Float64Array | Int32Array;
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
 * hold a place in. `wholeWeights`: every weight is a whole number (letters, hundredths), kept in 32-bit integers
 * (a million rows' tries hold some four million nodes).
 *
 * @example
 *   const trie = buildTrie([{ slot: 0, key: 'kate', weight: 4, counts: 4 }])
 *   trie.heaviest[0] // 4
 */
export function buildTrie(words: readonly TrieWord[], wholeWeights = false): Trie {
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
  // (Every node has a word below it, so `lightest` never keeps its first value.)
  const heaviest = wholeWeights ? new Int32Array(count) : new Float64Array(count);
  const lightest = wholeWeights ? new Int32Array(count).fill(0x7fffffff) : new Float64Array(count).fill(Number.POSITIVE_INFINITY);
  const counts = new Int32Array(count);
  const endStart = new Int32Array(count + 1);
  const endSlots = new Int32Array(order.length);
  const endWeights = wholeWeights ? new Int32Array(order.length) : new Float64Array(order.length);
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
    if (wholeWeights && !(Number.isInteger(word.weight) && word.weight >= 0 && word.weight <= 0x7fffffff)) throw new RangeError(`a trie of whole weights was given ${word.weight}`);
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

/**
 * The same trie with other counts (`wordCounts[slot]`: the word counts of the values the word at `slot` has a place
 * in): its nodes, words and weights are shared, only the counts are its own. A column's letters forwards serve both
 * the prefix walk (a word's places as a first or middle word) and the whole-word walk (its word counts): one trie,
 * where two held some 30 bytes a node, a million nodes at a million rows, and took as long again to build.
 *
 * @example
 *   const forwards = buildTrie(words) // counts: where each word starts a value
 *   withCounts(forwards, wordCountMasks).counts[0] // the counts of every value holding a word below node 0
 */
export function withCounts(trie: Trie, wordCounts: ArrayLike<number>): Trie {
  const { depths, endStart, endSlots } = trie;
  const nodes = depths.length;
  const counts = new Int32Array(nodes);
  const parents = new Int32Array(nodes);
  // In depth-first order a node's parent is the last node before it one level up (the root, depth 0, is not stored).
  const lastAt = new Int32Array(trie.deepest + 1).fill(-1);
  for (let node = 0; node < nodes; node++) {
    const depth = depths[node]!;
    parents[node] = lastAt[depth - 1]!;
    lastAt[depth] = node;
    for (let e = endStart[node]!; e < endStart[node + 1]!; e++) counts[node] = counts[node]! | wordCounts[endSlots[e]!]!;
  }
  for (let node = nodes - 1; node >= 0; node--) {
    const parent = parents[node]!;
    if (parent >= 0) counts[parent] = counts[parent]! | counts[node]!;
  }
  return { ...trie, counts };
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
): boolean {
  const low = lightest > pathWeight ? lightest : pathWeight;
  for (let s = 0; s <= n; s++) {
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
 * credit × the heaviest word below.
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
): boolean {
  const total = heardCosts === undefined ? n : heardCosts[n]!;
  const allowance = extra + SLACK;
  const loose = credit * (total > heaviest ? total : heaviest) + allowance;
  const aLow = (lightest > pathWeight ? lightest : pathWeight) - pathWeight;
  const aHigh = heaviest - pathWeight;
  for (let s = 0; s <= n; s++) {
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
 * Walks a letter trie with the Levenshtein column of `heard` against each path (`columns[depth * (n + 1) + s]`: the
 * distance of the path's first `depth` letters to `heard`'s first `s`), leaving out a subtree whose words hold none of
 * the `wanted` counts or whose column's least entry exceeds `credit` × the longer of `heard` and its longest word,
 * plus `extra` (every word below holds the path, so none comes closer). When the words are compared with the whole
 * of `heard` (`whole`; else with its prefixes), also when no word in it can come within its own allowance, by the
 * column and the words' lengths (`wordsBelowMiss`). Calls `atWords(node, depth)` at each node reached where words
 * end; the caller reads the column there. `columns` holds (n + 1) × (deepest + 1) entries.
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
  atWords: (node: number, depth: number) => void,
  whole = false,
): void {
  const { symbols, depths, after, heaviest, lightest, counts, endStart } = trie;
  const n = heard.length;
  const width = n + 1;
  for (let s = 0; s <= n; s++) columns[s] = s;
  const nodes = symbols.length;
  let node = 0;
  while (node < nodes) {
    if ((counts[node]! & wanted) === 0) { node = after[node]!; continue; }
    const depth = depths[node]!;
    const letter = symbols[node]!;
    const previous = (depth - 1) * width;
    const current = depth * width;
    let diagonal = columns[previous]!;
    let above = depth;
    columns[current] = above;
    let lowest = above;
    for (let s = 1; s <= n; s++) {
      const left = columns[previous + s]!;
      let best = diagonal + (heard.charCodeAt(s - 1) === letter ? 0 : 1);
      if (above + 1 < best) best = above + 1;
      if (left + 1 < best) best = left + 1;
      columns[current + s] = best;
      if (best < lowest) lowest = best;
      diagonal = left;
      above = best;
    }
    const longestBelow = heaviest[node]!;
    if (lowest > credit * (n > longestBelow ? n : longestBelow) + extra + SLACK) { node = after[node]!; continue; }
    if (whole ? wordsBelowMiss(columns, current, n, depth, lightest[node]!, longestBelow, credit, n, extra) : prefixWordsBelowMiss(columns, current, n, depth, lightest[node]!, longestBelow, credit, extra, 1)) {
      node = after[node]!;
      continue;
    }
    if (endStart[node + 1]! > endStart[node]!) atWords(node, depth);
    node += 1;
  }
}
