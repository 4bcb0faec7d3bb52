// Two cell words run together against a heard piece, at the very floor the piece's sound distance reaches: the check
// (`RunTogetherCheck.joinedReaches`, `pairReaches`) is exact for two words, so each bound it tries before the edit
// distances (the run's sizes, the phonemes' counting bound with the piece's lightest phonemes deleted) must be at most
// the true distance. Random floors seldom land where a bound one phoneme too strong decides (5 answers in 2 million);
// here the floor is put where the distance lands exactly, on pronunciations made to be the run's with phonemes added,
// so a bound that exceeds the distance by any amount turns the run down.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { phonemeCost, phonemePrefixDistances, reversedCodes, reversedText } from '../../src/index/anchoredDistances.js';
import { columnValues } from '../../src/index/ColumnValues.js';
import { RunTogetherCheck, type CellWordForms } from '../../src/index/RunTogetherCheck.js';
import { INDEL, phonemeWeight } from '../../src/phonetics/phonemeDistance.js';
import { PHONEME_TOTAL } from '../../src/phonetics/phonemes.js';
import { prepareValue, type PreparedWord } from '../../src/scoring/preparedValue.js';
import type { WordEvidence } from '../../src/scoring/wordSimilarity.js';

const RUNS = Number(process.env.INDEX_PROPERTY_RUNS ?? 1);
// A floor this much above the boundary must turn the run down (the allowance moves by it times the run's weight,
// at least a phoneme's, far more than SLACK).
const ABOVE = 1e-5;
// The cell: two words whose pronunciations the test chooses (its texts only name the vocabulary slots).
const CELL = 'alpha bravo';
const PHONEMES = Array.from({ length: PHONEME_TOTAL }, (_, code) => code);
// The lightest phonemes (INDEL 50-70 where most cost 100): added to a run, deleting them is what the counting bound
// counts, so the bound is tight there.
const LIGHT = [...PHONEMES].sort((a, b) => INDEL[a]! - INDEL[b]!).slice(0, 10);

/** A heard piece with these pronunciations (its text unlike the cell's and shorter, so letters never decide, nor stop the run's sizes being tested). */
function heardPiece(pronunciations: Uint8Array[]): PreparedWord {
  return {
    text: 'heard', id: -1, phonemes: pronunciations[0]!, weight: phonemeWeight(pronunciations[0]!),
    pronunciations, pronunciationWeights: Float64Array.from(pronunciations, phonemeWeight), cache: undefined,
  };
}

/** The run's phonemes with edits: each `[at, phoneme, kind]` adds the phoneme (most), replaces one, or drops one. */
function edited(run: Uint8Array, edits: readonly (readonly [number, number, number])[]): Uint8Array {
  const codes = [...run];
  for (const [at, phoneme, kind] of edits) {
    const place = at % (codes.length + 1);
    if (kind < 6 || codes.length < 2) codes.splice(place, 0, phoneme);
    else if (kind < 8) codes[Math.min(place, codes.length - 1)] = phoneme;
    else codes.splice(Math.min(place, codes.length - 1), 1);
  }
  return Uint8Array.from(codes);
}

/** The sound floor at which the piece's best pronunciation just reaches the whole run (1 when one matches it exactly). */
function boundaryFloor(piece: PreparedWord, run: Uint8Array): number {
  const sounds = phonemeCost(run);
  return Math.max(...piece.pronunciations.map((heard) => 1 - phonemePrefixDistances(heard, run)[heard.length]! / Math.max(phonemeCost(heard), sounds)));
}

describe('a heard piece against two cell words run together, at the boundary floor', () => {
  const values = columnValues([[CELL]], 0, prepareValue);
  /** The cell's vocabulary forms, its first word pronounced `first` and its last `last`. */
  const formsFor = (first: Uint8Array, last: Uint8Array): CellWordForms[] => values.vocabulary.map(({ word }) => {
    const own = word.text === 'alpha' ? first : last;
    return { text: word.text, reversedText: reversedText(word.text), codes: own, reversedCodes: reversedCodes(own), cost: phonemeCost(own) };
  });
  const codes = fc.uint8Array({ min: 0, max: PHONEME_TOTAL - 1, minLength: 1, maxLength: 5 });
  const edit = fc.tuple(fc.nat(), fc.oneof(fc.constantFrom(...LIGHT), fc.constantFrom(...PHONEMES)), fc.nat({ max: 9 }));
  const pronunciationEdits = fc.array(edit, { minLength: 1, maxLength: 4 });

  test('reaches exactly at the floor its whole distance reaches, and not above it', () => {
    let decidedByCounting = 0;
    fc.assert(fc.property(
      codes, codes, fc.array(pronunciationEdits, { minLength: 1, maxLength: 2 }), fc.constantFrom<WordEvidence>('sounds', 'both'),
      (firstCodes, lastCodes, piecesEdits, evidence) => {
        const forms = formsFor(firstCodes, lastCodes);
        const run = Uint8Array.from([...firstCodes, ...lastCodes]);
        const piece = heardPiece(piecesEdits.map((edits) => edited(run, edits)));
        const floor = boundaryFloor(piece, run);
        // Letters never pass (the texts differ), so sounds decide, in hybrid mode too.
        const letterFloor = 1;
        // A new check each time: a check that computed the words' sound blocks bounds by them, not by counting.
        const reachesAt = (soundFloor: number, pair: boolean): boolean => {
          const check = new RunTogetherCheck(piece, forms, evidence);
          return pair ? check.pairReaches(values, 0, 0, letterFloor, soundFloor) : check.joinedReaches(values, 0, letterFloor, soundFloor);
        };
        const context = { run: [...run], piece: piece.pronunciations.map((heard) => [...heard]), evidence, floor };
        expect({ ...context, joined: reachesAt(floor, false), pair: reachesAt(floor, true) }).toEqual({ ...context, joined: true, pair: true });
        if (floor + ABOVE <= 1) {
          expect({ ...context, joined: reachesAt(floor + ABOVE, false) }).toEqual({ ...context, joined: false });
          // The runs that the phonemes' count alone settles: the piece has more than the run, all the run's in it.
          if (piece.pronunciations.every((heard) => heard.length > run.length)) decidedByCounting += 1;
        }
      },
    ), { numRuns: 2000 * RUNS });
    // Pieces longer than the run, where the counting bound deletes the piece's lightest phonemes, are most draws.
    expect(decidedByCounting).toBeGreaterThan(500);
  });

  test.each([
    // The run's phonemes with one light phoneme added: the distance is that phoneme's deletion and nothing more.
    ['a light phoneme added between the words', 1],
    ['a light phoneme added at the end', 2],
  ])('%s reaches at its boundary floor', (_, where) => {
    const [first, last] = [Uint8Array.from(PHONEMES.slice(20, 23)), Uint8Array.from(PHONEMES.slice(30, 32))];
    const run = Uint8Array.from([...first, ...last]);
    const codes = [...run];
    codes.splice(where === 1 ? first.length : run.length, 0, LIGHT[0]!);
    const piece = heardPiece([Uint8Array.from(codes)]);
    const forms = formsFor(first, last);
    const floor = boundaryFloor(piece, run);
    expect(floor).toBeCloseTo(1 - INDEL[LIGHT[0]!]! / phonemeCost(piece.phonemes), 10);
    expect(new RunTogetherCheck(piece, forms, 'sounds').joinedReaches(values, 0, 1, floor)).toBe(true);
    expect(new RunTogetherCheck(piece, forms, 'sounds').joinedReaches(values, 0, 1, floor + ABOVE)).toBe(false);
  });
});
