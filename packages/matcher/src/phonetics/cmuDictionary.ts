// Pronunciations from the CMU Pronouncing Dictionary (npm cmu-pronouncing-dictionary), as phoneme codes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { phonemeCode } from './phonemes.js';
import { readPronouncingTable, type PronouncingTable } from './pronouncingTable.js';

const dictionary = await dictionaryOfFile(readFileSync(createRequire(import.meta.url).resolve('cmu-pronouncing-dictionary')));

/**
 * The package's dictionary read from its file's bytes in place (`pronouncingTable.ts` says why), or its module
 * imported when the file is laid out otherwise.
 */
export async function dictionaryOfFile(bytes: Uint8Array): Promise<PronouncingTable> {
  const table = readPronouncingTable(bytes);
  if (table !== null) return table;
  const { dictionary: entries } = await import('cmu-pronouncing-dictionary');
  return {
    get: (word) => (Object.hasOwn(entries, word) ? entries[word] : undefined),
    has: (word) => Object.hasOwn(entries, word),
  };
}

// Words are looked up one at a time as values are prepared: no up-front index of 135k entries. Kept, up to this
// many (heard words come and go), then emptied.
const cache = new Map<string, Uint8Array[]>();
const CACHE_KEPT = 100_000;
// Alternative pronunciations are listed as "word(2)", "word(3)"...
const MAX_VARIANTS = 4;

/**
 * The dictionary's pronunciations of a lower-case word (first is the most common), empty when it lacks the word.
 *
 * @example
 *   dictionaryPronunciations('smyth') // [S M AY TH, S M IH TH]
 */
export function dictionaryPronunciations(word: string): Uint8Array[] {
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  const found: Uint8Array[] = [];
  for (let variant = 1; variant <= MAX_VARIANTS; variant++) {
    const key = variant === 1 ? word : `${word}(${variant})`;
    const entry = dictionary.get(key);
    if (entry === undefined) break;
    const codes = toCodes(entry);
    if (codes !== null) found.push(codes);
  }
  if (cache.size >= CACHE_KEPT) cache.clear();
  cache.set(word, found);
  return found;
}

/**
 * Whether the dictionary has a lower-case word, without keeping it in the cache (a table's load asks this of many
 * words run together, most of which it lacks).
 *
 * @example
 *   inDictionary('macdonald') // true
 */
export function inDictionary(word: string): boolean {
  return cache.has(word) ? cache.get(word)!.length > 0 : dictionary.has(word);
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
