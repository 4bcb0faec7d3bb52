// A cell's names said run together by a caller: "latoya" for La Toya, "vanderberg" for Van der Berg. What a confident
// answer asks of every word said (`weakestWord`) a word meets here as well as among the cell's words one by one.
import { MAX_PAIRED_WORDS, wordsRunTogether, type PreparedValue, type PreparedWord } from './preparedValue.js';

/** The most neighbouring words of a cell a word said stands for run together ("van der berg"). */
export const MOST_WORDS_RUN_TOGETHER = 3;

/** Neighbouring words of a cell (from `from` to `to`, exclusive) run together into `word`. */
export interface NamesRunTogether {
  readonly from: number;
  readonly to: number;
  readonly word: PreparedWord;
}

/**
 * The runs of two or three neighbouring words of `cell` that one of `saidCount` words said may stand for (a run of k
 * words leaves the other words said k - 1 fewer of the cell's), none of them an initial ("ericj" is no name a caller
 * says). Pairs come from the cell (`adjacentPairs`, made once); runs of three are made here, for cells of at most
 * `MAX_PAIRED_WORDS` words, as those pairs are.
 *
 * @example
 *   namesRunTogether(prepareValue('Elizabeth Van der Berg'), 2).map((run) => run.word.text)
 *   // ['elizabethvan', 'vander', 'derberg', 'elizabethvander', 'vanderberg']
 */
export function namesRunTogether(cell: PreparedValue, saidCount: number): NamesRunTogether[] {
  const { words } = cell;
  const runs: NamesRunTogether[] = [];
  if (words.length <= saidCount || words.length > MAX_PAIRED_WORDS) return runs;
  const pairs = cell.adjacentPairs;
  for (let from = 0; from + 1 < words.length; from++) {
    if (namesOnly(words, from, from + 2)) runs.push({ from, to: from + 2, word: pairs[from]! });
  }
  if (words.length - saidCount + 1 < MOST_WORDS_RUN_TOGETHER) return runs;
  for (let from = 0; from + MOST_WORDS_RUN_TOGETHER <= words.length; from++) {
    const to = from + MOST_WORDS_RUN_TOGETHER;
    // (A cell of three words run together whole is its own `joined`, made once.)
    if (namesOnly(words, from, to)) runs.push({ from, to, word: to - from === words.length ? cell.joined : wordsRunTogether(words.slice(from, to)) });
  }
  return runs;
}

/** Whether the words from `from` to `to` are all more than an initial. */
function namesOnly(words: readonly PreparedWord[], from: number, to: number): boolean {
  for (let at = from; at < to; at++) if (words[at]!.text.length <= 1) return false;
  return true;
}
