// `{{call.caller}}` in what is said, sent to the model, branched on or transferred to: the caller's number, never the carrier's address.
import { describe, expect, test } from '@jest/globals';
import { loadFlowText, ScriptedModel, startCall } from '@switchboard/flow';
import { said } from './flowTestKit.js';

async function flowOf(yaml: string) {
  const { flow, issues } = await loadFlowText(yaml, '/tmp/caller-in-templates.flow.yaml');
  if (!flow) throw new Error(JSON.stringify(issues));
  return flow;
}

const SAY_CALLER = 'nodes:\n  a: { kind: end, text: "You are calling from {{call.caller}}." }\n';

describe('{{call.caller}} in a say node', () => {
  test.each([
    { name: 'a SIP URI is said as its number, without the carrier host and port', caller: 'sip:+14155552671@10.0.0.1:5060;user=phone', says: 'You are calling from +14155552671.' },
    { name: 'a From header is said as its number', caller: '"Ann Lee" <sip:+442079460958@pbx.example.com>', says: 'You are calling from +442079460958.' },
    { name: 'a tel URI is said as its number', caller: 'tel:+1-415-555-2671', says: 'You are calling from +14155552671.' },
    { name: 'a national number is said in E.164 (region US)', caller: '(415) 555-2671', says: 'You are calling from +14155552671.' },
    { name: 'an E.164 number is said as it is', caller: '+15551234567', says: 'You are calling from +15551234567.' },
    { name: 'a withheld caller in a SIP URI is said by its user part, not the host', caller: 'sip:anonymous@10.0.0.1', says: 'You are calling from anonymous.' },
    { name: 'a caller ID that is no number and no URI is said as written', caller: 'Restricted', says: 'You are calling from Restricted.' },
    { name: 'a SIP URI naming a host only says nothing of the host', caller: 'sip:carrier.example', says: 'You are calling from .' },
    { name: 'no caller ID says nothing', caller: '', says: 'You are calling from .' },
  ])('$name', async ({ caller, says }) => {
    const call = await startCall(await flowOf(SAY_CALLER), { context: { caller } });
    expect(said(call)).toEqual([says]);
  });

  test("a national number is read in caller_lookup's default_region", async () => {
    const flow = await flowOf(`caller_lookup: { url: "http://127.0.0.1:8080/clients", default_region: GB }\n${SAY_CALLER}`);
    const call = await startCall(flow, { context: { caller: '020 7946 0958' } });
    expect(said(call)).toEqual(['You are calling from +442079460958.']);
  });
});

describe('{{call.called}} in a say node', () => {
  test.each([
    { name: 'a SIP URI is said as its user part, without the carrier host and port', called: 'sip:+18005550199@198.51.100.7:5060;transport=udp', says: 'You called +18005550199.' },
    { name: 'a SIP URI naming a queue is said as the queue', called: 'sip:support@pbx.example.com', says: 'You called support.' },
    { name: 'a short code is said as written, not made a number', called: '611', says: 'You called 611.' },
    { name: 'a queue name is said as written', called: 'billing-queue', says: 'You called billing-queue.' },
  ])('$name', async ({ called, says }) => {
    const call = await startCall(await flowOf('nodes:\n  a: { kind: end, text: "You called {{call.called}}." }\n'), { context: { called } });
    expect(said(call)).toEqual([says]);
  });
});

describe('{{call.caller}} elsewhere', () => {
  test('the model reads the number, not the carrier address', async () => {
    const flow = await flowOf('nodes:\n  chat: { kind: conversation, text: "The caller is {{call.caller}}.", next: bye }\n  bye: { kind: end }\n');
    const model = new ScriptedModel(['Hello.']);
    await startCall(flow, { model, context: { caller: 'sip:+14155552671@10.0.0.1:5060' } });
    expect(model.requests[0]?.messages[0]).toEqual({ role: 'system', content: 'The caller is +14155552671.' });
  });

  test('a transfer to the caller goes to the number', async () => {
    const flow = await flowOf('nodes:\n  back: { kind: transfer, to: "{{call.caller}}" }\n');
    const call = await startCall(flow, { context: { caller: 'sip:+14155552671@10.0.0.1:5060' } });
    expect(call.events.at(-1)).toEqual({ type: 'transfer', node: 'back', to: '+14155552671' });
  });

  test('a branch on call.caller compares the number', async () => {
    const flow = await flowOf([
      'nodes:',
      '  route: { kind: branch, variable: call.caller, cases: [{ match: "+14155552671", next: known }], otherwise: other }',
      '  known: { kind: end, text: Known. }',
      '  other: { kind: end, text: Other. }',
    ].join('\n'));
    const call = await startCall(flow, { context: { caller: 'tel:+1-415-555-2671' } });
    expect(said(call)).toEqual(['Known.']);
  });

  test('the call context keeps the caller ID as the telephony side gave it', async () => {
    const call = await startCall(await flowOf(SAY_CALLER), { context: { caller: 'sip:+14155552671@10.0.0.1:5060;user=phone' } });
    expect(call.call.caller).toBe('sip:+14155552671@10.0.0.1:5060;user=phone');
  });
});
