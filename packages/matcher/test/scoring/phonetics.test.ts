import { describe, expect, test } from '@jest/globals';
import { dictionaryPronunciations } from '../../src/phonetics/cmuDictionary.js';
import { letterToSound } from '../../src/phonetics/letterToSound.js';
import { phonemeDistance, phonemeSimilarity, phonemeWeight } from '../../src/phonetics/phonemeDistance.js';
import { PHONEMES, phonemeCode } from '../../src/phonetics/phonemes.js';
import { pronounce } from '../../src/phonetics/pronounce.js';

const codes = (symbols: string): Uint8Array => Uint8Array.from(symbols.split(' '), phonemeCode);
const spoken = (codesOf: Uint8Array): string => Array.from(codesOf, (c) => PHONEMES[c]).join(' ');

describe('letter-to-sound rules for names the dictionary lacks', () => {
  test.each([
    ['kaitlyn', 'K EY T L IH N'],
    ['katelyn', 'K EY T L IH N'],
    ['jaxon', 'JH AE K S AA N'],
    ['brantley', 'B R AE N T L IY'],
    ['ashleigh', 'AE SH L EY'],
    ['knox', 'N AA K S'],
    ['christoph', 'K R IH S T AA F'],
  ])('%s sounds like %s', (word, expected) => {
    expect(letterToSound(word).join(' ')).toBe(expected);
  });
});

describe('pronunciations', () => {
  test.each([
    ['the dictionary has Sean and Shawn alike', 'sean', 'shawn'],
    ['the dictionary has Riley and Reilly alike', 'riley', 'reilly'],
    ['spelling rules make Kaitlyn sound like Caitlin', 'kaitlyn', 'caitlin'],
    ['a second dictionary pronunciation counts (Smyth as Smith)', 'smyth', 'smith'],
  ])('%s', (_name, a, b) => {
    const shared = pronounce(a).some((x) => pronounce(b).some((y) => spoken(x) === spoken(y)));
    expect(shared).toBe(true);
  });

  test('a word the dictionary lacks has no dictionary entry but still a pronunciation', () => {
    expect(dictionaryPronunciations('kaitlyn')).toEqual([]);
    expect(pronounce('kaitlyn')).toHaveLength(1);
  });

  // Until 2026-12-07 a name of two given names run together sounded by the spelling rules only: "annmarie" AE N M AA R
  // IY, where "Anne Marie" said is AE N M ER IY.
  test.each([
    ['annmarie', 'ann marie'],
    ['maryellen', 'mary ellen'],
  ])('%s sounds as %s too: two given names run together', (word, two) => {
    const [first, second] = two.split(' ').map((part) => spoken(dictionaryPronunciations(part)[0]!));
    expect(pronounce(word).map(spoken)).toEqual([letterToSound(word).join(' '), `${first} ${second}`]);
  });

  // (A given name and a surname run together, as a recogniser writes them, and a table of other words, split into
  // dictionary pieces, keep their one.)
  test.each(['kaitlyn', 'jaxon', 'christiangonzalez', 'feltre', 'staaten'])('%s has one pronunciation: not two given names of three letters or more', (word) => {
    expect(pronounce(word)).toHaveLength(1);
  });

  test('a plural the dictionary lacks sounds like its stem plus Z', () => {
    expect(spoken(pronounce('mcdonalds')[0]!)).toBe(`${spoken(pronounce('mcdonald')[0]!)} Z`);
  });
});

describe('weighted phoneme distance', () => {
  test.each([
    ['identical sequences are 0 apart', 'SH AO N', 'SH AO N', 0, 0],
    ['a voicing pair costs less than unrelated consonants', 'P AE T', 'B AE T', 0.2, 0.4],
    ['unrelated consonants cost a full edit', 'M AE T', 'K AE T', 1, 1],
    ['a near vowel costs less than a far one', 'B IH T', 'B IY T', 0.2, 0.4],
    ['a dropped schwa costs half', 'S AH M', 'S M', 0.5, 0.5],
  ])('%s', (_name, a, b, low, high) => {
    const d = phonemeDistance(codes(a), codes(b));
    expect(d).toBeGreaterThanOrEqual(low);
    expect(d).toBeLessThanOrEqual(high);
    expect(phonemeDistance(codes(b), codes(a))).toBeCloseTo(d);
  });

  test('similarity is 1 for equal sequences and falls with distance', () => {
    const a = codes('K EY T L IH N');
    const near = codes('K EY T L AH N');
    const far = codes('K OW L IH N');
    const sim = (x: Uint8Array, y: Uint8Array): number => phonemeSimilarity(x, y, phonemeWeight(x), phonemeWeight(y));
    expect(sim(a, a)).toBe(1);
    expect(sim(a, near)).toBeGreaterThan(sim(a, far));
    expect(sim(a, far)).toBeGreaterThan(0);
  });
});
