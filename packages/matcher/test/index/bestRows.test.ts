// A call lists the best few of the rows reaching a threshold without sorting them all (`index/bestRows.ts`, by value
// in a word column: `ColumnCandidates.best`): a common surname said alone passes tens of thousands of a million rows.
// The answer must be the full scan's: the same candidates in the same order (score, then file order), the same
// outcome, a confident row's twins found however far down they are.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { createLookup, tableFromRows, type MatchMode } from '@switchboard/matcher';
import { keptAmongLeast, selectBest } from '../../src/index/bestRows.js';
import { withoutScores } from '../support/fullScan.js';

const RUNS = Number(process.env.INDEX_PROPERTY_RUNS ?? 1);
const FIRST = ['Caitlin', 'Kaitlyn', 'Sean', 'Shawn', 'John', 'Jon', 'Ann', 'Anne', 'Mary', 'Al'];
const LAST = ['Myers', 'Meyers', 'Riley', 'Reilly', 'Smith', 'Smyth', 'Lee'];
const CITIES = ['Boston', 'Austin', 'Dallas'];
const MODES: readonly MatchMode[] = ['fuzzy', 'phonetic', 'hybrid'];

describe('the best rows of many', () => {
  test('selectBest keeps what a full sort by score, then file order, puts first', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.nat({ max: 2000 }), fc.integer({ min: 75, max: 100 })), { maxLength: 300 }), fc.integer({ min: 1, max: 12 }), (pairs, keep) => {
      const unique = [...new Map(pairs).entries()];
      const rows = unique.map(([row]) => row);
      const scores = unique.map(([, score]) => score);
      const sorted = unique.map(([row, score]) => ({ row, score })).sort((a, b) => b.score - a.score || a.row - b.row).slice(0, keep);
      const best = selectBest(rows, scores, keep).map((row) => ({ row, score: scores[rows.indexOf(row)]! }))
        .sort((a, b) => b.score - a.score || a.row - b.row);
      expect(best).toEqual(sorted);
    }), { numRuns: 200 * RUNS });
  });

  test('keptAmongLeast holds the least rows, and says when ascending rows can stop', () => {
    const least: number[] = [];
    expect([9, 4, 7, 1, 8].map((row) => keptAmongLeast(least, row, 3))).toEqual([true, true, true, true, false]);
    expect(least).toEqual([1, 4, 7]);
  });

  test('a lookup answers as the full scan does, with many rows tied at the top', () => {
    const caseArbitrary = fc.record({
      picks: fc.array(fc.tuple(fc.nat({ max: FIRST.length - 1 }), fc.nat({ max: LAST.length - 1 }), fc.nat({ max: CITIES.length - 1 })), { minLength: 30, maxLength: 200 }),
      // Half the calls say a surname alone (every row holding it ties), half of them without a city (by value).
      heardFirst: fc.option(fc.constantFrom(...FIRST), { nil: undefined, freq: 1 }),
      heardLast: fc.constantFrom(...LAST),
      heardCity: fc.option(fc.constantFrom(...CITIES), { nil: undefined, freq: 1 }),
      mode: fc.constantFrom(...MODES),
      minScore: fc.integer({ min: 60, max: 90 }),
      confidentScore: fc.integer({ min: 70, max: 100 }),
      margin: fc.integer({ min: 0, max: 8 }),
      maxCandidates: fc.integer({ min: 1, max: 6 }),
    });
    fc.assert(fc.property(caseArbitrary, ({ picks, heardFirst, heardLast, heardCity, mode, minScore, confidentScore, margin, maxCandidates }) => {
      const rows = picks.map(([first, last, city]) => [`${FIRST[first]} ${LAST[last]}`, CITIES[city]!]);
      const { table } = tableFromRows([['Name', 'City'], ...rows], { headerRow: 1 });
      if (table === undefined) return;
      const made = createLookup({
        tool_name: 'find', search_column: 'Name', param_name: 'full_name', match_mode: mode, min_score: minScore,
        confident_score: Math.max(minScore, confidentScore), confident_margin: margin, max_candidates: maxCandidates,
        additional_search_columns: [{ column: 'City', match_mode: mode }],
      }, table);
      if (!made.ok) throw new Error(JSON.stringify(made.issues));
      const args: Record<string, string> = { full_name: heardFirst === undefined ? heardLast : `${heardFirst} ${heardLast}` };
      if (heardCity !== undefined) args.city = heardCity;
      expect({ args, answer: made.lookup.call(args) }).toEqual({ args, answer: withoutScores(made.lookup.call(args, { debug: true })) });
    }), { numRuns: 150 * RUNS });
  });

  test('rows tied at the lowest score kept are the first in the file, across values', () => {
    const rows = Array.from({ length: 40 }, (_, i) => [i % 2 === 0 ? 'Sean Riley' : 'Shawn Riley', `R${i}`]);
    const { table } = tableFromRows([['Name', 'Row'], ...rows], { headerRow: 1 });
    const made = createLookup({ tool_name: 'find', search_column: 'Name', param_name: 'full_name' }, table!);
    if (!made.ok) throw new Error(JSON.stringify(made.issues));
    const answer = made.lookup.call({ full_name: 'riley' });
    expect(answer.result === 'ambiguous' ? answer.candidates.map((candidate) => candidate.row.Row) : []).toEqual(['R0', 'R1', 'R2', 'R3', 'R4']);
  });

  test('a confident row with a twin beyond the best rows is not the answer', () => {
    // Against "ronald mcdonald": 100, 95, then the best row's twin by sound at 93, past the two best rows kept for
    // max_candidates 2; each threshold above min_score finds the twin by key, and so must the last.
    const rows = [['Ronald McDonald', 'Boston'], ['Ronald McDonalds', 'Boston'], ['Ronald Mac Donald', 'Austin']];
    const { table } = tableFromRows([['Name', 'City'], ...rows], { headerRow: 1 });
    const made = createLookup({ tool_name: 'find', search_column: 'Name', param_name: 'full_name', max_candidates: 2 }, table!);
    if (!made.ok) throw new Error(JSON.stringify(made.issues));
    const answer = made.lookup.call({ full_name: 'ronald mcdonald' });
    expect(answer).toEqual(withoutScores(made.lookup.call({ full_name: 'ronald mcdonald' }, { debug: true })));
    expect(answer).toMatchObject({ result: 'ambiguous', candidates: [{ score: 100 }, { score: 95 }] });
  });
});
