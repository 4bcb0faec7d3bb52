// Test support: the candidate index of one search column against a full scan of it.
import { expect } from '@jest/globals';
import { columnValues } from '../../src/index/ColumnValues.js';
import { withExactMemos } from '../../src/index/ExactSimilarityMemo.js';
import { buildLookupIndex } from '../../src/index/LookupIndex.js';
import type { MatchMode } from '../../src/scoring/Scorer.js';
import { prepareValue } from '../../src/scoring/preparedValue.js';
import { scorerFor } from '../../src/scoring/scorerFor.js';

/**
 * Expects every row that a fresh scorer, scoring every cell of `cells`, puts at or above `minScore` to be among the
 * index's candidates for `heard` (the reference gets exact memos, as the lookup gives the heard value).
 */
export function expectNoRowLost(cells: readonly string[], heard: string, mode: MatchMode, minScore: number): void {
  const rows = cells.map((cell) => [cell]);
  const { columns, index } = buildLookupIndex(rows, [{ column: 0, scorer: scorerFor(mode) }]);
  const candidates = new Set(index.candidateRows([columns[0]!.supply(heard)], minScore));
  const reference = scorerFor(mode);
  const prepared = withExactMemos(reference.prepare(heard), columnValues(rows, 0, prepareValue).runTogetherIds);
  cells.forEach((cell, rowId) => {
    const score = reference.score(prepared, reference.prepare(cell));
    if (score >= minScore) expect({ heard, cell, mode, minScore, score, candidate: candidates.has(rowId) }).toMatchObject({ candidate: true });
  });
}
