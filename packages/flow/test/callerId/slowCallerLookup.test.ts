// A slow client database in a replay: the flow's own caller-lookup timeout decides, and a turn that runs out of time names the node that waited.
import { describe, expect, jest, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
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

// Each waits for real (the first 5 s: only a caller lookup's default timeout, past the default turn limit, shows that a
// turn allows for it), so the three run side by side, in the time of the longest.
describe('a slow client database in a replay', () => {
  test.concurrent('with default settings, the flow\'s own timeout takes the error edge and the call passes', async () => {
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

  test.concurrent('a turn that runs out as the caller lookup gives up blames the lookup node, not the node after it', async () => {
    const report = await replayCall(join(calls, 'turn-as-long-as-lookup.call.yaml'));
    expect(failedWith(report)).toMatchObject({ kind: 'timeout', node: 'identify', actual: 'no answer from the caller lookup within 300 ms' });
  });
});

describe('a turn stuck on a client database that never answers', () => {
  // The database accepts the request and never answers; the flow's own timeout (a minute) is far past the turn's.
  const FLOW = (port: number) => [
    'caller_lookup:',
    `  url: http://127.0.0.1:${port}/api/clients`,
    '  timeout_ms: 60000',
    'nodes:',
    '  identify:',
    '    kind: lookup',
    '    text: "#caller_lookup"',
    '    into: client',
    '    on: { found: hello, not_found: hello, error: hello }',
    '  hello: { kind: end, text: Hello. }',
    '',
  ].join('\n');
  const CALL = 'flow: stuck.flow.yaml\ntimeout_ms: 1000\ncontext: { caller: "+15550100456" }\nturns: []\nexpect: { path: [identify, hello] }\n';

  test('is given up at the turn\'s limit, not later: on a fake clock, the report is out once 1000 ms have passed', async () => {
    let asked: () => void = () => {};
    const requested = new Promise<void>((resolve) => { asked = resolve; });
    const server = createServer(() => asked());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const folder = await mkdtemp(join(tmpdir(), 'switchboard-stuck-'));
    try {
      await writeFile(join(folder, 'stuck.flow.yaml'), FLOW((server.address() as AddressInfo).port));
      await writeFile(join(folder, 'stuck.call.yaml'), CALL);
      // Only the clock is faked: files, sockets and the event loop's own turns run for real.
      jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
      let report: CallReport | undefined;
      const replaying = replayCall(join(folder, 'stuck.call.yaml')).then((done) => { report = done; });
      await requested;
      await jest.advanceTimersByTimeAsync(1000);
      // Turns of the event loop, not time: the replay has nothing left to wait for.
      for (let turn = 0; turn < 200 && report === undefined; turn += 1) await new Promise((resolve) => setImmediate(resolve));
      const outAtTheLimit = report !== undefined;
      await jest.advanceTimersByTimeAsync(60000);
      await replaying;
      expect(outAtTheLimit).toBe(true);
      expect(failedWith(report!)).toMatchObject({ kind: 'timeout', node: 'identify', actual: 'no answer from the caller lookup within 1000 ms' });
    } finally {
      jest.useRealTimers();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(folder, { recursive: true, force: true });
    }
  });
});
