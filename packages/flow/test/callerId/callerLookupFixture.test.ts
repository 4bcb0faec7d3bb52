// The replay's loopback client database (`caller_lookup_server`): what it answers, and that it never outlives its call.
import { describe, expect, test } from '@jest/globals';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { replayCall, startCallerLookupFixture, type FixtureServer } from '@switchboard/flow';

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
const ROUTES: FixtureServer = {
  routes: [
    { phone: '+15551234567', status: 200, body: { name: 'Ann' } },
    { phone: '+15550000500', status: 500, body: 'database down' },
  ],
};
const CONFIG = { url: 'https://crm.example.com/api/clients?org=7', auth_env: 'CRM_TOKEN' };
const ENV = { CRM_TOKEN: 'fixture-token-5d2c' };

/** Listening servers in this process: a fixture that was not stopped shows up here. */
const servers = (): number => process.getActiveResourcesInfo().filter((kind) => kind === 'TCPServerWrap').length;

/** A closed server's handle is released a few event-loop turns after `close` calls back: give it those turns, no more. */
async function serversSettled(expected: number): Promise<number> {
  for (let turn = 0; turn < 20 && servers() !== expected; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  return servers();
}

describe('the fixture server answers like a client database', () => {
  test.each([
    { name: 'a route answers its status and JSON body', phone: '+15551234567', headers: { loquent_x_check: ENV.CRM_TOKEN }, status: 200, body: '{"name":"Ann"}' },
    { name: 'a route answers text as written', phone: '+15550000500', headers: { loquent_x_check: ENV.CRM_TOKEN }, status: 500, body: 'database down' },
    { name: 'a number without a route is 404', phone: '+15559999999', headers: { loquent_x_check: ENV.CRM_TOKEN }, status: 404, body: '' },
    { name: 'a request without the auth header is refused', phone: '+15551234567', headers: {}, status: 401, body: 'wrong or missing auth header' },
    { name: 'a request with another token is refused', phone: '+15551234567', headers: { loquent_x_check: 'forged' }, status: 401, body: 'wrong or missing auth header' },
  ] as { name: string; phone: string; headers: Record<string, string>; status: number; body: string }[])('$name', async ({ phone, headers, status, body }) => {
    const fixture = await startCallerLookupFixture(ROUTES, CONFIG, ENV);
    try {
      const url = new URL(fixture.config.url);
      expect([url.protocol, url.hostname, url.pathname, url.searchParams.get('org')]).toEqual(['http:', '127.0.0.1', '/api/clients', '7']);
      url.searchParams.set('phone', phone);
      const response = await fetch(url, { headers });
      expect([response.status, await response.text()]).toEqual([status, body]);
      expect(fixture.requests).toEqual([phone]);
    } finally {
      await fixture.close();
    }
  });

  test('once closed, it accepts no more requests', async () => {
    const fixture = await startCallerLookupFixture(ROUTES, CONFIG, ENV);
    await fixture.close();
    await expect(fetch(`${fixture.config.url}&phone=%2B15551234567`)).rejects.toThrow();
  });
});

describe('a replay starts the fixture for its call and always stops it', () => {
  test('a call that fails (the slow database timed out) leaves no server behind', async () => {
    const before = servers();
    const report = await replayCall(join(fixtures, 'calls', 'slow-and-wrong.call.yaml'));
    expect(report).toMatchObject({ status: 'failed', path: ['identify', 'sorry'], lookups: [{ node: 'identify', tool: '#caller_lookup', outcome: 'error' }] });
    expect(report.status === 'failed' ? report.variables.client_outcome : null).toBe('error');
    expect(await serversSettled(before)).toBe(before);
  });

  test('a SIP caller ID finds its route, and a token with the line break of its secret file is the token sent', async () => {
    const report = await replayCall(join(fixtures, 'calls', 'sip-caller-token-from-file.call.yaml'));
    expect(report.status === 'passed' ? '' : JSON.stringify(report)).toBe('');
    expect(JSON.stringify(report)).not.toContain('fixture-token-5d2c');
  });

  test.each([
    { name: 'a misspelt route field is reported at its line', file: 'typo-in-route.call.yaml', code: 'unknown_field', path: 'caller_lookup_server.routes[0].stauts', line: 4 },
    { name: 'a fixture server for a flow with no caller_lookup is reported', file: 'no-caller-lookup.call.yaml', code: 'caller_lookup_not_configured', path: 'caller_lookup_server', line: 2 },
  ])('$name', async ({ file, code, path, line }) => {
    const report = await replayCall(join(fixtures, 'calls', file));
    expect(report.status).toBe('invalid');
    expect(report.status === 'invalid' ? report.issues : []).toEqual([expect.objectContaining({ code, path, line })]);
  });
});
