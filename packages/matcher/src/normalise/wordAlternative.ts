// A caller unsure of one word of a name: "John or Joan Smith". Read as heard, the sentence's runs found "joan smith"
// whole and "john" alone, and answered Joan Smith confidently; the caller named either. A couple named by their first
// names before one surname, "John and Joan Smith", is read the same way.
import { SENTENCE_WORDS_AROUND } from '../match/sentenceRuns.js';
import { isNumberWord } from './letterNames.js';

// Cheap test first: most heard values say no "or".
const MAY_SAY_OR = /\bor\b/i;
// What comes before, a word, "or" (a pause before it or not), a word, then the rest of the name: one to three words.
const WORD_OR_WORD = /^(.*?)(\p{L}+)\s*,?\s+or\s+(\p{L}+)((?:\s+\p{L}+(?:['\u2019]\p{L}+)?){1,3})[\s.!?]*$/iu;
// A last word, "or" (a pause before it or not), and another last word ending the value: "Dorothy Williams or Wilson".
const LAST_WORD_OR_WORD = /(?<![\p{L}\p{N}'\u2019])(\p{L}+(?:['\u2019]\p{L}+)?)\s*,?\s+or\s+(\p{L}+(?:['\u2019]\p{L}+)?)[\s.!?]*$/iu;
// The name's first words before it: one to three words of letters right before, a space after each.
const FIRST_WORDS = /(?<![\p{L}\p{N}'\u2019])(?:\p{L}+\s+){1,3}$/u;

/**
 * The text with a word said otherwise after "or", before the rest of a name, said with that rest both times: "John or
 * Joan Smith" → "John Smith or Joan Smith", which a lookup answers as two names said (both rows candidates). Not
 * where the column holds the word "or", nor for words that name nobody ("this or that one") or number words (a code's
 * digits); otherwise the text as it is.
 *
 * @example
 *   withWordAlternativeSpread('John or Joan Smith') // "John Smith or Joan Smith"
 *   withWordAlternativeSpread('Smith, either John or Joan') // "John Smith or Joan Smith"
 *   withWordAlternativeSpread('Smith or Jones') // "Smith or Jones"
 */
export function withWordAlternativeSpread(heard: string, holds: (word: string) => boolean = () => false): string {
  if (!MAY_SAY_OR.test(heard) || holds('or')) return heard;
  const found = WORD_OR_WORD.exec(heard);
  if (found === null) return withSurnameFirstAlternativeSpread(heard) ?? withLastWordAlternativeSpread(heard);
  const [, before, first, second, rest] = found as unknown as [string, string, string, string, string];
  const rests = rest.trim().split(/\s+/);
  if ([first, second, ...rests].some((word) => SENTENCE_WORDS_AROUND.has(word.toLowerCase()))) return heard;
  // (A name's words before the word, as many as the rest: two whole names said, "John Smith or Zelda Fitzgerald", not
  // "John Smith Fitzgerald or Zelda Fitzgerald".)
  if (nameWordsBefore(before) >= rests.length) return heard;
  // (Number words are a number's last group said otherwise, `withLastGroupAlternative`: "AB one two seven or AB one two
  // eight" read as names was "AB one two seven one two eight or AB one two eight", AB128 confident until 2026-12-06.)
  if ([first, second, ...rests].some((word) => isNumberWord(word.toLowerCase()))) return heard;
  return `${before}${first}${rest} or ${second}${rest}`;
}

// Cheap test first: most heard values say no "and".
const MAY_SAY_AND = /\band\b/i;
// What comes before, a word, "and" (or "&"), a word, then the rest of the name: one to three words.
const WORD_AND_WORD = /^(.*?)(\p{L}+)\s+(?:and|&)\s+(\p{L}+)((?:\s+\p{L}+(?:['\u2019]\p{L}+)?){1,3})[\s.!?]*$/iu;

/**
 * The text with two first names said with "and" before one surname said with each: "John and Joan Smith" → "John
 * Smith and Joan Smith", two people named, as `withWordAlternativeSpread` reads "or" (since 2026-12-07: read as heard,
 * "joan smith" was found whole and answered confidently, though the caller named a couple). Only where the column
 * holds both words and not "and" ("bill and John Smith" is as it is); otherwise the text as it is.
 *
 * @example
 *   withSharedSurnameSpread('John and Joan Smith', held) // "John Smith and Joan Smith"
 *   withSharedSurnameSpread('my bill and John Smith', held) // "my bill and John Smith"
 */
export function withSharedSurnameSpread(heard: string, holds: (word: string) => boolean = () => false): string {
  if (!(MAY_SAY_AND.test(heard) || heard.includes('&')) || holds('and')) return heard;
  const found = WORD_AND_WORD.exec(heard);
  if (found === null) return heard;
  const [, before, first, second, rest] = found as unknown as [string, string, string, string, string];
  const rests = rest.trim().split(/\s+/);
  if (!holds(first.toLowerCase()) || !holds(second.toLowerCase())) return heard;
  if ([first, second, ...rests].some((word) => SENTENCE_WORDS_AROUND.has(word.toLowerCase()) || isNumberWord(word.toLowerCase()))) return heard;
  // (Two whole names said, "John Smith and Zelda Fitzgerald", are as they are.)
  if (nameWordsBefore(before) >= rests.length) return heard;
  return `${before}${first}${rest} and ${second}${rest}`;
}

/** How many words of letters end `before`, back to the first that names nobody (`SENTENCE_WORDS_AROUND`). */
function nameWordsBefore(before: string): number {
  const said = before.toLowerCase().split(/[^\p{L}'\u2019]+/u).filter((word) => word !== '');
  let count = 0;
  while (count < said.length && !SENTENCE_WORDS_AROUND.has(said[said.length - 1 - count]!.replace(/['\u2019]/gu, ''))) count++;
  return count;
}

// A surname, a pause, "either" or not, then two first names with "or" ending the value: "Smith, either John or Joan".
const SURNAME_THEN_WORD_OR_WORD = /^(.*?)(\p{L}+(?:['\u2019]\p{L}+)?)\s*,\s*(?:either\s+)?(\p{L}+)\s*,?\s+or\s+(\p{L}+)[\s.!?]*$/iu;

/**
 * "Smith, either John or Joan" → "John Smith or Joan Smith": a surname said first, a pause, then a first name said two
 * ways, each said with the surname (since 2026-12-07; read "Last, First", the sentence's run "joan smith" was the
 * answer alone, though the caller named either). Only a surname alone before the pause (after words that name nobody:
 * "it's Smith, John or Joan"), and not for words that name nobody or number words; undefined otherwise.
 */
function withSurnameFirstAlternativeSpread(heard: string): string | undefined {
  const found = SURNAME_THEN_WORD_OR_WORD.exec(heard);
  if (found === null) return undefined;
  const [, before, surname, first, second] = found as unknown as [string, string, string, string, string];
  if (nameWordsBefore(before) > 0) return undefined;
  if ([surname, first, second].some((word) => SENTENCE_WORDS_AROUND.has(word.toLowerCase()) || isNumberWord(word.toLowerCase()))) return undefined;
  return `${before}${first} ${surname} or ${second} ${surname}`;
}

/**
 * "Dorothy Williams or Wilson" → "Dorothy Williams or Dorothy Wilson": a last word said otherwise after the name, said
 * with the name's first words both times (since 2026-12-07; the name said first was the answer, confident, though the
 * caller named either). Not for words that name nobody or number words; otherwise the text as it is.
 */
function withLastWordAlternativeSpread(heard: string): string {
  const found = LAST_WORD_OR_WORD.exec(heard);
  if (found === null) return heard;
  const [, last, other] = found as unknown as [string, string, string];
  const before = heard.slice(0, found.index);
  // (The words right before, up to the first that names nobody: "my name is Dorothy Williams or Wilson" → "Dorothy".)
  const head = FIRST_WORDS.exec(before)?.[0].split(/(?<=\s)(?=\S)/u) ?? [];
  while (head.length > 0 && SENTENCE_WORDS_AROUND.has(head[0]!.trim().toLowerCase())) head.shift();
  if (head.length === 0) return heard;
  const first = head.join('');
  const said = [...first.trim().split(/\s+/), last, other].map((word) => word.toLowerCase());
  if (said.some((word) => SENTENCE_WORDS_AROUND.has(word) || isNumberWord(word))) return heard;
  return `${heard.slice(0, before.length - first.length)}${first}${last} or ${first}${other}`;
}
