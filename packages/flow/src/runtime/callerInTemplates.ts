// The caller ID as templates read it (`{{call.caller}}`): the number in E.164, never a SIP URI's host and port.
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
