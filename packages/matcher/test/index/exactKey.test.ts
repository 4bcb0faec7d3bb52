// The exact hash key agrees with the exact scorer: values it calls equal share a key, so hashing loses no row.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { exactKeyOf, exactMatchKey, exactScorer, TEXT_KEY } from '../../src/scoring/exactScore.js';
import { prepareExactForms, prepareForms, prepareTableValue } from '../../src/scoring/preparedValue.js';
import { amountForms } from '../../src/normalise/amounts.js';

const PIECES = ['Caitlin', 'MYERS', 'Myers,', 'Dr.', 'Jr', 'alpha', 'one', 'zero', 'five', 'oh', 'A1001', 'a', 'c', 'as', 'in', 'charlie',
  '555', '010-0123', '+1', '(555)', 'k', 'a', 't', 'e', 'Zoë', "O'Brien", '-', '&', '42', 'double', 'x'];

describe('exact keys', () => {
  test('a cell without a digit that a word column reads as words keys by its canonical words, as exact mode reads it (the twins\' shortcut at load)', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 6 }), (pieces) => {
      const value = pieces.join(' ');
      const prepared = prepareTableValue(value);
      fc.pre(prepared.digits === null && prepared.code === null && !/[0-9]/.test(value));
      // (expect only on a difference, for its message: called on each of the 3,000 runs it was most of the time.)
      const key = exactMatchKey(value);
      if (`${TEXT_KEY}${prepared.canonical}` !== key) expect(`${TEXT_KEY}${prepared.canonical}`).toBe(key);
    }), { numRuns: 3000 });
  });

  test('the key of a raw value (a written number keyed straight from its digits) is the key of all its forms, for any mix of words, digits, spelled letters and codes', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 6 }), (pieces) => {
      const value = pieces.join(' ');
      const forms = prepareForms(value);
      // Exact columns alone read up to four letters and a number written with a space as a code ("in 42": in42).
      const spaced = /^([A-Za-z]{1,4}) ([0-9][A-Za-z0-9]*)$/.exec(value);
      const expected = spaced !== null && forms.digits === null && forms.code === null ? `c:${spaced[1]!.toLowerCase()}${spaced[2]}` : exactKeyOf(forms);
      expect(exactMatchKey(value)).toBe(expected);
    }), { numRuns: 3000 });
  });

  test('an id written with a space is a code in exact forms, and words in the general forms', () => {
    expect(exactMatchKey('AB 123')).toBe(exactMatchKey('AB123'));
    expect(exactMatchKey('in 42')).toBe('c:in42');
    expect(prepareForms('AB 123')).toMatchObject({ code: null, canonical: 'ab 123' });
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
      // (An amount written with its point, ".1", "150.60", is read by its value in exact columns alone: below.)
      fc.pre(amountForms(value) === null);
      const full = prepareForms(value);
      const exact = prepareExactForms(value);
      const canonical = exact.digits !== null || exact.code !== null ? '' : full.canonical;
      // (expect only on a difference, for its message: three calls on each of the 3,000 runs were most of the time.)
      if (exact.digits !== full.digits || exact.code !== full.code || exact.canonical !== canonical) {
        expect({ digits: exact.digits, code: exact.code, canonical: exact.canonical }).toEqual({ digits: full.digits, code: full.code, canonical });
      }
    }), { numRuns: 3000 });
  });

  test.each([
    ['A1001', { digits: null, code: 'a1001' }],
    ['a1001', { digits: null, code: 'a1001' }],
    ['5550100123', { digits: '5550100123', code: null }],
    ['007', { digits: '007', code: null }],
    ['one', { digits: '1', code: null }],
    ['+1 (555) 010-0123', { digits: '0015550100123', code: null, canonical: '' }],
    ['150.60', { digits: null, code: '150.6', canonical: '' }],
    ['.5', { digits: null, code: '0.5', canonical: '' }],
    ['$99.00', { digits: '99', code: null, canonical: '' }],
    ['555.010.0123', { digits: '5550100123', code: null, canonical: '' }],
  ])('%s', (value, expected) => {
    expect(prepareExactForms(value)).toMatchObject(expected);
  });

  test.each([['150.6', '150.60'], ['$1,234.50', '1234.5'], ['(2.50)', '2.5'], ['$99.00', '99'], ['0.50', '.5']])('amounts %s and %s share a key, as the exact scorer calls them equal', (a, b) => {
    expect(exactScorer.score(exactScorer.prepare(a), exactScorer.prepare(b))).toBe(100);
    expect(exactMatchKey(a)).toBe(exactMatchKey(b));
  });
});
