// What a caller says is any text a recogniser can write: the readers of hesitations, hints, spellings, addresses,
// numbers and dates must never throw, and must keep every letter and digit of a value they do not recognise.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { callerValue, readCallerValue } from '../../src/normalise/callerSpeech.js';
import { spokenDate } from '../../src/normalise/dates.js';
import { normaliseText } from '../../src/normalise/normaliseText.js';
import { spokenDigits } from '../../src/normalise/spokenDigits.js';

// Words the readers react to, mixed with names, letters, digits and punctuation.
const WORDS = [
  'um', 'uh', 'er', 'with', 'without', 'a', 'an', 'two', 'spelled', "that's", "it's", 'at', 'dot', 'underscore', 'dash',
  'march', 'may', 'the', 'of', 'third', 'twenty', 'first', 'nineteen', 'eighty', 'five', 'hundred', 'thousand', 'and',
  'oh', 'ten', 'forty', 'double', 'c', 'k', 'm', 'y', 'caitlin', 'myers', 'kaitlyn', 'meyers', 'Um', 'Zoë', '3/5/85',
  '1985-03-05', '42', ',', '.', '-', '@', "'", '  ',
];
const said = fc.array(fc.constantFrom(...WORDS), { maxLength: 24 }).map((words) => words.join(' '));
const anyText = fc.string({ maxLength: 256, unit: 'binary' });

// Pieces of one token of letters and digits: the words the readers react to, run together with digits.
const TOKEN_PIECES = ['um', 'uh', 'oh', 'o', 'ex', 'x', 'a', 'ay', 'bee', 'double', 'dash', 'comma', 'with', 'name', 'pa', 'de', 'in', 'alpha', 'bravo', 'zero', 'one', 'at', 'dot', 'com', '0', '1', '5', '42', 'A', 'B', 'PA', 'DE'];
const codeToken = fc.tuple(fc.array(fc.constantFrom(...TOKEN_PIECES), { maxLength: 6 }), fc.constantFrom('0', '7', '1001', '5550100123'), fc.array(fc.constantFrom(...TOKEN_PIECES), { maxLength: 6 }))
  .map(([before, digits, after]) => [...before, digits, ...after].join(''));

describe('the readers of what a caller says', () => {
  test('leave one token of letters and digits holding a digit as it is, the fast path of callerValue', () => {
    const cities = { holds: () => true, endsValue: () => false };
    fc.assert(fc.property(codeToken, fc.boolean(), fc.boolean(), fc.boolean(), (token, codes, held, inCities) => {
      const holds = (): boolean => held;
      const options = { codes, emails: !codes, ...(inCities ? { city: cities } : {}) };
      const read = [readCallerValue(token, holds, options), readCallerValue(token, holds, { ...options, ohFlipped: true }), callerValue(token, holds, options)];
      // (expect only on a change, for its message: three calls on each run were most of the time.)
      if (read.some((value) => value !== token)) expect(read).toEqual([token, token, token]);
    }), { numRuns: 1000 });
  });

  test('never throw, on their own words mixed or on any text', () => {
    fc.assert(fc.property(fc.oneof(said, anyText), (text) => {
      const kinds = [typeof callerValue(text), typeof callerValue(text, undefined, { emails: true })];
      if (kinds.some((kind) => kind !== 'string')) expect(kinds).toEqual(['string', 'string']);
      spokenDate(text, 'month-first');
      spokenDate(text, 'day-first');
      spokenDigits(normaliseText(text));
    }), { numRuns: 2000 });
  });

  test('a value with none of their words comes back as it was', () => {
    const plain = fc.array(fc.constantFrom('caitlin', 'myers', 'sean', 'riley', 'O\'Brien', 'Zoë', 'A1001', '555-0142', 'Smith,'), { minLength: 1, maxLength: 6 }).map((words) => words.join(' '));
    // (A code said twice, "A1001 A1001", is read: it is said once, `withCodeSaidOnce`.)
    const codeSaidTwice = (text: string): boolean => {
      const words = text.split(' ');
      const half = words.length / 2;
      return /\d/.test(text) && words.length % 2 === 0 && words.slice(0, half).join(' ') === words.slice(half).join(' ');
    };
    fc.assert(fc.property(plain.filter((text) => !codeSaidTwice(text)), (text) => {
      expect(callerValue(text)).toBe(text);
    }), { numRuns: 500 });
  });

  test('a hesitation or a hint is never all that is left: the text is kept instead', () => {
    for (const text of ['um', 'uh, er', 'with a C', 'um with a K', "that's with an E"]) expect(callerValue(text)).toBe(text);
  });
});
