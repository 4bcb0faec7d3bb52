// A lookup that came out otherwise than the call file expects: the divergence says what it was looked up by and, for
// one that failed, why, so a tester reading CI output sees "SOURCE_UNAVAILABLE: the file is not mounted" or an empty
// argument rather than a bare "but it was error". A path that went another way just after a lookup says the same.
import { describe, expect, test } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkExpectations, replayCall, replayJson, type CallScript, type CallTrace, type Expectations } from '../../src/replay/index.js';

const shop = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'shop', 'shop.flow.yaml');

// Kaitlyn Meyers is asked for, and the records are down.
const FAILED: CallTrace = {
  events: [
    { kind: 'enter', node: 'ask_name', turn: 0 },
    { kind: 'hear', node: 'ask_name', text: 'Kaitlyn Meyers', turn: 1 },
    { kind: 'enter', node: 'find', turn: 1 },
    {
      kind: 'lookup', node: 'find', tool: 'lookup_customer', outcome: 'error', turn: 1,
      args: { full_name: 'Kaitlyn Meyers' }, error: { code: 'SOURCE_UNAVAILABLE', message: 'the disk is not mounted' },
    },
    { kind: 'enter', node: 'to_agent', turn: 1 },
  ],
  variables: {},
  status: 'transferred',
  node: 'to_agent',
};

// A name nobody has.
const NOT_FOUND: CallTrace = {
  events: [
    { kind: 'enter', node: 'ask_name', turn: 0 },
    { kind: 'hear', node: 'ask_name', text: 'Zebedee Quux', turn: 1 },
    { kind: 'enter', node: 'find', turn: 1 },
    { kind: 'lookup', node: 'find', tool: 'lookup_customer', outcome: 'not_found', turn: 1, args: { full_name: 'Zebedee Quux' } },
    { kind: 'enter', node: 'goodbye', turn: 1 },
  ],
  variables: {},
  status: 'ended',
  node: 'goodbye',
};

const script = (expectations: Expectations): CallScript =>
  ({ name: 't', flow: 'f.yaml', context: {}, turns: ['x'], model: [], lookup_failures: [], timeout_ms: 1000, expect: expectations });

describe('a lookup outcome other than expected says what it was looked up by, and why it failed', () => {
  test.each<{ name: string; trace: CallTrace; expectations: Expectations; message: string }>([
    {
      name: 'expected confident, the lookup failed: its arguments and its error',
      trace: FAILED,
      expectations: { lookups: [{ outcome: 'confident' }] },
      message: 'expected lookup #1 (find: lookup_customer) to be confident, but it was error (looked up by full_name="Kaitlyn Meyers"): ' +
        'it failed with SOURCE_UNAVAILABLE: the disk is not mounted',
    },
    {
      name: 'expected confident, nobody found: its arguments',
      trace: NOT_FOUND,
      expectations: { lookups: [{ outcome: 'confident' }] },
      message: 'expected lookup #1 (find: lookup_customer) to be confident, but it was not_found (looked up by full_name="Zebedee Quux")',
    },
    {
      name: 'the path went to the error edge: the lookup before it is said, with why it failed',
      trace: FAILED,
      expectations: { path: ['ask_name', 'find', 'confirm'] },
      message: 'expected node "confirm" as step 3 of the path, but the call went to "to_agent": lookup "find" (lookup_customer, ' +
        'full_name="Kaitlyn Meyers") was error, so it took its error edge: it failed with SOURCE_UNAVAILABLE: the disk is not mounted',
    },
    {
      name: 'the path went to the not_found edge: the lookup before it is said',
      trace: NOT_FOUND,
      expectations: { path: ['ask_name', 'find', 'confirm'] },
      message: 'expected node "confirm" as step 3 of the path, but the call went to "goodbye": lookup "find" (lookup_customer, ' +
        'full_name="Zebedee Quux") was not_found, so it took its not_found edge',
    },
    {
      name: 'an argument left empty is shown empty',
      trace: { ...FAILED, events: FAILED.events.map((event) => (event.kind === 'lookup' ? { ...event, args: { full_name: '' } } : event)) },
      expectations: { lookups: [{ outcome: 'confident' }] },
      message: 'expected lookup #1 (find: lookup_customer) to be confident, but it was error (looked up by full_name=""): ' +
        'it failed with SOURCE_UNAVAILABLE: the disk is not mounted',
    },
  ])('$name', ({ trace, expectations, message }) => {
    const [first] = checkExpectations(script(expectations), trace);
    expect(first?.message).toBe(message);
  });

  // A call that ended with turns left, or waits with none left, most often went another way at a lookup.
  test('a call that ended with turns never heard names its last lookup and how it came out', () => {
    const twoTurns: CallScript = { ...script({ status: 'ended' }), turns: ['Zebedee Quux', 'Denver'] };
    const [first] = checkExpectations(twoTurns, NOT_FOUND);
    expect(first?.message).toBe('the call ended at "goodbye" with 1 caller turn never heard, starting with "Denver"; its last lookup, ' +
      '"find" (lookup_customer, full_name="Zebedee Quux"), was not_found');
  });

  test('a call still waiting with no turns left names its last lookup too', () => {
    const waiting: CallTrace = { ...NOT_FOUND, events: [...NOT_FOUND.events.slice(0, 4), { kind: 'enter', node: 'ask_city', turn: 1 }], status: 'waiting', node: 'ask_city' };
    const [first] = checkExpectations(script({ path: ['ask_name', 'find', 'ask_city'] }), waiting);
    expect(first?.message).toBe('the flow waits for the caller at "ask_city", but the call file has no more turns (add a turn or expect ' +
      'status: waiting); its last lookup, "find" (lookup_customer, full_name="Zebedee Quux"), was not_found');
  });

  test('a trace written without arguments (an older one, or a hand-made one) says the outcome alone', () => {
    const bare: CallTrace = { ...NOT_FOUND, events: NOT_FOUND.events.map((event) => (event.kind === 'lookup' ? { kind: 'lookup', node: event.node, tool: event.tool, outcome: event.outcome, turn: event.turn } : event)) };
    const [first] = checkExpectations(script({ lookups: [{ outcome: 'confident' }] }), bare);
    expect(first?.message).toBe('expected lookup #1 (find: lookup_customer) to be confident, but it was not_found');
  });
});

describe('replayed end to end', () => {
  const folder = mkdtempSync(join(tmpdir(), 'lookup-cause-'));
  const callFile = join(folder, 'down.call.yaml');
  writeFileSync(callFile, [
    `flow: ${JSON.stringify(shop)}`,
    'turns: [Kaitlyn Meyers]',
    'lookup_failures: [{ tool: lookup_customer, code: SOURCE_UNAVAILABLE, message: the customers file is not mounted }]',
    'expect:',
    '  lookups: [confident]',
    '',
  ].join('\n'));

  test('a scripted failure is said with its code and message', async () => {
    const report = await replayCall(callFile);
    expect(report.status === 'failed' && report.divergences[0].message).toBe(
      'expected lookup #1 (find: lookup_customer) to be confident, but it was error (looked up by full_name="Kaitlyn Meyers"): ' +
      'it failed with SOURCE_UNAVAILABLE: the customers file is not mounted');
  });

  test('--json lists each lookup with its arguments, and a failed one with its error', async () => {
    const report = await replayCall(callFile);
    const json = JSON.parse(JSON.stringify(replayJson([report]))) as { calls: { lookups: unknown[] }[] };
    expect(json.calls[0]?.lookups).toEqual([{
      node: 'find', tool: 'lookup_customer', outcome: 'error', turn: 1, args: { full_name: 'Kaitlyn Meyers' },
      error: { code: 'SOURCE_UNAVAILABLE', message: 'the customers file is not mounted' },
    }]);
  });
});
