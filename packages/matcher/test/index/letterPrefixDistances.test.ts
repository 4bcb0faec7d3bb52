// The letter distances from a word to every prefix (or suffix) of a heard piece: the bit-parallel recurrence taken
// for words of up to 31 letters gives exactly the distances of the edit-distance table, in every way they are written.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { letterPrefixDistances, letterPrefixLeast, MOST_DISTANCE, phonemePrefixDistances, phonemePrefixLeast, reversedText } from '../../src/index/anchoredDistances.js';
import { PHONEME_TOTAL } from '../../src/phonetics/phonemes.js';

/** The edit-distance table, filled in full: distance of each prefix of `heard` to `word`. */
function tableDistances(heard: string, word: string): number[] {
  const rows = Array.from({ length: heard.length + 1 }, (_, i) => Array.from({ length: word.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= heard.length; i++) {
    for (let j = 1; j <= word.length; j++) {
      rows[i]![j] = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + (heard[i - 1] === word[j - 1] ? 0 : 1));
    }
  }
  return rows.map((row) => Math.min(row[word.length]!, MOST_DISTANCE));
}

// Few letters, so words share and repeat them (the recurrence's carries and borrows); a letter outside ASCII, a
// letter outside the Basic Multilingual Plane (two UTF-16 units) and Arabic, which names keep.
const letters = fc.constantFrom('a', 'b', 'n', 'e', 'l', 'z', 'é', 'ж', 'م', '𝒜');
const text = (most: number): fc.Arbitrary<string> => fc.array(letters, { maxLength: most }).map((parts) => parts.join(''));

describe('letterPrefixDistances', () => {
  test('equals the table for words of 0 to 40 letters (either side of the 31-letter limit) and pieces of 0 to 45', () => {
    fc.assert(fc.property(text(45), text(40), (heard, word) => {
      expect([...letterPrefixDistances(heard, word)]).toEqual(tableDistances(heard, word));
    }), { numRuns: 3000 });
  });

  test('writes suffix distances back to front at an offset, in 16 bits as the checks keep them', () => {
    fc.assert(fc.property(text(20), text(33), fc.integer({ min: 0, max: 5 }), (heard, word, offset) => {
      const out = new Int16Array(offset + heard.length + 1).fill(-1);
      letterPrefixDistances(reversedText(heard), reversedText(word), out, offset + heard.length, -1);
      // out[offset + s]: the distance of the part of the piece from s on to the whole word.
      const expected = tableDistances(reversedText(heard), reversedText(word)).reverse();
      expect([...out.subarray(offset)]).toEqual(expected);
      expect([...out.subarray(0, offset)].every((entry) => entry === -1)).toBe(true);
    }), { numRuns: 1000 });
  });

  test('words of exactly 1, 31 and 32 letters, and a word whose letters all repeat', () => {
    const long = 'abcdefghijklmnopqrstuvwxyzabcde';
    expect(long).toHaveLength(31);
    for (const [heard, word] of [['katelynn', 'k'], ['', 'kate'], ['kate', ''], [long, long], [`${long}x`, `${long}x`], ['annanna', 'aaaa'], [long + long, `${long}q`]] as const) {
      expect([...letterPrefixDistances(heard, word)]).toEqual(tableDistances(heard, word));
    }
    // One call leaves nothing behind for the next: the same word twice, then another word with its letters.
    expect([...letterPrefixDistances('bab', 'ab')]).toEqual([2, 1, 2, 1]);
    expect([...letterPrefixDistances('bab', 'ab')]).toEqual([2, 1, 2, 1]);
    expect([...letterPrefixDistances('bab', 'b')]).toEqual([1, 0, 1, 2]);
  });

  test('the least distance it returns is the least entry it wrote, forwards and back to front, letters and phonemes', () => {
    fc.assert(fc.property(text(20), text(40), fc.integer({ min: 0, max: 3 }), (heard, word, offset) => {
      const out = new Int16Array(offset + heard.length + 1);
      expect(letterPrefixLeast(heard, word, out, offset, 1)).toBe(Math.min(...out.subarray(offset)));
      expect(letterPrefixLeast(reversedText(heard), reversedText(word), out, offset + heard.length, -1)).toBe(Math.min(...out.subarray(offset)));
    }), { numRuns: 1000 });
    const codes = fc.uint8Array({ minLength: 0, maxLength: 12, max: PHONEME_TOTAL - 1 });
    fc.assert(fc.property(codes, codes, fc.integer({ min: 0, max: 3 }), (heard, word, offset) => {
      const out = new Int16Array(offset + heard.length + 1);
      expect(phonemePrefixLeast(heard, word, out, offset, 1)).toBe(Math.min(...out.subarray(offset)));
      expect([...out.subarray(offset)]).toEqual([...phonemePrefixDistances(heard, word)]);
      expect(phonemePrefixLeast(heard, word, out, offset + heard.length, -1)).toBe(Math.min(...out.subarray(offset)));
    }), { numRuns: 1000 });
  });
});
