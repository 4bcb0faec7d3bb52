// A turn split at a comma, replayed the way its author would: `npm run -s switchboard -- replay …`.
import { expect, test } from '@jest/globals';
import { memoryIO } from '../src/io.js';
import { main } from '../src/main.js';
import { CLI_TEST_TIMEOUT_MS, ROOT, runCli } from './cliProcess.js';

test('npm run -s switchboard -- replay prints the warning under the call, then the divergence it caused', async () => {
  const text = await runCli(['replay', 'packages/flow/test/replay/fixtures/split/declines-in-one-breath.call.yaml'], { via: 'npm' });
  expect({ status: text.status, stderr: text.stderr }).toEqual({ status: 1, stderr: '' });
  expect(text.stdout.split('\n').slice(0, 2)).toEqual([
    'FAIL an unknown caller declines the transfer in one breath (packages/flow/test/replay/fixtures/split/declines-in-one-breath.call.yaml) 6 nodes, 1 lookup, 2 turns',
    expect.stringMatching(/^ {5}packages\/flow\/test\/replay\/fixtures\/split\/declines-in-one-breath\.call\.yaml:5:29 warning turn_split_at_comma turns\[1\]: turns\[1\] and turns\[2\] read as one sentence/),
  ]);
}, CLI_TEST_TIMEOUT_MS);

test('replay --json gives the split call its warning and the divergence it caused, and the quoted twin passes', async () => {
  // The command in this process: what the process adds (npm, stdout a pipe) is the test above's.
  const io = memoryIO('', ROOT);
  expect(await main(['replay', 'packages/flow/test/replay/fixtures/split', '--json'], io)).toBe(1);
  expect(io.err()).toBe('');
  const json = JSON.parse(io.out()) as { calls: { name: string; status: string; warnings?: { code: string; line: number; message: string }[]; divergences?: { kind: string }[] }[] };
  const split = json.calls.find((call) => call.name === 'an unknown caller declines the transfer in one breath');
  const quoted = json.calls.find((call) => call.name === 'an unknown caller declines the transfer in one breath, quoted');
  expect(split?.status).toBe('failed');
  expect(split?.divergences?.[0]?.kind).toBe('turns_left');
  expect(split?.warnings).toEqual([expect.objectContaining({ code: 'turn_split_at_comma', line: 5, message: expect.stringContaining('quote it: turns: [Bartholomew Quincy, "No, please."]') })]);
  expect(quoted?.status).toBe('passed');
  expect(quoted?.warnings).toBeUndefined();
});
