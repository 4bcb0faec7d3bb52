// How alike two words are, 0..1, by letters, by sound, or both; aliases and nicknames count as near-equal.
import { distance } from 'fastest-levenshtein';
import type { AliasTable } from '../aliases/aliasTable.js';
import { digitsOf } from '../normalise/digits.js';
import { phonemeSimilarity, WEIGHT_RATE } from '../phonetics/phonemeDistance.js';
import type { PreparedValue, PreparedWord } from './preparedValue.js';
import { SimilarityCache } from './similarityCache.js';
import { wordEvidence } from './evidenceCurves.js';
import { sameWord } from './wordIds.js';

/** Which evidence a word comparison uses. */
export type WordEvidence = 'letters' | 'sounds' | 'both';

// Same sound, different spelling stays a few points under the same spelling, so homophones tie
// closely enough to come out ambiguous rather than one of them winning by accident.
export const SOUND_SHARE = 0.96;
// Float slack for a bound: it may only ever admit more.
const BOUND_SLACK = 1e-6;
// A lone letter matching the initial of a word ("J" for "John").
const INITIAL_SIMILARITY = 0.7;
// A word said without the number its cell word holds ("lee" for "lee86"): a candidate at most.
const MISSING_NUMBER_SIMILARITY = 0.75;
// A known nickname ("Bob" for "Robert"): a strong candidate, never the same as the name itself.
const NICKNAME_SIMILARITY = 0.72;
// An alias the document's author listed: trusted more than the built-in nicknames.
const DOCUMENT_ALIAS_SIMILARITY = 0.95;

// The longest word an initial stands for: past it, a word is letters run together or noise, no name ("supercali…"
// took Wei S. Young's "S." at 0.7 and, outweighing his other words, listed him at 76).
export const LONGEST_NAMED_BY_INITIAL = 24;

/** Whether one word is the other's initial ("j" and "john"; "5" and "5th"), the other a word of a name's length. */
export function isInitialOf(a: PreparedWord, b: PreparedWord): boolean {
  return (a.text.length === 1 || b.text.length === 1) && a.text[0] === b.text[0]
    && a.text.length + b.text.length <= LONGEST_NAMED_BY_INITIAL + 1;
}

/** 1 - Levenshtein distance / longer length. */
export function letterSimilarity(a: string, b: string): number {
  const longer = a.length > b.length ? a.length : b.length;
  return longer === 0 ? 1 : 1 - distance(a, b) / longer;
}

/** Compares words for one scorer: its evidence, its aliases, and a memo per heard word. */
export class WordComparer {
  constructor(
    readonly evidence: WordEvidence,
    private readonly nicknames: AliasTable | undefined,
    private readonly documentAliases: AliasTable | undefined,
  ) {}

  /**
   * Similarity of a heard word to a cell word, memoised on the heard word.
   *
   * @example
   *   new WordComparer('both', undefined, undefined).similarity(sean, shawn) // ~0.97
   */
  similarity(heard: PreparedWord, cell: PreparedWord): number {
    if (sameWord(heard, cell)) return 1;
    const cache = heard.cache ?? (heard.cache = new SimilarityCache());
    const cached = cache.get(cell.id);
    if (cached === cached) return cached; // not NaN
    const computed = this.compute(heard, cell);
    cache.set(cell.id, computed);
    return computed;
  }

  /**
   * `similarity(heard, cell.words[index])` when the caller already has the cell word's id: a cache hit
   * never touches the cell word itself.
   */
  similarityToWordOf(heard: PreparedWord, cellWordId: number, cell: PreparedValue, index: number): number {
    if (heard.id === cellWordId) return 1;
    const cached = heard.cache === undefined ? Number.NaN : heard.cache.get(cellWordId);
    return cached === cached ? cached : this.similarity(heard, cell.words[index]!);
  }

  /**
   * `similarity(heard, cell)` when the caller has already computed the two words' sound similarity (the best
   * phoneme similarity over their pronunciations, as `soundSimilarity` gives it); not memoised.
   */
  similarityWithSound(heard: PreparedWord, cell: PreparedWord, sound: number): number {
    return sameWord(heard, cell) ? 1 : this.compute(heard, cell, sound);
  }

  /**
   * An upper bound on `similarity(heard, X)` for X the cell words run together, from sizes alone, without making X:
   * every letter more on one side costs an edit, every unit of sound weight `WEIGHT_RATE` of one (`phonemeDistance`),
   * and the curve is increasing. 1 when sizes cannot tell: a word without sounds (digits), a lone letter (an
   * initial), a heard word with an alias (a fixed similarity).
   *
   * @example
   *   comparer.runTogetherBound(prepareValue('smith').words[0], prepareValue('jonathan smith').words) // ~0.6
   */
  runTogetherBound(heard: PreparedWord, words: readonly PreparedWord[]): number {
    if (heard.phonemes.length === 0 || heard.text.length <= 1) return 1;
    if (this.documentAliases?.get(heard.text) !== undefined || this.nicknames?.get(heard.text) !== undefined) return 1;
    let letters = 0;
    let weight = 0;
    for (const word of words) {
      if (word.phonemes.length === 0) return 1;
      letters += word.text.length;
      weight += word.weight;
    }
    const length = heard.text.length;
    const letterBound = 1 - Math.abs(length - letters) / Math.max(length, letters);
    let raw = letterBound;
    if (this.evidence !== 'letters') {
      // Words run together are pronounced with each word's first pronunciation; the heard word with any of its own.
      let soundBound = 0;
      for (const heardWeight of heard.pronunciationWeights) {
        const heavier = Math.max(heardWeight, weight);
        const bound = heavier === 0 ? 1 : 1 - (WEIGHT_RATE * Math.abs(heardWeight - weight)) / heavier;
        if (bound > soundBound) soundBound = bound;
      }
      raw = this.evidence === 'sounds' ? soundBound : Math.max(letterBound, SOUND_SHARE * soundBound + (1 - SOUND_SHARE) * letterBound);
    }
    return Math.min(1, wordEvidence(raw + BOUND_SLACK));
  }

  /** Whether the document's own aliases pair the two words (the business vouches for them). */
  isDocumentAlias(heard: PreparedWord, cell: PreparedWord): boolean {
    return this.documentAliases?.get(heard.text)?.has(cell.text) === true;
  }

  /** `similarity(heard, cell)`, not memoised. */
  unmemoised(heard: PreparedWord, cell: PreparedWord): number {
    return sameWord(heard, cell) ? 1 : this.compute(heard, cell);
  }

  private compute(a: PreparedWord, b: PreparedWord, knownSound?: number): number {
    // (A word with a digit has no pronunciation, so only such pairs are looked at.)
    if (a.phonemes.length === 0 || b.phonemes.length === 0) {
      const aDigits = digitsOf(a.text);
      const bDigits = digitsOf(b.text);
      if (aDigits !== bDigits) {
        if (this.documentAliases?.get(a.text)?.has(b.text) === true) return DOCUMENT_ALIAS_SIMILARITY;
        // Another number is another value; a number left unsaid ("thompson" for "thompson71") may be the caller's,
        // never confidently (under the 0.8 a confident row needs of every word, `Lookup`).
        return aDigits === '' || bDigits === '' ? Math.min(MISSING_NUMBER_SIMILARITY, wordEvidence(letterSimilarity(a.text, b.text))) : 0;
      }
    }
    if (isInitialOf(a, b)) return INITIAL_SIMILARITY;
    const similarity = wordEvidence(this.spellingOrSound(a, b, knownSound));
    if (similarity < DOCUMENT_ALIAS_SIMILARITY && this.documentAliases?.get(a.text)?.has(b.text)) return DOCUMENT_ALIAS_SIMILARITY;
    if (similarity < NICKNAME_SIMILARITY && this.nicknames?.get(a.text)?.has(b.text)) return NICKNAME_SIMILARITY;
    return similarity;
  }

  private spellingOrSound(a: PreparedWord, b: PreparedWord, knownSound: number | undefined): number {
    // Words without a pronunciation (codes like "a1001") can only be compared by their letters.
    if (this.evidence === 'letters' || a.phonemes.length === 0 || b.phonemes.length === 0) return letterSimilarity(a.text, b.text);
    const sound = knownSound ?? soundSimilarity(a, b);
    if (this.evidence === 'sounds') return sound;
    const letters = letterSimilarity(a.text, b.text);
    const blended = SOUND_SHARE * sound + (1 - SOUND_SHARE) * letters;
    return blended > letters ? blended : letters;
  }
}

/** Best phoneme similarity over both words' pronunciations. */
function soundSimilarity(a: PreparedWord, b: PreparedWord): number {
  let best = phonemeSimilarity(a.phonemes, b.phonemes, a.weight, b.weight);
  const aCount = a.pronunciations.length;
  const bCount = b.pronunciations.length;
  if (aCount === 1 && bCount === 1) return best;
  for (let i = 0; i < aCount; i++) {
    for (let j = 0; j < bCount; j++) {
      if (i === 0 && j === 0) continue;
      const s = phonemeSimilarity(a.pronunciations[i]!, b.pronunciations[j]!, a.pronunciationWeights[i]!, b.pronunciationWeights[j]!);
      if (s > best) best = s;
    }
  }
  return best;
}
