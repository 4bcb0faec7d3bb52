// The name Excel gives a table's column no one named (Insert > Table over cells without a header, a column added to a
// table: `Column1`, `Column2`), in the language of the Excel that made it; Power Query's `Column1` too.

// "Column" in Excel's languages: English; German, French, Spanish and Catalan, Italian, Portuguese, Dutch and
// Indonesian; Swedish, Danish and Norwegian, Finnish; Polish, Czech, Slovak, Hungarian, Romanian, Croatian, Slovenian;
// Turkish, Russian, Ukrainian, Bulgarian, Greek; Vietnamese; Japanese and Chinese, Chinese (Traditional), Korean.
const COLUMN_WORDS = [
  'column',
  'spalte', 'colonne', 'columna', 'colonna', 'coluna', 'kolom',
  'kolumn', 'kolonne', 'sarake',
  'kolumna', 'sloupec', 'stĺpec', 'oszlop', 'coloana', 'coloană', 'stupac', 'stolpec',
  'sütun', 'столбец', 'стовпець', 'колона', 'στήλη',
  'cột',
  '列', '欄', '열',
];

const PLACEHOLDER_HEADER = new RegExp(`^(?:${COLUMN_WORDS.join('|')})\\s?\\d+$`, 'iu');

/**
 * Whether a header is the name Excel gives a column no one named (its accents composed or not: a Mac writes `ü` as
 * `u` and a combining mark).
 *
 * @example
 *   isPlaceholderHeader('Column1') // true
 *   isPlaceholderHeader('Sarake 2') // true
 *   isPlaceholderHeader('Column') // false
 */
export function isPlaceholderHeader(header: string): boolean {
  return PLACEHOLDER_HEADER.test(header.normalize('NFC'));
}
