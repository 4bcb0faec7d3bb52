// Caller lookups run in a process of their own, for what only a fresh process shows: Node's fetch given connections
// another lookup closed, or a certificate authority trusted through NODE_EXTRA_CA_CERTS, read when Node starts.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from '@jest/globals';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Runs `script` (a fixture printing its lookups' outcomes as JSON) on `url` (or several) with `env` beside PATH; expects
 * it to exit 0 with nothing on stderr, and returns what it printed.
 * @example const outcomes = await lookupsInChild<CallerLookupOutcome[]>(script, url);
 */
export async function lookupsInChild<T>(script: string, url: string | readonly string[], env: Record<string, string> = {}): Promise<T> {
  const child = spawn(`${root}node_modules/.bin/tsx`, ['--conditions=@switchboard/source', script, ...(typeof url === 'string' ? [url] : url)], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString('utf8'); });
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString('utf8'); });
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
  return JSON.parse(stdout) as T;
}
