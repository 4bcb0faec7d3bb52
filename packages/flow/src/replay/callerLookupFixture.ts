// The client database a scripted call declares (`caller_lookup_server`): a real HTTP server on 127.0.0.1 for one replayed call.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CallerLookupConfig } from '../callerLookup/CallerLookupConfig.js';
import { DEFAULT_AUTH_HEADER } from '../callerLookup/CallerLookupConfig.js';
import { sentToken } from '../callerLookup/sentToken.js';
import type { FixtureServer } from './callScript.js';

export interface RunningFixture {
  /** The flow's caller lookup, pointed at this server (same path and query, loopback origin). */
  config: CallerLookupConfig;
  /** The phone numbers the server was asked about, in order. */
  requests: string[];
  /** Stops the server: pending answers are dropped and open connections closed. */
  close(): Promise<void>;
}

/**
 * Starts the fixture on 127.0.0.1:0. It answers each route's status and body for its `phone` (404 for any other),
 * after the route's delay, and 401 when the flow names an `auth_env` and the header does not carry that variable's
 * value from `env`: a replay checks the token is sent without ever printing it.
 *
 * @example
 * const fixture = await startCallerLookupFixture({ routes: [{ phone: '+15550100123', status: 200, body: { name: 'Maria' } }] }, flow.callerLookup, script.env);
 * try { await startCall({ ...flow, callerLookup: fixture.config }, { env: script.env }); } finally { await fixture.close(); }
 */
export async function startCallerLookupFixture(
  fixture: FixtureServer, config: CallerLookupConfig, env: Readonly<Record<string, string>>,
): Promise<RunningFixture> {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const requests: string[] = [];
  // The token as the lookup sends it: `env` may hold it with the line break of the file it was read from.
  const expectedToken = config.auth_env === undefined ? undefined : sentToken(env[config.auth_env]);
  const header = (config.auth_header ?? DEFAULT_AUTH_HEADER).toLowerCase();
  const server = createServer((request, response) => {
    const phone = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('phone') ?? '';
    requests.push(phone);
    if (expectedToken !== undefined && request.headers[header] !== expectedToken) {
      answer(response, 401, 'wrong or missing auth header');
      return;
    }
    const route = fixture.routes.find((candidate) => candidate.phone === phone);
    if (!route) {
      answer(response, 404, '');
      return;
    }
    const send = (): void => answer(response, route.status, route.body ?? '');
    if (route.delay_ms === undefined) send();
    else {
      const timer = setTimeout(() => { timers.delete(timer); send(); }, route.delay_ms);
      timers.add(timer);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = new URL(config.url);
  url.protocol = 'http:';
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    config: { ...config, url: url.toString() },
    requests,
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  if (response.destroyed) return;
  const json = typeof body !== 'string';
  response.writeHead(status, { 'content-type': json ? 'application/json' : 'text/plain; charset=utf-8' });
  response.end(json ? JSON.stringify(body) : body);
}
