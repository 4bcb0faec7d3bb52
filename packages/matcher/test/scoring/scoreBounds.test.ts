import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { builtInNicknames } from '../../src/aliases/aliasTable.js';
import { prepareValue, type PreparedValue, type PreparedWord } from '../../src/scoring/preparedValue.js';
import { maxDigitEdits, rawWordSimilarityFloor, wordSimilarityFloor } from '../../src/scoring/scoreBounds.js';
import { WordComparer } from '../../src/scoring/wordSimilarity.js';
import { wordsScore } from '../../src/scoring/wordsScore.js';

const comparer = new WordComparer('both', builtInNicknames(), undefined);
const features = (v: PreparedValue): PreparedWord[] => [...v.words, v.joined, ...v.adjacentPairs];
const bestPair = (a: PreparedValue, b: PreparedValue): number => {
  let best = 0;
  for (const x of features(a)) for (const y of features(b)) best = Math.max(best, comparer.similarity(x, y));
  return best;
};

const WORDS = ['caitlin', 'kaitlyn', 'myers', 'meyers', 'sean', 'shawn', 'riley', 'reilly', 'bob', 'robert', 'mc', 'donald',
  'mcdonald', 'kate', 'lynn', 'anne', 'j', 'smith', 'smyth', 'peggy', 'margaret', 'colin', 'meyer', 'bruce', 'wayne', 'alice'];

describe('score bounds for a candidate index', () => {
  test.each([50, 60, 75, 85, 92])('a value scoring at least %i has a word pair at or above the floor', (minScore) => {
    const floor = wordSimilarityFloor(minScore);
    fc.assert(fc.property(
      fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }),
      fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }),
      (heardWords, cellWords) => {
        const heard = prepareValue(heardWords.join(' '));
        const cell = prepareValue(cellWords.join(' '));
        if (wordsScore(heard, cell, comparer) >= minScore) expect(bestPair(heard, cell)).toBeGreaterThanOrEqual(floor);
      },
    ), { numRuns: 400 });
  });

  test('the floors rise with min_score and stay inside 0..1', () => {
    let previous = -1;
    for (const minScore of [0, 25, 50, 75, 92, 100]) {
      const floor = wordSimilarityFloor(minScore);
      expect(floor).toBeGreaterThanOrEqual(previous);
      expect(floor).toBeLessThanOrEqual(1);
      expect(rawWordSimilarityFloor(minScore)).toBeGreaterThanOrEqual(0);
      previous = floor;
    }
  });

  test.each([[75, 1], [70, 2], [92, 0], [100, 0]])('a phone scoring %i has at most %i digit edits', (minScore, edits) => {
    expect(maxDigitEdits(minScore)).toBe(edits);
  });
});
