// A connection dropped as soon as it is made ends its own lookup at once, and only its own: against a real server on
// 127.0.0.1 that drops the first of two simultaneous connections. The lookups run in a process of their own
// (fixtures/twoLookupsOneDropped.ts), where Node's fetch can be given both connections once one of them is closed.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { CALLER_LOOKUP_ERROR as E } from '../../src/callerLookup/index.js';
import type { CallerLookupOutcome } from '../../src/callerLookup/index.js';
import { lookupsInChild } from './lookupsInChild.js';

const script = fileURLToPath(new URL('./fixtures/twoLookupsOneDropped.ts', import.meta.url));

const runLookups = (url: string): Promise<CallerLookupOutcome[]> => lookupsInChild(script, url);

describe('two simultaneous lookups to one server, one connection dropped', () => {
  test('the dropped one is network_error at once and the other is found, not dropped with it', async () => {
    let connections = 0;
    const requests: string[] = [];
    const server = createServer((request, response) => {
      requests.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"Ann Lee"}');
    });
    server.on('connection', (socket) => {
      connections += 1;
      if (connections === 1) socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const outcomes = await runLookups(`http://127.0.0.1:${port}/clients`);
      // Either lookup may get the dropped connection: whichever did, the other one is answered.
      expect(outcomes).toHaveLength(2);
      expect(outcomes).toContainEqual({ result: 'found', status: 200, body: '{"name":"Ann Lee"}', data: { name: 'Ann Lee' } });
      expect(outcomes).toContainEqual({
        result: 'error', code: E.networkError,
        message: `The caller lookup at http://127.0.0.1:${port}/clients was reached but closed the connection without answering (closed as soon as it was made); ` +
          'if the server serves https on this port, write https:// in caller_lookup.url; otherwise check the server\'s logs: it may fail on the request.',
      });
      expect(connections).toBe(2);
      expect(requests).toEqual(['/clients?phone=%2B14155552671']);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 30_000);
});
