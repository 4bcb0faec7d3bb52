// The apostrophe an export writes before a CSV cell that a spreadsheet would otherwise change: before + - = or @
// (Salesforce, HubSpot, Google Sheets add-ons, OWASP's advice against CSV injection write '+44 7700 900123 so that a
// spreadsheet opening the file runs no formula), and before a number written to stay as written ('0012345, as Excel
// users type it to keep an account's leading zeros, and exports write it so). It is no part of the value.

// The characters a spreadsheet would read as the start of a formula, which the apostrophe guards.
const GUARDED = new Set(['+', '-', '=', '@']);
// A number a spreadsheet would change (leading zeros, a long id's last digits, a date's form): a digit (or the bracket
// of an area code), then digits and the separators of numbers, codes, phones and dates. Anything with a letter ('90s,
// 'til) is text, kept as written.
const NUMBER_KEPT_AS_TEXT = /^'\(?\d[\d .,/()-]*$/;

/**
 * The cell without its guard apostrophe when it has one (an apostrophe, then `+`, `-`, `=` or `@`, or a number), else as
 * it is.
 *
 * @example
 *   unguarded("'+44 7700 900123") // "+44 7700 900123"
 *   unguarded("'=cmd") // "=cmd"
 *   unguarded("'0012345") // "0012345"
 *   unguarded("O'Brien") // "O'Brien"
 *   unguarded("'90s") // "'90s"
 */
export function unguarded(cell: string): string {
  if (cell.length < 2 || cell.charCodeAt(0) !== APOSTROPHE) return cell;
  return GUARDED.has(cell[1]!) || NUMBER_KEPT_AS_TEXT.test(cell) ? cell.slice(1) : cell;
}

/** The apostrophe, for a cheap test of a cell's first character before `unguarded`. */
export const APOSTROPHE = 0x27;
