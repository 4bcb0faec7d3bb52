// A heard number meets the column's numbers within a digit edit of it, or the same number written another way (a
// country code or a trunk 0 more or less, an extension, a zero a spreadsheet dropped), by their keys' deletions
// (`numberKeys`, `WordCandidates.numbersNear`) instead of every number of the column. Checked against a full scan on
// random tables of phone numbers and ids written in many ways, read as phones and as ids.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { withExactMemos } from '../../src/index/ExactSimilarityMemo.js';
import { buildLookupIndex } from '../../src/index/LookupIndex.js';
import { numberKeys } from '../../src/scoring/digitScore.js';
import { scorerFor } from '../../src/scoring/scorerFor.js';
import type { MatchMode } from '../../src/scoring/Scorer.js';

const RUNS = Number(process.env.INDEX_PROPERTY_RUNS ?? 1);
const WORD_MODES: readonly MatchMode[] = ['fuzzy', 'phonetic', 'hybrid'];
const MIN_SCORES = [60, 70, 71, 75, 85, 92];

// Few digits, so that numbers collide, share tails and sit one edit apart.
const national = fc.stringMatching(/^[1-3][0-3]{2,9}$/);
const number = fc.tuple(
  fc.constantFrom('', '', '+1 ', '1', '0', '+44 ', '0044 ', '+44 (0)', '+39 0', '00', '+61 '),
  national,
  fc.constantFrom('', '', '', ' x204', ' ext 21', ' #7'),
).map(([prefix, digits, extension]) => `${prefix}${digits}${extension}`);
// A few cells of words among the numbers, some holding digits: they are compared by their words.
// And a few cells of two numbers ("555 0150 / 555 0151", `numberList.ts`), each a number of the cell.
const cell = fc.oneof({ weight: 12, arbitrary: number }, { weight: 1, arbitrary: fc.constantFrom('n/a', 'unknown', 'Room 12', 'ask for 2103', 'A1023', 'Lee 12') },
  { weight: 1, arbitrary: fc.tuple(number, fc.constantFrom(' / ', '; ', ' or '), number).map((parts) => parts.join('')) });

/**
 * A heard number made from a cell's digits: as written, or with one digit changed, dropped or added, or at home for
 * abroad and the other way round (with a digit changed too, or not), or its last seven digits alone.
 */
function heardFrom(text: string, pick: number, at: number): string {
  const digits = text.replace(/\D/g, '');
  const place = digits.length === 0 ? 0 : at % digits.length;
  switch (pick % 6) {
    case 0: return text;
    case 1: return `${digits.slice(0, place)}${'0123'[at % 4]}${digits.slice(place + 1)}`;
    case 2: return `${digits.slice(0, place)}${digits.slice(place + 1)}` || '1';
    case 3: return `${digits.slice(0, place)}${'0123'[at % 4]}${digits.slice(place)}`;
    case 4: {
      // At home or abroad, a digit changed on every other pick: "+44 123456" for "0123457".
      const other = digits.startsWith('00') ? `0${digits.slice(4)}` : digits.startsWith('0') ? `+44 ${digits.slice(1)}` : `0${digits}`;
      const last = other.length - 1 - (at % 3);
      return at % 2 === 0 || last < 1 ? other : `${other.slice(0, last)}${'0123'[at % 4]}${other.slice(last + 1)}`;
    }
    default: return digits.length > 7 ? digits.slice(-7) : `1${digits}`;
  }
}

/** Expects every row a full scan scores at or above `minScore` against `query` to be a candidate of the index. */
function expectScanRowsAmongCandidates(cells: readonly string[], query: string, header: string, mode: MatchMode, minScore: number, scanRunValues?: number): void {
  const rows = cells.map((text) => [text]);
  const numbers = header === 'Phone' ? 'phones' : 'ids';
  const scorer = scorerFor(mode, { numbers });
  const { columns, index } = buildLookupIndex(rows, [{ column: 0, scorer }], { columnNames: [header], ...(scanRunValues === undefined ? {} : { scanRunValues }) });
  const candidates = new Set(index.candidateRows([columns[0]!.supply(query)], minScore));
  // The scan scores what the lookup reads the caller as having said ("a 10000000 or 0044 1000" is "a 10000000 or a
  // 00441000"), as the public lookup scores it: the index is given the same reading (`supply`).
  const reference = scorerFor(mode, { numbers });
  const prepared = withExactMemos(reference.prepare(columns[0]!.callerValue(query)));
  rows.forEach(([text], rowId) => {
    const score = reference.score(prepared, reference.prepare(text!));
    if (score >= minScore && !candidates.has(rowId)) expect({ text, query, mode, minScore, score, candidate: false }).toMatchObject({ candidate: true });
  });
}

describe('numbers near a heard number', () => {
  test.each(['Phone', 'Account Number'])('every row a full scan scores at or above min_score is a candidate (%s)', (header) => {
    // `scan`: a column's few values of words are each taken (the default), or found by their words, as many would be.
    fc.assert(fc.property(fc.array(cell, { minLength: 1, maxLength: 40 }), fc.nat(), fc.nat(), fc.nat(), fc.constantFrom(...WORD_MODES), fc.constantFrom(...MIN_SCORES), fc.boolean(), (cells, from, pick, at, mode, minScore, scan) => {
      expectScanRowsAmongCandidates(cells, heardFrom(cells[from % cells.length]!, pick, at), header, mode, minScore, scan ? undefined : 0);
    }), { numRuns: 300 * RUNS });
  });

  // A heard value that is no number (a code, a number in a sentence, a name) is compared with a number cell by words,
  // and may pass ("my number is 555 010 0123" scores 85 against (555) 010-0123): the cells' words must still find it.
  test.each(['Phone', 'Account Number'])('a heard value that is no number finds every number its words reach (%s)', (header) => {
    const wrapped = (text: string, pick: number): string => [`a ${text}`, `my number is ${text}`, `${text} john`, `call ${text} please`, 'john smith', `${text.replace(/\D/g, '')}b`][pick % 6]!;
    fc.assert(fc.property(fc.array(cell, { minLength: 1, maxLength: 40 }), fc.nat(), fc.nat(), fc.constantFrom(...WORD_MODES), fc.constantFrom(...MIN_SCORES), (cells, from, pick, mode, minScore) => {
      expectScanRowsAmongCandidates(cells, wrapped(cells[from % cells.length]!, pick), header, mode, minScore);
    }), { numRuns: 200 * RUNS });
  });

  test('a number is keyed by its last seven digits as written, without its international prefix, and nationally', () => {
    expect(numberKeys('15550100123x204')).toEqual(['0100123']);
    expect(numberKeys('00447700900123')).toEqual(['0900123']);
    expect(numberKeys('02134')).toEqual(['02134', '2134']);
    expect(numberKeys('5550100150,00447700900123')).toEqual(['0100150', '0900123']);
  });

  test('a heard number meets only the numbers near it, not the whole column', () => {
    const rows = Array.from({ length: 2_000 }, (_, i) => [`(555) 01${String(i).padStart(2, '0').slice(-2)}-${String(1000 + i).slice(-4)}`]);
    const { columns, index } = buildLookupIndex(rows, [{ column: 0, scorer: scorerFor('hybrid') }], { columnNames: ['Phone'] });
    const candidates = index.candidateRows([columns[0]!.supply('555 0100 1000')], 75);
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.length).toBeLessThan(100);
  });
});
