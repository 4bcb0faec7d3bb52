// A problem in a call file, reported as data with the file and the line it is on.

export interface ReplayIssue {
  code: string;
  /** The field concerned, e.g. `expect.path[2]`; empty for the whole file. */
  path: string;
  message: string;
  file: string;
  /** 1-based; 0 when the problem has no place in the file (e.g. the file cannot be read). */
  line: number;
  column: number;
  /** A likely mistake the call still runs with (`turn_split_at_comma`, `model_replies_unused`); absent for a problem that stops the call. */
  severity?: 'warning';
}

/**
 * One issue on one line, the way compilers print them.
 *
 * @example
 * formatIssue(issue); // 'calls/x.call.yaml:12:5 unknown_node expect.path[2]: node "confrim" is not in flow ...'
 */
export function formatIssue(issue: ReplayIssue): string {
  const place = issue.line > 0 ? `${issue.file}:${issue.line}:${issue.column}` : issue.file;
  const field = issue.path === '' ? '' : ` ${issue.path}`;
  return `${place} ${issue.severity === 'warning' ? 'warning ' : ''}${issue.code}${field}: ${issue.message}`;
}

/**
 * Renders a field path the way a user would write it.
 *
 * @example
 * fieldPath(['expect', 'lookups', 1, 'outcome']); // 'expect.lookups[1].outcome'
 */
export function fieldPath(path: readonly (string | number)[]): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`)).join('');
}
