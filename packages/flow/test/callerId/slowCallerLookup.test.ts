// A slow client database in a replay: the flow's own caller-lookup timeout decides, and a turn that runs out of time names the node that waited.
import { describe, expect, test } from '@jest/globals';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_TURN_TIMEOUT_MS, replayCall, type CallReport, type Flow } from '@switchboard/flow';
import { turnTimeoutMs } from '../../src/replay/turnTimeout.js';

const calls = fileURLToPath(new URL('./fixtures/calls/', import.meta.url));
const failedWith = (report: CallReport) => (report.status === 'failed' ? report.divergences[0] : undefined);
const flowWith = (callerLookup: Flow['callerLookup']): Flow =>
  ({ name: 'f', file: '/f.yaml', digest: '', start: 'bye', documents: {}, nodes: { bye: { kind: 'end', id: 'bye' } }, callerLookup });

describe('the turn limit allows for the flow\'s caller lookup', () => {
  test.each([
    { name: 'a flow without a caller lookup gets the default', asked: undefined, callerLookup: null, ms: DEFAULT_TURN_TIMEOUT_MS },
    { name: 'the caller lookup\'s default timeout is added to the default', asked: undefined, callerLookup: { url: 'https://crm.example.com' }, ms: DEFAULT_TURN_TIMEOUT_MS + 5000 },
    { name: 'the flow\'s own timeout_ms is added to the default', asked: undefined, callerLookup: { url: 'https://crm.example.com', timeout_ms: 60000 }, ms: DEFAULT_TURN_TIMEOUT_MS + 60000 },
    { name: 'a caller lookup switched off (empty url) adds nothing', asked: undefined, callerLookup: { url: '' }, ms: DEFAULT_TURN_TIMEOUT_MS },
    { name: 'a limit the call file asks for is kept', asked: 1000, callerLookup: { url: 'https://crm.example.com', timeout_ms: 60000 }, ms: 1000 },
  ])('$name', ({ asked, callerLookup, ms }) => {
    expect(turnTimeoutMs(asked, flowWith(callerLookup))).toBe(ms);
  });
});

describe('a slow client database in a replay', () => {
  test('with default settings, the flow\'s own timeout takes the error edge and the call passes', async () => {
    const report = await replayCall(join(calls, 'slow-past-default-timeout.call.yaml'));
    expect(failedWith(report)).toBeUndefined();
    expect(report).toMatchObject({ status: 'passed', path: ['identify', 'sorry'], callStatus: 'ended' });
  }, 15000);

  test('a turn shorter than the flow\'s timeout names the node waiting for the caller lookup, and the fix', async () => {
    const report = await replayCall(join(calls, 'turn-shorter-than-lookup.call.yaml'));
    expect(report).toMatchObject({ status: 'failed', path: ['identify'] });
    expect(failedWith(report)).toMatchObject({ kind: 'timeout', turn: 0, node: 'identify', actual: 'no answer from the caller lookup within 1000 ms' });
    expect(failedWith(report)?.message).toBe(
      'node "identify" did not finish within 1000 ms: it was waiting for the caller lookup; its own timeout (the flow\'s ' +
      'caller_lookup.timeout_ms) is 60000 ms: leave the call file\'s timeout_ms out (a turn then allows for the caller lookup) or set it above that',
    );
  });

  test('a turn that runs out as the caller lookup gives up blames the lookup node, not the node after it', async () => {
    const report = await replayCall(join(calls, 'turn-as-long-as-lookup.call.yaml'));
    expect(failedWith(report)).toMatchObject({ kind: 'timeout', node: 'identify', actual: 'no answer from the caller lookup within 300 ms' });
  });
});
