// Every `{{reference | formatter}}` names a formatter, one the flow can apply, where a value is said.
import { templateReferences } from '@switchboard/directive';
import type { FlowFormats, FlowNode } from '../flowTypes.js';
import { ISSUE, issueMessages } from '../messages.js';
import { FORMATTER_NAMES, FORMATTER_OTHER_NAMES, isFormatter } from '../template/format/formatters.js';
import type { PendingIssue } from './readFlowNodes.js';
import { templatesOf } from './validateVariables.js';

/**
 * The problems of the formatters in a flow's templates, each at its place in the text: an unknown one
 * (`unknown_formatter`, with did-you-mean and the names other voice platforms use), one in a transfer's `to`, which is
 * dialled rather than said (`formatter_not_said`), and `| money` in a flow whose `formats` names no currency
 * (`currency_not_set`: an amount is never said in a currency guessed).
 *
 * @example
 * validateFormatters({ hi: { kind: 'say', id: 'hi', text: 'Account {{id | digit}}', next: 'bye' } }, ['hi'], undefined);
 * // [{ code: 'unknown_formatter', message: 'node "hi" says {{id | digit}}, but "digit" is no formatter (did you mean "digits"? …' }]
 */
export function validateFormatters(nodes: Record<string, FlowNode>, order: readonly string[], formats: FlowFormats | undefined): PendingIssue[] {
  const issues: PendingIssue[] = [];
  for (const id of order) {
    const node = nodes[id];
    if (node === undefined) continue;
    for (const { field, place, text } of templatesOf(node)) {
      for (const reference of templateReferences(text).refs) {
        if (reference.format === undefined) continue;
        const template = `${reference.name} |${reference.format.name === '' ? '' : ` ${reference.format.name}`}`;
        const at = { path: ['nodes', id, ...place], node: id, within: { line: reference.format.line, column: reference.format.column } };
        if (field === 'to') issues.push({ code: ISSUE.formatterNotSaid, ...at, message: issueMessages.formatterNotSaid(id, template, reference.name, field) });
        else if (!isFormatter(reference.format.name)) {
          const otherName = FORMATTER_OTHER_NAMES.get(reference.format.name.toLowerCase());
          issues.push({ code: ISSUE.unknownFormatter, ...at, message: issueMessages.unknownFormatter(id, template, reference.format.name, FORMATTER_NAMES, otherName) });
        } else if (reference.format.name === 'money' && formats?.currency === undefined) {
          issues.push({ code: ISSUE.currencyNotSet, ...at, message: issueMessages.currencyNotSet(id, template) });
        }
      }
    }
  }
  return issues;
}
