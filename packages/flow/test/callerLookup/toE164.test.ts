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
    ...['+266696687', '+86282452253', '+8656696', '+2562533', '+7378742833', '+86 282 452 253'].map(
      (raw) => [`Twilio's withheld stand-in ${raw} is not a caller's number`, raw, undefined, E.callerNumberInvalid] as const,
    ),
  ] as const)('%s', (_name, raw, region, code) => {
    const result = toE164(raw, region);
    expect(result).toMatchObject({ ok: false, code });
    expect(result.ok ? '' : result.message).not.toBe('');
  });

  test('the message names the stand-in, and a real number of the same country is still read', () => {
    expect(toE164('+86282452253')).toMatchObject({ ok: false, message: expect.stringContaining('UNAVAILABLE') });
    expect(toE164('+86 10 6552 9988')).toEqual({ ok: true, e164: '+861065529988' });
  });
});
