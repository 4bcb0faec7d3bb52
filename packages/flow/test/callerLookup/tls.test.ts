// TLS failures with a known fix say the fix: an https URL at a plain-http server, and a certificate Node does not
// trust (real servers on 127.0.0.1; the certificate is a self-signed test fixture for 127.0.0.1).
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { CALLER_LOOKUP_ERROR as E, lookupCaller } from '../../src/callerLookup/index.js';
import type { CallerLookupOutcome } from '../../src/callerLookup/index.js';
import { lookupsInChild } from './lookupsInChild.js';

const fixture = (name: string): Buffer => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const answer = (_request: unknown, response: { end(body: string): void }): void => response.end('{"name": "Ann Lee"}');
let running: Server | undefined;

async function listen(server: Server): Promise<number> {
  running = server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

afterEach(async () => {
  const server = running;
  running = undefined;
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server === undefined ? resolve() : server.close(() => resolve())));
});

describe('a caller lookup over TLS', () => {
  test('an https URL at a plain-http server says it does not answer TLS and to write http://', async () => {
    const port = await listen(createHttpServer(answer));
    const outcome = await lookupCaller({ url: `https://127.0.0.1:${port}/clients` }, '+1 415 555 2671', {});
    expect(outcome).toEqual({
      result: 'error',
      code: E.networkError,
      message: `The caller lookup at https://127.0.0.1:${port}/clients could not be reached: the server does not answer TLS (https) on this port; if it serves plain http, write http:// in caller_lookup.url, or point the URL at its https port.`,
    });
  });

  test('an http URL at an https-only server says it closed without answering and to write https://', async () => {
    let requests = 0;
    const server = createHttpsServer({ key: fixture('self-signed-127.0.0.1.key.pem'), cert: fixture('self-signed-127.0.0.1.cert.pem') }, (request, response) => {
      requests += 1;
      answer(request, response);
    });
    const port = await listen(server);
    const outcome = await lookupCaller({ url: `http://127.0.0.1:${port}/clients` }, '+1 415 555 2671', {});
    expect(outcome).toEqual({
      result: 'error',
      code: E.networkError,
      message: `The caller lookup at http://127.0.0.1:${port}/clients was reached but closed the connection without answering (other side closed); ` +
        'if the server serves https on this port, write https:// in caller_lookup.url; otherwise check the server\'s logs: it may fail on the request.',
    });
    expect(requests).toBe(0);
  });

  test('a self-signed certificate says it is not trusted and names NODE_EXTRA_CA_CERTS', async () => {
    let requests = 0;
    const server = createHttpsServer({ key: fixture('self-signed-127.0.0.1.key.pem'), cert: fixture('self-signed-127.0.0.1.cert.pem') }, (request, response) => {
      requests += 1;
      answer(request, response);
    });
    const port = await listen(server);
    const outcome = await lookupCaller({ url: `https://127.0.0.1:${port}/clients` }, '+1 415 555 2671', {});
    expect(outcome).toEqual({
      result: 'error',
      code: E.networkError,
      message: `The caller lookup at https://127.0.0.1:${port}/clients could not be reached: its certificate is not trusted (self-signed certificate); start Switchboard with NODE_EXTRA_CA_CERTS naming the file of the CA certificate that signed it, or give the server a publicly trusted certificate.`,
    });
    expect(requests).toBe(0);
  });
});

// A certificate from a CA Node trusts (the test CA, named by NODE_EXTRA_CA_CERTS, in a process of its own) that is wrong
// in another way: "check that the server is running there" (it was) named no fix for any of them.
describe('a trusted certificate that is wrong', () => {
  const lookupScript = fileURLToPath(new URL('./fixtures/lookupInProcess.ts', import.meta.url));
  const testCa = fileURLToPath(new URL('./fixtures/test-ca.cert.pem', import.meta.url));
  const cases = [
    { name: 'an expired certificate says it expired and to renew it', cert: 'ca-signed-expired-127.0.0.1.cert.pem', host: '127.0.0.1',
      says: (where: string) => `The caller lookup at ${where} could not be reached: its certificate has expired (certificate has expired); renew the server's certificate, or if it is current, check this machine's clock.` },
    { name: 'a certificate not valid yet says so and to check the clocks', cert: 'ca-signed-not-yet-valid-127.0.0.1.cert.pem', host: '127.0.0.1',
      says: (where: string) => `The caller lookup at ${where} could not be reached: its certificate is not valid yet (certificate is not yet valid); check this machine's clock and the server's, or the certificate's start date.` },
    { name: 'a certificate for another name says the names it is for', cert: 'ca-signed-crm.example.com.cert.pem', host: '127.0.0.1',
      says: (where: string) => `The caller lookup at ${where} could not be reached: its certificate is for DNS:crm.example.com, not 127.0.0.1; write a host name the certificate names in caller_lookup.url, or give the server a certificate for 127.0.0.1.` },
  ];
  // A server per certificate, and one process trusting the test CA looking each up in turn (a process each took
  // seconds of the suite to start).
  const servers: Server[] = [];
  const requests = cases.map(() => 0);
  const urls: string[] = [];
  let outcomes: CallerLookupOutcome[] = [];
  beforeAll(async () => {
    for (const [at, { cert, host }] of cases.entries()) {
      const server = createHttpsServer({ key: fixture('ca-signed.key.pem'), cert: fixture(cert) }, (request, response) => {
        requests[at]! += 1;
        answer(request, response);
      });
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      urls.push(`https://${host}:${(server.address() as AddressInfo).port}/clients`);
    }
    outcomes = await lookupsInChild<CallerLookupOutcome[]>(lookupScript, urls, { NODE_EXTRA_CA_CERTS: testCa });
  }, 30_000);
  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  test.each(cases.map((row, at) => ({ ...row, at })))('$name', ({ at, says }) => {
    expect(outcomes[at]).toEqual({ result: 'error', code: E.networkError, message: says(urls[at]!) });
    expect(requests[at]).toBe(0);
  });
});
