// Why a looked-up row lacks a column the call file expects: the table has it, but the lookup's `return_columns` leave it out.
import { shownFile } from '../shownFile.js';
import type { Flow } from '../flowTypes.js';
import type { LookupProvider } from '../lookup/LookupProvider.js';
import type { CallTrace } from './CallTrace.js';
import { DIVERGENCE_LABELS } from './messages.js';

/** Says, for `customer` lacking `Notes`, where the column went; '' when the variable is no lookup's row. */
export type LeftOutColumn = (variable: string, field: string) => string;

/**
 * For a row variable the call filled by `#lookup` (`customer`, `customer_candidates.0`): the tools that filled it, and
 * whether their tables have the column all the same (so only `return_columns` keep it out of the row).
 *
 * @example
 * leftOutColumn(flow, documents, trace)('customer', 'Notes');
 * // '; "Notes" is a column of customers.csv, but the return_columns of lookup_customer (customers.lookup.json) leave it out: add "Notes" to them'
 */
export function leftOutColumn(flow: Flow, documents: Readonly<Record<string, LookupProvider>>, trace: CallTrace, cwd: string): LeftOutColumn {
  return (variable, field) => {
    const parts = variable.split('.');
    const head = parts[0] ?? '';
    // `customer` is the row; `customer_candidates.N` one of the candidates' rows.
    const rowOf = (into: string): boolean => head === into || (head === `${into}_candidates` && parts.length === 2);
    const tools = new Set<string>();
    for (const event of trace.events) {
      const node = event.kind === 'lookup' ? flow.nodes[event.node] : undefined;
      if (event.kind === 'lookup' && node?.kind === 'lookup' && rowOf(node.into)) tools.add(event.tool);
    }
    if (tools.size === 0) return '';
    // When every table was seen and none has the column, the known columns already said enough.
    let unseen = false;
    for (const tool of tools) {
      for (const [name, document] of Object.entries(documents)) {
        if (!document.tools.some((defined) => defined.name === tool)) continue;
        const status = document.status?.();
        const lookup = status?.lookups?.find((entry) => entry.tool === tool);
        const table = status?.files?.find((file) => file.file === lookup?.file && file.sheet === lookup?.sheet);
        if (table === undefined) unseen = true;
        if (!table?.columns.includes(field)) continue;
        const path = flow.documents[name];
        const where = `${table.file}${table.sheet === undefined ? '' : ` (sheet ${table.sheet})`}`;
        return DIVERGENCE_LABELS.leftOutByReturnColumns(field, where, tool, path === undefined ? name : shownFile(path, cwd));
      }
    }
    return unseen ? DIVERGENCE_LABELS.returnColumnsDecide : '';
  };
}
