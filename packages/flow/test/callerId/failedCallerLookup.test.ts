// A caller lookup that fails, against a real client database on 127.0.0.1: a #caller_lookup node's flow reads the
// error's stable code (`<into>_error`), and a conversation node's model reads that code, never the operator's message.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadFlowText, ScriptedModel, startCall, type Flow } from '@switchboard/flow';
import { assistantFlow } from './fixtures/assistantFlow.js';

// What a failing server's body may hold: a stack trace, an internal host name, a debug page listing its routes.
const STACK_TRACE = 'Error: connect ECONNREFUSED 10.2.3.4:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)\n    at PgPool.connect (/srv/crm/db.js:42:7)';
const REPORTED_WITH_HOST = '{"error": "SQLSTATE[HY000] [2002] Connection refused (host: mysql-7.corp.acme.internal)", "trace": "/var/www/app/Db.php:42"}';
const DEBUG_404_PAGE = '<!doctype html><html><head><title>Page not found</title></head><body>Using the URLconf defined in crm.urls, Django tried these URL patterns: admin/ internal/debug/</body></html>';

/** The client database: a record, down for maintenance (503), a sign-in page in its place, or too slow. */
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (path === '/maintenance') response.writeHead(503, { 'retry-after': '120' }).end();
    else if (path === '/sign-in') response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Sign in | Acme SSO</title>');
    else if (path === '/crash') response.writeHead(500, { 'content-type': 'text/plain' }).end(STACK_TRACE);
    else if (path === '/reported') response.writeHead(200, { 'content-type': 'application/json' }).end(REPORTED_WITH_HOST);
    else if (path === '/busy') response.writeHead(500, { 'content-type': 'application/json' }).end('{"error": "Database unavailable, please try again later."}');
    else if (path === '/no-route') response.writeHead(404, { 'content-type': 'text/html' }).end(DEBUG_404_PAGE);
    else if (path === '/clients') response.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"Ann Lee"}');
    else setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"Too Late"}'), 10_000).unref();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
/**
 * The slow route's timeout is short: these tests read what a timeout leads to, which it is whether or not the request
 * reached the server first (nothing here counts requests); the others have room for a loaded machine's first connection.
 */
const timeoutFor = (path: string): number => (path === '/slow' ? 50 : 5000);

afterAll(() => new Promise<void>((resolve) => {
  server.closeAllConnections();
  server.close(() => resolve());
}));

/** Greets a known caller; on error, says why by a branch on `client_error` and a template reading it. */
const flowText = (path: string): string => `caller_lookup: { url: "${base}${path}", timeout_ms: ${timeoutFor(path)} }
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

/** Says sorry for maintenance (a 503) apart from any other failure, by a branch on `client_status`. */
const byStatusFlow = (path: string): string => `caller_lookup: { url: "${base}${path}", timeout_ms: ${timeoutFor(path)} }
nodes:
  identify:
    kind: lookup
    text: "#caller_lookup"
    into: client
    on: { found: bye, not_found: bye, error: why }
  why:
    kind: branch
    variable: client_status
    cases: [{ match: 503, next: maintenance }]
    otherwise: down
  maintenance: { kind: say, text: Our records are closed for maintenance., next: bye }
  down: { kind: say, text: "Our records are unavailable ({{client_error}}, {{client_status}}).", next: bye }
  bye: { kind: end }
`;

describe('<into>_status holds the HTTP status the client database answered with', () => {
  test.each([
    { name: 'a 503: a branch tells maintenance from other failures', path: '/maintenance', status: 503, said: ['Our records are closed for maintenance.'] },
    { name: 'a 500', path: '/crash', status: 500, said: ['Our records are unavailable (http_error, 500).'] },
    { name: 'no answer within timeout_ms: null', path: '/slow', status: null, said: ['Our records are unavailable (timeout, ).'] },
    { name: 'a found caller: 200', path: '/clients', status: 200, said: [] },
    { name: 'a 404: not_found with its status', path: '/no-route', status: 404, said: [] },
  ])('$name', async ({ path, status, said }) => {
    const { flow, issues } = await loadFlowText(byStatusFlow(path), '/virtual/status.flow.yaml');
    expect(issues).toEqual([]);
    const call = await startCall(flow as Flow, { context: { caller: '+15551234567' }, env: {} });
    expect(call.variables).toMatchObject({ client_status: status });
    expect(call.events.filter((event) => event.type === 'say').map((event) => event.text)).toEqual(said);
  });
});

describe('a failed caller lookup gives the model a short, caller-safe result', () => {
  test.each([
    { name: 'a 503 without a body', path: '/maintenance', code: 'http_error', operator: /answered with HTTP 503; the server is unavailable .* after 120 seconds \(Retry-After\)/ },
    { name: 'a sign-in page in a 200', path: '/sign-in', code: 'html_page', operator: /"Sign in \| Acme SSO".*Point caller_lookup\.url at the lookup endpoint/ },
    { name: 'no answer within timeout_ms', path: '/slow', code: 'timeout', operator: /did not finish within 50 ms; raise caller_lookup\.timeout_ms/ },
  ])('$name: the model reads the code; the endpoint and the fix stay in the log', async ({ path, code, operator }) => {
    const model = new ScriptedModel([{ toolCalls: [{ name: 'lookup_caller', arguments: {} }] }, 'How can I help?']);
    const call = await startCall(await assistantFlow(`{ url: "${base}${path}", timeout_ms: ${timeoutFor(path)} }`), { context: { caller: '+15551234567' }, env: {}, model });

    const toolResult = model.requests[1]?.messages.at(-1);
    expect(toolResult).toEqual({
      role: 'tool', toolCallId: expect.any(String), name: 'lookup_caller',
      content: `Caller lookup failed (${code}). The caller's details are not available; continue without them.`,
    });
    expect(JSON.stringify(model.requests)).not.toMatch(/127\.0\.0\.1|caller_lookup\.|Retry-After|Acme SSO/);
    // The operator's message, endpoint and fix included, is in the call's log.
    const logged = call.events.find((event) => event.type === 'tool_call');
    expect(logged).toMatchObject({ tool: 'lookup_caller', result: { result: 'error', code, message: expect.stringMatching(operator) } });
    expect(JSON.stringify(logged)).toContain(base);
    expect(call.status).toBe('ended');
  });

  test.each([
    { name: 'a 500 whose body is a stack trace', path: '/crash', code: 'http_error', body: STACK_TRACE },
    { name: 'a 200 reporting an error that names an internal host', path: '/reported', code: 'reported_error', body: REPORTED_WITH_HOST },
  ])('$name, error_body withheld: the model reads the code, never the body; the body stays in the log', async ({ path, code, body }) => {
    const model = new ScriptedModel([{ toolCalls: [{ name: 'lookup_caller', arguments: {} }] }, 'How can I help?']);
    const call = await startCall(await assistantFlow(`{ url: "${base}${path}", error_body: withheld }`), { context: { caller: '+15551234567' }, env: {}, model });

    expect(model.requests[1]?.messages.at(-1)?.content).toBe(`Caller lookup failed (${code}). The caller's details are not available; continue without them.`);
    expect(JSON.stringify(model.requests)).not.toMatch(/ECONNREFUSED|10\.2\.3\.4|corp\.acme\.internal|Db\.php|SQLSTATE/);
    expect(call.events.find((event) => event.type === 'tool_call')).toMatchObject({ result: { result: 'error', code, body } });
  });

  test.each([
    { name: 'a 500 whose body is a stack trace', path: '/crash', body: STACK_TRACE },
    { name: 'a 200 reporting an error that names an internal host', path: '/reported', body: REPORTED_WITH_HOST },
  ])('$name, error_body as_answered (the default, as the spec says): the model reads the body as it came', async ({ path, body }) => {
    const model = new ScriptedModel([{ toolCalls: [{ name: 'lookup_caller', arguments: {} }] }, 'How can I help?']);
    await startCall(await assistantFlow(`{ url: "${base}${path}" }`), { context: { caller: '+15551234567' }, env: {}, model });
    expect(model.requests[1]?.messages.at(-1)?.content).toBe(body);
  });

  test('a 500 whose body is one plain sentence, error_body withheld: the model reads the code and that sentence', async () => {
    const model = new ScriptedModel([{ toolCalls: [{ name: 'lookup_caller', arguments: {} }] }, 'How can I help?']);
    await startCall(await assistantFlow(`{ url: "${base}/busy", error_body: withheld }`), { context: { caller: '+15551234567' }, env: {}, model });
    expect(model.requests[1]?.messages.at(-1)?.content).toBe(
      'Caller lookup failed (http_error); the client database said: "Database unavailable, please try again later." The caller\'s details are not available; continue without them.',
    );
  });

  test('a 404 answered by a framework\'s debug page: the model reads that nobody was found, not the page', async () => {
    const model = new ScriptedModel([{ toolCalls: [{ name: 'lookup_caller', arguments: {} }] }, 'How can I help?']);
    const call = await startCall(await assistantFlow(`{ url: "${base}/no-route" }`), { context: { caller: '+15551234567' }, env: {}, model });
    expect(model.requests[1]?.messages.at(-1)?.content).toBe('No client record was found for the caller.');
    expect(call.events.find((event) => event.type === 'tool_call')).toMatchObject({ result: { result: 'not_found', status: 404, body: DEBUG_404_PAGE } });
  });
});
