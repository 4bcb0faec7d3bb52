// A lookup document the command cannot read: every document command says it by the name typed, why, and the fix, as
// tune says of a labels file it cannot read (the folder a relative path is read from, the file to name in a folder).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../src/main.js';
import { memoryIO } from '../src/io.js';

let folder = '';
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'document-unreadable-'));
  mkdirSync(join(folder, 'customers'));
  // Two links naming each other: the system gives up with ELOOP (a link renamed with the file it named, then re-made).
  symlinkSync('loop-b.lookup.json', join(folder, 'loop-a.lookup.json'));
  symlinkSync('loop-a.lookup.json', join(folder, 'loop-b.lookup.json'));
  mkdirSync(join(folder, 'data'));
  copyFileSync(fileURLToPath(new URL('../../../flows/patient-line/patients.csv', import.meta.url)), join(folder, 'data', 'patients.csv'));
  writeFileSync(join(folder, 'data', 'cut.lookup.json'), '{"lookups": [');
});
afterAll(() => { rmSync(folder, { recursive: true, force: true }); });

const commands = [
  { command: 'lookup', args: (doc: string) => ['lookup', doc, '--tool', 'find_customer', '--arg', 'full_name=Ann'] },
  { command: 'inspect', args: (doc: string) => ['inspect', doc] },
  { command: 'tools', args: (doc: string) => ['tools', doc] },
  { command: 'tune', args: (doc: string) => ['tune', doc, '--tool', 'find_customer', '--labels', 'labels.csv'] },
];
const cases = commands.flatMap(({ command, args }) => [
  {
    name: `${command} of a document that is not there names it as typed and the folder it was looked for in`,
    args: args('nope.lookup.json'),
    says: () => `switchboard ${command}: DOCUMENT_UNREADABLE: cannot read the lookup document nope.lookup.json: there is no such file (ENOENT); check the path: a relative one is read from the folder the command runs in, ${folder}\n`,
  },
  {
    name: `${command} of a folder says to name the document inside it`,
    args: args('customers'),
    says: () => `switchboard ${command}: DOCUMENT_UNREADABLE: cannot read the lookup document customers: it is a folder, not a file (EISDIR); name the lookup document inside it\n`,
  },
  {
    name: `${command} of a link that leads back to itself says so and to point it at the document`,
    args: args('loop-a.lookup.json'),
    says: () => `switchboard ${command}: DOCUMENT_UNREADABLE: cannot read the lookup document loop-a.lookup.json: it is a symbolic link that leads back to itself, ` +
      'or through more links than the system follows (ELOOP); point the link at the lookup document itself (ls -l shows where it leads)\n',
  },
  // Until 2026-12-06 these named it by its absolute path (/tmp/…/data/patients.csv), against the rule for a file typed.
  {
    name: `${command} of a table names it as typed and says to pass the document that names it`,
    args: args('data/patients.csv'),
    says: () => `switchboard ${command}: DOCUMENT_IS_DATA_FILE: data/patients.csv is a data table (a CSV file), not a lookup document. Pass the lookup document ` +
      '(a .json or .yaml file) that names the table under "files" and describes each lookup, e.g. {"files": ["patients.csv"], "lookups": ' +
      '[{"tool_name": "lookup_customer", "search_column": "Full Name"}]} (see docs/lookup-documents.md).\n',
  },
  {
    name: `${command} of a document that is not valid JSON names it as typed`,
    args: args('data/cut.lookup.json'),
    says: () => `switchboard ${command}: DOCUMENT_INVALID_JSON: Lookup document data/cut.lookup.json is not valid JSON: line 1, column 14: the text ends ` +
      'before every { and [ is closed, or a quote is not closed: add the missing } ] or ". Fix the syntax (or use a .yaml file for YAML).\n',
  },
]);

describe('a lookup document the command cannot read', () => {
  test.each(cases)('$name', async ({ args, says }) => {
    const io = memoryIO('', folder);
    expect(await main(args, io)).toBe(2);
    expect(io.err()).toBe(says());
    expect(io.out()).toBe('');
  });
});
