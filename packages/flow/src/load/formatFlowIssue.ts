// A flow issue → one line a person (or an editor's problem matcher) can read: file:line:column [warning] code [node] message.
import { isAbsolute, relative } from 'node:path';
import type { FlowIssue } from '../flowTypes.js';

/**
 * Formats an issue the way compilers do, with the file relative to `cwd` (absolute when outside it); a warning says
 * so before its code.
 *
 * @example
 * formatFlowIssue(issue, process.cwd());
 * // 'flows/care/flow.yaml:12:5 unknown_target [find] node "find" sends "on.error" to "sory", which is not a node; …'
 */
export function formatFlowIssue(issue: FlowIssue, cwd: string): string {
  // Relative to where the command runs when the file is inside it; else as the absolute path, not `../../tmp/x`.
  // A name that is no path (`<stdin>`) is shown as it is.
  const inside = isAbsolute(issue.file) ? relative(cwd, issue.file) : '';
  const file = inside === '' || inside.startsWith('..') || isAbsolute(inside) ? issue.file : inside;
  const place = issue.line === undefined ? file : `${file}:${issue.line}:${issue.column ?? 1}`;
  const node = issue.node === undefined ? '' : ` [${issue.node}]`;
  const warning = issue.severity === 'warning' ? 'warning ' : '';
  return `${place} ${warning}${issue.code}${node} ${issue.message}`;
}
