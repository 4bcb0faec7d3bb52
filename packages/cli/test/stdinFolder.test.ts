// A folder given as standard input (`switchboard validate - < flows`) is no input at all: said so, exit 2, not read as
// nothing (an empty flow, or no lookup lines and exit 0).
import { expect, test } from '@jest/globals';
import { join } from 'node:path';
import { CLI_TEST_TIMEOUT_MS, ROOT, runCli } from './cliProcess.js';

const DOCUMENT = 'flows/customer-care/customers.lookup.json';

test.each([
  {
    name: 'validate - with a folder as stdin says stdin is a folder (flow_unreadable, exit 2), not "the flow file is empty"',
    args: ['validate', '-'],
    stdout: '<stdin> flow_unreadable cannot read flow file <stdin>: standard input is a folder, not a file (a folder given with <); ' +
      'pipe the flow file in (switchboard validate - < flows/customer-care/flow.yaml) or name it (switchboard validate flows/customer-care/flow.yaml)\n\n' +
      '1 problem in 1 of 1 flow\n',
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
  const result = await runCli(args, { stdinFrom: join(ROOT, 'flows') });
  expect(result).toEqual({ status: 2, stdout, stderr });
}, CLI_TEST_TIMEOUT_MS);
