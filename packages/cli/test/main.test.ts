// The dispatcher: `switchboard --help`, `switchboard COMMAND --help`, and names that are no command.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { memoryIO } from '../src/io.js';
import { COMMANDS, main, type CommandModule } from '../src/main.js';

const NAMES = Object.keys(COMMANDS);

describe('switchboard COMMAND --help', () => {
  test.each(NAMES.flatMap((name) => [[name, '--help'], [name, '-h']]))('switchboard %s %s prints its usage and exits 0', async (name, flag) => {
    const io = memoryIO();
    const command = (await import(`../src/commands/${name}.js`)) as CommandModule;
    expect(await main([name, flag], io)).toBe(0);
    expect(io.out()).toBe(`${command.USAGE}\n`);
    expect(io.err()).toBe('');
  });

  test('--help after other arguments still asks for help, and nothing runs', async () => {
    const io = memoryIO();
    expect(await main(['lookup', 'missing.lookup.json', '--tool', 'lookup_customer', '--help'], io)).toBe(0);
    expect(io.out()).toMatch(/^usage: switchboard lookup DOC/);
    expect(io.err()).toBe('');
  });
});

// Each option explained on a line of its own, the exit codes a script branches on, and how to name a file that starts
// with a dash. Until 2026-12-06 inspect, tools, lookup and tune showed little more than the synopsis.
const HELP = [
  { name: 'lookup', options: ['DOC', '--tool NAME', '--arg PARAM=VALUE', '--debug', '--input FILE.jsonl'], exits: ['0', '1', '2'] },
  { name: 'inspect', options: ['DOC', '--json'], exits: ['0', '1', '2'] },
  { name: 'tools', options: ['DOC', '--format'], exits: ['0', '1', '2'] },
  { name: 'tune', options: ['DOC', '--tool NAME', '--labels FILE.csv', '--max-wrong SHARE', '--json'], exits: ['0', '2'] },
  { name: 'run', options: ['FLOW', '--caller NUMBER', '--called NUMBER', '--call-id ID', '--save FILE', '--resume FILE', '--trace'], exits: ['0', '1', '2', '130'] },
  { name: 'replay', options: ['CALL_OR_DIR', '--coverage', '--require-coverage', '--junit FILE', '--json', '--timeout MS'], exits: ['0', '1', '2'] },
  { name: 'validate', options: ['FLOW', '--json'], exits: ['0', '1', '2'] },
];

describe('what switchboard COMMAND --help explains', () => {
  test.each(HELP)('$name --help explains each option, its exit codes and --', async ({ name, options, exits }) => {
    const io = memoryIO();
    expect(await main([name, '--help'], io)).toBe(0);
    const lines = io.out().split('\n');
    for (const option of options) expect(lines.filter((line) => line.startsWith(`  ${option}  `))).toHaveLength(1);
    const exitLine = lines.find((line) => line.startsWith('exit: '));
    expect(exitLine?.match(/\b\d+(?= )/g)).toEqual(exits);
    // Every command exits 2 when its output cannot be written (OUTPUT_UNWRITABLE); `run`'s line is kept by its own tests.
    if (name !== 'run') expect(exitLine).toMatch(/, 2 .*output that cannot be written$/);
    expect(lines.filter((line) => /^ {2}-- +every word after it is a file, even one starting with a dash$/.test(line))).toHaveLength(1);
  });
});

test('run --help says caller\'s lines it cannot read exit 2 (stdin a folder, an endless line), as they do', async () => {
  const io = memoryIO();
  expect(await main(['run', '--help'], io)).toBe(0);
  expect(io.out().split('\n').find((line) => line.startsWith('exit: '))).toContain(", 2 bad usage, a FLOW or --resume file it cannot read or that is of another kind, caller's lines it cannot read (stdin a folder, or a line past the limit), ");
});

describe('switchboard --help', () => {
  test.each(NAMES)('lists %s with the synopsis its own usage gives', async (name) => {
    const io = memoryIO();
    expect(await main(['--help'], io)).toBe(0);
    const command = (await import(`../src/commands/${name}.js`)) as CommandModule;
    const synopsis = (command.USAGE.split('\n')[0] ?? '').replace(/^usage: switchboard /, '');
    expect(COMMANDS[name]?.synopsis).toBe(synopsis);
    expect(io.out()).toContain(`  switchboard ${synopsis}\n`);
  });

  test.each([['--help'], ['-h'], ['help']])('switchboard %s prints the usage on stdout and exits 0', async (flag) => {
    const io = memoryIO();
    expect(await main([flag], io)).toBe(0);
    expect(io.out()).toContain('switchboard <command> --help');
    expect(io.err()).toBe('');
  });

  test('without a command, a usage error: the usage on stderr, nothing on stdout, exit 2 (was the usage on stdout)', async () => {
    const io = memoryIO();
    expect(await main([], io)).toBe(2);
    expect(io.err()).toMatch(/^switchboard: USAGE: missing a command\n\nusage: switchboard <command> \.\.\./);
    expect(io.err()).toContain('switchboard <command> --help');
    expect(io.out()).toBe('');
  });

  test.each(NAMES)('switchboard help %s prints that command\'s usage, as its --help does', async (name) => {
    const io = memoryIO();
    const command = (await import(`../src/commands/${name}.js`)) as CommandModule;
    expect(await main(['help', name], io)).toBe(0);
    expect(io.out()).toBe(`${command.USAGE}\n`);
  });
});

describe('switchboard help COMMAND with more words', () => {
  // `help` takes one command name: a word after it is a slip (a file meant for the command?), said as other extra words are.
  test.each([
    ['a file after the command', ['help', 'validate', 'flow.yaml'], 'flow.yaml'],
    ['a second command', ['help', 'lookup', 'tools'], 'tools'],
  ])('%s is a usage error naming it (exit 2), no usage printed as an answer', async (_case, argv, extra) => {
    const io = memoryIO();
    expect(await main(argv, io)).toBe(2);
    expect(io.err()).toContain(`switchboard: USAGE: unexpected argument "${extra}"`);
    expect(io.out()).toBe('');
  });
});

describe('a name that is no command', () => {
  // `in` would also find what every object inherits: "constructor" once reached import() and an internal error (70).
  test.each(['bogus', 'constructor', 'toString', '__proto__', 'hasOwnProperty'])('"%s" is an unknown command (exit 2)', async (name) => {
    const io = memoryIO();
    expect(await main([name], io)).toBe(2);
    expect(io.err()).toContain(`switchboard: USAGE: unknown command "${name}"`);
    expect(io.out()).toBe('');
  });
});

describe('a slip in a command, option or format name', () => {
  // Answered by the matcher's one rule (closestChoice): case and dashes set aside, one or two letters off, no tie.
  test.each([
    ['a command', ['lookpu', 'doc.lookup.json'], 'switchboard: USAGE: unknown command "lookpu"; did you mean "lookup"?'],
    ['a command in the singular', ['tool', 'doc.lookup.json'], 'switchboard: USAGE: unknown command "tool"; did you mean "tools"?'],
    ['--version misspelt where the command belongs', ['--verison'], 'switchboard: USAGE: unknown option --verison; did you mean --version?'],
    ['-v for -V', ['-v'], 'switchboard: USAGE: unknown option -v; did you mean -V?'],
    ['a command\'s option before the command', ['--json', 'validate', 'flow.yaml'], "switchboard: USAGE: unknown option --json; a command's options follow it: switchboard validate --json …"],
    ['lookup\'s --input', ['lookup', 'doc.lookup.json', '--inputs', 'calls.jsonl'], 'switchboard lookup: USAGE: unknown option --inputs; did you mean --input?'],
    ['lookup\'s --debug, capitalised', ['lookup', 'doc.lookup.json', '--tool', 't', '--arg', 'x=1', '--Debug'], 'switchboard lookup: USAGE: unknown option --Debug; did you mean --debug?'],
    ['tune\'s --max-wrong with an underscore', ['tune', 'doc.lookup.json', '--tool', 't', '--labels', 'l.csv', '--max_wrong', '0.02'], 'switchboard tune: USAGE: unknown option --max_wrong; did you mean --max-wrong?'],
    ['tune\'s --labels in the singular', ['tune', 'doc.lookup.json', '--tool', 't', '--label', 'l.csv'], 'switchboard tune: USAGE: unknown option --label; did you mean --labels?'],
    ['tools\' --format', ['tools', 'doc.lookup.json', '--fromat', 'mcp'], 'switchboard tools: USAGE: unknown option --fromat; did you mean --format?'],
    ['tools\' --format=', ['tools', 'doc.lookup.json', '--fromat=mcp'], 'switchboard tools: USAGE: unknown option --fromat=mcp; did you mean --format?'],
    ['a format', ['tools', 'doc.lookup.json', '--format', 'antropic'], 'switchboard tools: USAGE: unknown format "antropic"; did you mean "anthropic"? The formats are "openai", "anthropic", "mcp"'],
    ['inspect\'s --json', ['inspect', 'doc.lookup.json', '--jsno'], 'switchboard inspect: USAGE: unknown option --jsno; did you mean --json?'],
    ['run\'s --trace', ['run', 'flow.yaml', '--trac'], 'switchboard run: USAGE: unknown option --trac; did you mean --trace?'],
    ['replay\'s --coverage', ['replay', 'calls', '--coverag'], 'switchboard replay: USAGE: unknown option --coverag; did you mean --coverage?'],
    ['validate\'s --json', ['validate', 'flow.yaml', '--jsn'], 'switchboard validate: USAGE: unknown option --jsn; did you mean --json?'],
    ['an option no name is close to', ['lookup', 'doc.lookup.json', '--degub'], 'switchboard lookup: USAGE: unknown option --degub'],
    ['a format no name is close to', ['tools', 'doc.lookup.json', '--format', 'gemini'], 'switchboard tools: USAGE: unknown format "gemini"; the formats are "openai", "anthropic", "mcp"'],
  ])('%s: the usage error names the one meant when one is close, exit 2, nothing run (was "unknown …" or "unexpected argument" alone)', async (_name, argv, says) => {
    const io = memoryIO();
    expect(await main(argv, io)).toBe(2);
    expect({ first: io.err().split('\n')[0], out: io.out() }).toEqual({ first: says, out: '' });
  });
});

describe('a usage error of any command', () => {
  // One stable code, so a script can tell a command called wrongly (exit 2) from a problem in what it was given.
  test.each([
    ['lookup', [], 'switchboard lookup: USAGE: missing DOC (a lookup document)'],
    ['inspect', [], 'switchboard inspect: USAGE: missing DOC'],
    ['tools', [], 'switchboard tools: USAGE: missing DOC'],
    ['tune', ['doc.lookup.json', '--labels', 'l.csv'], 'switchboard tune: USAGE: missing --tool NAME'],
    ['run', [], 'switchboard run: USAGE: missing FLOW'],
    ['run', ['a.yaml', 'b.yaml'], 'switchboard run: USAGE: unexpected argument b.yaml'],
    ['replay', [], 'switchboard replay: USAGE: missing CALL_OR_DIR'],
    ['replay', ['calls', '--timeout', '0'], 'switchboard replay: USAGE: --timeout must be a whole number of milliseconds'],
    ['validate', [], 'switchboard validate: USAGE: missing FLOW'],
  ])('switchboard %s %j starts with USAGE and exits 2', async (name, args, says) => {
    const io = memoryIO('', mkdtempSync(join(tmpdir(), 'switchboard-usage-')));
    expect(await main([name, ...args], io)).toBe(2);
    expect(io.err().split('\n')[0]).toContain(says);
    expect(io.err().split('\n')[0]?.startsWith(says)).toBe(true);
  });
});

describe('an option written with one dash', () => {
  // No command has one (but -h): it is a slip for an option, not a file named "-j" (was read as a file, or as FLOW).
  test.each([
    ['lookup', ['doc.lookup.json', '--tool', 't', '--arg', 'x=1', '-d'], 'switchboard lookup: USAGE: unknown option -d'],
    ['inspect', ['-j', 'doc.lookup.json'], 'switchboard inspect: USAGE: unknown option -j'],
    ['tools', ['doc.lookup.json', '-f', 'mcp'], 'switchboard tools: USAGE: unknown option -f'],
    ['tune', ['doc.lookup.json', '--tool', 't', '--labels', 'l.csv', '-json'], 'switchboard tune: USAGE: unknown option -json; did you mean --json?'],
    ['run', ['-trace', 'flow.yaml'], 'switchboard run: USAGE: unknown option -trace; did you mean --trace?'],
    ['replay', ['-x', 'calls'], 'switchboard replay: USAGE: unknown option -x'],
    ['validate', ['-j', 'flow.yaml'], 'switchboard validate: USAGE: unknown option -j'],
  ])('switchboard %s %j is a usage error, exit 2, nothing run', async (name, args, says) => {
    const io = memoryIO('', mkdtempSync(join(tmpdir(), 'switchboard-dash-')));
    expect(await main([name, ...args], io)).toBe(2);
    expect({ first: io.err().split('\n')[0], out: io.out() }).toEqual({ first: says, out: '' });
  });

  test('a lone "-" is still a name (stdin for validate and lookup --input), not an option', async () => {
    const io = memoryIO('', mkdtempSync(join(tmpdir(), 'switchboard-dash-')));
    expect(await main(['validate', '-'], io)).toBe(1);
    expect(io.out()).toContain('<stdin> missing_field the flow file is empty');
  });
});

describe('the package entries', () => {
  test('@switchboard/cli exports main', async () => {
    const cli = (await import('@switchboard/cli')) as { main?: unknown };
    expect(typeof cli.main).toBe('function');
  });

  test.each(['cli', 'matcher', 'flow', 'directive'])('every file @switchboard/%s\'s package.json names exists (after tsc -b, as npm test runs it)', (name) => {
    const root = new URL(`../../${name}/`, import.meta.url);
    const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { bin?: Record<string, string>; exports: Record<string, Record<string, string>> };
    const targets = [...Object.values(pkg.bin ?? {}), ...Object.values(pkg.exports).flatMap((conditions) => Object.values(conditions))];
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) expect({ target, exists: existsSync(new URL(target, root)) }).toEqual({ target, exists: true });
  });
});

describe('an option that takes one value, given twice', () => {
  // The last would silently win: a script repeating one by mistake would run against the wrong tool or file.
  test.each([
    ['lookup', ['doc.lookup.json', '--tool', 'a', '--arg', 'x=1', '--tool', 'b'], '--tool'],
    ['lookup', ['doc.lookup.json', '--input', 'a.jsonl', '--input', 'b.jsonl'], '--input'],
    ['tools', ['doc.lookup.json', '--format', 'openai', '--format=mcp'], '--format'],
    ['tune', ['doc.lookup.json', '--tool', 'a', '--labels', 'l.csv', '--labels', 'm.csv'], '--labels'],
    ['tune', ['doc.lookup.json', '--tool', 'a', '--tool', 'b', '--labels', 'l.csv'], '--tool'],
    ['tune', ['doc.lookup.json', '--tool', 'a', '--labels', 'l.csv', '--max-wrong', '0.01', '--max-wrong', '0.02'], '--max-wrong'],
    ['replay', ['calls', '--junit', 'a.xml', '--junit', 'b.xml'], '--junit'],
    ['replay', ['calls', '--timeout', '100', '--timeout', '200'], '--timeout'],
    ['run', ['flow.yaml', '--caller', '+15550100', '--caller', '+15550101'], '--caller'],
    ['run', ['flow.yaml', '--save', 'a.json', '--save', 'b.json'], '--save'],
  ])('switchboard %s %j is a usage error naming %s', async (name, args, option) => {
    // In an empty folder, so a regression that runs the command writes nothing into the repository.
    const io = memoryIO('', mkdtempSync(join(tmpdir(), 'switchboard-twice-')));
    expect(await main([name, ...args], io)).toBe(2);
    expect(io.err()).toContain(`${option} is given twice`);
    expect(io.out()).toBe('');
  });
});

// A bug (here: the output a command writes to throws, which no command expects) is said as one: a stable code, the
// stack, and how to report it; exit 70. Until 2026-12-06 the process printed "switchboard: internal error: <stack>".
describe('an internal error', () => {
  test.each([
    ['validate', ['validate', 'flows/customer-care/flow.yaml']],
    // Until 2026-12-06 tools said it as a document that did not load: the bare message, exit 2.
    ['tools', ['tools', 'flows/customer-care/customers.lookup.json']],
    // Until 2026-12-06 lookup said it as a call the lookup refused: the bare message, exit 2.
    ['lookup', ['lookup', 'flows/customer-care/customers.lookup.json', '--tool', 'lookup_customer', '--arg', 'full_name=Kaitlyn Meyers']],
  ])('in %s is INTERNAL with its stack and how to report it, exit 70', async (name, argv) => {
    const io = memoryIO('', join(import.meta.dirname, '../../..'));
    io.stdout = () => { throw new TypeError('the output went away'); };
    expect(await main(argv, io)).toBe(70);
    const lines = io.err().split('\n');
    expect(lines[0]).toBe(`switchboard ${name}: INTERNAL: internal error: TypeError: the output went away`);
    expect(lines.slice(1).some((line) => /^\s+at /.test(line))).toBe(true);
    expect(io.err()).toMatch(/\nThis is a bug in switchboard, not in what you gave it: please report it with the command you ran, the output of switchboard --version and the lines above\.\n$/);
  });
});
