import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { builtInNicknames } from '../../src/aliases/aliasTable.js';
import { prepareValue, type PreparedValue, type PreparedWord } from '../../src/scoring/preparedValue.js';
import { maxDigitEdits, rawWordSimilarityFloor, wordSimilarityFloor } from '../../src/scoring/scoreBounds.js';
import { WordComparer } from '../../src/scoring/wordSimilarity.js';
import { weakestWord, wordsScore } from '../../src/scoring/wordsScore.js';
import { alignWords } from '../../src/scoring/wordAlignment.js';
import { splitMean } from '../../src/scoring/splitMean.js';
import { valueEvidence } from '../../src/scoring/evidenceCurves.js';

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

describe('the scorer compares words run together once', () => {
  // `wordsScore` leaves out the split comparison when the longer value has two words: its one pair is all its words
  // run together, which `joined` already compared. The score must be what all three comparisons give.
  const SPLIT_SHARE = 0.98;
  const reference = (heard: PreparedValue, cell: PreparedValue): number => {
    let similarity = alignWords(heard, cell, comparer);
    if (heard.words.length !== cell.words.length) {
      similarity = Math.max(similarity, comparer.similarity(heard.joined, cell.joined) * SPLIT_SHARE);
      if (heard.words.length === cell.words.length + 1) similarity = Math.max(similarity, splitMean(heard, cell, (long, short) => comparer.similarity(long, short)) * SPLIT_SHARE);
      if (cell.words.length === heard.words.length + 1) similarity = Math.max(similarity, splitMean(cell, heard, (long, short) => comparer.similarity(short, long)) * SPLIT_SHARE);
    }
    return Math.round(valueEvidence(similarity) * 100);
  };

  test.each([
    ['caitlin myers', 'kate lynn myers'], ['kate lynn myers', 'caitlin myers'], ['mcdonald smith', 'mc donald smith'],
    ['sean mc donald', 'shawn mcdonald'], ['anne kate lynn', 'anne caitlin'], ['robert mcdonald', 'bob mc donald'],
    ['kate lynn', 'caitlin'], ['mc donald', 'mcdonald'], ['kate lynn myers', 'caitlinmyers'], ['caitlin', 'kate lynn'],
  ])('"%s" against %s: words run together or split compared as in full', (heardText, cellText) => {
    const heard = prepareValue(heardText);
    const cell = prepareValue(cellText);
    expect(wordsScore(heard, cell, comparer)).toBe(reference(heard, cell));
  });

  test('every score of a value against one of another word count is the full comparison\'s', () => {
    fc.assert(fc.property(
      fc.array(fc.constantFrom(...WORDS, 'o', 'x'), { minLength: 1, maxLength: 4 }),
      fc.array(fc.constantFrom(...WORDS, 'o', 'x'), { minLength: 1, maxLength: 4 }),
      (heardWords, cellWords) => {
        if (heardWords.length === cellWords.length) return;
        const heard = prepareValue(heardWords.join(' '));
        const cell = prepareValue(cellWords.join(' '));
        if (heard.text === cell.text) return;
        expect({ heardWords, cellWords, score: wordsScore(heard, cell, comparer) }).toEqual({ heardWords, cellWords, score: reference(heard, cell) });
      },
    ), { numRuns: 400 });
  });
});

describe('the bound on one word against words run together', () => {
  const DIGIT_WORDS = [...WORDS, 'a1001', '42', 'o', 'x', 'bobby', 'robbie', 'jonathan', 'maximiliano', 'fitzgerald', 'li'];
  test.each(['both', 'sounds', 'letters'] as const)('%s: never under the similarity it bounds, aliases and nicknames included', (evidence) => {
    const aliases = new Map([['wayne', new Set(['caitlinmyers'])]]) as unknown as ConstructorParameters<typeof WordComparer>[2];
    const bounded = new WordComparer(evidence, builtInNicknames(), aliases);
    fc.assert(fc.property(
      fc.constantFrom(...DIGIT_WORDS),
      fc.array(fc.constantFrom(...DIGIT_WORDS), { minLength: 2, maxLength: 4 }),
      (heardWord, cellWords) => {
        const heard = prepareValue(heardWord).words[0]!;
        const cell = prepareValue(cellWords.join(' '));
        if (cell.words.length < 2) return;
        expect({ heardWord, cellWords, ok: bounded.runTogetherBound(heard, cell.words) >= bounded.similarity(heard, cell.joined) }).toEqual({ heardWord, cellWords, ok: true });
      },
    ), { numRuns: 600 });
    // A document alias of the words run together: a fixed similarity, whatever the sizes.
    const wayne = prepareValue('wayne').words[0]!;
    expect(bounded.runTogetherBound(wayne, prepareValue('caitlin myers').words)).toBeGreaterThanOrEqual(bounded.similarity(wayne, prepareValue('caitlin myers').joined));
  });

  test('is under the similarity of the words aligned for a surname against a long name, so no compound is made', () => {
    const heard = prepareValue('smith').words[0]!;
    expect(comparer.runTogetherBound(heard, prepareValue('jonathan smith').words)).toBeLessThan(0.75);
  });
});

describe('the scorer\'s bounds on words run together change no result', () => {
  // `wordsScore` leaves out the comparison of one heard word with the cell's words run together when their sizes
  // cannot beat the words aligned (`runTogetherBound`). A comparer whose bound never leaves one out gives the full
  // results, and `weakestWord` reads the same similarities.
  class Unbounded extends WordComparer {
    override runTogetherBound(): number {
      return 1;
    }
  }
  const NAMES = [...WORDS, 'o', 'x', 'la', 'toya', 'latoya', 'jackson', 'ann', 'marie', 'annmarie', 'mary', 'jo', 'mcdonalds'];
  const results = (comparer: WordComparer, heardText: string, cellText: string): number[] => {
    // (Each comparer with values of its own: the memos on heard words are the comparer's.)
    const heard = prepareValue(heardText);
    const cell = prepareValue(cellText);
    return [wordsScore(heard, cell, comparer), weakestWord(heard, cell, comparer)];
  };
  test.each([
    ['latoya jackson', 'la toya jackson'], ['jackson latoya', 'jackson la toya'], ['annmarie smith', 'ann marie smith'],
    ['smith annmarie', 'smith ann marie'], ['caitlin', 'kate lynn myers'], ['mcdonald', 'mc donald'],
  ])('"%s" against %s: a word said for two run together', (heardText, cellText) => {
    const full = new Unbounded('both', builtInNicknames(), undefined);
    expect(results(comparer, heardText, cellText)).toEqual(results(full, heardText, cellText));
  });
  test.each(['both', 'sounds', 'letters'] as const)('%s: every score and weakest word as the full comparison\'s', (evidence) => {
    const bounded = new WordComparer(evidence, builtInNicknames(), undefined);
    const full = new Unbounded(evidence, builtInNicknames(), undefined);
    fc.assert(fc.property(
      fc.array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 4 }),
      fc.array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 4 }),
      (heardWords, cellWords) => {
        const [heardText, cellText] = [heardWords.join(' '), cellWords.join(' ')];
        expect({ heardWords, cellWords, results: results(bounded, heardText, cellText) }).toEqual({ heardWords, cellWords, results: results(full, heardText, cellText) });
      },
    ), { numRuns: 800 });
  });
});
