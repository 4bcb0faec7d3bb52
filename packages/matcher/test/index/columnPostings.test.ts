// A column's lists of values (`ColumnValues`: one flat array per kind, built in two passes over each value's word
// slots) equal the lists built the plain way, value by value, word by word: every value containing a word; of
// two-word values the ones it starts and ends; of longer ones those it starts, ends or sits inside of, except where it
// is a light middle word (`LIGHT_MIDDLE_MOST`); a value naming a word twice listed once. Random tables with repeated
// words, initials, words without a pronunciation (digits), blank cells and 1-8 words a value.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { ColumnValues, countBit, LIGHT_MIDDLE_MOST, LIGHT_SOUND_MOST, POSTING_KINDS, type ListRange, type PostingKind } from '../../src/index/ColumnValues.js';
import { INDEL } from '../../src/phonetics/phonemeDistance.js';
import { prepareTableValue, type PreparedWord } from '../../src/scoring/preparedValue.js';

// Names, initials (light: "a", "j", "b"; not light: "w", "x", a long sound), words without a pronunciation, and
// words that repeat within a value.
const WORDS = ['anna', 'lee', 'mary', 'kate', 'smith', 'jo', 'a', 'j', 'b', 'e', 'w', 'x', '42', 'r2', 'mc', 'donald'];

interface Reference {
  vocabulary: string[];
  lists: Record<PostingKind, number[][]>;
  masks: number[];
  firstCounts: number[];
  lastCounts: number[];
  middleCounts: number[];
  lightSlots: number[];
  lightMiddleMost: number;
  slotsOf: number[][];
}

function light(word: PreparedWord): boolean {
  if (word.text.length !== 1 || word.phonemes.length === 0) return false;
  let cost = 0;
  for (const code of word.phonemes) cost += INDEL[code]!;
  return cost <= LIGHT_SOUND_MOST;
}

/** The lists the plain way: a map of words, a growing array per word and kind, each value pushed once. */
function reference(values: ColumnValues): Reference {
  const slotOf = new Map<string, number>();
  const ref: Reference = {
    vocabulary: [], lists: Object.fromEntries(POSTING_KINDS.map((kind) => [kind, []])) as unknown as Record<PostingKind, number[][]>,
    masks: [], firstCounts: [], lastCounts: [], middleCounts: [], lightSlots: [], lightMiddleMost: 0, slotsOf: [],
  };
  const put = (kind: PostingKind, slot: number, v: number): void => {
    const list = ref.lists[kind][slot]!;
    if (!list.includes(v)) list.push(v);
  };
  values.prepared.forEach((value, v) => {
    const words = value.words;
    const slots = words.map((word) => {
      let slot = slotOf.get(word.text);
      if (slot === undefined) {
        slot = ref.vocabulary.length;
        slotOf.set(word.text, slot);
        ref.vocabulary.push(word.text);
        for (const kind of POSTING_KINDS) ref.lists[kind].push([]);
        ref.masks.push(0); ref.firstCounts.push(0); ref.lastCounts.push(0); ref.middleCounts.push(0);
      }
      return slot;
    });
    ref.slotsOf.push(slots);
    const n = words.length;
    slots.forEach((slot) => { put('values', slot, v); ref.masks[slot]! |= countBit(n); });
    if (n === 2) {
      put('startsPair', slots[0]!, v); ref.firstCounts[slots[0]!]! |= countBit(2);
      put('endsPair', slots[1]!, v); ref.lastCounts[slots[1]!]! |= countBit(2);
    } else if (n >= 3) {
      let lights = words.slice(1, -1).filter(light).length;
      if (lights > LIGHT_MIDDLE_MOST || words[0]!.phonemes.length === 0 || words[n - 1]!.phonemes.length === 0) lights = 0;
      ref.lightMiddleMost = Math.max(ref.lightMiddleMost, lights);
      put('first', slots[0]!, v); ref.firstCounts[slots[0]!]! |= countBit(n);
      put('last', slots[n - 1]!, v); ref.lastCounts[slots[n - 1]!]! |= countBit(n);
      for (let i = 1; i < n - 1; i++) {
        if (lights > 0 && light(words[i]!)) { if (!ref.lightSlots.includes(slots[i]!)) ref.lightSlots.push(slots[i]!); }
        else { put('middle', slots[i]!, v); ref.middleCounts[slots[i]!]! |= countBit(n); }
      }
    }
  });
  ref.lightSlots.sort((a, b) => a - b);
  return ref;
}

/**
 * Every list, count and slot of `values` beside the reference's, compared at once (one `expect` per table: a run of
 * 300 random tables made some 100,000 calls of `expect`, nine tenths of the test's time).
 */
function expectSameAsReference(values: ColumnValues): void {
  const ref = reference(values);
  const range: ListRange = { array: new Int32Array(0), from: 0, to: 0 };
  const ids = new Set(values.vocabulary.map((entry) => entry.word.id));
  const actual = {
    vocabulary: values.vocabulary.map((entry) => entry.word.text),
    slots: values.vocabulary.map((entry, slot) => ({
      slot,
      lists: POSTING_KINDS.map((kind) => {
        values.readPostings(slot, kind, range);
        return { kind, postings: Array.from(values.postings(slot, kind)), read: Array.from(range.array.subarray(range.from, range.to)), count: values.postingCount(slot, kind) };
      }),
      counts: [entry.firstCounts, entry.lastCounts, entry.middleCounts],
      mask: values.wordCountMasks[slot],
      slotOfWordId: values.slotOfWordId[entry.word.id],
    })),
    masks: values.wordCountMasks.length,
    lightSlots: values.lightSlots,
    lightMiddleMost: values.lightMiddleMost,
    // Every other id below the highest is no slot.
    idsBelowHighest: values.slotOfWordId.length,
    notSlotsNotMinusOne: Array.from(values.slotOfWordId).flatMap((slot, id) => (!ids.has(id) && slot !== -1 ? [{ id, slot }] : [])),
    // Each value's word slots, in order.
    wordStarts: values.wordStart.length,
    valueSlots: ref.slotsOf.map((_, v) => Array.from(values.wordSlots.subarray(values.wordStart[v]!, values.wordStart[v + 1]!))),
    wordSlots: values.wordSlots.length,
  };
  expect(actual).toEqual({
    vocabulary: ref.vocabulary,
    slots: ref.vocabulary.map((_, slot) => ({
      slot,
      lists: POSTING_KINDS.map((kind) => {
        const expected = ref.lists[kind][slot]!;
        return { kind, postings: expected, read: expected, count: expected.length };
      }),
      counts: [ref.firstCounts[slot], ref.lastCounts[slot], ref.middleCounts[slot]],
      mask: ref.masks[slot],
      slotOfWordId: slot,
    })),
    masks: ref.vocabulary.length,
    lightSlots: ref.lightSlots,
    lightMiddleMost: ref.lightMiddleMost,
    idsBelowHighest: Math.max(-1, ...ids) + 1,
    notSlotsNotMinusOne: [],
    wordStarts: values.valueCount + 1,
    valueSlots: ref.slotsOf,
    wordSlots: values.wordStart[values.valueCount]!,
  });
}

const cellArbitrary = fc.oneof(
  { weight: 8, arbitrary: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 8 }).map((words) => words.join(' ')) },
  { weight: 1, arbitrary: fc.constant('') },
);

describe('a column\'s lists of values', () => {
  test('equal the lists built value by value (random tables: repeated words, initials, digits, blank cells, 1-8 words)', () => {
    fc.assert(fc.property(fc.array(cellArbitrary, { minLength: 1, maxLength: 40 }), (cells) => {
      expectSameAsReference(new ColumnValues(cells.map((cell) => [cell]), 0, prepareTableValue));
    }), { numRuns: 300 });
  });

  test('list a value naming a word twice once, and leave out one light middle word between voiced ends', () => {
    const values = new ColumnValues([['Anna Anna'], ['Anna J Anna'], ['Anna A Lee J Anna'], ['42 J Anna'], ['Anna W Lee'], ['Anna Anna Anna Lee']], 0, prepareTableValue);
    expectSameAsReference(values);
    const slot = (text: string): number => values.vocabulary.findIndex((entry) => entry.word.text === text);
    expect(Array.from(values.postings(slot('anna'), 'values'))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(Array.from(values.postings(slot('anna'), 'middle'))).toEqual([5]);
    // "J" is light in "Anna J Anna" only: "Anna A Lee J Anna" has two light words ("A J" would be one spelled word), "42 J Anna" an end without sounds.
    expect(Array.from(values.postings(slot('j'), 'middle'))).toEqual([2, 3]);
    expect(Array.from(values.postings(slot('w'), 'middle'))).toEqual([4]);
    expect(values.lightSlots).toEqual([slot('j')]);
    expect(values.lightMiddleMost).toBe(1);
  });
});
