// The guard apostrophe before a CSV cell starting with + - = or @: exports (Salesforce, HubSpot, Google Sheets
// add-ons, OWASP's advice against CSV injection) write '+44 7700 900123 so that a spreadsheet opening the file runs no
// formula. It is no part of the value: the phone is +44 7700 900123.

// The characters a spreadsheet would read as the start of a formula, which the apostrophe guards.
const GUARDED = new Set(['+', '-', '=', '@']);

/**
 * The cell without its guard apostrophe when it has one (an apostrophe, then `+`, `-`, `=` or `@`), else as it is.
 *
 * @example
 *   unguarded("'+44 7700 900123") // "+44 7700 900123"
 *   unguarded("'=cmd") // "=cmd"
 *   unguarded("O'Brien") // "O'Brien"
 */
export function unguarded(cell: string): string {
  return cell.length > 1 && cell.charCodeAt(0) === APOSTROPHE && GUARDED.has(cell[1]!) ? cell.slice(1) : cell;
}

/** The apostrophe, for a cheap test of a cell's first character before `unguarded`. */
export const APOSTROPHE = 0x27;
