// The nickname file of a lookup: a CSV `name,alias` read into lowercase name → aliases, both directions.
import { messages } from '../messages.js';
import { readCsv } from '../source/csvSource.js';
import type { Issue } from '../types.js';

// Malformed rows named in the issue; the rest are counted.
const MALFORMED_ROWS_LISTED = 5;

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
  outcome.sheet.rows.forEach((cells, i) => {
    const [name = '', alias = ''] = cells.map((cell) => cell.toLowerCase());
    const extra = cells.slice(2).some((cell) => cell !== '');
    if (i === 0 && name === 'name' && alias === 'alias' && !extra) return;
    const line = outcome.sheet.lineNumbers[i] ?? i + 1;
    if (name === '' || alias === '') incomplete.push(line);
    else if (extra) overfull.push(line);
    else {
      add(name, alias);
      add(alias, name);
    }
  });
  const reasons: string[] = [];
  if (incomplete.length > 0) reasons.push(`${rowList(incomplete)} ${incomplete.length === 1 ? 'needs' : 'need'} both a name and an alias`);
  if (overfull.length > 0) reasons.push(`${rowList(overfull)} ${overfull.length === 1 ? 'has' : 'have'} more than a name and an alias (write one pair per row: robert,bob then robert,rob)`);
  if (reasons.length > 0) issues.push({ code: 'ALIASES_MALFORMED', severity: 'error', path, file, message: messages.aliasesMalformed(file, reasons.join('; ')) });
  return { aliases, issues };
}

function rowList(lines: readonly number[]): string {
  const listed = lines.slice(0, MALFORMED_ROWS_LISTED).map((line) => `row ${line}`).join(', ');
  return lines.length > MALFORMED_ROWS_LISTED ? `${listed} and ${lines.length - MALFORMED_ROWS_LISTED} more rows` : listed;
}
