// Facts about the call itself, set by the runtime when the call starts; the model can never change them.
import { randomUUID } from 'node:crypto';
import { FlowError } from '../FlowError.js';
import { ERROR, errorMessages } from '../messages.js';
import { shownValue } from './shownValue.js';

/** Readable in templates as `{{call.caller}}`, `{{call.called}}`, `{{call.id}}` (the `call_id`), `{{call.started_at}}`. */
export interface CallContext {
  /** The caller ID as the telephony side gave it (`+15551234567`, a SIP URI, …); `{{call.caller}}` reads its number in E.164. */
  caller: string;
  /** The number the caller dialled. */
  called: string;
  call_id: string;
  /** ISO 8601 time the call started. */
  started_at: string;
}

/**
 * Fills what the telephony side did not supply: a fresh call id and the current time. A field that is there but not
 * text (a caller ID as a number, from a host in JavaScript) is refused with `invalid_call_context`: inside the call it
 * crashed the first template or lookup that read it.
 *
 * @example
 * newCallContext({ caller: '+15551234567' }); // { caller: '+15551234567', called: '', call_id: '…', started_at: '2026-…' }
 */
export function newCallContext(given: Partial<CallContext> = {}): CallContext {
  for (const field of ['caller', 'called', 'call_id', 'started_at'] as const) {
    const value: unknown = given[field];
    if (value !== undefined && value !== null && typeof value !== 'string') throw new FlowError(ERROR.invalidCallContext, errorMessages.invalidCallContext(field, shownValue(value)));
  }
  return {
    caller: given.caller ?? '',
    called: given.called ?? '',
    call_id: given.call_id ?? randomUUID(),
    started_at: given.started_at ?? new Date().toISOString(),
  };
}
