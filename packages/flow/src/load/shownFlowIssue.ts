// A flow issue as the commands show it: its file, and that file in its message, by the shortest honest name from a folder.
import type { FlowIssue } from '../flowTypes.js';
import { isAbsolute } from 'node:path';
import { shownFile } from '../shownFile.js';

/**
 * The issue with `file` by its shortest honest name from `cwd` (`shownFile`), and the message naming it the same way, so
 * a script reading `validate --json` can open the file from where it ran, as a person reading the text can.
 *
 * @example
 * shownFlowIssue({ code: 'flow_unreadable', file: '/home/ann/flows/nope.yaml', message: 'cannot read flow file /home/ann/flows/nope.yaml: …', … }, '/home/ann/flows')
 * // { code: 'flow_unreadable', file: 'nope.yaml', message: 'cannot read flow file nope.yaml: …', … }
 */
export function shownFlowIssue(issue: FlowIssue, cwd: string): FlowIssue {
  const file = shownFile(issue.file, cwd);
  if (file === issue.file || !isAbsolute(issue.file)) return issue;
  // A path that extends the file's own (`…/care/flow.yaml` for the folder `…/care`) is shortened with it, the rest of the
  // path being the same either way.
  return { ...issue, file, message: issue.message.replaceAll(issue.file, file) };
}
