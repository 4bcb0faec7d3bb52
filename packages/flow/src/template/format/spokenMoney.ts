// `| money`: an amount in the flow's currency said as a voice reads it well, "1,234 US dollars and 50 cents" (in en-GB
// "3 pounds and 20 pence"), where "1234.5" alone is read "one thousand two hundred thirty-four point five".
import { decimalText } from './decimalText.js';
import { DEFAULT_LOCALE, homeCurrency } from './spokenLocale.js';

// Intl reads a numeric string exactly (ES2023's `StringNumericLiteral`, which this project's ES2022 types lack): no float
// between the table's digits and what is said.
const exactly = (digits: string): number => digits as unknown as number;

// The names of the hundredth part, which Intl does not give; a currency not listed says its fraction as a decimal
// ("1,234.50 Swiss francs"), which is still right.
const CENTS: readonly [one: string, many: string] = ['cent', 'cents'];
const MINOR_UNITS: ReadonlyMap<string, readonly [one: string, many: string]> = new Map([
  ...['USD', 'EUR', 'CAD', 'AUD', 'NZD', 'HKD', 'SGD', 'ZAR'].map((code): [string, readonly [string, string]] => [code, CENTS]),
  ['GBP', ['penny', 'pence']],
]);

// Built once per currency and locale: an Intl formatter costs far more to make than to use, and a call says many amounts.
const marksOf = new Map<string, string[]>();

/**
 * The texts that may mark an amount as in `currency`: its code and Intl's symbols for it in US English and in the
 * flow's locale (`USD`, `$`, and `US$` as en-GB writes it).
 */
function currencyMarks(currency: string, locale: string): string[] {
  const key = `${locale} ${currency}`;
  const known = marksOf.get(key);
  if (known !== undefined) return known;
  const symbol = (written: string, display: 'symbol' | 'narrowSymbol') =>
    new Intl.NumberFormat(written, { style: 'currency', currency, currencyDisplay: display }).formatToParts(1).find((part) => part.type === 'currency')?.value ?? currency;
  const symbols = [...new Set([DEFAULT_LOCALE, locale])].flatMap((written) => [symbol(written, 'symbol'), symbol(written, 'narrowSymbol')]);
  // Longest first: `CA$` is taken whole, not as `$` after `CA`.
  const marks = [...new Set([currency, ...symbols])].sort((a, b) => b.length - a.length);
  marksOf.set(key, marks);
  return marks;
}

/** `value` without one mark of `currency` before or after the number (`$12`, `-$12`, `12 USD`); its sign kept. */
function withoutCurrencyMark(value: string, currency: string, locale: string): string {
  const trimmed = value.trim();
  const signed = /^([+-]|\u2212)?\s*(.*)$/s.exec(trimmed);
  const sign = signed?.[1] ?? '';
  const rest = signed?.[2] ?? trimmed;
  for (const mark of currencyMarks(currency, locale)) {
    if (rest.toUpperCase().startsWith(mark.toUpperCase())) return `${sign}${rest.slice(mark.length).trim()}`;
    if (rest.toUpperCase().endsWith(mark.toUpperCase())) return `${sign}${rest.slice(0, -mark.length).trim()}`;
  }
  return trimmed;
}

const namedFormats = new Map<string, Intl.NumberFormat>();

/** Intl's formatter naming `currency` in words ("1,234 US dollars"), with at most `fractionDigits` when given; made once. */
function namedFormat(currency: string, fractionDigits: number | undefined, locale: string): Intl.NumberFormat {
  const key = `${locale} ${currency} ${fractionDigits ?? ''}`;
  let format = namedFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'name', ...(fractionDigits === undefined ? {} : { maximumFractionDigits: fractionDigits }) });
    namedFormats.set(key, format);
  }
  return format;
}

/**
 * `amount` written with `currency` named in words, as a caller in `locale` says it: their own country's currency by its
 * unit alone, the last word of Intl's name ("3 pounds" in en-GB, where Intl writes "3 British pounds"; "3 dollars" in
 * en-AU), another country's with the country ("3 US dollars" in en-GB); with no locale, every one with its country.
 */
function namedAmount(amount: string, currency: string, fractionDigits: number | undefined, locale: string | undefined): string {
  const parts = namedFormat(currency, fractionDigits, locale ?? DEFAULT_LOCALE).formatToParts(exactly(amount));
  // A flow that names no locale names no home country either: every currency is said with its country, as it was.
  const home = locale !== undefined && homeCurrency(locale) === currency;
  return parts.map((part) => (home && part.type === 'currency' ? (part.value.split(' ').pop() ?? part.value) : part.value)).join('');
}

/**
 * `value` as an amount of `currency` (ISO 4217) in words a voice in `locale` (none: en-US, every currency with its
 * country) reads well, or null when it is none: text,
 * another currency's mark (`€12` in dollars is never said as dollars), or more decimals than the currency has (`1.005`
 * dollars, which rounding would change).
 *
 * @example
 * spokenMoney('1234.5', 'USD'); // '1,234 US dollars and 50 cents'
 * spokenMoney('$0.01', 'USD'); // '1 cent'
 * spokenMoney('1234.5', 'CHF'); // '1,234.50 Swiss francs'
 * spokenMoney('3.2', 'GBP', 'en-GB'); // '3 pounds and 20 pence'
 */
export function spokenMoney(value: string, currency: string, locale?: string): string | null {
  const amount = decimalText(withoutCurrencyMark(value, currency, locale ?? DEFAULT_LOCALE));
  if (amount === null) return null;
  const digits = namedFormat(currency, undefined, locale ?? DEFAULT_LOCALE).resolvedOptions().maximumFractionDigits ?? 2;
  const fraction = amount.fraction.replace(/0+$/, '');
  if (fraction.length > digits) return null;
  const sign = amount.negative ? '-' : '';
  const minorUnits = MINOR_UNITS.get(currency);
  if (minorUnits === undefined || fraction === '') {
    const written = `${sign}${amount.whole}${digits === 0 ? '' : `.${fraction.padEnd(digits, '0')}`}`;
    return namedAmount(written, currency, fraction === '' ? 0 : undefined, locale);
  }
  const minor = Number(fraction.padEnd(digits, '0'));
  const minorWords = `${minor} ${minor === 1 ? minorUnits[0] : minorUnits[1]}`;
  if (amount.whole === '0') return `${sign}${minorWords}`;
  return `${namedAmount(`${sign}${amount.whole}`, currency, 0, locale)} and ${minorWords}`;
}
