// `switchboard validate -`: the flow piped in, named "<stdin>", its documents read from the folder the command runs in.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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
