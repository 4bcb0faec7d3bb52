// How many issues of one kind at one node a report lists: the first few, then one issue counting the rest.
import { issueMessages } from '../messages.js';
import type { PendingIssue } from './readFlowNodes.js';

/** Issues of one code at one node (or about one document) listed one by one; past that, one issue counts the rest. */
export const LISTED_PER_KIND = 20;

/**
 * The issues to list: the first `LISTED_PER_KIND` of each code at each node, in the order given, then one issue per
 * node and code with `more` set to how many were not listed, at the first of those. A node whose text repeats one
 * mistake thousands of times (a pasted page) is then a page of report a person can read, not 150,000 lines.
 *
 * @example
 *   listedIssues(pending) // 20 colon_for_equals at "find", then one: `node "find" has 7980 more colon_for_equals …`
 */
export function listedIssues(issues: readonly PendingIssue[]): PendingIssue[] {
  const seen = new Map<string, number>();
  const listed: PendingIssue[] = [];
  const counters = new Map<string, PendingIssue & { more: number }>();
  for (const issue of issues) {
    const key = `${issue.code}\u0000${subjectOf(issue)}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    if (count <= LISTED_PER_KIND) {
      listed.push(issue);
      continue;
    }
    const counter = counters.get(key);
    if (counter !== undefined) {
      counter.more += 1;
      continue;
    }
    // Placed where the first unlisted one is; its message is written once the count is known.
    const { directive: _restated, ...place } = issue;
    const created = { ...place, more: 1 };
    counters.set(key, created);
    listed.push(created);
  }
  for (const counter of counters.values()) {
    counter.message = issueMessages.moreOfKind(subjectOf(counter), counter.code, counter.more, LISTED_PER_KIND);
  }
  return listed;
}

/** What an issue is about, as a message names it: `node "find"`, `"documents.orders"`, `the flow`. */
function subjectOf(issue: PendingIssue): string {
  if (issue.node !== undefined) return `node "${issue.node}"`;
  const place = issue.path.slice(0, 2).join('.');
  return place === '' ? 'the flow' : `"${place}"`;
}

/**
 * How many problems issues stand for: one each, and an issue counting the unlisted ones of its kind (`more`) that many.
 *
 * @example
 *   countIssues(loaded.issues.filter((issue) => issue.severity === 'error')) // 150000 for 20 listed and one "149980 more"
 */
export function countIssues(issues: readonly { more?: number }[]): number {
  let count = 0;
  for (const issue of issues) count += issue.more ?? 1;
  return count;
}
