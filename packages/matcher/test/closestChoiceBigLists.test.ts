// A big flow asks "did you mean" once per edge over the same list of nodes: the list is read once, and the answers are
// the ones a plain scan of it gives.
import { describe, expect, test } from '@jest/globals';
import { closestChoice } from '../src/config/closestChoice.js';

/** The same names every run (a fixed linear congruential sequence), so a failure can be replayed. */
function namesFrom(seed: number, count: number, letters: string): string[] {
  let state = seed;
  const next = (below: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % below;
  };
  return Array.from({ length: count }, () => Array.from({ length: 1 + next(14) }, () => letters[next(letters.length)]).join(''));
}

/** `name` with one slip: a letter changed, dropped, added or two swapped. */
function slipOf(name: string, at: number): string {
  const place = at % Math.max(1, name.length);
  switch (at % 4) {
    case 0: return name.slice(0, place) + 'x' + name.slice(place + 1);
    case 1: return name.slice(0, place) + name.slice(place + 1);
    case 2: return name.slice(0, place) + 'e' + name.slice(place);
    default: return name.slice(0, place) + (name[place + 1] ?? '') + (name[place] ?? '') + name.slice(place + 2);
  }
}

const SHARED_START = Array.from({ length: 800 }, (_, at) => `collect_account_number_${at}`);
/** Every two-letter name of a few letters, and some of three: most slips are one letter from several of them. */
const SHORT_NAMES = [...'abcdefghijklmnop'].flatMap((a) => [...'abcdefghijklmnop'].flatMap((b) => [`${a}${b}`, `${a}${b}${a}`]));

describe('did you mean over a big list of nodes', () => {
  test.each([
    ['node names like n1, n2 … n800', Array.from({ length: 800 }, (_, at) => `n${at}`), Array.from({ length: 800 }, (_, at) => `nx${at + 1}`)],
    ['node names like ask_step_1 … ask_step_800', Array.from({ length: 800 }, (_, at) => `ask_step_${at}`), Array.from({ length: 800 }, (_, at) => slipOf(`ask_step_${at}`, at))],
    ['long names sharing their start, misspelt at the start', Array.from({ length: 800 }, (_, at) => `collect_account_number_${at}`), Array.from({ length: 800 }, (_, at) => `colect_account_number_${at + 1}`)],
    ['short random names', namesFrom(7, 800, 'abcde'), namesFrom(8, 800, 'abcdex')],
    ['random names with their slips', namesFrom(11, 800, 'abcdefghij-_ 0123'), namesFrom(11, 800, 'abcdefghij-_ 0123').map(slipOf)],
    // The fewest slips are looked for first: a name one slip from a node and two from others, or two from the nearest.
    ['random names with two slips', namesFrom(11, 800, 'abcdefghij-_ 0123'), namesFrom(11, 800, 'abcdefghij-_ 0123').map((name, at) => slipOf(slipOf(name, at), at + 3))],
    ['long names sharing their start, one slip anywhere', SHARED_START, SHARED_START.map((name, at) => slipOf(name, at * 7))],
    ['long names sharing their start, two slips anywhere', SHARED_START, SHARED_START.map((name, at) => slipOf(slipOf(name, at * 7), at * 3 + 1))],
    ['long names sharing their start, a letter added or dropped at either end', SHARED_START, SHARED_START.map((name, at) => [`x${name}`, name.slice(1), `${name}x`, name.slice(0, -1)][at % 4]!)],
    ['short names, one slip from several at once (no suggestion) or from one', SHORT_NAMES, SHORT_NAMES.map((name, at) => slipOf(name, at))],
  ])('%s: the same suggestion as a scan of the list', (_name, nodes, asked) => {
    const frozen = Object.freeze([...nodes]);
    const suggested = asked.map((name) => closestChoice(name, frozen));
    const scanned = asked.map((name) => closestChoice(name, [...nodes]));
    expect(suggested).toEqual(scanned);
    expect(suggested.filter((choice) => choice !== undefined).length).toBeGreaterThan(0);
  });

  test('a misspelt target on each of 1,000 edges reads the list of nodes once, not once per edge', () => {
    const nodes = Object.freeze(Array.from({ length: 1000 }, (_, at) => `n${at}`));
    let reads = 0;
    const counted = new Proxy(nodes, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
        return Reflect.get(target, key, receiver);
      },
    });
    for (let at = 0; at < 1000; at += 1) closestChoice(`nx${at + 1}`, counted);
    expect(reads).toBeLessThanOrEqual(2 * nodes.length);
  });
});
