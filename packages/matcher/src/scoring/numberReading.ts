// How a column's numbers are read: as phone numbers (said with or without their country or area code) or as ids.
import { normaliseText } from '../normalise/normaliseText.js';

/**
 * `phones`: a number said without its country or area code, or abroad rather than at home, is the same number
 * ("555 0123" for (408) 555-0123). `ids`: a number is the same only written alike, or with one zero more or less in
 * front (a spreadsheet drops it): seven digits of a ten-digit account number are another account.
 */
export type NumberReading = 'phones' | 'ids';

// Header words naming an identifier (English headers, as the city and name readings).
const ID_HEADER_WORDS: ReadonlySet<string> = new Set([
  'id', 'ids', 'account', 'accounts', 'acct', 'customer', 'client', 'cust', 'member', 'membership', 'policy', 'order', 'invoice', 'reference', 'ref',
  'ticket', 'case', 'claim', 'employee', 'student', 'patient', 'mrn', 'serial', 'sku', 'booking', 'reservation',
  'confirmation', 'contract', 'loan', 'card', 'iban', 'pin', 'subscriber', 'subscription', 'tracking', 'meter',
]);
// Header words naming a phone number: they win over an id word ("Account Phone").
const PHONE_HEADER_WORDS: ReadonlySet<string> = new Set([
  'phone', 'phones', 'telephone', 'tel', 'mobile', 'cell', 'cellphone', 'fax', 'landline', 'msisdn', 'whatsapp',
  'callback', 'caller', 'dial',
]);

/**
 * How a column reads its numbers, by its header: `ids` when one of its words (camel-case parts too) names an
 * identifier ("Account ID", "Customer Number", "Member No", "policyNumber") and none names a phone; else `phones`, the reading of a
 * column that says nothing ("Number").
 *
 * @example
 *   numbersOfHeader('Account ID') // 'ids'
 *   numbersOfHeader('Account Phone') // 'phones'
 *   numbersOfHeader('Number') // 'phones'
 */
export function numbersOfHeader(header: string): NumberReading {
  const words = normaliseText(header.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')).split(' ');
  if (words.some((word) => PHONE_HEADER_WORDS.has(word))) return 'phones';
  return words.some((word) => ID_HEADER_WORDS.has(word)) ? 'ids' : 'phones';
}
