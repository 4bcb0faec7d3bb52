// The hash key of a value under exact matching: values the exact scorer calls equal share a key.
// Same key as the scorer's `exactMatchKey` (a test holds them together), computed without pronouncing
// any word: preparing a million account ids fully would take ~15 s, this takes ~2 s.
import { digitsOf, isDigitValue } from '../normalise/digits.js';
import { nameWords } from '../normalise/nameTokens.js';
import { normaliseText, words } from '../normalise/normaliseText.js';
import { joinSpelledRuns, spelledCode, withoutAsIn } from '../normalise/spelledLetters.js';
import { spokenDigits } from '../normalise/spokenDigits.js';

// Numbers match with or without a country code, so only their last national digits can key them.
const KEYED_DIGITS = 7;
const SPOKEN_DIGITS = /^[\d ]+$/;

/**
 * A blocking key for exact mode: a number's last 7 digits, else the code a value spells, else its words in
 * spoken order.
 *
 * @example
 *   exactKey('+1 (555) 010-0123') === exactKey('5550100123') // true
 *   exactKey('Myers, Caitlin') === exactKey('caitlin  MYERS') // true
 *   exactKey('alpha one zero') === exactKey('A10') // true
 */
export function exactKey(value: string): string {
  // Fast path for the common exact column: phones and numeric ids.
  if (isDigitValue(value)) return digitKey(digitsOf(value));
  const spoken = spokenDigits(normaliseText(value));
  if (SPOKEN_DIGITS.test(spoken)) return digitKey(digitsOf(spoken));
  const code = spelledCode(withoutAsIn(words(spoken)));
  if (code !== null) return `c:${code}`;
  return `t:${joinSpelledRuns(withoutAsIn(nameWords(value))).join(' ')}`;
}

const digitKey = (digits: string): string => `d:${digits.length <= KEYED_DIGITS ? digits : digits.slice(-KEYED_DIGITS)}`;
