// Pronunciations from the CMU Pronouncing Dictionary (npm cmu-pronouncing-dictionary), as phoneme codes.
import { dictionary } from 'cmu-pronouncing-dictionary';
import { phonemeCode } from './phonemes.js';

// Words are looked up one at a time as values are prepared: no up-front index of 135k entries.
const cache = new Map<string, Uint8Array | null>();

/**
 * The dictionary's first pronunciation of a lower-case word, or undefined when it lacks the word.
 *
 * @example
 *   dictionaryPronunciation('shawn') // codes of SH AO N
 */
export function dictionaryPronunciation(word: string): Uint8Array | undefined {
  const cached = cache.get(word);
  if (cached !== undefined) return cached ?? undefined;
  const entry = Object.hasOwn(dictionary, word) ? dictionary[word] : undefined;
  const codes = entry === undefined ? null : toCodes(entry);
  cache.set(word, codes);
  return codes ?? undefined;
}

function toCodes(entry: string): Uint8Array | null {
  const symbols = entry.split(' ');
  const codes = new Uint8Array(symbols.length);
  for (let i = 0; i < symbols.length; i++) {
    const code = phonemeCode(symbols[i] ?? '');
    if (code < 0) return null;
    codes[i] = code;
  }
  return codes;
}
