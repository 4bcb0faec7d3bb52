// The best few of many rows reaching a threshold, without sorting them all: a common surname said alone passes tens of
// thousands of rows of a million, and an answer lists five.

/** The best rows of those reaching a threshold (`scores[i]` is `rows[i]`'s), and how many reach it. */
export interface BestRows {
  rows: number[];
  scores: number[];
  count: number;
}

/**
 * The `keep` best of rows with their scores, by score then file order (as `byScoreThenRow` sorts them), in no order:
 * scores are whole numbers 0-100, so the lowest score kept is found by counting, and the rows at it are the first
 * in file order.
 *
 * @example
 *   selectBest([7, 3, 9, 1], [84, 90, 84, 84], 2) // [3, 1]
 */
export function selectBest(rows: readonly number[], scores: readonly number[], keep: number): number[] {
  const counts = new Int32Array(101);
  for (const score of scores) counts[score] = counts[score]! + 1;
  const { lowest, above } = lowestKept(counts, keep);
  const best: number[] = [];
  const atLowest: number[] = [];
  for (let i = 0; i < rows.length; i++) {
    const score = scores[i]!;
    if (score > lowest) best.push(rows[i]!);
    else if (score === lowest) keptAmongLeast(atLowest, rows[i]!, keep - above);
  }
  return best.concat(atLowest);
}

/**
 * The lowest score the `keep` best rows reach, from how many rows reach each score (`counts[score]`), and how many
 * rows score more (fewer than `keep`; with the rows at `lowest`, `keep` or more, unless there are fewer rows).
 */
export function lowestKept(counts: Int32Array, keep: number): { lowest: number; above: number } {
  let lowest = counts.length - 1;
  let above = 0;
  while (lowest > 0 && above + counts[lowest]! < keep) above += counts[lowest--]!;
  return { lowest, above };
}

/**
 * Keeps `rowId` in the ascending `least`, which holds at most `size` rows (the least); false once `rowId` is past
 * them all, so that a caller going through ascending rows can stop.
 */
export function keptAmongLeast(least: number[], rowId: number, size: number): boolean {
  if (size <= 0 || (least.length === size && rowId > least[size - 1]!)) return false;
  let at = least.length;
  while (at > 0 && least[at - 1]! > rowId) at--;
  least.splice(at, 0, rowId);
  if (least.length > size) least.pop();
  return true;
}
