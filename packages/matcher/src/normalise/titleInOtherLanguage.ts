// A courtesy title said before a name in the caller's own language: "Herr Walter Kowalski", "Señora María José
// Rodríguez", "Madame Hannah Müller". "Mr", "Mrs", "Dr" are left out of a name's words (`TITLES`); these were a word
// of the name no row holds, and the name said was a candidate, never the answer ("Frau Hannah Müller" at 86).
import { normaliseText } from './normaliseText.js';

/**
 * Courtesy titles in Spanish, German, French, Italian and Portuguese, accents and without (as a recogniser may write
 * them). Not "Don" or "Doña": given names too.
 */
const TITLES_IN_OTHER_LANGUAGES: readonly string[] = [
  'señor', 'senor', 'señora', 'senora', 'señorita', 'senorita', 'sra', 'srta', 'herr', 'frau', 'monsieur', 'madame',
  'mademoiselle', 'mme', 'mlle', 'signor', 'signora', 'signorina', 'senhor', 'senhora', 'senhorita',
];
// Cheap test first: most heard values say none of them.
const MAY_SAY_TITLE = new RegExp(`(?:${TITLES_IN_OTHER_LANGUAGES.join('|')})`, 'iu');
// The title, with its stop or not ("Sra."), before a word.
const TITLE_BEFORE_NAME = new RegExp(String.raw`(?<![\p{L}\p{N}])(${TITLES_IN_OTHER_LANGUAGES.join('|')})\.?\s+(?=\p{L})`, 'giu');

/**
 * `heard` without a courtesy title in another language said before a name ("Herr Walter Kowalski" → "Walter
 * Kowalski", "Frau Müller" → "Müller"), as "Mr" is left out of a name's words; a title the column holds stays (Herr is
 * a surname too).
 *
 * @example
 *   withoutTitleInOtherLanguage('Herr Walter Kowalski') // 'Walter Kowalski'
 *   withoutTitleInOtherLanguage('Herr Walter Kowalski', (word) => word === 'herr') // unchanged
 */
export function withoutTitleInOtherLanguage(heard: string, holds: (word: string) => boolean = () => false): string {
  if (!MAY_SAY_TITLE.test(heard)) return heard;
  // (The column's words are folded as `normaliseText` folds them: "señora" is held as "senora".)
  return heard.replace(TITLE_BEFORE_NAME, (said, title: string) => (holds(normaliseText(title)) ? said : ''));
}
