// A `says` the call never met, because the flow's words were changed ("Connecting you" became "Putting you through"):
// the divergence named only the last line said ("Goodbye."), so a tester had to read the whole transcript to find the
// reworded one. It now names the line said nearest to the expected text, with its node and turn.
import { describe, expect, test } from '@jest/globals';
import { checkExpectations, type CallScript, type CallTrace } from '../../src/replay/index.js';

const TRACE: CallTrace = {
  events: [
    { kind: 'enter', node: 'menu', turn: 0 },
    { kind: 'say', node: 'menu', text: 'Say refill, hours, or pharmacist.', turn: 0 },
    { kind: 'hear', node: 'menu', text: 'pharmacist', turn: 1 },
    { kind: 'enter', node: 'pharmacist', turn: 1 },
    { kind: 'say', node: 'pharmacist', text: 'Putting you through to a pharmacist.', turn: 1 },
    { kind: 'enter', node: 'goodbye', turn: 1 },
    { kind: 'say', node: 'goodbye', text: 'Goodbye.', turn: 1 },
  ],
  variables: {},
  status: 'ended',
  node: 'goodbye',
};

const script = (says: string[]): CallScript =>
  ({ name: 't', flow: 'f.yaml', context: {}, turns: ['pharmacist'], model: [], lookup_failures: [], timeout_ms: 1000, expect: { says } });

describe('a says never met', () => {
  test('names the line said nearest to it, with its node and turn, and the fix for words changed on purpose', () => {
    const [first] = checkExpectations(script(['Connecting you to a pharmacist.']), TRACE);
    expect(first?.message).toBe('expected the agent to say "Connecting you to a pharmacist.", but it never did (last said: "Goodbye."); ' +
      'the nearest line said was "Putting you through to a pharmacist." (node "pharmacist", turn 1): if the flow\'s words changed on purpose, ' +
      'write them in the says');
  });

  test('the last line said, when it is the nearest, is not quoted twice', () => {
    const ending: CallTrace = { ...TRACE, events: TRACE.events.slice(0, 5), node: 'pharmacist', status: 'transferred' };
    const [first] = checkExpectations(script(['Connecting you to a pharmacist.']), ending);
    expect(first?.message).toBe('expected the agent to say "Connecting you to a pharmacist.", but it never did (last said: ' +
      '"Putting you through to a pharmacist."), the nearest line said (node "pharmacist", turn 1): if the flow\'s words changed on purpose, ' +
      'write them in the says');
  });

  test('says nothing more when no line said shares half its words', () => {
    const [first] = checkExpectations(script(['Your refill is ready.']), TRACE);
    expect(first?.message).toBe('expected the agent to say "Your refill is ready.", but it never did (last said: "Goodbye.")');
  });
});
