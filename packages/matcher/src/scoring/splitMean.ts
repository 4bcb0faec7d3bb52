// Split words: one word of the shorter value said as two neighbouring words of the longer ("Mc Donald" / "McDonald").
import type { PreparedValue, PreparedWord } from './preparedValue.js';

/**
 * The best in-order weighted mean of word similarities when one neighbouring pair of `longer` stands for one word
 * of `shorter`, words weighted by their sounds as in alignWords. The scorer passes real word similarities; the
 * candidate index passes upper bounds, so both follow this one formula.
 *
 * @example
 *   splitMean(prepare('mc donald'), prepare('mcdonald'), (long, short) => comparer.similarity(long, short))
 */
export function splitMean(
  longer: PreparedValue,
  shorter: PreparedValue,
  similarity: (long: PreparedWord, short: PreparedWord, j: number, merged: number) => number,
): number {
  let best = 0;
  for (let merged = 0; merged < longer.adjacentPairs.length; merged++) {
    let matched = 0;
    let total = 0;
    for (let j = 0; j < shorter.words.length; j++) {
      const long = j < merged ? longer.words[j]! : j === merged ? longer.adjacentPairs[merged]! : longer.words[j + 1]!;
      const short = shorter.words[j]!;
      const weight = long.weight + short.weight;
      matched += similarity(long, short, j, merged) * weight;
      total += weight;
    }
    const mean = total === 0 ? 0 : matched / total;
    if (mean > best) best = mean;
  }
  return best;
}
