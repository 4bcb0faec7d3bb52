// A caller lookup whose call ends is dropped at once, against a real server on 127.0.0.1 that never answers: without
// the cancel, the request would stay open until its 60 s timeout and these tests would run out of time.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from '@jest/globals';
import { loadFlowText, startCall } from '../../src/index.js';
import { CALLER_LOOKUP_ERROR as E, lookupCaller } from '../../src/callerLookup/index.js';

const CALLER = '+1 415 555 2671';

interface HangingServer {
  base: string;
  /** Resolves when the first request arrives. */
  requested: Promise<void>;
  /** Resolves when that request's connection closes. */
  dropped: Promise<void>;
  requests: () => number;
  server: Server;
}

let open: Server | undefined;
afterEach(async () => {
  open?.closeAllConnections();
  await new Promise<void>((resolve) => (open ? open.close(() => resolve()) : resolve()));
  open = undefined;
});

/** A server that takes requests and never answers them. */
async function hangingServer(): Promise<HangingServer> {
  let requests = 0;
  let onRequest: () => void = () => undefined;
  let onDrop: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => (onRequest = resolve));
  const dropped = new Promise<void>((resolve) => (onDrop = resolve));
  const server = createServer((_request, response) => {
    requests += 1;
    response.on('close', onDrop);
    onRequest();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  open = server;
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requested, dropped, requests: () => requests, server };
}

describe('lookupCaller with a cancel signal', () => {
  test('aborted mid-request, it ends with cancelled and the server sees the connection dropped', async () => {
    const hanging = await hangingServer();
    const cancel = new AbortController();
    const pending = lookupCaller({ url: `${hanging.base}/clients`, timeout_ms: 60_000 }, CALLER, {}, fetch, cancel.signal);
    await hanging.requested;
    cancel.abort();
    expect(await pending).toMatchObject({ result: 'error', code: E.cancelled, message: expect.stringContaining('the call ended') });
    await hanging.dropped;
  });

  test('already aborted, it makes no request', async () => {
    const hanging = await hangingServer();
    const cancel = new AbortController();
    cancel.abort();
    const outcome = await lookupCaller({ url: `${hanging.base}/clients`, timeout_ms: 60_000 }, CALLER, {}, fetch, cancel.signal);
    expect(outcome).toMatchObject({ result: 'error', code: E.cancelled });
    expect(hanging.requests()).toBe(0);
  });
});

describe('a call stopped while its #caller_lookup is in flight', () => {
  test('drops the request instead of holding it open until the timeout', async () => {
    const hanging = await hangingServer();
    const text = `caller_lookup: { url: "${hanging.base}/clients", timeout_ms: 60000 }
nodes:
  ask:
    kind: collect
    text: What can I do for you?
    into: wish
    next: who
  who:
    kind: lookup
    text: "#caller_lookup"
    into: client
    on: { found: bye, not_found: bye, error: bye }
  bye: { kind: end, text: Goodbye. }
`;
    const { flow, issues } = await loadFlowText(text, '/virtual/cancel.flow.yaml');
    if (!flow) throw new Error(JSON.stringify(issues));
    const call = await startCall(flow, { context: { caller: CALLER } });
    const heard = call.hear('I want to move my appointment');
    await hanging.requested;
    call.stop();
    await heard;
    await hanging.dropped;
    expect(call.status).not.toBe('listening');
  });
});
