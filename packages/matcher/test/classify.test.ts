// Thresholds and margin, on synthetic scores: exactly where confident turns ambiguous or not_found.
import { describe, expect, test } from '@jest/globals';
import { DEFAULT_CONFIDENT_MARGIN } from '@switchboard/matcher';
import { classify } from '../src/match/classify.js';

const thresholds = { minScore: 75, confidentScore: 92, confidentMargin: DEFAULT_CONFIDENT_MARGIN, maxCandidates: 5 };
const rows = (...scores: number[]) => scores.map((score, rowId) => ({ rowId, score, keyScores: [score] }));
const never = () => false;

describe('classify', () => {
  test.each([
    ['one row at confident_score is confident', [92], 'confident', [0]],
    ['one row just below confident_score is ambiguous', [91], 'ambiguous', [0]],
    ['a lead of exactly the margin is confident', [97, 92], 'confident', [0]],
    ['a lead one short of the margin is ambiguous', [97, 93], 'ambiguous', [0, 1]],
    ['the runner-up below min_score does not count against the margin', [93, 74], 'confident', [0]],
    ['rows below min_score are not candidates', [80, 74, 10], 'ambiguous', [0]],
    ['one row at min_score is a candidate', [75], 'ambiguous', [0]],
    ['nothing at min_score is not found', [74, 50], 'not_found', []],
    ['no rows is not found', [], 'not_found', []],
  ])('%s', (_name, scores, outcome, expected) => {
    const result = classify(rows(...scores), thresholds, never);
    expect(result.result).toBe(outcome);
    const ids = result.result === 'confident' ? [result.row.rowId] : result.result === 'ambiguous' ? result.candidates.map((c) => c.rowId) : [];
    expect(ids).toEqual(expected);
  });

  test('two rows with the same key values are never confident', () => {
    expect(classify(rows(100, 60), { ...thresholds, minScore: 50 }, (a, b) => a + b === 1).result).toBe('ambiguous');
  });

  test('a tie is never confident, even with confident_margin 0; a lead of one point is', () => {
    expect(classify(rows(95, 95), { ...thresholds, confidentMargin: 0 }, never).result).toBe('ambiguous');
    expect(classify(rows(95, 94), { ...thresholds, confidentMargin: 0 }, never).result).toBe('confident');
  });

  test('max_candidates caps the list', () => {
    const result = classify(rows(90, 89, 88, 87), { ...thresholds, maxCandidates: 2 }, never);
    expect(result.result === 'ambiguous' && result.candidates.map((c) => c.rowId)).toEqual([0, 1]);
  });

  test('the default margin is 5', () => {
    expect(DEFAULT_CONFIDENT_MARGIN).toBe(5);
  });
});
