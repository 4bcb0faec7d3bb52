// Branch case phrases written as templates (`match: ["{{expected}}"]`): a case's match is fixed text, never a value.
import type { FlowNode } from '../flowTypes.js';
import { ISSUE, issueMessages } from '../messages.js';
import { phraseWords } from '../runtime/branchMatches.js';
import type { PendingIssue } from './readFlowNodes.js';

// `{{` opens a template wherever a template is read; in a match it is only punctuation around the words.
const TEMPLATE_OPEN = '{{';
const TEMPLATE = /\{\{\s*([^{}]*?)\s*\}\}/u;

/**
 * Reports each branch phrase holding `{{…}}`: a branch compares the caller's words with the phrase as written (the
 * braces dropped as punctuation), so `{{expected}}` is taken only by a caller saying "expected", never by the value.
 *
 * @example
 * validateMatchTemplates({ route: { kind: 'branch', id: 'route', variable: 'said', cases: [{ match: ['{{expected}}'], next: 'a' }], otherwise: 'b' } }, ['route']);
 * // [{ code: 'template_in_match', path: ['nodes', 'route', 'cases', 0, 'match', 0], node: 'route', … }]
 */
export function validateMatchTemplates(nodes: Record<string, FlowNode>, order: readonly string[]): PendingIssue[] {
  const issues: PendingIssue[] = [];
  for (const id of order) {
    const node = nodes[id];
    if (node?.kind !== 'branch') continue;
    node.cases.forEach((branchCase, index) => {
      branchCase.match.forEach((phrase, phraseIndex) => {
        if (!phrase.includes(TEMPLATE_OPEN)) return;
        const compared = phraseWords(phrase);
        // A phrase with no word (`{{}}`) is already invalid_field: no answer can match it.
        if (compared === '') return;
        const named = TEMPLATE.exec(phrase)?.[1];
        const message = issueMessages.templateInMatch(id, index, phrase, compared, named === '' ? undefined : named);
        issues.push({ code: ISSUE.templateInMatch, path: ['nodes', id, 'cases', index, 'match', phraseIndex], node: id, message });
      });
    });
  }
  return issues;
}
