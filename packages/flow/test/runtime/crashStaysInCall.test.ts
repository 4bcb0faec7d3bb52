// A node the runtime cannot run (a flow handed to it by hand, shapes loadFlow would refuse) fails that call with
// call_crashed; the error never reaches the host process, which answers other calls. XState rethrows an actor's error
// globally when nothing observes it, which killed the process after the call was said to have failed.
import { expect, test } from '@jest/globals';
import { startCall, type Flow, type FlowNode } from '@switchboard/flow';

function unvalidatedFlow(nodes: unknown[]): Flow {
  return { name: 'shapes', file: '/tmp/shapes.flow.yaml', digest: 'x', start: 'ask', documents: {}, nodes: Object.fromEntries((nodes as FlowNode[]).map((node) => [node.id, node])), callerLookup: null };
}

const ask = { kind: 'collect', id: 'ask', text: 'Yes or no?', into: 'answer', next: 'route' };
const bye = { kind: 'end', id: 'bye', text: 'Goodbye.' };

test.each([
  ['a case whose match is a text, not a list', { kind: 'branch', id: 'route', variable: 'answer', cases: [{ match: 'yes', next: 'bye' }], otherwise: 'bye' }],
  ['a branch without its variable', { kind: 'branch', id: 'route', cases: [{ match: ['yes'], next: 'bye' }], otherwise: 'bye' }],
  ['a set node without values', { kind: 'set', id: 'route', next: 'bye' }],
])('%s: the call fails with call_crashed and nothing is thrown outside it', async (_name, route) => {
  const uncaught: unknown[] = [];
  const listener = (error: unknown): void => { uncaught.push(error); };
  process.on('uncaughtException', listener);
  try {
    const call = await startCall(unvalidatedFlow([ask, route, bye]));
    await call.hear('yes');
    // XState rethrows on a timer: give it one.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(call.status).toBe('failed');
    expect(call.error?.code).toBe('call_crashed');
    expect(uncaught).toEqual([]);
  } finally {
    process.off('uncaughtException', listener);
  }
});
