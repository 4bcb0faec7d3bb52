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

  // A cell holding several numbers ("312 555 0101 / 312 555 0202") is added under each: until 2026-12-08 a row kept one
  // link to the row before it, so its second key overwrote its first key's link, and a key's earlier rows were lost
  // (Bob Ray's 0101 was not found beside Cy Fox's "0101 / 0202"); and more distinct keys than two a row looped forever.
  test('finds every row of each key when a row is added under several keys, and any number of keys a row', () => {
    const rowKeys = fc.array(fc.uniqueArray(fc.string({ maxLength: 2 }), { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 120 });
    fc.assert(fc.property(rowKeys, fc.string({ maxLength: 3 }), (keysOfRows, other) => {
      const table = new ExactKeyTable(keysOfRows.length);
      keysOfRows.forEach((keys, row) => { for (const key of keys) table.add(key, row); });
      for (const key of new Set([...keysOfRows.flat(), other])) {
        const found = table.rowsFor(key);
        expect([...found].sort((a, b) => a - b)).toEqual(found);
        expect(found.filter((row) => keysOfRows[row]!.includes(key))).toEqual(keysOfRows.flatMap((keys, row) => (keys.includes(key) ? [row] : [])));
      }
    }), { numRuns: 500 });
    const table = new ExactKeyTable(3);
    [['d:0101'], ['d:0202'], ['d:0101', 'd:0202']].forEach((keys, row) => { for (const key of keys) table.add(key, row); });
    expect(table.rowsFor('d:0101').filter((row) => row !== 1)).toEqual([0, 2]);
    const many = new ExactKeyTable(2);
    for (let k = 0; k < 40; k++) many.add(`k${k}`, k < 20 ? 0 : 1);
    expect(many.rowsFor('k5')).toEqual([0]);
    expect(many.rowsFor('k35')).toEqual([1]);
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
