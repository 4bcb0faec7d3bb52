// Caller number → E.164 with libphonenumber-js; lenient on purpose (possible, not necessarily assigned, numbers).
import type { CountryCode, PhoneNumber } from 'libphonenumber-js';
import { DEFAULT_REGION } from './CallerLookupConfig.js';
import { CALLER_LOOKUP_ERROR, errorMessages } from './messages.js';
import { numberInUri } from './numberInUri.js';
import { phoneNumbers } from './phoneNumbers.js';

export type E164Result = { ok: true; e164: string } | { ok: false; code: string; message: string };

/**
 * What Twilio sends as the caller number when the caller withheld it: the word spelled on a phone keypad, behind a
 * `+`. Most are too short for their country code and fail to parse anyway, but "UNAVAILABLE" (+86 282 452 253)
 * reads as a possible Chinese number and would be looked up.
 */
const WITHHELD_STAND_INS: ReadonlyMap<string, string> = new Map([
  ['+266696687', 'ANONYMOUS'],
  ['+86282452253', 'UNAVAILABLE'],
  ['+8656696', 'UNKNOWN'],
  ['+2562533', 'BLOCKED'],
  ['+7378742833', 'RESTRICTED'],
]);

/**
 * Normalises a caller number to E.164. Numbers without a country code are read in `region` (default `US`).
 * A number only has to be possible (right length for its country), not assigned: a lookup key needs no more,
 * and test numbers such as +1 555 123 4567 must pass.
 * @example toE164('(415) 555-2671') // { ok: true, e164: '+14155552671' }
 * @example toE164('020 7946 0958', 'GB') // { ok: true, e164: '+442079460958' }
 * @example toE164('anonymous') // { ok: false, code: 'caller_number_invalid', message: '…' }
 * @example toE164('+86282452253') // { ok: false, code: 'caller_number_invalid', message: '… Twilio's stand-in …' }
 */
export function toE164(raw: string, region: string = DEFAULT_REGION): E164Result {
  if (!phoneNumbers().isSupportedCountry(region as CountryCode)) {
    return { ok: false, code: CALLER_LOOKUP_ERROR.regionUnknown, message: errorMessages.regionUnknown(region) };
  }
  if (raw.trim() === '') {
    return { ok: false, code: CALLER_LOOKUP_ERROR.callerNumberMissing, message: errorMessages.callerNumberMissing() };
  }
  // A SIP or tel URI is read by its user part: its host and port are not part of the number.
  const number = numberInUri(raw) ?? percentDecoded(raw);
  const standIn = WITHHELD_STAND_INS.get(number.replace(/[\s().-]/g, ''));
  if (standIn !== undefined) {
    return { ok: false, code: CALLER_LOOKUP_ERROR.callerNumberInvalid, message: errorMessages.callerNumberWithheld(raw, standIn) };
  }
  const parsed = possibleNumber(number, region as CountryCode) ?? possibleNumber(internationalFrom00(number), region as CountryCode);
  if (parsed === undefined) {
    return { ok: false, code: CALLER_LOOKUP_ERROR.callerNumberInvalid, message: errorMessages.callerNumberInvalid(raw, region, isNationalForm(number)) };
  }
  return { ok: true, e164: parsed.number };
}

/**
 * A caller ID still URL-encoded as it was handed on (a webhook's `From=%2B14155552671` read from the raw query):
 * decoded, or as written when it holds no `%XX` or does not decode.
 */
function percentDecoded(text: string): string {
  if (!/%[0-9a-f]{2}/i.test(text)) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function possibleNumber(text: string | null, region: CountryCode): PhoneNumber | undefined {
  if (text === null) return undefined;
  const parsed = phoneNumbers().parsePhoneNumberFromString(text, region);
  if (parsed === undefined || !parsed.isPossible()) return undefined;
  // A North American area code starts 2-9; libphonenumber's "possible" checks length only, so another country's
  // national number read in region US (an Australian mobile, 04 1234 5678) became the impossible +1 041 234 5678.
  return parsed.countryCallingCode === '1' && /^[01]/.test(parsed.nationalNumber) ? undefined : parsed;
}

/** Digits written as a national number (no `+`, no letters, 8 digits or more): its region may be what is wrong. */
function isNationalForm(number: string): boolean {
  return /^[\d\s().-]+$/.test(number) && (number.match(/\d/g) ?? []).length >= 8;
}

/**
 * `00 1 415 555 0123` as `+1 415 555 0123`, or null when it does not start with 00. Carriers and SIP trunks write
 * the international prefix most of the world dials whatever the region; in a region whose prefix is another
 * (US, 011) the number read as a national one is not possible, so it is read this way next.
 */
function internationalFrom00(text: string): string | null {
  const match = /^[\s(]*0[\s.-]*0(?=[\s.()-]*[1-9])/.exec(text);
  return match === null ? null : `+${text.slice(match[0].length)}`;
}
