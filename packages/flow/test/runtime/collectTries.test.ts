// A collect node with tries: a call that comes back to it is asked `again`, and once the node has asked `max` times in
// the call it goes on to `then` without asking; a turn with no words may ask again at once. The count is the call's,
// kept in its snapshot.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { ERROR, restoreCall, startCall, type CallEvent, type Flow } from '@switchboard/flow';
import { said, writtenFlow } from './flowTestKit.js';

const folder = mkdtempSync(join(tmpdir(), 'switchboard-tries-'));

/** A menu asked with `tries`, answers it does not know sent back to it, and the front desk for the rest. */
const menuFlow = (tries: string, name = 'menu.flow.yaml') => writtenFlow(folder, name, [
  'nodes:',
  `  menu: { kind: collect, text: Say billing or operator., into: choice, next: route, tries: ${tries} }`,
  '  route: { kind: branch, variable: choice, cases: [{ match: billing, next: billing }, { match: operator, next: desk }], otherwise: menu }',
  '  billing: { kind: transfer, text: Billing., to: billing-queue }',
  '  desk: { kind: transfer, text: The front desk., to: front-desk }',
].join('\n'));

const TRIES = '{ max: 2, again: "Sorry, I didn\'t catch that. Billing or operator?", then: desk }';
const ofKind = <K extends CallEvent['type']>(events: readonly CallEvent[], type: K) => events.filter((event): event is Extract<CallEvent, { type: K }> => event.type === type);

describe('a collect node with tries', () => {
  test('asks again with its again text, then goes on to then without asking', async () => {
    const call = await startCall(await menuFlow(TRIES));
    await call.hear('hmm');
    expect(call.status).toBe('listening');
    await call.hear('what');
    expect(call.status).toBe('transferred');
    expect(call.path).toEqual(['menu', 'route', 'menu', 'route', 'menu', 'desk']);
    expect(said(call)).toEqual(['Say billing or operator.', "Sorry, I didn't catch that. Billing or operator?", 'The front desk.']);
    expect(ofKind(call.events, 'listen')).toEqual([
      { type: 'listen', node: 'menu', variable: 'choice', try: 1, max: 2 },
      { type: 'listen', node: 'menu', variable: 'choice', try: 2, max: 2 },
    ]);
    expect(ofKind(call.events, 'tries_used')).toEqual([{ type: 'tries_used', node: 'menu', max: 2, next: 'desk' }]);
    // The last answer is kept: the node does not ask the third time, so nothing overwrites it.
    expect(call.variables.choice).toBe('what');
  });

  test('an answer understood on the last try goes on as any answer', async () => {
    const call = await startCall(await menuFlow(TRIES));
    await call.hear('hmm');
    await call.hear('billing please');
    expect(call.path).toEqual(['menu', 'route', 'menu', 'route', 'billing']);
    expect(ofKind(call.events, 'tries_used')).toEqual([]);
  });

  test('without again, the node says its text again', async () => {
    const call = await startCall(await menuFlow('{ max: 2, then: desk }', 'no-again.flow.yaml'));
    await call.hear('hmm');
    expect(said(call)).toEqual(['Say billing or operator.', 'Say billing or operator.']);
  });

  test('max 1 asks once: coming back goes straight on to then', async () => {
    const call = await startCall(await menuFlow('{ max: 1, then: desk }', 'once.flow.yaml'));
    await call.hear('hmm');
    expect(call.path).toEqual(['menu', 'route', 'menu', 'desk']);
  });

  test.each([
    { name: 'an empty turn', turn: '' },
    { name: 'spaces and a zero-width space', turn: ' \u200b ' },
  ])('under silence: again, $name asks again at once, counted as a try', async ({ turn }) => {
    const call = await startCall(await menuFlow('{ max: 2, again: Sorry?, then: desk, silence: again }', 'silence-again.flow.yaml'));
    await call.hear(turn);
    expect(call.path).toEqual(['menu', 'menu']);
    expect(said(call).at(-1)).toBe('Sorry?');
    await call.hear(turn);
    expect(call.path).toEqual(['menu', 'menu', 'menu', 'desk']);
    expect(call.status).toBe('transferred');
  });

  test('by default a turn with no words is an answer like any other: stored, and on to next', async () => {
    const call = await startCall(await menuFlow(TRIES, 'silence-next.flow.yaml'));
    await call.hear('');
    expect(call.path).toEqual(['menu', 'route', 'menu']);
    expect(call.variables.choice).toBe('');
  });

  test('the count is kept in the saved call: resumed after one try, the next answer not understood goes on to then', async () => {
    const flow = await menuFlow(TRIES, 'resumed.flow.yaml');
    const first = await startCall(flow);
    await first.hear('hmm');
    const saved = JSON.parse(JSON.stringify(first.snapshot())) as unknown;
    const resumed = await restoreCall(flow, saved);
    await resumed.hear('what');
    expect(resumed.status).toBe('transferred');
    expect(ofKind(resumed.events, 'tries_used')).toEqual([{ type: 'tries_used', node: 'menu', max: 2, next: 'desk' }]);
  });

  test.each([
    { name: 'a count as text', visits: { menu: 'two' }, problem: '"machine.context.visits.menu" must be a whole number, not "two"' },
    { name: 'counts as a list', visits: [1], problem: '"machine.context.visits" must be a mapping' },
  ])('a saved call with $name is refused', async ({ visits, problem }) => {
    const flow = await menuFlow(TRIES, 'edited.flow.yaml');
    const call = await startCall(flow);
    await call.hear('hmm');
    const saved = JSON.parse(JSON.stringify(call.snapshot())) as { machine: { context: Record<string, unknown> } };
    saved.machine.context.visits = visits;
    await expect(restoreCall(flow, saved)).rejects.toMatchObject({ code: ERROR.snapshotInvalid, message: expect.stringContaining(problem) });
  });

  test('a call saved before tries were counted resumes, its count starting from none', async () => {
    const flow = await menuFlow(TRIES, 'older.flow.yaml');
    const call = await startCall(flow);
    const saved = JSON.parse(JSON.stringify(call.snapshot())) as { machine: { context: Record<string, unknown> } };
    delete saved.machine.context.visits;
    const resumed = await restoreCall(flow, saved);
    await resumed.hear('hmm');
    await resumed.hear('what');
    expect(resumed.status).toBe('listening');
    await resumed.hear('still nothing');
    expect(resumed.status).toBe('transferred');
  });

  /** An "anything else?" menu the caller comes back to after being asked another question, with tries as written. */
  const anythingElse = (tries: string, name: string) => writtenFlow(folder, name, [
    'nodes:',
    `  menu: { kind: collect, text: Anything else? Say balance or goodbye., into: choice, next: route, tries: ${tries} }`,
    '  route: { kind: branch, variable: choice, cases: [{ match: balance, next: ask_account }, { match: hours, next: hours }, { match: goodbye, next: bye }], otherwise: menu }',
    '  hours: { kind: say, text: We are open 8 to 8., next: menu }',
    '  ask_account: { kind: collect, text: Your account number?, into: account, next: told }',
    '  told: { kind: say, text: Your balance is 10 dollars., next: menu }',
    '  bye: { kind: end, text: Goodbye. }',
    '  desk: { kind: transfer, text: The front desk., to: front-desk }',
  ].join('\n'));

  test('per: visit counts afresh once the caller was asked another question: the menu asks twice each time round', async () => {
    const call = await startCall(await anythingElse('{ max: 2, again: Sorry?, then: desk, per: visit }', 'per-visit.flow.yaml'));
    await call.hear('hmm');
    await call.hear('balance');
    await call.hear('1234');
    // Back at the menu from another question: its first try again, said with its text.
    expect(said(call).at(-1)).toBe('Anything else? Say balance or goodbye.');
    await call.hear('what');
    expect(call.status).toBe('listening');
    expect(said(call).at(-1)).toBe('Sorry?');
    await call.hear('goodbye');
    expect(call.status).toBe('ended');
    expect(ofKind(call.events, 'listen').filter((event) => event.node === 'menu').map((event) => event.try)).toEqual([1, 2, 1, 2]);
    expect(ofKind(call.events, 'tries_used')).toEqual([]);
  });

  test('per: visit counts afresh after a node that only speaks to the caller (hours said, then back to the menu)', async () => {
    const call = await startCall(await anythingElse('{ max: 2, again: Sorry?, then: desk, per: visit }', 'per-visit-say.flow.yaml'));
    await call.hear('hmm');
    await call.hear('hours');
    expect(said(call).slice(-2)).toEqual(['We are open 8 to 8.', 'Anything else? Say balance or goodbye.']);
    await call.hear('what');
    expect(call.status).toBe('listening');
    expect(ofKind(call.events, 'listen').map((event) => event.try)).toEqual([1, 2, 1, 2]);
  });

  test('per: call (the default) goes on counting across the call', async () => {
    const call = await startCall(await anythingElse('{ max: 2, again: Sorry?, then: desk }', 'per-call.flow.yaml'));
    await call.hear('hmm');
    await call.hear('balance');
    await call.hear('1234');
    expect(call.status).toBe('transferred');
    expect(ofKind(call.events, 'tries_used')).toEqual([{ type: 'tries_used', node: 'menu', max: 2, next: 'desk' }]);
  });

  test('per: visit still counts the ways back without another question (a branch\'s otherwise), and a saved call keeps the count', async () => {
    const flow = await anythingElse('{ max: 2, then: desk, per: visit }', 'per-visit-saved.flow.yaml');
    const call = await startCall(flow);
    await call.hear('balance');
    await call.hear('1234');
    await call.hear('hmm');
    const resumed = await restoreCall(flow, JSON.parse(JSON.stringify(call.snapshot())) as unknown);
    await resumed.hear('what');
    expect(resumed.status).toBe('transferred');
    expect(ofKind(resumed.events, 'tries_used')).toEqual([{ type: 'tries_used', node: 'menu', max: 2, next: 'desk' }]);
  });

  test('a then leading back without asking, in a flow handed to the runtime unchecked, stops as endless_loop', async () => {
    const flow: Flow = {
      name: 'unchecked', file: '/tmp/unchecked.flow.yaml', digest: 'x', start: 'ask', documents: {}, callerLookup: null,
      nodes: {
        ask: { kind: 'collect', id: 'ask', text: 'Again?', into: 'x', next: 'sorry', tries: { max: 1, then: 'sorry', silence: 'next' } },
        sorry: { kind: 'say', id: 'sorry', text: 'Sorry.', next: 'ask' },
      },
    };
    const call = await startCall(flow);
    await call.hear('hmm');
    expect(call.status).toBe('failed');
    expect(call.error?.code).toBe(ERROR.endlessLoop);
  });
});
