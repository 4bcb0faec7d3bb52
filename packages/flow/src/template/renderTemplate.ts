// `{{variables}}` in node text → the words the caller hears.
import type { Json } from '../flowTypes.js';
import { formatValue } from './format/formatters.js';
import type { FormatSettings } from './format/FormatSettings.js';
import { templateParts } from './format/templateParts.js';
import { readVariable } from './readVariable.js';

// Braces right after a template's `}}` (`{{call.caller}}}`) are a typo for its closing: never said, never stored.
const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}\}*/g;

/** A value a template's formatter could not read, and so said as written: `{{customer.Due | date}}` on "soon". */
export interface UnformattedValue {
  /** The template as written inside its braces: `customer.Due | date`. */
  template: string;
  format: string;
  value: string;
  /** What the formatter reads: "a date (2026-03-05, March 5, 2026 …)". */
  reads: string;
  /** What was said instead: the value as written, or nothing (`| digits`, where a code stands). */
  said: string;
  /** The value was blank (a record's empty cell): nothing was said where the formatter says a value belongs. */
  blank?: true;
}

/** How a template's `| formatter` is applied: the flow's settings, and who hears of a value it could not read. */
export interface TemplateFormatting {
  settings: FormatSettings;
  unformatted?: (value: UnformattedValue) => void;
}

/**
 * Fills every `{{reference}}` from the scope; a reference with no value becomes empty text,
 * because a voice call must say something rather than stop. A `| formatter` after the reference says its value as
 * the formatter reads it (`{{customer.Account ID | digits}}` is "A 1 0 0 0 1"); a value it cannot read is filled in as
 * written (left out by `| digits`, whose place holds a code) and reported to `formatting.unformatted`; with
 * `formatting` null, formatters are passed over (a transfer's destination). `fill`, when given, gets each value's
 * words before they go in (the runtime cuts what is said to a caller there: `spokenTemplate`).
 *
 * @example
 * renderTemplate('Hello {{customer.Full Name}}', { customer: { 'Full Name': 'Caitlin Myers' } }); // 'Hello Caitlin Myers'
 * renderTemplate('Account {{id | digits}}', { id: 'A10001' }); // 'Account A 1 0 0 0 1'
 */
export function renderTemplate(
  text: string, scope: Record<string, Json>, fill?: (words: string, reference: string) => string, formatting: TemplateFormatting | null = { settings: {} },
): string {
  return text.replace(PLACEHOLDER, (_whole, inside: string) => {
    const { reference, format } = templateParts(inside);
    const value = spoken(readVariable(scope, reference));
    // `null`: values as they are, as a transfer's destination is dialled.
    const words = format === undefined || formatting === null ? value : formatted(value, format, inside, formatting);
    return fill ? fill(words, reference) : words;
  });
}

/**
 * `value` as `format` says it, else as written (or left out: `| digits`), reported to `formatting.unformatted`; a blank
 * value is said as nothing, and reported too.
 */
function formatted(value: string, format: string, inside: string, formatting: TemplateFormatting): string {
  const outcome = formatValue(format, value, formatting.settings);
  // A formatter says a value belongs here: a blank one ("will be ready on .") is said as nothing, and reported.
  if (outcome.ok && value.trim() === '') formatting.unformatted?.({ template: inside.trim(), format, value, reads: '', said: '', blank: true });
  if (outcome.ok) return outcome.text;
  formatting.unformatted?.({ template: inside.trim(), format, value, reads: outcome.reads, said: outcome.said });
  return outcome.said;
}

/**
 * The references a template uses, in order, without their formatters.
 *
 * @example
 * templateVariables('Hi {{name}} from {{call.caller | phone}}'); // ['name', 'call.caller']
 */
export function templateVariables(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => templateParts(match[1] ?? '').reference);
}

function spoken(value: Json | undefined): string {
  if (value === undefined || value === null) return '';
  // A list of rows (a lookup's candidates) is read out by each row's first column, the name in a customer table:
  // "Sean Riley, Shawn Reilly", never the other callers' account numbers. An item that says nothing (a caller lookup's
  // `{}` beside a record) is left out, not read as a blank between commas (until 2026-12-06 it read ", Ann Lee").
  if (Array.isArray(value)) return value.map((item) => (isRow(item) ? firstWords(item) : spoken(item))).filter((text) => text !== '').join(', ');
  // A row or a lookup's `_heard` arguments: their values in order, blank ones left out (no doubled spaces), and a
  // record's true/false flags too: a caller lookup's `{"found": true, "name": "Ann Lee"}` is "Ann Lee", not "true Ann Lee".
  if (isRow(value)) return Object.values(value).filter((field) => typeof field !== 'boolean').map(spoken).filter((text) => text !== '').join(' ');
  return String(value);
}

/**
 * A row's first field, its flags passed over (a caller lookup's `"found": true` before the name). A blank first field
 * leaves the row out rather than reading the next one: a candidate row's next column may be another caller's account.
 */
function firstWords(row: { [key: string]: Json }): string {
  return spoken(Object.values(row).find((field) => typeof field !== 'boolean'));
}

function isRow(value: Json): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
