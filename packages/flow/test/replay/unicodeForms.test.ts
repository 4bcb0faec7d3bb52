// A call file and a flow may write the same accented letter two ways: composed (é, U+00E9) or as a letter and a
// combining mark (e + U+0301), as macOS and some recognisers do. They look the same, so a replay compares them as the
// same text: "expected "Angélique" but it was "Angélique"" could not be fixed by reading it.
import { describe, expect, test } from '@jest/globals';
import { checkExpectations, type CallScript, type CallTrace, type Expectations } from '../../src/replay/index.js';

const composed = 'Ang\u00e9lique \u{1F600}';
const decomposed = 'Ange\u0301lique \u{1F600}';

const traceSaying = (heard: string, said: string): CallTrace => ({
  events: [
    { kind: 'enter', node: 'ask', turn: 0 },
    { kind: 'hear', node: 'ask', text: heard, turn: 1 },
    { kind: 'enter', node: 'repeat', turn: 1 },
    { kind: 'say', node: 'repeat', text: `Merci ${said} \u{1F44B}`, turn: 1 },
  ],
  variables: { name: heard, row: { Nom: heard } },
  status: 'ended',
  node: 'repeat',
});

const script = (expectations: Expectations): CallScript =>
  ({ name: 't', flow: 'f.yaml', context: {}, turns: [decomposed], model: [], lookup_failures: [], timeout_ms: 1000, expect: expectations });

describe('the two ways of writing an accented letter', () => {
  test.each([
    { name: 'a variable heard decomposed matches a value written composed', heard: decomposed, expect: { variables: { name: composed } } },
    { name: 'a row\'s column heard decomposed matches a mapping written composed', heard: decomposed, expect: { variables: { row: { Nom: composed } } } },
    { name: 'text said decomposed matches a says written composed', heard: decomposed, expect: { says: [`merci ${composed}`] } },
    { name: 'text said composed matches a says written decomposed', heard: composed, expect: { says: [`Merci ${decomposed} \u{1F44B}`] } },
  ])('$name', ({ heard, expect: expectations }) => {
    expect(checkExpectations(script(expectations), traceSaying(heard, heard))).toEqual([]);
  });

  test('never_says finds text said the other way', () => {
    const [divergence] = checkExpectations(script({ never_says: [composed] }), traceSaying(decomposed, decomposed));
    expect(divergence?.kind).toBe('never_says');
  });

  test('another letter still differs', () => {
    const [divergence] = checkExpectations(script({ variables: { name: 'Ang\u00e8lique \u{1F600}' } }), traceSaying(decomposed, decomposed));
    expect(divergence?.kind).toBe('variable');
  });
});
