// `switchboard replay CALL_OR_DIR... [--coverage] [--junit FILE] [--json]`: replays scripted calls and checks them.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { formatCoverage, formatReport, isFullCoverage, junitXml, printable, replayJson, replayPaths } from '@switchboard/flow';
import type { CliIO } from '../io.js';
import { errorMessages, usageMessages } from '../messages.js';

export const USAGE = [
  'usage: switchboard replay CALL_OR_DIR... [--coverage] [--require-coverage] [--junit FILE] [--json] [--timeout MS]',
  '  CALL_OR_DIR        a call file, or a folder: every *.call.yaml under it',
  '  --coverage         also report which nodes and lookup outcome edges of each flow the calls reached',
  '  --require-coverage fail (exit 1) unless every node and outcome edge was reached',
  '  --junit FILE       write JUnit XML for CI',
  '  --json             print machine-readable results instead of text',
  '  --timeout MS       time limit per turn, overriding the call files\' timeout_ms',
].join('\n');

interface ReplayArgs {
  paths: string[];
  coverage: boolean;
  requireCoverage: boolean;
  json: boolean;
  junit?: string;
  timeoutMs?: number;
}

/**
 * Replays call files. Exit 0 when every call passes, 1 when any fails or cannot run, 2 on bad usage.
 *
 * @example
 *   await run(['flows/customer-care/calls', '--coverage'], io) // one PASS line per call, then coverage; returns 0
 */
export async function run(argv: string[], io: CliIO): Promise<number> {
  const parsed = parseArgs(argv);
  if (typeof parsed === 'string') {
    io.stderr(`switchboard replay: ${parsed}\n${USAGE}\n`);
    return 2;
  }
  const { reports, coverage } = await replayPaths(parsed.paths, {
    cwd: io.cwd,
    ...(parsed.timeoutMs === undefined ? {} : { timeoutMs: parsed.timeoutMs }),
  });
  const show = (file: string): string => relative(io.cwd, file) || file;
  const wantsCoverage = parsed.coverage || parsed.requireCoverage;

  if (parsed.json) {
    io.stdout(`${JSON.stringify(replayJson(reports, wantsCoverage ? coverage : undefined, { cwd: io.cwd }), null, 2)}\n`);
  } else {
    io.stdout(formatReport(reports, { cwd: io.cwd }));
    if (wantsCoverage) for (const entry of coverage) io.stdout(`\n${printable(formatCoverage(entry, show))}`);
  }
  if (parsed.junit !== undefined) {
    const target = resolve(io.cwd, parsed.junit);
    try {
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, junitXml(reports, { cwd: io.cwd }));
    } catch (error) {
      io.stderr(`switchboard replay: ${errorMessages.junitWriteFailed(parsed.junit, error instanceof Error ? error.message : String(error))}\n`);
      return 1;
    }
  }

  const allPassed = reports.every((report) => report.status === 'passed');
  const covered = !parsed.requireCoverage || (coverage.length > 0 && coverage.every(isFullCoverage));
  if (!covered && !parsed.json) io.stderr(`switchboard replay: ${errorMessages.coverageIncomplete}\n`);
  return allPassed && covered ? 0 : 1;
}

function parseArgs(argv: string[]): ReplayArgs | string {
  const args: ReplayArgs = { paths: [], coverage: false, requireCoverage: false, json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--coverage') args.coverage = true;
    else if (arg === '--require-coverage') args.requireCoverage = true;
    else if (arg === '--json') args.json = true;
    else if (arg === '--junit' || arg === '--timeout') {
      if ((arg === '--junit' ? args.junit : args.timeoutMs) !== undefined) return usageMessages.givenTwice(arg);
      const value = argv[++i];
      if (value === undefined || value.startsWith('--')) return usageMessages.needsValue(arg);
      if (arg === '--junit') args.junit = value;
      else {
        const ms = Number(value);
        if (!Number.isInteger(ms) || ms <= 0) return usageMessages.timeoutInvalid(value);
        args.timeoutMs = ms;
      }
    } else if (arg.startsWith('--')) return usageMessages.unknownOption(arg);
    else args.paths.push(arg);
  }
  return args.paths.length === 0 ? usageMessages.missingCallOrDir : args;
}
