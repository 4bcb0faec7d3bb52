// Whether an exact lookup's search column holds one key in two rows: the only way such a lookup, given a value no
// caller said (the call context, a literal), can answer `ambiguous`.
import type { Lookup } from '../match/Lookup.js';
import type { Table } from '../table/Table.js';
import { resolveColumn } from '../table/columnRef.js';

/**
 * True when two rows of `lookup`'s search column share a key, false when none do; undefined when the question does not
 * decide its outcomes: a lookup that is not exact, or searches more than one column (a fuzzy score, or a second
 * column, makes rows close without a shared key).
 *
 * Each cell is asked of the lookup as a value, so keys are compared as the lookup compares them (a date column's
 * `3/5/1985` and `03/05/1985` are one day; `A-1001` and `a1001` one id; `+1 (312) 555-0123` and `3125550123`, which
 * it answers apart, two): a cell whose key another row shares answers `ambiguous`. One call a row: asked on demand
 * (a replay's coverage), not on every load.
 *
 * @example
 * searchKeysRepeat(accountsLookup, accountsTable); // false: every Account ID is its own
 */
export function searchKeysRepeat(lookup: Lookup, table: Table): boolean | undefined {
  const { primary, additional } = lookup.config;
  if (primary.matchMode !== 'exact' || additional.length > 0) return undefined;
  const column = resolveColumn(table, primary.column);
  const param = lookup.tool.parameters.find((parameter) => parameter.column === primary.column)?.name;
  if (column === undefined || param === undefined) return undefined;
  for (let row = 0; row < table.rows.length; row += 1) {
    const cell = table.rows.cell(row, column);
    if (cell.trim() !== '' && lookup.call({ [param]: cell }).result === 'ambiguous') return true;
  }
  return false;
}
