// A flow's `formats` block: `formats: { locale: en-GB, currency: GBP, numeric_dates: day_first }`, what a value cannot
// tell itself.
import { closestChoice } from '@switchboard/matcher';
import type { FlowFormats } from '../flowTypes.js';
import { ISSUE, issueMessages } from '../messages.js';
import type { NumericDateOrder } from '../template/format/FormatSettings.js';
import { meantLocale, SPOKEN_LOCALES, spokenLocale } from '../template/format/spokenLocale.js';
import type { PendingIssue } from './readFlowNodes.js';

const FORMATS_FIELDS = ['locale', 'currency', 'numeric_dates'];
const DATE_ORDERS: readonly NumericDateOrder[] = ['month_first', 'day_first'];
// Intl's own list (ISO 4217), so a code Node can say is a code the flow may name.
const CURRENCIES: readonly string[] = Intl.supportedValuesOf('currency');

/**
 * The `formats` block as written (undefined when the flow has none), with every problem in it: not a mapping, an
 * unknown field, a locale no flow speaks in (`fr-FR`, `en_GB` with did-you-mean), a currency that is no ISO 4217 code
 * (`US$`, with did-you-mean), a `numeric_dates` of neither order.
 *
 * @example
 * readFormats({ currency: 'usd' }); // { formats: { currency: 'USD' }, issues: [] }
 */
export function readFormats(written: unknown): { formats?: FlowFormats; issues: PendingIssue[] } {
  if (written === undefined || written === null) return { issues: [] };
  if (typeof written !== 'object' || Array.isArray(written)) {
    return { issues: [{ code: ISSUE.invalidField, path: ['formats'], message: issueMessages.notAnObject('"formats"', 'formats: { currency: USD, numeric_dates: month_first }') }] };
  }
  const issues: PendingIssue[] = [];
  const formats: FlowFormats = {};
  for (const [field, value] of Object.entries(written)) {
    if (!FORMATS_FIELDS.includes(field)) {
      issues.push({ code: ISSUE.unknownField, path: ['formats', field], message: issueMessages.unknownField('formats', field, FORMATS_FIELDS) });
    } else if (typeof value !== 'string') {
      issues.push({ code: ISSUE.invalidField, path: ['formats', field], message: issueMessages.notAString(`formats.${field}`) });
    } else if (field === 'locale') {
      const locale = spokenLocale(value);
      if (locale !== undefined) formats.locale = locale;
      else issues.push({ code: ISSUE.unsupportedLocale, path: ['formats', field], message: issueMessages.unsupportedLocale(value, meantLocale(value) ?? closestChoice(value, SPOKEN_LOCALES), SPOKEN_LOCALES) });
    } else if (field === 'currency') {
      // `usd` is USD: a code's case says nothing.
      const code = value.trim().toUpperCase();
      if (CURRENCIES.includes(code)) formats.currency = code;
      else issues.push({ code: ISSUE.invalidField, path: ['formats', field], message: issueMessages.unknownCurrency(value, closestChoice(code, CURRENCIES)) });
    } else {
      const order = DATE_ORDERS.find((known) => known === value.trim());
      if (order !== undefined) formats.numericDates = order;
      else issues.push({ code: ISSUE.invalidField, path: ['formats', field], message: issueMessages.unknownDateOrder(value) });
    }
  }
  return { formats, issues };
}
