// The trie compares a heard word with a whole vocabulary at once; every similarity must be the scorer's own,
// bit for bit, or an indexed lookup would rank rows differently from a full scan.
import { describe, expect, test } from '@jest/globals';
import { PronunciationTrie } from '../../src/index/PronunciationTrie.js';
import { prepareValue } from '../../src/scoring/preparedValue.js';
import { WordComparer } from '../../src/scoring/wordSimilarity.js';

const VOCABULARY = ['caitlin', 'kaitlyn', 'katelyn', 'kate', 'cat', 'catherine', 'kathryn', 'sean', 'shawn', 'shaun', 'smith',
  'smyth', 'schmidt', 'reid', 'reed', 'read', 'myers', 'meyers', 'mayer', 'mcdonald', 'donald', 'o', 'a', 'x', 'xavier',
  'lindqvist', 'lindquist', 'nguyen', 'win', 'wynn', 'anderson', 'andersen', 'henderson', 'zzyzx', 'bob', 'robert'];
const HEARD = ['kaitlin', 'katlin', 'shon', 'smit', 'meiers', 'mc', 'macdonald', 'anders', 'win', 'k', 'robbert', 'qwrtp', 'lindkvist', 'caitlin'];

describe('pronunciation trie', () => {
  const words = VOCABULARY.map((text) => prepareValue(text).words[0]!);
  const trie = new PronunciationTrie(words);
  test.each(HEARD)('"%s" gets the scorer\'s similarity to every vocabulary word', (heardText) => {
    const heard = prepareValue(heardText).words[0]!;
    const sounds = trie.soundSimilarities(heard);
    for (const evidence of ['sounds', 'both'] as const) {
      const comparer = new WordComparer(evidence, undefined, undefined);
      words.forEach((word, slot) => {
        const direct = new WordComparer(evidence, undefined, undefined).similarity({ ...heard, cache: undefined }, word);
        expect(comparer.similarityWithSound(heard, word, sounds[slot]!)).toBe(direct);
      });
    }
  });

  test('a word with several pronunciations is compared by its best one', () => {
    const heard = prepareValue('smith').words[0]!;
    const smyth = prepareValue('smyth').words[0]!;
    expect(smyth.pronunciations.length).toBeGreaterThan(1);
    const sounds = new PronunciationTrie([smyth]).soundSimilarities(heard);
    expect(sounds[0]).toBe(1);
  });
});
