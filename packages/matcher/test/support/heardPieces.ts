// Test support: heard pieces and cell words as the run-together checks see them.
import fc from 'fast-check';
import { phonemeCost, reversedCodes, reversedText } from '../../src/index/anchoredDistances.js';
import type { CellWordForms } from '../../src/index/RunTogetherCheck.js';
import type { PreparedWord } from '../../src/scoring/preparedValue.js';

/** A cell word's forms, as `cellWordForms` gives them. */
export function formOf(word: PreparedWord): CellWordForms {
  return { text: word.text, reversedText: reversedText(word.text), codes: word.phonemes, reversedCodes: reversedCodes(word.phonemes), cost: phonemeCost(word.phonemes) };
}

/** A heard piece: one of the words, two or three of them run together, or one with letters added. */
export function heardPieceArbitrary(words: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...words),
    fc.array(fc.constantFrom(...words), { minLength: 2, maxLength: 3 }).map((list) => list.join(' ')),
    fc.tuple(fc.constantFrom(...words), fc.stringMatching(/^[a-z]{1,3}$/), fc.nat()).map(([word, added, at]) => word.slice(0, at % (word.length + 1)) + added + word.slice(at % (word.length + 1))),
  );
}
