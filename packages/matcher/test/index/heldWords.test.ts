// What a column's values hold, for a short value heard with a word no value holds ("Austin Texas"): which heard
// words are held, and which runs of them may be a whole value (`IndexedColumn.holdsWord`, `mayBeValue`).
import { describe, expect, test } from '@jest/globals';
import { buildLookupIndex } from '../../src/index/LookupIndex.js';
import { prepareHeardValue } from '../../src/scoring/preparedValue.js';
import { scorerFor } from '../../src/scoring/scorerFor.js';

const CITIES = [['Austin'], ['New York'], ['San Antonio'], ['Salt Lake City'], ['West Springfield'], ['Springfield']];

describe('words and values a column holds', () => {
  const [city] = buildLookupIndex(CITIES, [{ column: 0, scorer: scorerFor('hybrid') }]).columns;
  const words = (heard: string) => prepareHeardValue(heard).words;

  test('a heard word is held when some value has it, whatever else the value holds', () => {
    expect(words('austin texas new york west').map((word) => city!.holdsWord(word))).toEqual([true, false, true, true, true]);
    expect(words('austn').map((word) => city!.holdsWord(word))).toEqual([false]);
  });

  test.each([
    ['austin', true],
    ['springfield', true],
    ['san antonio', true],
    ['salt lake city', true],
    ['new', false],
    ['york', false],
    ['west', false],
    ['antonio san', false],
    ['salt city', false],
    ['lake city', false],
  ])('"%s" may be a whole value: %s', (heard, expected) => {
    expect(city!.mayBeValue(words(heard))).toBe(expected);
  });

  test('an exact column holds no words', () => {
    const [exact] = buildLookupIndex(CITIES, [{ column: 0, scorer: scorerFor('exact') }]).columns;
    expect(exact!.holdsWord(words('austin')[0]!)).toBe(false);
    expect(exact!.mayBeValue(words('austin'))).toBe(false);
  });
});
