// A turn split at a comma, replayed the way its author would: `npm run -s switchboard -- replay …`.
import { expect, test } from '@jest/globals';
import { CLI_TEST_TIMEOUT_MS, runCli } from './cliProcess.js';

test('npm run -s switchboard -- replay prints the warning under the call, the divergence it caused after, and the quoted twin passes', async () => {
  const child = await runCli(['replay', 'packages/flow/test/replay/fixtures/split', '--json'], { via: 'npm' });
  expect(child.stderr).toBe('');
  expect(child.status).toBe(1);
  const json = JSON.parse(child.stdout) as { calls: { name: string; status: string; warnings?: { code: string; line: number; message: string }[]; divergences?: { kind: string }[] }[] };
  const split = json.calls.find((call) => call.name === 'an unknown caller declines the transfer in one breath');
  const quoted = json.calls.find((call) => call.name === 'an unknown caller declines the transfer in one breath, quoted');
  expect(split?.status).toBe('failed');
  expect(split?.divergences?.[0]?.kind).toBe('turns_left');
  expect(split?.warnings).toEqual([expect.objectContaining({ code: 'turn_split_at_comma', line: 5, message: expect.stringContaining('quote it: turns: [Bartholomew Quincy, "No, please."]') })]);
  expect(quoted?.status).toBe('passed');
  expect(quoted?.warnings).toBeUndefined();

  const text = await runCli(['replay', 'packages/flow/test/replay/fixtures/split/declines-in-one-breath.call.yaml'], { via: 'npm' });
  expect(text.stdout.split('\n').slice(0, 2)).toEqual([
    'FAIL an unknown caller declines the transfer in one breath (packages/flow/test/replay/fixtures/split/declines-in-one-breath.call.yaml) 6 nodes, 1 lookup, 2 turns',
    expect.stringMatching(/^ {5}packages\/flow\/test\/replay\/fixtures\/split\/declines-in-one-breath\.call\.yaml:5:29 warning turn_split_at_comma turns\[1\]: turns\[1\] and turns\[2\] read as one sentence/),
  ]);
}, 2 * CLI_TEST_TIMEOUT_MS);
