// Values that sound the same said aloud share a sound key: twins a caller cannot tell apart.
import { describe, expect, test } from '@jest/globals';
import { prepareValue } from '../../src/scoring/preparedValue.js';
import { soundKeys } from '../../src/scoring/soundKey.js';

const share = (a: string, b: string): boolean => {
  const keys = new Set(soundKeys(prepareValue(a)));
  return soundKeys(prepareValue(b)).some((key) => keys.has(key));
};

describe('sound the same', () => {
  test.each([
    ['Ronald McDonald', 'Ronald Mac Donald'],
    ['Ronald McDonald', 'Ronald Mc Donald'],
    ['Ronald MacDonald', 'Ronald McDonald'],
    ['Sean Riley', 'Shawn Reilly'],
    ['Caitlin Myers', 'Kaitlyn Meyers'],
    ['John Smith', 'Jon Smith'],
    // A pronunciation the dictionary lists second counts too (Smyth is also S M IH TH).
    ['Anna Smyth', 'Anna Smith'],
  ])('%s / %s', (a, b) => {
    expect(share(a, b)).toBe(true);
    expect(share(b, a)).toBe(true);
  });
});

describe('sound different', () => {
  test.each([
    ['Eric Montgomery', 'Erica Montgomery'],
    ['Haruto Wang', 'Haruto Huang'],
    ['John Smith', 'Jane Smith'],
    ['Ronald McDonald', 'Donald McDonald'],
  ])('%s / %s', (a, b) => {
    expect(share(a, b)).toBe(false);
  });

  test('numbers, codes and long values have no key', () => {
    expect(soundKeys(prepareValue('555 0142'))).toEqual([]);
    expect(soundKeys(prepareValue('AB-123'))).toEqual([]);
    expect(soundKeys(prepareValue('the estate of the late john quincy public'))).toEqual([]);
  });
});
