// The lookup_caller tool always looks up the number on the call: whatever the model passes is dropped.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ScriptedModel, startCall } from '@switchboard/flow';
import { assistantFlow } from './fixtures/assistantFlow.js';

const TOKEN = 'model-test-token-93b1d0c7e2';
/** The client database on 127.0.0.1: the caller's own record, and someone else's the model might try to read. */
const CLIENTS: Record<string, string> = {
  '+15551234567': '{"name":"Ann Lee","next_visit":"Friday"}',
  '+15550000000': '{"name":"Eve Other","next_visit":"Monday"}',
};
const requests: { url: string; phone: string | null; token: string | undefined }[] = [];
let server: Server;
let url = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const phone = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('phone');
    const token = request.headers.loquent_x_check;
    requests.push({ url: request.url ?? '', phone, token: typeof token === 'string' ? token : undefined });
    const body = CLIENTS[phone ?? ''];
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    response.end(body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/clients`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('a model cannot choose the number the caller lookup asks about', () => {
  test.each([
    { name: 'another number in "phone"', args: { phone: '+15550000000' } },
    { name: 'another number in every field it might guess', args: { phone: '+15550000000', caller: '+15550000000', number: '555-000-0000', phone_number: '+15550000000' } },
    { name: 'another server, another header and junk', args: { phone: '+15550000000', url: 'http://127.0.0.1:1/steal', loquent_x_check: 'forged', nested: { phone: '+15550000000' }, limit: 1000 } },
    { name: 'no arguments at all', args: {} },
  ])('$name: the request carries the call\'s own number and the model reads that body', async ({ args }) => {
    requests.length = 0;
    const model = new ScriptedModel([
      { toolCalls: [{ name: 'lookup_caller', arguments: args }] },
      'See you on Friday, Ann.',
    ]);
    // The caller ID arrives with spaces and dashes; the request carries it as E.164.
    const call = await startCall(await assistantFlow(`{ url: "${url}", auth_env: CRM_TOKEN }`), { context: { caller: '+1 555-123 4567' }, env: { CRM_TOKEN: TOKEN }, model });

    expect(requests).toEqual([{ url: '/clients?phone=%2B15551234567', phone: '+15551234567', token: TOKEN }]);
    const toolResult = model.requests[1]?.messages.at(-1);
    expect(toolResult).toEqual({ role: 'tool', toolCallId: expect.any(String), name: 'lookup_caller', content: CLIENTS['+15551234567'] });
    expect(JSON.stringify(model.requests)).not.toContain('Eve Other');
    // The log records the tool call without the model's arguments: nothing it passed was used.
    expect(call.events.find((event) => event.type === 'tool_call')).toMatchObject({ tool: 'lookup_caller', args: {}, result: { result: 'found' } });
    expect(call.status).toBe('ended');
  });

  test('the token never reaches the model, even in the tool definition or the request log', async () => {
    requests.length = 0;
    const model = new ScriptedModel([{ toolCalls: [{ name: 'lookup_caller', arguments: { phone: '+15550000000' } }] }, 'Hello.']);
    const call = await startCall(await assistantFlow(`{ url: "${url}", auth_env: CRM_TOKEN }`), { context: { caller: '+15551234567' }, env: { CRM_TOKEN: TOKEN }, model });
    expect(requests[0]?.token).toBe(TOKEN);
    expect(JSON.stringify(model.requests)).not.toContain(TOKEN);
    expect(JSON.stringify(call.events)).not.toContain(TOKEN);
    expect(JSON.stringify(call.snapshot())).not.toContain(TOKEN);
  });
});
