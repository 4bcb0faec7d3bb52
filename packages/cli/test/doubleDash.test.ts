// `--` ends the options of every command taking files: a file whose name starts with a dash is named after it.
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, test } from '@jest/globals';
import { ROOT } from './cliProcess.js';
import { loadEachDocumentOnce } from './documentsLoadedOnce.js';

// The demo's document is loaded once for every command here: what is tested is where `--` ends the options.
loadEachDocumentOnce();
const { memoryIO } = await import('../src/io.js');
const { main } = await import('../src/main.js');

const CARE = join(ROOT, 'flows/customer-care');
let folder = '';

beforeAll(() => {
  // The demo's flow, document and workbook under names starting with a dash, and a call replaying the flow.
  folder = mkdtempSync(join(tmpdir(), 'switchboard-dash-'));
  copyFileSync(join(CARE, 'customers.xlsx'), join(folder, 'customers.xlsx'));
  copyFileSync(join(CARE, 'customers.lookup.json'), join(folder, '-customers.lookup.json'));
  copyFileSync(join(CARE, 'customers.lookup.json'), join(folder, 'customers.lookup.json'));
  copyFileSync(join(CARE, 'flow.yaml'), join(folder, '-flow.yaml'));
  mkdirSync(join(folder, 'calls'));
  writeFileSync(join(folder, '-unknown.call.yaml'), [
    'name: an unknown caller says yes and is transferred',
    'flow: -flow.yaml',
    'turns:',
    '  - Bartholomew Quincy',
    '  - Yes, no problem.',
    'expect:',
    '  status: transferred',
    '',
  ].join('\n'));
  writeFileSync(join(folder, '-labels.csv'), 'full_name,expected\nCaitlin Myers,Caitlin Myers\n');
});

test.each([
  ['validate -- -flow.yaml checks the flow', ['validate', '--', '-flow.yaml'], 0, '-flow.yaml: ok'],
  ['validate --json -- -flow.yaml checks it, as JSON', ['validate', '--json', '--', '-flow.yaml'], 0, '"flow": "-flow.yaml"'],
  ['replay -- -unknown.call.yaml replays the call', ['replay', '--', '-unknown.call.yaml'], 0, 'PASS an unknown caller says yes'],
  ['inspect -- -customers.lookup.json inspects the document', ['inspect', '--', '-customers.lookup.json'], 0, 'lookup_customer'],
  ['tools -- -customers.lookup.json prints its tools', ['tools', '--format', 'mcp', '--', '-customers.lookup.json'], 0, '"inputSchema"'],
  ['lookup ... -- -customers.lookup.json looks the name up', ['lookup', '--tool', 'lookup_customer', '--arg', 'full_name=Kaitlyn Meyers', '--', '-customers.lookup.json'], 0, '"Caitlin Myers"'],
  ['run -- -flow.yaml talks to the flow (was USAGE: unknown option --)', ['run', '--', '-flow.yaml'], 0, 'agent:  Thank you for calling Acme Energy'],
  ['tune ... -- DOC with labels named -labels.csv', ['tune', '--tool', 'lookup_customer', '--labels', '-labels.csv', '--', '-customers.lookup.json'], 0, 'tune lookup_customer: 1 labelled call from -labels.csv'],
])('%s', async (_case, argv, status, shown) => {
  const io = memoryIO('', folder);
  expect({ status: await main(argv, io), err: io.err() }).toEqual({ status, err: expect.not.stringContaining('USAGE') });
  expect(io.out()).toContain(shown);
});

test.each([
  ['--help after -- is a file\'s name, not a request for help', ['validate', '--', '--help'], 2, 'flow_unreadable'],
  ['a second document after -- is an unexpected argument', ['inspect', 'customers.lookup.json', '--', '-customers.lookup.json'], 2, 'USAGE: unexpected argument "-customers.lookup.json"'],
  ['an option before -- is still checked', ['validate', '--jsn', '--', '-flow.yaml'], 2, 'USAGE: unknown option --jsn; did you mean --json?'],
])('%s', async (_case, argv, status, shown) => {
  const io = memoryIO('', folder);
  expect(await main(argv, io)).toBe(status);
  expect(io.out() + io.err()).toContain(shown);
});
