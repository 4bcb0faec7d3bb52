// A flow reads why its caller lookup failed: `<into>_error` holds the outcome's stable code, for a template or a branch.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadFlowText, startCall, type Flow } from '@switchboard/flow';

/** The client database on 127.0.0.1: a record, down for maintenance (503), or too slow for the flow's timeout. */
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (path === '/maintenance') response.writeHead(503, { 'content-type': 'text/plain' }).end('down for maintenance');
    else if (path === '/clients') response.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"Ann Lee"}');
    else setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"Too Late"}'), 3_000).unref();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => {
  server.closeAllConnections();
  server.close(() => resolve());
}));

/** Greets a known caller; on error, says why by a branch on `client_error` and a template reading it. */
const flowText = (path: string): string => `caller_lookup: { url: "${base}${path}", timeout_ms: 1000 }
nodes:
  identify:
    kind: lookup
    text: "#caller_lookup"
    into: client
    on: { found: welcome, not_found: bye, error: why }
  welcome: { kind: say, text: "Welcome back, {{client.name}}.", next: bye }
  why:
    kind: branch
    variable: client_error
    cases: [{ match: timeout, next: slow }]
    otherwise: down
  slow: { kind: say, text: Our records are slow right now., next: bye }
  down: { kind: say, text: "Our records are unavailable ({{client_error}}).", next: bye }
  bye: { kind: end }
`;

async function loaded(path: string): Promise<Flow> {
  const { flow, issues } = await loadFlowText(flowText(path), '/virtual/why.flow.yaml');
  if (!flow) throw new Error(JSON.stringify(issues));
  // Read on the error edge only, where it is always set: no unknown_variable, no maybe_unset_variable warning.
  expect(issues).toEqual([]);
  return flow;
}

describe('<into>_error holds the caller lookup\'s error code', () => {
  test.each([
    { name: 'a 503 is http_error', path: '/maintenance', said: 'Our records are unavailable (http_error).', code: 'http_error', via: 'down' },
    { name: 'no answer within timeout_ms is timeout', path: '/slow', said: 'Our records are slow right now.', code: 'timeout', via: 'slow' },
  ])('$name: a template says it and a branch takes it', async ({ path, said, code, via }) => {
    const call = await startCall(await loaded(path), { context: { caller: '+15551234567' }, env: {} });
    expect(call.variables).toMatchObject({ client: null, client_outcome: 'error', client_error: code });
    expect(call.events.filter((event) => event.type === 'say').map((event) => event.text)).toEqual([said]);
    expect(call.events.find((event) => event.type === 'branch')).toMatchObject({ variable: 'client_error', value: code, next: via });
  });

  test('a found caller leaves it null', async () => {
    const call = await startCall(await loaded('/clients'), { context: { caller: '+15551234567' }, env: {} });
    expect(call.variables).toMatchObject({ client: { name: 'Ann Lee' }, client_outcome: 'found', client_error: null });
  });
});
