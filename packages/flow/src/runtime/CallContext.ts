// Facts about the call itself, set by the runtime when the call starts; the model can never change them.
import { randomUUID } from 'node:crypto';

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
 * Fills what the telephony side did not supply: a fresh call id and the current time.
 *
 * @example
 * newCallContext({ caller: '+15551234567' }); // { caller: '+15551234567', called: '', call_id: '…', started_at: '2026-…' }
 */
export function newCallContext(given: Partial<CallContext> = {}): CallContext {
  return {
    caller: given.caller ?? '',
    called: given.called ?? '',
    call_id: given.call_id ?? randomUUID(),
    started_at: given.started_at ?? new Date().toISOString(),
  };
}
