// A flow file on disk → a checked Flow, its loaded documents, and every problem at once.
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { restateDirectiveIssue } from '@switchboard/directive';
import { closestFileBeside, errorNamedAs, jsonSyntaxProblem } from '@switchboard/matcher';
import type { Flow, FlowIssue } from '../flowTypes.js';
import type { LookupProvider } from '../lookup/LookupProvider.js';
import { describeError } from '../FlowError.js';
import { ISSUE, issueMessages } from '../messages.js';
import { readFormats } from './readFormats.js';
import { validateFormatters } from './validateFormatters.js';
import { validateCallerLookupConfig } from '../callerLookup/validateCallerLookupConfig.js';
import { LOOKUP_CALLER_TOOL_NAME } from '../callerLookup/callerLookupTool.js';
import { parsedOncePerText } from './directiveParses.js';
import { readFlowNodes, type PendingIssue } from './readFlowNodes.js';
import { readFlowSource, type FlowSource } from './readFlowSource.js';
import { decodeTextFile, type TextFile } from './readTextFile.js';
import { dataFileAsFlow, tableTextAsFlow } from './dataFileAsFlow.js';
import { FileTooLargeError, readFileWithin } from './readWithin.js';
import { ignoreWarnings } from './ignoreWarnings.js';
import { listedIssues } from './listedIssues.js';
import { validateBranchCases } from './validateBranchCases.js';
import { validateMatchTemplates } from './validateMatchTemplates.js';
import { validateGraph } from './validateGraph.js';
import { validateColumns } from './validateColumns.js';
import { validateLoops } from './validateLoops.js';
import { validateVisitRetries } from './validateVisitRetries.js';
import { validateWayToEnd } from './validateWayToEnd.js';
import { validateLookups, type DocumentTools } from './validateLookups.js';
import { validateUnsetVariables } from './validateUnsetVariables.js';
import { validateVariables } from './validateVariables.js';

export interface LoadFlowOptions {
  /** Loads one lookup document; defaults to `@switchboard/matcher`'s `loadDocument`. */
  loadDocument?: (path: string) => Promise<LookupProvider>;
  /** The folder the flow's document paths are read from: the flow file's by default; the command's for standard input. */
  folder?: string;
}

export interface LoadedFlow {
  /** The flow, or null when it has any error (warnings alone leave it loaded). */
  flow: Flow | null;
  /** The flow's documents that loaded, by the names the flow gives them. */
  documents: Record<string, LookupProvider>;
  /** Every problem found, errors and warnings, in file order. */
  issues: FlowIssue[];
  /** The warnings a node's `ignore` silenced, in file order: left out of `issues`, kept here to be shown on demand. */
  silenced: FlowIssue[];
}

/**
 * Reads, checks and prepares a flow file (YAML or JSON) and the lookup documents it names.
 *
 * @example
 * const { flow, documents, issues } = await loadFlow('flows/customer-care/flow.yaml');
 * if (flow) await startCall(flow, { documents, model });
 */
export async function loadFlow(path: string, options: LoadFlowOptions = {}): Promise<LoadedFlow> {
  const file = resolve(path);
  let bytes: Uint8Array;
  try {
    bytes = await readFileWithin(file, 'the flow file');
  } catch (error) {
    // More than a flow ever is (`validate /dev/zero`, a log named by mistake): said with its size, nothing parsed.
    if (error instanceof FileTooLargeError) {
      return { flow: null, documents: {}, issues: [{ code: ISSUE.tooLarge, severity: 'error', path: '', file, message: issueMessages.unreadableFile(file, error.message) }], silenced: [] };
    }
    const { code, message: detail } = describeError(error);
    // A folder, a missing file or a link loop is said in words, not as the system's EISDIR / ENOENT / ELOOP sentence.
    const message = code === 'EISDIR' ? issueMessages.flowIsFolder(file, await flowFilesIn(file))
      : code === 'ENOENT' ? issueMessages.flowNotFound(file, await closestFileBeside(file, file))
        : code === 'ELOOP' ? issueMessages.flowLinkLoop(file)
          : issueMessages.unreadableFile(file, detail);
    return { flow: null, documents: {}, issues: [{ code: ISSUE.unreadableFile, severity: 'error', path: '', file, message }], silenced: [] };
  }
  return loadFlowBytes(bytes, file, options);
}

/**
 * Like {@link loadFlow} for a flow's bytes read elsewhere (standard input): UTF-8 or UTF-16 with a byte-order mark, a
 * binary file or text in another encoding refused as a file's is. `file` names it in issues and anchors document paths.
 *
 * @example
 * await loadFlowBytes(bytesOfStdin, '<stdin>', { folder: process.cwd() });
 */
export async function loadFlowBytes(bytes: Uint8Array, file: string, options: LoadFlowOptions = {}): Promise<LoadedFlow> {
  // A table or a picture named as the flow is never checked: one not_a_flow issue saying what it is (until 2026-12-06
  // a workbook was a flow_parse_error, and a CSV "must be a mapping").
  const dataFile = dataFileAsFlow(file, bytes);
  if (dataFile !== undefined) {
    return { flow: null, documents: {}, issues: [{ code: ISSUE.notAFlow, severity: 'error', path: '', file, message: dataFile, line: 1, column: 1 }], silenced: [] };
  }
  const read: TextFile = decodeTextFile(bytes);
  if (!read.ok) {
    // One issue naming what the file is, not dozens of YAML errors about its bytes: binary data is another kind of file
    // (not_a_flow, as a zip is), text in another encoding a flow file to save again (until 2026-12-07 both parse errors).
    const issue = read.binary
      ? { code: ISSUE.notAFlow, message: issueMessages.binaryNotFlow(read.kind) }
      : { code: ISSUE.parseError, message: issueMessages.parseError(issueMessages.notText(read.kind, 'a flow')) };
    return { flow: null, documents: {}, issues: [{ ...issue, severity: 'error', path: '', file, line: 1, column: 1 }], silenced: [] };
  }
  // A table piped in (or named as something else) is told by its lines, in UTF-16 or a legacy encoding too (until
  // 2026-12-07 it was "must be a mapping" or a YAML error, exit 1).
  const tableText = tableTextAsFlow(read.text);
  if (tableText !== undefined) {
    return { flow: null, documents: {}, issues: [{ code: ISSUE.notAFlow, severity: 'error', path: '', file, message: tableText, line: 1, column: 1 }], silenced: [] };
  }
  if (read.notUtf8 !== undefined) {
    // Decoded anyway, a caller would hear "Caf�": one issue at the first such byte, saying how to save the file. It
    // is said as what it is, not as "not valid YAML or JSON": the YAML in it is fine.
    const { line, column, byte } = read.notUtf8;
    return { flow: null, documents: {}, issues: [{ code: ISSUE.parseError, severity: 'error', path: '', file, message: issueMessages.notUtf8(byte), line, column }], silenced: [] };
  }
  return loadFlowText(read.text, file, options);
}

/**
 * Like {@link loadFlow} for text already in memory; `file` names it in issues and anchors document paths.
 *
 * @example
 * await loadFlowText('nodes: { bye: { kind: end } }', '/tmp/flow.yaml');
 */
export async function loadFlowText(text: string, file: string, options: LoadFlowOptions = {}): Promise<LoadedFlow> {
  const source = readFlowSource(text);
  // YAML reads JSON too, but also what JSON forbids (a trailing comma, comments): a .json flow must be JSON.
  // (An editor's byte-order mark is not JSON's business: YAML skips it, and so does this check.)
  const jsonError = /\.json$/i.test(file) ? jsonSyntaxError(text.replace(/^\uFEFF/, '')) : null;
  if (jsonError) {
    return { flow: null, documents: {}, issues: [{ code: ISSUE.parseError, severity: 'error' as const, path: '', file, message: issueMessages.parseError(jsonError.message), ...jsonError.place }], silenced: [] };
  }
  if (source.syntaxErrors.length > 0) {
    // Listed as other issues are: the first 20, then one counting the rest (a flow pasted into itself: a name given
    // twice per node).
    const pendingErrors = source.syntaxErrors.map((error) => ({ code: ISSUE.parseError, path: [], message: issueMessages.parseError(error.message), within: error }));
    const issues = listedIssues(pendingErrors).map((issue) => ({
      code: issue.code, severity: 'error' as const, path: '', file, message: issue.message, line: issue.within?.line, column: issue.within?.column,
      ...(issue.more === undefined ? {} : { more: issue.more }),
    }));
    return { flow: null, documents: {}, issues, silenced: [] };
  }

  // Another of Switchboard's files given as the flow: one issue saying which, not "needs nodes" and a field list.
  const otherKind = otherFileKind(source.data);
  if (otherKind !== undefined) {
    return { flow: null, documents: {}, issues: [{ code: ISSUE.notAFlow, severity: 'error', path: '', file, message: otherKind, line: 1, column: 1 }], silenced: [] };
  }
  // Every check reads a node's directive: each text is parsed once for all of them (a long one took seconds each).
  const parse = parsedOncePerText();
  const { shape, issues: pending } = readFlowNodes(source.data, (path) => source.plainText(path), (path) => source.commentedOut(path), (path) => source.joinedItem(path), parse);
  const start = shape.start ?? shape.order[0] ?? '';
  if (shape.order.length > 0) {
    append(pending, validateGraph(start, shape.nodes, shape.order, shape.blankEdges));
    append(pending, validateLoops(shape.nodes, shape.order));
    append(pending, validateVisitRetries(shape.nodes, shape.order));
    append(pending, validateWayToEnd(start, shape.nodes, shape.order));
    append(pending, validateBranchCases(shape.nodes, shape.order));
    append(pending, validateMatchTemplates(shape.nodes, shape.order));
    append(pending, validateVariables(shape.nodes, shape.order, shape.storedByUnread, parse));
    append(pending, validateUnsetVariables(start, shape.nodes, shape.order, parse));
  }

  const documents: Record<string, LookupProvider> = {};
  const documentTools: DocumentTools = {};
  const documentPaths: Record<string, string> = {};
  /** Documents that loaded with errors: a lookup with an error is left out of their tools. */
  const documentsWithErrors: string[] = [];
  const load = options.loadDocument ?? loadMatcherDocument;
  for (const [name, relative] of Object.entries(shape.documents)) {
    const absolute = resolve(options.folder ?? dirname(file), relative);
    documentPaths[name] = absolute;
    if (relative.trim() === '') {
      // Reported as an empty path already.
      documentTools[name] = undefined;
      documentsWithErrors.push(name);
      continue;
    }
    try {
      const document = await load(absolute);
      documents[name] = document;
      documentTools[name] = document.tools;
      // A flow or a scripted call named here reads as a document with no "lookups" and fields it does not know:
      // one error saying which file it is, not a warning per field and "add a lookups array".
      const otherFile = notALookupDocument(document.status?.().issues ?? []);
      if (otherFile !== undefined) {
        documentsWithErrors.push(name);
        pending.push({ code: ISSUE.documentError, path: ['documents', name], message: issueMessages.documentError(name, issueMessages.documentIsOtherFile(relative, otherFile)) });
        continue;
      }
      // A lookup with a broken configuration is missing from the tools: say why, not just "unknown tool".
      for (const problem of document.status?.().issues ?? []) {
        if (problem.severity !== 'error') {
          // A field typo ignored, a title row skipped, a CSV read as Latin-1: the flow runs, but its author should know.
          pending.push({ code: ISSUE.documentWarning, severity: 'warning', path: ['documents', name], message: issueMessages.documentWarning(name, problem.code ?? problem.severity, relative, problem.path, problem.message) });
          continue;
        }
        if (!documentsWithErrors.includes(name)) documentsWithErrors.push(name);
        pending.push({ code: ISSUE.documentError, path: ['documents', name], message: issueMessages.documentError(name, issueMessages.documentProblemAt(relative, problem.path, problem.message)) });
      }
    } catch (error) {
      // A bug in the loader is thrown on, for the command's INTERNAL line (exit 70), not said as the document's problem.
      if (isLoaderBug(error)) throw error;
      documentTools[name] = undefined;
      // A path that names no file is said in words, with the file a typo most likely meant, not as the system's ENOENT;
      // a link loop too (ELOOP).
      const system = systemCode(error);
      const detail = system === 'ENOENT'
        ? issueMessages.documentMissing(relative, absolute, relative.includes('\\') ? undefined : await closestFileBeside(absolute, relative, file))
        : system === 'ELOOP' ? issueMessages.documentLinkLoop(relative)
          // A table, or a document that does not parse: named as the flow writes it, not by the path it was read at.
          : errorNamedAs({ message: describeError(error).message, file: fileOf(error) === absolute ? absolute : undefined }, relative);
      pending.push({ code: ISSUE.documentError, path: ['documents', name], message: issueMessages.documentError(name, detail) });
    }
  }
  const callerLookup = validateCallerLookupConfig(shape.callerLookup, 'caller_lookup');
  for (const problem of callerLookup.issues) pending.push({ code: problem.code, path: problem.path.split('.'), message: problem.message });
  // An empty url turns the lookup off (as in the caller-lookup spec), a `default_region` beside it or not; the block
  // with problems counts as present.
  const callerLookupOn = callerLookup.config !== null && callerLookup.config.url !== '';
  const callerLookupConfigured = callerLookupOn || callerLookup.issues.length > 0;
  // With a url, the caller lookup's `lookup_caller` tool is offered at every conversation node.
  const builtInTools = callerLookupOn ? [LOOKUP_CALLER_TOOL_NAME] : [];
  append(pending, validateLookups(shape.nodes, shape.order, documentTools, callerLookupConfigured, documentsWithErrors, builtInTools, parse));
  append(pending, validateColumns(shape.nodes, shape.order, documentTools, parse));
  const formats = readFormats(shape.formats);
  append(pending, formats.issues);
  append(pending, validateFormatters(shape.nodes, shape.order, formats.formats));

  // A lookup node whose text is already reported (not text, a value YAML read as a comment) is not told again that
  // its text holds no #lookup: one issue for one mistake.
  const textReported = new Set(pending.filter((issue) => issue.code === ISSUE.invalidField && issue.path.length === 3 && issue.path[0] === 'nodes' && issue.path[2] === 'text').map((issue) => issue.path[1]));
  const { kept, silenced: ignored } = ignoreWarnings(pending.filter((issue) => !(issue.code === ISSUE.notALookupDirective && textReported.has(issue.node))), shape.ignores);
  const issues = listedIssues(kept).map((issue) => placeIssue(issue, source, file)).sort(byPlace);
  const silenced = listedIssues(ignored).map((issue) => placeIssue(issue, source, file)).sort(byPlace);
  if (issues.some((issue) => issue.severity === 'error')) return { flow: null, documents, issues, silenced };
  const flow: Flow = {
    name: shape.name ?? shape.order[0] ?? 'flow',
    file,
    digest: createHash('sha256').update(text).digest('hex'),
    start,
    documents: documentPaths,
    nodes: shape.nodes,
    callerLookup: callerLookup.config,
    ...(formats.formats === undefined ? {} : { formats: formats.formats }),
  };
  return { flow, documents, issues, silenced };
}

function placeIssue(issue: PendingIssue, source: FlowSource, file: string): FlowIssue {
  const placed: FlowIssue = { code: issue.code, severity: issue.severity ?? 'error', path: issue.path.join('.'), message: issue.message, file };
  // "first at line 1, column 25 of the node text" becomes the place in the file, as the issue's own place is.
  if (issue.directive?.first !== undefined && issue.node !== undefined) {
    const inFile = (line: number, column: number): string => {
      const at = source.locateWithin(issue.path, { line, column });
      return at === undefined ? `line ${line}, column ${column} of the node text` : `line ${at.line}, column ${at.column}`;
    };
    placed.message = issueMessages.directiveIssue(issue.node, restateDirectiveIssue(issue.directive, inFile));
  }
  if (issue.node !== undefined) placed.node = issue.node;
  if (issue.more !== undefined) placed.more = issue.more;
  const position = issue.within ? source.locateWithin(issue.path, issue.within) : source.locate(issue.path);
  if (position) {
    placed.line = position.line;
    placed.column = position.column;
  }
  return placed;
}

/** A flow's file name: `flow.yaml` (`.yml`, `.json`) or one ending in `.flow.yaml` (…), as the project names them. */
const FLOW_FILE_NAME = /^(?:flow|.+\.flow)\.(?:ya?ml|json)$/i;

/** The flow files in a folder and in the folders in it, relative to it (`flows` → `billing-line/flow.yaml`, …), sorted. */
async function flowFilesIn(folder: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true }).catch(() => [])) {
    if (entry.isFile() && FLOW_FILE_NAME.test(entry.name)) found.push(entry.name);
    if (!entry.isDirectory()) continue;
    for (const inner of await readdir(join(folder, entry.name), { withFileTypes: true }).catch(() => [])) {
      if (inner.isFile() && FLOW_FILE_NAME.test(inner.name)) found.push(`${entry.name}/${inner.name}`);
    }
  }
  return found.sort();
}

/** Why a parsed file without "nodes" is a lookup document or a scripted call rather than a flow; undefined otherwise. */
function otherFileKind(data: unknown): string | undefined {
  const kind = switchboardKindOf(data);
  return kind === 'document' ? issueMessages.lookupDocumentNotFlow() : kind === 'call' ? issueMessages.callFileNotFlow() : undefined;
}

/**
 * Which of Switchboard's files parsed data is by its top-level fields: a flow ("nodes"), a lookup document ("lookups"),
 * a scripted call ("turns" or "expect"), in that order; undefined for anything else.
 *
 * @example
 *   switchboardKindOf({ start: 'greet', nodes: {} }) // 'flow'
 */
export function switchboardKindOf(data: unknown): 'flow' | 'document' | 'call' | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  if ('nodes' in data) return 'flow';
  if ('lookups' in data) return 'document';
  return 'turns' in data || 'expect' in data ? 'call' : undefined;
}

/**
 * 'flow' or 'call' when a lookup document's issues say it is a flow or a scripted call instead (the matcher read it as
 * a document with no "lookups" and fields it does not know: "nodes", or "turns"/"expect"); undefined otherwise.
 *
 * @example
 *   notALookupDocument(loaded.status().issues) // 'flow' for flows/customer-care/flow.yaml
 */
export function notALookupDocument(issues: readonly { code?: string; path: string }[]): 'flow' | 'call' | undefined {
  if (!issues.some((issue) => issue.code === 'LOOKUPS_MISSING')) return undefined;
  const unknown = new Set(issues.filter((issue) => issue.code === 'FIELD_UNKNOWN').map((issue) => issue.path));
  if (unknown.has('nodes')) return 'flow';
  if (unknown.has('turns') || unknown.has('expect')) return 'call';
  return undefined;
}

/** JSON.parse's complaint about the text, with the line and column of its "position N" when it names one. */
function jsonSyntaxError(text: string): { message: string; place: { line?: number; column?: number } } | null {
  const problem = jsonSyntaxProblem(text);
  if (problem === null) return null;
  const { reason, line, column } = problem;
  return { message: reason, place: line === undefined ? {} : { line, column } };
}

/** Adds every issue of `more`: a spread (`push(...more)`) throws a RangeError past about 100,000 of them. */
function append(issues: PendingIssue[], more: readonly PendingIssue[]): void {
  for (const issue of more) issues.push(issue);
}

function byPlace(a: FlowIssue, b: FlowIssue): number {
  return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}

/** The matcher's document loader, used when no loader was injected. */
async function loadMatcherDocument(path: string): Promise<LookupProvider> {
  const { loadDocument } = await import('@switchboard/matcher');
  return loadDocument(path);
}

/**
 * A TypeError or ReferenceError with no code (`undefined.rows`, a name never declared): a bug in the code loading a
 * document, never a problem of the document (the matcher says those with a code, and Node's own errors carry one).
 */
function isLoaderBug(error: unknown): boolean {
  return (error instanceof TypeError || error instanceof ReferenceError) && typeof (error as { code?: unknown }).code !== 'string';
}

/** The file an error names (a MatcherError's `file`), or undefined. */
function fileOf(error: unknown): string | undefined {
  const file = typeof error === 'object' && error !== null && 'file' in error ? (error as { file?: unknown }).file : undefined;
  return typeof file === 'string' ? file : undefined;
}

/** The system's code (`ENOENT`, `ELOOP`, …) of an error, or of its cause (the matcher's DOCUMENT_UNREADABLE carries it there). */
function systemCode(error: unknown): string | undefined {
  const codeOf = (value: unknown) => (typeof value === 'object' && value !== null && 'code' in value ? (value as { code?: unknown }).code : undefined);
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? (error as { cause?: unknown }).cause : undefined;
  const code = [codeOf(error), codeOf(cause)].find((each) => each === 'ENOENT' || each === 'ELOOP');
  return typeof code === 'string' ? code : undefined;
}
