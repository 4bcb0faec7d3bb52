import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callerLookupTool, loadFlowText, ScriptedModel, startCall, type Flow, type LookupProvider } from '@switchboard/flow';
import { said } from './flowTestKit.js';

/**
 * A client database on 127.0.0.1: one known caller, one unknown, one whose lookup breaks the server, and two 200s
 * naming nobody (a failure written in PascalCase, an empty page of results).
 */
const CLIENTS: Record<string, { status: number; body: string }> = {
  '+15551234567': { status: 200, body: '{"name":"Ann Lee","plan":"Gold"}' },
  '+15559999999': { status: 404, body: '' },
  '+15550000500': { status: 500, body: 'database down' },
  '+15550000200': { status: 200, body: '{"Success":false,"Error":"Database unavailable"}' },
  '+15550000204': { status: 200, body: '{"data":[],"current_page":1,"per_page":15,"total":0}' },
};
const received: { phone: string | null; headers: IncomingHttpHeaders }[] = [];
let server: Server;
let url = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const phone = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('phone');
    received.push({ phone, headers: request.headers });
    const answer = CLIENTS[phone ?? ''] ?? { status: 404, body: '' };
    response.writeHead(answer.status, { 'content-type': answer.status === 200 ? 'application/json' : 'text/plain' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/clients`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const flowText = () => `
caller_lookup:
  url: ${url}
  auth_env: CRM_TOKEN
nodes:
  who:
    kind: lookup
    text: "#caller_lookup"
    into: client
    on: { found: welcome_back, not_found: ask_name, error: sorry }
  welcome_back:
    kind: say
    text: Welcome back, {{client.name}}.
    next: help
  ask_name:
    kind: collect
    text: May I have your name?
    into: caller_name
    next: help
  sorry:
    kind: say
    text: Our records are unavailable.
    next: help
  help:
    kind: conversation
    text: Help the caller.
    next: bye
    error: bye
  bye:
    kind: end
`;

async function callerFlow(): Promise<Flow> {
  const { flow, issues } = await loadFlowText(flowText(), '/virtual/caller.flow.yaml');
  if (!flow) throw new Error(JSON.stringify(issues));
  return flow;
}

describe('#caller_lookup nodes ask the client database about the number on the call', () => {
  test.each([
    { name: 'a known caller is welcomed back by name', caller: '+15551234567', outcome: 'found', next: 'welcome_back', line: 'Welcome back, Ann Lee.' },
    { name: 'an unknown caller is asked for a name', caller: '+15559999999', outcome: 'not_found', next: 'ask_name', line: 'May I have your name?' },
    { name: 'a database error takes the error edge and the call goes on', caller: '+15550000500', outcome: 'error', next: 'sorry', line: 'Our records are unavailable.' },
    { name: 'a 200 reporting a failure in PascalCase takes the error edge', caller: '+15550000200', outcome: 'error', next: 'sorry', line: 'Our records are unavailable.' },
    { name: 'a 200 with an empty page of results takes the not_found edge', caller: '+15550000204', outcome: 'not_found', next: 'ask_name', line: 'May I have your name?' },
  ])('$name', async ({ caller, outcome, next, line }) => {
    received.length = 0;
    const call = await startCall(await callerFlow(), { context: { caller }, env: { CRM_TOKEN: 'secret-token' }, model: new ScriptedModel(['Hello.']) });
    expect(call.path.slice(0, 2)).toEqual(['who', next]);
    expect(call.events.find((event) => event.type === 'caller_lookup')).toMatchObject({ node: 'who', outcome });
    expect(call.variables.client_outcome).toBe(outcome);
    expect(said(call)).toContain(line);
    expect(received[0]?.phone).toBe(caller);
    expect(received[0]?.headers.loquent_x_check).toBe('secret-token');
  });

  test('the record never reaches the model; lookup_caller does, for the number on the call only', async () => {
    received.length = 0;
    const model = new ScriptedModel([
      { toolCalls: [{ name: 'lookup_caller', arguments: { phone: '+19999999999' } }] },
      'Hi Ann, your Gold plan is active.',
    ]);
    const call = await startCall(await callerFlow(), { context: { caller: '+15551234567' }, env: { CRM_TOKEN: 't' }, model });

    expect(call.variables.client).toEqual({ name: 'Ann Lee', plan: 'Gold' });
    // The #caller_lookup node's record is not in the first request...
    expect(JSON.stringify(model.requests[0])).not.toContain('Ann Lee');
    expect(model.requests[0]?.tools).toEqual([expect.objectContaining({ name: 'lookup_caller', parameters: [] })]);
    // ...the tool the model called looked up the caller's own number, not the one it asked for, and it saw the body as-is.
    expect(received.map((request) => request.phone)).toEqual(['+15551234567', '+15551234567']);
    expect(model.requests[1]?.messages.at(-1)).toEqual({ role: 'tool', toolCallId: 'call_1_1', name: 'lookup_caller', content: '{"name":"Ann Lee","plan":"Gold"}' });
    expect(said(call)).toContain('Hi Ann, your Gold plan is active.');
    expect(call.status).toBe('ended');
  });

  test('an auth variable that is not set makes no request and takes the error edge', async () => {
    received.length = 0;
    const call = await startCall(await callerFlow(), { context: { caller: '+15551234567' }, env: {}, model: new ScriptedModel(['Hello.']) });
    expect(call.events.find((event) => event.type === 'caller_lookup')).toMatchObject({ outcome: 'error', error: { code: 'auth_env_unset' } });
    expect(said(call)).toContain('Our records are unavailable.');
    expect(received).toEqual([]);
  });

  test('a document tool named lookup_caller is not sent beside the built-in one: the model gets each name once', async () => {
    received.length = 0;
    const { flow } = await loadFlowText(
      `caller_lookup:\n  url: ${url}\n  auth_env: CRM_TOKEN\ndocuments:\n  clash: clash.lookup.json\n` +
        'nodes:\n  help: { kind: conversation, text: Help., documents: [clash], next: bye }\n  bye: { kind: end }\n',
      '/virtual/clash.flow.yaml',
      { loadDocument: async () => ({ tools: [], call: () => ({ result: 'not_found' }) }) },
    );
    const documentCalls: string[] = [];
    const clash: LookupProvider = {
      tools: [
        { name: 'lookup_caller', description: 'Find a caller by phone.', parameters: [{ name: 'phone', description: 'Phone', required: true, column: 'Phone' }] },
        { name: 'find_plan', description: 'Find a plan.', parameters: [{ name: 'plan', description: 'Plan', required: true, column: 'Plan' }] },
      ],
      call: (tool) => { documentCalls.push(tool); return { result: 'not_found' }; },
    };
    const model = new ScriptedModel([{ toolCalls: [{ name: 'lookup_caller', arguments: {} }] }, 'Hi Ann.']);
    await startCall(flow as Flow, { context: { caller: '+15551234567' }, env: { CRM_TOKEN: 't' }, model, documents: { clash } });

    expect(model.requests[0]?.tools.map((tool) => tool.name)).toEqual(['find_plan', 'lookup_caller']);
    expect(model.requests[0]?.tools.at(-1)?.description).toBe(callerLookupTool({ url })?.description);
    expect(received.map((request) => request.phone)).toEqual(['+15551234567']);
    expect(documentCalls).toEqual([]);
  });

  test('a flow without caller_lookup gives the model no lookup_caller tool', async () => {
    const model = new ScriptedModel(['Hello.']);
    const { flow } = await loadFlowText('nodes:\n  help: { kind: conversation, text: Help., next: bye }\n  bye: { kind: end }\n', '/virtual/plain.flow.yaml');
    await startCall(flow as Flow, { model });
    expect(model.requests[0]?.tools).toEqual([]);
  });
});
