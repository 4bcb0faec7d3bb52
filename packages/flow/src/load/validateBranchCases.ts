// Branch cases a caller's words can never reach: a phrase that holds an earlier case's phrase ("not sure" after "sure").
import type { FlowNode } from '../flowTypes.js';
import { ISSUE, issueMessages } from '../messages.js';
import { matchedPhrase, phraseWords } from '../runtime/branchMatches.js';
import type { PendingIssue } from './readFlowNodes.js';

/**
 * Warns of each branch phrase that holds, as whole words, a phrase of an earlier case: cases are tried in order, so
 * whatever holds the later phrase holds the earlier one too and takes the earlier case (`not sure` after `sure`,
 * `not found` after `found`, the same word in two cases).
 *
 * @example
 * validateBranchCases({ ask: { kind: 'branch', id: 'ask', variable: 'said', cases: [{ match: ['sure'], next: 'a' }, { match: ['not sure'], next: 'b' }], otherwise: 'c' } }, ['ask']);
 * // [{ code: 'shadowed_phrase', severity: 'warning', path: ['nodes', 'ask', 'cases', 1, 'match', 0], … }]
 */
export function validateBranchCases(nodes: Record<string, FlowNode>, order: readonly string[]): PendingIssue[] {
  const issues: PendingIssue[] = [];
  for (const id of order) {
    const node = nodes[id];
    if (node?.kind !== 'branch') continue;
    const cases = node.cases.map((branchCase) => branchCase.match.map((phrase) => phraseWords(phrase)));
    cases.forEach((phrases, index) => {
      phrases.forEach((phrase, phraseIndex) => {
        // A caller saying the phrase as written: the case the branch gives that answer is the one it takes. So a
        // hyphen keeps its words one, as the branch keeps them (an answer "no-one" holds no `no`).
        const written = node.cases[index]!.match[phraseIndex] ?? phrase;
        for (let earlier = 0; earlier < index; earlier++) {
          const earlierPhrases = node.cases[earlier]!.match;
          const held = matchedPhrase(written, earlierPhrases);
          if (held === undefined) continue;
          const heldIndex = earlierPhrases.indexOf(held);
          // Named as written (`one`, not the `1` it is compared as); a phrase equal to the earlier one cannot be moved before it.
          const earlierWritten = held;
          const message = phrase === cases[earlier]![heldIndex]
            ? issueMessages.samePhrase(id, written, index, earlierWritten, earlier, node.cases[earlier]!.next)
            : issueMessages.shadowedPhrase(id, written, index, earlierWritten, earlier, node.cases[earlier]!.next);
          issues.push({ code: ISSUE.shadowedPhrase, severity: 'warning', path: ['nodes', id, 'cases', index, 'match', phraseIndex], node: id, message });
          break;
        }
      });
    });
  }
  return issues;
}
