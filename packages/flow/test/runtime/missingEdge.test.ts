// A flow handed to the runtime without loadFlow's checks, with an edge missing or leading to no node: the call is not
// started (flow_invalid, naming the node and the edge), where a branch without `otherwise` or a say node without `next`
// spun the process until it ran out of memory.
import { describe, expect, test } from '@jest/globals';
import { ERROR, FlowError, ScriptedModel, startCall, type Flow, type FlowNode } from '@switchboard/flow';

/** A flow as plain data, never validated: what an API user could hand the runtime (a field left out, as JSON may). */
function unvalidatedFlow(start: string, nodes: unknown[]): Flow {
  return { name: 'edges', file: '/tmp/edges.flow.yaml', digest: 'x', start, documents: {}, nodes: Object.fromEntries((nodes as FlowNode[]).map((node) => [node.id, node])), callerLookup: null };
}

const ask = { kind: 'collect', id: 'ask', text: 'Yes or no?', into: 'answer', next: 'route' };
const bye = { kind: 'end', id: 'bye', text: 'Goodbye.' };

describe('a flow whose edge is missing or leads nowhere is not run', () => {
  test.each([
    {
      name: 'a branch without otherwise',
      flow: unvalidatedFlow('ask', [ask, { kind: 'branch', id: 'route', variable: 'answer', cases: [{ match: ['yes'], next: 'bye' }] }, bye]),
      says: 'node "route" (branch) has no "otherwise"',
    },
    {
      name: 'a say node without next',
      flow: unvalidatedFlow('hello', [{ kind: 'say', id: 'hello', text: 'Hello.' }, bye]),
      says: 'node "hello" (say) has no "next"',
    },
    {
      name: "a case's next naming no node",
      flow: unvalidatedFlow('ask', [ask, { kind: 'branch', id: 'route', variable: 'answer', cases: [{ match: ['yes'], next: 'gone' }], otherwise: 'bye' }, bye]),
      says: 'node "route" (branch) has "cases[0].next": "gone", which is no node of the flow',
    },
    {
      name: 'a lookup without its error edge',
      flow: unvalidatedFlow('find', [{ kind: 'lookup', id: 'find', text: '#lookup lookup_customer full_name=Bob', into: 'customer', on: { confident: 'bye', ambiguous: 'bye', not_found: 'bye' } }, bye]),
      says: 'node "find" (lookup) has no "on.error"',
    },
    {
      name: 'a start naming no node',
      flow: unvalidatedFlow('greet', [bye]),
      says: '"start" is "greet", which is no node of the flow',
    },
  ])('$name: flow_invalid, naming it', async ({ flow, says }) => {
    const started = startCall(flow);
    await expect(started).rejects.toBeInstanceOf(FlowError);
    await expect(started).rejects.toMatchObject({ code: ERROR.flowInvalid, message: expect.stringContaining(says) });
    await expect(started).rejects.toMatchObject({ message: expect.stringContaining('loadFlow') });
  });

  test('a conversation node without its optional error edge still runs', async () => {
    const flow = unvalidatedFlow('help', [{ kind: 'conversation', id: 'help', text: 'Help.', documents: [], maxToolRounds: 3, next: 'bye' }, bye]);
    const call = await startCall(flow, { model: new ScriptedModel([{ text: 'Hello.' }]) });
    expect(call.status).toBe('ended');
  });
});
