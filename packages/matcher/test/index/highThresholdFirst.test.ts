// A lookup first retrieves only the rows scoring confident_score - confident_margin + 1 or more, and answers from
// them when they settle the outcome (`Lookup.answer`). These tables are made of a few names repeated, respelled
// and written as twins ("MYERS, Caitlin"), so that many rows reach the high threshold, with random thresholds,
// margins and candidate caps: every answer must equal the full scan's (a debug call scores every row; an exact
// column's rows outside its hash bucket score 0 and are skipped, as `exactIndex.test.ts` allows). Tables
// run past the few rows below which the index scores candidates without narrowing them by the other columns
// (a city, an exact plan), so that narrowing is checked too.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { createLookup, tableFromRows, type MatchMode } from '@switchboard/matcher';
import { withoutScores } from '../support/fullScan.js';

const RUNS = Number(process.env.INDEX_PROPERTY_RUNS ?? 1);
// Each name with spellings that score alike and twins written another way (same key, other text).
const NAMES: readonly (readonly string[])[] = [
  ['Caitlin Myers', 'Kaitlyn Meyers', 'Katelyn Myers', 'MYERS, Caitlin', 'Caitlin Meyer', 'Caitlin J. Myers'],
  ['Sean Riley', 'Shawn Reilly', 'Shaun Riley', 'Riley, Sean', 'Sean Rily'],
  ['John Smith', 'Jon Smith', 'John Smyth', 'SMITH, John', 'Jonathan Smith', 'John Smith-Jones'],
  ['Ann Lee', 'Anne Leigh', 'Anna Lee', 'Lee, Ann'],
];
const CITIES = ['Boston', 'Austin', 'BOSTON', 'Bostan', 'Dallas'];
const PLANS = ['Gold', 'Silver', 'gold'];
const MODES: readonly MatchMode[] = ['fuzzy', 'phonetic', 'hybrid'];

const caseArbitrary = fc.record({
  family: fc.nat({ max: NAMES.length - 1 }),
  picks: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat({ max: 4 }), fc.nat({ max: 2 })), { minLength: 20, maxLength: 160, size: 'max' }),
  heard: fc.nat(),
  heardCity: fc.option(fc.constantFrom(...CITIES), { nil: undefined }),
  heardPlan: fc.option(fc.constantFrom(...PLANS), { nil: undefined }),
  mode: fc.constantFrom(...MODES),
  minScore: fc.integer({ min: 50, max: 95 }),
  confidentScore: fc.integer({ min: 50, max: 100 }),
  margin: fc.integer({ min: 0, max: 12 }),
  maxCandidates: fc.integer({ min: 1, max: 7 }),
});

describe('answering from the rows above the confident threshold first', () => {
  test('every answer equals the full scan', () => {
    fc.assert(fc.property(caseArbitrary, ({ family, picks, heard, heardCity, heardPlan, mode, minScore, confidentScore, margin, maxCandidates }) => {
      // Most rows come from one family of names, so many score high; a few from the others.
      const rows = picks.map(([name, other, city, plan]) => {
        const names = NAMES[other % 5 === 0 ? other % NAMES.length : family]!;
        return [names[name % names.length]!, CITIES[city]!, PLANS[plan]!];
      });
      const { table } = tableFromRows([['Name', 'City', 'Plan'], ...rows], { headerRow: 1 });
      if (table === undefined) return;
      const entry = {
        tool_name: 'find',
        search_column: 'Name',
        param_name: 'full_name',
        match_mode: mode,
        min_score: minScore,
        confident_score: Math.max(minScore, confidentScore),
        confident_margin: margin,
        max_candidates: maxCandidates,
        additional_search_columns: [{ column: 'City', match_mode: mode }, { column: 'Plan', match_mode: 'exact' }],
      };
      const made = createLookup(entry, table);
      if (!made.ok) throw new Error(JSON.stringify(made.issues));
      const names = NAMES[family]!;
      const args: Record<string, string> = { full_name: names[heard % names.length]!.toLowerCase() };
      if (heardCity !== undefined) args.city = heardCity;
      if (heardPlan !== undefined) args.plan = heardPlan;
      expect({ args, rows, answer: made.lookup.call(args) }).toEqual({ args, rows, answer: withoutScores(made.lookup.call(args, { debug: true })) });
    }), { numRuns: 150 * RUNS });
  });
});
