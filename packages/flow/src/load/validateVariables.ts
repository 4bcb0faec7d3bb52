// Every {{reference}} and directive binding names a variable some node stores, or the call context.
import { parseDirective, templateReferences, type DirectiveIssue } from '@switchboard/directive';
import type { ParseNodeText } from './directiveParses.js';
import { callerLookupNodeVariables, lookupNodeVariables, type FlowNode } from '../flowTypes.js';
import { ISSUE, issueMessages } from '../messages.js';
import type { PendingIssue } from './readFlowNodes.js';
import { variableOf } from '../template/readVariable.js';
import { templateParts } from '../template/format/templateParts.js';

/** The variables a node stores when the call passes through it. */
export function storedBy(node: FlowNode): string[] {
  switch (node.kind) {
    case 'collect':
      return [node.into];
    case 'set':
      return node.values.map((entry) => entry.name);
    case 'lookup':
      return lookupNodeVariables(node.into);
    case 'caller_lookup':
      return callerLookupNodeVariables(node.into);
    default:
      return [];
  }
}

/**
 * The texts of a node that are templates, by field (as a message names it) and place (its path inside the node):
 * prose, a transfer's `to`, a `set` node's values (a lookup node's text is a directive, checked apart).
 */
export function templatesOf(node: FlowNode): { field: string; place: (string | number)[]; text: string }[] {
  const texts: { field: string; place: (string | number)[]; text: string }[] = [];
  if ('text' in node && node.text !== undefined && node.kind !== 'lookup' && node.kind !== 'caller_lookup') texts.push({ field: 'text', place: ['text'], text: node.text });
  if (node.kind === 'transfer') texts.push({ field: 'to', place: ['to'], text: node.to });
  if (node.kind === 'set') for (const { name, value } of node.values) texts.push({ field: `values.${name}`, place: ['values', name], text: value });
  return texts;
}

/** A `{{reference}}` in a node's prose, or a `#lookup` argument bound to a variable, with where it stands. */
export interface VariableReference {
  /** The field as a message names it: `text`, `to`, `values.greeting_name`. */
  field: string;
  /** The field's path inside the node: `['values', 'greeting_name']`. */
  place: (string | number)[];
  name: string;
  within: { line: number; column: number };
}

/**
 * The variable references of a node (its prose templates and its `#lookup` bindings), and the template problems
 * met on the way (unclosed `{{`, bad names, unknown `call.` fields), each with its field.
 *
 * @example
 * referencesOf({ kind: 'say', id: 'hi', text: 'Hi {{name}}', next: 'bye' }).references; // [{ field: 'text', name: 'name', ... }]
 */
export function referencesOf(node: FlowNode, parse: ParseNodeText = parseDirective): { references: VariableReference[]; problems: { field: string; place: (string | number)[]; problem: DirectiveIssue }[] } {
  const references: VariableReference[] = [];
  const problems: { field: string; place: (string | number)[]; problem: DirectiveIssue }[] = [];
  for (const { field, place, text } of templatesOf(node)) {
    const { refs, issues } = templateReferences(text);
    for (const problem of issues) problems.push({ field, place, problem });
    for (const reference of refs) references.push({ field, place, name: reference.name, within: { line: reference.line, column: reference.column } });
  }
  if (node.kind === 'lookup') {
    const directive = parse(node.text).directive;
    if (directive?.kind === 'lookup') {
      for (const argument of directive.args) {
        if (argument.binding.kind === 'variable') references.push({ field: 'text', place: ['text'], name: argument.binding.name, within: { line: argument.line, column: argument.column } });
      }
    }
  }
  return { references, problems };
}

/**
 * Reports references to variables that no node of the flow ever stores (typos such as `{{caler_name}}`). Names in
 * `storedByUnread` (stored by a node that could not be read) are not reported, nor listed as known.
 *
 * @example
 * validateVariables({ hi: { kind: 'say', id: 'hi', text: 'Hi {{nme}}', next: 'bye' } }, ['hi']);
 * // [{ code: 'unknown_variable', ... }]
 */
export function validateVariables(
  nodes: Record<string, FlowNode>, order: readonly string[], storedByUnread: ReadonlySet<string> = new Set(), parse: ParseNodeText = parseDirective,
): PendingIssue[] {
  // What a node that could not be read would store counts as stored: its own issue says what is wrong with it.
  const known = new Set<string>(['call', ...storedByUnread]);
  for (const node of Object.values(nodes)) for (const name of storedBy(node)) known.add(name);
  // (A collect without its `into`, reported as such, stores under no name to list. Frozen, so the matcher indexes it
  // once for every "did you mean" of every misspelt variable, not once per question.)
  const knownList = Object.freeze([...known].filter((name) => name !== 'call' && name.trim() !== '' && !storedByUnread.has(name)).sort());
  const issues: PendingIssue[] = [];
  const check = (id: string, place: (string | number)[], reference: string, within?: { line: number; column: number }) => {
    const head = variableOf(reference);
    if (known.has(head)) return;
    issues.push({
      code: ISSUE.unknownVariable,
      path: ['nodes', id, ...place],
      node: id,
      message: issueMessages.unknownVariable(id, head, knownList),
      ...(within ? { within } : {}),
    });
  };

  for (const id of order) {
    const node = nodes[id];
    if (!node) continue;
    const { references, problems } = referencesOf(node, parse);
    // The directive grammar's template rules: unclosed `{{`, bad names and unknown `call.` fields are reported too,
    // and braces to spare after a `}}` as a warning (the call says the text without them).
    for (const { place, problem } of problems) {
      issues.push({
        code: problem.code, path: ['nodes', id, ...place], node: id, message: issueMessages.directiveIssue(id, problem.message),
        within: { line: problem.line, column: problem.column }, ...(problem.severity === 'warning' ? { severity: 'warning' as const } : {}),
      });
    }
    for (const { place, name, within } of references) check(id, place, name, within);
    if (node.kind === 'branch') {
      // `variable: "{{said}}"`: a branch names its variable as a template's inside, without the braces.
      const braced = /^\s*\{\{\s*([^{}]+?)\s*\}\}\s*$/.exec(node.variable)?.[1];
      // `variable: "said | digits"`, braced or not: a formatter says a value, a branch compares the value held.
      const { reference, format } = templateParts(braced ?? node.variable);
      const place = { code: ISSUE.unknownVariable, path: ['nodes', id, 'variable'], node: id };
      if (format !== undefined && known.has(variableOf(reference))) {
        issues.push({ ...place, message: issueMessages.formattedBranchVariable(id, node.variable.trim(), reference, format) });
      } else if (braced !== undefined && known.has(variableOf(braced))) {
        issues.push({ ...place, message: issueMessages.bracedBranchVariable(id, node.variable.trim(), braced) });
      } else check(id, ['variable'], node.variable);
    }
  }
  return issues;
}
