// What a flow reads values by outside its nodes (its `formats`, its caller lookup's region): saved with a call, so a
// call resumed after they changed is refused rather than going on to say its amounts and dates otherwise.
import type { Flow } from '../flowTypes.js';
import type { FormatSettings } from '../template/format/FormatSettings.js';
import { localeCountry, localeDateOrder } from '../template/format/spokenLocale.js';

/** Each setting by the name a flow file writes it, as a refusal names it. */
const WRITTEN_AS: Readonly<Record<keyof FormatSettings, string>> = {
  locale: 'formats.locale',
  currency: 'formats.currency',
  numericDates: 'formats.numeric_dates',
  region: 'caller_lookup.default_region',
};

/**
 * The settings a call's `| money`, `| date` and `| phone` read by: the flow's `formats` and its caller lookup's
 * `default_region`. A locale written decides what the flow leaves out: the order of a date of numbers only (day first
 * in en-GB, none in en-CA) and the phone numbers' region (its country; `US` without a locale).
 *
 * @example
 * speakingSettings(flow); // { currency: 'USD', region: 'US' }
 * speakingSettings({ formats: { locale: 'en-GB', currency: 'GBP' }, callerLookup: null });
 * // { locale: 'en-GB', currency: 'GBP', numericDates: 'day_first', region: 'GB' }
 */
export function speakingSettings(flow: Pick<Flow, 'formats' | 'callerLookup'>): FormatSettings {
  const { locale, currency } = flow.formats ?? {};
  const numericDates = flow.formats?.numericDates ?? (locale === undefined ? undefined : localeDateOrder(locale));
  return {
    ...(locale === undefined ? {} : { locale }),
    ...(currency === undefined ? {} : { currency }),
    ...(numericDates === undefined ? {} : { numericDates }),
    region: flow.callerLookup?.default_region ?? (locale === undefined ? 'US' : localeCountry(locale)),
  };
}

/**
 * How the settings a call was saved with differ from the flow's now, one phrase per setting, by its name in the file
 * (empty when they are the same).
 *
 * @example
 * speakingChanges({ currency: 'USD', region: 'US' }, { currency: 'EUR', region: 'US' }); // ['formats.currency was "USD", now "EUR"']
 */
export function speakingChanges(saved: Readonly<Record<string, unknown>>, now: FormatSettings): string[] {
  const shown = (value: unknown) => (value === undefined ? 'not set' : JSON.stringify(value));
  return (Object.keys(WRITTEN_AS) as (keyof FormatSettings)[])
    .filter((setting) => saved[setting] !== now[setting])
    .map((setting) => `${WRITTEN_AS[setting]} was ${shown(saved[setting])}, now ${shown(now[setting])}`);
}
