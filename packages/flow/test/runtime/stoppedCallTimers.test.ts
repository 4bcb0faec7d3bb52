// A call stopped by its host (the caller hung up, Ctrl-C in `switchboard run`) while its lookup or its model is under
// way leaves no timer behind: the lookup's and the model's time limits went on running, up to 5 s and 30 s, after
// the call was over, keeping the process that ran it (the command, a test runner's worker) from exiting.
import { describe, expect, test } from '@jest/globals';
import { startCall, type CallOptions, type ChatModel, type LookupProvider } from '@switchboard/flow';
import { lookupCustomerTool } from './fakeCustomers.js';
import { loadTestFlow } from './flowTestKit.js';

// The process's timers: a test file run before this one in the same worker may leave one that ends during a case, so a
// case holds the count to at most what it was (a timer the call left would add one).
const timers = (): number => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

/** Answers never, and pays no heed to being stopped (a driver's query, an SDK without cancellation). */
const neverAnswers: LookupProvider = { tools: [lookupCustomerTool], call: () => new Promise(() => {}) };
const modelNeverAnswers: ChatModel = { complete: () => new Promise(() => {}) };
/** Calls the lookup tool when it has it: `help_more` in grounded.flow.yaml. */
const modelCallsTool: ChatModel = {
  complete: async (request) => (request.tools.some((tool) => tool.name === 'lookup_customer')
    ? { kind: 'tool_calls', calls: [{ id: 'call_1', name: 'lookup_customer', arguments: { full_name: 'Sean Riley' } }] }
    : { kind: 'text', text: 'Sure.' }),
};
/** Answers the flow's #lookup at once, and never a model's tool call after it. */
function answersOnce(): LookupProvider {
  let asked = 0;
  return { tools: [lookupCustomerTool], call: () => (asked++ === 0 ? { result: 'not_found' } : new Promise(() => {})) };
}

describe('a call stopped mid-turn leaves no timer running', () => {
  test.each([
    ['a #lookup that never answers', 'care.flow.yaml', ['Kaitlyn Meyers'], { documents: { customers: neverAnswers } }],
    ['a model that never answers', 'grounded.flow.yaml', ['Kaitlyn Meyers', 'Who is Sean Riley?'], { documents: { customers: { tools: [lookupCustomerTool], call: () => ({ result: 'not_found' as const }) } }, model: modelNeverAnswers }],
    ['a model\'s tool call that never answers', 'grounded.flow.yaml', ['Kaitlyn Meyers', 'Who is Sean Riley?'], { documents: { customers: answersOnce() }, model: modelCallsTool }],
  ] as const)('%s', async (_case, flowFile, lines, options) => {
    const flow = await loadTestFlow(flowFile);
    const before = timers();
    const call = await startCall(flow, options as CallOptions);
    for (const line of lines.slice(0, -1)) await call.hear(line);
    const heard = call.hear(lines.at(-1)!);
    while (call.status !== 'working') await new Promise<void>((ready) => setImmediate(ready));
    await new Promise<void>((ready) => setImmediate(ready));
    expect(call.status).toBe('working');
    call.stop();
    await heard.catch(() => undefined);
    await new Promise<void>((ready) => setImmediate(ready));
    expect(call.status).toBe('ended');
    expect(timers()).toBeLessThanOrEqual(before);
  });
});
