// Whether row 1 is a header: it is, unless one of its cells looks like data (a number, phone, date or email).

// A number, phone or date (digits with their punctuation, a sign or a currency symbol in front), or an e-mail address.
const DATA_LIKE = /^[+\-]?[$€£¥]?[\d\s().,:/\-]*\d[\d\s().,:/\-]*$|@/;

/**
 * Decides if the first row names the columns. Blank or duplicate names still count as a header
 * (they are reported); only a cell no header would hold rules it out.
 *
 * @example
 *   looksLikeHeader(['Full Name', 'Phone']) // true
 *   looksLikeHeader(['Caitlin Myers', '555-0100']) // false
 */
export function looksLikeHeader(firstRow: readonly string[]): boolean {
  return firstRow.some((cell) => cell !== '') && !firstRow.some((cell) => DATA_LIKE.test(cell));
}
