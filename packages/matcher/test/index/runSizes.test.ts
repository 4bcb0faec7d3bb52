// A piece meeting whole values run together leaves out the word counts whose values its size alone keeps under the
// floors (`RunTogetherCheck.sizesMissAll`, `WordCandidates.reachableCounts`): a sentence run together is far longer
// than any name. The ranges of a count's values must only ever turn down what each value's own test would
// (`joinedReaches`, which starts from the same sizes), and a lookup must still find every row a full scan keeps.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { columnValues } from '../../src/index/ColumnValues.js';
import { cellWordForms, RunTogetherCheck, valueSizesByCount } from '../../src/index/RunTogetherCheck.js';
import { prepareValue } from '../../src/scoring/preparedValue.js';
import { rawWordSimilarityFloor } from '../../src/scoring/scoreBounds.js';
import { SOUND_SHARE, type WordEvidence } from '../../src/scoring/wordSimilarity.js';
import type { MatchMode } from '../../src/scoring/Scorer.js';
import { expectNoRowLost } from '../support/expectNoRowLost.js';

const RUNS = Number(process.env.INDEX_PROPERTY_RUNS ?? 1);
const WORDS = ['ann', 'lee', 'jo', 'mason', 'cunningham', 'donald', 'a.', 'maria', 'guadalupe', 'hernandez', 'xu', 'ng', 'o', 'bartholomew'];
const FILLER = ['hi', 'yes', 'my', 'name', 'is', 'and', 'calling', 'about', 'the', 'bill'];
const EVIDENCE: readonly WordEvidence[] = ['letters', 'sounds', 'both'];

/** The raw floors `WordCandidates` tests a piece with at min_score. */
function floorsAt(minScore: number, evidence: WordEvidence): { letterFloor: number; soundFloor: number } {
  const letterFloor = rawWordSimilarityFloor(minScore);
  return { letterFloor, soundFloor: evidence === 'both' ? (letterFloor - (1 - SOUND_SHARE)) / SOUND_SHARE : letterFloor };
}

describe('sizes of a word count\'s values run together', () => {
  const valueArbitrary = fc.array(fc.constantFrom(...WORDS), { minLength: 2, maxLength: 5 }).map((words) => words.join(' '));
  const pieceArbitrary = fc.array(fc.constantFrom(...WORDS, ...FILLER), { minLength: 1, maxLength: 14 }).map((words) => words.join(''));

  test('a count is left out only when each of its values fails its own test by sizes', () => {
    let leftOut = 0;
    let kept = 0;
    fc.assert(fc.property(
      fc.array(valueArbitrary, { minLength: 1, maxLength: 12 }),
      pieceArbitrary,
      fc.constantFrom(...EVIDENCE),
      fc.constantFrom(30, 60, 75, 88, 92),
      (cells, heard, evidence, minScore) => {
        const rows = cells.map((cell) => [cell]);
        const values = columnValues(rows, 0, prepareValue);
        const forms = cellWordForms(values);
        const sizes = valueSizesByCount(values, forms);
        const piece = prepareValue(heard).words[0]!;
        const check = new RunTogetherCheck(piece, forms, evidence);
        const { letterFloor, soundFloor } = floorsAt(minScore, evidence);
        for (let v = 0; v < values.valueCount; v++) {
          const bit = Math.min(values.wordCounts[v]!, 15);
          if (bit < 2) continue;
          const range = sizes[bit]!;
          if (!check.sizesMissAll(range, letterFloor, soundFloor)) { kept += 1; continue; }
          leftOut += 1;
          expect({ heard, cell: values.prepared[v]!.text, evidence, minScore, reaches: check.joinedReaches(values, v, letterFloor, soundFloor) }).toMatchObject({ reaches: false });
        }
      },
    ), { numRuns: 400 * RUNS });
    // Both ways happen: the test is not vacuous.
    expect(leftOut).toBeGreaterThan(0);
    expect(kept).toBeGreaterThan(0);
  });

  test('a sentence run together is too long for a column of names at a high floor, not at a low one', () => {
    const rows = [['Donald Smith'], ['Maria Guadalupe Hernandez'], ['Ann Lee']];
    const values = columnValues(rows, 0, prepareValue);
    const forms = cellWordForms(values);
    const sizes = valueSizesByCount(values, forms);
    const sentence = prepareValue('himynameisdonaldsmithandimcallingaboutmybill').words[0]!;
    const check = new RunTogetherCheck(sentence, forms, 'both');
    const high = floorsAt(92, 'both');
    expect(check.sizesMissAll(sizes[2]!, high.letterFloor, high.soundFloor)).toBe(true);
    expect(check.sizesMissAll(sizes[3]!, high.letterFloor, high.soundFloor)).toBe(true);
    // At a floor of 30 hardly any size is too far: the values' own tests decide.
    const low = floorsAt(30, 'both');
    expect(check.sizesMissAll(sizes[3]!, low.letterFloor, low.soundFloor)).toBe(false);
    // A piece within a count's range of letters may be some value's very text: never left out.
    const named = new RunTogetherCheck(prepareValue('donaldsmith').words[0]!, forms, 'sounds');
    expect(named.sizesMissAll(sizes[2]!, high.letterFloor, high.soundFloor)).toBe(false);
  });

  test('a value with a word without sounds is judged by its letters alone, in every mode', () => {
    // (Words of scripts kept as they are, and words with a digit, have no pronunciation; words run together with one
    // have none either, `compoundSounds`, and compare by their letters.)
    const rows = [['王 Lee'], ['Ann Lee']];
    const values = columnValues(rows, 0, prepareValue);
    const forms = cellWordForms(values);
    const sizes = valueSizesByCount(values, forms);
    expect(sizes[2]!.silent).toBe(true);
    for (const evidence of ['both', 'sounds'] as const) {
      const high = floorsAt(92, evidence);
      const sentence = new RunTogetherCheck(prepareValue('himynameisdonaldsmithandimcallingaboutmybill').words[0]!, forms, evidence);
      expect(sentence.sizesMissAll(sizes[2]!, high.letterFloor, high.soundFloor)).toBe(true);
      const near = new RunTogetherCheck(prepareValue('annlea').words[0]!, forms, evidence);
      expect(near.sizesMissAll(sizes[2]!, high.letterFloor, high.soundFloor)).toBe(false);
    }
  });
});

describe('lookups of sentences against columns of names', () => {
  const MODES: readonly MatchMode[] = ['fuzzy', 'phonetic', 'hybrid'];
  const nameArbitrary = fc.array(fc.constantFrom(...WORDS), { minLength: 2, maxLength: 4 }).map((words) => words.join(' '));

  test('a sentence, whole or run together, loses no row a full scan keeps', () => {
    fc.assert(fc.property(
      fc.array(nameArbitrary, { minLength: 1, maxLength: 12 }),
      fc.nat(),
      fc.array(fc.constantFrom(...FILLER), { minLength: 0, maxLength: 6 }),
      fc.array(fc.constantFrom(...FILLER), { minLength: 0, maxLength: 6 }),
      fc.boolean(),
      fc.constantFrom(...MODES),
      fc.constantFrom(45, 75, 88, 92),
      (rows, pick, before, after, joined, mode, minScore) => {
        const words = [...before, rows[pick % rows.length]!, ...after];
        expectNoRowLost(rows, joined ? words.join('').replace(/[ .]/g, '') : words.join(' '), mode, minScore);
      },
    ), { numRuns: 120 * RUNS });
  });
});
