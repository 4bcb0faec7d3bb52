#!/usr/bin/env node
// The `switchboard` command: a thin dispatcher; each command lives in ./commands/<name>.ts.
import { realIO, type CliIO } from './io.js';

/** What every command module exports. */
export interface CommandModule {
  run(argv: string[], io: CliIO): Promise<number>;
}

const COMMANDS: Record<string, string> = {
  lookup: 'lookup DOC --tool NAME --arg PARAM=VALUE ... [--debug] | --input FILE.jsonl',
  inspect: 'inspect DOC                 what a lookup document indexes, and every problem',
  tools: 'tools DOC --format openai|anthropic|mcp',
  tune: 'tune DOC --tool NAME --labels FILE.csv',
  run: 'run FLOW                      a call in the terminal (stdin lines when piped)',
  replay: 'replay CALL_OR_DIR... [--coverage] [--require-coverage] [--junit FILE] [--json] [--timeout MS]',
  validate: 'validate FLOW...',
};

function usage(): string {
  return ['usage: switchboard <command> ...', '', ...Object.values(COMMANDS).map((line) => `  switchboard ${line}`)].join('\n');
}

export async function main(argv: string[], io: CliIO = realIO()): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(usage() + '\n');
    return name === undefined ? 2 : 0;
  }
  if (!(name in COMMANDS)) {
    io.stderr(`switchboard: unknown command "${name}"\n\n${usage()}\n`);
    return 2;
  }
  const command = (await import(`./commands/${name}.js`)) as CommandModule;
  return command.run(rest, io);
}

const invokedDirectly = process.argv[1] !== undefined && /main\.(ts|js)$/.test(process.argv[1]);
if (invokedDirectly) {
  main(process.argv.slice(2)).then(
    (code) => { process.exitCode = code; },
    (error: unknown) => {
      process.stderr.write(`switchboard: internal error: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
      process.exitCode = 70;
    },
  );
}
