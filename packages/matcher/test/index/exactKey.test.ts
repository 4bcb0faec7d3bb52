// The exact hash key agrees with the exact scorer: values it calls equal share a key, so hashing loses no row.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { exactKeyOf, exactMatchKey, exactScorer } from '../../src/scoring/exactScore.js';
import { prepareExactForms, prepareForms } from '../../src/scoring/preparedValue.js';

const PIECES = ['Caitlin', 'MYERS', 'Myers,', 'Dr.', 'Jr', 'alpha', 'one', 'zero', 'five', 'oh', 'A1001', 'a', 'c', 'as', 'in', 'charlie',
  '555', '010-0123', '+1', '(555)', 'k', 'a', 't', 'e', 'Zoë', "O'Brien", '-', '&', '42', 'double', 'x'];

describe('exact keys', () => {
  test('the key of a raw value (a written number keyed straight from its digits) is the key of all its forms, for any mix of words, digits, spelled letters and codes', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 6 }), (pieces) => {
      const value = pieces.join(' ');
      expect(exactMatchKey(value)).toBe(exactKeyOf(prepareForms(value)));
    }), { numRuns: 3000 });
  });

  test.each([
    ['+1 (555) 010-0123', '5550100123'],
    ['Myers, Caitlin', 'caitlin  MYERS'],
    ['alpha one zero', 'A10'],
    ['five five five oh one two three', '555-0123'],
  ])('%s and %s share a key, as the exact scorer calls them equal', (a, b) => {
    expect(exactScorer.score(exactScorer.prepare(a), exactScorer.prepare(b))).toBe(100);
    expect(exactMatchKey(a)).toBe(exactMatchKey(b));
  });
});

describe('exact forms of one-token codes and written numbers', () => {
  test('an account id, or a number written as one token or with phone punctuation, gets the forms the general path gives it', () => {
    const token = fc.oneof(fc.stringMatching(/^[A-Za-z0-9]{1,12}$/), fc.stringMatching(/^[+(]?[0-9 ()+\-./]{1,16}$/));
    fc.assert(fc.property(token, (value) => {
      const full = prepareForms(value);
      const exact = prepareExactForms(value);
      expect({ digits: exact.digits, code: exact.code }).toEqual({ digits: full.digits, code: full.code });
      if (exact.digits !== null || exact.code !== null) expect(exact.canonical).toBe('');
      else expect(exact.canonical).toBe(full.canonical);
    }), { numRuns: 3000 });
  });

  test.each([
    ['A1001', { digits: null, code: 'a1001' }],
    ['a1001', { digits: null, code: 'a1001' }],
    ['5550100123', { digits: '5550100123', code: null }],
    ['007', { digits: '007', code: null }],
    ['one', { digits: '1', code: null }],
    ['+1 (555) 010-0123', { digits: '15550100123', code: null, canonical: '' }],
  ])('%s', (value, expected) => {
    expect(prepareExactForms(value)).toMatchObject(expected);
  });
});
