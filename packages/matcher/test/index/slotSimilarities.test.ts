// A piece's similarities by slot, in an array or in a table of the slots computed: both read as a map would.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { SlotSimilarities } from '../../src/index/SlotSimilarities.js';

describe('similarities by slot', () => {
  test('sets and gets as a map does, sparse or not, across growth and the change to an array', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 3000 }), fc.boolean(), fc.array(fc.tuple(fc.nat(), fc.double({ min: 0, max: 1, noNaN: true })), { maxLength: 600 }), fc.nat(), (size, sparse, writes, denseAt) => {
      const store = new SlotSimilarities(size, sparse);
      const reference = new Map<number, number>();
      writes.forEach(([at, similarity], i) => {
        const slot = at % size;
        if (i === denseAt % (writes.length + 1)) store.dense();
        if (reference.has(slot)) return;
        store.set(slot, similarity);
        reference.set(slot, similarity);
      });
      // (Compared without an expect a slot: NaN equals NaN here.)
      const wrong: number[] = [];
      for (let slot = 0; slot < size; slot++) if (!Object.is(store.get(slot), reference.get(slot) ?? Number.NaN)) wrong.push(slot);
      const array = store.dense();
      for (let slot = 0; slot < size; slot++) if (!Object.is(array[slot], reference.get(slot) ?? Number.NaN)) wrong.push(slot);
      expect({ size, wrong, length: array.length }).toEqual({ size, wrong: [], length: size });
    }), { numRuns: 200 });
  });

  test('a slot never set reads NaN', () => {
    const store = new SlotSimilarities(200_000, true);
    store.set(199_999, 0.25);
    expect(store.get(199_999)).toBe(0.25);
    expect(store.get(0)).toBeNaN();
  });
});
