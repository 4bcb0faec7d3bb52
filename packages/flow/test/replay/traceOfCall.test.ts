import { expect, test } from '@jest/globals';
import type { CallEvent } from '../../src/runtime/CallEvent.js';
import { traceOfCall, type StepMark, type TraceEvent } from '../../src/replay/index.js';

const say = (node: string, text = node): CallEvent => ({ type: 'say', node, text });
const hear = (node: string, text: string): CallEvent => ({ type: 'hear', node, text });
const listen = (node: string): CallEvent => ({ type: 'listen', node, variable: 'v' });
const lookup = (node: string, outcome: 'confident' | 'ambiguous'): CallEvent => ({ type: 'lookup', node, tool: 'lookup_customer', args: {}, outcome });

/** A compact view: `>node` an entry, `say:node`, `hear:text`, `lookup:node=outcome`, each with its turn. */
function compact(events: TraceEvent[]): string[] {
  return events.map((event) => {
    switch (event.kind) {
      case 'enter': return `${event.turn} >${event.node}`;
      case 'say': return `${event.turn} say:${event.node}`;
      case 'hear': return `${event.turn} hear:${event.text}`;
      case 'lookup': return `${event.turn} lookup:${event.node}=${event.outcome}`;
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
])('%s', (_title, events, path, marks, expected) => {
  expect(compact(traceOfCall(events, path, marks, {}, 'ended', path.at(-1) ?? null).events)).toEqual(expected);
});
