// Lookup failures a call file scripts that the call never raised: a warning, since the call still ran.
import type { LookupFailure } from './callScript.js';
import { issueMessage } from './messages.js';
import type { FieldPath, Locate } from './parseCallScript.js';
import type { FailuresRecord } from './replayDependencies.js';
import { fieldPath, type ReplayIssue } from './ReplayIssue.js';

/**
 * A `lookup_failure_unused` warning for each `lookup_failures` entry the call never raised (its tool never called,
 * or not as often as its `call`), naming how often the tool was called: the error edge it was written for was not
 * tested by it.
 *
 * @example
 * unraisedFailures([{ tool: 'lookup_customer', code: 'DOWN', call: 2 }], { calls: new Map([['lookup_customer', 1]]), raised: new Set() }, file, locate)[0]?.message;
 * // 'lookup_failures[0] (lookup_customer, call: 2) never failed a lookup: the call called lookup_customer 1 time, …'
 */
export function unraisedFailures(failures: readonly LookupFailure[], record: FailuresRecord, file: string, locate: Locate): ReplayIssue[] {
  return failures.flatMap((failure, index): ReplayIssue[] => {
    if (record.raised.has(index)) return [];
    const at: FieldPath = ['lookup_failures', index];
    const times = record.calls.get(failure.tool) ?? 0;
    const called = times === 0 ? `never called ${failure.tool}` : `called ${failure.tool} ${times} time${times === 1 ? '' : 's'}`;
    const entry = `${fieldPath(at)} (${failure.tool}${failure.call === undefined ? '' : `, call: ${failure.call}`})`;
    return [{
      code: 'lookup_failure_unused', path: fieldPath(at), severity: 'warning', file, ...locate(at),
      message: issueMessage('lookup_failure_unused', { entry, called }),
    }];
  });
}
