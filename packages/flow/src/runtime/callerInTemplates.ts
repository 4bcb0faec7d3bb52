// The caller ID and the number called as templates read them (`{{call.caller}}`, `{{call.called}}`): never a SIP URI's host and port.
import { numberInUri } from '../callerLookup/numberInUri.js';
import { toE164 } from '../callerLookup/toE164.js';

/**
 * What `{{call.caller}}` reads: the caller's number in E.164 when the caller ID holds one (read in `region`, as a
 * `#lookup` argument bound to it is), else a URI's user part (`anonymous`), else the caller ID as written. A carrier's
 * address in a SIP URI is never part of it: it is no thing to say to a caller or send to a model.
 *
 * @example
 * callerInTemplates('sip:+14155552671@10.0.0.1:5060;user=phone'); // '+14155552671'
 * callerInTemplates('sip:anonymous@10.0.0.1'); // 'anonymous'
 * callerInTemplates('Restricted'); // 'Restricted'
 */
export function callerInTemplates(callerId: string, region: string | undefined): string {
  const number = toE164(callerId, region);
  if (number.ok) return number.e164;
  return numberInUri(callerId) ?? callerId;
}

/**
 * What `{{call.called}}` reads: a URI's user part (the number or queue dialled), else the number called as written. It
 * is not made E.164: a short code (`611`) or a queue name is matched and said as text.
 *
 * @example
 * calledInTemplates('sip:+18005550199@198.51.100.7:5060'); // '+18005550199'
 * calledInTemplates('611'); // '611'
 */
export function calledInTemplates(called: string): string {
  return numberInUri(called) ?? called;
}
