// A column headed as an identifier ("Account Number") reads its numbers as ids: seven digits of a ten-digit account
// number are another account, where in a phone column they are the local number without its area code
// (fixtures/account-numbers.csv, through a lookup document over the real CSV).
import { describe, expect, test } from '@jest/globals';
import type { LookupDocument, LookupResult } from '@switchboard/matcher';
import { documentWith } from './support/documentWith.js';
import { digitScore, exactNumberScore, LEADING_ZERO_SCORE, sameDigits } from '../src/scoring/digitScore.js';
import { numbersOfHeader } from '../src/scoring/numberReading.js';

const MODES = ['exact', 'fuzzy', 'phonetic', 'hybrid'] as const;

async function accounts(): Promise<LookupDocument> {
  const lookups = [
    ...MODES.map((mode) => ({ tool_name: `account_${mode}`, search_column: 'Account Number', param_name: 'account', match_mode: mode })),
    ...MODES.map((mode) => ({ tool_name: `phone_${mode}`, search_column: 'Phone', param_name: 'phone', match_mode: mode })),
  ];
  return (await documentWith({ files: ['account-numbers.csv'], lookups }, ['account-numbers.csv'])).doc;
}

/** The result in short: its kind and the first row's name and score. */
const brief = (result: LookupResult): string => {
  if (result.result === 'confident') return `confident ${result.row['Full Name']} ${result.score}`;
  if (result.result === 'ambiguous') return `ambiguous ${result.candidates.map((c) => `${c.row['Full Name']} ${c.score}`).join(', ')}`;
  return result.result;
};

describe('how a header reads a column of numbers', () => {
  test.each([
    ['Account ID', 'ids'], ['Account Number', 'ids'], ['accountNumber', 'ids'], ['Member No', 'ids'], ['Policy #', 'ids'],
    ['Customer ID', 'ids'], ['MRN', 'ids'], ['Order', 'ids'], ['Customer Number', 'ids'], ['Client No', 'ids'], ['Cust #', 'ids'],
    ['Customer Phone', 'phones'], ['Client Mobile', 'phones'],
    ['Phone', 'phones'], ['Account Phone', 'phones'], ['Caller ID', 'phones'], ['Contact ID', 'ids'], ['Mobile', 'phones'], ['Contact Number', 'phones'], ['Number', 'phones'],
    ['Full Name', 'phones'], ['', 'phones'], ['Identity', 'phones'], ['Accounting Tel', 'phones'],
  ])('%j reads its numbers as %s', (header, reading) => {
    expect(numbersOfHeader(header)).toBe(reading);
  });
});

describe('scores of numbers read as ids', () => {
  test.each([
    // heard, cell, as a phone, as an id
    ['2000008', '1232000008', 100, 55],
    ['1232000008', '1232000008', 100, 100],
    ['15550100123', '5550100123', 100, 85],
    ['123', '0123', LEADING_ZERO_SCORE, LEADING_ZERO_SCORE],
    ['00447700900123', '07700900123', 100, 55],
  ])('%s against %s: %d as a phone, %d as an id', (heard, cell, phone, id) => {
    expect(digitScore(heard, cell)).toBe(phone);
    expect(digitScore(heard, cell, 'ids')).toBe(id);
    expect(exactNumberScore(heard, cell)).toBe(phone === 100 || phone === LEADING_ZERO_SCORE ? phone : 0);
    expect(exactNumberScore(heard, cell, 'ids')).toBe(id === 100 || id === LEADING_ZERO_SCORE ? id : 0);
  });

  test('two ids are twins only when their digits are the same', () => {
    expect(sameDigits('15550100123', '5550100123')).toBe(true);
    expect(sameDigits('15550100123', '5550100123', 'ids')).toBe(false);
    expect(sameDigits('5550100123', '5550100123', 'ids')).toBe(true);
  });
});

describe('an account number column through the lookup', () => {
  test.each(MODES)('%s: seven digits of an account number find no account; the whole number finds it', async (mode) => {
    const doc = await accounts();
    expect(brief(doc.call(`account_${mode}`, { account: '2000008' }))).toBe('not_found');
    expect(brief(doc.call(`account_${mode}`, { account: 'one two three two zero zero zero zero zero eight' }))).toBe('confident Ann Lee 100');
    // A zero a spreadsheet dropped in front still finds the id, a little under the same digits.
    expect(brief(doc.call(`account_${mode}`, { account: '123' }))).toBe(`confident Cara Diaz ${LEADING_ZERO_SCORE}`);
  });

  test.each(MODES)('%s: an account number and the same digits with one more in front are two accounts, not twins', async (mode) => {
    const doc = await accounts();
    expect(brief(doc.call(`account_${mode}`, { account: '5550100123' }))).toMatch(/^confident Dan Moss 100/);
    expect(brief(doc.call(`account_${mode}`, { account: '15550100123' }))).toMatch(/^confident Eve Park 100/);
  });

  test.each(MODES)('%s: the phone column still reads a local number said without its area code, and abroad', async (mode) => {
    const doc = await accounts();
    expect(brief(doc.call(`phone_${mode}`, { phone: '555 0124' }))).toBe('confident Bob Stone 100');
    expect(brief(doc.call(`phone_${mode}`, { phone: '07700 900123' }))).toBe('confident Cara Diaz 100');
  });
});
