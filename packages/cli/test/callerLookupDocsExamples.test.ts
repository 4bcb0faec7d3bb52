// What docs/caller-lookup.md shows, run as shown: its flow (completed by the nodes its comment leaves out) validates,
// its scripted call replays and passes against the caller-id demo flow, and its lookup_caller tool is the one a
// conversation node offers. Read from the page, so an example edited there is checked as written.
import { describe, expect, test } from '@jest/globals';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callerLookupTool, validateCallerLookupConfig } from '@switchboard/flow';
import { main } from '../src/main.js';
import { memoryIO } from '../src/io.js';
import { ROOT } from './cliProcess.js';

const PAGE = readFileSync(join(ROOT, 'docs/caller-lookup.md'), 'utf8');

/** The page's fenced blocks in one language, in order. */
function codeBlocks(language: string): string[] {
  return [...PAGE.matchAll(new RegExp('^```' + language + '\\n([\\s\\S]*?)\\n```', 'gm'))].map((m) => m[1]!);
}

/** The block of a language that holds `marker`. */
function blockWith(language: string, marker: string): string {
  const block = codeBlocks(language).find((text) => text.includes(marker));
  if (block === undefined) throw new Error(`docs/caller-lookup.md has no ${language} block holding ${marker}`);
  return block;
}

async function runCommand(argv: string[], cwd: string) {
  const io = memoryIO('', cwd);
  const code = await main(argv, io);
  return { code, out: io.out(), err: io.err() };
}

describe('docs/caller-lookup.md', () => {
  test('the flow under "Configure it in a flow" validates, with the two nodes its comment leaves out', async () => {
    const shown = blockWith('yaml', 'caller_lookup:\n  url:');
    expect(shown).toContain('# ask_name, goodbye, …');
    const folder = mkdtempSync(join(tmpdir(), 'caller-lookup-docs-'));
    const leftOut = [
      '  ask_name: { kind: collect, text: May I have your name?, into: caller_name, next: goodbye }',
      '  goodbye: { kind: end, text: Goodbye. }',
    ];
    writeFileSync(join(folder, 'flow.yaml'), ['start: identify', shown, ...leftOut, ''].join('\n'));
    expect(await runCommand(['validate', 'flow.yaml'], folder)).toEqual({ code: 0, out: 'flow.yaml: ok\n', err: '' });
  });

  test('the scripted call under "Replaying calls against a fixture server" passes against the caller-id flow', async () => {
    const call = blockWith('yaml', 'caller_lookup_server:');
    const folder = mkdtempSync(join(tmpdir(), 'caller-lookup-docs-'));
    cpSync(join(ROOT, 'flows/caller-id'), folder, { recursive: true, filter: (source) => !source.includes(`${join('caller-id', 'calls')}`) });
    mkdirSync(join(folder, 'calls'));
    writeFileSync(join(folder, 'calls', 'page.call.yaml'), `${call}\n`);
    const { code, out } = await runCommand(['replay', 'calls/page.call.yaml'], folder);
    expect(out).toContain('1 call: 1 passed, 0 failed');
    expect(code).toBe(0);
  });

  test('the lookup_caller tool shown is the one a flow with a url offers', () => {
    const shown = JSON.parse(blockWith('json', '"lookup_caller"')) as { name: string; description: string; parameters: object };
    const { config } = validateCallerLookupConfig({ url: 'https://crm.example.com/api/clients?org=7' }, 'caller_lookup');
    const tool = callerLookupTool(config ?? undefined);
    expect({ name: tool?.name, description: tool?.description }).toEqual({ name: shown.name, description: shown.description });
    expect(shown.parameters).toEqual({ type: 'object', properties: {}, required: [] });
  });
});
