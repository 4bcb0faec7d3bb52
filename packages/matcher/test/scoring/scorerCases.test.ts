import { describe, expect, test } from '@jest/globals';
import { MATCH_MODES, type MatchMode } from '../../src/scoring/Scorer.js';
import { scorerFor, type ScorerOptions } from '../../src/scoring/scorerFor.js';

const score = (mode: MatchMode, heard: string, cell: string, options?: ScorerOptions): number => {
  const scorer = scorerFor(mode, options);
  return scorer.score(scorer.prepare(heard), scorer.prepare(cell));
};

describe('nicknames and aliases', () => {
  test.each([
    ['Bob Brown finds Robert Brown', 'Bob Brown', 'Robert Brown'],
    ['Peggy Olson finds Margaret Olson', 'Peggy Olson', 'Margaret Olson'],
    ['Bill Turner finds William Turner', 'Bill Turner', 'William Turner'],
    ['Robert Brown finds Bob Brown', 'Robert Brown', 'Bob Brown'],
  ])('%s: a candidate, not confident on a nickname alone', (_name, heard, cell) => {
    const s = score('hybrid', heard, cell);
    expect(s).toBeGreaterThanOrEqual(80);
    expect(s).toBeLessThan(92);
  });

  test('a nickname scores above an unrelated first name with the same surname', () => {
    expect(score('hybrid', 'Bob Brown', 'Robert Brown')).toBeGreaterThan(score('hybrid', 'Bob Brown', 'Gregory Brown'));
  });

  test.each([
    ['the document alias counts both ways', 'Sasha Ivanova', 'Alexandra Ivanova'],
    ['the document alias ignores case', 'SASHA Ivanova', 'alexandra ivanova'],
  ])('%s', (_name, heard, cell) => {
    const aliases = new Map([['Sasha', ['Alexandra']]]);
    expect(score('hybrid', heard, cell, { aliases })).toBeGreaterThanOrEqual(92);
    expect(score('hybrid', heard, cell)).toBeLessThan(80);
  });

  test('exact mode knows no nicknames', () => {
    expect(score('exact', 'Bob Brown', 'Robert Brown')).toBe(0);
  });
});

describe('words with digits in them', () => {
  test.each(['phonetic', 'hybrid'] as const)('%s: "lee86" is not "lee68", nor "lee" (compared by letters, not by the letters\' sounds)', (mode) => {
    expect(score(mode, 'mark lee86', 'mark lee86')).toBe(100);
    expect(score(mode, 'mark lee86', 'mark lee68')).toBeLessThan(score(mode, 'mark lee86', 'mark lee86') - 5);
    expect(score(mode, 'lee86', 'lee')).toBeLessThan(92);
  });

  // One word of several: its letters alike, its number another. Before, 93-95 (a confident wrong address).
  test.each((['fuzzy', 'phonetic', 'hybrid'] as const).flatMap((mode): [MatchMode, string, string][] => [
    [mode, 'mark.lee68@example.com', 'mark.lee86@example.com'],
    [mode, 'john.smith2@example.com', 'john.smith1@example.com'],
    [mode, 'flat 5b 12 high street', 'flat 4b 12 high street'],
    [mode, '12 high street', '21 high street'],
  ]))('%s: "%s" against "%s", another number, is never confident', (mode, heard, cell) => {
    expect(score(mode, heard, cell)).toBeLessThan(90);
  });

  test.each(['fuzzy', 'hybrid'] as const)('%s: the same number with a letter misheard still matches', (mode) => {
    expect(score(mode, 'mark.lee86@exmple.com', 'mark.lee86@example.com')).toBeGreaterThanOrEqual(92);
  });
});

describe('spoken digits and spelled codes', () => {
  test.each([
    ['a phone read digit by digit', 'five five five, oh one zero, oh one two three', '+1 (555) 010-0123', 100],
    ['"double" and "triple" in a number', 'five double five oh one triple zero', '5550 1000', 100],
    ['an account id in the NATO alphabet', 'alpha one zero zero one', 'A1001', 100],
    ['"C as in Charlie" in an id', 'c as in charlie d as in delta four two', 'CD42', 100],
    ['a letter said by its name, "as in" a word', 'bee as in boy two zero zero one', 'B2001', 100],
    ['an id with one wrong digit is a candidate at most', 'alpha one zero zero seven', 'A1001', 85],
    ['a phone with one wrong digit is a candidate at most', '555 010 0124', '5550100123', 85],
  ])('%s', (_name, heard, cell, expected) => {
    expect(score('hybrid', heard, cell)).toBe(expected);
  });

  test.each([
    ['alpha one zero zero one', 'A1001', 100],
    ['five five five oh one two three', '555-0123', 100],
    ['alpha one zero zero seven', 'A1001', 0],
  ])('exact: %s vs %s → %i', (heard, cell, expected) => {
    expect(score('exact', heard, cell)).toBe(expected);
  });

  test('a name spelled letter by letter finds the name', () => {
    expect(score('hybrid', 'k a i t l i n myers', 'Caitlin Myers')).toBeGreaterThanOrEqual(92);
  });
});

describe('word order, middle names, initials, split words', () => {
  test.each([
    ['reversed order without a comma', 'Myers Caitlin', 'Caitlin Myers', 92],
    ['an initial for the first name', 'J Smith', 'John Smith', 85],
    ['an extra middle name heard', 'Sean Patrick Riley', 'Sean Riley', 88],
    ['a surname split in two', 'Mc Donald', 'McDonald', 92],
    ['two words heard as one', 'Maryann Lee', 'Mary Ann Lee', 88],
  ])('%s', (_name, heard, cell, atLeast) => {
    expect(score('hybrid', heard, cell)).toBeGreaterThanOrEqual(atLeast);
  });

  test('the same order beats the reversed order', () => {
    expect(score('hybrid', 'John Michael', 'John Michael')).toBeGreaterThan(score('hybrid', 'John Michael', 'Michael John'));
  });
});

describe('every mode keeps the same scale', () => {
  test.each(MATCH_MODES.filter((m) => m !== 'exact').map((mode) => [mode]))('%s: same text 100, typo high, unrelated low', (mode) => {
    expect(score(mode, 'Caitlin Myers', 'caitlin  MYERS')).toBe(100);
    expect(score(mode, 'Caitlin Myres', 'Caitlin Myers')).toBeGreaterThanOrEqual(75);
    expect(score(mode, 'Peter Parker', 'Bruce Wayne')).toBeLessThan(60);
  });

  test.each([
    ['fuzzy', 40, 80],
    ['phonetic', 92, 100],
    ['hybrid', 92, 100],
  ] as const)('%s mode on homophones (Sean Riley / Shawn Reilly)', (mode, low, high) => {
    const s = score(mode, 'Sean Riley', 'Shawn Reilly');
    expect(s).toBeGreaterThanOrEqual(low);
    expect(s).toBeLessThanOrEqual(high);
  });
});
