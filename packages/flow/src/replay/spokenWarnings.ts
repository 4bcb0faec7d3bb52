// What the runtime warned of in what a caller heard (a blank value said as nothing, one a formatter could not read),
// as warnings of the call: a replay in CI shows "will be ready on ." where `switchboard run` would.
import type { CallEvent } from '../runtime/CallEvent.js';
import type { ReplayIssue } from './ReplayIssue.js';

/**
 * One warning per distinct message of the call's `say` and `set` events' `unformatted` warnings (`value_blank`,
 * `value_not_formatted`), in the order first met; the call file is their file, with no line (the place is the flow's).
 *
 * @example
 * spokenWarnings(call.events, 'calls/order.call.yaml'); // [{ code: 'value_blank', severity: 'warning', … }]
 */
export function spokenWarnings(events: readonly CallEvent[], callFile: string): ReplayIssue[] {
  const seen = new Set<string>();
  const warnings: ReplayIssue[] = [];
  for (const event of events) {
    if (event.type !== 'say' && event.type !== 'set') continue;
    for (const warning of event.unformatted ?? []) {
      // A node said over and over (a menu asked again) warns once.
      if (seen.has(warning.message)) continue;
      seen.add(warning.message);
      warnings.push({ code: warning.code, path: '', severity: 'warning', file: callFile, line: 0, column: 0, message: warning.message });
    }
  }
  return warnings;
}
