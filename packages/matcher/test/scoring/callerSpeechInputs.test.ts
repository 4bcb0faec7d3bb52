// What a caller says is any text a recogniser can write: the readers of hesitations, hints, spellings, addresses,
// numbers and dates must never throw, and must keep every letter and digit of a value they do not recognise.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { callerValue } from '../../src/normalise/callerSpeech.js';
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

describe('the readers of what a caller says', () => {
  test('never throw, on their own words mixed or on any text', () => {
    fc.assert(fc.property(fc.oneof(said, anyText), (text) => {
      expect(typeof callerValue(text)).toBe('string');
      expect(typeof callerValue(text, undefined, { emails: true })).toBe('string');
      spokenDate(text, 'month-first');
      spokenDate(text, 'day-first');
      spokenDigits(normaliseText(text));
    }), { numRuns: 2000 });
  });

  test('a value with none of their words comes back as it was', () => {
    const plain = fc.array(fc.constantFrom('caitlin', 'myers', 'sean', 'riley', 'O\'Brien', 'Zoë', 'A1001', '555-0142', 'Smith,'), { minLength: 1, maxLength: 6 }).map((words) => words.join(' '));
    fc.assert(fc.property(plain, (text) => {
      expect(callerValue(text)).toBe(text);
    }), { numRuns: 500 });
  });

  test('a hesitation or a hint is never all that is left: the text is kept instead', () => {
    for (const text of ['um', 'uh, er', 'with a C', 'um with a K', "that's with an E"]) expect(callerValue(text)).toBe(text);
  });
});
