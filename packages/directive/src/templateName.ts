/** The inside of a `{{...}}` template: a flow variable path, or a field of the call context under `call.`. */
import { directiveIssue } from './messages.js';
import type { Binding, CallContextName, DirectiveIssue } from './types.js';

/** `{{call.<field>}}` → the context binding it reads; `call.id` is the call id. */
// A Map, not an object: `{{call.constructor}}` must not find Object.prototype.
export const CALL_CONTEXT_FIELDS: ReadonlyMap<string, CallContextName> = new Map<string, CallContextName>([
  ['caller', 'caller'],
  ['called', 'called'],
  ['id', 'call_id'],
  ['started_at', 'started_at'],
]);

// Fields weighed and declined (docs/decisions.md, "Call context"): the error says so, and what to write instead.
const DECLINED_CALL_FIELDS: ReadonlyMap<string, string> = new Map([
  [
    'caller_raw',
    ' That field was weighed and declined (docs/decisions.md, "Call context"): use `{{call.caller}}`, the caller\'s number in E.164; ' +
      'the caller ID as the carrier sent it holds a SIP URI\'s host, port and parameters, nothing to say to a caller or give a model, ' +
      'and stays in the call context of the API, the saved call and the log.',
  ],
]);

const callFieldList = [...CALL_CONTEXT_FIELDS.keys()]
  .map((field) => `{{call.${field}}}`)
  .join(', ');

// Segments may hold inner spaces and dashes because matched rows are stored under their column headers ("Full Name").
const segmentPattern = /^[\p{L}\p{N}_](?:[\p{L}\p{N}_ -]*[\p{L}\p{N}_-])?$/u;
// A later segment may start with spaces: a header holding a dot and a space (`Acct. No`) is read with them, `{{cust.Acct. No}}`.
const laterSegmentPattern = /^ *[\p{L}\p{N}_](?:[\p{L}\p{N}_ -]*[\p{L}\p{N}_-])?$/u;
const firstSegmentPattern = /^[\p{L}_]/u;
// What a template name cannot hold: the marks of a header such as `Phone #`, `Amount ($)`, `Owner's Name`.
const marks = /[^\p{L}\p{N}_ -]+/gu;

/**
 * Can a column header be named in a template as it is written? `Full Name`, `Acct. No` and `D.O.B` can; `Phone #`,
 * `Amount ($)` and `Acct No.` cannot, and a template names them without their marks (`{{customer.Amount}}`).
 *
 * @example
 * columnNamedAsWritten('Acct. No'); // true
 * columnNamedAsWritten('Phone #'); // false
 */
export function columnNamedAsWritten(header: string): boolean {
  return header.split('.').every((segment) => laterSegmentPattern.test(segment));
}

/**
 * A name whose fields after the variable hold marks (`acct.Amount ($)`, `cust.Acct No.`) as it is written without them
 * (`acct.Amount`, `cust.Acct No`), which reads the column; undefined when that is no valid name either.
 */
function withoutMarks(segments: readonly string[]): string | undefined {
  const [variable = '', ...fields] = segments;
  if (!segmentPattern.test(variable) || !firstSegmentPattern.test(variable)) return undefined;
  const kept = fieldsWithoutMarks(fields);
  return kept === undefined ? undefined : [variable, ...kept].join('.');
}

/** Fields with their marks left out, or undefined when what is left names no field. */
function fieldsWithoutMarks(fields: readonly string[]): string[] | undefined {
  // An apostrophe joins its word's letters (`Owner's` is `Owners`); other marks part words.
  const kept = fields.map((field) => field.replace(/['\u2019\u02bc]/g, '').replace(marks, ' ').replace(/ {2,}/g, ' ').trim());
  // A header ending in a dot (`Acct No.`) leaves an empty last field; an empty one elsewhere (`customer..City`) is no header.
  if (kept.at(-1) === '' && fields.at(-1) === '') kept.pop();
  return kept.length === 0 || !kept.every((field) => segmentPattern.test(field)) ? undefined : kept;
}

/**
 * How a template names a column: as written where it can (`Full Name`, `Acct. No`), else without its marks
 * (`Amount ($)` as `Amount`, `Owner's Name` as `Owners Name`); undefined when no template can name it.
 *
 * @example
 * columnAsWritten('Amount ($)'); // 'Amount'
 * columnAsWritten('Full Name'); // 'Full Name'
 */
export function columnAsWritten(header: string): string | undefined {
  if (columnNamedAsWritten(header)) return header;
  return fieldsWithoutMarks(header.split('.'))?.join('.');
}

export type TemplateNameOutcome =
  | { ok: true; name: string; binding: Binding }
  | { ok: false; issue: DirectiveIssue };

/**
 * Read the inside of a template whose `{{` sits at (line, column).
 * @example templateName(' customer.City ', 1, 10) // { ok: true, name: 'customer.City', binding: { kind: 'variable', name: 'customer.City' } }
 */
export function templateName(inner: string, line: number, column: number): TemplateNameOutcome {
  const name = inner.trim();
  const nameColumn = column + 2 + (inner.length - inner.trimStart().length);
  if (name === '') {
    return { ok: false, issue: directiveIssue('empty_template', line, column, { found: `{{${inner}}}`, fields: callFieldList }) };
  }
  const segments = name.split('.');
  if (segments[0] === 'call') {
    const field = segments.length === 2 ? CALL_CONTEXT_FIELDS.get(segments[1] ?? '') : undefined;
    if (field === undefined) {
      const fieldColumn = segments.length > 1 ? nameColumn + 'call.'.length : nameColumn;
      return { ok: false, issue: directiveIssue('unknown_call_field', line, fieldColumn, {
        found: name,
        fields: callFieldList,
        declined: (segments.length === 2 ? DECLINED_CALL_FIELDS.get(segments[1] ?? '') : undefined) ?? '',
      }) };
    }
    return { ok: true, name, binding: { kind: 'context', name: field } };
  }
  const valid = firstSegmentPattern.test(name) && segments.every((segment, index) => (index === 0 ? segmentPattern : laterSegmentPattern).test(segment));
  if (!valid) {
    // `{{{caller_name}}`: opened with a brace too many, whose fix is plain (the closing side is extra_closing_brace).
    const opened = /^\{+/.exec(name)?.[0].length ?? 0;
    const meant = name.slice(opened);
    const unmarked = opened === 0 ? withoutMarks(segments) : undefined;
    const fix = opened > 0 && templateName(meant, line, column).ok
      ? `it is opened with ${opened === 1 ? 'a brace' : `${opened} braces`} too many, so write \`{{${meant}}}\`; otherwise `
      : unmarked !== undefined ? `a column whose header holds such marks is named without them, so write \`{{${unmarked}}}\` (a column named so but for case comes first); otherwise ` : '';
    return { ok: false, issue: directiveIssue('invalid_template_name', line, nameColumn, { found: name, fix }) };
  }
  return { ok: true, name, binding: { kind: 'variable', name } };
}
