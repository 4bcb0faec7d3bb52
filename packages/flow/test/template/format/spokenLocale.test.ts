// A flow's locale, case by case: what a British, Irish, Australian, New Zealand or Canadian caller hears of a date, an
// amount and a phone number, and what each locale decides when the flow leaves it out.
import { describe, expect, test } from '@jest/globals';
import { loadFlowText, startCall } from '@switchboard/flow';
import { speakingSettings } from '../../../src/runtime/speakingSettings.js';
import { spokenDate } from '../../../src/template/format/spokenDate.js';
import { meantLocale, localeDateOrder } from '../../../src/template/format/spokenLocale.js';
import { spokenMoney } from '../../../src/template/format/spokenMoney.js';

describe('| date in a locale', () => {
  test.each([
    ['en-GB says the day first', '2026-03-05', 'en-GB', '5 March 2026'],
    ['en-AU says the day first', '2026-03-05', 'en-AU', '5 March 2026'],
    ['en-IE says the day first', 'March 5, 2026', 'en-IE', '5 March 2026'],
    ['en-NZ says the day first', '05-Mar-2026', 'en-NZ', '5 March 2026'],
    ['en-CA says the month first, as Canadian English writes a long date', '2026-03-05', 'en-CA', 'March 5, 2026'],
    ['en-US, the default, says the month first', '5 March 2026', 'en-US', 'March 5, 2026'],
  ])('%s: %s', (_name, value, locale, said) => {
    expect(spokenDate(value, undefined, locale)).toBe(said);
  });
});

describe('| money in a locale', () => {
  test.each([
    ['the home currency in en-GB is said without its country', '£3.20', 'GBP', 'en-GB', '3 pounds and 20 pence'],
    ['one pound', '1', 'GBP', 'en-GB', '1 pound'],
    ['pence alone', '0.05', 'GBP', 'en-GB', '5 pence'],
    ['a foreign currency in en-GB keeps its country', '12.5', 'USD', 'en-GB', '12 US dollars and 50 cents'],
    ['euros in en-GB', '12', 'EUR', 'en-GB', '12 euros'],
    ['the home dollar in en-AU', '$1,234.50', 'AUD', 'en-AU', '1,234 dollars and 50 cents'],
    ['the US dollar in en-AU keeps its country', '10', 'USD', 'en-AU', '10 US dollars'],
    ['the home dollar in en-NZ, a country of two words', '2', 'NZD', 'en-NZ', '2 dollars'],
    ['the home dollar in en-CA', '-3.01', 'CAD', 'en-CA', '-3 dollars and 1 cent'],
    ['euros in en-IE', '40.10', 'EUR', 'en-IE', '40 euros and 10 cents'],
    ['pounds in en-IE are British', '3', 'GBP', 'en-IE', '3 British pounds'],
    ['the home dollar in en-US', '1234.5', 'USD', 'en-US', '1,234 dollars and 50 cents'],
    ['a US amount written as en-GB writes it, US$', 'US$12', 'USD', 'en-GB', '12 US dollars'],
  ])('%s: %s %s in %s', (_name, value, currency, locale, said) => {
    expect(spokenMoney(value, currency, locale)).toBe(said);
  });

  test('without a locale the amount is said as before, its country named', () => {
    expect(spokenMoney('3.2', 'GBP')).toBe('3 British pounds and 20 pence');
    expect(spokenMoney('1234.5', 'USD')).toBe('1,234 US dollars and 50 cents');
  });
});

describe('what a locale decides', () => {
  test.each([
    ['en-US', 'month_first'], ['en-GB', 'day_first'], ['en-AU', 'day_first'], ['en-IE', 'day_first'], ['en-NZ', 'day_first'],
    ['en-CA', undefined],
  ])('%s reads a date of numbers only as %s', (locale, order) => {
    expect(localeDateOrder(locale)).toBe(order);
  });

  test.each([
    ['en_GB', 'en-GB'], ['en-UK', 'en-GB'], ['EN_au', 'en-AU'], ['fr-FR', undefined], ['en-IN', undefined], ['english', undefined],
  ])('%s is taken as %s when refused', (written, meant) => {
    expect(meantLocale(written)).toBe(meant);
  });

  test.each([
    { name: 'a locale alone: its date order and its country', formats: { locale: 'en-GB', currency: 'GBP' }, callerLookup: null,
      settings: { locale: 'en-GB', currency: 'GBP', numericDates: 'day_first', region: 'GB' } },
    { name: 'numeric_dates written wins over the locale\'s', formats: { locale: 'en-GB', numericDates: 'month_first' as const }, callerLookup: null,
      settings: { locale: 'en-GB', numericDates: 'month_first', region: 'GB' } },
    { name: 'en-CA leaves a date of numbers only unread', formats: { locale: 'en-CA' }, callerLookup: null, settings: { locale: 'en-CA', region: 'CA' } },
    { name: 'the caller lookup\'s region wins over the locale\'s', formats: { locale: 'en-AU' }, callerLookup: { url: '', default_region: 'NZ' },
      settings: { locale: 'en-AU', numericDates: 'day_first', region: 'NZ' } },
    { name: 'no locale: nothing guessed, US numbers', formats: { currency: 'USD' }, callerLookup: null, settings: { currency: 'USD', region: 'US' } },
  ])('$name', ({ formats, callerLookup, settings }) => {
    expect(speakingSettings({ formats, callerLookup: callerLookup as never })).toEqual(settings);
  });
});

/** A flow asking for a value, then saying it with `text`, under `formats`. */
const sayingFlow = (formats: string, text: string) => [
  `formats: ${formats}`,
  'nodes:',
  '  ask: { kind: collect, text: Go on., into: value, next: tell }',
  `  tell: { kind: end, text: "${text}" }`,
].join('\n');

describe('validate: formats.locale', () => {
  test.each([
    ['another language', '{ locale: fr-FR }', 'formats.locale is "fr-FR", which is no locale a flow speaks in: values are said in English words'],
    ['an underscore', '{ locale: en_GB }', 'formats.locale is "en_GB", which is no locale a flow speaks in (did you mean "en-GB"?)'],
    ['UK, which is no country code', '{ locale: en-UK }', '(did you mean "en-GB"?)'],
    ['an English locale not supported', '{ locale: en-IN }', 'as one of en-US, en-GB, en-AU, en-CA, en-IE, en-NZ says them; write one of those (e.g. locale: en-GB)'],
    ['not a string', '{ locale: [en-GB] }', 'formats.locale'],
  ])('%s is refused', async (_name, formats, words) => {
    const { issues } = await loadFlowText(sayingFlow(formats, 'Bye.'), '/flows/locale/flow.yaml');
    expect(issues).toEqual([expect.objectContaining({ severity: 'error', message: expect.stringContaining(words) })]);
  });

  test('a bad locale is unsupported_locale at its place in the file', async () => {
    const { issues } = await loadFlowText(sayingFlow('{ locale: en-UK }', 'Bye.'), '/flows/locale/flow.yaml');
    expect(issues).toEqual([expect.objectContaining({ code: 'unsupported_locale', path: 'formats.locale', line: 1, column: 12 })]);
  });

  test('a locale in any case loads as the list writes it', async () => {
    const { flow, issues } = await loadFlowText(sayingFlow('{ locale: en-gb, currency: gbp }', 'Bye.'), '/flows/locale/flow.yaml');
    expect(issues).toEqual([]);
    expect(flow?.formats).toEqual({ locale: 'en-GB', currency: 'GBP' });
  });
});

describe('a call in en-GB', () => {
  test('says a date of numbers only day first, an amount in pounds and a British number in its groups', async () => {
    const { flow } = await loadFlowText(sayingFlow('{ locale: en-GB, currency: GBP }', '{{value | date}}; {{value | money}}; {{value | phone}}'), '/flows/locale/flow.yaml');
    const said = async (value: string) => {
      const call = await startCall(flow!);
      await call.hear(value);
      return call.events.filter((event) => event.type === 'say').at(-1);
    };
    expect(await said('05/03/2026')).toMatchObject({ text: expect.stringMatching(/^5 March 2026;/) });
    expect(await said('3.20')).toMatchObject({ text: expect.stringContaining('; 3 pounds and 20 pence;') });
    expect(await said('020 7946 0958')).toMatchObject({ text: expect.stringMatching(/; 0 2 0, 7 9 4 6, 0 9 5 8$/) });
  });
});
