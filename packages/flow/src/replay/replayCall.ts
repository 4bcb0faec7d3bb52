// Replays one call file against its flow and checks every expectation: the heart of `switchboard replay`.
import { access } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { shownFile } from '../shownFile.js';
import { closestFileBeside } from '@switchboard/matcher';
import { LOOKUP_CALLER_TOOL_NAME } from '../callerLookup/callerLookupTool.js';
import type { Flow, FlowIssue } from '../flowTypes.js';
import { loadFlow, type LoadedFlow, type LoadFlowOptions } from '../load/loadFlow.js';
import { readTextFile, type TextFile } from '../load/readTextFile.js';
import { issueMessages, notUtf8Byte, SAVE_AS_UTF8 } from '../messages.js';
import type { CallEvent } from '../runtime/CallEvent.js';
import { beginCall, type CallSession } from '../runtime/CallSession.js';
import type { CallReport, CallRun } from './CallReport.js';
import { turnText, type CallScript, type ReplayCallStatus } from './callScript.js';
import { tracePath, turnsHeard, type CallTrace } from './CallTrace.js';
import { modelStopReason, timedDivergences, type TimedDivergence } from './checkExpectations.js';
import { checkScriptAgainstFlow } from './checkScriptAgainstFlow.js';
import { Deadline } from './Deadline.js';
import type { Divergence } from './Divergence.js';
import { leftOutColumn } from './leftOutColumn.js';
import { linkLoop } from './linkLoop.js';
import { DIVERGENCE_LABELS, divergenceMessage, issueMessage } from './messages.js';
import { parseCallScript, type Locate } from './parseCallScript.js';
import { replayModel, scriptedDocuments, type FailuresRecord } from './replayDependencies.js';
import type { ReplayIssue } from './ReplayIssue.js';
import { startCallerLookupFixture, type RunningFixture } from './callerLookupFixture.js';
import { CALLER_LOOKUP_TOOL, placedTraceOfCall, type StepMark } from './traceOfCall.js';
import { turnTimeoutMs, waitingAt } from './turnTimeout.js';
import { unraisedFailures } from './unraisedFailures.js';
import { spokenWarnings } from './spokenWarnings.js';
import { unusedModelReplies } from './unusedModelReplies.js';
import { triesEdgesTaken } from './triesEdgesTaken.js';

export interface ReplayOptions {
  /** Paths in messages are shown by their shortest honest name from this folder (default: the process's; `shownFile`). */
  cwd?: string;
  /** Loads lookup documents; defaults to `@switchboard/matcher`'s. Tests inject failing or slow ones. */
  loadDocument?: LoadFlowOptions['loadDocument'];
  /** Overrides every call file's `timeout_ms` (and the default, which allows for the flow's caller lookup). */
  timeoutMs?: number;
  /** Shared between calls so a flow and its documents load once per run. */
  flows?: Map<string, Promise<LoadedFlow>>;
}

/**
 * Replays a scripted call file and returns its report; never throws for a bad file or a failing call.
 *
 * @example
 * const report = await replayCall('flows/customer-care/calls/confident.call.yaml');
 * expect(report.status).toBe('passed');
 */
export async function replayCall(file: string, options: ReplayOptions = {}): Promise<CallReport> {
  const began = performance.now();
  const callFile = resolve(options.cwd ?? process.cwd(), file);
  const show = (path: string): string => shownFile(path, options.cwd ?? process.cwd());
  const invalid = (issues: ReplayIssue[], name: string, flow: string | null): CallReport =>
    ({ status: 'invalid', file: callFile, name, flow, issues, durationMs: performance.now() - began });

  let read: TextFile;
  try {
    read = await readTextFile(callFile);
  } catch (error) {
    // A path that names nothing is said in words, not as the system's ENOENT sentence.
    const reason = (error as { code?: unknown }).code === 'ENOENT'
      ? `there is no file or folder ${show(callFile)}; check the path (relative to the folder the command runs in)`
      : error instanceof Error ? error.message : String(error);
    return invalid([{ code: 'unreadable_file', path: '', file: callFile, line: 0, column: 0, message: issueMessage('unreadable_file', { reason }) }], callFileName(callFile), null);
  }
  if (!read.ok) {
    // One issue naming what the file is, not dozens of YAML errors about its bytes.
    const reason = issueMessages.notText(read.kind, 'a call file');
    return invalid([{ code: 'malformed_yaml', path: '', file: callFile, line: 1, column: 1, message: issueMessage('malformed_yaml', { reason }) }], callFileName(callFile), null);
  }
  if (read.notUtf8 !== undefined) {
    // Refused as a flow is: decoded anyway, "Café" would be replayed as "Caf\uFFFD". One issue, at the first such byte.
    const { line, column, byte } = read.notUtf8;
    const message = issueMessage('not_utf8', { byte: notUtf8Byte(byte), fix: SAVE_AS_UTF8 });
    return invalid([{ code: 'not_utf8', path: '', file: callFile, line, column, message }], callFileName(callFile), null);
  }
  const parsed = parseCallScript(read.text, callFile);
  const { draft, locate } = parsed;
  const warnings = [...parsed.warnings];
  const warned: { warnings?: ReplayIssue[] } = warnings.length > 0 ? { warnings } : {};
  if (!draft) return { ...invalid(parsed.issues, callFileName(callFile), null), ...warned };
  // Every problem at once: a format error in one field does not hide a wrong node name in another.
  const issues = [...parsed.issues];

  const flowFile = resolve(dirname(callFile), draft.flow);
  const invalidNow = (): CallReport => ({ ...invalid(issues.sort((a, b) => a.line - b.line || a.column - b.column), draft.name, flowFile), ...warned });
  const flowIssue = (code: 'flow_not_found' | 'flow_invalid', values: Record<string, string>): CallReport => {
    issues.push({ code, path: 'flow', file: callFile, ...locate(['flow']), message: issueMessage(code, { flow: draft.flow, ...values }) });
    return invalidNow();
  };
  if (!(await exists(flowFile))) {
    // "Does not exist; did you mean" its own name would send the author in a circle: the link is there, and loops.
    const loop = await linkLoop(flowFile);
    if (loop !== undefined) {
      const flowIssueLoop = (chain: string): CallReport => {
        issues.push({ code: 'flow_link_loop', path: 'flow', file: callFile, ...locate(['flow']), message: issueMessage('flow_link_loop', { flow: draft.flow, chain, resolved: show(flowFile) }) });
        return invalidNow();
      };
      return flowIssueLoop(loop.length > 1 ? loop.map(show).join(' -> ') : `a linked folder on the way to ${show(flowFile)}`);
    }
    // The file a slip most likely meant (`Flow.yaml`, `flow.yml`), and a Windows `..\flow.yaml` told to use `/`.
    const close = draft.flow.includes('\\') ? undefined : await closestFileBeside(flowFile, draft.flow, callFile);
    return flowIssue('flow_not_found', {
      resolved: show(flowFile),
      hint: close === undefined ? '' : `; did you mean "${close}"?`,
      slashes: draft.flow.includes('\\') ? `, with / between folders (a \\ is part of a file name here): write ${draft.flow.replaceAll('\\', '/')}` : '',
    });
  }
  const loaded = await loadFlowOnce(flowFile, options);
  if (!loaded.flow) {
    // The errors that refuse the flow first; its warnings are only counted (`validate` lists them).
    const errors = loaded.issues.filter((issue) => issue.severity === 'error');
    // A problem's own full stop would stand before the semicolon that joins the next (".;").
    const problems = errors.slice(0, 3).map((issue) => placedProblem(issue).replace(/\.$/, '')).join('; ');
    const warningCount = loaded.issues.length - errors.length;
    const more = [
      ...(errors.length > 3 ? [`${errors.length - 3} more`] : []),
      ...(warningCount > 0 ? [`${warningCount} warning${warningCount === 1 ? '' : 's'}`] : []),
    ];
    const moreSaid = more.length > 0 ? ` (and ${more.join(', ')})` : '';
    return flowIssue('flow_invalid', { problems: problems + moreSaid, flowPath: show(flowFile) });
  }
  const flow = loaded.flow;
  const tools = Object.values(loaded.documents).flatMap((document) => document.tools.map((tool) => tool.name));
  // A configured caller lookup adds the model's lookup_caller tool and the #caller_lookup nodes' lookups.
  if (flow.callerLookup && flow.callerLookup.url !== '') tools.push(LOOKUP_CALLER_TOOL_NAME, CALLER_LOOKUP_TOOL);
  const parameters = new Map<string, string[]>();
  for (const document of Object.values(loaded.documents)) {
    // The first document to define a tool is the one that runs it, as in the runtime.
    for (const tool of document.tools) if (!parameters.has(tool.name)) parameters.set(tool.name, tool.parameters.map((parameter) => parameter.name));
  }
  const documentTools = new Map(Object.entries(loaded.documents).map(([name, document]) => [name, document.tools.map((tool) => tool.name)]));
  for (const issue of checkScriptAgainstFlow(draft, flow, tools, callFile, locate, show(flowFile), parameters, documentTools)) {
    (issue.severity === 'warning' ? warnings : issues).push(issue);
  }
  if (warnings.length > 0) warned.warnings = warnings;
  const script = parsed.script;
  if (!script || issues.length > 0) return invalidNow();

  const played = await playWithFixture(script, loaded, options).catch((error: unknown) => crashed(error));
  const trace = played.trace;
  // Replies no node asked for are a warning: the call ran as the flow went. After a timeout or a crash they say nothing,
  // and a flow without a conversation node has its own warning (model_never_asked).
  const leftOver = played.stoppedEarly || warnings.some((warning) => warning.code === 'model_never_asked')
    ? undefined
    : unusedModelReplies(script.model, played.entryOfRequest, played.modelRequests, callFile, locate);
  if (leftOver) {
    warnings.push(leftOver);
    warned.warnings = warnings;
  }
  // A scripted failure never raised tested no error edge: a warning, as the call still ran as the flow went.
  const unraised = played.stoppedEarly ? [] : unraisedFailures(script.lookup_failures, played.failures, callFile, locate);
  // A blank value, or one a formatter could not read, said to the caller: what the call's log warns of, said in CI too.
  const spoken = spokenWarnings(played.events, callFile);
  if (unraised.length + spoken.length > 0) {
    warnings.push(...unraised, ...spoken);
    warned.warnings = warnings;
  }
  // The replay's own divergences are where the call stopped (the end of the trace), a timeout at the lookup or
  // model turn it cut off: listed before what that cut-off caused.
  const stoppedAt = (divergence: Divergence): number =>
    divergence.kind === 'timeout' && played.cutOffEvent !== undefined ? played.positions[played.cutOffEvent] ?? trace.events.length : trace.events.length;
  // A limit the call file set is fixed there: its line is said (one from --timeout or the default has none in the file).
  const limitLine = options.timeoutMs === undefined && script.timeout_ms !== undefined ? locate(['timeout_ms']).line : null;
  const placed = (divergence: Divergence): Divergence => (divergence.kind === 'timeout' ? { ...divergence, line: limitLine } : divergence);
  const timed: TimedDivergence[] = [
    ...played.divergences.map((divergence) => ({ at: stoppedAt(divergence), divergence: placed(divergence) })),
    ...timedDivergences(script, trace, locate, leftOutColumn(flow, loaded.documents, trace, options.cwd ?? process.cwd())).filter((entry) => !(played.stoppedEarly && isAboutTurns(entry.divergence))),
    ...modelDivergences(script, played, locate),
  ];
  // One order for all of them, so the report's first divergence is the earliest in the call.
  const divergences = timed.map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map((entry) => entry.divergence);

  const run: CallRun = {
    file: callFile,
    name: script.name,
    flow: flowFile,
    path: tracePath(trace),
    lookups: trace.events.flatMap((event) => (event.kind === 'lookup' ? [{
      node: event.node, tool: event.tool, outcome: event.outcome, turn: event.turn,
      ...(event.args === undefined ? {} : { args: event.args }), ...(event.error === undefined ? {} : { error: event.error }),
    }] : [])),
    modelFailures: trace.events.flatMap((event) => (event.kind === 'model_error' ? [{ node: event.node, code: event.code, turn: event.turn }] : [])),
    branches: trace.events.flatMap((event) => (event.kind === 'branch' ? [{ node: event.node, case: event.case, turn: event.turn }] : [])),
    triesEdges: triesEdgesTaken(flow, trace),
    variables: trace.variables,
    transcript: trace.events.flatMap((event): CallRun['transcript'] =>
      event.kind === 'say' ? [{ who: 'agent', node: event.node, text: event.text, turn: event.turn }]
        : event.kind === 'hear' ? [{ who: 'caller', node: event.node, text: event.keys === undefined ? event.text : turnText({ keys: event.keys }), turn: event.turn }] : []),
    callStatus: trace.status,
    turnsHeard: turnsHeard(trace),
    durationMs: performance.now() - began,
    ...warned,
  };
  const [first, ...rest] = divergences;
  return first ? { status: 'failed', divergences: [first, ...rest], ...run } : { status: 'passed', ...run };
}

interface Played {
  trace: CallTrace;
  events: readonly CallEvent[];
  divergences: Divergence[];
  /** The replay stopped before the script was played (timeout, crash): turn counts mean nothing then. */
  stoppedEarly: boolean;
  entryOfRequest: number[];
  /** How many requests the scripted model was asked. */
  modelRequests: number;
  /** How often each tool was called, and which `lookup_failures` were raised. */
  failures: FailuresRecord;
  marks: StepMark[];
  /** For each call event, its index in the trace. */
  positions: number[];
  /** The call event a timeout cut off (a lookup or model turn that failed at the deadline), when there was one. */
  cutOffEvent?: number;
}

/** Starts the call file's caller-lookup fixture server (if any) for the call, and always stops it afterwards. */
async function playWithFixture(script: CallScript, loaded: LoadedFlow, options: ReplayOptions): Promise<Played> {
  const flow = loaded.flow!;
  let fixture: RunningFixture | undefined;
  try {
    if (script.caller_lookup_server && flow.callerLookup) {
      fixture = await startCallerLookupFixture(script.caller_lookup_server, flow.callerLookup, script.env ?? {});
    }
    // A copy of the flow pointed at the fixture: the loaded flow is shared between calls.
    const played: Flow = fixture ? { ...flow, callerLookup: fixture.config } : flow;
    return await play(script, played, loaded.documents, options);
  } finally {
    await fixture?.close();
  }
}

/** Runs the call turn by turn, each turn on its own deadline. */
async function play(script: CallScript, flow: Flow, flowDocuments: LoadedFlow['documents'], options: ReplayOptions): Promise<Played> {
  const deadline = new Deadline(turnTimeoutMs(options.timeoutMs ?? script.timeout_ms, flow));
  const failures: FailuresRecord = { calls: new Map(), raised: new Set() };
  const documents = scriptedDocuments(flowDocuments, script.lookup_failures, deadline, failures);
  const { model, entryOfRequest, asked } = replayModel(script.model, deadline);
  const marks: StepMark[] = [];
  const divergences: Divergence[] = [];
  let session: CallSession | undefined;
  let stoppedEarly = false;
  let cutOffEvent: number | undefined;

  const step = async (run: () => Promise<void>, turn: number): Promise<boolean> => {
    deadline.start();
    // Lookups and model replies fail at the deadline, so the call takes its error edge and settles; what does not
    // (a caller lookup waiting on its own, longer timeout) is given up on at the same limit.
    const outcome = await Promise.race([run().then(() => 'done' as const, (error: unknown) => error), deadline.expiry]);
    deadline.clear();
    if (session) marks.push({ events: session.events.length, path: session.path.length });
    if (outcome === 'expired' || deadline.expired) {
      stoppedEarly = true;
      const slow = session ? slowNode(session, marks.at(-2)?.events ?? 0) : null;
      if (slow?.index !== undefined) cutOffEvent = slow.index;
      const node = slow?.node ?? '(start)';
      const { what, hint, actual } = waitingAt(flow, node, deadline.ms);
      divergences.push({
        kind: 'timeout', turn, node, expected: DIVERGENCE_LABELS.replyWithin(deadline.ms), actual: actual ?? DIVERGENCE_LABELS.noAnswerFrom(what, deadline.ms),
        message: divergenceMessage('timeout', { node, ms: deadline.ms, what, hint }), field: 'timeout_ms', line: null,
      });
      return false;
    }
    if (outcome !== 'done') {
      stoppedEarly = true;
      const reason = outcome instanceof Error ? outcome.message : String(outcome);
      const node = session?.node ?? '(start)';
      divergences.push({
        kind: 'runtime_error', turn, node, expected: DIVERGENCE_LABELS.callGoesOn, actual: reason,
        message: divergenceMessage('runtime_error', { node, reason }), field: null, line: null,
      });
      return false;
    }
    return true;
  };

  let going = await step(async () => {
    // Begun rather than awaited: when the opening outlasts the turn, the call still says where it was.
    session = beginCall(flow, { documents, model, context: script.context, env: script.env ?? {} });
    await session.settle();
  }, 0);
  for (const [index, utterance] of script.turns.entries()) {
    if (!going || !session || session.status !== 'listening') break;
    const current = session;
    going = await step(() => (typeof utterance === 'string' ? current.hear(utterance) : current.press(utterance.keys)), index + 1);
  }
  if (!session) {
    // The opening never came back: nothing ran far enough to have a log.
    return { trace: { events: [], variables: {}, status: 'waiting', node: null }, events: [], divergences, stoppedEarly, entryOfRequest, modelRequests: asked(), failures, marks, positions: [] };
  }
  const status = replayStatus(session.status);
  const { trace, positions } = placedTraceOfCall(session.events, session.path, marks, { ...session.variables }, status, session.node);
  if (status === 'failed' && script.expect.status !== 'failed') {
    const node = session.node;
    const reason = session.error?.message ?? modelStopped(trace, script) ?? DIVERGENCE_LABELS.callFailed;
    divergences.push({
      kind: 'runtime_error', turn: marks.length - 1, node, expected: DIVERGENCE_LABELS.callGoesOn, actual: reason,
      message: divergenceMessage('runtime_error', { node, reason }), field: null, line: null,
    });
  }
  if (session.status === 'working') session.stop();
  return { trace, events: session.events, divergences, stoppedEarly, entryOfRequest, modelRequests: asked(), failures, marks, positions, ...(cutOffEvent === undefined ? {} : { cutOffEvent }) };
}

/** A replay that threw (a bug, not a divergence in the flow) still ends as a failed report, never a rejection. */
function crashed(error: unknown): Played {
  const reason = error instanceof Error ? error.message : String(error);
  return {
    trace: { events: [], variables: {}, status: 'failed', node: null },
    events: [],
    divergences: [{
      kind: 'runtime_error', turn: null, node: null, expected: DIVERGENCE_LABELS.callGoesOn, actual: reason,
      message: divergenceMessage('runtime_error', { node: '(unknown)', reason }), field: null, line: null,
    }],
    stoppedEarly: true,
    entryOfRequest: [],
    modelRequests: 0,
    failures: { calls: new Map(), raised: new Set() },
    marks: [],
    positions: [],
  };
}

/**
 * The node a turn that ran out of time was waiting at: the node still running, when the call is (its lookup,
 * caller lookup or model request is in flight); else the step's last failed wait (the deadline cut off a lookup or
 * model reply, which the runtime logs as failed; a caller lookup failed on its own timeout), else its last wait
 * of any kind (a slow answer that came in past the limit).
 */
function slowNode(session: CallSession, from: number): { node: string; index?: number } {
  if (session.status === 'working') return { node: session.node };
  const events = session.events;
  const waited = (event: CallEvent): boolean =>
    event.type === 'lookup' || event.type === 'caller_lookup' || event.type === 'model_reply' || event.type === 'model_error';
  const failed = (event: CallEvent): boolean =>
    ((event.type === 'lookup' || event.type === 'caller_lookup') && event.error !== undefined) || event.type === 'model_error';
  for (const test of [failed, waited]) {
    for (let index = events.length - 1; index >= from; index--) {
      const event = events[index];
      if (event && test(event)) return { node: event.node, index };
    }
  }
  return { node: session.node };
}

/** Why the call's last model turn stopped (which it was, the node and the round), when one did. */
function modelStopped(trace: CallTrace, script: CallScript): string | undefined {
  const stop = [...trace.events].reverse().find((event) => event.kind === 'model_error');
  return stop?.kind === 'model_error' ? modelStopReason(stop, script) : undefined;
}

function replayStatus(status: CallSession['status']): ReplayCallStatus {
  switch (status) {
    case 'listening':
    case 'working':
      return 'waiting';
    default:
      return status;
  }
}

function isAboutTurns(divergence: Divergence): boolean {
  return divergence.kind === 'out_of_turns' || divergence.kind === 'turns_left';
}

/** A reply the call file wrote for one conversation node but another node consumed, placed at that node's entry. */
function modelDivergences(script: CallScript, played: Played, locate: Locate): TimedDivergence[] {
  let request = 0;
  for (const [at, event] of played.events.entries()) {
    if (event.type !== 'model_request') continue;
    const entryIndex = played.entryOfRequest[request];
    request += 1;
    const wanted = entryIndex === undefined ? undefined : script.model[entryIndex]?.node;
    if (entryIndex === undefined || wanted === undefined || wanted === event.node) continue;
    const turn = played.marks.findIndex((mark) => mark.events > at);
    const divergence: Divergence = {
      kind: 'model_node', turn: turn < 0 ? null : turn, node: event.node, expected: wanted, actual: event.node,
      message: divergenceMessage('model_node', { index: entryIndex + 1, expected: wanted, actual: event.node }),
      field: `model[${entryIndex}].node`, line: locate(['model', entryIndex, 'node']).line,
    };
    return [{ at: played.positions[at] ?? played.trace.events.length, divergence }];
  }
  return [];
}

function callFileName(file: string): string {
  return basename(file).replace(/\.call\.ya?ml$/, '').replace(/\.ya?ml$/, '');
}

function loadFlowOnce(flowFile: string, options: ReplayOptions): Promise<LoadedFlow> {
  const load = (): Promise<LoadedFlow> => loadFlow(flowFile, options.loadDocument ? { loadDocument: options.loadDocument } : {});
  if (!options.flows) return load();
  let pending = options.flows.get(flowFile);
  if (!pending) {
    pending = load();
    options.flows.set(flowFile, pending);
  }
  return pending;
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * A refused flow's problem as the call's report quotes it: by line and column, as `validate` places it, since a
 * message may point "here" (a bracket never closed) and a line alone leaves the reader to hunt for the place.
 *
 * @example placedProblem({ line: 3, column: 10, message: 'the "{" here is never closed …' }) // 'line 3, column 10: the "{" here …'
 */
function placedProblem(issue: Pick<FlowIssue, 'line' | 'column' | 'message'>): string {
  if (issue.line === undefined) return issue.message;
  const column = issue.column === undefined ? '' : `, column ${issue.column}`;
  return `line ${issue.line}${column}: ${issue.message}`;
}
