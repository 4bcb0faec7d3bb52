// What a terminal sends for keys (an arrow pressed, Alt held) or with pasted coloured text is not heard as the caller's words.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memoryIO } from '../src/io.js';
import { main } from '../src/main.js';
import { CLI_TEST_TIMEOUT_MS, runCli } from './cliProcess.js';

let scratch = '';
let flow = '';
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'switchboard-escapes-'));
  flow = join(scratch, 'yes.flow.yaml');
  await writeFile(flow, 'start: ask\nnodes:\n' +
    '  ask: { kind: collect, text: Yes or no?, into: said, next: route }\n' +
    '  route: { kind: branch, variable: said, cases: [{ match: [yes], next: agreed }], otherwise: other }\n' +
    '  agreed: { kind: end, text: "You said {{said}}." }\n' +
    '  other: { kind: end, text: "Not sure what {{said}} means." }\n');
});
afterAll(async () => { await rm(scratch, { recursive: true, force: true }); });

describe('switchboard run hears a typed line without its terminal escape sequences', () => {
  test.each([
    { name: 'a colour pasted around the word', typed: '\u001b[31myes\u001b[0m', heard: 'yes' },
    { name: 'the up arrow pressed before typing', typed: '\u001b[A\u001b[Ayes', heard: 'yes' },
    { name: 'arrows in application mode', typed: 'y\u001bODes\u001bOC', heard: 'yes' },
    { name: 'a bold and a 256-colour code', typed: '\u001b[1;38;5;196myes\u001b[m', heard: 'yes' },
    { name: 'a window title set by pasted text', typed: '\u001b]0;title\u0007yes', heard: 'yes' },
    { name: 'Delete and Home keys', typed: 'yes\u001b[3~\u001b[H', heard: 'yes' },
    { name: 'an 8-bit CSI', typed: '\u009b32myes', heard: 'yes' },
    { name: 'Alt held with a key', typed: '\u001bbyes', heard: 'yes' },
  ])('$name: the caller is heard saying "$heard"', async ({ typed, heard }) => {
    // The command in this process (a child process per row cost 2-3 s each); the row below runs it as a user does.
    const io = memoryIO(`${typed}\n`);
    expect(await main(['run', flow], io)).toBe(0);
    expect(io.out()).toBe(`agent:  Yes or no?\ncaller: ${heard}\nagent:  You said ${heard}.\n[call ended]\n`);
  });

  test('a colour pasted around the word, in a real process with piped stdin', async () => {
    const { status, stdout } = await runCli(['run', flow], { input: '\u001b[31myes\u001b[0m\n' });
    expect(status).toBe(0);
    expect(stdout).toBe('agent:  Yes or no?\ncaller: yes\nagent:  You said yes.\n[call ended]\n');
  }, CLI_TEST_TIMEOUT_MS);

  test('words with no escape in them are heard as typed, brackets too', async () => {
    const io = memoryIO('no [A] 31m\n');
    await main(['run', flow], io);
    const stdout = io.out();
    expect(stdout).toBe('agent:  Yes or no?\ncaller: no [A] 31m\nagent:  Not sure what no [A] 31m means.\n[call ended]\n');
  });
});
