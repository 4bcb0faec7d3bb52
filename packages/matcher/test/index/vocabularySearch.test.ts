// A heard word meets a column's vocabulary through tries that leave out the words that cannot reach a floor, so a
// vocabulary of tens of thousands of words costs a query the few words near it. Each trie must find every word a
// word-by-word comparison puts at or above the floor, with the same similarity; the words it leaves out (nicknames,
// initials, the document's aliases reach a floor by table, not by letters or sounds) must still come back as
// candidates.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { LetterTrie } from '../../src/index/LetterTrie.js';
import { buildTrie, withCounts, type Trie } from '../../src/index/wordTrie.js';
import { PronunciationTrie } from '../../src/index/PronunciationTrie.js';
import { SoundScratch } from '../../src/index/SoundScratch.js';
import { buildLookupIndex } from '../../src/index/LookupIndex.js';
import { prepareValue } from '../../src/scoring/preparedValue.js';
import { scorerFor } from '../../src/scoring/scorerFor.js';
import { letterSimilarity } from '../../src/scoring/wordSimilarity.js';
import type { PreparedWord } from '../../src/scoring/preparedValue.js';
import { phonemeDistance, phonemeSimilarity, phonemeWeight, WEIGHT_RATE } from '../../src/phonetics/phonemeDistance.js';
import { PHONEME_TOTAL } from '../../src/phonetics/phonemes.js';
import { expectNoRowLost } from '../support/expectNoRowLost.js';

const RUNS = Number(process.env.INDEX_PROPERTY_RUNS ?? 1);
const NAMES = ['caitlin', 'kaitlyn', 'katelyn', 'kate', 'cat', 'catherine', 'kathryn', 'sean', 'shawn', 'shaun', 'smith',
  'smyth', 'schmidt', 'reid', 'reed', 'read', 'myers', 'meyers', 'mayer', 'mcdonald', 'donald', 'lindqvist', 'lindquist',
  'nguyen', 'win', 'wynn', 'anderson', 'andersen', 'henderson', 'bob', 'robert', 'margaret', 'peggy', 'jon', 'john',
  'jonathan', 'joanna', 'ann', 'anne', 'annabel', 'bell', 'lee', 'leigh', 'macdonald', 'o', 'a', 'zzyzx', 'qwrtp'];

describe('letter trie', () => {
  test('finds exactly the words whose letter similarity reaches the floor, among the word counts asked for', () => {
    const word = fc.stringMatching(/^[a-e]{1,9}$/);
    fc.assert(fc.property(
      fc.array(fc.record({ text: word, counts: fc.integer({ min: 1, max: 0xffff }) }), { minLength: 1, maxLength: 60 }),
      word,
      fc.double({ min: 0.05, max: 1, noNaN: true }),
      fc.integer({ min: 1, max: 0xffff }),
      (vocabulary, heard, floor, wanted) => {
        const trie = new LetterTrie(vocabulary.map((entry) => entry.text), vocabulary.map((entry) => entry.counts));
        const found: number[] = [];
        trie.matches(heard, floor, wanted, found);
        const expected = vocabulary.flatMap((entry, slot) => ((entry.counts & wanted) !== 0 && letterSimilarity(heard, entry.text) >= floor ? [slot] : []));
        // Words of other counts may come along (a node holds the counts of all its words); the caller filters them.
        const kept = found.filter((slot) => (vocabulary[slot]!.counts & wanted) !== 0);
        expect(new Set(kept)).toEqual(new Set(expected));
        expect(kept.length).toBe(new Set(kept).size);
      },
    ), { numRuns: 400 * RUNS });
  });
});

describe('a letter trie sharing the nodes of another', () => {
  // A column's whole-word letter trie reuses the nodes of its prefix trie (the same texts, other counts): the trie it
  // walks must be the one it would have built, node for node, for its own counts.
  const word = fc.stringMatching(/^[a-d]{0,7}$/);
  test('holds the nodes, words and counts of the trie built for its own counts', () => {
    fc.assert(fc.property(
      fc.array(fc.record({ text: word, theirs: fc.integer({ min: 0, max: 0xffffff }), ours: fc.integer({ min: 0, max: 0xffff }) }), { minLength: 1, maxLength: 60 }),
      (vocabulary) => {
        const trieOf = (counts: (entry: (typeof vocabulary)[number]) => number) => buildTrie(vocabulary.map((entry, slot) => ({ slot, key: entry.text, weight: entry.text.length, counts: counts(entry) })));
        const shared = withCounts(trieOf((entry) => entry.theirs), vocabulary.map((entry) => entry.ours));
        expect(shared).toEqual(trieOf((entry) => entry.ours));
      },
    ), { numRuns: 400 * RUNS });
  });

  test('a trie of whole weights holds the very nodes and weights of one in doubles, and refuses a weight not whole', () => {
    fc.assert(fc.property(
      fc.array(fc.record({ text: word, weight: fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 0x7fffffff })), counts: fc.integer({ min: 0, max: 0xffff }) }), { minLength: 1, maxLength: 60 }),
      (vocabulary) => {
        const words = vocabulary.map((entry, slot) => ({ slot, key: entry.text, weight: entry.weight, counts: entry.counts }));
        const plain = (trie: ReturnType<typeof buildTrie>) => Object.fromEntries(Object.entries(trie).map(([key, value]: [string, Trie[keyof Trie]]) => [key, typeof value === 'number' ? value : Array.from(value)]));
        expect(plain(buildTrie(words, true))).toEqual(plain(buildTrie(words)));
      },
    ), { numRuns: 400 * RUNS });
    expect(() => buildTrie([{ slot: 0, key: 'ab', weight: 2.5, counts: 1 }], true)).toThrow(RangeError);
  });

  test('finds what a letter trie built alone finds', () => {
    fc.assert(fc.property(
      fc.array(fc.record({ text: word, theirs: fc.integer({ min: 1, max: 0xffffff }), ours: fc.integer({ min: 1, max: 0xffff }) }), { minLength: 1, maxLength: 60 }),
      word, fc.double({ min: 0.05, max: 1, noNaN: true }), fc.integer({ min: 1, max: 0xffff }),
      (vocabulary, heard, floor, wanted) => {
        const texts = vocabulary.map((entry) => entry.text);
        const ours = vocabulary.map((entry) => entry.ours);
        const other = buildTrie(vocabulary.map((entry, slot) => ({ slot, key: entry.text, weight: entry.text.length, counts: entry.theirs })));
        const alone: number[] = [];
        const sharing: number[] = [];
        new LetterTrie(texts, ours).matches(heard, floor, wanted, alone);
        new LetterTrie(texts, ours, other).matches(heard, floor, wanted, sharing);
        expect(sharing).toEqual(alone);
      },
    ), { numRuns: 400 * RUNS });
  });
});

describe('pronunciation trie with a floor', () => {
  const words = NAMES.map((text) => prepareValue(text).words[0]!);
  const trie = new PronunciationTrie(words);
  test.each(['kaitlin', 'shon', 'smit', 'meiers', 'macdonald', 'robbert', 'lindkvist', 'anabel', 'peggie'])(
    '"%s": every word at or above the floor, with the similarity of the full walk',
    (heardText) => {
      const heard = prepareValue(heardText).words[0]!;
      const full = trie.soundSimilarities(heard);
      for (const floor of [0.3, 0.5, 0.6, 0.75, 0.9, 1]) {
        const reached: number[] = [];
        const pruned = trie.soundSimilaritiesFrom(heard, floor, 0xffff, new Float64Array(words.length), reached);
        const expected = words.flatMap((_, slot) => (full[slot]! >= floor ? [slot] : []));
        expect(reached.sort((a, b) => a - b)).toEqual(expected);
        for (const slot of expected) expect(pruned[slot]).toBe(full[slot]);
      }
    },
  );
});

describe('pronunciation trie with a floor, on any phonemes', () => {
  // Random phoneme strings, several pronunciations each: the walk leaves out subtrees by their column and by the
  // weights of the words below (an edit costs at least WEIGHT_RATE per unit of weight it changes), which only holds
  // if that rate is right for every pair of phonemes the cost tables hold.
  const codes = fc.uint8Array({ min: 0, max: PHONEME_TOTAL - 1, minLength: 1, maxLength: 24 });
  const word = (pronunciations: Uint8Array[], slot: number): PreparedWord => ({
    text: `w${slot}`, id: -1 - slot, phonemes: pronunciations[0]!, weight: phonemeWeight(pronunciations[0]!),
    pronunciations, pronunciationWeights: Float64Array.from(pronunciations, phonemeWeight), cache: undefined,
  });
  test('finds exactly the words whose best sound similarity reaches the floor, with that similarity', () => {
    fc.assert(fc.property(
      fc.array(fc.array(codes, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 40 }),
      fc.array(codes, { minLength: 1, maxLength: 2 }),
      fc.oneof(fc.double({ min: 0.05, max: 1, noNaN: true }), fc.double({ min: 0.001, max: 0.05, noNaN: true })),
      (vocabulary, heardPronunciations, floor) => {
        const words = vocabulary.map(word);
        const heard = word(heardPronunciations, 1000);
        const best = words.map((w) => Math.max(...w.pronunciations.flatMap((a, i) => heard.pronunciations.map((b, j) => phonemeSimilarity(b, a, heard.pronunciationWeights[j]!, w.pronunciationWeights[i]!)))));
        const reached: number[] = [];
        const found = new PronunciationTrie(words).soundSimilaritiesFrom(heard, floor, 0xffff, new Float64Array(words.length), reached);
        const expected = best.flatMap((similarity, slot) => (similarity >= floor ? [slot] : []));
        expect(reached.sort((a, b) => a - b)).toEqual(expected);
        for (const slot of expected) expect(found[slot]).toBe(best[slot]);
      },
    ), { numRuns: 300 * RUNS });
  });

  test('a scratch reused walk after walk reads as a fresh array at every walk, whatever the floors and counts', () => {
    // The scratch resets only what the last walk wrote: a word the last walk reached and this one leaves out must read NaN.
    fc.assert(fc.property(
      fc.array(fc.record({ pronunciations: fc.array(codes, { minLength: 1, maxLength: 2 }), counts: fc.integer({ min: 1, max: 15 }) }), { minLength: 1, maxLength: 40 }),
      fc.array(fc.record({ heard: fc.array(codes, { minLength: 1, maxLength: 2 }), floor: fc.oneof(fc.constant(0), fc.double({ min: 0.05, max: 1, noNaN: true })), counts: fc.integer({ min: 1, max: 15 }) }), { minLength: 2, maxLength: 8 }),
      (vocabulary, walks) => {
        const words = vocabulary.map(({ pronunciations }, slot) => word(pronunciations, slot));
        const trie = new PronunciationTrie(words, vocabulary.map(({ counts }) => counts));
        const scratch = new SoundScratch(words.length);
        for (const [i, { heard: pronunciations, floor, counts }] of walks.entries()) {
          const heard = word(pronunciations, 1000 + i);
          const reachedFresh: number[] = [];
          const reachedReused: number[] = [];
          const fresh = Array.from(trie.soundSimilaritiesFrom(heard, floor, counts, new Float64Array(words.length), reachedFresh));
          const reused = Array.from(trie.soundSimilaritiesFrom(heard, floor, counts, scratch, reachedReused));
          expect({ walk: i, reused, reached: reachedReused }).toEqual({ walk: i, reused: fresh, reached: reachedFresh });
        }
      },
    ), { numRuns: 300 * RUNS });
  });

  test('an edit costs at least WEIGHT_RATE per unit of weight it changes', () => {
    fc.assert(fc.property(codes, codes, (a, b) => {
      expect(phonemeDistance(a, b)).toBeGreaterThanOrEqual(WEIGHT_RATE * Math.abs(phonemeWeight(a) - phonemeWeight(b)) - 1e-9);
    }), { numRuns: 500 * RUNS });
  });
});

describe('candidates the tries cannot see', () => {
  // Each value's only word reaches min_score by a table, not by its letters or sounds.
  test.each([
    { rows: ['Margaret', 'Peter', 'Paula'], heard: 'Peggy', row: 0, why: 'a built-in nickname' },
    { rows: ['K', 'Tom', 'Kathleen Moore'], heard: 'Katherine', row: 0, why: 'an initial in the table' },
  ])('$why: "$heard" finds "$rows.0"', ({ rows, heard, row }) => {
    const scorer = scorerFor('hybrid');
    const { columns, index } = buildLookupIndex(rows.map((cell) => [cell]), [{ column: 0, scorer }], { wholeVocabulary: 0, scanRunValues: 0 });
    expect(scorer.score(scorer.prepare(heard), scorer.prepare(rows[row]!))).toBeGreaterThanOrEqual(75);
    expect(index.candidateRows([columns[0]!.supply(heard)], 75)).toContain(row);
    expectNoRowLost(rows, heard, 'hybrid', 75);
  });

  // "richard" / "roger": letters 0.29, sounds 0.579; hybrid's 96% sounds and 4% letters reach the raw floor at 75
  // (0.5625) with sounds at 0.544 and up, so the sound walk's floor must be that, not the raw floor itself.
  test('a word that reaches the floor by its sounds alone', () => {
    const rows = ['Roger', 'Rita', 'Richmond'];
    const scorer = scorerFor('hybrid');
    const { columns, index } = buildLookupIndex(rows.map((cell) => [cell]), [{ column: 0, scorer }], { wholeVocabulary: 0, scanRunValues: 0 });
    expect(scorer.score(scorer.prepare('Richard'), scorer.prepare('Roger'))).toBeGreaterThanOrEqual(75);
    expect(index.candidateRows([columns[0]!.supply('Richard')], 75)).toContain(0);
  });

  test("the document's aliases", () => {
    const aliases = new Map([['bubba', ['wilhelmina']]]);
    const rows = ['Wilhelmina', 'Barbara', 'Bubbles'];
    const scorer = scorerFor('hybrid', { aliases });
    const { columns, index } = buildLookupIndex(rows.map((cell) => [cell]), [{ column: 0, scorer }], { aliases, wholeVocabulary: 0, scanRunValues: 0 });
    expect(scorer.score(scorer.prepare('Bubba'), scorer.prepare('Wilhelmina'))).toBeGreaterThanOrEqual(92);
    expect(index.candidateRows([columns[0]!.supply('Bubba')], 92)).toContain(0);
  });
});
