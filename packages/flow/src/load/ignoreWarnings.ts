// A node's `ignore` list: the warnings its author has judged fine at that node are silenced; errors never are.
import { DIRECTIVE_ISSUES } from '@switchboard/directive';
import { CALLER_LOOKUP_ISSUE } from '../callerLookup/messages.js';
import { ISSUE, issueMessages } from '../messages.js';
import type { PendingIssue } from './readFlowNodes.js';

/** The warnings a node may ignore: those `validate` reports at a node. */
export const IGNORABLE_WARNINGS: readonly string[] = [ISSUE.literalNamesVariable, ISSUE.maybeUnsetVariable, ISSUE.branchOnCopiedRecord, ISSUE.shadowedPhrase, ISSUE.quotedTemplate, ISSUE.noWayToEnd, 'extra_closing_brace', 'invisible_character', ISSUE.intoReplacesArgument, ISSUE.triesRestartOnRetry];

/** Warnings reported about something other than a node, which no node's `ignore` can reach. */
const WARNINGS_OFF_NODES: readonly string[] = [ISSUE.documentWarning];

/** Every code a flow's issues can carry: the flow's own, the directive parser's and the caller lookup block's. */
export const ISSUE_CODES: readonly string[] = [...new Set([...Object.values(ISSUE), ...Object.keys(DIRECTIVE_ISSUES), ...Object.values(CALLER_LOOKUP_ISSUE)])].sort();

const IGNORE_CODES: readonly string[] = [ISSUE.unknownIssueCode, ISSUE.cannotIgnore, ISSUE.unusedIgnore];

/**
 * Splits the issues into those kept and the warnings silenced by their node's `ignore`, adding an issue for each
 * listed code that is no code (`unknown_issue_code`, with did-you-mean), an error or a warning no node has
 * (`cannot_ignore`), and, when the flow has no other error (so that every check ran), a warning for each listed
 * warning that silenced nothing at its node (`unused_ignore`).
 *
 * @example
 * ignoreWarnings(issues, { hand_over: [{ code: 'maybe_unset_variable', index: 0 }] });
 * // { kept: [...], silenced: [{ code: 'maybe_unset_variable', node: 'hand_over', severity: 'warning', ... }] }
 */
export function ignoreWarnings(
  issues: readonly PendingIssue[], ignores: Readonly<Record<string, readonly { code: string; index: number }[]>>,
): { kept: PendingIssue[]; silenced: PendingIssue[] } {
  const listProblems: PendingIssue[] = [];
  const ignoredAt = new Map<string, Set<string>>();
  for (const [node, codes] of Object.entries(ignores)) {
    for (const { code, index } of codes) {
      const path = ['nodes', node, 'ignore', index];
      if (IGNORABLE_WARNINGS.includes(code)) {
        ignoredAt.set(node, (ignoredAt.get(node) ?? new Set()).add(code));
      } else if (!ISSUE_CODES.includes(code)) {
        listProblems.push({ code: ISSUE.unknownIssueCode, path, node, message: issueMessages.unknownIssueCode(node, code, ISSUE_CODES, IGNORABLE_WARNINGS) });
      } else {
        const message = WARNINGS_OFF_NODES.includes(code) ? issueMessages.ignoreDocumentWarning(node, code)
          : code === ISSUE.unusedIgnore ? issueMessages.ignoreUnusedIgnore(node)
            : issueMessages.ignoreError(node, code);
        listProblems.push({ code: ISSUE.cannotIgnore, path, node, message });
      }
    }
  }
  const kept: PendingIssue[] = [];
  const silenced: PendingIssue[] = [];
  const used = new Set<string>();
  for (const issue of issues) {
    const ignored = issue.severity === 'warning' && issue.node !== undefined && ignoredAt.get(issue.node)?.has(issue.code) === true;
    if (!ignored) {
      kept.push(issue);
      continue;
    }
    silenced.push(issue);
    used.add(`${issue.node ?? ''} ${issue.code}`);
  }
  // With an error elsewhere some checks did not run (no documents, no start): a warning missing then proves nothing.
  const checked = !issues.some((issue) => (issue.severity ?? 'error') === 'error' && !IGNORE_CODES.includes(issue.code));
  if (checked) {
    for (const [node, codes] of Object.entries(ignores)) {
      for (const { code, index } of codes) {
        if (!IGNORABLE_WARNINGS.includes(code) || used.has(`${node} ${code}`)) continue;
        // Said once per code and node, however often it is listed.
        used.add(`${node} ${code}`);
        kept.push({ code: ISSUE.unusedIgnore, severity: 'warning', path: ['nodes', node, 'ignore', index], node, message: issueMessages.unusedIgnore(node, code) });
      }
    }
  }
  return { kept: [...kept, ...listProblems], silenced };
}
