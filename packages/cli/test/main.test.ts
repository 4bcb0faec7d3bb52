// The dispatcher: `switchboard --help`, `switchboard COMMAND --help`, and names that are no command.
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

describe('switchboard --help', () => {
  test.each(NAMES)('lists %s with the synopsis its own usage gives', async (name) => {
    const io = memoryIO();
    expect(await main(['--help'], io)).toBe(0);
    const command = (await import(`../src/commands/${name}.js`)) as CommandModule;
    const synopsis = (command.USAGE.split('\n')[0] ?? '').replace(/^usage: switchboard /, '');
    expect(COMMANDS[name]?.synopsis).toBe(synopsis);
    expect(io.out()).toContain(`  switchboard ${synopsis}\n`);
  });

  test('without a command, the usage is printed and the exit status is 2', async () => {
    const io = memoryIO();
    expect(await main([], io)).toBe(2);
    expect(io.out()).toContain('switchboard <command> --help');
  });
});

describe('a name that is no command', () => {
  // `in` would also find what every object inherits: "constructor" once reached import() and an internal error (70).
  test.each(['bogus', 'constructor', 'toString', '__proto__', 'hasOwnProperty'])('"%s" is an unknown command (exit 2)', async (name) => {
    const io = memoryIO();
    expect(await main([name], io)).toBe(2);
    expect(io.err()).toContain(`switchboard: unknown command "${name}"`);
    expect(io.out()).toBe('');
  });
});
