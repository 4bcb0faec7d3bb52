// `{{variables}}` in node text → the words the caller hears.
import type { Json } from '../flowTypes.js';
import { readVariable } from './readVariable.js';

// Braces right after a template's `}}` (`{{call.caller}}}`) are a typo for its closing: never said, never stored.
const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}\}*/g;

/**
 * Fills every `{{reference}}` from the scope; a reference with no value becomes empty text,
 * because a voice call must say something rather than stop. `fill`, when given, gets each value's words before they
 * go in (the runtime cuts what is said to a caller there: `spokenTemplate`).
 *
 * @example
 * renderTemplate('Hello {{customer.Full Name}}', { customer: { 'Full Name': 'Caitlin Myers' } }); // 'Hello Caitlin Myers'
 */
export function renderTemplate(text: string, scope: Record<string, Json>, fill?: (words: string, reference: string) => string): string {
  return text.replace(PLACEHOLDER, (_whole, reference: string) => {
    const words = spoken(readVariable(scope, reference));
    return fill ? fill(words, reference) : words;
  });
}

/**
 * The references a template uses, in order.
 *
 * @example
 * templateVariables('Hi {{name}} from {{call.caller}}'); // ['name', 'call.caller']
 */
export function templateVariables(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
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
