// `--name=value` (GNU's long-option form) works for every option that takes a value, as `--name value` does: it was
// "unknown option --tool=lookup_customer; did you mean --tool?", exit 2, in every command but tools.
import { join } from 'node:path';
import { expect, test } from '@jest/globals';
import { memoryIO } from '../src/io.js';
import { main } from '../src/main.js';

const ROOT = join(import.meta.dirname, '../../..');
const DOC = 'flows/customer-care/customers.lookup.json';

test.each([
  ['lookup --tool=NAME --arg=PARAM=VALUE looks up', ['lookup', DOC, '--tool=lookup_customer', '--arg=full_name=Kaitlyn Meyers'], 0, '"Full Name":"Caitlin Myers"'],
  ['replay --timeout=MS replays', ['replay', '--timeout=5000', 'flows/billing-line/calls/known-caller-pays.call.yaml'], 0, 'PASS a known caller'],
  ['run --caller=NUMBER runs the call', ['run', 'flows/customer-care/flow.yaml', '--caller=+15551234567'], 0, 'agent:  Thank you for calling'],
  ['tools --format=mcp still prints MCP tools', ['tools', DOC, '--format=mcp'], 0, '"inputSchema"'],
])('%s', async (_case, argv, status, shown) => {
  const io = memoryIO('', ROOT);
  expect(await main([...argv], io)).toBe(status);
  expect(io.err()).not.toContain('USAGE');
  expect(io.out()).toContain(shown);
});

test.each([
  ['validate --json=1 says --json takes no value', ['validate', '--json=1', 'flows/customer-care/flow.yaml'], 'switchboard validate: USAGE: --json takes no value: write --json alone, not --json=1'],
  ['a word after -- is a file, = and all', ['validate', '--', '--json=x.yaml'], ''],
])('%s (exit 2)', async (_case, argv, said) => {
  const io = memoryIO('', ROOT);
  expect(await main([...argv], io)).toBe(2);
  expect(io.err()).toContain(said);
  if (said === '') expect(io.out()).toContain('--json=x.yaml flow_unreadable');
});
