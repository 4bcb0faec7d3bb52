// `switchboard validate -`: the flow piped in, named "<stdin>", its documents read from the folder the command runs in.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { expect, test } from '@jest/globals';
import { memoryIO } from '../src/io.js';
import { main } from '../src/main.js';
import { CLI_TEST_TIMEOUT_MS, ROOT, runCli } from './cliProcess.js';

const CARE = join(ROOT, 'flows/customer-care');
const DEMO = readFileSync(join(CARE, 'flow.yaml'), 'utf8');
const BROKEN = 'start: a\nnodes:\n  a: { kind: say, text: hi, next: bb }\n  b: { kind: end }\n';

test.each([
  ['the demo flow piped in from its folder is ok', DEMO, CARE, ['validate', '-'], 0, '<stdin>: ok\n'],
  ['a broken flow piped in is named <stdin>, with line and column', BROKEN, ROOT, ['validate', '-'], 1, '<stdin>:3:35 unknown_target [a] node "a" sends "next" to "bb"'],
  ['a flow piped in beside a flow file: each named', BROKEN, ROOT, ['validate', 'flows/customer-care/flow.yaml', '-'], 1, 'flows/customer-care/flow.yaml: ok\n<stdin>:3:35 unknown_target'],
  ['nothing piped in is an empty flow', '', ROOT, ['validate', '-'], 1, '<stdin> missing_field the flow file is empty'],
  ['its documents are named from the folder the command runs in', DEMO, ROOT, ['validate', '-'], 1, 'document_error'],
])('%s', async (_case, stdin, cwd, argv, status, shown) => {
  const io = memoryIO(stdin, cwd);
  expect(await main(argv, io)).toBe(status);
  expect(io.out()).toContain(shown);
});

test('validate --json - names the flow and its issues <stdin>', async () => {
  const io = memoryIO(BROKEN, ROOT);
  expect(await main(['validate', '--json', '-'], io)).toBe(1);
  const [result] = JSON.parse(io.out()) as { flow: string; issues: { file: string; code: string }[] }[];
  expect(result?.flow).toBe('<stdin>');
  expect(result?.issues.map((issue) => [issue.file, issue.code])).toEqual([['<stdin>', 'unknown_target'], ['<stdin>', 'unreachable_node']]);
});

test('- given twice is a usage error: stdin is read once (exit 2)', async () => {
  const io = memoryIO(BROKEN, ROOT);
  expect(await main(['validate', '-', '-'], io)).toBe(2);
  expect(io.err()).toContain('switchboard validate: USAGE: - (stdin) is given twice');
});

test('a flow piped in as Windows-1252 is refused as a file is, at the byte, with the fix', async () => {
  const bytes = Buffer.from('start: a\nnodes:\n  a: { kind: say, text: "Caf\xe9", next: b }\n  b: { kind: end }\n', 'latin1');
  const { status, stdout } = await runCli(['validate', '-'], { input: bytes });
  expect(status).toBe(1);
  expect(stdout).toContain('<stdin>:3:29 flow_parse_error the flow file is not UTF-8 text: byte E9');
  expect(stdout).toContain('save the file as UTF-8');
}, CLI_TEST_TIMEOUT_MS);

test.each([
  ['a CSV piped in is not_a_flow (a table), exit 2', readFileSync(join(ROOT, 'flows/patient-line/patients.csv')), 2, '<stdin>:1:1 not_a_flow this file is a table (comma-separated text), not a flow'],
  ['a CSV with quoted commas, a BOM and CRLF piped in is not_a_flow', readFileSync(join(ROOT, 'flows/appointment-line/patients.csv')), 2, '<stdin>:1:1 not_a_flow this file is a table (comma-separated text)'],
  ['a CSV saved as UTF-16 piped in is not_a_flow', Buffer.from('\uFEFFFull Name,City\r\nCaitlin Myers,Denver\r\nSean Riley,Miami\r\n', 'utf16le'), 2, '<stdin>:1:1 not_a_flow this file is a table (comma-separated text)'],
  ['a TSV piped in is not_a_flow (tab-separated)', Buffer.from('Full Name\tCity\nCaitlin Myers\tDenver\n'), 2, '<stdin>:1:1 not_a_flow this file is a table (tab-separated text)'],
  ['a workbook piped in is not_a_flow', readFileSync(join(ROOT, 'flows/customer-care/customers.xlsx')), 2, '<stdin>:1:1 not_a_flow this file is an Excel workbook or another zip file, not a flow'],
  ['a YAML list with commas is still no mapping, exit 1', Buffer.from('- a, b\n- c, d\n'), 1, '<stdin>:1:1 invalid_field the flow file must be a mapping'],
  ['a flow on one line with commas is still checked as a flow', Buffer.from('start: a\nnodes: { a: { kind: say, text: "Hi, there", next: b }, b: { kind: end, text: Bye } }\n'), 0, '<stdin>: ok'],
])('%s', async (_case, bytes, status, shown) => {
  const io = { ...memoryIO('', ROOT), stdin: Readable.from([bytes]) };
  const seen = memoryIO('', ROOT);
  expect(await main(['validate', '-'], { ...io, stdout: seen.stdout, stderr: seen.stderr })).toBe(status);
  expect(seen.out()).toContain(shown);
});

/** `length` bytes of noise with no NUL in them (a fixed seed: the same bytes every run), as a stray binary piped in. */
function noiseWithoutNul(length: number): Buffer {
  let seed = 1884318489;
  return Buffer.from(Array.from({ length }, () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return 1 + (seed % 255);
  }));
}

test.each([
  ['noise with no NUL byte', noiseWithoutNul(3000)],
  ['an executable\'s header and code', Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01', 'latin1'), noiseWithoutNul(400)])],
  ['terminal escapes and control bytes that happen to be UTF-8', Buffer.from('\x1b[2J\x1b]0;title\x07\x01\x02\x03: \x1b[31mred\x7f\n\x08\x08x: y\n', 'latin1')],
])('binary data piped in (%s) is one coded issue saying so, with none of its bytes echoed', async (_case, bytes) => {
  const io = { ...memoryIO('', ROOT), stdin: Readable.from([bytes]) };
  const seen = memoryIO('', ROOT);
  // Another kind of file than a flow, as a zip or a PDF is: not checked (status 2), not a flow with problems (1).
  expect(await main(['validate', '-'], { ...io, stdout: seen.stdout, stderr: seen.stderr })).toBe(2);
  expect(seen.out()).toBe(
    '<stdin>:1:1 not_a_flow this file is binary data (control bytes no text holds), not a flow: a flow is a YAML or JSON ' +
    'text file (docs/flows.md); name the flow file\n\n1 problem in 1 of 1 flow\n',
  );
  expect(seen.err()).toBe('');
});
