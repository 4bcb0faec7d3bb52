// `| phone`: a phone number said digit by digit in its groups ("3 1 2, 5 5 5, 0 1 2 3"), as a voice should read it,
// where "3125550123" alone is read as a number in the billions.
import type { CountryCode } from 'libphonenumber-js';
import { phoneNumbers } from '../../callerLookup/phoneNumbers.js';
import { digitsApart } from './digitsApart.js';

// What a number written as a phone number holds: digits, a leading plus, spaces, dashes, dots, brackets.
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/**
 * `value` as a phone number said in its groups: a number valid in `region` (or with its country code) in the groups
 * its country writes, the country code said with "plus" when it is not `region`'s; another written only with phone
 * characters in the groups written; null when it holds other text (`call me`, `ext. 12` is said as written).
 *
 * @example
 * spokenPhone('3125550123', 'US'); // '3 1 2, 5 5 5, 0 1 2 3'
 * spokenPhone('+44 20 7946 0958', 'US'); // 'plus 4 4, 2 0, 7 9 4 6, 0 9 5 8'
 */
export function spokenPhone(value: string, region: string = 'US'): string | null {
  // (libphonenumber-js loaded at the first number said, not with the package: `phoneNumbers`.)
  const number = phoneNumbers().parsePhoneNumberFromString(value, region.toUpperCase() as CountryCode);
  if (number !== undefined && number.isValid()) {
    const home = number.country !== undefined && number.country === region.toUpperCase();
    return home ? digitsApart(number.formatNational()) : `plus ${digitsApart(number.formatInternational()) ?? ''}`;
  }
  if (!PHONE_CHARACTERS.test(value.trim())) return null;
  const grouped = digitsApart(value);
  return grouped === null ? null : `${value.trim().startsWith('+') ? 'plus ' : ''}${grouped}`;
}
