// Whether row 1 is a header: it is, unless one of its cells looks like data (a number, phone, date or email).

// A number, phone or date (digits with their punctuation, a sign or a currency symbol in front), or an e-mail address.
const DATA_LIKE = /^[+\-]?[$€£¥]?[\d\s().,:/\-]*\d[\d\s().,:/\-]*$|@/;

// A year, as a column of yearly figures is headed ("2023").
const YEAR = /^(?:19|20)\d\d$/;

/**
 * Decides if the first row names the columns. Blank or duplicate names still count as a header
 * (they are reported); only a cell no header would hold rules it out. Two years or more beside a name ("Customer,
 * 2023, 2024") head columns when the rows `below` hold something else than a year in each of them (the year's
 * figures); a year over years is a record's (a year of birth). One year alone heads a column of words ("paid",
 * "due"): over numbers it may be a record's amount.
 *
 * @example
 *   looksLikeHeader(['Full Name', 'Phone']) // true
 *   looksLikeHeader(['Caitlin Myers', '555-0100']) // false
 *   looksLikeHeader(['Customer', '2023', '2024'], [['Caitlin Myers', '100', '200']]) // true
 */
export function looksLikeHeader(firstRow: readonly string[], below: readonly (readonly string[])[] = []): boolean {
  if (!firstRow.some((cell) => cell !== '')) return false;
  const dataLike = firstRow.flatMap((cell, column) => (DATA_LIKE.test(cell) ? [column] : []));
  if (dataLike.length === 0) return true;
  // (Two years or more, each once: a record's two figures are seldom both years of this century or the last.)
  const named = firstRow.some((cell, column) => cell !== '' && !dataLike.includes(column));
  const years = new Set(dataLike.map((column) => firstRow[column]));
  if (!named || years.size !== dataLike.length || !dataLike.every((column) => YEAR.test(firstRow[column]!))) return false;
  if (dataLike.length === 1) return wordsBelow(dataLike[0]!, below);
  return dataLike.every((column) => below.some((row) => (row[column] ?? '') !== '' && !YEAR.test(row[column]!)));
}

/** Whether two filled cells or more of `column` below, and every one, are words, not data: a year over them heads them. */
function wordsBelow(column: number, below: readonly (readonly string[])[]): boolean {
  const filled = below.map((row) => row[column] ?? '').filter((cell) => cell !== '');
  return filled.length >= 2 && filled.every((cell) => !DATA_LIKE.test(cell));
}
