// A plain name's forms are read without the general path's passes (`plainNameForms`): the two must agree on every
// value the fast path takes, and it must leave to the general path every value whose words a pass would change.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { generalForms, plainNameForms, prepareForms } from '../../src/scoring/preparedValue.js';

// Ordinary names, and words some pass reads: titles, NATO words, numbers said in words, "as in", "x ray", letters.
const WORDS = [
  'Caitlin', 'MYERS', 'mary', 'Jane', 'Smith', 'Oneil', 'Tenley', 'Kathleen', 'Christeen', 'Fortune', 'Twentyman', 'Oscar',
  'Victor', 'Charlie', 'Dr', 'Jr', 'III', 'Sir', 'Dame', 'one', 'Two', 'twenty', 'fifteen', 'oh', 'O', 'double', 'for', 'to',
  'as', 'in', 'like', 'x', 'ray', 'X', 'a', 'k', 'Ann', 'Lee', 'Bo', 'Li', 'Zoe', 'Alpha', 'Bravo', 'Hundred', 'nought', 'Bee', 'See', 'Dee', 'Boy',
];

describe('plain names read on the fast path', () => {
  test('give what the general path gives, for any words joined by a space or a hyphen', () => {
    const value = fc.tuple(fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 5 }), fc.array(fc.constantFrom(' ', '-'), { minLength: 4, maxLength: 4 }))
      .map(([words, separators]) => words.map((word, i) => (i === 0 ? word : `${separators[i - 1]}${word}`)).join(''));
    let taken = 0;
    fc.assert(fc.property(value, (said) => {
      const plain = plainNameForms(said);
      if (plain !== undefined) taken += 1;
      expect(plain ?? generalForms(said, true)).toEqual(generalForms(said, true));
      expect(prepareForms(said)).toEqual(generalForms(said, true));
    }), { numRuns: 4000 });
    // (The fast path took a good share: the property was tested on it, not only on the general path.)
    expect(taken).toBeGreaterThan(400);
  });

  test('take plain names and leave the rest', () => {
    expect(plainNameForms('Mary-Jane Smith')).toEqual({ text: 'mary jane smith', digits: null, code: null, canonical: 'mary jane smith', wordTexts: ['mary', 'jane', 'smith'], domain: null });
    for (const other of ['Dr Caitlin Myers', 'Myers, Caitlin', 'K A T E', 'Victor Oscar', 'Caitlin  Myers', "O'Brien", 'Zoë Li', 'Ann One', 'X Ray Lee', 'Bo as in Boy', 'A10006', '']) {
      expect({ other, plain: plainNameForms(other) }).toEqual({ other, plain: undefined });
    }
  });
});
