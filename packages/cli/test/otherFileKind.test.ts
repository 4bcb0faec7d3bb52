// A flow or a scripted call given to a command that takes a lookup document: said as such, exit 2, nothing on stdout
// (it was "The document has no "lookups" array: add one entry per lookup tool", as if the flow should get one).
import { describe, expect, test } from '@jest/globals';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run as inspect } from '../src/commands/inspect.js';
import { run as lookup } from '../src/commands/lookup.js';
import { run as tools } from '../src/commands/tools.js';
import { run as tune } from '../src/commands/tune.js';
import { memoryIO, type CliIO } from '../src/io.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const FLOW = 'flows/customer-care/flow.yaml';
const CALL = 'flows/customer-care/calls/confident-name.call.yaml';

const COMMANDS: [string, (argv: string[], io: CliIO) => Promise<number>, (file: string) => string[]][] = [
  ['inspect', inspect, (file) => [file]],
  ['lookup', lookup, (file) => [file, '--tool', 'lookup_customer', '--arg', 'full_name=Kaitlyn Meyers']],
  ['tools', tools, (file) => [file, '--format', 'openai']],
  ['tune', tune, (file) => [file, '--tool', 'lookup_customer', '--labels', 'labels.csv']],
];

describe('a file that is not a lookup document', () => {
  test.each(COMMANDS)('%s given a flow says it is a flow and how to check it', async (name, run, argv) => {
    const io = memoryIO('', ROOT);
    expect(await run(argv(FLOW), io)).toBe(2);
    expect(io.out()).toBe('');
    expect(io.err()).toBe(
      `switchboard ${name}: NOT_A_LOOKUP_DOCUMENT: ${FLOW} is a flow (it has "nodes" and no "lookups"), not a lookup document: ` +
      'give the lookup document the flow names under "documents" (documents: { customers: customers.lookup.json }), ' +
      `or check the flow with switchboard validate ${FLOW}\n`,
    );
  });

  test.each(COMMANDS)('%s given a scripted call says to replay it', async (name, run, argv) => {
    const io = memoryIO('', ROOT);
    expect(await run(argv(CALL), io)).toBe(2);
    expect(io.err()).toBe(
      `switchboard ${name}: NOT_A_LOOKUP_DOCUMENT: ${CALL} is a scripted call (it has "turns" or "expect" and no "lookups"), not a lookup document: ` +
      `replay it with switchboard replay ${CALL}; its flow names the lookup documents under "documents"\n`,
    );
  });

  test('a document missing its lookups array is still told to add one', async () => {
    const io = memoryIO('', ROOT);
    expect(await inspect(['packages/cli/test/fixtures/no-lookups.lookup.json'], io)).toBe(1);
    expect(io.out()).toContain('error LOOKUPS_MISSING at lookups: The document has no "lookups" array');
  });
});
