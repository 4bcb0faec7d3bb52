// A call the host stops (the caller hung up, the line dropped) is over: it listens no more, and a lookup it was
// waiting for when it was stopped does not make it a crash.
import { describe, expect, test } from '@jest/globals';
import { ERROR, startCall, type LookupProvider } from '@switchboard/flow';
import { lookupCustomerTool } from './fakeCustomers.js';
import { loadTestFlow } from './flowTestKit.js';

/** A document whose lookup answers when the test lets it. */
function heldCustomers(): LookupProvider & { answer: () => void } {
  let answer = () => undefined as void;
  return {
    tools: [lookupCustomerTool],
    call: () => new Promise((resolve) => { answer = () => resolve({ result: 'not_found' }); }),
    answer: () => answer(),
  };
}

describe('a call stopped by its host', () => {
  test('while it listens is over: it hears nothing more, and says so with a code', async () => {
    const flow = await loadTestFlow('care.flow.yaml');
    const call = await startCall(flow, { documents: { customers: heldCustomers() } });
    expect(call.status).toBe('listening');
    call.stop();
    expect(call.status).toBe('ended');
    await expect(call.hear('Kaitlyn Meyers')).rejects.toMatchObject({ code: ERROR.notListening });
    expect(call.events.some((event) => event.type === 'hear')).toBe(false);
    expect(call.error).toBeNull();
  });

  test('while its lookup is in flight is over, not crashed, and the lookup answering later changes nothing', async () => {
    const flow = await loadTestFlow('care.flow.yaml');
    const customers = heldCustomers();
    const call = await startCall(flow, { documents: { customers } });
    const heard = call.hear('Kaitlyn Meyers');
    await new Promise<void>((ready) => setImmediate(ready));
    expect(call.status).toBe('working');
    call.stop();
    await heard;
    customers.answer();
    await new Promise<void>((ready) => setImmediate(ready));
    expect(call.status).toBe('ended');
    expect(call.error).toBeNull();
    expect(call.events.some((event) => event.type === 'lookup')).toBe(false);
  });

  test('after it ended of itself keeps the way it ended', async () => {
    const flow = await loadTestFlow('care.flow.yaml');
    const call = await startCall(flow, { documents: { customers: { tools: [lookupCustomerTool], call: () => ({ result: 'not_found' }) } } });
    await call.hear('Zebedee Quux');
    await call.hear('yes please');
    expect(call.status).toBe('transferred');
    call.stop();
    expect(call.status).toBe('transferred');
  });
});
