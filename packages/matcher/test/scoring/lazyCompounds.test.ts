// A value's words run together (`joined`, `adjacentPairs`) are made when first read: they must be what they were
// when made with the value (all words run together, each two neighbours for values of up to MAX_PAIRED_WORDS words,
// a two-word value's one pair its joined word, a one-word value's joined word the word itself), for heard and table
// values of 0 to 8 words, and made once (a heard compound carries its memo).
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { withExactMemos } from '../../src/index/ExactSimilarityMemo.js';
import { phonemeWeight } from '../../src/phonetics/phonemeDistance.js';
import { MAX_PAIRED_WORDS, prepareHeardValue, prepareTableValue, prepareValue, type PreparedValue, type PreparedWord } from '../../src/scoring/preparedValue.js';
import { COMPOUND_ID, sameWord } from '../../src/scoring/wordIds.js';

const WORDS = ['anna', 'lee', 'mary', 'kate', 'lynn', 'mc', 'donald', 'jo', '42', 'r2', 'zzqxv', 'smith', 'o', 'w'];

/**
 * A compound as it was made with the value: the words' texts and first pronunciations run together; no sounds when a
 * word has none ("42", "r2": it compares by its letters and its number, and so does the compound).
 */
function compound(words: readonly PreparedWord[]): { text: string; id: number; phonemes: number[]; weight: number; pronunciations: number[][] } {
  const phonemes = words.some((word) => word.phonemes.length === 0) ? [] : words.flatMap((word) => Array.from(word.phonemes));
  const text = words.map((word) => word.text).join('');
  const weight = phonemes.length > 0 ? phonemeWeight(Uint8Array.from(phonemes)) : text.length * 0.8;
  return { text, id: COMPOUND_ID, phonemes, weight, pronunciations: [phonemes] };
}

function features(word: PreparedWord): ReturnType<typeof compound> {
  return { text: word.text, id: word.id, phonemes: Array.from(word.phonemes), weight: word.weight, pronunciations: word.pronunciations.map((codes) => Array.from(codes)) };
}

function expectCompoundsAsMade(value: PreparedValue): void {
  const words = value.words;
  if (words.length === 1) expect(value.joined).toBe(words[0]);
  else {
    expect(features(value.joined)).toEqual(compound(words));
    expect(Array.from(value.joined.pronunciationWeights)).toEqual([value.joined.weight]);
  }
  if (words.length > MAX_PAIRED_WORDS || words.length < 2) expect(value.adjacentPairs).toEqual([]);
  else if (words.length === 2) expect(value.adjacentPairs).toEqual([value.joined]);
  else expect(value.adjacentPairs.map(features)).toEqual(words.slice(1).map((word, i) => compound([words[i]!, word])));
  // Made once: read again, the same objects.
  expect(value.joined).toBe(value.joined);
  expect(value.adjacentPairs).toBe(value.adjacentPairs);
}

describe('words run together, made when first read', () => {
  test('are what they were when made with the value, for heard and table values of 0 to 8 words', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...WORDS), { minLength: 0, maxLength: 8 }), fc.boolean(), (words, pairsFirst) => {
      const text = words.join(' ');
      for (const prepare of [prepareHeardValue, prepareTableValue, prepareValue]) {
        const value = prepare(text);
        // Whichever is read first.
        if (pairsFirst) void value.adjacentPairs;
        expectCompoundsAsMade(value);
      }
    }), { numRuns: 300 });
  });

  test('of 5, 6 and 7 words: pairs up to MAX_PAIRED_WORDS words, none over', () => {
    expect(prepareHeardValue('anna lee mary kate lynn').adjacentPairs.map((pair) => pair.text)).toEqual(['annalee', 'leemary', 'marykate', 'katelynn']);
    expect(prepareHeardValue('anna lee mary kate lynn jo').adjacentPairs).toEqual([]);
    expect(prepareTableValue('anna lee mary kate lynn jo smith').adjacentPairs).toEqual([]);
    expect(prepareTableValue('anna lee mary kate lynn jo smith').joined.text).toBe('annaleemarykatelynnjosmith');
    // No words: one empty compound, no pairs (two such values are the same word).
    expect(prepareHeardValue('').joined.text).toBe('');
    expect(sameWord(prepareHeardValue('').joined, prepareTableValue('...').joined)).toBe(true);
  });

  test('words run together with a word of no sounds have none, and compare their numbers', () => {
    expect(prepareHeardValue('mark lee86').joined.phonemes).toHaveLength(0);
    expect(prepareTableValue('mark t smith12').adjacentPairs.map((pair) => pair.phonemes.length)).toEqual([expect.any(Number), 0]);
    expect(prepareTableValue('mark t smith12').adjacentPairs[0]!.phonemes.length).toBeGreaterThan(0);
  });

  test('a heard value\'s compounds keep the memos given to them', () => {
    const heard = withExactMemos(prepareHeardValue('mary kate lynn'));
    const memos = [heard.joined.cache, ...heard.adjacentPairs.map((pair) => pair.cache)];
    expect(memos.every((memo) => memo !== undefined)).toBe(true);
    expect([heard.joined.cache, ...heard.adjacentPairs.map((pair) => pair.cache)]).toEqual(memos);
    expect(heard.joined.cache).toBe(memos[0]);
  });
});
