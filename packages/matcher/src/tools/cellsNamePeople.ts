// What a column's cells say about whether it holds people's names: a full name is two to four words, one of them a
// common given name, with no digit and no word of a company or a place. Read beside the header by `namesPeople`.
import type { CellReader } from '../table/Rows.js';
import { GIVEN_NAMES } from './givenNames.js';

/** `people`: most cells are people's full names; `other`: many are companies, places, numbers; else `unclear`. */
export type CellsVerdict = 'people' | 'other' | 'unclear';

/** Cells read, spread over the column: enough to see its kind, few enough to cost nothing on a million rows. */
const SAMPLED_CELLS = 200;
/** Fewer filled cells than this say nothing. */
const FEWEST_CELLS = 2;

// Words of a company's or a place's name (lower case, accents off): "Acme Ltd", "Müller GmbH", "Harbour Road".
const ORGANISATION_WORDS = new Set([
  'inc', 'incorporated', 'ltd', 'limited', 'llc', 'llp', 'plc', 'corp', 'corporation', 'co', 'company', 'companies',
  'gmbh', 'ag', 'kg', 'ohg', 'ug', 'ev', 'sa', 'sas', 'sarl', 'srl', 'spa', 'sl', 'bv', 'nv', 'oy', 'ab', 'asa', 'pty',
  'pte', 'holding', 'holdings', 'group', 'groupe', 'industries', 'enterprise', 'enterprises', 'services', 'service',
  'solutions', 'systems', 'technologies', 'technology', 'tech', 'partners', 'associates', 'consulting', 'consultants',
  'bank', 'insurance', 'hotel', 'hotels', 'restaurant', 'cafe', 'bakery', 'pharmacy', 'clinic', 'hospital', 'school',
  'college', 'university', 'academy', 'institute', 'foundation', 'trust', 'society', 'club', 'association', 'agency',
  'store', 'stores', 'shop', 'market', 'supermarket', 'labs', 'laboratories', 'studio', 'studios', 'media',
  'international', 'global', 'logistics', 'transport', 'motors', 'automotive', 'construction', 'builders', 'plumbing',
  'electric', 'electrical', 'energy', 'health', 'healthcare', 'dental', 'medical', 'pharma', 'foods', 'farms',
  'brewery', 'pub', 'church', 'council', 'ministry', 'office', 'centre', 'center', 'ventures', 'capital', 'investments',
  'properties', 'realty', 'estates', 'network', 'software', 'communications', 'telecom', 'airlines', 'wholesale',
  'retail', 'supplies', 'manufacturing', 'products', 'firma', 'gesellschaft', 'verein', 'stiftung', 'werke', 'empresa',
  'sociedad', 'compania', 'societe', 'entreprise', 'societa', 'street', 'road', 'avenue', 'lane', 'boulevard', 'square',
  'plaza', 'airport', 'station', 'strasse', 'calle', 'rue',
]);

const wordsOf = (cell: string): string[] =>
  cell.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().split(/[^\p{L}\p{N}']+/u)
    .map((word) => word.replace(/^'+|'+$/g, '')).filter((word) => word !== '');

/** What one cell looks like: a person's full name, a company or place or number, or either. */
function cellKind(cell: string): 'person' | 'other' | 'unclear' {
  if (/[\p{N}@&+]/u.test(cell)) return 'other';
  const words = wordsOf(cell);
  if (words.length > 5 || words.some((word) => ORGANISATION_WORDS.has(word))) return 'other';
  // One word ("Riley", "Acme") could be either; a given name alone is a first-name column, which its header tells.
  if (words.length >= 2 && words.length <= 4 && words.some((word) => GIVEN_NAMES.has(word))) return 'person';
  return 'unclear';
}

/**
 * What the cells say: `people` when at least half are people's full names; `other` when at least half are companies,
 * places or numbers, or a third are and none is a person; else `unclear` (surnames alone, names from outside
 * the given-name list, brand names of one word), and then the header decides.
 *
 * @example
 *   cellsNamePeople(['Sean Riley', 'Caitlin Myers', 'Jürgen Weber']) // 'people'
 *   cellsNamePeople(['Acme Ltd', 'Globex Corporation', 'Initech']) // 'other'
 */
export function cellsNamePeople(cells: readonly string[]): CellsVerdict {
  const filled = cells.filter((cell) => cell.trim() !== '');
  if (filled.length < FEWEST_CELLS) return 'unclear';
  let people = 0;
  let other = 0;
  for (const cell of filled) {
    const kind = cellKind(cell);
    if (kind === 'person') people += 1;
    else if (kind === 'other') other += 1;
  }
  if (people * 2 >= filled.length) return 'people';
  if (other * 2 >= filled.length || (other * 3 >= filled.length && people === 0)) return 'other';
  return 'unclear';
}

/**
 * Up to 200 filled cells of a column, spread evenly over its rows.
 *
 * @example
 *   sampleCells(table.rows, 1) // ['Caitlin Myers', 'Sean Riley', …]
 */
export function sampleCells(rows: CellReader, column: number): string[] {
  const step = Math.max(1, Math.floor(rows.length / SAMPLED_CELLS));
  const cells: string[] = [];
  for (let row = 0; row < rows.length && cells.length < SAMPLED_CELLS; row += step) {
    const cell = rows.cell(row, column);
    if (cell.trim() !== '') cells.push(cell);
  }
  return cells;
}
