// What a flow reads of a lookup's row: `{{customer.Acount ID}}` would be said as nothing (and a branch on
// `customer.Plna` never match), so a column the row does not have is reported when the flow loads.
import { columnAsWritten, parseDirective } from '@switchboard/directive';
import { closestChoice } from '@switchboard/matcher';
import { callerLookupNodeVariables, lookupNodeVariables, type FlowNode } from '../flowTypes.js';
import { ISSUE, issueMessages, suggestion } from '../messages.js';
import type { PendingIssue } from './readFlowNodes.js';
import type { ParseNodeText } from './directiveParses.js';
import type { DocumentTools } from './validateLookups.js';
import { referencesOf } from './validateVariables.js';
import { templateParts } from '../template/format/templateParts.js';
import { dottedField, nameInAnyCase, variableOf } from '../template/readVariable.js';

/** What a branch on the whole call context compares, and what to branch on instead. */
const CALL_CONTEXT_RECORD = { what: 'the whole call context (caller, called, id, started_at)', fix: 'one of its fields (call.called, call.caller)' };

// A value that is one template and nothing else: `"{{customer}}"`, as the runtime's templates read it.
const WHOLE_REFERENCE = /^\s*\{\{\s*([^{}]+?)\s*\}\}\s*$/;

/**
 * Reports `{{var.Column}}` and `{{var_candidates.N.Column}}` references (in spoken text and in directive
 * arguments, and a branch's variable) to a column that the rows of every lookup storing `var` lack. A variable that something else also
 * stores, or that a lookup of unknown columns stores, is not checked. Reports `{{var_heard.param}}` naming an
 * argument no `#lookup` storing `var` passes and no tool of theirs takes.
 *
 * @example
 * validateColumns(nodes, order, { customers: [{ name: 'lookup_customer', description: '', parameters: [], resultColumns: ['Full Name'] }] });
 */
export function validateColumns(
  nodes: Record<string, FlowNode>, order: readonly string[], documents: DocumentTools, parse: ParseNodeText = parseDirective,
): PendingIssue[] {
  const tools = new Map(Object.values(documents).flatMap((list) => list ?? []).map((tool) => [tool.name, tool] as const));
  // Row variable → the columns its rows have and the tools that fill it; null when they cannot be known.
  const rows = new Map<string, { columns: Set<string>; tools: string[] } | null>();
  const unknowable = (name: string) => rows.set(name, null);
  // `var_heard` → the arguments the lookups storing `var` pass, and those lookups' tools.
  const heard = new Map<string, { params: Set<string>; tools: string[] }>();
  // What each node stores in a variable: text (what a caller said, a set node's value, a lookup's outcome, error code
  // or HTTP status), named by
  // what stores it, or a record (a row, a list of rows, what a lookup went by), with what to branch on instead.
  // A set node's value that is one whole reference (`copy: "{{customer}}"`) keeps, as `copy`, the reference it copies.
  type Text = { text: string; copy?: { node: string; source: string } };
  const stored = new Map<string, (Text | { what: string; fix: string })[]>();
  const store = (name: string, value: Text | { what: string; fix: string }) => {
    const known = stored.get(name);
    if (known === undefined) stored.set(name, [value]);
    else known.push(value);
  };
  for (const id of order) {
    const node = nodes[id];
    if (!node) continue;
    if (node.kind === 'collect') store(node.into, { text: `what the caller says at node "${id}"` });
    if (node.kind === 'set') {
      for (const { name, value } of node.values) {
        // (`{{customer | digits}}` copies the row's values too, formatted: its reference is what is copied.)
        const whole = WHOLE_REFERENCE.exec(value)?.[1];
        const source = whole === undefined ? undefined : templateParts(whole).reference;
        store(name, { text: `set by node "${id}"`, ...(source !== undefined ? { copy: { node: id, source } } : {}) });
      }
    }
    if (node.kind === 'lookup') {
      const directive = parse(node.text).directive;
      const [row, candidates, outcome, heardVariable, error] = lookupNodeVariables(node.into);
      const tool = directive?.kind === 'lookup' ? tools.get(directive.tool) : undefined;
      const column = tool?.resultColumns?.[0] ?? 'Column';
      const param = directive?.kind === 'lookup' ? directive.args[0]?.param ?? 'param' : 'param';
      store(outcome, { text: `the outcome of node "${id}"` });
      store(error, { text: `the error code of node "${id}"` });
      store(row, { what: 'the row a #lookup stores', fix: `one of its columns (${row}.${column}) or on ${outcome}` });
      store(candidates, { what: 'the list of candidate rows', fix: `${outcome} (ambiguous), or on a candidate's column (${candidates}.0.${column})` });
      store(heardVariable, { what: 'what the lookup went by, an entry per argument', fix: `one of its arguments (${heardVariable}.${param})` });
    }
    if (node.kind === 'caller_lookup') {
      const [record, outcome, error, status] = callerLookupNodeVariables(node.into);
      store(outcome, { text: `the outcome of node "${id}"` });
      store(error, { text: `the error code of node "${id}"` });
      store(status, { text: `the HTTP status node "${id}" was answered with` });
      store(record, { what: 'the record a #caller_lookup stores', fix: `one of its fields (${record}.name) or on ${outcome}` });
    }
  }
  // What stores a variable only ever given text; undefined for any other.
  const textStorers = (name: string): Text[] | undefined => {
    const values = stored.get(name);
    return values?.every((value) => 'text' in value) === true ? (values as Text[]) : undefined;
  };
  // The record a variable only ever holds (the last stored); undefined when it may hold text.
  const recordOf = (name: string): { what: string; fix: string } | undefined => {
    const values = stored.get(name);
    return values?.every((value) => 'what' in value) === true ? (values.at(-1) as { what: string; fix: string }) : undefined;
  };
  // What a copied reference names when it is a whole record rather than text: `customer` (a row),
  // `customer_candidates.0` (a candidate's row), `customer_candidates`, `customer_heard`, a caller lookup's record.
  const copiedRecord = (source: string): string | undefined => {
    const [head = '', ...rest] = source.split('.').map((part) => part.trim());
    const record = recordOf(head);
    if (!record) return undefined;
    if (rest.length === 0) return record.what;
    return candidatesOf(head) !== undefined && rest.length === 1 && /^\d+$/.test(rest[0] ?? '') ? 'a candidate\'s row' : undefined;
  };
  for (const id of order) {
    const node = nodes[id];
    if (!node) continue;
    if (node.kind === 'collect') { unknowable(node.into); continue; }
    if (node.kind === 'set') { for (const { name } of node.values) unknowable(name); continue; }
    if (node.kind === 'caller_lookup') { unknowable(node.into); continue; }
    if (node.kind !== 'lookup') continue;
    const directive = parse(node.text).directive;
    if (directive?.kind === 'lookup') {
      const [, , , heardVariable] = lookupNodeVariables(node.into);
      const entry = heard.get(heardVariable) ?? { params: new Set<string>(), tools: [] };
      for (const argument of directive.args) entry.params.add(argument.param);
      // And the tool's other parameters: a value said around another fills one the directive leaves out ("John Smith
      // from Miami" passed as full_name gives `customer_heard.city`).
      for (const parameter of tools.get(directive.tool)?.parameters ?? []) entry.params.add(parameter.name);
      if (!entry.tools.includes(directive.tool)) entry.tools.push(directive.tool);
      heard.set(heardVariable, entry);
    }
    const tool = directive?.kind === 'lookup' ? tools.get(directive.tool) : undefined;
    if (tool?.resultColumns === undefined) { unknowable(node.into); continue; }
    const known = rows.get(node.into);
    if (known === null) continue;
    const entry = known ?? { columns: new Set<string>(), tools: [] };
    for (const column of tool.resultColumns) entry.columns.add(column);
    if (!entry.tools.includes(tool.name)) entry.tools.push(tool.name);
    rows.set(node.into, entry);
  }

  // The row variable whose candidates `head` names (`customer` for `customer_candidates`); undefined for any other name.
  const candidatesOf = (head: string): string | undefined => {
    const variable = head.endsWith('_candidates') ? head.slice(0, -'_candidates'.length) : undefined;
    return variable !== undefined && rows.has(variable) ? variable : undefined;
  };
  // What stores a text variable, split: the whole records set nodes copy into it (`saved: "{{customer}}"`), by source,
  // with what to branch on instead; and the other texts, by what stores them.
  const copiesOfRecords = (storers: readonly Text[]) => {
    const copies: { nodes: string[]; source: string; what: string; fix: string }[] = [];
    const others: string[] = [];
    for (const { text, copy } of storers) {
      const what = copy ? copiedRecord(copy.source) : undefined;
      const fix = recordOf(variableOf(copy?.source ?? ''))?.fix;
      if (!copy || what === undefined || fix === undefined) { others.push(text); continue; }
      const same = copies.find((copied) => copied.source === copy.source);
      if (same) { if (!same.nodes.includes(copy.node)) same.nodes.push(copy.node); } else copies.push({ nodes: [copy.node], source: copy.source, what, fix });
    }
    return { copies, others };
  };

  const issues: PendingIssue[] = [];
  // The column of a row a reference names that the row does not have: `customer.Citty`, `customer_candidates.0.Cty`.
  const missingColumn = (parts: readonly string[]) => {
    const head = parts[0] ?? '';
    const candidates = candidatesOf(head);
    const row = rows.get(candidates ?? head);
    if (!row) return undefined;
    const at = candidates !== undefined ? (/^\d+$/.test(parts[1] ?? '') ? 2 : undefined) : 1;
    // A row's columns hold text: everything after the row is one column's name (`Acct. Nr`, `D.O.X`).
    const column = at === undefined || parts[at] === undefined ? undefined : parts.slice(at).join('.').trim();
    // A column whose name holds dots (`D.O.B`) is read whole, as the runtime reads it.
    if (at === undefined || column === undefined || dottedField((name) => row.columns.has(name), parts, at) !== undefined) return undefined;
    // A column named but for case and word style (`customer.full_name` for Full Name) is read so at run time too.
    if (at === parts.length - 1 && nameInAnyCase(row.columns, parts[at] ?? '') !== undefined) return undefined;
    // Offered as a template writes them: `Amount` for the header `Amount ($)`, which no template can name as it is.
    const known = [...new Set([...row.columns].map((name) => columnAsWritten(name) ?? name))];
    return { column, tools: row.tools, hint: suggestion(column, known), close: closestChoice(column, known) };
  };
  const check = (id: string, place: (string | number)[], reference: string, within?: { line: number; column: number }) => {
    // Spaces kept, as the runtime reads them: `cust.Acct. No` names the column `Acct. No`.
    const parts = reference.split('.').map((part, index) => (index === 0 ? part.trim() : part));
    const head = parts[0] ?? '';
    const storers = textStorers(head);
    if (storers !== undefined && parts.length > 1) {
      // A copy of a whole row is its values in one text: say so, and read the field from what was copied.
      const { copies, others } = copiesOfRecords(storers);
      const message = copies.length === 0
        ? issueMessages.fieldOfText(id, reference, head, storers.map(({ text }) => text), nodes[id]?.kind === 'branch' && place[0] === 'variable')
        : issueMessages.fieldOfCopiedRecord(id, reference, head, others, copies.map((copy) => {
          // A field of a copied list of rows is read from one of its rows: `customer_candidates.0.Plan` for `saved.Plan`.
          const list = copy.source.endsWith('_candidates') && !copy.source.includes('.');
          const field = list && !/^(\d+|length)$/.test(parts[1] ?? '') ? ['0', ...parts.slice(1)] : parts.slice(1);
          const missing = missingColumn([...copy.source.split('.').map((part) => part.trim()), ...field]);
          const fixed = missing?.close !== undefined ? [...field.slice(0, -1), missing.close] : field;
          const read = missing && missing.close === undefined ? {} : { read: `${copy.source}.${fixed.join('.')}` };
          return { nodes: copy.nodes, source: copy.source, what: copy.what, ...read, ...(missing ? { missing: { column: missing.column, tools: missing.tools, hint: missing.hint } } : {}) };
        }));
      issues.push({ code: ISSUE.fieldOfText, path: ['nodes', id, ...place], node: id, ...(within ? { within } : {}), message });
      return;
    }
    const passed = heard.get(head);
    if (passed !== undefined && !rows.has(head)) {
      const param = parts[1];
      if (param === undefined || passed.params.has(param)) return;
      const known = [...passed.params];
      issues.push({ code: ISSUE.unknownHeardArgument, path: ['nodes', id, ...place], node: id, ...(within ? { within } : {}), message: issueMessages.unknownHeardArgument(id, reference, param, passed.tools, suggestion(param, known)) });
      return;
    }
    // `customer.Column`, or `customer_candidates.N.Column`.
    const missing = missingColumn(parts);
    if (!missing) return;
    issues.push({ code: ISSUE.unknownResultColumn, path: ['nodes', id, ...place], node: id, ...(within ? { within } : {}), message: issueMessages.unknownResultColumn(id, reference, missing.column, missing.tools, missing.hint) });
  };
  for (const id of order) {
    const node = nodes[id];
    if (!node) continue;
    for (const { place, name, within } of referencesOf(node, parse).references) check(id, place, name, within);
    // A branch on `customer.Plan` reads the row's column as a template does; on `customer`, the whole row, it matches nothing.
    if (node.kind === 'branch') {
      // `call` alone is the call context, a record as a row is (a template's {{call}} is an error too).
      const record = node.variable.trim() === 'call' ? CALL_CONTEXT_RECORD : recordOf(node.variable.trim());
      if (record) issues.push({ code: ISSUE.branchOnRecord, path: ['nodes', id, 'variable'], node: id, message: issueMessages.branchOnRecord(id, node.variable.trim(), record.what, record.fix) });
      else {
        // A set node's copy of a whole row is its values as one text: a case's word matches whichever column holds it.
        const { copies } = copiesOfRecords(textStorers(node.variable.trim()) ?? []);
        if (copies.length > 0) {
          issues.push({ code: ISSUE.branchOnCopiedRecord, severity: 'warning', path: ['nodes', id, 'variable'], node: id, message: issueMessages.branchOnCopiedRecord(id, node.variable.trim(), copies) });
        }
        check(id, ['variable'], node.variable);
      }
    }
  }
  return issues;
}
