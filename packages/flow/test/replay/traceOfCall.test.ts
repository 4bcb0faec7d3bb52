import { expect, test } from '@jest/globals';
import type { CallEvent } from '../../src/runtime/CallEvent.js';
import { traceOfCall, type StepMark, type TraceEvent } from '../../src/replay/index.js';

const say = (node: string, text = node): CallEvent => ({ type: 'say', node, text });
const hear = (node: string, text: string): CallEvent => ({ type: 'hear', node, text });
const listen = (node: string): CallEvent => ({ type: 'listen', node, variable: 'v' });
const lookup = (node: string, outcome: 'confident' | 'ambiguous'): CallEvent => ({ type: 'lookup', node, tool: 'lookup_customer', args: {}, outcome });
const request = (node: string): CallEvent => ({ type: 'model_request', node, messages: [], tools: [] });
const toolReply = (node: string): CallEvent => ({ type: 'model_reply', node, reply: { kind: 'tool_calls', calls: [{ id: 'c', name: 'lookup_customer', arguments: {} }] } });
const toolCall = (node: string): CallEvent => ({ type: 'tool_call', node, tool: 'lookup_customer', args: {}, result: { result: 'not_found' } });
const modelError = (node: string, code: string): CallEvent => ({ type: 'model_error', node, error: { code, message: code } });

/** A compact view: `>node` an entry, `say:node`, `hear:text`, `lookup:node=outcome`, each with its turn. */
function compact(events: TraceEvent[]): string[] {
  return events.map((event) => {
    switch (event.kind) {
      case 'enter': return `${event.turn} >${event.node}`;
      case 'say': return `${event.turn} say:${event.node}`;
      case 'hear': return `${event.turn} hear:${event.text}`;
      case 'lookup': return `${event.turn} lookup:${event.node}=${event.outcome}`;
      case 'branch': return `${event.turn} branch:${event.node}->${event.next}`;
      case 'model_error': return `${event.turn} stop:${event.node}@${event.round}=${event.code}`;
      case 'tries_used': return `${event.turn} tries_used:${event.node}->${event.next}`;
    }
  });
}

test.each<[string, CallEvent[], string[], StepMark[], string[]]>([
  ['each node is entered just before what it says, by turn',
    [say('greet'), say('ask'), listen('ask'), hear('ask', 'Sean'), lookup('find', 'confident'), say('bye')],
    ['greet', 'ask', 'find', 'bye'],
    [{ events: 3, path: 2 }, { events: 6, path: 4 }],
    ['0 >greet', '0 say:greet', '0 >ask', '0 say:ask', '1 hear:Sean', '1 >find', '1 lookup:find=confident', '1 >bye', '1 say:bye']],
  ['a node that logs nothing sits between its neighbours',
    [listen('ask'), hear('ask', 'yes'), say('transfer')],
    ['ask', 'branch', 'transfer'],
    [{ events: 1, path: 1 }, { events: 3, path: 3 }],
    ['0 >ask', '1 hear:yes', '1 >branch', '1 >transfer', '1 say:transfer']],
  ['a node visited twice in a step is entered twice, in order',
    [say('a'), say('b'), say('a'), listen('a')],
    ['a', 'b', 'a'],
    [{ events: 4, path: 3 }],
    ['0 >a', '0 say:a', '0 >b', '0 say:b', '0 >a', '0 say:a']],
  ['trailing nodes without events are still entered',
    [lookup('find', 'ambiguous')],
    ['find', 'decide', 'end'],
    [{ events: 1, path: 3 }],
    ['0 >find', '0 lookup:find=ambiguous', '0 >decide', '0 >end']],
  ['a model turn that stopped is kept with the round of its turn it stopped at, counting that turn\'s requests only',
    [request('help'), { type: 'model_reply', node: 'help', reply: { kind: 'text', text: 'Hi' } }, say('help', 'Hi'), listen('ask'), hear('ask', 'Sean'),
      request('help'), toolReply('help'), toolCall('help'), request('help'), modelError('help', 'model_script_exhausted'), say('sorry')],
    ['help', 'ask', 'help', 'sorry'],
    [{ events: 4, path: 2 }, { events: 11, path: 4 }],
    ['0 >help', '0 say:help', '0 >ask', '1 hear:Sean', '1 >help', '1 stop:help@2=model_script_exhausted', '1 >sorry', '1 say:sorry']],
  ['a model turn that stopped before its first request is at round 0',
    [modelError('help', 'model_not_configured')],
    ['help'],
    [{ events: 1, path: 1 }],
    ['0 >help', '0 stop:help@0=model_not_configured']],
])('%s', (_title, events, path, marks, expected) => {
  expect(compact(traceOfCall(events, path, marks, {}, 'ended', path.at(-1) ?? null).events)).toEqual(expected);
});
