// #lookup arguments bound to the caller's number ({{call.caller}}) → E.164, so a document lookup by number matches however the carrier wrote it;
// bound to the number dialled ({{call.called}}) → what `{{call.called}}` reads, never a SIP URI's carrier host.
import type { LookupDirective } from '@switchboard/directive';
import { DEFAULT_REGION } from '../callerLookup/CallerLookupConfig.js';
import { toE164 } from '../callerLookup/toE164.js';
import { calledInTemplates, callerInTemplates } from '../runtime/callerInTemplates.js';

/**
 * The call-context fields read as phone numbers. Only the caller: `called` may hold a queue or short code that a
 * flow matches as text, and the call id and start time are not numbers at all.
 */
const PHONE_FIELDS: ReadonlySet<string> = new Set(['caller']);

export type CallContextArguments =
  | { ok: true; args: Record<string, string> }
  /**
   * `field` is the call-context field (`caller`); `message` says what is wrong with the number. `args` are the arguments
   * as the templates read them (the refused one as `{{call.caller}}` reads it), for the log and `{{…_heard}}`: never sent.
   */
  | { ok: false; args: Record<string, string>; param: string; field: string; code: string; message: string };

/**
 * Why a lookup node did not call its tool: names the node, the argument and the call field, then the number's problem.
 *
 * @example
 * refusedLookupMessage('find', 'find_booking_by_phone', 'phone', 'caller', 'The caller number is empty …');
 * // 'lookup find_booking_by_phone at node "find" was not called: phone={{call.caller}} is not a phone number. The caller number is empty …'
 */
export function refusedLookupMessage(node: string, tool: string, param: string, field: string, detail: string): string {
  return `lookup ${tool} at node "${node}" was not called: ${param}={{call.${field}}} is not a phone number. ${detail}`;
}

/**
 * Rewrites the arguments a directive binds to `{{call.caller}}` to E.164. A number that
 * cannot be read is refused (the node takes its `error` edge) rather than sent to the document as text.
 * An argument bound to `{{call.called}}` gets what the template reads: a URI's user part, anything else as written.
 *
 * @example
 * normaliseCallContextArguments(directive, { phone: 'tel:+1-555-010-0123' }, 'US'); // { ok: true, args: { phone: '+15550100123' } }
 * normaliseCallContextArguments(directive, { phone: 'sip:anonymous@10.0.0.1' }, 'US'); // { ok: false, args: { phone: 'anonymous' }, param: 'phone', code: 'caller_number_invalid', … }
 * normaliseCallContextArguments(directive, { line: 'sip:+18005550199@198.51.100.7:5060' }, 'US'); // { ok: true, args: { line: '+18005550199' } }
 */
export function normaliseCallContextArguments(
  directive: LookupDirective, args: Record<string, string>, region: string = DEFAULT_REGION,
): CallContextArguments {
  const normalised = { ...args };
  let refused: { param: string; field: string; code: string; message: string } | undefined;
  for (const argument of directive.args) {
    if (argument.binding.kind !== 'context') continue;
    // The carrier's host and port are no part of the number or queue dialled (`{{call.called}}` reads the same).
    if (argument.binding.name === 'called') normalised[argument.param] = calledInTemplates(args[argument.param] ?? '');
    if (!PHONE_FIELDS.has(argument.binding.name)) continue;
    const raw = args[argument.param] ?? '';
    const number = toE164(raw, region);
    if (number.ok) {
      normalised[argument.param] = number.e164;
      continue;
    }
    // Every argument is still read as the templates read it, so a refused call logs no SIP URI whole (host, port).
    normalised[argument.param] = callerInTemplates(raw, region);
    refused ??= { param: argument.param, field: argument.binding.name, code: number.code, message: number.message };
  }
  return refused ? { ok: false, args: normalised, ...refused } : { ok: true, args: normalised };
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
