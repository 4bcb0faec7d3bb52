// What a conversation node's model reads when the caller lookup fails: the code, never the operator's message.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadFlowText, ScriptedModel, startCall, type Flow } from '@switchboard/flow';

/** The client database on 127.0.0.1: down for maintenance, a sign-in page in its place, or too slow. */
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (path === '/maintenance') response.writeHead(503, { 'retry-after': '120' }).end();
    else if (path === '/sign-in') response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Sign in | Acme SSO</title>');
    else setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"Too Late"}'), 3_000).unref();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => {
  server.closeAllConnections();
  server.close(() => resolve());
}));

async function assistantFlow(path: string): Promise<Flow> {
  const text = `caller_lookup: { url: "${base}${path}", timeout_ms: 1000 }
nodes:
  assistant: { kind: conversation, text: Help the caller with their visit., next: bye }
  bye: { kind: end }
`;
  const { flow, issues } = await loadFlowText(text, '/virtual/assistant.flow.yaml');
  if (!flow) throw new Error(JSON.stringify(issues));
  return flow;
}

describe('a failed caller lookup gives the model a short, caller-safe result', () => {
  test.each([
    { name: 'a 503 without a body', path: '/maintenance', code: 'http_error', operator: /answered with HTTP 503; the server is unavailable .* after 120 seconds \(Retry-After\)/ },
    { name: 'a sign-in page in a 200', path: '/sign-in', code: 'html_page', operator: /"Sign in \| Acme SSO".*Point caller_lookup\.url at the lookup endpoint/ },
    { name: 'no answer within timeout_ms', path: '/slow', code: 'timeout', operator: /did not finish within 1000 ms; raise caller_lookup\.timeout_ms/ },
  ])('$name: the model reads the code; the endpoint and the fix stay in the log', async ({ path, code, operator }) => {
    const model = new ScriptedModel([{ toolCalls: [{ name: 'lookup_caller', arguments: {} }] }, 'How can I help?']);
    const call = await startCall(await assistantFlow(path), { context: { caller: '+15551234567' }, env: {}, model });

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
});
