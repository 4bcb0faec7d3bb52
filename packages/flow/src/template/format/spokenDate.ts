// `| date`: a day said as "March 5, 2026" (in en-GB "5 March 2026"), where "2026-03-05" is read digit by digit or as a sum.
import type { NumericDateOrder } from './FormatSettings.js';
import { DEFAULT_LOCALE } from './spokenLocale.js';

// Made once per locale: an Intl formatter costs far more to make than to use.
const longDates = new Map<string, Intl.DateTimeFormat>();

/** Intl's long date in `locale`: "March 5, 2026" in en-US and en-CA, "5 March 2026" in en-GB, en-AU, en-IE, en-NZ. */
function longDate(locale: string): Intl.DateTimeFormat {
  let format = longDates.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    longDates.set(locale, format);
  }
  return format;
}

// 2026-03-05, 2026/3/5, and a workbook's date cell with its time ("2026-03-05 14:30:00", an ISO "T"), the day read.
const ISO = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
// 03/05/2026, 5.3.2026: four-digit years only, so that no century is guessed.
const NUMERIC = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

// The months by their English names, long and short ("March", "Mar", and "Sept"), from Intl rather than a list.
const MONTHS: ReadonlyMap<string, number> = new Map(
  [...Array(12).keys()].flatMap((index) => ['long', 'short'].map((style) => [
    new Intl.DateTimeFormat('en-US', { month: style as 'long' | 'short', timeZone: 'UTC' }).format(Date.UTC(2000, index, 1)).toLowerCase(),
    index + 1,
  ] as const)).concat([['sept', 9]]),
);

/** The day written, or null when there is no such day (2026-02-30). */
function calendarDay(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** A date written with its month's name: "March 5, 2026", "5 March 2026", "Mar 5th 2026", "5-Mar-2026". */
function namedMonthDate(value: string): Date | null {
  const parts = value.toLowerCase().replace(/(\d)(?:st|nd|rd|th)\b/g, '$1').split(/[\s,.-]+/).filter((part) => part !== '');
  if (parts.length !== 3) return null;
  const at = parts.findIndex((part) => MONTHS.has(part));
  if (at !== 0 && at !== 1) return null;
  const [day, year] = at === 0 ? [parts[1], parts[2]] : [parts[0], parts[2]];
  if (!/^\d{1,2}$/.test(day ?? '') || !/^\d{4}$/.test(year ?? '')) return null;
  return calendarDay(Number(year), MONTHS.get(parts[at] ?? '') ?? 0, Number(day));
}

/**
 * `value` as the day it writes, said as `locale` says a date ("March 5, 2026" in en-US, "5 March 2026" in en-GB); null
 * when it writes no day: text, a day that does not exist, a two-digit year, or a date of numbers only (03/05/2026) when
 * `order` is not given, which could be either day.
 *
 * @example
 * spokenDate('2026-03-05'); // 'March 5, 2026'
 * spokenDate('03/05/2026', 'day_first'); // 'May 3, 2026'
 * spokenDate('03/05/2026', 'day_first', 'en-GB'); // '3 May 2026'
 * spokenDate('03/05/2026'); // null
 */
export function spokenDate(value: string, order?: NumericDateOrder, locale: string = DEFAULT_LOCALE): string | null {
  const written = value.trim();
  const iso = ISO.exec(written);
  const numeric = iso === null ? NUMERIC.exec(written) : null;
  let day: Date | null;
  if (iso !== null) day = calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  else if (numeric !== null) {
    if (order === undefined) return null;
    const [first, second] = [Number(numeric[1]), Number(numeric[2])];
    day = order === 'month_first' ? calendarDay(Number(numeric[3]), first, second) : calendarDay(Number(numeric[3]), second, first);
  } else day = namedMonthDate(written);
  return day === null ? null : longDate(locale).format(day);
}
