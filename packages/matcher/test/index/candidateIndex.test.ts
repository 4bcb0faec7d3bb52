// The candidate index never loses a row a full scan would return: random tables, random perturbed queries,
// every match mode, one to three search columns, compared with scoring every row.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { createLookup, tableFromRows, type MatchMode } from '@switchboard/matcher';
import { withExactMemos } from '../../src/index/ExactSimilarityMemo.js';
import { buildLookupIndex } from '../../src/index/LookupIndex.js';
import { scorerFor } from '../../src/scoring/scorerFor.js';
import { capitalised, NAME_WORDS, PERTURBATIONS } from '../support/namePerturbations.js';
import { withoutScores } from '../support/fullScan.js';

const CITY_WORDS = ['boston', 'austin', 'san', 'jose', 'sanjose', 'new', 'york', 'newark', 'salem', 'sale', 'dallas', 'dulles'];
const MODES: readonly MatchMode[] = ['exact', 'fuzzy', 'phonetic', 'hybrid'];
const MIN_SCORES = [30, 50, 60, 75, 85, 92];
// INDEX_PROPERTY_RUNS=20 multiplies the runs, to try harder to break the index (the default keeps the suite fast).
const RUNS = Number(process.env.INDEX_PROPERTY_RUNS ?? 1);
const DOCUMENT_ALIASES = new Map([['Mac Donald', ['McDonald']], ['Peggy', ['Maggie']], ['Bobby', ['Robbie']]]);

function cellArbitrary(words: readonly string[]): fc.Arbitrary<string> {
  const wordList = fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 4 });
  return fc.oneof(
    { weight: 12, arbitrary: wordList.map((list) => list.map(capitalised).join(' ')) },
    { weight: 2, arbitrary: wordList.filter((list) => list.length >= 2).map((list) => `${capitalised(list.at(-1)!)}, ${list.slice(0, -1).map(capitalised).join(' ')}`) },
    { weight: 1, arbitrary: wordList.map((list) => `Dr. ${list.map(capitalised).join(' ')} Jr`) },
    { weight: 1, arbitrary: fc.stringMatching(/^[2-9]\d{6,9}$/) },
    { weight: 1, arbitrary: fc.stringMatching(/^A\d{3,4}$/) },
    { weight: 1, arbitrary: fc.constantFrom('', '', '-', 'n/a') },
    // Email addresses: compared by their mailbox's words, then their domain.
    { weight: 2, arbitrary: fc.tuple(wordList, fc.constantFrom('.', '_', ''), fc.constantFrom('', '7', '86'), fc.constantFrom('acme.com', 'acne.com', 'mail.org'))
      .map(([list, joint, number, domain]) => `${list.join(joint)}${number}@${domain}`) },
  );
}

interface Case {
  rows: string[][];
  modes: MatchMode[];
  queries: string[];
  minScore: number;
  aliases: boolean;
  /** The vocabulary compared whole (as for small tables), or through the tries (as for large ones). */
  whole: boolean;
  /** A column another narrowed to a few rows scores their values one by one (the default), or retrieves as large tables do. */
  scan: boolean;
}

const caseArbitrary: fc.Arbitrary<Case> = fc.integer({ min: 1, max: 3 }).chain((columnCount) => fc.record({
  rows: fc.array(fc.tuple(...Array.from({ length: columnCount }, (_, c) => cellArbitrary(c === 0 ? NAME_WORDS : CITY_WORDS))), { minLength: 1, maxLength: 30 }),
  modes: fc.array(fc.constantFrom(...MODES), { minLength: columnCount, maxLength: columnCount }),
  minScore: fc.constantFrom(...MIN_SCORES),
  aliases: fc.boolean(),
  seed: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
  stray: fc.array(cellArbitrary([...NAME_WORDS, ...CITY_WORDS]), { minLength: columnCount, maxLength: columnCount }),
  fromRow: fc.boolean(),
  whole: fc.boolean(),
  scan: fc.boolean(),
}).map(({ rows, modes, minScore, aliases, seed, stray, fromRow, whole, scan }) => {
  let next = 0;
  const random = (n: number): number => (n <= 0 ? 0 : (seed[next++ % seed.length]! + next * 7919) % n);
  const source = rows[random(rows.length)]!;
  const queries = source.map((cell, c) => {
    const base = fromRow && cell !== '' ? cell : stray[c]!;
    return PERTURBATIONS[random(PERTURBATIONS.length)]!(base, random);
  });
  return { rows: rows.map((row) => [...row]), modes, queries, minScore, aliases, whole, scan };
}));

describe('candidate index against a full scan', () => {
  test('every row a full scan scores at or above min_score is a candidate', () => {
    fc.assert(fc.property(caseArbitrary, ({ rows, modes, queries, minScore, aliases, whole, scan }) => {
      const options = aliases ? { aliases: DOCUMENT_ALIASES } : {};
      const searchColumns = modes.map((mode, column) => ({ column, scorer: scorerFor(mode, options) }));
      const { columns, index } = buildLookupIndex(rows, searchColumns, { ...options, ...(whole ? {} : { wholeVocabulary: 0, scanRunValues: 0 }), ...(scan ? {} : { scanRows: 0 }) });
      const suppliedColumns = queries.flatMap((query, c) => (query.trim() === '' ? [] : [c]));
      if (suppliedColumns.length === 0) return;
      const supplied = suppliedColumns.map((c) => columns[c]!.supply(queries[c]!.trim()));
      const candidates = new Set(index.candidateRows(supplied, minScore));
      // The reference: fresh scorers, every row, in file order (exact memos, as the lookup gives the heard value), on the
      // value as the column reads it ("Mc donald" is heard "Mcdonald").
      const reference = suppliedColumns.map((c) => {
        const scorer = scorerFor(modes[c]!, options);
        return { c, scorer, heard: withExactMemos(scorer.prepare(columns[c]!.callerValue(queries[c]!.trim()))) };
      });
      rows.forEach((row, rowId) => {
        let score = 100;
        for (const { c, scorer, heard } of reference) {
          const cell = row[c] ?? '';
          score = Math.min(score, cell === '' ? 0 : scorer.score(heard, scorer.prepare(cell)));
        }
        if (score >= minScore && !candidates.has(rowId)) expect({ rowId, row, queries, modes, minScore, candidate: false }).toMatchObject({ candidate: true });
      });
    }), { numRuns: 120 * RUNS });
  });

  test.each(MODES)('a %s lookup answers as a full scan does (1-3 columns)', (mode) => {
    fc.assert(fc.property(caseArbitrary, ({ rows, modes, queries, minScore, aliases }) => {
      const header = rows[0]!.map((_, c) => `Column ${c + 1}`);
      const { table } = tableFromRows([header, ...rows.map((row) => row.map((cell) => (cell === '' ? '' : cell)))], { headerRow: 1 });
      if (table === undefined) return;
      const entry = {
        tool_name: 'find',
        search_column: 'Column 1',
        match_mode: mode,
        min_score: minScore,
        confident_score: Math.max(minScore, 92),
        additional_search_columns: header.slice(1).map((column, i) => ({ column, match_mode: modes[i + 1] })),
      };
      const made = createLookup(entry, table, aliases ? { aliases: DOCUMENT_ALIASES } : {});
      if (!made.ok) return;
      const args: Record<string, string> = {};
      made.lookup.tool.parameters.forEach((parameter, c) => {
        if (c === 0 || queries[c]!.trim() !== '') args[parameter.name] = queries[c]!;
      });
      if ((args[made.lookup.tool.parameters[0]!.name] ?? '').trim() === '') return;
      // A debug call scores every row (it lists rows under min_score too): the full scan to agree with.
      expect(made.lookup.call(args)).toEqual(withoutScores(made.lookup.call(args, { debug: true })));
    }), { numRuns: 40 * RUNS });
  });
});
