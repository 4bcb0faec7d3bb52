// A flow issue → one line a person (or an editor's problem matcher) can read: file:line:column [warning] code [node] message.
import type { FlowIssue } from '../flowTypes.js';
import { isAbsolute } from 'node:path';
import { shownFile } from '../shownFile.js';

/**
 * Formats an issue the way compilers do, with the file by its shortest honest name from `cwd` (`shownFile`), in its place
 * and in its message; a warning says so before its code. (`--json` keeps the issue as data: its absolute file and message.)
 *
 * @example
 * formatFlowIssue(issue, process.cwd());
 * // 'flows/care/flow.yaml:12:5 unknown_target [find] node "find" sends "on.error" to "sory", which is not a node; …'
 */
export function formatFlowIssue(issue: FlowIssue, cwd: string): string {
  // The shortest honest name: `care/flow.yaml`, `../flow.yaml`, `/tmp/x/flow.yaml` (not `../../tmp/x/flow.yaml`).
  const file = shownFile(issue.file, cwd);
  const place = issue.line === undefined ? file : `${file}:${issue.line}:${issue.column ?? 1}`;
  const node = issue.node === undefined ? '' : ` [${issue.node}]`;
  const warning = issue.severity === 'warning' ? 'warning ' : '';
  // The message names the file as the place does (`cannot read flow file nope.yaml`): a path that extends the file's own
  // (`…/care/flow.yaml` for the folder `…/care`) is shortened with it, the rest of the path being the same either way.
  const message = file === issue.file || !isAbsolute(issue.file) ? issue.message : issue.message.replaceAll(issue.file, file);
  return `${place} ${warning}${issue.code}${node} ${message}`;
}
