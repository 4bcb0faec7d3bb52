// Each template formatter, value by value: what the caller hears, and the values it cannot read (null: said as written).
import { describe, expect, test } from '@jest/globals';
import { digitsApart } from '../../../src/template/format/digitsApart.js';
import { formatValue } from '../../../src/template/format/formatters.js';
import { spokenDate } from '../../../src/template/format/spokenDate.js';
import { spokenMoney } from '../../../src/template/format/spokenMoney.js';
import { spokenNumber } from '../../../src/template/format/spokenNumber.js';
import { spokenPhone } from '../../../src/template/format/spokenPhone.js';
import { renderTemplate, type UnformattedValue } from '../../../src/template/renderTemplate.js';

describe('| digits', () => {
  test.each([
    ['an account id is said one character at a time', 'A10001', 'A 1 0 0 0 1'],
    ['lower-case letters are said as capitals, read as letters', 'ab12', 'A B 1 2'],
    ['a dash or space parts groups with a pause', 'AB-12 34', 'A B, 1 2, 3 4'],
    ['brackets and dashes of a written phone number part its groups', '(312) 555-0123', '3 1 2, 5 5 5, 0 1 2 3'],
    ['marks at either end say nothing', '#42.', '4 2'],
    ['letters of other scripts are said apart too', 'Ü7', 'Ü 7'],
    ['one word of letters is a code', 'ABCDEF', 'A B C D E F'],
    ['words with a digit are a code said in groups', 'flat 4 B', 'F L A T, 4, B'],
    ['a value with no letter or digit cannot be said so', '--', null],
    ['words without a digit are a sentence, not a code', "I don't have it with me", null],
    // A number said aloud, as a recogniser writes it, is its digits, as the lookup reads it.
    ['digits said one by one are the digits', 'three three nine oh oh four two', '3 3 9 0 0 4 2'],
    ['tens and teens said are their digits', 'forty-eight twenty one', '4 8 2 1'],
    ['double and triple repeat a digit', 'double four oh triple seven', '4 4 0 7 7 7'],
    ['a pause said as a comma parts groups', 'three one two, five five five', '3 1 2, 5 5 5'],
    ['the words around a number said are left out', "it's 3390042 please", '3 3 9 0 0 4 2'],
    ['and so around digits said as words', 'my number is four eight two one nine oh seven', '4 8 2 1 9 0 7'],
    ['a recogniser\'s capitals and curly apostrophe too', 'It’s 3390042.', '3 3 9 0 0 4 2'],
    ['"oh" alone is the word, not a zero', 'oh no', null],
    ['a code with letters keeps them', 'A one two', 'A, 1 2'],
  ])('%s: %s', (_name, value, said) => {
    expect(digitsApart(value)).toBe(said);
  });
});

describe('| number', () => {
  test.each([
    ['thousands are marked', '1234.5', '1,234.5'],
    ['a fraction keeps its digits as written', '1234.50', '1,234.50'],
    ['a negative number', '-1200', '-1,200'],
    ['thousands already marked', '1,234,567', '1,234,567'],
    ['a number too long for a float keeps every digit', '12345678901234567890', '12,345,678,901,234,567,890'],
    ['a fraction alone', '.5', '0.5'],
    ['a leading zero is an identifier, not a quantity', '007', null],
    ['commas not every three digits', '1,23', null],
    ['words', 'about twelve', null],
  ])('%s: %s', (_name, value, said) => {
    expect(spokenNumber(value)).toBe(said);
  });
});

describe('| money', () => {
  test.each([
    ['dollars and cents', '1234.5', 'USD', '1,234 US dollars and 50 cents'],
    ['the currency symbol is read', '$1,234.50', 'USD', '1,234 US dollars and 50 cents'],
    ['the currency code is read, before or after', '12 USD', 'USD', '12 US dollars'],
    ['one dollar', '1.00', 'USD', '1 US dollar'],
    ['one cent', '$0.01', 'USD', '1 cent'],
    ['a negative balance', '-$12.05', 'USD', '-12 US dollars and 5 cents'],
    ['pounds and pence', '£3.20', 'GBP', '3 British pounds and 20 pence'],
    ['a currency without decimals', '1234', 'JPY', '1,234 Japanese yen'],
    ['a currency whose minor unit is not named says its decimals', '1234.5', 'CHF', '1,234.50 Swiss francs'],
    ['another currency\'s mark is never said in this one', '€12', 'USD', null],
    ['more decimals than the currency has', '1.005', 'USD', null],
    ['decimals in a currency without them', '12.5', 'JPY', null],
    ['text', 'unpaid', 'USD', null],
  ])('%s: %s in %s', (_name, value, currency, said) => {
    expect(spokenMoney(value, currency)).toBe(said);
  });
});

describe('| phone', () => {
  test.each([
    ['a number of the region in its groups', '3125550123', 'US', '3 1 2, 5 5 5, 0 1 2 3'],
    ['written with its country code', '+1 312 555 0123', 'US', '3 1 2, 5 5 5, 0 1 2 3'],
    ['another country\'s number with its code, said "plus"', '+44 20 7946 0958', 'US', 'plus 4 4, 2 0, 7 9 4 6, 0 9 5 8'],
    ['a number of the flow\'s region', '020 7946 0958', 'GB', '0 2 0, 7 9 4 6, 0 9 5 8'],
    ['a short code in the groups written', '611', 'US', '6 1 1'],
    ['text around a number is not a phone number', 'call 555-0123', 'US', null],
  ])('%s: %s in %s', (_name, value, region, said) => {
    expect(spokenPhone(value, region)).toBe(said);
  });
});

describe('| date', () => {
  test.each([
    ['an ISO date', '2026-03-05', undefined, 'March 5, 2026'],
    ['a workbook\'s date cell with a time, as the lookup reads it', '2026-03-05 14:30:00', undefined, 'March 5, 2026'],
    ['an ISO date and time', '2026-03-05T14:30:00Z', undefined, 'March 5, 2026'],
    ['a date as JSON writes one, the day written kept', '2026-03-05T00:00:00.000Z', undefined, 'March 5, 2026'],
    ['a time with its offset, the day written kept', '2026-03-05T23:30:00-05:00', undefined, 'March 5, 2026'],
    ['a spreadsheet\'s serial number is no date', '46086', undefined, null],
    ['the month by name first', 'Mar 5th, 2026', undefined, 'March 5, 2026'],
    ['the day first', '5 March 2026', undefined, 'March 5, 2026'],
    ['a spreadsheet\'s dd-Mon-yyyy', '05-Mar-2026', undefined, 'March 5, 2026'],
    ['numbers only, month first as the flow says', '03/05/2026', 'month_first', 'March 5, 2026'],
    ['numbers only, day first as the flow says', '03/05/2026', 'day_first', 'May 3, 2026'],
    ['numbers only, with no order said, is never guessed', '03/05/2026', undefined, null],
    ['a day that does not exist', '2026-02-30', undefined, null],
    ['a two-digit year is not guessed', '5 Mar 26', undefined, null],
    ['text', 'soon', undefined, null],
  ] as const)('%s: %s', (_name, value, order, said) => {
    expect(spokenDate(value, order)).toBe(said);
  });
});

describe('formatValue and renderTemplate', () => {
  test('money without a currency is not read, and says what it needs', () => {
    const outcome = formatValue('money', '12', {});
    expect(outcome).toEqual({ ok: false, reads: expect.stringContaining('formats.currency'), said: '12' });
  });

  test('a blank value stays blank, with no warning', () => {
    expect(formatValue('date', '', {})).toEqual({ ok: true, text: '' });
  });

  test('a template with a formatter says the value so, and one it cannot read as written, reported', () => {
    const unread: UnformattedValue[] = [];
    const text = renderTemplate(
      'Account {{customer.Account ID | digits}}, {{customer.Balance|money}}, due {{ customer.Due | date }}.',
      { customer: { 'Account ID': 'A10001', Balance: '1234.5', Due: 'soon' } },
      undefined,
      { settings: { currency: 'USD' }, unformatted: (value) => unread.push(value) },
    );
    expect(text).toBe('Account A 1 0 0 0 1, 1,234 US dollars and 50 cents, due soon.');
    expect(unread).toEqual([{ template: 'customer.Due | date', format: 'date', value: 'soon', reads: expect.stringContaining('a date'), said: 'soon' }]);
  });

  test('a value | digits cannot read is left out, not said as written: its place holds a code', () => {
    const unread: UnformattedValue[] = [];
    const text = renderTemplate('Account {{heard | digits}}.', { heard: 'I do not know' }, undefined, { settings: {}, unformatted: (value) => unread.push(value) });
    expect(text).toBe('Account .');
    expect(unread).toEqual([expect.objectContaining({ value: 'I do not know', said: '' })]);
  });

  test('a column whose header holds a | is named without it, and may be formatted', () => {
    expect(renderTemplate('{{row.In Out | digits}}', { row: { 'In|Out': 'B7' } })).toBe('B 7');
  });

  test('with formatting null (a transfer\'s destination), values are as they are', () => {
    expect(renderTemplate('{{ext | digits}}', { ext: '204' }, undefined, null)).toBe('204');
  });
});
