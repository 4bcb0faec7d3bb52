// A heard piece against two cell words run together: the check (`RunTogetherCheck.joinedReaches`, `pairReaches`) is
// exact there, so every bound it tries before the distances (sizes, the blocks' least entries, the counts of letters
// and phonemes) must turn down only runs whose full edit distances miss the floors. Held here to the distances of the
// words run together, computed whole; with three words the check may only let more through.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { letterPrefixDistances, phonemeCost, phonemePrefixDistances } from '../../src/index/anchoredDistances.js';
import { columnValues } from '../../src/index/ColumnValues.js';
import { cellWordForms, RunTogetherCheck } from '../../src/index/RunTogetherCheck.js';
import { prepareValue, type PreparedWord } from '../../src/scoring/preparedValue.js';
import { rawWordSimilarityFloor } from '../../src/scoring/scoreBounds.js';
import { SOUND_SHARE, type WordEvidence } from '../../src/scoring/wordSimilarity.js';
import { heardPieceArbitrary } from '../support/heardPieces.js';

const RUNS = Number(process.env.INDEX_PROPERTY_RUNS ?? 1);
// Names with repeated letters and phonemes, short words and long ones: the counting bounds' corners.
const WORDS = [
  'ann', 'anna', 'lee', 'jo', 'hnson', 'johnson', 'han', 'sen', 'hansen', 'patricia', 'nguyen', 'elizabeth', 'castro',
  'eliijah', 'anderson', 'josepph', 'philips', 'harrison', 'doherty', 'xu', 'ng', 'o', 'mississippi', 'kenneth',
];
const EVIDENCE: readonly WordEvidence[] = ['letters', 'sounds', 'both'];
// As in the scorer and the check: a bound may only ever admit more.
const SLACK = 1e-7;

/** The raw floors `WordCandidates` tests a piece with at min_score. */
function floorsAt(minScore: number, evidence: WordEvidence): { letterFloor: number; soundFloor: number } {
  const letterFloor = rawWordSimilarityFloor(minScore);
  return { letterFloor, soundFloor: evidence === 'both' ? (letterFloor - (1 - SOUND_SHARE)) / SOUND_SHARE : letterFloor };
}

/** Whether the words run together reach the floors against the piece, by their whole edit distances. */
function wholeRunReaches(piece: PreparedWord, words: readonly PreparedWord[], evidence: WordEvidence, letterFloor: number, soundFloor: number): boolean {
  const text = words.map((word) => word.text).join('');
  const letterDistance = letterPrefixDistances(text, piece.text)[text.length]!;
  if (letterDistance === 0) return true;
  const pronunciations = piece.pronunciations.filter((codes) => codes.length > 0);
  const useSounds = evidence !== 'letters' && pronunciations.length > 0 && words.every((word) => word.phonemes.length > 0);
  if ((evidence !== 'sounds' || !useSounds) && letterDistance <= (1 - letterFloor) * Math.max(piece.text.length, text.length) + SLACK) return true;
  if (!useSounds) return false;
  // Words run together are pronounced with each word's first pronunciation.
  const codes = Uint8Array.from(words.flatMap((word) => [...word.phonemes]));
  const sounds = phonemeCost(codes);
  return pronunciations.some((heard) => phonemePrefixDistances(heard, codes)[heard.length]! <= (1 - soundFloor) * Math.max(phonemeCost(heard), sounds) + SLACK);
}

describe('a heard piece against cell words run together', () => {
  const cellArbitrary = fc.array(fc.constantFrom(...WORDS), { minLength: 2, maxLength: 3 }).map((words) => words.join(' '));

  test('two words are let through exactly when their whole distances reach the floors; three, at least then', () => {
    let passed = 0;
    let turnedDown = 0;
    fc.assert(fc.property(
      fc.array(cellArbitrary, { minLength: 1, maxLength: 10 }),
      heardPieceArbitrary(WORDS).map((text) => text.replaceAll(' ', '')),
      fc.constantFrom(...EVIDENCE),
      fc.constantFrom(30, 60, 75, 82, 88, 92),
      (cells, heard, evidence, minScore) => {
        const values = columnValues(cells.map((cell) => [cell]), 0, prepareValue);
        const piece = prepareValue(heard).words[0]!;
        // One check for all the runs, as a call keeps it: blocks computed for one run serve the next.
        const check = new RunTogetherCheck(piece, cellWordForms(values), evidence);
        const { letterFloor, soundFloor } = floorsAt(minScore, evidence);
        for (let v = 0; v < values.valueCount; v++) {
          const words = values.prepared[v]!.words;
          // (A cell may prepare as one word, "o o" as the letters "oo": words run together are of two or more, and
          // the index checks no other.)
          if (words.length < 2) continue;
          const reaches = check.joinedReaches(values, v, letterFloor, soundFloor);
          const expected = wholeRunReaches(piece, words, evidence, letterFloor, soundFloor);
          if (words.length === 2) expect({ heard, cell: values.prepared[v]!.text, evidence, minScore, reaches }).toEqual({ heard, cell: values.prepared[v]!.text, evidence, minScore, reaches: expected });
          else if (expected) expect({ heard, cell: values.prepared[v]!.text, evidence, minScore, reaches }).toMatchObject({ reaches: true });
          for (let pair = 0; pair + 1 < words.length; pair++) {
            const pairReaches = check.pairReaches(values, v, pair, letterFloor, soundFloor);
            expect({ heard, cell: values.prepared[v]!.text, pair, evidence, minScore, pairReaches })
              .toMatchObject({ pairReaches: wholeRunReaches(piece, words.slice(pair, pair + 2), evidence, letterFloor, soundFloor) });
          }
          if (reaches) passed += 1;
          else turnedDown += 1;
        }
      },
    ), { numRuns: 300 * RUNS });
    // Both ways happen: the test is not vacuous.
    expect(passed).toBeGreaterThan(50);
    expect(turnedDown).toBeGreaterThan(50);
  });
});
