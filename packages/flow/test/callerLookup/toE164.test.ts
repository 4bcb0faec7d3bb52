// Caller numbers, however the telephony layer formats them, become E.164 or a coded error.
import { describe, expect, test } from '@jest/globals';
import { CALLER_LOOKUP_ERROR as E, toE164 } from '../../src/callerLookup/index.js';

describe('toE164', () => {
  test.each([
    ['an E.164 number stays as it is', '+14155552671', undefined, '+14155552671'],
    ['spaces and dashes are dropped', '415 555-2671', undefined, '+14155552671'],
    ['brackets and dots are dropped', '(415) 555.2671', undefined, '+14155552671'],
    ['a leading 1 without plus is read as the US country code', '1 415 555 2671', 'US', '+14155552671'],
    ['the spec example +1 555 123 4567 (a test number) is accepted', '+1 555 123 4567', undefined, '+15551234567'],
    ['a national GB number is read in region GB', '020 7946 0958', 'GB', '+442079460958'],
    ['an international number ignores the region', '+44 20 7946 0958', 'US', '+442079460958'],
    ['a 00 international prefix from a GB line is understood', '00 1 415 555 2671', 'GB', '+14155552671'],
    ['a tel: URI is understood', 'tel:+14155552671', undefined, '+14155552671'],
    ['a tel: URI with dashes and an extension is understood', 'tel:+1-415-555-2671;ext=42', undefined, '+14155552671'],
    ['a local tel: URI takes its global phone-context', 'tel:5552671;phone-context=+1415', undefined, '+14155552671'],
    ['a SIP URI is read by its user part', 'sip:+14155552671@carrier.example;user=phone', undefined, '+14155552671'],
    ['a SIP URI at an IP address is read without the address', 'sip:+14155552671@10.0.0.1', undefined, '+14155552671'],
    ['a SIP URI with a port is read without the port', 'sip:+14155552671@carrier.example:5060;user=phone', undefined, '+14155552671'],
    ['a national number in a SIP URI from a trunk\'s IP and port is read in the region', 'sip:4155552671@192.168.100.200:5060', undefined, '+14155552671'],
    ['a SIP user part with telephone parameters is read without them', 'sip:+14155552671;isup-oli=0@carrier.example', undefined, '+14155552671'],
    ['a percent-encoded SIP user part is decoded', 'sips:%2B14155552671@carrier.example', undefined, '+14155552671'],
    ['a From header with a display name is read by its URI', '"Ann Lee" <sip:+14155552671@203.0.113.5>', undefined, '+14155552671'],
    ['a 00 international prefix is understood in a US region (whose own prefix is 011)', '001 415 555 2671', 'US', '+14155552671'],
    ['a 00 international prefix without spaces is understood in a US region', '0014155552671', undefined, '+14155552671'],
    ['an 011 international prefix is understood in a US region', '011 44 20 7946 0958', 'US', '+442079460958'],
  ] as const)('%s', (_name, raw, region, e164) => {
    expect(toE164(raw, region)).toEqual({ ok: true, e164 });
  });

  test.each([
    ['an empty number is missing', '', undefined, E.callerNumberMissing],
    ['a blank number is missing', '   ', undefined, E.callerNumberMissing],
    ['"anonymous" is not a number', 'anonymous', undefined, E.callerNumberInvalid],
    ['"restricted" is not a number', 'restricted', undefined, E.callerNumberInvalid],
    ['two digits are not a number', '12', undefined, E.callerNumberInvalid],
    ['a number too long for its country is not a number', '+1 415 555 2671 999', undefined, E.callerNumberInvalid],
    ['an unknown region is reported as such', '415 555 2671', 'XX', E.regionUnknown],
    ['a short code is not a caller\'s number', '72345', undefined, E.callerNumberInvalid],
    ['a number with letters is not a caller\'s number', '+1415555267a', undefined, E.callerNumberInvalid],
    ['a vanity number is not a caller ID', '1-800-FLOWERS', undefined, E.callerNumberInvalid],
    ['an anonymous SIP caller is not a number', 'sip:anonymous@anonymous.invalid', undefined, E.callerNumberInvalid],
    // Read whole, the host's digits 172 16 254 100 made the possible number +1 721 625 4100: a stranger was looked up.
    ['an anonymous SIP caller at a private IP address is not a number', 'sip:anonymous@172.16.254.100', undefined, E.callerNumberInvalid],
    ['a restricted SIP caller at an IP address is not a number', 'Anonymous <sip:restricted@192.168.15.100>', undefined, E.callerNumberInvalid],
    // The display name is the caller's to write: the header's own address decides.
    ['an anonymous From header whose display name holds a tel: URI is not a number', '"tel:+14155552671" <sip:anonymous@anonymous.invalid>', undefined, E.callerNumberInvalid],
    ['a SIP URI naming a host only carries no number', 'sip:192.168.15.100', undefined, E.callerNumberInvalid],
    ['an extension dialled inside a PBX is not a caller\'s number', 'sip:1000@pbx.example', undefined, E.callerNumberInvalid],
    ['three zeros are no international prefix', '000 415 555 2671', undefined, E.callerNumberInvalid],
    // A North American area code starts 2-9: read in region US, an Australian mobile was the impossible +1 041 234 5678.
    ['another country\'s national mobile is no US number (area code 041)', '04 1234 5678', 'US', E.callerNumberInvalid],
    ['a +1 number whose area code starts with 1 is no number', '+1 141 555 2671', undefined, E.callerNumberInvalid],
    ['a +1 number whose area code starts with 0 is no number, written with its trunk 1', '1 041 234 5678', 'US', E.callerNumberInvalid],
    ...['+266696687', '+86282452253', '+8656696', '+2562533', '+7378742833', '+86 282 452 253', 'sip:+86282452253@203.0.113.5'].map(
      (raw) => [`Twilio's withheld stand-in ${raw} is not a caller's number`, raw, undefined, E.callerNumberInvalid] as const,
    ),
  ] as const)('%s', (_name, raw, region, code) => {
    const result = toE164(raw, region);
    expect(result).toMatchObject({ ok: false, code });
    expect(result.ok ? '' : result.message).not.toBe('');
  });

  test.each([
    ['a national number of another country says to set default_region', '04 1234 5678', 'US', /written without a country code, it was read as a number of US; if the carrier sends national numbers of another country, set caller_lookup\.default_region to that country \(e\.g\. "AU", "GB"\)/],
    ['a GB national number read in region US says so too', '020 7946 0958', 'US', /set caller_lookup\.default_region/],
  ] as const)('%s', (_name, raw, region, message) => {
    const result = toE164(raw, region);
    expect(result.ok ? '' : result.message).toMatch(message);
  });

  test.each([
    ['"anonymous"', 'anonymous'],
    ['a short code', '72345'],
    ['an international number', '+1 141 555 2671'],
  ] as const)('%s is not told to set default_region: the region is not its problem', (_name, raw) => {
    const result = toE164(raw, 'US');
    expect(result.ok ? '' : result.message).not.toContain('default_region');
  });

  test('the message names the stand-in, and a real number of the same country is still read', () => {
    expect(toE164('+86282452253')).toMatchObject({ ok: false, message: expect.stringContaining('UNAVAILABLE') });
    expect(toE164('+86 10 6552 9988')).toEqual({ ok: true, e164: '+861065529988' });
  });
});
