// Replays every call file under the given files and folders, and measures each flow's coverage.
import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { LoadedFlow } from '../load/loadFlow.js';
import type { CallReport } from './CallReport.js';
import { flowCoverage, type FlowCoverage } from './coverage.js';
import { issueMessage } from './messages.js';
import { documentsOnce } from './documentsOnce.js';
import { replayCall, type ReplayOptions } from './replayCall.js';

export interface ReplayResult {
  reports: CallReport[];
  /** One entry per flow that at least one call file ran against. */
  coverage: FlowCoverage[];
}

const CALL_FILE = /\.call\.ya?ml$/;

/**
 * Replays call files: a file is replayed as given, a folder contributes every `*.call.yaml` under it
 * (sorted, so runs are repeatable). Flows and their documents load once per run, a document named by several flows too.
 *
 * @example
 * const { reports, coverage } = await replayPaths(['flows/customer-care/calls']);
 * reports.every((report) => report.status === 'passed');
 */
export async function replayPaths(paths: readonly string[], options: ReplayOptions = {}): Promise<ReplayResult> {
  const cwd = options.cwd ?? process.cwd();
  // Flow variants in one folder often name one document: it is loaded once for all of them, not once per flow.
  const loadDocument = documentsOnce(options.loadDocument ?? (async (path) => (await import('@switchboard/matcher')).loadDocument(path)));
  const shared: ReplayOptions = { ...options, cwd, loadDocument, flows: options.flows ?? new Map<string, Promise<LoadedFlow>>() };
  const reports: CallReport[] = [];
  // A call file named twice (`calls calls/a.call.yaml`, a shell glob beside its folder) is one call: replayed once,
  // where it first comes, so the summary, coverage and JUnit count it once.
  const replayed = new Set<string>();
  const once = (file: string): boolean => !replayed.has(file) && Boolean(replayed.add(file));
  for (const path of paths) {
    const absolute = resolve(cwd, path);
    const files = await callFilesUnder(absolute);
    if (files === null) {
      if (once(absolute)) reports.push(await replayCall(absolute, shared));
    } else if (files.length === 0) {
      reports.push({
        status: 'invalid', file: absolute, name: path, flow: null, durationMs: 0,
        issues: [{ code: 'no_call_files', path: '', file: absolute, line: 0, column: 0, message: issueMessage('no_call_files', { path }) }],
      });
    } else {
      for (const file of files.filter(once)) reports.push(await replayCall(file, shared));
    }
  }
  return { reports, coverage: await coverageOf(reports, shared.flows ?? new Map()) };
}

/** The call files under a folder, or null when the path is not a folder. */
async function callFilesUnder(path: string): Promise<string[] | null> {
  try {
    if (!(await stat(path)).isDirectory()) return null;
  } catch {
    return null;
  }
  const entries = await readdir(path, { recursive: true, withFileTypes: true });
  // A call file linked in from a shared set is one of the folder's calls (a link to nothing too: replayCall says so).
  // Linked folders are not walked into, so a link back up cannot loop.
  return entries
    .filter((entry) => (entry.isFile() || entry.isSymbolicLink()) && CALL_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

async function coverageOf(reports: readonly CallReport[], flows: Map<string, Promise<LoadedFlow>>): Promise<FlowCoverage[]> {
  const coverage: FlowCoverage[] = [];
  for (const [file, pending] of flows) {
    const { flow } = await pending;
    if (!flow) continue;
    const runs = reports.flatMap((report) => (report.status !== 'invalid' && report.flow === file ? [report] : []));
    coverage.push(flowCoverage(flow, runs));
  }
  return coverage;
}
