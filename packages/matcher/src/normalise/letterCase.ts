// A letter's case said while spelling a code or an address: "capital M", "small m", "upper case M", "lower case k".
// Codes and addresses are matched without case, so the word says nothing, and left in it is a word no cell holds:
// "capital m a r c dot smith at example dot com" was written out "capitalmarc.smith@example.com", `not_found`.
import { letterOfName } from './letterNames.js';
import { isNatoWord } from './spelledLetters.js';

const MAY_SAY_CASE = /capital|caps?\b|upper|lower|small|big/i;
// The case word, then the letter it says the case of (a letter, a letter's name or a NATO word: "capital em").
const CASE_BEFORE_LETTER = /(?<![\p{L}\p{N}'\u2019])(capital|caps?|upper[\s-]?case|upper|lower[\s-]?case|lower|small|big)\s+(?=([\p{L}]+)(?![\p{L}\p{N}'\u2019]))/giu;

/**
 * The text without the case said before a letter ("capital M" → "M", "small m m lee" → "m m lee", "upper case
 * em" → "em"): only before a letter said alone, a letter's name or a NATO word, and not when the column holds the case
 * word ("Small" is a surname, "Capital" a company's first word).
 *
 * @example
 *   withoutLetterCase('capital m a r c dot smith') // 'm a r c dot smith'
 *   withoutLetterCase('Capital One') // 'Capital One'
 */
export function withoutLetterCase(heard: string, holds: (word: string) => boolean = () => false): string {
  if (!MAY_SAY_CASE.test(heard)) return heard;
  return heard.replace(CASE_BEFORE_LETTER, (said, caseWord: string, next: string) => {
    const letter = next.toLowerCase();
    const saysLetter = letter.length === 1 || letterOfName(letter) !== undefined || isNatoWord(letter);
    const held = caseWord.toLowerCase().split(/[\s-]+/).some(holds);
    return saysLetter && !held ? '' : said;
  });
}
