// Why a `#lookup` took its error edge, as a reader of the call's log wants it: the code the flow stored, in the
// provider's words.
import { errorMessages } from '../messages.js';
import type { CallEvent, ErrorInfo } from './CallEvent.js';

/**
 * A failed lookup's code and message as a flow author reads them: the code the node stored in `<into>_error`
 * (`ARGUMENT_MISSING`, `SOURCE_UNAVAILABLE` rather than the `lookup_failed` wrapping it; the event's own code in a log
 * written before `storedError`) and the provider's words, without the wrapper's "lookup … at node … failed: ".
 * Undefined for a lookup that did not fail.
 *
 * @example
 * lookupFailureOf(event); // { code: 'ARGUMENT_MISSING', message: 'Tool "lookup_customer" needs the argument "full_name" …' }
 */
export function lookupFailureOf(event: Extract<CallEvent, { type: 'lookup' }>): ErrorInfo | undefined {
  if (!event.error) return undefined;
  const wrapper = errorMessages.lookupFailed(event.node, event.tool, '');
  const message = event.error.message.startsWith(wrapper) ? event.error.message.slice(wrapper.length) : event.error.message;
  return { code: event.storedError ?? event.error.code, message };
}
