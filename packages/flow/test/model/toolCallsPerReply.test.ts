// A model reply may ask for any number of tool calls; each is a lookup the caller waits through in silence, one after
// the other. The first MAX_TOOL_CALLS_PER_REPLY run; each call past them is answered with tool_calls_exceeded, which
// the model reads (every call is answered, as chat APIs require), and the call goes on.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR, loadFlow, MAX_TOOL_CALLS_PER_REPLY, ScriptedModel, startCall, type ChatMessage, type LoadedFlow } from '@switchboard/flow';

const document = fileURLToPath(new URL('../../../../flows/customer-care/customers.lookup.json', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'tool-calls-per-reply-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const flowFile = join(folder, 'help.flow.yaml');
writeFileSync(flowFile, `documents:
  customers: ${JSON.stringify(document)}
nodes:
  ask: { kind: collect, text: How can I help?, into: question, next: answer }
  answer: { kind: conversation, text: Answer using the lookup tool., documents: [customers], next: bye, error: sorry }
  sorry: { kind: say, text: Sorry., next: bye }
  bye: { kind: end, text: Goodbye. }
`);

const names = ['Kaitlyn Meyers', 'Sean Riley', 'Zebedee Quux'];
// Loaded once (its document reads and indexes the demo workbook): each test starts its own call on it.
let loaded: LoadedFlow;
beforeAll(async () => { loaded = await loadFlow(flowFile); });

describe('tool calls in one model reply', () => {
  test.each([
    { name: 'as many as the cap all run', asked: MAX_TOOL_CALLS_PER_REPLY, ran: MAX_TOOL_CALLS_PER_REPLY },
    { name: 'one past the cap: the last is answered with an error', asked: MAX_TOOL_CALLS_PER_REPLY + 1, ran: MAX_TOOL_CALLS_PER_REPLY },
    { name: '200 lookups: the first ten run, the rest are answered with an error', asked: 200, ran: MAX_TOOL_CALLS_PER_REPLY },
  ])('$name, and the model then answers the caller', async ({ asked, ran }) => {
    const { flow, documents, issues } = loaded;
    if (!flow) throw new Error(JSON.stringify(issues));
    const toolCalls = Array.from({ length: asked }, (_, index) => ({ name: 'lookup_customer', arguments: { full_name: names[index % names.length]! } }));
    const model = new ScriptedModel([{ toolCalls }, 'I found Caitlin Myers.']);
    const call = await startCall(flow, { documents, model });
    await call.hear('Look everyone up.');

    const events = call.events.filter((event) => event.type === 'tool_call');
    expect(events).toHaveLength(asked);
    expect(events.filter((event) => event.type === 'tool_call' && event.result !== undefined)).toHaveLength(ran);
    const refused = events.slice(ran);
    expect(refused.every((event) => event.type === 'tool_call' && event.error?.code === ERROR.toolCallsExceeded)).toBe(true);
    // The model read one answer per call it made, in order, the refused ones saying what to do.
    const lastRequest = model.requests.at(-1)!.messages;
    const answers = lastRequest.filter((message): message is Extract<ChatMessage, { role: 'tool' }> => message.role === 'tool');
    expect(answers.map((answer) => answer.toolCallId)).toEqual(toolCalls.map((_, index) => `call_1_${index + 1}`));
    if (asked > ran) {
      expect(JSON.parse(answers[ran]!.content)).toEqual({
        error: {
          code: 'tool_calls_exceeded',
          message: `this call to lookup_customer did not run: it is call ${ran + 1} of the ${asked} in your reply, and only the first ${MAX_TOOL_CALLS_PER_REPLY} tool calls of one reply are run (each keeps the caller waiting); read the results of those, then call again for what you still need, at most ${MAX_TOOL_CALLS_PER_REPLY} at a time, the most needed first`,
        },
      });
    }
    expect(call.events.filter((event) => event.type === 'say').map((event) => event.type === 'say' && event.text)).toEqual(['How can I help?', 'I found Caitlin Myers.', 'Goodbye.']);
    expect(call.status).toBe('ended');
  });
});
