// `#lookup … phone={{call.caller}}` on a local document: the number is read as E.164 before matching, and a number
// that cannot be read takes the error edge without the document ever being asked.
import { describe, expect, test } from '@jest/globals';
import { loadDocument } from '@switchboard/matcher';
import { fileURLToPath } from 'node:url';
import { loadFlowText, startCall, type Flow, type LookupProvider } from '@switchboard/flow';

const bookings = fileURLToPath(new URL('./fixtures/bookings.lookup.json', import.meta.url));

/** The real matcher document, counting the calls that reach it. */
async function countedBookings(): Promise<{ provider: LookupProvider; calls: Record<string, string>[] }> {
  const document = await loadDocument(bookings);
  const calls: Record<string, string>[] = [];
  return {
    calls,
    provider: { tools: document.tools, call: (tool, args) => { calls.push(args); return document.call(tool, args); } },
  };
}

/** A flow keyed on the caller's number; `region` sets the caller lookup's default_region (its url is never called here). */
async function bookingFlow(region?: string, field = 'caller', url = 'http://crm.invalid/unused'): Promise<{ flow: Flow; documents: Record<string, LookupProvider>; calls: Record<string, string>[] }> {
  const counted = await countedBookings();
  const callerLookup = region === undefined ? '' : `caller_lookup: { url: "${url}", default_region: ${region} }\n`;
  const text = `${callerLookup}documents:
  bookings: ${JSON.stringify(bookings)}
nodes:
  find:
    kind: lookup
    text: "#lookup find_booking_by_phone phone={{call.${field}}}"
    into: booking
    on: { confident: hello, ambiguous: sorry, not_found: sorry, error: sorry }
  hello: { kind: end, text: "Hello {{booking.Name}}." }
  sorry: { kind: end, text: I could not find your booking. }
`;
  const { flow, documents, issues } = await loadFlowText(text, '/virtual/bookings.flow.yaml', { loadDocument: async () => counted.provider });
  if (!flow) throw new Error(JSON.stringify(issues));
  return { flow, documents, calls: counted.calls };
}

describe('a #lookup bound to {{call.caller}} matches the caller however the number was written', () => {
  test.each([
    { name: 'a SIP-style tel: number finds the booking written +1 555-010-0123', caller: 'tel:+1-555-010-0123', region: undefined, sent: '+15550100123', who: 'Maria Lopez' },
    { name: 'a national US number (default region US) finds it too', caller: '5550100123', region: undefined, sent: '+15550100123', who: 'Maria Lopez' },
    { name: 'a UK national number finds +44 20 7946 0958 when the default region is GB', caller: '020 7946 0958', region: 'GB', sent: '+442079460958', who: 'Hugh Grant' },
    { name: 'a SIP trunk\'s caller ID at an IP address and port finds it by the URI\'s user part', caller: 'sip:+15550100123@10.0.0.1:5060;user=phone', region: undefined, sent: '+15550100123', who: 'Maria Lopez' },
  ])('$name', async ({ caller, region, sent, who }) => {
    const { flow, documents, calls } = await bookingFlow(region);
    const call = await startCall(flow, { documents, context: { caller } });
    expect(calls).toEqual([{ phone: sent }]);
    expect(call.events.find((event) => event.type === 'lookup')).toMatchObject({ node: 'find', args: { phone: sent }, outcome: 'confident' });
    expect(call.path).toEqual(['find', 'hello']);
    expect(call.variables.booking).toMatchObject({ Name: who });
  });

  test('a caller lookup turned off (an empty url) still reads the number in its default_region: a flow of local documents only', async () => {
    const { flow, documents, calls } = await bookingFlow('GB', 'caller', '');
    expect(flow.callerLookup).toEqual({ url: '', default_region: 'GB' });
    const call = await startCall(flow, { documents, context: { caller: '020 7946 0958' } });
    expect(calls).toEqual([{ phone: '+442079460958' }]);
    expect(call.path).toEqual(['find', 'hello']);
    expect(call.variables.booking).toMatchObject({ Name: 'Hugh Grant' });
  });

  test('the document alone reads the UK national form too (a trunk 0 for +44), and still tells another number apart', async () => {
    // The test above checks the runtime's E.164 step by the argument it sends (`calls`); the matcher, since it reads a
    // national number's trunk 0 for a country code that dials one (docs/accuracy.md, step 2), finds the booking from
    // the national form as well, and a number a digit away still finds nobody.
    const { provider } = await countedBookings();
    expect(await provider.call('find_booking_by_phone', { phone: '020 7946 0958' })).toMatchObject({ result: 'confident', row: { Name: 'Hugh Grant' } });
    expect(await provider.call('find_booking_by_phone', { phone: '020 7946 0959' })).toEqual({ result: 'not_found' });
  });

  test.each([
    { name: 'a withheld number ("anonymous") takes the error edge without a lookup', caller: 'anonymous', code: 'caller_number_invalid' },
    { name: 'an empty caller ID takes the error edge without a lookup', caller: '', code: 'caller_number_missing' },
    { name: 'a number too short to be a phone number takes the error edge without a lookup', caller: '12', code: 'caller_number_invalid' },
    { name: 'an anonymous SIP caller at a private address takes the error edge without a lookup', caller: 'sip:anonymous@192.168.15.100', code: 'caller_number_invalid' },
  ])('$name', async ({ caller, code }) => {
    const { flow, documents, calls } = await bookingFlow();
    const call = await startCall(flow, { documents, context: { caller } });
    expect(calls).toEqual([]);
    expect(call.path).toEqual(['find', 'sorry']);
    expect(call.variables.booking_outcome).toBe('error');
    const lookup = call.events.find((event) => event.type === 'lookup');
    expect(lookup).toMatchObject({ outcome: 'error', error: { code } });
    expect(lookup?.type === 'lookup' ? lookup.error?.message : '').toContain('node "find"');
  });

});

// The number dialled is read as `{{call.called}}` reads it: a URI by its user part, anything else as written (never
// made E.164, never refused: a short code or a queue name is no phone number, and a flow matches it as text).
describe('a #lookup bound to {{call.called}} gets the number or queue dialled, never a SIP URI\'s carrier host', () => {
  test.each([
    { name: 'a SIP URI at the carrier\'s address and port is looked up by its user part', called: 'sip:+15550100123@198.51.100.7:5060;user=phone', sent: '+15550100123', outcome: 'confident' },
    { name: 'a percent-encoded sips: URI is looked up by its decoded user part', called: 'sips:%2B15550100123@trunk.example.net', sent: '+15550100123', outcome: 'confident' },
    { name: 'a tel: URI is looked up without its parameters', called: 'tel:+1-555-010-0123;ext=7', sent: '+1-555-010-0123', outcome: 'confident' },
    { name: 'a queue dialled as a SIP URI is looked up by its name', called: 'sip:front-desk@pbx.example.com', sent: 'front-desk', outcome: 'not_found' },
    { name: 'a queue name is passed as it is', called: 'front-desk', sent: 'front-desk', outcome: 'not_found' },
    { name: 'a short code is passed as it is, not refused as a phone number', called: '611', sent: '611', outcome: 'not_found' },
  ])('$name', async ({ called, sent, outcome }) => {
    const { flow, documents, calls } = await bookingFlow(undefined, 'called');
    const call = await startCall(flow, { documents, context: { caller: '+15550100123', called } });
    expect(calls).toEqual([{ phone: sent }]);
    expect(call.events.find((event) => event.type === 'lookup')).toMatchObject({ node: 'find', args: { phone: sent }, outcome });
  });
});

// A refused caller number stops the lookup, but what the log and `{{…_heard}}` show of every argument is still what
// the templates read: never the carrier's host and port of a SIP URI, which `_heard` would say to the caller.
describe('a #lookup refused for its caller number shows its arguments as the templates read them', () => {
  const lines = fileURLToPath(new URL('./fixtures/lines.lookup.json', import.meta.url));
  const linesFlow = `documents:
  lines: ${JSON.stringify(lines)}
nodes:
  find:
    kind: lookup
    text: "#lookup find_caller_on_line phone={{call.caller}} line={{call.called}}"
    into: who
    on: { confident: hello, ambiguous: sorry, not_found: sorry, error: sorry }
  hello: { kind: end, text: "Hello {{who.Name}}." }
  sorry: { kind: end, text: "Sorry, I could not find {{who_heard.phone}} on {{who_heard.line}}." }
`;
  test.each([
    {
      name: 'an anonymous SIP caller on a SIP line: the log shows "anonymous" and the number dialled, no carrier address',
      caller: 'sip:anonymous@10.0.0.1:5060', called: 'sip:+18005550199@198.51.100.7:5060;user=phone',
      args: { phone: 'anonymous', line: '+18005550199' }, said: 'Sorry, I could not find anonymous on +18005550199.',
    },
    {
      name: 'a withheld caller ID written as text on a queue URI: both as the templates read them',
      caller: 'Restricted', called: 'sip:front-desk@pbx.example.com:5061',
      args: { phone: 'Restricted', line: 'front-desk' }, said: 'Sorry, I could not find Restricted on front-desk.',
    },
    {
      name: 'a known caller on a SIP line is looked up and logged by both numbers',
      caller: 'sip:+15550100123@10.0.0.1:5060', called: 'sip:+18005550199@198.51.100.7:5060',
      args: { phone: '+15550100123', line: '+18005550199' }, said: 'Hello Maria Lopez.',
    },
  ])('$name', async ({ caller, called, args, said }) => {
    const { flow, documents, issues } = await loadFlowText(linesFlow, '/virtual/lines.flow.yaml');
    if (!flow) throw new Error(JSON.stringify(issues));
    const call = await startCall(flow, { documents, context: { caller, called } });
    expect(call.events.find((event) => event.type === 'lookup')).toMatchObject({ node: 'find', args });
    expect(call.variables.who_heard).toEqual(args);
    expect(call.events.filter((event) => event.type === 'say').map((event) => (event.type === 'say' ? event.text : ''))).toEqual([said]);
  });
});
