// An indexed "did you mean" measures each candidate the trie finds once: the distance that picks the closest also
// says whether the search may stop, rather than being measured again to decide it.
import { expect, jest, test } from '@jest/globals';

const levenshtein = await import('fastest-levenshtein');
const measured: [string, string][] = [];
jest.unstable_mockModule('fastest-levenshtein', () => ({
  ...levenshtein,
  distance: (a: string, b: string) => {
    measured.push([a, b]);
    return levenshtein.distance(a, b);
  },
}));
const { closestChoice } = await import('../src/config/closestChoice.js');

test('a slip of one name in a big frozen list measures that name once', () => {
  // 300 names, so the list is indexed; none but "order" within a slip of "ordr".
  const choices = Object.freeze(['order', ...Array.from({ length: 299 }, (_, at) => `customer_account_${at}`)]);
  measured.length = 0;
  expect(closestChoice('ordr', choices)).toBe('order');
  expect(measured).toEqual([['ordr', 'order']]);
});
