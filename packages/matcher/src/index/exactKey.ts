// The hash key of a value under exact matching: values the exact scorer calls equal share a key.
import { digitsOf, isDigitValue } from '../normalise/digits.js';
import { normaliseText } from '../normalise/normaliseText.js';
import { spokenDigits } from '../normalise/spokenDigits.js';

// Numbers match with or without a country code, so only their last national digits can key them.
const KEYED_DIGITS = 7;

/**
 * A blocking key for exact mode: normalised text, or a number's last 7 digits.
 *
 * @example
 *   exactKey('+1 (555) 010-0123') === exactKey('5550100123') // true
 *   exactKey('Caitlin  MYERS') === exactKey('caitlin myers') // true
 */
export function exactKey(value: string): string {
  // Fast path for the common exact column: phones and numeric ids.
  if (isDigitValue(value)) return digitKey(digitsOf(value));
  const normalised = normaliseText(value);
  const spoken = spokenDigits(normalised);
  const digits = isDigitValue(value) ? digitsOf(value) : /^[\d ]+$/.test(spoken) ? digitsOf(spoken) : null;
  if (digits === null || digits === '') return `t:${normalised}`;
  return digitKey(digits);
}

const digitKey = (digits: string): string => `d:${digits.length <= KEYED_DIGITS ? digits : digits.slice(-KEYED_DIGITS)}`;
