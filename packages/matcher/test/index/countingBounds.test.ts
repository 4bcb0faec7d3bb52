// The counting bounds that turn cell words down before any edit distance runs: a word they turn down never
// matches a run of the heard piece (a prefix, a suffix, any infix) at the floor, on letters or on sounds.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { lettersInside, phonemesInside } from '../../src/index/infixSimilarity.js';
import { RunTogetherCheck } from '../../src/index/RunTogetherCheck.js';
import { prepareValue } from '../../src/scoring/preparedValue.js';
import { formOf, heardPieceArbitrary } from '../support/heardPieces.js';

const WORDS = [
  'caitlin', 'kate', 'lynn', 'myers', 'sean', 'shawn', 'mc', 'donald', 'mcdonald', 'smith', 'smyth', 'jonathan', 'ann', 'anna',
  'zoë', 'xu', 'hsu', 'o', 'delacruz', 'cruz', 'wheeler', 'fitzpatrick', 'patrick', 'vanberg', 'berg', 'a1001', 'ng', 'aaaaaa',
];

const pieceArbitrary = heardPieceArbitrary(WORDS);

describe('counting bounds on runs of the heard piece', () => {
  const cells = WORDS.map((text) => prepareValue(text).words[0]!);
  const forms = cells.map(formOf);

  test('a cell word turned down matches no run of the piece, on letters or on any pronunciation', () => {
    let turnedDown = 0;
    fc.assert(fc.property(pieceArbitrary, fc.double({ min: 0.2, max: 0.98, noNaN: true }), (text, floor) => {
      const piece = prepareValue(text).joined;
      const check = new RunTogetherCheck(piece, forms, 'both');
      const heard = piece.pronunciations.filter((codes) => codes.length > 0);
      cells.forEach((cell, slot) => {
        if (!check.lettersMayMatch(slot, floor)) {
          turnedDown += 1;
          expect(lettersInside(piece.text, cell.text, floor)).toBe(false);
        }
        heard.forEach((codes, p) => {
          if (cell.phonemes.length > 0 && !check.soundsMayMatch(slot, p, floor)) expect(phonemesInside(codes, cell.phonemes, floor)).toBe(false);
        });
      });
    }), { numRuns: 400 });
    // The bounds do turn words down (the point of them).
    expect(turnedDown).toBeGreaterThan(1000);
  });

  test.each([
    ['katelynn', 'lynn', true],
    ['katelynn', 'jonathan', false],
  ])('%s against %s at 0.6: letters may match = %s', (heard, cell, expected) => {
    const piece = prepareValue(heard).joined;
    const check = new RunTogetherCheck(piece, [formOf(prepareValue(cell).words[0]!)], 'both');
    expect(check.lettersMayMatch(0, 0.6)).toBe(expected);
  });
});
