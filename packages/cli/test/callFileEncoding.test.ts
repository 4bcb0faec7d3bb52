// A call file saved as Windows-1252 is refused as a flow is (one issue at the byte, the fix), not replayed as "Caf\uFFFD".
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, test } from '@jest/globals';
import { loadEachDocumentOnce } from './documentsLoadedOnce.js';

// The demo's lookup document is loaded once for the file's replays: what is tested is how a call file is decoded.
loadEachDocumentOnce();
const { memoryIO } = await import('../src/io.js');
const { main } = await import('../src/main.js');
import { ROOT } from './cliProcess.js';

let folder = '';
const CALL = (name: string, turn: string): string =>
  `name: ${name}\nflow: ../flow.yaml\nturns:\n  - ${turn}\n  - Yes, no problem.\nexpect:\n  status: transferred\n`;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'switchboard-encoding-'));
  for (const file of ['flow.yaml', 'customers.lookup.json', 'customers.xlsx']) copyFileSync(join(ROOT, 'flows/customer-care', file), join(folder, file));
  mkdirSync(join(folder, 'calls'));
  writeFileSync(join(folder, 'calls/name.call.yaml'), Buffer.from(CALL('Café caller is transferred', 'Bartholomew Quincy'), 'latin1'));
  writeFileSync(join(folder, 'calls/turn.call.yaml'), Buffer.from(CALL('a caller at a cafe', 'Bartholomew Quincy at the café'), 'latin1'));
  writeFileSync(join(folder, 'calls/utf8.call.yaml'), CALL('Café caller is transferred', 'Bartholomew Quincy'), 'utf8');
  writeFileSync(join(folder, 'calls/utf16.call.yaml'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(CALL('Café caller is transferred', 'Bartholomew Quincy'), 'utf16le')]));
});

test.each([
  ['é in the name (Windows-1252) is refused at its byte', 'name.call.yaml', 1, 'INVALID name (calls/name.call.yaml)\n     calls/name.call.yaml:1:10 not_utf8: the call file is not UTF-8 text: byte E9 here is "é" in Windows-1252'],
  ['é in a caller line (Windows-1252) is refused at its byte, with the fix', 'turn.call.yaml', 1, 'calls/turn.call.yaml:4:34 not_utf8: the call file is not UTF-8 text: byte E9 here is "é" in Windows-1252 (Latin-1) but is no character in UTF-8, so its caller lines and expected texts would hold a replacement mark there, which no caller says and no flow text matches; save the file as UTF-8'],
  ['the same file saved as UTF-8 is replayed', 'utf8.call.yaml', 0, 'PASS Café caller is transferred'],
  ['saved as UTF-16 with a byte-order mark, it is replayed', 'utf16.call.yaml', 0, 'PASS Café caller is transferred'],
])('%s', async (_case, file, status, shown) => {
  const io = memoryIO('', folder);
  expect(await main(['replay', `calls/${file}`], io)).toBe(status);
  expect(io.out()).toContain(shown);
});

test('replay --json gives the issue its code, line and column', async () => {
  const io = memoryIO('', folder);
  expect(await main(['replay', '--json', 'calls/name.call.yaml'], io)).toBe(1);
  expect(io.out()).toMatch(/"code": "not_utf8",[\s\S]*"line": 1,\s*"column": 10/);
});
