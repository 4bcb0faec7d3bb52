// Test support: the candidate index of one search column against a full scan of it.
import { expect } from '@jest/globals';
import { withExactMemos } from '../../src/index/ExactSimilarityMemo.js';
import { buildLookupIndex } from '../../src/index/LookupIndex.js';
import type { MatchMode } from '../../src/scoring/Scorer.js';
import { scorerFor } from '../../src/scoring/scorerFor.js';

/**
 * Expects every row that a fresh scorer, scoring every cell of `cells`, puts at or above `minScore` to be among the
 * index's candidates for `heard` (the reference gets exact memos, as the lookup gives the heard value), both when the
 * index compares the heard words with the whole vocabulary (small tables) and when it walks its tries (large ones).
 * The reference scores the heard value as a lookup does, without its lead-in, hesitations and spelling hints
 * ("the account is …", `IndexedColumn.callerValue`).
 */
export function expectNoRowLost(cells: readonly string[], heard: string, mode: MatchMode, minScore: number): void {
  const rows = cells.map((cell) => [cell]);
  const reference = scorerFor(mode);
  const said = buildLookupIndex(rows, [{ column: 0, scorer: scorerFor(mode) }]).columns[0]!.callerValue(heard);
  const prepared = withExactMemos(reference.prepare(said));
  const scores = cells.map((cell) => reference.score(prepared, reference.prepare(cell)));
  for (const vocabulary of ['whole', 'tries'] as const) {
    const { columns, index } = buildLookupIndex(rows, [{ column: 0, scorer: scorerFor(mode) }], vocabulary === 'whole' ? {} : { wholeVocabulary: 0, scanRunValues: 0 });
    const candidates = new Set(index.candidateRows([columns[0]!.supply(heard)], minScore));
    cells.forEach((cell, rowId) => {
      const score = scores[rowId]!;
      // (expect only for a row left out, for its message: one call per row kept was much of a property's time.)
      if (score >= minScore && !candidates.has(rowId)) expect({ heard, cell, mode, minScore, score, vocabulary, candidate: false }).toMatchObject({ candidate: true });
    });
  }
}
