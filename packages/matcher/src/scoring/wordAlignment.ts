// Matches the words of two values in any order (greedy best pairs) and weighs what is left unmatched.
import type { PreparedValue } from './preparedValue.js';
import type { WordComparer } from './wordSimilarity.js';

// A word left over in the middle of a name (a middle name) matters less than a first or last name.
const INNER_WORD_SHARE = 0.35;
// Words paired out of order cost a little, so "John Michael" still prefers "John Michael" to "Michael John".
const ORDER_PENALTY = 0.02;
/**
 * A name said in part ("Myers" for Caitlin Myers, "José" for a first name column's José Luis): when every word said is
 * one of the value's words, the words left unsaid count at most this share of the weight of the pairs said, so every
 * row holding the word is a candidate (84), never more (`PART_OF_NAME` keeps it from being confident). Without it the
 * outcome turned on the unsaid word's length: "Riley" alone found both Rileys at 79, "Myers" alone nothing at 64.
 */
export const PARTIAL_LEFTOVER = 0.27;
/** The pair similarity from which the words left unsaid start to weigh less, and the one from which they weigh least. */
export const PARTIAL_FROM = 0.78;
const PARTIAL_FULL = 0.92;
/** Words of each value that are aligned: a longer value's later words are left out (the candidate index bounds alike). */
export const MAX_ALIGNED_WORDS = 8;
const MAX_WORDS = MAX_ALIGNED_WORDS;

const similarities = new Float64Array(MAX_WORDS * MAX_WORDS);
const heardUsed = new Uint8Array(MAX_WORDS);
const cellUsed = new Uint8Array(MAX_WORDS);
const pairedCellOf = new Int8Array(MAX_WORDS);

/**
 * Similarity 0..1 of two multi-word values, order-free.
 *
 * @example
 *   alignWords(prepareValue('Myers Caitlin'), prepareValue('Caitlin Myers'), comparer) // ~0.98
 */
export function alignWords(heard: PreparedValue, cell: PreparedValue, comparer: WordComparer): number {
  const n = Math.min(heard.words.length, MAX_WORDS);
  const m = Math.min(cell.words.length, MAX_WORDS);
  if (n === 0 || m === 0) return n === m ? 1 : 0;
  if (n === 1 && m === 1) return comparer.similarity(heard.words[0]!, cell.words[0]!);
  if (n === 2 && m === 2) return alignTwoByTwo(heard, cell, comparer);
  for (let i = 0; i < n; i++) {
    heardUsed[i] = 0;
    pairedCellOf[i] = -1;
    for (let j = 0; j < m; j++) similarities[i * MAX_WORDS + j] = comparer.similarity(heard.words[i]!, cell.words[j]!);
  }
  for (let j = 0; j < m; j++) cellUsed[j] = 0;
  let matched = 0;
  let total = 0;
  const pairs = Math.min(n, m);
  for (let p = 0; p < pairs; p++) {
    let best = -1;
    let bestI = 0;
    let bestJ = 0;
    for (let i = 0; i < n; i++) {
      if (heardUsed[i]) continue;
      for (let j = 0; j < m; j++) {
        if (cellUsed[j]) continue;
        // Ties go to the pair in the same position, so equal words keep their order.
        const s = similarities[i * MAX_WORDS + j]! + (i === j ? 1e-9 : 0);
        if (s > best) { best = s; bestI = i; bestJ = j; }
      }
    }
    heardUsed[bestI] = 1;
    cellUsed[bestJ] = 1;
    pairedCellOf[bestI] = bestJ;
    const weight = heard.words[bestI]!.weight + cell.words[bestJ]!.weight;
    matched += similarities[bestI * MAX_WORDS + bestJ]! * weight;
    total += weight;
  }
  for (let i = 0; i < n; i++) if (!heardUsed[i]) total += heard.words[i]!.weight * leftoverShare(i, n);
  let unsaid = 0;
  for (let j = 0; j < m; j++) if (!cellUsed[j]) unsaid += cell.words[j]!.weight * leftoverShare(j, m);
  // Fewer words said than the value holds, all of them paired: the words left unsaid weigh less the surer the pairs.
  if (n < m) unsaid = partOfNameLeftover(unsaid, total, leastPaired(n));
  total += unsaid;
  let similarity = total === 0 ? 1 : matched / total;
  let last = -1;
  for (let i = 0; i < n; i++) {
    const j = pairedCellOf[i]!;
    if (j < 0) continue;
    if (j < last) { similarity -= ORDER_PENALTY; break; }
    last = j;
  }
  return similarity > 0 ? similarity : 0;
}

/** The least similarity of the pairs made, for the `n` heard words all paired. */
function leastPaired(n: number): number {
  let least = 1;
  for (let i = 0; i < n; i++) {
    const similarity = similarities[i * MAX_WORDS + pairedCellOf[i]!]!;
    if (similarity < least) least = similarity;
  }
  return least;
}

/**
 * What the cell's words left unsaid weigh (`unsaid`, by their leftover shares) when every heard word is paired, the
 * pairs weighing `paired` in all and the least of them `leastPair` alike: from `PARTIAL_FROM` up, a straight line down
 * to `PARTIAL_LEFTOVER` × `paired` at `PARTIAL_FULL` (never more than `unsaid`). The index bounds it by
 * `min(unsaid, PARTIAL_LEFTOVER × paired)` when every heard word has a word of the value at `PARTIAL_FROM` or more.
 *
 * @example
 *   partOfNameLeftover(1.3, 2, 1) // 0.54: "myers" against Caitlin Myers
 */
export function partOfNameLeftover(unsaid: number, paired: number, leastPair: number): number {
  if (leastPair < PARTIAL_FROM) return unsaid;
  const cap = PARTIAL_LEFTOVER * paired;
  if (unsaid <= cap) return unsaid;
  const sure = leastPair >= PARTIAL_FULL ? 1 : (leastPair - PARTIAL_FROM) / (PARTIAL_FULL - PARTIAL_FROM);
  return unsaid - sure * (unsaid - cap);
}

/** The share of its weight a word left unpaired counts with: less for a middle word. */
export function leftoverShare(position: number, count: number): number {
  return position > 0 && position < count - 1 ? INNER_WORD_SHARE : 1;
}

/** The common two-word case without scratch arrays: straight or crossed, whichever explains more. */
function alignTwoByTwo(heard: PreparedValue, cell: PreparedValue, comparer: WordComparer): number {
  const h0 = heard.words[0]!, h1 = heard.words[1]!;
  const c0 = cell.firstId, c1 = cell.secondId;
  // Weights in hundredths, as stored on the values.
  const hw0 = heard.firstWeight, hw1 = heard.secondWeight, cw0 = cell.firstWeight, cw1 = cell.secondWeight;
  const total = hw0 + hw1 + cw0 + cw1;
  if (total === 0) return 1;
  const straight = comparer.similarityToWordOf(h0, c0, cell, 0) * (hw0 + cw0) + comparer.similarityToWordOf(h1, c1, cell, 1) * (hw1 + cw1);
  const crossed = comparer.similarityToWordOf(h0, c1, cell, 1) * (hw0 + cw1) + comparer.similarityToWordOf(h1, c0, cell, 0) * (hw1 + cw0);
  const similarity = crossed > straight ? crossed / total - ORDER_PENALTY : straight / total;
  return similarity > 0 ? similarity : 0;
}
