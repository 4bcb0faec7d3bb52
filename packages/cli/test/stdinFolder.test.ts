// A folder given as standard input (`switchboard validate - < flows`) is no input at all: said so, exit 2, not read as
// nothing (an empty flow, or no lookup lines and exit 0).
import { expect, test } from '@jest/globals';
import { join } from 'node:path';
import { memoryIO } from '../src/io.js';
import { main } from '../src/main.js';
import { CLI_TEST_TIMEOUT_MS, ROOT, runCli } from './cliProcess.js';

const DOCUMENT = 'flows/customer-care/customers.lookup.json';
const FOLDER_GIVEN_TO_VALIDATE = '<stdin> flow_unreadable cannot read flow file <stdin>: standard input is a folder, not a file (a folder given with <); ' +
  'pipe the flow file in (switchboard validate - < flows/customer-care/flow.yaml) or name it (switchboard validate flows/customer-care/flow.yaml)\n\n' +
  '1 problem in 1 of 1 flow\n';

test.each([
  {
    name: 'validate - with a folder as stdin says stdin is a folder (flow_unreadable, exit 2), not "the flow file is empty"',
    args: ['validate', '-'],
    stdout: FOLDER_GIVEN_TO_VALIDATE,
    stderr: '',
  },
  {
    name: 'lookup --input - with a folder as stdin says stdin is a folder (INPUT_UNREADABLE, exit 2), not exit 0 with nothing looked up',
    args: ['lookup', DOCUMENT, '--tool', 'lookup_customer', '--input', '-'],
    stdout: '',
    stderr: 'switchboard lookup: INPUT_UNREADABLE: cannot read - (stdin): standard input is a folder, not a file (a folder given with <); ' +
      'pipe the .jsonl file in (--input - < lookups.jsonl) or name it (--input lookups.jsonl)\n',
  },
  {
    name: 'run with a folder as stdin says it cannot read the caller\'s lines (INPUT_UNREADABLE, exit 2), not "caller hung up", exit 0',
    args: ['run', 'flows/customer-care/flow.yaml'],
    stdout: '',
    stderr: 'switchboard run: INPUT_UNREADABLE: cannot read the caller\'s lines from standard input: it is a folder, not a file (a folder given with <); ' +
      'pipe a file of lines in (switchboard run flows/customer-care/flow.yaml < call.txt), or run without < and type them\n',
  },
])('$name', async ({ args, stdout, stderr }) => {
  // In this process, stdin marked a folder as the command's own streams find it (the test below, in a real process).
  const io = { ...memoryIO('', ROOT), stdinIsFolder: true };
  const status = await main(args, io);
  expect({ status, stdout: io.out(), stderr: io.err() }).toEqual({ status: 2, stdout, stderr });
});

test('a real process given a folder with < finds it is one: validate - < flows says so, exit 2', async () => {
  const result = await runCli(['validate', '-'], { stdinFrom: join(ROOT, 'flows') });
  expect(result).toEqual({ status: 2, stdout: FOLDER_GIVEN_TO_VALIDATE, stderr: '' });
}, CLI_TEST_TIMEOUT_MS);
