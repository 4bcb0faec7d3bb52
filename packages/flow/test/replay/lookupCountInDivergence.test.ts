// A call file that lists one lookup fewer (or more) than the call made, and so compares the wrong ones: the divergence
// says how many the call made, at which nodes, so the writer sees one was left out instead of fixing outcomes one by one.
import { describe, expect, test } from '@jest/globals';
import { checkExpectations, type CallScript, type CallTrace, type Expectations } from '../../src/replay/index.js';

// Sean Riley is ambiguous, then Austin narrows him down.
const TRACE: CallTrace = {
  events: [
    { kind: 'enter', node: 'ask_name', turn: 0 },
    { kind: 'hear', node: 'ask_name', text: 'Sean Riley', turn: 1 },
    { kind: 'enter', node: 'find_by_name', turn: 1 },
    { kind: 'lookup', node: 'find_by_name', tool: 'lookup_customer', outcome: 'ambiguous', turn: 1 },
    { kind: 'enter', node: 'ask_city', turn: 1 },
    { kind: 'hear', node: 'ask_city', text: 'Austin', turn: 2 },
    { kind: 'enter', node: 'find_by_city', turn: 2 },
    { kind: 'lookup', node: 'find_by_city', tool: 'lookup_customer', outcome: 'confident', turn: 2 },
    { kind: 'enter', node: 'goodbye', turn: 2 },
  ],
  variables: {},
  status: 'ended',
  node: 'goodbye',
};

const script = (expectations: Expectations): CallScript =>
  ({ name: 't', flow: 'f.yaml', context: {}, turns: ['Sean Riley', 'Austin'], model: [], lookup_failures: [], timeout_ms: 1000, expect: expectations });

describe('a lookup list of the wrong length', () => {
  test.each<{ name: string; lookups: Expectations['lookups']; message: string }>([
    {
      name: 'the first lookup left out: the outcome differs, and the message lists the two the call made',
      lookups: [{ outcome: 'confident' }],
      message: 'expected lookup #1 (find_by_name: lookup_customer) to be confident, but it was ambiguous; the call made 2 lookups ' +
        '(find_by_name: ambiguous, find_by_city: confident) where the call file lists 1: is one left out?',
    },
    {
      name: 'a lookup too many at another node: the message lists the two the call made',
      lookups: [{ node: 'find_by_city', outcome: 'confident' }, { outcome: 'confident' }, { outcome: 'not_found' }],
      message: 'expected lookup #1 to run at node "find_by_city", but it ran at "find_by_name"; the call made 2 lookups ' +
        '(find_by_name: ambiguous, find_by_city: confident) where the call file lists 3: is one too many?',
    },
    {
      name: 'as many as made: the message says nothing of counts',
      lookups: [{ outcome: 'ambiguous' }, { outcome: 'not_found' }],
      message: 'expected lookup #2 (find_by_city: lookup_customer) to be not_found, but it was confident',
    },
  ])('$name', ({ lookups, message }) => {
    const [first] = checkExpectations(script({ lookups }), TRACE);
    expect(first?.message).toBe(message);
  });
});
