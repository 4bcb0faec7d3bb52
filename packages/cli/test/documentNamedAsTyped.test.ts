// A warning about the lookup document itself names it as the user typed it, as its errors do (lookup-documents.md,
// "File names in output": a file named on the command line by the name typed), in inspect's report, its --json, and
// the warnings lookup and tools print.
import { expect, test } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memoryIO } from '../src/io.js';
import { main } from '../src/main.js';

// A document saved by a Windows editor as "ANSI": its é is one byte, no UTF-8.
const folder = mkdtempSync(join(tmpdir(), 'document-named-as-typed-'));
writeFileSync(join(folder, 'companies.csv'), 'Société\nAcme\nGlobex\n');
writeFileSync(join(folder, 'ansi.lookup.json'), Buffer.from('{"files":["companies.csv"],"lookups":[{"tool_name":"find","search_column":"Soci\xe9t\xe9"}]}', 'latin1'));

test.each([
  ['inspect', ['inspect', 'ansi.lookup.json'], 'out'],
  ['inspect --json', ['inspect', '--json', 'ansi.lookup.json'], 'out'],
  ['lookup', ['lookup', 'ansi.lookup.json', '--tool', 'find', '--arg', 'societe=Acme'], 'err'],
  ['tools', ['tools', 'ansi.lookup.json'], 'err'],
] as const)('%s names the document ansi.lookup.json, not its absolute path', async (_command, argv, stream) => {
  const io = memoryIO('', folder);
  expect(await main([...argv], io)).toBe(0);
  const printed = stream === 'out' ? io.out() : io.err();
  expect(printed).toContain('DOCUMENT_NOT_UTF8');
  expect(printed).toContain('Lookup document ansi.lookup.json is not valid UTF-8');
  expect(printed).not.toContain(folder);
});
