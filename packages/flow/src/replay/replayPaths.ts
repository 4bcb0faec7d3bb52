// Replays every call file under the given files and folders, and measures each flow's coverage.
import type { Dirent } from 'node:fs';
import { open, readdir, stat, type FileHandle } from 'node:fs/promises';
import { basename, join, relative, resolve } from 'node:path';
import type { LoadedFlow } from '../load/loadFlow.js';
import type { CallReport } from './CallReport.js';
import { flowCoverage, type FlowCoverage } from './coverage.js';
import { issueMessage } from './messages.js';
import { documentsOnce } from './documentsOnce.js';
import { neverAmbiguous } from './neverAmbiguous.js';
import { replayCall, type ReplayOptions } from './replayCall.js';

export interface ReplayResult {
  reports: CallReport[];
  /** One entry per flow that at least one call file ran against. */
  coverage: FlowCoverage[];
}

// In any case: `Refill.Call.YAML` is the call file its author meant, on a file system that keeps case or not.
const CALL_FILE = /\.call\.ya?ml$/i;
const YAML_FILE = /\.ya?ml$/i;
// A scripted call's own top-level fields: a flow has `nodes`, a CI config or a lookup document neither of these pairs.
const CALL_FILE_TEXT = [/^flow[ \t]*:/m, /^(expect|turns)[ \t]*:/m];
/** How much of a YAML file is read to tell whether it holds a call: its top-level fields come first. */
const CALL_FILE_SNIFF_BYTES = 65_536;

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
    const found = await callFilesUnder(absolute);
    const files = found === null ? null : found.files;
    // A folder under it that cannot be read (no permission, a path past the system's limit) is said, not a crash.
    for (const folder of found?.unreadable ?? []) {
      reports.push({
        status: 'invalid', file: folder.path, name: path, flow: null, durationMs: 0,
        issues: [{ code: 'folder_unreadable', path: '', file: folder.path, line: 0, column: 0, message: issueMessage('folder_unreadable', { folder: relative(absolute, folder.path) || '.', path, reason: folder.code, fix: folderFix(folder.code) }) }],
      });
    }
    if (files === null) {
      if (once(absolute)) reports.push(await replayCall(absolute, shared));
    } else if (files.length === 0) {
      if ((found?.unreadable.length ?? 0) > 0 || (found?.misnamed.length ?? 0) > 0) {
        reports.push(...(found?.misnamed ?? []).filter(once).map(misnamedReport));
        continue;
      }
      reports.push({
        status: 'invalid', file: absolute, name: path, flow: null, durationMs: 0,
        issues: [{ code: 'no_call_files', path: '', file: absolute, line: 0, column: 0, message: issueMessage('no_call_files', { path }) }],
      });
    } else {
      for (const file of files.filter(once)) reports.push(await replayCall(file, shared));
      reports.push(...(found?.misnamed ?? []).filter(once).map(misnamedReport));
    }
  }
  return { reports, coverage: await coverageOf(reports, shared.flows ?? new Map()) };
}

/** What to do about a folder that could not be read, by its error code. */
function folderFix(code: string): string {
  if (code === 'EACCES' || code === 'EPERM') return 'give yourself permission to read it, or name the call files to replay';
  if (code === 'ENAMETOOLONG') return 'its path is longer than the system allows: move the call files to a shallower folder';
  return 'check the folder, or name the call files to replay';
}

/**
 * A call file a folder's walk passes over for its name: an invalid report, so the run fails and says the name to give
 * it, rather than a test that silently never runs.
 */
function misnamedReport(file: string): CallReport {
  const name = basename(file);
  const renamed = name.replace(/(\.calls?)?\.(ya?ml)$/i, (_whole, _call, extension: string) => `.call.${extension.toLowerCase()}`);
  return {
    status: 'invalid', file, name, flow: null, durationMs: 0,
    issues: [{ code: 'misnamed_call_file', path: '', file, line: 0, column: 0, message: issueMessage('misnamed_call_file', { file: name, renamed }) }],
  };
}

/** Whether a YAML file that is not named as a call file holds one: its top level has `flow` and `expect` or `turns`. */
async function holdsCall(file: string): Promise<boolean> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(file, 'r');
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(CALL_FILE_SNIFF_BYTES), 0, CALL_FILE_SNIFF_BYTES, 0);
    const text = buffer.subarray(0, bytesRead).toString('utf8');
    return CALL_FILE_TEXT.every((field) => field.test(text));
  } catch {
    // One that cannot be read is no call file this walk can vouch for; the folder's calls are replayed all the same.
    return false;
  } finally {
    await handle?.close();
  }
}

/**
 * The call files under a folder, the YAML files under it holding a call under another name, and the folders under it
 * that could not be read; null when the path is not a folder.
 * A folder that is gone by the time it is read (removed while the run walked) holds nothing to replay.
 */
async function callFilesUnder(path: string): Promise<{ files: string[]; misnamed: string[]; unreadable: { path: string; code: string }[] } | null> {
  try {
    if (!(await stat(path)).isDirectory()) return null;
  } catch {
    return null;
  }
  const files: string[] = [];
  const misnamed: string[] = [];
  const unreadable: { path: string; code: string }[] = [];
  const folders = [path];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    let entries: Dirent[];
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      if (code !== 'ENOENT') unreadable.push({ path: folder, code });
      continue;
    }
    for (const entry of entries) {
      // A call file linked in from a shared set is one of the folder's calls (a link to nothing too: replayCall says
      // so). Linked folders are not walked into, so a link back up cannot loop.
      if (entry.isDirectory()) folders.push(join(folder, entry.name));
      else if ((entry.isFile() || entry.isSymbolicLink()) && CALL_FILE.test(entry.name)) files.push(join(folder, entry.name));
      else if (entry.isFile() && YAML_FILE.test(entry.name) && await holdsCall(join(folder, entry.name))) misnamed.push(join(folder, entry.name));
    }
  }
  return { files: files.sort(), misnamed: misnamed.sort(), unreadable: unreadable.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)) };
}

async function coverageOf(reports: readonly CallReport[], flows: Map<string, Promise<LoadedFlow>>): Promise<FlowCoverage[]> {
  const coverage: FlowCoverage[] = [];
  for (const [file, pending] of flows) {
    const { flow } = await pending;
    if (!flow) continue;
    const runs = reports.flatMap((report) => (report.status !== 'invalid' && report.flow === file ? [report] : []));
    coverage.push(flowCoverage(flow, runs, { neverAmbiguous: neverAmbiguous(flow, (await pending).documents) }));
  }
  return coverage;
}
