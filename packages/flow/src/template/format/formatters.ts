// The formatters a template may name after a `|` (`{{customer.Balance | money}}`), and what each reads.
import { digitsApart } from './digitsApart.js';
import type { FormatSettings } from './FormatSettings.js';
import { spokenDate } from './spokenDate.js';
import { spokenMoney } from './spokenMoney.js';
import { spokenNumber } from './spokenNumber.js';
import { spokenPhone } from './spokenPhone.js';

interface Formatter {
  /** What the formatter reads, as a warning names it: "a date (2026-03-05, March 5, 2026)". */
  reads: (settings: FormatSettings) => string;
  format: (value: string, settings: FormatSettings) => string | null;
  /**
   * A value it cannot read is left out rather than said as written: `| digits` stands where a code is said, and what is
   * no code there is a caller's sentence ("I don't have it with me") that would be read back as their account number.
   */
  leavesOutUnread?: true;
}

const FORMATTERS: ReadonlyMap<string, Formatter> = new Map<string, Formatter>([
  ['digits', { reads: () => 'a code (letters and digits, or one word; not words without a digit)', format: digitsApart, leavesOutUnread: true }],
  ['number', { reads: () => 'a number written in digits (1234.5, -1,200)', format: spokenNumber }],
  ['money', {
    reads: (settings) => (settings.currency === undefined ? 'an amount, in the currency the flow\'s formats.currency names (it names none)' : `an amount in ${settings.currency} (1234.5, ${settings.currency} 1,234.50)`),
    format: (value, settings) => (settings.currency === undefined ? null : spokenMoney(value, settings.currency, settings.locale)),
  }],
  ['phone', { reads: () => 'a phone number', format: (value, settings) => spokenPhone(value, settings.region) }],
  ['date', {
    reads: (settings) => `a date (2026-03-05, March 5, 2026${settings.numericDates === undefined ? '; one of numbers only, 03/05/2026, when the flow\'s formats.numeric_dates says its order' : ', 03/05/2026'})`,
    format: (value, settings) => spokenDate(value, settings.numericDates, settings.locale),
  }],
]);

/** The formatters' names, as `validate` lists them. */
export const FORMATTER_NAMES: readonly string[] = [...FORMATTERS.keys()];

/**
 * Names other voice platforms give these formatters (SSML's say-as `interpret-as` values, and words an author may
 * reach for), with the one to write here: `validate` names it rather than a spelling close by.
 */
export const FORMATTER_OTHER_NAMES: ReadonlyMap<string, string> = new Map([
  ['characters', 'digits'], ['spell-out', 'digits'], ['spell', 'digits'], ['letters', 'digits'], ['verbatim', 'digits'],
  ['cardinal', 'number'], ['currency', 'money'], ['amount', 'money'], ['telephone', 'phone'], ['tel', 'phone'], ['phone_number', 'phone'],
  ['day', 'date'],
]);

/** Is `name` a formatter (`digits`, `money`, …)? */
export function isFormatter(name: string): boolean {
  return FORMATTERS.has(name);
}

/**
 * What `format` produced: the words to say, or why the value cannot be read so and what is said instead (the value as
 * written, or nothing for `| digits`).
 */
export type Formatted = { ok: true; text: string } | { ok: false; reads: string; said: string };

/**
 * `value` as the formatter `name` says it. A value it cannot read (`| date` on "soon", `| money` without a currency)
 * is not made up: the outcome says what the formatter reads, and the caller hears the value as written (nothing, for
 * `| digits`: `said`).
 *
 * @example
 * formatValue('digits', 'A10001', {}); // { ok: true, text: 'A 1 0 0 0 1' }
 * formatValue('date', 'soon', {}); // { ok: false, reads: 'a date (…)', said: 'soon' }
 */
export function formatValue(name: string, value: string, settings: FormatSettings): Formatted {
  const formatter = FORMATTERS.get(name);
  if (formatter === undefined) return { ok: false, reads: `one of the formatters ${FORMATTER_NAMES.join(', ')}`, said: value };
  const text = value.trim() === '' ? '' : formatter.format(value, settings);
  if (text !== null) return { ok: true, text };
  return { ok: false, reads: formatter.reads(settings), said: formatter.leavesOutUnread ? '' : value };
}
