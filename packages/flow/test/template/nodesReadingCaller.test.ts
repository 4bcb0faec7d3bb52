// Which nodes read the caller's number, for `switchboard run` to warn when the call has none: every way a flow reads it.
import { expect, test } from '@jest/globals';
import { nodesReadingCaller, type Flow } from '@switchboard/flow';

const nodes: Flow['nodes'] = {
  greet: { kind: 'say', id: 'greet', text: 'Hi {{ call.caller }}.', next: 'ask' },
  ask: { kind: 'collect', id: 'ask', text: 'Your name?', into: 'name', next: 'keep' },
  keep: { kind: 'set', id: 'keep', values: [{ name: 'callback', value: '{{call.caller}}' }], next: 'route' },
  route: { kind: 'branch', id: 'route', variable: 'call.caller', cases: [{ match: ['anonymous'], next: 'bye' }], otherwise: 'find' },
  find: { kind: 'lookup', id: 'find', text: '#lookup find_by_phone phone={{call.caller}}', into: 'customer', on: { confident: 'who', ambiguous: 'who', not_found: 'who', error: 'who' } },
  who: { kind: 'caller_lookup', id: 'who', text: '#caller_lookup', into: 'client', on: { found: 'back', not_found: 'back', error: 'back' } },
  back: { kind: 'transfer', id: 'back', to: '{{call.caller}}' },
  called: { kind: 'say', id: 'called', text: 'You called {{call.called}}, {{name}}.', next: 'bye' },
  bye: { kind: 'end', id: 'bye', text: 'Goodbye.' },
};

test('a text, a set value, a branch, a #lookup argument, a transfer and every #caller_lookup read the number; nothing else does', () => {
  expect(nodesReadingCaller({ nodes })).toEqual(['greet', 'keep', 'route', 'find', 'who', 'back']);
});
