// The exact-key multimap: every row of a key, in file order, whatever the keys' hashes collide or cluster on.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { ExactKeyTable } from '../../src/index/ExactKeyTable.js';

describe('ExactKeyTable', () => {
  test('finds every row of each key in ascending order, and nothing for a key no row has', () => {
    fc.assert(fc.property(fc.array(fc.string({ maxLength: 3 }), { minLength: 1, maxLength: 200 }), fc.string({ maxLength: 4 }), (keys, other) => {
      const table = new ExactKeyTable(keys.length);
      keys.forEach((key, row) => table.add(key, row));
      for (const key of new Set([...keys, other])) {
        const found = table.rowsFor(key);
        expect([...found].sort((a, b) => a - b)).toEqual(found);
        // A hash may be shared by two keys: extra rows are allowed (the scorer rescores them), missing ones are not.
        expect(found.filter((row) => keys[row] === key)).toEqual(keys.flatMap((k, row) => (k === key ? [row] : [])));
      }
    }), { numRuns: 500 });
  });

  test('a key held by most rows does not slow or spoil the others', () => {
    const keys = Array.from({ length: 5000 }, (_, row) => (row % 10 === 0 ? `id${row}` : 'active'));
    const table = new ExactKeyTable(keys.length);
    keys.forEach((key, row) => table.add(key, row));
    expect(table.rowsFor('active')).toHaveLength(4500);
    expect(table.rowsFor('id120')).toEqual([120]);
    expect(table.rowsFor('inactive')).toEqual([]);
  });
});
