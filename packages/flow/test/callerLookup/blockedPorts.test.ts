// A lookup URL on a port fetch refuses: reported when the flow loads and, for a config built in code, a bad_url
// outcome naming the port and the fix, instead of a network_error that only says "bad port" on every call.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, test } from '@jest/globals';
import { BLOCKED_PORTS } from '../../src/blockedPorts.js';
import { CALLER_LOOKUP_ERROR as E, CALLER_LOOKUP_ISSUE as I, lookupCaller, validateCallerLookupConfig } from '../../src/callerLookup/index.js';

/** Why fetch refused `url`, or undefined when it connected (or failed for another reason). */
async function fetchRefusal(url: string): Promise<string | undefined> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return undefined;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause?.message;
    return cause === 'bad port' ? cause : undefined;
  }
}

describe('ports fetch refuses', () => {
  test('every listed port is refused by this Node\'s fetch as a bad port', async () => {
    const refused: number[] = [];
    for (const port of BLOCKED_PORTS) if ((await fetchRefusal(`http://127.0.0.1:${port}/`)) !== undefined) refused.push(port);
    expect(refused).toEqual([...BLOCKED_PORTS]);
  });

  test('a port off the list reaches a real server on 127.0.0.1', async () => {
    const server = createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      expect(BLOCKED_PORTS.has(port)).toBe(false);
      expect(await fetchRefusal(`http://127.0.0.1:${port}/`)).toBeUndefined();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  test.each([6000, 5060, 10080])('a flow whose caller_lookup.url uses port %i does not load, and the issue names the port and the fix', (port) => {
    const { config, issues } = validateCallerLookupConfig({ url: `http://127.0.0.1:${port}/clients` }, 'caller_lookup');
    expect(config).toBeNull();
    expect(issues).toEqual([{ code: I.urlInvalid, path: 'caller_lookup.url', message: expect.stringContaining(`uses port ${port}, which fetch refuses`) }]);
    expect(issues[0]?.message).toContain('serve the lookup on another port');
  });

  test.each(['http://crm.example.com/clients', 'https://crm.example.com:8443/clients', 'http://127.0.0.1:8080/clients'])('%s is accepted', (url) => {
    expect(validateCallerLookupConfig({ url }, 'caller_lookup').issues).toEqual([]);
  });

  test('a lookup on port 6000 is bad_url, names the port and the fix, and makes no request', async () => {
    const outcome = await lookupCaller({ url: 'http://127.0.0.1:6000/clients?org=7' }, '+1 415 555 2671', {});
    expect(outcome).toEqual({
      result: 'error',
      code: E.badUrl,
      message: 'The caller lookup URL http://127.0.0.1:6000/clients uses port 6000, which fetch refuses to connect to (the Fetch standard blocks it as another protocol\'s port), so no lookup was made; serve the lookup on another port, e.g. 8080, and fix caller_lookup.url.',
    });
  });
});
