// `WordCandidates.mayReach` leaves out the bound on a value's words run together, and bounds a heard word's pair of
// the value's words by the word floor, when the retrieval at the same threshold found they cannot reach it
// (`RetrievedRuns`): what the piece's run-together checks let through, the values of the words it matches whole, and
// the values whose words run together are an alias of it. Cases where leaving one of those out loses a row a full
// scan finds.
import { describe, expect, test } from '@jest/globals';
import { withExactMemos } from '../../src/index/ExactSimilarityMemo.js';
import { buildLookupIndex } from '../../src/index/LookupIndex.js';
import type { MatchMode } from '../../src/scoring/Scorer.js';
import { scorerFor } from '../../src/scoring/scorerFor.js';

interface JoinedCase {
  cell: string;
  heard: string;
  mode: MatchMode;
  minScore: number;
  aliases?: Map<string, string[]>;
}

describe('values bounded by what the retrieval found of the heard pieces run together', () => {
  test.each<JoinedCase>([
    // The document's alias of "peggy" is "maggie", which the cell's words run together spell: 95 by the table, where
    // letters and sounds alone are far under 88.
    { cell: 'Mag Gie', heard: 'Peggy', mode: 'hybrid', minScore: 88, aliases: new Map([['Peggy', ['Maggie']]]) },
    // "johnson" matches the heard word whole, so the run-together checks leave it to its postings.
    { cell: 'Johnson Caitlin', heard: 'JohnonAnna', mode: 'fuzzy', minScore: 46 },
    // An alias of the first heard word ("margaret") that the cell's first two words run together spell: the split mean
    // (that pair against the word, "smit" against Smith) reaches 88 by the alias's 95, and under the word floor for
    // the pair would miss it.
    { cell: 'Marga Ret Smith', heard: 'Peggy Smit', mode: 'hybrid', minScore: 88, aliases: new Map([['Peggy', ['Margaret']]]) },
  ])('$heard finds "$cell" at $minScore ($mode)', ({ cell, heard, mode, minScore, aliases }) => {
    const options = aliases === undefined ? {} : { aliases };
    const reference = scorerFor(mode, options);
    for (const walk of [{}, { wholeVocabulary: 0, scanRunValues: 0 }]) {
      const { columns, index } = buildLookupIndex([[cell], ['Someone Else']], [{ column: 0, scorer: scorerFor(mode, options) }], { ...options, ...walk });
      const score = reference.score(withExactMemos(reference.prepare(columns[0]!.callerValue(heard))), reference.prepare(cell));
      expect(score).toBeGreaterThanOrEqual(minScore);
      expect({ walk, candidates: index.candidateRows([columns[0]!.supply(heard)], minScore) }).toEqual({ walk, candidates: [0] });
    }
  });
});
