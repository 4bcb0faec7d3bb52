// The nickname file of a lookup: a CSV `name,alias` read into lowercase name → aliases, both directions.
import { messages } from '../messages.js';
import { readCsv } from '../source/csvSource.js';
import type { Issue } from '../types.js';

// Malformed rows named in the issue; the rest are counted.
const MALFORMED_ROWS_LISTED = 5;

/** A header's first cell over the names and second over their aliases, letters alone, lower case ("Nickname 1"). */
const NAME_HEADERS: ReadonlySet<string> = new Set(['name', 'names', 'fullname', 'firstname', 'givenname']);
const ALIAS_HEADERS: ReadonlySet<string> = new Set(['alias', 'aliases', 'nickname', 'nicknames', 'aka', 'alsoknownas']);

/**
 * Whether an alias file's first row heads its columns (`name,alias`, `Name,Nickname 1,Nickname 2`, `Full Name;Aliases`),
 * whatever more cells it has: a spreadsheet of nicknames is headed so.
 *
 * @example isAliasHeader(['Name', 'Nickname 1', 'Nickname 2']) // true
 */
function isAliasHeader(cells: readonly string[]): boolean {
  const letters = (cell: string | undefined) => (cell ?? '').toLowerCase().replace(/[^a-z]/g, '');
  return NAME_HEADERS.has(letters(cells[0])) && ALIAS_HEADERS.has(letters(cells[1]));
}

/**
 * Reads an alias CSV. A header row `name,alias` is optional; every row needs two non-blank cells.
 *
 * @example
 *   (await loadAliases('/flows/care/nicknames.csv', 'nicknames.csv', 'lookups[0].aliases')).aliases?.get('bob') // ['robert']
 */
export async function loadAliases(
  absolutePath: string,
  file: string,
  path: string,
): Promise<{ aliases?: Map<string, string[]>; issues: Issue[] }> {
  let outcome;
  try {
    outcome = await readCsv(absolutePath, file, Number.MAX_SAFE_INTEGER);
  } catch (error) {
    // Permissions, or the file vanishing between the path check and the read.
    const reason = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
    return { issues: [{ code: 'FILE_UNREADABLE', severity: 'error', path, file, message: messages.fileUnreadable(file, reason) }] };
  }
  if (!outcome.ok) return { issues: outcome.issues.map((issue) => ({ ...issue, path })) };
  const aliases = new Map<string, string[]>();
  const add = (from: string, to: string): void => {
    const list = aliases.get(from);
    if (list === undefined) aliases.set(from, [to]);
    else if (!list.includes(to)) list.push(to);
  };
  const issues = outcome.issues.map((issue) => ({ ...issue, path }));
  // Bad rows, reported together: a wrong file can have hundreds of thousands of them.
  const incomplete: number[] = [];
  // A third filled cell ("robert,bob,rob") would be dropped without a word: the row is refused instead.
  const overfull: number[] = [];
  let firstOverfull: readonly string[] = [];
  outcome.sheet.rows.forEach((cells, i) => {
    if (i === 0 && isAliasHeader(cells)) return;
    const [name = '', alias = ''] = cells.map((cell) => cell.toLowerCase());
    const extra = cells.slice(2).some((cell) => cell !== '');
    const line = outcome.sheet.lineNumbers[i] ?? i + 1;
    if (name === '' || alias === '') incomplete.push(line);
    else if (extra) {
      if (overfull.length === 0) firstOverfull = cells;
      overfull.push(line);
    } else {
      add(name, alias);
      add(alias, name);
    }
  });
  const reasons: string[] = [];
  if (incomplete.length > 0) reasons.push(`${lineList(incomplete)} ${incomplete.length === 1 ? 'needs' : 'need'} both a name and an alias`);
  if (overfull.length > 0) reasons.push(`${lineList(overfull)} ${overfull.length === 1 ? 'has' : 'have'} more than a name and an alias (write one pair per line: ${pairsOf(firstOverfull)})`);
  if (reasons.length > 0) issues.push({ code: 'ALIASES_MALFORMED', severity: 'error', path, file, message: messages.aliasesMalformed(file, reasons.join('; ')) });
  return { aliases, issues };
}

/**
 * Lines of the file as an editor numbers them, as the tables' messages name a CSV's places: the first few, the rest
 * counted.
 *
 * @example lineList([3, 4]) // 'lines 3, 4'
 */
function lineList(lines: readonly number[]): string {
  const listed = `${lines.length === 1 ? 'line' : 'lines'} ${lines.slice(0, MALFORMED_ROWS_LISTED).join(', ')}`;
  return lines.length > MALFORMED_ROWS_LISTED ? `${listed} and ${lines.length - MALFORMED_ROWS_LISTED} more` : listed;
}

/**
 * A row of a name and several aliases written as its pairs, one a line, as the fix to write: its first two aliases.
 *
 * @example pairsOf(['William', 'Bill', 'Will']) // 'William,Bill then William,Will'
 */
function pairsOf(cells: readonly string[]): string {
  const [name = '', ...aliases] = cells.filter((cell) => cell !== '');
  return aliases.slice(0, 2).map((alias) => `${name},${alias}`).join(' then ');
}
