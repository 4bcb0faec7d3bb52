// Two paths that used to compare every value or word and now retrieve: a heard code meets the column's codes within one
// edit (`CodeNeighbours`), and a one-letter heard piece meets the words it may be the initial of (`initialSlots`).
// Both are checked against a full scan on random tables, with the vocabulary found through the tries (as in a large
// table) and compared whole (as in a small one).
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { distance } from 'fastest-levenshtein';
import { withExactMemos } from '../../src/index/ExactSimilarityMemo.js';
import { buildLookupIndex } from '../../src/index/LookupIndex.js';
import { CodeNeighbours } from '../../src/index/CodeNeighbours.js';
import { scorerFor } from '../../src/scoring/scorerFor.js';
import type { MatchMode } from '../../src/scoring/Scorer.js';
import { capitalised, NAME_WORDS } from '../support/namePerturbations.js';

const RUNS = Number(process.env.INDEX_PROPERTY_RUNS ?? 1);
const WORD_MODES: readonly MatchMode[] = ['fuzzy', 'phonetic', 'hybrid'];
const MIN_SCORES = [60, 70, 75, 82, 85, 88, 92];

describe('codes within one edit', () => {
  const code = fc.stringMatching(/^[a-c]{0,2}[0-3]{1,5}$/);
  test('every code within one edit of the heard code is found', () => {
    fc.assert(fc.property(fc.array(code, { minLength: 1, maxLength: 60 }), code, (codes, heard) => {
      const near = CodeNeighbours.of(codes.map((text, v) => [v, text] as const));
      const found = new Set(near.within(heard));
      codes.forEach((text, v) => {
        if (distance(text, heard) <= 1) expect({ text, heard, found: found.has(v) }).toEqual({ text, heard, found: true });
      });
    }), { numRuns: 300 * RUNS });
  });

  test('found ids are ascending and each once', () => {
    const near = CodeNeighbours.of([[0, 'a10006'], [1, 'a10007'], [2, 'a1006'], [3, 'b20417'], [4, 'a10006']]);
    expect(near.within('a10006')).toEqual([0, 1, 2, 4]);
  });
});

const cell = fc.oneof(
  { weight: 3, arbitrary: fc.array(fc.constantFrom(...NAME_WORDS), { minLength: 1, maxLength: 3 }).map((words) => words.map(capitalised).join(' ')) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...NAME_WORDS), fc.constantFrom(...NAME_WORDS)).map(([a, b]) => `${capitalised(a)} ${a[0]!.toUpperCase()}. ${capitalised(b)}`) },
  { weight: 3, arbitrary: fc.stringMatching(/^[AB][0-3]{1,7}$/) },
  { weight: 1, arbitrary: fc.stringMatching(/^[0-3][a-z]{1,3}$/) },
);

/** A heard value made from a cell (`pick` chooses how): its first letter, a word's initial with the next word, the
 * cell with one character changed, dropped or added, its characters said one by one, or a code's number alone (its
 * letters left unsaid: `ColumnValues.codesOfNumber`). */
function heardFrom(text: string, pick: number, at: number): string {
  const lower = text.toLowerCase().replace(/[^a-z0-9 ]/g, '');
  const words = lower.split(' ').filter(Boolean);
  const place = words.length === 0 ? 0 : at % lower.length;
  switch (pick % 6) {
    case 0: return lower.slice(0, 1);
    case 1: return words.length > 1 ? `${words[0]![0]} ${words.slice(1).join(' ')}` : `${words[0]?.[0] ?? 'a'} ${NAME_WORDS[at % NAME_WORDS.length]}`;
    case 2: return `${lower.slice(0, place)}${'0123ab'[at % 6]}${lower.slice(place + 1)}`;
    case 3: return `${lower.slice(0, place)}${lower.slice(place + 1)}` || 'a';
    case 4: return lower.replace(/ /g, '').split('').join(' ');
    default: return lower.replace(/[^0-9]/g, '') || 'a';
  }
}

describe('codes and one-letter pieces against a full scan', () => {
  test('every row a full scan scores at or above min_score is a candidate', () => {
    fc.assert(fc.property(fc.array(cell, { minLength: 1, maxLength: 40 }), fc.nat(), fc.nat(), fc.nat(), fc.constantFrom(...WORD_MODES), fc.constantFrom(...MIN_SCORES), fc.boolean(), (cells, from, pick, at, mode, minScore, whole) => {
      const rows = cells.map((text) => [text]);
      const query = heardFrom(cells[from % cells.length]!, pick, at).trim();
      if (query === '') return;
      const scorer = scorerFor(mode);
      const { columns, index } = buildLookupIndex(rows, [{ column: 0, scorer }], whole ? {} : { wholeVocabulary: 0, scanRunValues: 0 });
      const candidates = new Set(index.candidateRows([columns[0]!.supply(query)], minScore));
      const reference = scorerFor(mode);
      // (The scan scores the value as the lookup reads it, as the public lookup does: `supply` gives the index that reading.)
      const prepared = withExactMemos(reference.prepare(columns[0]!.callerValue(query)));
      rows.forEach(([text], rowId) => {
        const score = reference.score(prepared, reference.prepare(text!));
        if (score >= minScore && !candidates.has(rowId)) expect({ text, query, mode, minScore, score, candidate: false }).toMatchObject({ candidate: true });
      });
    }), { numRuns: 200 * RUNS });
  });
});
