// `switchboard replay CALL_OR_DIR... [--coverage] [--junit FILE] [--json]`: replays scripted calls and checks them.
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { fileHead } from '../fileHead.js';
import { dirname, resolve } from 'node:path';
import { shownFile, formatCoverage, formatReport, isFullCoverage, junitXml, MAX_TIMER_MS, printable, replayJson, replayPaths } from '@switchboard/flow';
import type { CliIO } from '../io.js';
import { CLI_ERROR, errorMessages, usageMessages } from '../messages.js';
import { isOption } from '../isOption.js';
import { helpText } from '../helpText.js';
import { splitAtDoubleDash } from '../operands.js';
import { EXIT } from '../exitStatus.js';

/** The options that take a value (`--tool NAME`, or `--tool=NAME`). */
export const VALUE_OPTIONS = ['--junit', '--timeout'] as const;

export const USAGE = helpText([
  'usage: switchboard replay CALL_OR_DIR... [--coverage] [--require-coverage] [--junit FILE] [--json] [--timeout MS]',
  '  CALL_OR_DIR  a call file, or a folder: every *.call.yaml under it',
  '  --coverage  also report which nodes and lookup outcome edges of each flow the calls reached',
  '  --require-coverage  fail (exit 1) unless every node and outcome edge was reached',
  '  --junit FILE  write JUnit XML for CI',
  '  --json  print machine-readable results instead of text',
  '  --timeout MS  time limit per turn, overriding the call files\' timeout_ms',
  '  --  every word after it is a file, even one starting with a dash',
  'exit: 0 every call passed, 1 a call failed or is invalid, 2 bad usage, a CALL_OR_DIR that cannot be read, holds no call file or is a flow (the others still replayed), or a --junit report or output that cannot be written',
]);

interface ReplayArgs {
  paths: string[];
  coverage: boolean;
  requireCoverage: boolean;
  json: boolean;
  junit?: string;
  timeoutMs?: number;
}

/**
 * Replays call files. Exit 0 when every call passes, 1 when any fails or is invalid, 2 on bad usage, a call file or
 * folder that cannot be read (or holds no call file, or is a flow), or a JUnit report that cannot be written (`EXIT`).
 *
 * @example
 *   await run(['flows/customer-care/calls', '--coverage'], io) // one PASS line per call, then coverage; returns 0
 */
export async function run(argv: string[], io: CliIO): Promise<number> {
  const parsed = parseArgs(argv);
  if (typeof parsed === 'string') {
    io.stderr(`switchboard replay: ${CLI_ERROR.usage}: ${parsed}\n${USAGE}\n`);
    return EXIT.notDone;
  }
  // Checked before any call runs: --junit swallowing a call file (`--junit calls/a.call.yaml calls/b.call.yaml`)
  // would otherwise write the XML over it.
  const junitRefused = parsed.junit === undefined ? undefined : await junitTargetRefused(resolve(io.cwd, parsed.junit));
  if (parsed.junit !== undefined && junitRefused !== undefined) {
    io.stderr(`switchboard replay: ${CLI_ERROR.usage}: ${errorMessages.junitWriteFailed(parsed.junit, junitRefused)}\n${USAGE}\n`);
    return EXIT.notDone;
  }
  const { reports, coverage } = await replayPaths(parsed.paths, {
    cwd: io.cwd,
    ...(parsed.timeoutMs === undefined ? {} : { timeoutMs: parsed.timeoutMs }),
  });
  const show = (file: string): string => shownFile(file, io.cwd);
  const wantsCoverage = parsed.coverage || parsed.requireCoverage;

  if (parsed.json) {
    io.stdout(`${JSON.stringify(replayJson(reports, wantsCoverage ? coverage : undefined, { cwd: io.cwd, requireCoverage: parsed.requireCoverage }), null, 2)}\n`);
  } else {
    io.stdout(formatReport(reports, { cwd: io.cwd }));
    if (wantsCoverage) for (const entry of coverage) io.stdout(`\n${printable(formatCoverage(entry, show))}`);
  }
  let junitWritten = true;
  if (parsed.junit !== undefined) {
    const target = resolve(io.cwd, parsed.junit);
    try {
      await createFolders(dirname(target));
      // Coverage required is a test case per flow, so a build it fails shows why beside the calls.
      await writeFile(target, junitXml(reports, { cwd: io.cwd, ...(parsed.requireCoverage ? { requiredCoverage: coverage } : {}) }));
    } catch (error) {
      io.stderr(`switchboard replay: ${CLI_ERROR.junitUnwritable}: ${errorMessages.junitWriteFailed(parsed.junit, writeProblem(error))}\n`);
      junitWritten = false;
    }
  }

  const allPassed = reports.every((report) => report.status === 'passed');
  const covered = !parsed.requireCoverage || (coverage.length > 0 && coverage.every(isFullCoverage));
  if (!covered && !parsed.json) io.stderr(`switchboard replay: ${errorMessages.coverageIncomplete}\n`);
  const notReplayed = reports.some((report) => report.status === 'invalid' && report.issues.some((issue) => NOT_REPLAYED.has(issue.code)));
  return !junitWritten || notReplayed ? EXIT.notDone : allPassed && covered ? EXIT.ok : EXIT.problems;
}

/** A CALL_OR_DIR that was never replayed: a file or folder that cannot be read, a folder of no call file, a flow named as a call. */
const NOT_REPLAYED: ReadonlySet<string> = new Set(['unreadable_file', 'folder_unreadable', 'no_call_files', 'not_a_call_file']);

/** Why the JUnit file may not be written where asked (a folder, or a file that is not XML); undefined when it may. */
async function junitTargetRefused(target: string): Promise<string | undefined> {
  const existing = await stat(target).catch(() => undefined);
  if (existing?.isDirectory()) return errorMessages.junitTargetFolder;
  if (!existing?.isFile() || existing.size === 0) return undefined;
  const head = await fileHead(target, 64);
  // (Unreadable: the write decides, and says why.)
  return head === undefined || /^\uFEFF?\s*</.test(head) ? undefined : errorMessages.junitTargetNotXml;
}

/**
 * Creates a folder and the missing folders above it, one at a time. Not `mkdir(…, { recursive: true })`: Node's
 * spins forever when a parent exists but cannot hold the child (`/proc/x/report.xml`: mkdir says ENOENT each time).
 */
async function createFolders(folder: string): Promise<void> {
  const missing: string[] = [];
  for (let at = folder; !(await stat(at).then(() => true, () => false)); at = dirname(at)) {
    if (dirname(at) === at) break;
    missing.unshift(at);
  }
  for (const each of missing) await mkdir(each).catch((error: unknown) => { if ((error as { code?: unknown }).code !== 'EEXIST') throw error; });
}

/** Why the report could not be written, in words where the system's are cryptic ("ENOENT … mkdir"). */
function writeProblem(error: unknown): string {
  const { code, path } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; path?: unknown };
  const where = typeof path === 'string' ? path : 'it';
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return errorMessages.junitDenied(where);
  if (code === 'ENOTDIR') return errorMessages.junitFileInPath;
  if (code === 'ELOOP') return errorMessages.junitLinkLoop;
  if (code === 'ENOENT') return errorMessages.junitNoFolder(where);
  return error instanceof Error ? error.message : String(error);
}

function parseArgs(allArgs: string[]): ReplayArgs | string {
  const { words: argv, operands } = splitAtDoubleDash(allArgs);
  const args: ReplayArgs = { paths: [], coverage: false, requireCoverage: false, json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--coverage') args.coverage = true;
    else if (arg === '--require-coverage') args.requireCoverage = true;
    else if (arg === '--json') args.json = true;
    else if (arg === '--junit' || arg === '--timeout') {
      if ((arg === '--junit' ? args.junit : args.timeoutMs) !== undefined) return usageMessages.givenTwice(arg);
      const value = argv[++i];
      // An empty --junit (an unset "$REPORT") names no file, not the working folder (" : it is a folder").
      if (value === undefined || value.startsWith('--') || (arg === '--junit' && value === '')) return usageMessages.needsValue(arg);
      if (arg === '--junit') args.junit = value;
      else {
        const ms = Number(value);
        if (!Number.isInteger(ms) || ms <= 0 || ms > MAX_TIMER_MS) return usageMessages.timeoutInvalid(value);
        args.timeoutMs = ms;
      }
    } else if (isOption(arg)) return usageMessages.unknownOption(arg, ['--coverage', '--require-coverage', '--json', '--junit', '--timeout']);
    else args.paths.push(arg);
  }
  args.paths.push(...operands);
  return args.paths.length === 0 ? usageMessages.missingCallOrDir : args;
}
