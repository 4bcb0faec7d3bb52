// What README.md and docs/lookup-documents.md show a new user about lookups, run as shown: each `switchboard lookup`,
// `inspect`, `tools` and `tune` command of their shell blocks (from the repository's root, where their paths start)
// exits 0 and prints what the page shows after it; each lookup document they show loads beside the customer-care
// workbook without a problem; the page's results are what the lookup answers. Read from the pages, so an example edited
// there is checked as written.
import { describe, expect, test } from '@jest/globals';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../src/main.js';
import { memoryIO } from '../src/io.js';
import { ROOT } from './cliProcess.js';

const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const LOOKUP_DOCUMENTS = readFileSync(join(ROOT, 'docs/lookup-documents.md'), 'utf8');
const WORKBOOK = join(ROOT, 'flows/customer-care/customers.xlsx');
const PAGES = { 'README.md': README, 'docs/lookup-documents.md': LOOKUP_DOCUMENTS };
/** The commands a page shows about lookups; run, replay and validate are the flows' and calls' pages' to check. */
const LOOKUP_COMMANDS = new Set(['lookup', 'inspect', 'tools', 'tune']);

/** The fenced blocks of a page in one language (its indented blocks too), in order. */
function codeBlocks(page: string, language: string): string[] {
  return [...page.matchAll(new RegExp('^( *)```' + language + '\\n([\\s\\S]*?)\\n\\1```', 'gm'))].map((m) =>
    m[2]!.split('\n').map((line) => line.slice(m[1]!.length)).join('\n'),
  );
}

/** A shell line's words, as sh splits them: quotes grouped and removed, a `#` comment dropped. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  for (const match of line.matchAll(/(?:"[^"]*"|'[^']*'|[^\s"'#])+|#.*/g)) {
    if (match[0].startsWith('#')) break;
    words.push(match[0].replace(/"([^"]*)"|'([^']*)'/g, '$1$2'));
  }
  return words;
}

interface ShownCommand { argv: string[]; shown: string[] }

/** The `npm run -s switchboard -- …` commands of a page's sh blocks, continued lines joined, with the lines shown after each. */
function shownCommands(page: string): ShownCommand[] {
  const commands: ShownCommand[] = [];
  for (const block of codeBlocks(page, 'sh')) {
    const lines = block.replace(/\\\n\s*/g, ' ').split('\n');
    for (const line of lines) {
      const words = shellWords(line);
      if (words.slice(0, 5).join(' ') === 'npm run -s switchboard --') commands.push({ argv: words.slice(5), shown: [] });
      else if (line.startsWith('{') || line.startsWith('[')) commands.at(-1)?.shown.push(line);
    }
  }
  return commands.filter(({ argv }) => LOOKUP_COMMANDS.has(argv[0]!));
}

/** A shown output line as data: an abridged object (`, ...}` or `, …}`) is the part shown. */
function shownData(line: string): unknown {
  return JSON.parse(line.replace(/,\s*(?:\.\.\.|…)\s*([}\]])/g, '$1'));
}

async function runCommand(argv: string[], cwd = ROOT) {
  const io = memoryIO('', cwd);
  const code = await main(argv, io);
  return { code, out: io.out(), err: io.err() };
}

/** A folder holding a copy of the customer-care workbook and `files` written into it. */
function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'lookup-docs-examples-'));
  copyFileSync(WORKBOOK, join(folder, 'customers.xlsx'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  return folder;
}

describe.each(Object.entries(PAGES))('the commands %s shows', (_page, text) => {
  const commands = shownCommands(text);
  test('there are some', () => expect(commands.length).toBeGreaterThan(0));
  test.each(commands.map((command) => [command.argv.join(' '), command] as const))('switchboard %s', async (_line, command) => {
    const { code, out, err } = await runCommand(command.argv);
    expect({ code, err }).toEqual({ code: 0, err: '' });
    const printed = out.trim().split('\n');
    command.shown.forEach((line, i) => expect(JSON.parse(printed[i]!)).toMatchObject(shownData(line) as object));
  });
});

describe.each(Object.entries(PAGES))('the lookup documents %s shows', (_page, text) => {
  const documents = codeBlocks(text, 'json').filter((block) => block.includes('"lookups"'));
  test('there are some', () => expect(documents.length).toBeGreaterThan(0));
  test.each(documents.map((document) => [(JSON.parse(document) as { lookups: { tool_name: string }[] }).lookups.map((l) => l.tool_name).join(', '), document]))(
    'the document of %s loads with no problem',
    async (_tools, document) => {
      const folder = folderWith({ 'doc.lookup.json': document });
      const { code, out } = await runCommand(['inspect', 'doc.lookup.json'], folder);
      expect(code).toBe(0);
      expect(out).toContain('No problems.');
    },
  );
});

describe('docs/lookup-documents.md', () => {
  const section = (heading: string) => LOOKUP_DOCUMENTS.slice(LOOKUP_DOCUMENTS.indexOf(`\n${heading}\n`), LOOKUP_DOCUMENTS.indexOf('\n## ', LOOKUP_DOCUMENTS.indexOf(`\n${heading}\n`) + 1));
  const results = codeBlocks(section('## Results'), 'json');

  test('the confident result shown first is the answer to "Kaitlyn Meyers" returning the name and account', async () => {
    const shown = shownData(results[0]!.split('\n')[0]!);
    const folder = folderWith({
      'doc.lookup.json': JSON.stringify({ files: ['customers.xlsx'], lookups: [{ tool_name: 'lookup_customer', search_column: 'Full Name', return_columns: ['Full Name', 'Account ID'] }] }),
    });
    const { code, out } = await runCommand(['lookup', 'doc.lookup.json', '--tool', 'lookup_customer', '--arg', 'full_name=Kaitlyn Meyers'], folder);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual(shown);
  });

  test('the labels file of the tune command tunes the demo lookup', async () => {
    const [labels] = codeBlocks(section('## The commands'), 'csv');
    const folder = folderWith({ 'labels.csv': `${labels}\n` });
    const document = join(ROOT, 'flows/customer-care/customers.lookup.json');
    const { code, out, err } = await runCommand(['tune', document, '--tool', 'lookup_customer', '--labels', 'labels.csv'], folder);
    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect(out).toContain('3 labelled calls');
  });
});

test.each([...new Set([...LOOKUP_DOCUMENTS.matchAll(/`((?:source|table|normalise|scoring|index|document)\/[\w/]+\.ts)`/g)].map((m) => m[1]!))])(
  'lookup-documents.md names the matcher source %s, which exists',
  (file) => expect(existsSync(join(ROOT, 'packages/matcher/src', file))).toBe(true),
);
