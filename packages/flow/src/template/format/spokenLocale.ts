// The English locales a flow may speak in (`formats: { locale: en-GB }`), and what each one decides: its country (the
// home of `| phone` numbers and of the currency said without its country) and the order its dates of numbers take.
import type { NumericDateOrder } from './FormatSettings.js';

/** What a flow speaks in when its `formats` names no locale. */
export const DEFAULT_LOCALE = 'en-US';

// Each locale with its country's own currency. Intl can name a currency and write a date for a locale, but holds no
// country's currency (CLDR's currencyData is not exposed), so these six are the one table kept here.
const HOME_CURRENCY: ReadonlyMap<string, string> = new Map([
  ['en-US', 'USD'], ['en-GB', 'GBP'], ['en-AU', 'AUD'], ['en-CA', 'CAD'], ['en-IE', 'EUR'], ['en-NZ', 'NZD'],
]);

/** The locales `formats.locale` may name, as `validate` lists them. */
export const SPOKEN_LOCALES: readonly string[] = [...HOME_CURRENCY.keys()];

/**
 * `written` as the supported locale it names, whatever its case (`en-gb` is `en-GB`); undefined when it names none.
 *
 * @example
 * spokenLocale('en-gb'); // 'en-GB'
 * spokenLocale('fr-FR'); // undefined
 */
export function spokenLocale(written: string): string | undefined {
  const wanted = written.trim().toLowerCase();
  return SPOKEN_LOCALES.find((locale) => locale.toLowerCase() === wanted);
}

/**
 * The supported locale a refused `written` was most likely meant as, read as a locale tag rather than spelled: `en_GB`
 * and `en-UK` (which Intl reads as Great Britain) are `en-GB`; undefined when it reads as none of them.
 *
 * @example
 * meantLocale('en_GB'); // 'en-GB'
 * meantLocale('en-UK'); // 'en-GB'
 */
export function meantLocale(written: string): string | undefined {
  try {
    const [canonical] = Intl.getCanonicalLocales(written.trim().replace(/_/g, '-'));
    return canonical === undefined ? undefined : spokenLocale(canonical);
  } catch {
    return undefined;
  }
}

/**
 * The country a supported locale speaks for (`en-GB` is `GB`).
 *
 * @example
 * localeCountry('en-AU'); // 'AU'
 */
export function localeCountry(locale: string): string {
  return new Intl.Locale(locale).maximize().region ?? 'US';
}

/**
 * The currency of the locale's own country (`GBP` in `en-GB`), which it says without the country ("3 pounds").
 *
 * @example
 * homeCurrency('en-IE'); // 'EUR'
 */
export function homeCurrency(locale: string): string | undefined {
  return HOME_CURRENCY.get(locale);
}

/**
 * The order a locale writes a date of numbers in, as Intl writes one there (`en-GB` 05/03/2026 is day first);
 * undefined where it starts with the year (`en-CA` writes 2026-03-05, and Canadian tables use either order).
 *
 * @example
 * localeDateOrder('en-GB'); // 'day_first'
 * localeDateOrder('en-CA'); // undefined
 */
export function localeDateOrder(locale: string): NumericDateOrder | undefined {
  const parts = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' }).formatToParts(0);
  const first = parts.find((part) => part.type === 'day' || part.type === 'month' || part.type === 'year')?.type;
  if (first === 'day') return 'day_first';
  return first === 'month' ? 'month_first' : undefined;
}
