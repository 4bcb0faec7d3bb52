// #lookup arguments bound to the call's phone numbers ({{call.caller}}, {{call.called}}) → E.164, so a document lookup by number matches however the carrier wrote it.
import type { LookupDirective } from '@switchboard/directive';
import { DEFAULT_REGION } from '../callerLookup/CallerLookupConfig.js';
import { toE164 } from '../callerLookup/toE164.js';

/** The call-context fields that hold phone numbers; the others (call id, start time) pass through as they are. */
const PHONE_FIELDS: ReadonlySet<string> = new Set(['caller', 'called']);

export type CallContextArguments =
  | { ok: true; args: Record<string, string> }
  | { ok: false; param: string; code: string; message: string };

/**
 * Rewrites the arguments a directive binds to `{{call.caller}}` or `{{call.called}}` to E.164. A number that
 * cannot be read is refused (the node takes its `error` edge) rather than sent to the document as text.
 *
 * @example
 * normaliseCallContextArguments(directive, { phone: 'tel:+1-555-010-0123' }, 'US'); // { ok: true, args: { phone: '+15550100123' } }
 * normaliseCallContextArguments(directive, { phone: 'anonymous' }, 'US'); // { ok: false, param: 'phone', code: 'caller_number_invalid', … }
 */
export function normaliseCallContextArguments(
  directive: LookupDirective, args: Record<string, string>, region: string = DEFAULT_REGION,
): CallContextArguments {
  const normalised = { ...args };
  for (const argument of directive.args) {
    if (argument.binding.kind !== 'context' || !PHONE_FIELDS.has(argument.binding.name)) continue;
    const number = toE164(args[argument.param] ?? '', region);
    if (!number.ok) return { ok: false, param: argument.param, code: number.code, message: number.message };
    normalised[argument.param] = number.e164;
  }
  return { ok: true, args: normalised };
}

/** Thrown by a lookup node whose call-context phone number cannot be read: the lookup is never called. */
export class CallNumberError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'CallNumberError';
    this.code = code;
  }
}
