// A client database's numbers are said as it wrote them: a long account id keeps every digit, a balance its cents.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadFlowText, startCall } from '@switchboard/flow';

/** The client database on 127.0.0.1: answers the JSON body named by the path, as written. */
const bodies: Record<string, string> = {
  '/long-id': '{"name": "Zoë Brontë", "account": 12345678901234567891}',
  '/cents': '{"name": "Ann Lee", "balance": 40.10, "due": 0.50}',
  '/exponent': '{"name": "Ann Lee", "points": 1E3}',
  '/plain': '{"name": "Ann Lee", "visits": 12, "balance": 40.5, "score": -3}',
  '/list': '[{"name": "Ann Lee", "account": 98765432109876543210}]',
  '/zero-cents': '{"total": 0.00}',
};
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const body = bodies[new URL(request.url ?? '/', 'http://127.0.0.1').pathname];
    if (body === undefined) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => {
  server.closeAllConnections();
  server.close(() => resolve());
}));

async function greeting(path: string, text: string): Promise<{ said: string[]; client: unknown; outcome: unknown }> {
  const { flow, issues } = await loadFlowText(`caller_lookup: { url: "${base}${path}" }
nodes:
  identify:
    kind: lookup
    text: "#caller_lookup"
    into: client
    on: { found: hello, not_found: bye, error: bye }
  hello: { kind: say, text: "${text}", next: bye }
  bye: { kind: end }
`, '/virtual/numbers.flow.yaml');
  if (!flow) throw new Error(JSON.stringify(issues));
  const call = await startCall(flow, { context: { caller: '+15551234567' }, env: {} });
  return { said: call.events.filter((event) => event.type === 'say').map((event) => event.text), client: call.variables['client'], outcome: call.variables['client_outcome'] };
}

describe('numbers in a caller lookup answer are said as the server wrote them', () => {
  test.each([
    { name: 'an account id past 15 digits keeps every digit (was 12345678901234567000)', path: '/long-id', text: 'Account {{client.account}}.', says: 'Account 12345678901234567891.' },
    { name: 'a balance keeps its cents (was 40.1 and 0.5)', path: '/cents', text: 'You owe {{client.balance}}, due {{client.due}}.', says: 'You owe 40.10, due 0.50.' },
    { name: 'a number with an exponent is said as written', path: '/exponent', text: 'Points: {{client.points}}.', says: 'Points: 1E3.' },
    { name: 'a number read exactly is said as before', path: '/plain', text: '{{client.visits}} visits, {{client.balance}}, {{client.score}}.', says: '12 visits, 40.5, -3.' },
    { name: 'an id in a list keeps every digit', path: '/list', text: 'Account {{client.account}}.', says: 'Account 98765432109876543210.' },
  ])('$name', async ({ path, text, says }) => {
    expect((await greeting(path, text)).said).toEqual([says]);
  });

  test('a number read exactly stays a number in the stored record', async () => {
    expect((await greeting('/plain', 'Hi.')).client).toEqual({ name: 'Ann Lee', visits: 12, balance: 40.5, score: -3 });
  });

  test('a total of 0.00 still says nobody', async () => {
    expect((await greeting('/zero-cents', 'Hi.')).outcome).toBe('not_found');
  });
});
