// `--name=value` (GNU's long-option form) works for every option that takes a value, as `--name value` does: it was
// "unknown option --tool=lookup_customer; did you mean --tool?", exit 2, in every command but tools.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@jest/globals';
import { loadEachDocumentOnce } from './documentsLoadedOnce.js';

// The demo's document is loaded once: what is tested is how --name=value is read.
loadEachDocumentOnce();
const { memoryIO } = await import('../src/io.js');
const { main } = await import('../src/main.js');

const ROOT = join(import.meta.dirname, '../../..');
const DOC = 'flows/customer-care/customers.lookup.json';

test.each([
  ['lookup --tool=NAME --arg=PARAM=VALUE looks up', ['lookup', DOC, '--tool=lookup_customer', '--arg=full_name=Kaitlyn Meyers'], 0, '"Full Name":"Caitlin Myers"'],
  ['replay --timeout=MS replays', ['replay', '--timeout=5000', 'flows/billing-line/calls/known-caller-pays.call.yaml'], 0, 'PASS a known caller'],
  ['run --caller=NUMBER runs the call', ['run', 'flows/customer-care/flow.yaml', '--caller=+15551234567'], 0, 'agent:  Thank you for calling'],
  ['tools --format=mcp still prints MCP tools', ['tools', DOC, '--format=mcp'], 0, '"inputSchema"'],
])('%s', async (_case, argv, status, shown) => {
  const io = memoryIO('', ROOT);
  expect(await main([...argv], io)).toBe(status);
  expect(io.err()).not.toContain('USAGE');
  expect(io.out()).toContain(shown);
});

test.each([
  ['validate --json=1 says --json takes no value', ['validate', '--json=1', 'flows/customer-care/flow.yaml'], 'switchboard validate: USAGE: --json takes no value: write --json alone, not --json=1'],
  // (With nothing after "=" it was "unknown option --json=; did you mean --json?", of an option the command has.)
  ['validate --json= says --json takes no value', ['validate', '--json=', 'flows/customer-care/flow.yaml'], 'switchboard validate: USAGE: --json takes no value: write --json alone, not --json='],
  ['replay --coverage= says --coverage takes no value', ['replay', '--coverage=', 'flows/billing-line/calls'], 'switchboard replay: USAGE: --coverage takes no value: write --coverage alone, not --coverage='],
  ['a word after -- is a file, = and all', ['validate', '--', '--json=x.yaml'], ''],
])('%s (exit 2)', async (_case, argv, said) => {
  const io = memoryIO('', ROOT);
  expect(await main([...argv], io)).toBe(2);
  expect(io.err()).toContain(said);
  if (said === '') expect(io.out()).toContain('--json=x.yaml flow_unreadable');
});

// An option that takes a value given none, as `--tool=` or followed by another option (`--save --trace`), says it
// needs one, as it does last on the line: `--tool=` was "unknown option --tool=; did you mean --tool?", and `--tool
// --debug` looked up a tool named "--debug", `--save --trace` saved the call to a file named "--trace".
const FLOW = join(ROOT, 'flows/customer-care/flow.yaml');
const LOOKUP = ['lookup', join(ROOT, DOC)];
const TUNE = ['tune', join(ROOT, DOC), '--tool', 'lookup_customer', '--labels', 'labels.csv'];
const REPLAY = ['replay', join(ROOT, 'flows/billing-line/calls')];
const withoutValue: readonly [string, string, readonly string[], string][] = [
  ['lookup', '--tool', LOOKUP, '--tool needs a tool name'],
  ['lookup', '--input', LOOKUP, '--input needs a .jsonl file'],
  ['lookup', '--arg', [...LOOKUP, '--tool', 'lookup_customer'], '--arg needs PARAM=VALUE, got ""'],
  ['tune', '--tool', ['tune', join(ROOT, DOC), '--labels', 'labels.csv'], '--tool needs a value'],
  ['tune', '--labels', ['tune', join(ROOT, DOC), '--tool', 'lookup_customer'], '--labels needs a value'],
  ['tune', '--max-wrong', TUNE, '--max-wrong needs a value'],
  ['tools', '--format', ['tools', join(ROOT, DOC)], '--format needs a value, one of "openai", "anthropic", "mcp"'],
  ['run', '--caller', ['run', FLOW], '--caller needs a value'],
  ['run', '--called', ['run', FLOW], '--called needs a value'],
  ['run', '--call-id', ['run', FLOW], '--call-id needs a value'],
  ['run', '--save', ['run', FLOW], '--save needs a value'],
  ['run', '--resume', ['run', FLOW], '--resume needs a value'],
  ['replay', '--junit', REPLAY, '--junit needs a value'],
  ['replay', '--timeout', REPLAY, '--timeout needs a value'],
];
const FLAG: Readonly<Record<string, string>> = { lookup: '--debug', tune: '--json', tools: '--json', run: '--trace', replay: '--json' };

// An empty value given as its own word (`--input "$FILE"` with the variable unset) names no tool and no file: it was
// `TOOL_UNKNOWN` for a tool named "" and "cannot read : it is a folder" (the path '' read as the working folder).
// `run --save ""` ran the whole call and then could not write to the folder; `run --resume ""` and `replay --junit
// ""` said " : it is a folder"; `tune --labels ""` said --labels was missing.
test.each([
  ['lookup --tool "" says --tool needs a tool name', [...LOOKUP, '--tool', ''], '--tool needs a tool name'],
  ['lookup --input "" says --input needs a .jsonl file', [...LOOKUP, '--input', ''], '--input needs a .jsonl file'],
  ['run --save "" says --save needs a value', ['run', FLOW, '--save', ''], '--save needs a value'],
  ['run --resume "" says --resume needs a value', ['run', FLOW, '--resume', ''], '--resume needs a value'],
  ['replay --junit "" says --junit needs a value', [...REPLAY, '--junit', ''], '--junit needs a value'],
  ['tune --labels "" says --labels needs a value', ['tune', join(ROOT, DOC), '--tool', 'lookup_customer', '--labels', ''], '--labels needs a value'],
  ['tune --tool "" says --tool needs a value', ['tune', join(ROOT, DOC), '--tool', '', '--labels', 'labels.csv'], '--tool needs a value'],
])('%s (exit 2, nothing written)', async (_case, argv, said) => {
  const io = memoryIO('', ROOT);
  expect(await main([...argv], io)).toBe(2);
  expect(io.err().split('\n')[0]).toBe(`switchboard ${argv[0]}: USAGE: ${said}`);
  expect(io.out()).toBe('');
});

test('every option that takes a value, in every command, is in the table below', async () => {
  const listed = await Promise.all(['lookup', 'tune', 'tools', 'run', 'replay', 'inspect', 'validate'].map(async (name) => {
    const module = (await import(`../src/commands/${name}.js`)) as { VALUE_OPTIONS?: readonly string[] };
    return (module.VALUE_OPTIONS ?? []).map((option) => `${name} ${option}`);
  }));
  expect(withoutValue.map(([command, option]) => `${command} ${option}`).sort()).toEqual(listed.flat().sort());
});

test.each(withoutValue.flatMap(([command, option, before, said]) => [
  [`${command} ${option}= says ${said}`, [...before, `${option}=`], said],
  [`${command} ${option} ${FLAG[command]} says ${said}`, [...before, option, FLAG[command] ?? ''], said],
  [`${command} ${option} last says ${said}`, [...before, option], said],
]))('%s (exit 2, nothing written)', async (_case, argv, said) => {
  const folder = mkdtempSync(join(tmpdir(), 'option-without-value-'));
  const io = memoryIO('', folder);
  expect(await main([...argv], io)).toBe(2);
  expect(io.err().split('\n')[0]).toBe(`switchboard ${argv[0]}: USAGE: ${said}`);
  expect(io.out()).toBe('');
  expect(readdirSync(folder)).toEqual([]);
});
