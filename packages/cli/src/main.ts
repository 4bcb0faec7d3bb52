#!/usr/bin/env node
// The `switchboard` command: a thin dispatcher; each command lives in ./commands/<name>.ts.
import { cliVersion } from './cliVersion.js';
import { realIO, type CliIO } from './io.js';
import { optionValuesApart, splitAtDoubleDash } from './operands.js';
import { CLI_ERROR, errorMessages, usageMessages } from './messages.js';
import { EXIT } from './exitStatus.js';
import { isOption } from './isOption.js';

/** What every command module exports. */
export interface CommandModule {
  run(argv: string[], io: CliIO): Promise<number>;
  /** The command's usage text (`usage: switchboard NAME ...` and its options), printed by `switchboard NAME --help`. */
  USAGE: string;
  /** The options that take a value, which may also be written `--name=value`. */
  VALUE_OPTIONS?: readonly string[];
}

/**
 * Each command's synopsis (the first line of its USAGE, which a test holds them to) and what it does. Listed here so
 * `switchboard --help` does not load every command.
 */
export const COMMANDS: Readonly<Record<string, { synopsis: string; does: string }>> = {
  lookup: { synopsis: 'lookup DOC --tool NAME --arg PARAM=VALUE ... [--debug] | --input FILE.jsonl', does: 'one lookup, printed as JSON' },
  inspect: { synopsis: 'inspect DOC [--json]', does: 'what a lookup document indexes, and every problem' },
  tools: { synopsis: 'tools DOC [--format openai|anthropic|mcp]', does: 'the tool definitions in a vendor\'s shape (OpenAI\'s by default)' },
  tune: { synopsis: 'tune DOC --tool NAME --labels FILE.csv [--max-wrong 0.01] [--json]', does: 'accuracy on labelled calls, and the thresholds that maximise it' },
  run: {
    synopsis: 'run FLOW [--caller NUMBER] [--called NUMBER] [--call-id ID] [--save FILE] [--resume FILE] [--trace]',
    does: 'a call in the terminal (stdin lines when piped)',
  },
  replay: {
    synopsis: 'replay CALL_OR_DIR... [--coverage] [--require-coverage] [--junit FILE] [--json] [--timeout MS]',
    does: 'replays scripted calls and checks them',
  },
  validate: { synopsis: 'validate FLOW... [--json]', does: 'every problem of each flow' },
};

function usage(): string {
  return [
    'usage: switchboard <command> ...',
    '',
    ...Object.values(COMMANDS).flatMap(({ synopsis, does }) => [`  switchboard ${synopsis}`, `      ${does}`]),
    '',
    '  switchboard <command> --help   the command\'s options (or switchboard help <command>)',
    '  switchboard --version          the version (or -V)',
  ].join('\n');
}

/** `--help` or `-h` anywhere among a command's arguments asks for its usage (not after `--`: a file's name there). */
const asksForHelp = (argv: readonly string[]): boolean => splitAtDoubleDash(argv).words.some((arg) => arg === '--help' || arg === '-h');

export async function main(argv: string[], io: CliIO = realIO()): Promise<number> {
  const [name, ...rest] = argv;
  // Asked for, the usage is the answer (stdout, 0); a command left out is a usage error (stderr, 2), as in every command.
  if (name === '--help' || name === '-h' || (name === 'help' && rest.length === 0)) {
    io.stdout(usage() + '\n');
    return 0;
  }
  if (name === '--version' || name === '-V') {
    // `switchboard --version --help` (or `help --version`) asks what the option does: the usage, which says.
    if (asksForHelp(rest)) {
      io.stdout(usage() + '\n');
      return 0;
    }
    if (rest[0] !== undefined) {
      io.stderr(`switchboard: ${CLI_ERROR.usage}: ${usageMessages.unexpectedArgument(rest[0])}\n\n${usage()}\n`);
      return 2;
    }
    io.stdout(`${await cliVersion()}\n`);
    return 0;
  }
  if (name === undefined) {
    io.stderr(`switchboard: ${CLI_ERROR.usage}: ${usageMessages.missingCommand}\n\n${usage()}\n`);
    return 2;
  }
  // `switchboard help validate` is `switchboard validate --help`; `help` takes one name, so a word after it is a slip.
  if (name === 'help' && rest[1] !== undefined) {
    io.stderr(`switchboard: ${CLI_ERROR.usage}: ${usageMessages.unexpectedArgument(rest[1])}\n\n${usage()}\n`);
    return 2;
  }
  if (name === 'help') return main([...rest, '--help'], io);
  // `switchboard --verison`: an option where the command belongs is said as one, with the option meant.
  if (isOption(name)) {
    const command = rest.find((word) => Object.hasOwn(COMMANDS, word));
    const problem = usageMessages.unknownOption(name, ['--help', '--version', '-h', '-V']) + (command === undefined ? '' : usageMessages.optionBeforeCommand(name, command));
    io.stderr(`switchboard: ${CLI_ERROR.usage}: ${problem}\n\n${usage()}\n`);
    return 2;
  }
  if (!Object.hasOwn(COMMANDS, name)) {
    io.stderr(`switchboard: ${CLI_ERROR.usage}: ${errorMessages.unknownCommand(name, Object.keys(COMMANDS))}\n\n${usage()}\n`);
    return 2;
  }
  const command = (await import(`./commands/${name}.js`)) as CommandModule;
  if (asksForHelp(rest)) {
    io.stdout(`${command.USAGE}\n`);
    return 0;
  }
  try {
    return await command.run(optionValuesApart(rest, command.VALUE_OPTIONS ?? []), io);
  } catch (error) {
    io.stderr(internalErrorText(`switchboard ${name}`, error));
    return EXIT.internal;
  }
}

/** A bug, said with the stable code, its stack and how to report it, after `prefix` (`switchboard validate`). */
function internalErrorText(prefix: string, error: unknown): string {
  const detail = error instanceof Error ? error.stack ?? error.message : String(error);
  return `${prefix}: ${CLI_ERROR.internal}: ${errorMessages.internalError(detail)}\n${errorMessages.reportInternal}\n`;
}

const invokedDirectly = process.argv[1] !== undefined && /main\.(ts|js)$/.test(process.argv[1]);
if (invokedDirectly) {
  main(process.argv.slice(2)).then(
    (code) => { process.exitCode = code; },
    // What main() itself did not catch (loading a command's module, say).
    (error: unknown) => {
      process.stderr.write(internalErrorText('switchboard', error));
      process.exitCode = EXIT.internal;
    },
  );
}
