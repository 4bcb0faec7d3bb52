import { describe, expect, test } from '@jest/globals';
import { MATCH_MODES, type MatchMode } from '../../src/scoring/Scorer.js';
import { scorerFor } from '../../src/scoring/scorerFor.js';
import { exactMatchKey } from '../../src/scoring/exactScore.js';

const score = (mode: MatchMode, heard: string, cell: string): number => {
  const scorer = scorerFor(mode);
  return scorer.score(scorer.prepare(heard), scorer.prepare(cell));
};

describe('hybrid scorer', () => {
  test.each([
    ['Kaitlyn Meyers finds Caitlin Myers', 'Kaitlyn Meyers', 'Caitlin Myers', 92, 100],
    ['Sean Riley finds Shawn Reilly', 'Sean Riley', 'Shawn Reilly', 92, 100],
    ['"Myers, Caitlin" finds Caitlin Myers', 'Myers, Caitlin', 'Caitlin Myers', 92, 100],
    ['a title is ignored', 'Dr. Sean Riley', 'Sean Riley', 92, 100],
    ['Kate Lynn said as two words finds Caitlin', 'Kate Lynn', 'Caitlin', 92, 100],
    ['Mc Donald finds McDonald', 'Mc Donald', 'McDonald', 92, 100],
    ['a missing middle name still finds the row', 'Caitlin Myers', 'Caitlin Anne Myers', 90, 100],
    ['unrelated names score under 60: John Smith / Mary Jones', 'John Smith', 'Mary Jones', 0, 59],
    ['unrelated names score under 60: Peter Parker / Bruce Wayne', 'Peter Parker', 'Bruce Wayne', 0, 59],
    ['unrelated names score under 60: Alice Cooper / Tom Hanks', 'Alice Cooper', 'Tom Hanks', 0, 59],
  ])('%s', (_name, heard, cell, low, high) => {
    const s = score('hybrid', heard, cell);
    expect(s).toBeGreaterThanOrEqual(low);
    expect(s).toBeLessThanOrEqual(high);
  });

  test('Kaitlyn Meyers puts Colin Meyer well below Caitlin Myers and below confident', () => {
    const right = score('hybrid', 'Kaitlyn Meyers', 'Caitlin Myers');
    const wrong = score('hybrid', 'Kaitlyn Meyers', 'Colin Meyer');
    expect(wrong).toBeLessThanOrEqual(85);
    expect(right - wrong).toBeGreaterThanOrEqual(10);
  });

  test('homophone rows come out within a few points of each other, the same spelling first', () => {
    const same = score('hybrid', 'Sean Riley', 'Sean Riley');
    const homophone = score('hybrid', 'Sean Riley', 'Shawn Reilly');
    expect(same).toBe(100);
    expect(same - homophone).toBeLessThanOrEqual(4);
  });
});

describe('exact scorer', () => {
  test.each([
    ['a formatted phone equals its digits', '+1 (555) 010-0123', '15550100123', 100],
    ['a number cell equals the heard digits with a country code', '15550100123', '5550100123', 100],
    ['spoken digits equal the written number', 'five five five oh one two three', '5550123', 100],
    ['case, accents and punctuation are ignored', 'ZOË  o’brien', 'Zoe OBrien', 100],
    ['a different phone is no match', '5550100123', '5550100124', 0],
    ['a similar name is no match', 'Sean Riley', 'Shawn Reilly', 0],
  ])('%s', (_name, heard, cell, expected) => {
    expect(score('exact', heard, cell)).toBe(expected);
  });
});

describe('every mode', () => {
  test.each(MATCH_MODES.map((mode) => [mode]))('%s: integer 0..100, identical values score 100, empty scores 0', (mode) => {
    const values = ['Caitlin Myers', 'Shawn Reilly', 'A1001', '+1 555 010 0123', 'Zoë', ''];
    for (const a of values) {
      for (const b of values) {
        const s = score(mode, a, b);
        expect(Number.isInteger(s)).toBe(true);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(100);
      }
      expect(score(mode, a, a)).toBe(a === '' ? 0 : 100);
    }
  });
});

describe('exact keys agree with the exact scorer', () => {
  const values = ['+1 (555) 010-0123', '15550100123', '5550100123', '555 010 0123', 'five five five oh one oh oh one two three',
    'A1001', 'alpha one zero zero one', 'a as in alpha 1001', 'Caitlin Myers', 'Myers, Caitlin', 'Dr Caitlin Myers', 'K A T E', 'kate',
    '0001234567', '9991234567', '1234567'];
  test.each(values.map((v) => [v]))('every value equal to %s shares its key', (a) => {
    const scorer = scorerFor('exact');
    for (const b of values) {
      if (scorer.score(scorer.prepare(a), scorer.prepare(b)) === 100) expect(exactMatchKey(b)).toBe(exactMatchKey(a));
    }
  });
});
