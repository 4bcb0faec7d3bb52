// A flow issue → one line a person (or an editor's problem matcher) can read: file:line:column [warning] code [node] message.
import { INVISIBLE_CHARACTER_NOTE, shownInvisible } from '@switchboard/directive';
import type { FlowIssue } from '../flowTypes.js';
import { shownFlowIssue } from './shownFlowIssue.js';
import { escapedControls } from '../printable.js';

/**
 * Formats an issue the way compilers do, with the file by its shortest honest name from `cwd` (`shownFile`), in its place
 * and in its message (`shownFlowIssue`, as `validate --json` names them); a warning says so before its code. The line is
 * one line whatever the flow's text holds: a line break is written `\\n`, other control characters as their \\u escapes
 * (`printable`), so a problem matcher reads one issue per line and a flow cannot drive the terminal; a character that
 * shows as nothing is written `<U+200B>`, with a note.
 *
 * @example
 * formatFlowIssue(issue, process.cwd());
 * // 'flows/care/flow.yaml:12:5 unknown_target [find] node "find" sends "on.error" to "sory", which is not a node; …'
 */
export function formatFlowIssue(issue: FlowIssue, cwd: string): string {
  // The shortest honest name: `care/flow.yaml`, `../flow.yaml`, `/tmp/x/flow.yaml` (not `../../tmp/x/flow.yaml`).
  const { file, message } = shownFlowIssue(issue, cwd);
  const place = issue.line === undefined ? file : `${file}:${issue.line}:${issue.column ?? 1}`;
  const node = issue.node === undefined ? '' : ` [${issue.node}]`;
  const warning = issue.severity === 'warning' ? 'warning ' : '';
  // A name holding a character that shows as nothing (`next: "bye\u200b"`) is shown with it, else "bye" would seem no node.
  // (After its controls and direction overrides are written as their \u escapes, as printable writes them.)
  const line = escapedControls(`${place} ${warning}${issue.code}${node} ${message}`);
  const shown = shownInvisible(line);
  return (shown === line ? line : `${shown} ${INVISIBLE_CHARACTER_NOTE}`).replaceAll('\n', '\\n');
}
