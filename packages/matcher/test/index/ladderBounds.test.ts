// A lookup asks one heard value down a ladder of thresholds (88, then 85 or 82, then 75), and what one threshold
// computed serves the next: the pieces' vocabulary matches and run-together checks (memos by piece), the values'
// scores (stamped per call). These cases ask one supplied value of a column down a random ladder, as one call does,
// with names of two and three words heard split, joined, respelled or in part (where the bounds on values of another
// word count decide), and expect each threshold's candidates to hold every row a full scan scores at or above it,
// whether the vocabulary is compared whole or through its tries. (It fails when a piece's matches are kept without
// their threshold, and failed on each of three ways of keeping `mayReach`'s bounds from a higher threshold wrongly,
// tried in session 52 and not kept.)
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { withExactMemos } from '../../src/index/ExactSimilarityMemo.js';
import { buildLookupIndex } from '../../src/index/LookupIndex.js';
import type { MatchMode } from '../../src/scoring/Scorer.js';
import { scorerFor } from '../../src/scoring/scorerFor.js';
import { NAME_WORDS, PERTURBATIONS, capitalised } from '../support/namePerturbations.js';

const RUNS = Number(process.env.INDEX_PROPERTY_RUNS ?? 1);
const MODES: readonly MatchMode[] = ['fuzzy', 'phonetic', 'hybrid'];

const nameArbitrary = fc.array(fc.constantFrom(...NAME_WORDS), { minLength: 1, maxLength: 3 }).map((words) => words.map(capitalised).join(' '));

const caseArbitrary = fc.record({
  cells: fc.array(nameArbitrary, { minLength: 1, maxLength: 30 }),
  target: fc.nat(),
  // Two errors in turn: a word split and a letter dropped, a word replaced and the rest joined, ...
  errors: fc.array(fc.tuple(fc.nat({ max: PERTURBATIONS.length - 1 }), fc.nat()), { minLength: 1, maxLength: 2 }),
  mode: fc.constantFrom(...MODES),
  // Descending, as a call's ladder: its highest threshold first.
  ladder: fc.uniqueArray(fc.integer({ min: 45, max: 95 }), { minLength: 2, maxLength: 5 }).map((scores) => scores.sort((a, b) => b - a)),
});

/** Expects each threshold of the ladder, asked in turn of one supplied value, to keep every row the full scan scores at or above it. */
function expectLadderKeepsRows(cells: readonly string[], heard: string, mode: MatchMode, ladder: readonly number[]): void {
  const rows = cells.map((cell) => [cell]);
  const reference = scorerFor(mode);
  for (const options of [{}, { wholeVocabulary: 0, scanRunValues: 0 }]) {
    const { columns, index } = buildLookupIndex(rows, [{ column: 0, scorer: scorerFor(mode) }], options);
    const prepared = withExactMemos(reference.prepare(columns[0]!.callerValue(heard)));
    const scores = cells.map((cell) => reference.score(prepared, reference.prepare(cell)));
    // One supplied value for the whole ladder, as one call asks it.
    const supplied = columns[0]!.supply(heard);
    for (const minScore of ladder) {
      const candidates = new Set(index.candidateRows([supplied], minScore));
      cells.forEach((cell, rowId) => {
        const score = scores[rowId]!;
        // (expect only for a row left out, for its message.)
        if (score >= minScore && !candidates.has(rowId)) expect({ heard, cell, mode, ladder, minScore, score, options, candidate: false }).toMatchObject({ candidate: true });
      });
    }
  }
}

interface LadderCase {
  cell: string;
  heard: string;
  mode: MatchMode;
  ladder: number[];
}

describe('a heard value asked down a ladder of thresholds', () => {
  // A row the bounds turn down at the higher threshold that only its split-word mean (two neighbouring heard words
  // merged against one cell word) brings to the lower one: lost when a bound kept from the higher threshold left the
  // split mean out (found by the property below, in 3,200 cases).
  test.each<LadderCase>([
    { cell: 'Caitlin Riley', heard: 'Al john leigh', mode: 'phonetic', ladder: [53, 45] },
  ])('$heard finds "$cell" at each of $ladder ($mode)', ({ cell, heard, mode, ladder }) => {
    expect(scorerFor(mode).score(scorerFor(mode).prepare(heard), scorerFor(mode).prepare(cell))).toBeGreaterThanOrEqual(ladder[ladder.length - 1]!);
    expectLadderKeepsRows([cell], heard, mode, ladder);
  });

  test('each threshold keeps every row a full scan scores at or above it', () => {
    fc.assert(fc.property(caseArbitrary, ({ cells, target, errors, mode, ladder }) => {
      let heard = cells[target % cells.length]!;
      for (const [error, seed] of errors) {
        let state = seed;
        heard = PERTURBATIONS[error]!(heard, (n) => (n <= 0 ? 0 : (state = (state * 1103515245 + 12345) % 2147483648) % n));
      }
      if (heard.trim() !== '') expectLadderKeepsRows(cells, heard, mode, ladder);
    }), { numRuns: 400 * RUNS });
  });
});
