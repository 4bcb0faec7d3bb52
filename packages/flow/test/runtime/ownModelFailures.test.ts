// A ChatModel of the API user's own (an adapter for another vendor's SDK) may throw anything, or never answer. The node
// takes its error edge with a stable code saying what to fix: never the code "error" and "undefined", never a caller
// held in silence for ever (a model with a timeout of its own, OpenAIChatModel, is given that time and a second).
import { describe, expect, test } from '@jest/globals';
import { ERROR, loadFlowText, OpenAIChatModel, startCall, type ChatModel } from '@switchboard/flow';

const flowText = `nodes:
  ask: { kind: collect, text: How can I help?, into: question, next: answer }
  answer: { kind: conversation, text: Answer the caller., next: bye, error: sorry }
  sorry: { kind: say, text: "Sorry, something went wrong.", next: bye }
  bye: { kind: end, text: Goodbye. }
`;

async function playOneTurn(model: ChatModel, modelTimeoutMs?: number) {
  const { flow, issues } = await loadFlowText(flowText, '/virtual/own-model.flow.yaml');
  if (!flow) throw new Error(JSON.stringify(issues));
  const call = await startCall(flow, { model, ...(modelTimeoutMs === undefined ? {} : { modelTimeoutMs }) });
  await call.hear('When are you open?');
  return call;
}

const nothingSaid = 'which says nothing of what went wrong: have its complete() throw an Error whose message names the cause';

describe('a ChatModel of your own that fails', () => {
  test.each([
    { name: 'rejects with an Error', model: { complete: async () => { throw new Error('vendor SDK: quota exceeded'); } }, message: 'the model failed at node "answer": vendor SDK: quota exceeded' },
    { name: 'throws before returning a promise', model: { complete: () => { throw new Error('not signed in'); } }, message: 'the model failed at node "answer": not signed in' },
    { name: 'rejects with text', model: { complete: async () => { throw 'overloaded'; } }, message: 'the model failed at node "answer": overloaded' },
    { name: 'rejects with undefined', model: { complete: async () => { throw undefined; } }, message: `the model failed at node "answer": the ChatModel threw undefined, ${nothingSaid}` },
    { name: 'rejects with an Error with no message', model: { complete: async () => { throw new Error(''); } }, message: `the model failed at node "answer": the ChatModel threw an error with no message, ${nothingSaid}` },
  ])('one that $name is model_failed, and the node takes its error edge', async ({ model, message }) => {
    const call = await playOneTurn(model as ChatModel);
    expect(call.events.filter((event) => event.type === 'model_error')).toEqual([{ type: 'model_error', node: 'answer', error: { code: ERROR.modelFailed, message } }]);
    expect(call.path).toEqual(['ask', 'answer', 'sorry', 'bye']);
  });

  test('a thrown error with a code of its own keeps it', async () => {
    const failure = Object.assign(new Error('rate limited'), { code: 'vendor_rate_limited' });
    const call = await playOneTurn({ complete: async () => { throw failure; } });
    expect(call.events.find((event) => event.type === 'model_error')).toMatchObject({ error: { code: 'vendor_rate_limited', message: 'rate limited' } });
  });

  test('one that never answers is model_timeout past modelTimeoutMs, its request aborted, and the node takes its error edge', async () => {
    let aborted = false;
    const model: ChatModel = { complete: (_request, options) => new Promise(() => { options?.signal?.addEventListener('abort', () => { aborted = true; }); }) };
    const call = await playOneTurn(model, 20);
    expect(call.events.filter((event) => event.type === 'model_error')).toEqual([{
      type: 'model_error',
      node: 'answer',
      error: { code: ERROR.modelTimeout, message: 'the model at node "answer" gave no reply within 20 ms, so the caller was not kept waiting longer: have the ChatModel answer or fail within that time, or give it longer with modelTimeoutMs where the call is started' },
    }]);
    expect(aborted).toBe(true);
    expect(call.status).toBe('ended');
  });

  test('OpenAIChatModel says how long its requests may take, so the call waits that long for its own error', () => {
    expect(new OpenAIChatModel({ baseUrl: 'http://127.0.0.1:8080', model: 'm', timeoutMs: 45000 }).timeoutMs).toBe(45000);
    expect(new OpenAIChatModel({ baseUrl: 'http://127.0.0.1:8080', model: 'm' }).timeoutMs).toBe(30000);
  });
});
