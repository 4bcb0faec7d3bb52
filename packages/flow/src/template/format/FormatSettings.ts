// What a flow says once for every template formatter: the currency of its amounts, the order of its numeric dates,
// the region of its phone numbers.

/** How a date of numbers only (03/05/2026) is read: a table's own order, which no value can tell. */
export type NumericDateOrder = 'month_first' | 'day_first';

/**
 * A flow's `formats` block, read when the flow loads. Each setting is one a value cannot tell by itself, so none is
 * guessed: `| money` without a `currency` is refused by `validate`, and a date of numbers only without
 * `numeric_dates` is said as written.
 *
 * @example
 * const settings: FormatSettings = { locale: 'en-GB', currency: 'GBP', numericDates: 'day_first', region: 'GB' };
 */
export interface FormatSettings {
  /**
   * The English a value is said in (`en-GB`: "5 March 2026", "3 pounds and 20 pence"); `en-US` when not set. One of
   * `SPOKEN_LOCALES`.
   */
  locale?: string;
  /** ISO 4217 code (`USD`, `EUR`, `GBP`) of every amount `| money` says. */
  currency?: string;
  numericDates?: NumericDateOrder;
  /** Where a phone number without its country code is (`caller_lookup.default_region`, else the locale's country). */
  region?: string;
}
