// The trie walks compute only a band of each column (`wordTrie.ColumnBand`): the entries that may still be within some
// bound below the node. Every entry the walks read must then be the true edit distance wherever it can pass a test:
// these hold the letter walk's band to a plain Levenshtein table, and the sound walk's similarities to the walk with
// no floor (which keeps every entry), on heard pieces long enough that most of a column is out of reach.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { buildTrie, walkLetters } from '../../src/index/wordTrie.js';
import { PronunciationTrie } from '../../src/index/PronunciationTrie.js';
import { prepareValue } from '../../src/scoring/preparedValue.js';

const SLACK = 1e-7;
const WORDS = [
  'caitlin', 'kate', 'katelyn', 'kat', 'lynn', 'myers', 'meyers', 'sean', 'shawn', 'mc', 'donald', 'mcdonald', 'smith',
  'jonathan', 'jon', 'ann', 'anna', 'delacruz', 'cruz', 'de', 'la', 'wheeler', 'fitzpatrick', 'patrick', 'vanberg',
  'berg', 'nguyen', 'dremley', 'vine', 'suemirtridge', 'proullwell', 'a', 'o', 'xu',
];

/** Levenshtein distance of `word` to each prefix of `heard` (entry s: its first s letters). */
function prefixDistances(word: string, heard: string): number[] {
  let row = Array.from({ length: heard.length + 1 }, (_, s) => s);
  for (let d = 1; d <= word.length; d++) {
    const next = [d];
    for (let s = 1; s <= heard.length; s++) {
      next.push(Math.min(row[s - 1]! + (word[d - 1] === heard[s - 1] ? 0 : 1), row[s]! + 1, next[s - 1]! + 1));
    }
    row = next;
  }
  return row;
}

/** A long heard piece: two to five words run together, a letter or two changed, dropped or added now and then. */
const longPiece = fc.tuple(
  fc.array(fc.constantFrom(...WORDS), { minLength: 2, maxLength: 5 }),
  fc.array(fc.tuple(fc.nat(), fc.constantFrom('', 'e', 'y', 'k', 'ss')), { maxLength: 3 }),
).map(([words, edits]) => edits.reduce((text, [at, letters]) => {
  const i = at % (text.length + 1);
  return text.slice(0, i) + letters + text.slice(i + (letters === 'ss' ? 0 : 1));
}, words.join('')));

describe('a walk computes a band of each column', () => {
  const trie = buildTrie(WORDS.map((key, slot) => ({ slot, key, weight: key.length, counts: 1 })));

  test.each([false, true])('letters (whole %s): every entry within reach is in the band and exact', (whole) => {
    let checked = 0;
    fc.assert(fc.property(longPiece, fc.double({ min: 0.05, max: 0.6, noNaN: true }), fc.constantFrom(0, 1), (heard, credit, extra) => {
      const n = heard.length;
      const width = n + 1;
      const columns = new Int32Array(width * (trie.deepest + 1));
      walkLetters(trie, heard, columns, credit, extra, 1, (node, depth, from, to) => {
        for (let e = trie.endStart[node]!; e < trie.endStart[node + 1]!; e++) {
          const word = WORDS[trie.endSlots[e]!]!;
          const truth = prefixDistances(word, heard);
          for (let s = 0; s <= n; s++) {
            // The walk's bound at this node is at least this (its heaviest word below is at least this long).
            if (truth[s]! > credit * Math.max(n, depth) + extra + SLACK) continue;
            checked += 1;
            if (s < from || s > to || columns[depth * width + s] !== truth[s]) {
              throw new Error(`"${word}" against the first ${s} of "${heard}" (credit ${credit}, extra ${extra}): band ${from}..${to}, entry ${columns[depth * width + s]}, distance ${truth[s]}`);
            }
          }
        }
      }, whole);
    }), { numRuns: 400 });
    expect(checked).toBeGreaterThan(1000);
  });

  test('sounds: every similarity reaching the floor is the one the walk without a floor finds', () => {
    const words = WORDS.map((text) => prepareValue(text).words[0]!);
    const sounds = new PronunciationTrie(words);
    let reached = 0;
    fc.assert(fc.property(longPiece, fc.double({ min: 0.3, max: 0.9, noNaN: true }), (text, floor) => {
      const heard = prepareValue(text).joined;
      const exact = sounds.soundSimilarities(heard);
      const found: number[] = [];
      const walked = sounds.soundSimilaritiesFrom(heard, floor, 0xffff, undefined, found);
      words.forEach((word, slot) => {
        if (!(exact[slot]! >= floor)) return;
        reached += 1;
        if (walked[slot] !== exact[slot] || !found.includes(slot)) throw new Error(`"${heard.text}" against "${word.text}" at ${floor}: ${walked[slot]} instead of ${exact[slot]}`);
      });
    }), { numRuns: 400 });
    expect(reached).toBeGreaterThan(200);
  });
});
