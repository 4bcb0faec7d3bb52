// A host written in JavaScript may hand hear() something other than text (keypad digits as a number, nothing at
// all): the call refuses that turn with invalid_turn and keeps listening, where it used to crash, and the process
// with it (xstate rethrew the error with nobody to catch it).
import { describe, expect, test } from '@jest/globals';
import { FlowError, startCall } from '@switchboard/flow';
import { fakeCustomers } from './fakeCustomers.js';
import { loadTestFlow, said } from './flowTestKit.js';

describe('a turn that is not text', () => {
  test.each([
    { name: 'keypad digits as a number', turn: 12345 as unknown, shown: 'a number (12345)' },
    { name: 'nothing (undefined)', turn: undefined as unknown, shown: 'undefined' },
    { name: 'null', turn: null as unknown, shown: 'null' },
    { name: 'an object', turn: { text: 'Kaitlyn Meyers' } as unknown, shown: 'an object' },
  ])('$name is refused with invalid_turn; the call keeps listening and hears the next turn', async ({ turn, shown }) => {
    const flow = await loadTestFlow('care.flow.yaml');
    const call = await startCall(flow, { documents: { customers: fakeCustomers() }, context: { caller: '+15550100123' } });
    const refused = await call.hear(turn as string).then(() => null, (error: unknown) => error);
    expect(refused).toBeInstanceOf(FlowError);
    expect(refused).toMatchObject({ code: 'invalid_turn', message: expect.stringContaining(shown) });
    expect((refused as Error).message).toContain('String(');
    expect((refused as Error).message).toContain('keys pressed on the keypad go to press("1")');
    expect(call.status).toBe('listening');
    expect(call.error).toBeNull();
    await call.hear('Kaitlyn Meyers');
    expect(said(call)).toContain('I found your account, Caitlin Myers, account A1001 in Springfield.');
    expect(call.status).toBe('ended');
  });
});

describe('a call context field that is not text', () => {
  test.each([
    { name: 'a caller ID as a number', context: { caller: 15550100123 }, says: 'context.caller is a number (15550100123)' },
    { name: 'a number called as an object', context: { called: { number: '611' } }, says: 'context.called is an object' },
  ])('$name is refused when the call starts, with invalid_call_context, naming the field', async ({ context, says }) => {
    const flow = await loadTestFlow('care.flow.yaml');
    // @ts-expect-error A context from JSON or JavaScript may hold anything: the runtime refuses what the type does not allow.
    const refused = await startCall(flow, { documents: { customers: fakeCustomers() }, context }).then(() => null, (error: unknown) => error);
    expect(refused).toBeInstanceOf(FlowError);
    expect(refused).toMatchObject({ code: 'invalid_call_context', message: expect.stringContaining(says) });
    expect((refused as Error).message).toContain('as text');
  });

  test('a field given as null or left out is filled in as before', async () => {
    const flow = await loadTestFlow('care.flow.yaml');
    // @ts-expect-error A caller ID of null (no caller ID, as a telephony webhook's JSON says it) is not a string the type allows.
    const call = await startCall(flow, { documents: { customers: fakeCustomers() }, context: { caller: null, called: undefined } });
    expect(call.call.caller).toBe('');
    expect(call.status).toBe('listening');
  });
});
