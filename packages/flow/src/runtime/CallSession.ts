// A running call: start it, let the caller speak, read what happened, persist it and resume it.
import { waitFor, type Actor, type Snapshot } from 'xstate';
import { describeError, FlowError } from '../FlowError.js';
import type { Flow, Json } from '../flowTypes.js';
import type { LookupProvider } from '../lookup/LookupProvider.js';
import { ERROR, errorMessages } from '../messages.js';
import type { ChatModel } from '../model/ChatModel.js';
import { newCallContext, type CallContext } from './CallContext.js';
import { shownValue } from './shownValue.js';
import { snapshotProblem } from './snapshotProblem.js';
import { keypadTurn } from './keypadTurn.js';
import { speakingChanges, speakingSettings } from './speakingSettings.js';
import type { FormatSettings } from '../template/format/FormatSettings.js';
import { changesAhead, nodesAhead, partAhead } from './partAhead.js';
import type { CallEvent, CallStatus, ErrorInfo } from './CallEvent.js';
import type { CallDependencies, CallMachine, CallMachineContext } from './createCallMachine.js';
import { callActor, sharedCallMachine } from './sharedCallMachine.js';
import { CallVariables } from './CallVariables.js';

export interface CallOptions {
  /** Needed only when the flow reaches a conversation node. */
  model?: ChatModel;
  /** Lookup documents by the names the flow gives them (from `loadFlow`, or test doubles). */
  documents?: Record<string, LookupProvider>;
  /** Call facts from the telephony side; a call id and start time are filled in when absent. */
  context?: Partial<CallContext>;
  /** Where the caller lookup reads its `auth_env` token (e.g. `process.env`); nothing by default. */
  env?: Record<string, string | undefined>;
  /** The caller lookup's HTTP client; global `fetch` by default. */
  fetch?: typeof fetch;
  /** The most characters of a model reply said to the caller (`MAX_SPOKEN_REPLY_CHARS` by default); the rest is dropped at a sentence end. */
  maxReplyChars?: number;
  /** How long a lookup's provider may take to answer (`DEFAULT_LOOKUP_TIMEOUT_MS`, 5000, by default); past it, `lookup_timeout`. */
  lookupTimeoutMs?: number;
  /**
   * How long one model request may take: by default the model's own `timeoutMs` (OpenAIChatModel's) and a second, else
   * `DEFAULT_MODEL_TIMEOUT_MS` (30000); past it, `model_timeout`.
   */
  modelTimeoutMs?: number;
}

/**
 * A persisted call: plain JSON, safe to store and to restore in another process. `flow.digest` covers the node the call
 * rests at (`flow.node`) and every node it can go on to, as loaded; `flow.ahead` gives each of those nodes a short
 * digest, so a refusal can name what changed. (Until 2026-12-06 `digest` was the flow file's text, and `node` and
 * `ahead` were absent: such a snapshot still resumes on the same text.)
 */
export interface CallSnapshot {
  format: 'switchboard.call/1';
  /** `aheadLeftOut`: how many nodes ahead past the MAX_AHEAD_NAMED nearest `ahead` does not name (absent when none). */
  flow: { file: string; digest: string; node?: string; ahead?: Record<string, string>; aheadLeftOut?: number; speaking?: FormatSettings };
  machine: Json;
}

const SNAPSHOT_FORMAT = 'switchboard.call/1';

/**
 * A call in progress. Every read is a fresh view of the call's state.
 *
 * @example
 * const call = await startCall(flow, { documents });
 * await call.hear('Kaitlyn Meyers');
 * call.events.filter((event) => event.type === 'say');
 */
export class CallSession {
  private readonly actor: Actor<CallMachine>;
  private readonly flow: Flow;
  private crash: ErrorInfo | null = null;

  /** Use {@link startCall} or {@link restoreCall}. */
  constructor(flow: Flow, actor: Actor<CallMachine>) {
    this.flow = flow;
    this.actor = actor;
    // The call's own error is read from its snapshot (status 'failed', call_crashed). An actor whose error nothing
    // observes has XState rethrow it on a timer, which killed the host process with every other call in it.
    actor.subscribe({ error: () => {} });
  }

  private get context(): CallMachineContext {
    return this.actor.getSnapshot().context;
  }

  /** `listening` (waiting for the caller), `working`, or how the call finished. */
  get status(): CallStatus {
    if (this.crash) return 'failed';
    const snapshot = this.actor.getSnapshot();
    if (snapshot.status === 'error') return 'failed';
    if (snapshot.status === 'done') return snapshot.context.ending?.status ?? 'ended';
    // Stopped by its host before it finished: over, though no end node was reached (its log says where it was).
    if (snapshot.status === 'stopped') return 'ended';
    return snapshot.hasTag('listening') ? 'listening' : 'working';
  }

  /** The node the call is at (the last one visited). */
  get node(): string {
    return this.context.path.at(-1) ?? this.flow.start;
  }

  get call(): CallContext {
    return { ...this.context.call };
  }

  /** The call's variables as a plain mapping, frozen: a value stored later makes new ones, never changing these. */
  get variables(): Readonly<Record<string, Json>> {
    return CallVariables.recordOf(this.context.variables);
  }

  /** Every node visited, in order (a node visited twice appears twice). */
  get path(): readonly string[] {
    return this.context.path;
  }

  get events(): readonly CallEvent[] {
    return this.context.events;
  }

  /** Why the call stopped unexpectedly, when it did. */
  get error(): ErrorInfo | null {
    if (this.crash) return this.crash;
    const stopped = [...this.context.events].reverse().find((event) => event.type === 'call_error');
    return stopped?.type === 'call_error' ? stopped.error : null;
  }

  /**
   * The caller says something; resolves once the call waits for the caller again or is over.
   *
   * @example
   * await call.hear('Springfield');
   */
  async hear(text: string): Promise<void> {
    const status = this.status;
    if (status !== 'listening') throw new FlowError(ERROR.notListening, errorMessages.notListening(status));
    // A host in JavaScript may pass anything: refused here, since inside the machine it crashed the call and the process.
    if (typeof text !== 'string') throw new FlowError(ERROR.invalidTurn, errorMessages.invalidTurn(shownValue(text)));
    this.actor.send({ type: 'HEAR', text });
    await this.settle();
  }

  /**
   * The caller presses keys on the keypad (DTMF, as the host delivers them): the node stores the keys before a closing
   * `#` as its text (`press('101#')` stores `101`), its log keeps the keys as pressed, and a model is shown them as keys.
   * Throws `invalid_keys` for keys a keypad has not (`1x`) or a `#` before the last key; the call still listens.
   *
   * @example
   * await call.press('4155550100#');
   */
  async press(keys: string): Promise<void> {
    const status = this.status;
    if (status !== 'listening') throw new FlowError(ERROR.notListening, errorMessages.notListening(status));
    const read = typeof keys === 'string' ? keypadTurn(keys) : { ok: false as const, problem: 'keys are a string, such as "1" or "4155550100#"' };
    if (!read.ok) throw new FlowError(ERROR.invalidKeys, errorMessages.invalidKeys(typeof keys === 'string' ? JSON.stringify(keys) : shownValue(keys), read.problem));
    this.actor.send({ type: 'HEAR', text: read.entry, keys: read.keys });
    await this.settle();
  }

  /** Resolves once the call waits for the caller or is over. */
  async settle(): Promise<void> {
    try {
      await waitFor(this.actor, (snapshot) => snapshot.status !== 'active' || snapshot.hasTag('listening'));
    } catch (error) {
      // waitFor rejects when the actor stops: a call stopped by stop() is over, not crashed.
      if (this.actor.getSnapshot().status !== 'stopped') {
        this.crash = { code: ERROR.callCrashed, message: errorMessages.callCrashed(describeError(error).message) };
      }
    }
    const snapshot = this.actor.getSnapshot();
    if (snapshot.status === 'error' && !this.crash) {
      this.crash = { code: ERROR.callCrashed, message: errorMessages.callCrashed(describeError(snapshot.error).message) };
    }
  }

  /**
   * The call as plain JSON, to store and resume later with {@link restoreCall}.
   *
   * @example
   * writeFileSync('call.json', JSON.stringify(call.snapshot()));
   */
  snapshot(): CallSnapshot {
    const persisted = this.actor.getPersistedSnapshot() as { value?: unknown };
    const state = typeof persisted.value === 'string' ? persisted.value : this.node;
    const machine = JSON.parse(JSON.stringify(persisted)) as Json;
    const { digest, named, leftOut } = partAhead(this.flow, state);
    return {
      format: SNAPSHOT_FORMAT,
      flow: { file: this.flow.file, digest, node: state, ahead: named, ...(leftOut > 0 ? { aheadLeftOut: leftOut } : {}), speaking: speakingSettings(this.flow) },
      machine,
    };
  }

  /**
   * Ends the call (the caller hung up): stops its actor and any lookup or model request in flight. A call stopped
   * before it finished is `ended` and hears no more (`hear` throws `call_not_listening`); one that had finished keeps
   * its status.
   */
  stop(): void {
    this.actor.stop();
  }
}

/**
 * Why a saved call cannot resume on this flow, or null when it can: the node it rests at (`saved.node`) and every node
 * it can go on to must be as they were when it was saved (comments, formatting and the nodes before it may have
 * changed); each node that changed, is new on the way on or no longer follows is named.
 */
function flowMismatch(flow: Flow, saved: CallSnapshot['flow'] & { node: string; ahead: Record<string, string> }): string | null {
  const now = partAhead(flow, saved.node);
  if (now.digest === saved.digest) return null;
  const complete = !(typeof saved.aheadLeftOut === 'number' && saved.aheadLeftOut > 0);
  return errorMessages.snapshotChangedAhead(flow.file, savedOn(saved), saved.node, changesAhead(saved.ahead, nodesAhead(flow, saved.node), complete), complete ? 0 : Object.keys(saved.ahead).length);
}

/**
 * Why a saved call cannot resume on this flow's formats, or null: the settings it says its values by (`formats`, the
 * caller lookup's region) changed since it was saved. A snapshot saved before they were kept (no `speaking`) is not
 * judged on them.
 */
function speakingMismatch(flow: Flow, saved: CallSnapshot['flow']): string | null {
  if (!isRecord(saved.speaking)) return null;
  const changes = speakingChanges(saved.speaking, speakingSettings(flow));
  return changes.length === 0 ? null : errorMessages.snapshotSpeakingChanged(flow.file, savedOn(saved), saved.node ?? '', changes);
}

/** The flow file a snapshot names, when it names one. */
function savedOn(saved: Partial<CallSnapshot['flow']> | undefined): string | null {
  return typeof saved?.file === 'string' ? saved.file : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function dependenciesOf(flow: Flow, options: Omit<CallOptions, 'context'>): CallDependencies {
  return {
    documents: options.documents ?? {},
    callerLookup: flow.callerLookup,
    ...(options.model ? { model: options.model } : {}),
    ...(options.env ? { env: options.env } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.maxReplyChars === undefined ? {} : { maxReplyChars: options.maxReplyChars }),
    ...(options.lookupTimeoutMs === undefined ? {} : { lookupTimeoutMs: options.lookupTimeoutMs }),
    ...(options.modelTimeoutMs === undefined ? {} : { modelTimeoutMs: options.modelTimeoutMs }),
  };
}

/**
 * Starts a call of a flow and runs it until it first waits for the caller (or ends).
 *
 * @example
 * const { flow, documents } = await loadFlow('flows/customer-care/flow.yaml');
 * const call = await startCall(flow!, { documents, context: { caller: '+15551234567' } });
 */
export async function startCall(flow: Flow, options: CallOptions = {}): Promise<CallSession> {
  const session = beginCall(flow, options);
  await session.settle();
  return session;
}

/**
 * Starts a call and returns at once, its first nodes perhaps still running: a replay that gives up on a slow
 * opening can still say where the call was. Most callers want {@link startCall}.
 *
 * @example
 * const call = beginCall(flow, { env });
 * await call.settle();
 */
export function beginCall(flow: Flow, options: CallOptions = {}): CallSession {
  const actor = callActor(sharedCallMachine(flow), dependenciesOf(flow, options), { input: { call: newCallContext(options.context) } });
  const session = new CallSession(flow, actor);
  actor.start();
  return session;
}

/**
 * Resumes a call from a snapshot, with this process's model and documents; the call continues where it was.
 *
 * @example
 * const call = await restoreCall(flow, JSON.parse(readFileSync('call.json', 'utf8')), { documents });
 * await call.hear('Springfield');
 */
export async function restoreCall(flow: Flow, snapshot: unknown, options: Omit<CallOptions, 'context'> = {}): Promise<CallSession> {
  const candidate = snapshot as Partial<CallSnapshot> | null;
  if (typeof candidate !== 'object' || candidate === null || candidate.format !== SNAPSHOT_FORMAT) {
    throw new FlowError(ERROR.snapshotInvalid, errorMessages.snapshotInvalid(`"format" must be "${SNAPSHOT_FORMAT}"`));
  }
  if (typeof candidate.machine !== 'object' || candidate.machine === null) {
    throw new FlowError(ERROR.snapshotInvalid, errorMessages.snapshotInvalid('"machine" is missing'));
  }
  const saved = candidate.flow;
  // A snapshot from before 2026-12-06 (the file's text digest, no node) is judged as it was: the flow first.
  const older = !(typeof saved?.node === 'string' && isRecord(saved.ahead));
  if (older && saved?.digest !== flow.digest) throw new FlowError(ERROR.snapshotFlowMismatch, errorMessages.snapshotFlowMismatch(flow.file, savedOn(saved)));
  // The node it waits at removed is a change of the flow, not a broken snapshot: said before the snapshot is checked.
  if (!older && Object.hasOwn(saved!.ahead!, saved!.node!) && !Object.hasOwn(flow.nodes, saved!.node!)) {
    throw new FlowError(ERROR.snapshotFlowMismatch, errorMessages.snapshotNodeGone(flow.file, savedOn(saved), saved!.node!));
  }
  const state = (candidate.machine as { value?: unknown }).value;
  const problem = snapshotProblem(candidate.machine, flow) ??
    (typeof saved?.node === 'string' && saved.node !== state ? `"flow.node" is ${JSON.stringify(saved.node)} but "machine.value" is ${JSON.stringify(state)}: one of them was edited` : null);
  if (problem) throw new FlowError(ERROR.snapshotInvalid, errorMessages.snapshotInvalid(problem));
  const mismatch = older ? null : flowMismatch(flow, saved as Parameters<typeof flowMismatch>[1]) ?? speakingMismatch(flow, saved!);
  if (mismatch !== null) throw new FlowError(ERROR.snapshotFlowMismatch, mismatch);

  // The flow's one machine, shared by its calls: resuming does not build it again.
  const machine = sharedCallMachine(flow);
  let session: CallSession;
  try {
    // The input is ignored when a snapshot is given; the call keeps the context it was started with.
    const actor = callActor(machine, dependenciesOf(flow, options), { snapshot: structuredClone(candidate.machine) as unknown as Snapshot<unknown>, input: { call: newCallContext() } });
    // (Before it starts: the session observes the call's errors from its first step.)
    session = new CallSession(flow, actor);
    actor.start();
  } catch (error) {
    throw new FlowError(ERROR.snapshotInvalid, errorMessages.snapshotInvalid(describeError(error).message), { cause: error });
  }
  await session.settle();
  return session;
}

