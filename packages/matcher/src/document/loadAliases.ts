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
  // Rows without both cells, reported together: a wrong file can have hundreds of thousands of them.
  const malformed: number[] = [];
  outcome.sheet.rows.forEach((cells, i) => {
    const [name = '', alias = ''] = cells.map((cell) => cell.toLowerCase());
    if (i === 0 && name === 'name' && alias === 'alias') return;
    if (name === '' || alias === '') {
      malformed.push(outcome.sheet.lineNumbers[i] ?? i + 1);
      return;
    }
    add(name, alias);
    add(alias, name);
  });
  if (malformed.length > 0) {
    const listed = malformed.slice(0, MALFORMED_ROWS_LISTED).map((line) => `row ${line}`).join(', ');
    const rest = malformed.length > MALFORMED_ROWS_LISTED ? ` and ${malformed.length - MALFORMED_ROWS_LISTED} more rows` : '';
    const reason = `${listed}${rest} ${malformed.length === 1 ? 'needs' : 'need'} both a name and an alias`;
    issues.push({ code: 'ALIASES_MALFORMED', severity: 'error', path, file, message: messages.aliasesMalformed(file, reason) });
  }
  return { aliases, issues };
}
