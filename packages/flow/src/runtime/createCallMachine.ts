// A flow → one XState machine; a call is an actor of it. Every node is a state named by its id.
import { parseDirective, type LookupDirective } from '@switchboard/directive';
import type { LookupResult, ToolDefinition } from '@switchboard/matcher';
import { and, assign, fromPromise, setup, type AnyActorRef, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { describeError, FlowError } from '../FlowError.js';
import { callerLookupTool } from '../callerLookup/callerLookupTool.js';
import { DEFAULT_ERROR_BODY, type CallerLookupConfig } from '../callerLookup/CallerLookupConfig.js';
import type { CallerLookupOutcome } from '../callerLookup/CallerLookupOutcome.js';
import { lookupCaller } from '../callerLookup/lookupCaller.js';
import { callerLookupNodeVariables, lookupNodeVariables, SPEAKING_KINDS, type CallerLookupEdge, type CollectNode, type CollectTries, type Flow, type FlowNode, type Json, type LookupEdge, type SetValue } from '../flowTypes.js';
import { bindArguments } from '../lookup/bindArguments.js';
import { CallNumberError, normaliseCallContextArguments, refusedLookupMessage } from '../lookup/callContextArguments.js';
import type { LookupProvider, StoppableLookupProvider } from '../lookup/LookupProvider.js';
import { ERROR, errorMessages } from '../messages.js';
import type { ChatMessage, ChatModel } from '../model/ChatModel.js';
import { shownToModel } from '../model/loggedRequests.js';
import { runToolLoop, ToolLoopError, type ToolLoopOutput } from '../model/runToolLoop.js';
import { proseOf } from '../template/proseOf.js';
import { readVariable } from '../template/readVariable.js';
import type { FormatSettings } from '../template/format/FormatSettings.js';
import { renderTemplate, templateVariables, type UnformattedValue } from '../template/renderTemplate.js';
import { appendToLog, emptyLog } from './appendToLog.js';
import { branchMatches, branchText, matchedPhrase } from './branchMatches.js';
import { lookupAnswerProblem } from './lookupAnswer.js';
import { providerFailure } from './providerFailure.js';
import type { CallContext } from './CallContext.js';
import type { CallEvent, ErrorInfo } from './CallEvent.js';
import { calledInTemplates, callerInTemplates } from './callerInTemplates.js';
import { MAX_SPOKEN_REPLY_CHARS, spokenReply } from './spokenReply.js';
import { withoutMarkdown } from './spokenMarkdown.js';
import { isSilentTurn } from './silentTurn.js';
import { keysForModel } from './keypadTurn.js';
import { speakingSettings } from './speakingSettings.js';
import { MAX_SPOKEN_VALUE_CHARS, spokenTemplate, unformattedWarnings } from './spokenTemplate.js';
import { withoutEmoji } from './withoutEmoji.js';
import { namedScope, variablesNamed } from './namedScope.js';
import { CallVariables, type StoredVariables } from './CallVariables.js';
import { hiddenSet, withHidden, withoutHidden } from './hiddenVariables.js';
import { DEFAULT_LOOKUP_TIMEOUT_MS, withLookupTimeout } from './lookupTimeout.js';

/** Everything a call remembers: saved as plain JSON (its variables too, through `toJSON`), to be resumed anywhere. */
export interface CallMachineContext {
  call: CallContext;
  /**
   * Stored at once whatever the call holds, never changed once made (`CallVariables`); a plain mapping in a snapshot,
   * and in a call resumed from one until it stores a value. `call.variables` reads them as a plain mapping.
   */
  variables: StoredVariables;
  /** Variables filled by #lookup nodes: never rendered into anything the model sees. */
  lookupVariables: string[];
  /** The model's side of the conversation: caller utterances and its own turns. */
  history: ChatMessage[];
  events: CallEvent[];
  /** Node ids in the order the call visited them. */
  path: string[];
  ending: null | { status: 'ended' | 'transferred' | 'failed'; node: string };
  /** Nodes entered since the caller last spoke (absent in snapshots taken before it was kept: read as 0). */
  stepsWithoutCaller?: number;
  /**
   * How many times the call has come to each collect node with `tries`, the visit that found its tries used included
   * (absent in snapshots taken before tries were kept, and in calls that met no such node: read as none).
   */
  visits?: Record<string, number>;
}

/** A caller's turn: `text` is what a collect stores; `keys`, for keys pressed, the keys as pressed (`101#` for `101`). */
export type CallMachineEvent = { type: 'HEAR'; text: string; keys?: string };

export interface LookupActorInput {
  node: string;
  tool: string;
  args: Record<string, string>;
  /** Set when a `{{call.caller}}` argument is not a phone number: the lookup is not called. */
  refused?: { code: string; message: string };
}
export interface ConverseActorInput {
  node: string; documents: string[]; maxToolRounds: number; messages: ChatMessage[]; caller: string;
  /** The node's `max_reply_chars` (absent: the call's cap alone). */
  maxReplyChars?: number;
  /** How many messages of the conversation the log's earlier model requests show (absent: none). */
  shown?: number;
}
export interface CallerLookupActorInput { node: string; caller: string }

/** What a running call needs besides its flow: never part of a snapshot. */
export interface CallDependencies {
  model?: ChatModel;
  /** Lookup documents by the names the flow gives them. */
  documents: Record<string, LookupProvider>;
  /** The flow's client database for `#caller_lookup` and the `lookup_caller` tool. */
  callerLookup?: CallerLookupConfig | null;
  /** Where the caller lookup's `auth_env` token is read from (the CLI passes `process.env`). */
  env?: Record<string, string | undefined>;
  /** The caller lookup's HTTP client; global `fetch` by default. */
  fetch?: typeof fetch;
  /** The most characters of a model reply said to the caller; {@link MAX_SPOKEN_REPLY_CHARS} by default. */
  maxReplyChars?: number;
  /** How long a lookup's provider may take to answer; {@link DEFAULT_LOOKUP_TIMEOUT_MS} by default. */
  lookupTimeoutMs?: number;
  /** How long one model request may take; the model's own timeout and a second, else 30 s (`modelWaitMs`). */
  modelTimeoutMs?: number;
}

/** The state a call goes to when a model fails at a node with no `error` edge. */
export const FAILED_STATE = '(failed)';

/** The state a call goes to when it has taken {@link MAX_STEPS_WITHOUT_CALLER} steps without hearing the caller. */
export const LOOPING_STATE = '(looping)';

/**
 * How many nodes a call may enter in a row without the caller speaking. A real flow takes a handful between
 * two utterances; a flow that loops without waiting (say → say → back, a lookup whose edges lead back to it)
 * would otherwise spin forever, so past this the call ends as failed with `endless_loop`.
 * Loading a flow reports such loops (`endless_loop`); this guards flows run without that check.
 */
export const MAX_STEPS_WITHOUT_CALLER = 300;

/**
 * Builds the machine for a flow; give it a call's dependencies with {@link provideDependencies}.
 *
 * @example
 * const machine = provideDependencies(createCallMachine(flow), { documents, model });
 * const actor = createActor(machine, { input: { call: newCallContext() } }).start();
 */
export function createCallMachine(flow: Flow) {
  const region = flow.callerLookup?.default_region;
  // What a template's `| formatter` reads by: the flow's formats, and the region its phone numbers are in.
  const formats: FormatSettings = speakingSettings(flow);
  const directives = new Map<string, LookupDirective>();
  for (const node of Object.values(flow.nodes)) {
    if (node.kind !== 'lookup') continue;
    const directive = parseDirective(node.text).directive;
    if (directive?.kind === 'lookup') directives.set(node.id, directive);
  }
  // Collect nodes whose tries count per visit: their counts start afresh once the call reaches a node that speaks to
  // the caller or asks them something (a visit's ways back go through branches, lookups and set nodes only).
  const perVisit = Object.values(flow.nodes).flatMap((node) => (node.kind === 'collect' && node.tries?.per === 'visit' ? [node.id] : []));
  const endsVisits = new Set(perVisit.length === 0 ? [] : Object.values(flow.nodes).flatMap((node) => (SPEAKING_KINDS.has(node.kind) || node.kind === 'collect' ? [node.id] : [])));

  const base = setup({
    types: {
      context: {} as CallMachineContext,
      events: {} as CallMachineEvent,
      input: {} as { call: CallContext },
    },
    actors: {
      lookup: fromPromise<LookupResult, LookupActorInput>(async () => {
        throw new Error('lookup actor not provided: use provideDependencies()');
      }),
      converse: fromPromise<SpokenTurn, ConverseActorInput>(async () => {
        throw new Error('converse actor not provided: use provideDependencies()');
      }),
      callerLookup: fromPromise<CallerLookupOutcome, CallerLookupActorInput>(async () => {
        throw new Error('callerLookup actor not provided: use provideDependencies()');
      }),
    },
    guards: {
      /** Did the lookup that just finished end in this outcome? */
      lookupOutcome: ({ event }, params: { outcome: LookupEdge }) => lookupOutputOf(event)?.result === params.outcome,
      /** Did the caller lookup that just finished end in this outcome? */
      callerLookupOutcome: ({ event }, params: { outcome: CallerLookupEdge }) => lookupOutputOf(event)?.result === params.outcome,
      /** Does the variable hold one of the case's words or phrases? */
      callerSaid: ({ context }, params: { variable: string; match: string[] }) => branchMatches(readVariable(scopeOf(context, region, variablesNamed([params.variable])), params.variable), params.match),
      /** Has the call gone through too many nodes since the caller last spoke? */
      looping: ({ context }) => (context.stepsWithoutCaller ?? 0) > MAX_STEPS_WITHOUT_CALLER,
      /** Has the call come back to this collect node after its last try? */
      triesUsed: ({ context }, params: { node: string; max: number }) => (context.visits?.[params.node] ?? 0) > params.max,
      /** Did the caller's turn hold no words? */
      silentTurn: ({ event }) => isSilentTurn(event.text),
    },
    actions: {
      enter: assign(({ context, self }, params: { node: string }) => ({
        path: appendToLog(context.path, self, params.node),
        stepsWithoutCaller: (context.stepsWithoutCaller ?? 0) + 1,
        ...(endsVisits.has(params.node) ? countsAfterVisitEnds(context.visits, params.node, perVisit) : {}),
      })),
      // A value filled in is said up to MAX_SPOKEN_VALUE_CHARS: a caller's 20,000-character turn is not said back whole.
      say: assign(({ context, self }, params: { node: string; text: string; reads: string[] }) => ({
        events: appendToLog(context.events, self, { type: 'say', node: params.node, ...spokenTemplate(params.text, scopeOf(context, region, params.reads), params.node, MAX_SPOKEN_VALUE_CHARS, formats) } satisfies CallEvent),
      })),
      // Which way a branch went and why: what the variable held, and the case's phrase found in it.
      branched: assign(({ context, self }, params: { node: string; variable: string; next: string; case: number | null; match: string[] }) => {
        const value = readVariable(scopeOf(context, region, variablesNamed([params.variable])), params.variable);
        const match = params.case === null ? undefined : matchedPhrase(value, params.match);
        const event: CallEvent = {
          type: 'branch', node: params.node, variable: params.variable, value: branchText(value) ?? null, case: params.case,
          ...(match === undefined ? {} : { match }), next: params.next,
        };
        return { events: appendToLog(context.events, self, event) };
      }),
      listen: assign(({ context, self }, params: { node: string; variable: string }) => ({
        events: appendToLog(context.events, self, { type: 'listen', node: params.node, variable: params.variable } satisfies CallEvent),
      })),
      // A collect node with tries: counts the visit, then asks (its text the first time, `again` after) and listens,
      // or, past its last try, logs that its tries are used (its `always` then sends the call on to `then`).
      ask: assign(({ context, self }, params: { node: string; variable: string; tries: CollectTries; first?: SpokenText; again?: SpokenText }) => {
        const visit = (context.visits?.[params.node] ?? 0) + 1;
        const visits = { ...context.visits, [params.node]: visit };
        if (visit > params.tries.max) {
          return { visits, events: appendToLog(context.events, self, { type: 'tries_used', node: params.node, max: params.tries.max, next: params.tries.then } satisfies CallEvent) };
        }
        const prompt = visit === 1 ? params.first : params.again ?? params.first;
        const said = prompt === undefined ? [] : [{ type: 'say', node: params.node, ...spokenTemplate(prompt.text, scopeOf(context, region, prompt.reads), params.node, MAX_SPOKEN_VALUE_CHARS, formats) } satisfies CallEvent];
        return {
          visits,
          events: appendToLog(context.events, self, ...said, { type: 'listen', node: params.node, variable: params.variable, try: visit, max: params.tries.max } satisfies CallEvent),
        };
      }),
      store: assign(({ context, event, self }, params: { node: string; variable: string }) => ({
        variables: CallVariables.of(context.variables).with([[params.variable, event.text]]),
        // The caller's own words replace what a lookup stored there: the model may be shown them.
        lookupVariables: withoutHidden(context.lookupVariables, [params.variable]),
        stepsWithoutCaller: 0,
        // Keys are shown to the model as keys: a "1" pressed is no word the caller said.
        history: appendToLog(context.history, self, { role: 'user', content: event.keys === undefined ? modelContentOfTurn(event.text) : keysForModel(event.keys) } satisfies ChatMessage),
        events: appendToLog(context.events, self, { type: 'hear', node: params.node, text: event.text, ...(event.keys === undefined ? {} : { keys: event.keys }) } satisfies CallEvent),
      })),
      // In the order written, each value seeing those above it. A value that reads what a #lookup (or a caller lookup)
      // stored is kept from the model as that is: copying a result into a variable must not carry it to the model.
      set: assign(({ context, self }, params: { node: string; values: SetValue[] }) => {
        let variables = CallVariables.of(context.variables);
        let hidden = context.lookupVariables;
        const stored: Record<string, string> = {};
        const unread: UnformattedValue[] = [];
        for (const { name, value } of params.values) {
          const reads = variablesNamed(templateVariables(value));
          const text = renderTemplate(value, namedScope(variables, reads, () => callScope(context.call, region)), undefined, { settings: formats, unformatted: (read) => unread.push(read) });
          variables = variables.with([[name, text]]);
          stored[name] = text;
          // A value read from a hidden one is hidden; one that reads none replaces what a lookup stored there, and is not.
          const held = hiddenSet(hidden);
          hidden = reads.some((read) => held.has(read)) ? withHidden(hidden, [name]) : withoutHidden(hidden, [name]);
        }
        return {
          variables,
          lookupVariables: hidden,
          events: appendToLog(context.events, self, {
            type: 'set', node: params.node, values: stored, ...(unread.length === 0 ? {} : { unformatted: unformattedWarnings(params.node, unread) }),
          } satisfies CallEvent),
        };
      }),
      // The destination is rendered first: one that comes out blank fails the call before anything is said.
      transfer: assign(({ context, self }, params: { node: string; to: string; text?: string; reads: string[] }) => {
        const scope = scopeOf(context, region, params.reads);
        // A destination is dialled, not said: its values as they are (`validate` refuses a formatter there).
        const to = renderTemplate(params.to, scope, undefined, null);
        if (to.trim() === '') {
          const empty = templateVariables(params.to).filter((reference) => renderTemplate(`{{${reference}}}`, scope).trim() === '');
          // A variable with no value and one holding blank text need different fixes: set it, or check the answer.
          const held = (reference: string) => { const value = readVariable(scope, reference); return value !== undefined && value !== null; };
          const unset = empty.filter((reference) => !held(reference));
          const blank = empty.filter(held);
          const error = { code: ERROR.transferDestinationEmpty, message: errorMessages.transferDestinationEmpty(params.node, params.to, unset, blank) };
          return {
            events: appendToLog(context.events, self, { type: 'call_error', node: params.node, error } satisfies CallEvent, { type: 'end', node: params.node, reason: 'failed' } satisfies CallEvent),
            ending: { status: 'failed' as const, node: params.node },
          };
        }
        const said = params.text === undefined ? [] : [{ type: 'say', node: params.node, ...spokenTemplate(params.text, scope, params.node, MAX_SPOKEN_VALUE_CHARS, formats) } satisfies CallEvent];
        return {
          events: appendToLog(context.events, self, ...said, { type: 'transfer', node: params.node, to } satisfies CallEvent),
          ending: { status: 'transferred' as const, node: params.node },
        };
      }),
      end: assign(({ context, self }, params: { node: string }) => ({
        events: appendToLog(context.events, self, { type: 'end', node: params.node, reason: 'completed' } satisfies CallEvent),
        ending: { status: 'ended' as const, node: params.node },
      })),
      fail: assign(({ context, self }) => {
        const node = context.path.at(-1) ?? '';
        return {
          events: appendToLog(context.events, self, { type: 'end', node, reason: 'failed' } satisfies CallEvent),
          ending: { status: 'failed' as const, node },
        };
      }),
      stopLooping: assign(({ context, self }) => {
        const node = context.path.at(-1) ?? '';
        // No node twice among them: not a loop, but a way longer than the limit (hundreds of say or set nodes in a row).
        const recent = context.path.slice(-(MAX_STEPS_WITHOUT_CALLER + 1));
        const looped = new Set(recent).size < recent.length;
        const message = looped ? errorMessages.endlessLoop(node, MAX_STEPS_WITHOUT_CALLER) : errorMessages.tooLongWithoutCaller(node, MAX_STEPS_WITHOUT_CALLER);
        const error = { code: ERROR.endlessLoop, message };
        return {
          events: appendToLog(context.events, self, { type: 'call_error', node, error } satisfies CallEvent, { type: 'end', node, reason: 'failed' } satisfies CallEvent),
          ending: { status: 'failed' as const, node },
        };
      }),
    },
  });

  type States = NonNullable<Parameters<typeof base.createMachine>[0]['states']>;
  const states: Record<string, unknown> = {};
  for (const node of Object.values(flow.nodes)) states[node.id] = stateFor(node, directives.get(node.id), region, formats);
  states[FAILED_STATE] = { type: 'final', entry: [{ type: 'fail' }] };
  states[LOOPING_STATE] = { type: 'final', entry: [{ type: 'stopLooping' }] };

  return base.createMachine({
    id: 'call',
    initial: flow.start,
    context: ({ input, self }) => ({
      call: input.call,
      variables: CallVariables.none(),
      lookupVariables: [],
      history: emptyLog(self),
      events: emptyLog(self),
      path: emptyLog(self),
      ending: null,
      stepsWithoutCaller: 0,
    }),
    states: states as States,
  });
}

export type CallMachine = ReturnType<typeof createCallMachine>;

/**
 * Gives a flow's machine the model and documents of one call.
 *
 * @example
 * provideDependencies(createCallMachine(flow), { documents: { customers }, model: new ScriptedModel([]) });
 */
export function provideDependencies(machine: CallMachine, dependencies: CallDependencies): CallMachine {
  const work = callWork(dependencies);
  return provideCallWork(machine, () => work);
}

/** The actor system of one call: its actor and every lookup or model turn it invokes share it. */
export type CallSystem = AnyActorRef['system'];

/** What the actors of one call do, with that call's model and documents. */
export interface CallWork {
  callerLookup(input: CallerLookupActorInput, signal: AbortSignal): Promise<CallerLookupOutcome>;
  lookup(input: LookupActorInput, signal: AbortSignal): Promise<LookupResult>;
  converse(input: ConverseActorInput, signal: AbortSignal): Promise<SpokenTurn>;
}

/**
 * `machine` with actors that do, in each call, the work `workOf` gives for the call's actor system: one machine can
 * then serve calls with different dependencies (XState's `provide` builds every state of the flow again).
 *
 * @example
 * provideCallWork(createCallMachine(flow), (system) => workOfCall.get(system)!);
 */
export function provideCallWork(machine: CallMachine, workOf: (system: CallSystem) => CallWork): CallMachine {
  return machine.provide({
    actors: {
      callerLookup: fromPromise<CallerLookupOutcome, CallerLookupActorInput>(({ input, signal, system }) => workOf(system).callerLookup(input, signal)),
      lookup: fromPromise<LookupResult, LookupActorInput>(({ input, signal, system }) => workOf(system).lookup(input, signal)),
      converse: fromPromise<SpokenTurn, ConverseActorInput>(({ input, signal, system }) => workOf(system).converse(input, signal)),
    },
  });
}

/**
 * The work of a call's actors with its dependencies: lookups (with their time limit), the caller lookup, model turns.
 *
 * @example
 * const work = callWork({ documents: { customers } });
 * await work.lookup({ node: 'find', tool: 'lookup_customer', args: { full_name: 'Kaitlyn Meyers' } }, new AbortController().signal);
 */
export function callWork(dependencies: CallDependencies): CallWork {
  const providers = new Map<string, StoppableLookupProvider>();
  const toolsOf = new Map<string, ToolDefinition[]>();
  const timedDocuments = new Map<string, StoppableLookupProvider>();
  const lookupTimeoutMs = dependencies.lookupTimeoutMs ?? DEFAULT_LOOKUP_TIMEOUT_MS;
  for (const [name, untimed] of Object.entries(dependencies.documents)) {
    // #lookup nodes and a model's tool calls alike: a provider that never answers fails with lookup_timeout.
    const provider = withLookupTimeout(untimed, lookupTimeoutMs);
    timedDocuments.set(name, provider);
    toolsOf.set(name, provider.tools);
    for (const tool of provider.tools) if (!providers.has(tool.name)) providers.set(tool.name, provider);
  }
  // An empty url is a caller lookup turned off (kept for its `default_region`): no request is made.
  const callerLookupConfig = dependencies.callerLookup?.url.trim() ? dependencies.callerLookup : null;
  const env = dependencies.env ?? {};
  // (Stopping the call aborts `signal`, which drops the request instead of leaving it open until its timeout.)
  const askCallerLookup = (caller: string, signal?: AbortSignal): Promise<CallerLookupOutcome> =>
    callerLookupConfig
      ? lookupCaller(callerLookupConfig, caller, env, dependencies.fetch ?? fetch, signal)
      : Promise.resolve({ result: 'error', code: ERROR.callerLookupFailed, message: errorMessages.callerLookupNotConfigured() });
  const lookupCallerTool = callerLookupTool(callerLookupConfig ?? undefined);
  return {
    callerLookup: (input, signal) => askCallerLookup(input.caller, signal),
    lookup: async (input, signal) => {
      if (input.refused) throw new CallNumberError(input.refused.code, input.refused.message);
      const provider = providers.get(input.tool);
      if (!provider) throw new FlowError(ERROR.unknownTool, errorMessages.unknownTool(input.tool));
      let answer: LookupResult;
      try {
        // (Stopping the call aborts `signal`: the lookup's time limit stops with it.)
        answer = await provider.call(input.tool, input.args, signal);
      } catch (error) {
        const code = error instanceof FlowError && error.code === ERROR.lookupTimeout ? ERROR.lookupTimeout : ERROR.lookupFailed;
        throw new FlowError(code, errorMessages.lookupFailed(input.node, input.tool, providerFailure(error)), { cause: error });
      }
      // An answer that is no outcome would match none of the node's edges, and the call would wait there for ever.
      const problem = lookupAnswerProblem(answer);
      if (problem !== null) throw new FlowError(ERROR.lookupFailed, errorMessages.lookupFailed(input.node, input.tool, problem));
      return answer;
    },
    converse: async (input, signal) => {
      const model = dependencies.model;
      if (!model) throw new FlowError(ERROR.modelNotConfigured, errorMessages.modelNotConfigured());
      const tools: ToolDefinition[] = [];
      const attached = new Map<string, StoppableLookupProvider>();
      // As in the caller-lookup spec: with a lookup URL configured, every model turn has the tool. Its name is taken
      // then (validate reports a document tool of that name), and the model is never sent two tools of one name.
      const builtIn = lookupCallerTool ? [{ name: lookupCallerTool.name, description: lookupCallerTool.description, parameters: [] }] : [];
      for (const name of input.documents) {
        const provider = timedDocuments.get(name);
        if (!provider) throw new FlowError(ERROR.unknownTool, errorMessages.modelFailed(input.node, `document "${name}" was not given to the call`));
        for (const tool of toolsOf.get(name) ?? []) {
          // The first document to define a name keeps it, as for #lookup nodes (validate reports duplicate_tool).
          if (attached.has(tool.name) || builtIn.some((offered) => offered.name === tool.name)) continue;
          tools.push(tool);
          attached.set(tool.name, provider);
        }
      }
      tools.push(...builtIn);
      const turn = await runToolLoop({
        node: input.node,
        model,
        messages: input.messages,
        tools,
        providers: attached,
        maxToolRounds: input.maxToolRounds,
        ...(input.shown === undefined ? {} : { shown: input.shown }),
        ...(dependencies.modelTimeoutMs === undefined ? {} : { modelTimeoutMs: dependencies.modelTimeoutMs }),
        signal,
        ...(lookupCallerTool ? { callerLookup: () => askCallerLookup(input.caller, signal), callerErrorBody: callerLookupConfig?.error_body ?? DEFAULT_ERROR_BODY } : {}),
      });
      return spokenTurn(turn, input.node, replyCap(input.maxReplyChars, dependencies.maxReplyChars));
    },
  };
}

/**
 * The cap on a model reply at a node, and whose it is: the node's `max_reply_chars` and the call's `maxReplyChars` are
 * each a most, so with both the smaller holds (the node's on a tie); with neither, {@link MAX_SPOKEN_REPLY_CHARS}.
 */
function replyCap(node: number | undefined, call: number | undefined): { limit: number; setBy: 'node' | 'call' | 'default' } {
  if (node !== undefined && (call === undefined || node <= call)) return { limit: node, setBy: 'node' };
  if (call !== undefined) return { limit: call, setBy: 'call' };
  return { limit: MAX_SPOKEN_REPLY_CHARS, setBy: 'default' };
}

/** A model turn as the caller hears it: its answer cut to `limit` characters at a sentence end (`spokenReply`). */
export interface SpokenTurn extends ToolLoopOutput {
  /** Set when the answer was cut: what the `say` event records. */
  shortened?: { limit: number; dropped: string; warning: ErrorInfo };
}

/**
 * A turn whose answer is longer than a caller can be read: said up to a sentence end, the cut kept for the log, and
 * the model's own message cut the same, so its next turn knows what the caller heard rather than what it wrote.
 */
function spokenTurn(turn: ToolLoopOutput, node: string, { limit, setBy }: { limit: number; setBy: 'node' | 'call' | 'default' }): SpokenTurn {
  // Markdown's marks and emoji are never read out (`withoutMarkdown`, `withoutEmoji`); the model_reply event keeps the
  // reply as written.
  const plain = withoutEmoji(withoutMarkdown(turn.text));
  const { said, dropped } = spokenReply(plain, limit);
  if (dropped === '' && plain === turn.text) return turn;
  const answer = turn.added.at(-1);
  const added = answer?.role === 'assistant' && !answer.toolCalls ? [...turn.added.slice(0, -1), { ...answer, content: said }] : turn.added;
  if (dropped === '') return { text: said, added, events: turn.events };
  const warning = { code: ERROR.replyTooLong, message: errorMessages.replyTooLong(node, plain.length, limit, said.length, setBy) };
  return { text: said, added, events: turn.events, shortened: { limit, dropped, warning } };
}

/**
 * What a template reads of `names`: flow variables, and `call` under its template names (`{{call.id}}` is the call id)
 * in place of any variable so named. Only the names a node uses are taken (`namedScope`): a step costs the same in a
 * call holding thousands of variables as in one holding ten.
 */
function scopeOf(context: CallMachineContext, region: string | undefined, names: readonly string[]): Record<string, Json> {
  return namedScope(context.variables, names, () => callScope(context.call, region));
}

// `region` reads a caller number written without its country code, as a #lookup argument bound to it is read.
function callScope(call: CallContext, region: string | undefined): Record<string, Json> {
  return { caller: callerInTemplates(call.caller, region), called: calledInTemplates(call.called), id: call.call_id, started_at: call.started_at };
}

/** The model's scope: the same without anything a #lookup node stored. */
function modelScopeOf(context: CallMachineContext, region: string | undefined, names: readonly string[]): Record<string, Json> {
  const hidden = hiddenSet(context.lookupVariables);
  return scopeOf(context, region, names.filter((name) => name === 'call' || !hidden.has(name)));
}

type LookupDone = DoneActorEvent<LookupResult>;
const CALLER_OUTCOMES: readonly CallerLookupEdge[] = ['found', 'not_found', 'error'];

/** The lookup result a done event carries; guards are typed on the machine's own events, so check the shape. */
function lookupOutputOf(event: { type: string }): { result: string } | undefined {
  const output = (event as { output?: unknown }).output;
  return typeof output === 'object' && output !== null && 'result' in output ? (output as { result: string }) : undefined;
}

function stateFor(node: FlowNode, directive: LookupDirective | undefined, region: string | undefined, formats: FormatSettings): unknown {
  const enter = { type: 'enter', params: { node: node.id } };
  // Checked first on every node that does not wait for the caller: a loop without input stops here.
  const stopIfLooping = { target: LOOPING_STATE, guard: { type: 'looping' } };
  // Every edge re-enters its target, so an edge back to the same node runs it again (entry, lookup, model).
  const say = (text: string | undefined) => {
    const spoken = spokenText(text);
    return spoken === undefined ? [] : [{ type: 'say', params: { node: node.id, ...spoken } }];
  };
  switch (node.kind) {
    case 'say':
      return { entry: [enter, ...say(node.text)], always: [stopIfLooping, { target: node.next, reenter: true }] };
    case 'set':
      return { entry: [enter, { type: 'set', params: { node: node.id, values: node.values } }], always: [stopIfLooping, { target: node.next, reenter: true }] };
    case 'collect':
      if (node.tries !== undefined) return askingState(node, node.tries);
      return {
        tags: ['listening'],
        entry: [enter, ...say(node.text), { type: 'listen', params: { node: node.id, variable: node.into } }],
        on: { HEAR: { target: node.next, reenter: true, actions: [{ type: 'store', params: { node: node.id, variable: node.into } }] } },
      };
    case 'branch':
      return {
        entry: [enter],
        always: [
          stopIfLooping,
          ...node.cases.map((branchCase, index) => ({
            target: branchCase.next,
            reenter: true,
            guard: { type: 'callerSaid', params: { variable: node.variable, match: branchCase.match } },
            actions: [{ type: 'branched', params: { node: node.id, variable: node.variable, next: branchCase.next, case: index, match: branchCase.match } }],
          })),
          {
            target: node.otherwise,
            reenter: true,
            actions: [{ type: 'branched', params: { node: node.id, variable: node.variable, next: node.otherwise, case: null, match: [] } }],
          },
        ],
      };
    case 'lookup': {
      const into = node.into;
      const owned = lookupNodeVariables(into);
      const [, candidatesVariable, outcomeVariable, heardVariable, errorVariable] = owned;
      // `heard`: the arguments as bound, with the part of a sentence the lookup went by in place of the sentence.
      const remember = (outcome: LookupEdge, row: Json, candidates: Json[], heard?: Readonly<Record<string, string>>, error: string | null = null) =>
        ({ context }: { context: CallMachineContext }): Partial<CallMachineContext> => ({
          variables: CallVariables.of(context.variables).with([
            [into, row],
            [candidatesVariable, candidates],
            [outcomeVariable, outcome],
            [heardVariable, { ...argsOf(context), ...heard }],
            [errorVariable, error],
          ]),
          lookupVariables: withHidden(context.lookupVariables, owned),
        });
      // The variables the directive binds, as bindArguments reads them: the step reads those, not a copy of them all.
      const bindings = variablesNamed(directive?.args.flatMap((argument) => (argument.binding.kind === 'variable' ? templateVariables(`{{${argument.binding.name}}}`) : [])) ?? []);
      const rawArgsOf = (context: CallMachineContext) => (directive ? bindArguments(directive, namedScope(context.variables, bindings), context.call) : {});
      // Phone numbers from the call context are read as E.164, like the caller lookup's, before any matching.
      const bound = (context: CallMachineContext) =>
        directive ? normaliseCallContextArguments(directive, rawArgsOf(context), region) : { ok: true as const, args: {} };
      // Refused or not, the arguments as the templates read them: a SIP URI's carrier host never reaches the log.
      const argsOf = (context: CallMachineContext) => bound(context).args;
      const tool = directive?.tool ?? '';
      const logged = (context: CallMachineContext, self: AnyActorRef, outcome: LookupEdge, extra: { result?: LookupResult; error?: { code: string; message: string }; storedError?: string }) =>
        appendToLog(context.events, self, { type: 'lookup', node: node.id, tool, args: argsOf(context), outcome, ...extra } satisfies CallEvent);
      return {
        entry: [enter],
        always: [stopIfLooping],
        invoke: {
          src: 'lookup',
          input: ({ context }: { context: CallMachineContext }): LookupActorInput => {
            const checked = bound(context);
            return checked.ok
              ? { node: node.id, tool, args: checked.args }
              : { node: node.id, tool, args: argsOf(context), refused: { code: checked.code, message: refusedLookupMessage(node.id, tool, checked.param, checked.field, checked.message) } };
          },
          onDone: (['confident', 'ambiguous', 'not_found'] as const).map((outcome) => ({
            target: node.on[outcome],
            reenter: true,
            guard: { type: 'lookupOutcome', params: { outcome } },
            actions: assign(({ context, event, self }: { context: CallMachineContext; self: AnyActorRef; event: LookupDone }) => {
              const result = event.output;
              const row: Json = result.result === 'confident' ? result.row : null;
              const candidates: Json[] = result.result === 'ambiguous' ? result.candidates.map((candidate) => candidate.row) : [];
              return { ...remember(outcome, row, candidates, result.heard)({ context }), events: logged(context, self, outcome, { result }) };
            }),
          })),
          onError: {
            target: node.on.error,
            reenter: true,
            actions: assign(({ context, event, self }: { context: CallMachineContext; self: AnyActorRef; event: ErrorActorEvent }) => {
              const storedError = lookupErrorCode(event.error);
              return {
                ...remember('error', null, [], undefined, storedError)({ context }),
                events: logged(context, self, 'error', { error: describeError(event.error), storedError }),
              };
            }),
          },
        },
      };
    }
    case 'conversation': {
      const instructions = proseOf(node.text);
      const reads = variablesNamed(templateVariables(instructions));
      return {
        entry: [enter],
        always: [stopIfLooping],
        invoke: {
          src: 'converse',
          input: ({ context }: { context: CallMachineContext }): ConverseActorInput => ({
            node: node.id,
            documents: node.documents,
            maxToolRounds: node.maxToolRounds,
            ...(node.maxReplyChars === undefined ? {} : { maxReplyChars: node.maxReplyChars }),
            messages: [{ role: 'system', content: renderTemplate(instructions, modelScopeOf(context, region, reads), undefined, { settings: formats }) }, ...context.history],
            caller: context.call.caller,
            shown: shownToModel(context.events),
          }),
          onDone: {
            target: node.next,
            reenter: true,
            actions: assign(({ context, event, self }: { context: CallMachineContext; self: AnyActorRef; event: DoneActorEvent<SpokenTurn> }) => ({
              history: appendToLog(context.history, self, ...event.output.added),
              events: appendToLog(context.events, self, ...event.output.events, { type: 'say', node: node.id, text: event.output.text, ...(event.output.shortened ? { shortened: event.output.shortened } : {}) } satisfies CallEvent),
            })),
          },
          onError: {
            target: node.error ?? FAILED_STATE,
            reenter: true,
            // What the model asked and saw before it failed is kept in the log, then the error; the lookups that ran
            // stay in the history, so a later node's model knows of them.
            actions: assign(({ context, event, self }: { context: CallMachineContext; self: AnyActorRef; event: ErrorActorEvent }) => ({
              history: appendToLog(context.history, self, ...(event.error instanceof ToolLoopError ? event.error.added : [])),
              events: appendToLog(
                context.events,
                self,
                ...(event.error instanceof ToolLoopError ? event.error.events : []),
                { type: 'model_error', node: node.id, error: describeError(event.error) } satisfies CallEvent,
              ),
            })),
          },
        },
      };
    }
    case 'caller_lookup': {
      const into = node.into;
      const owned = callerLookupNodeVariables(into);
      const [, outcomeVariable, errorVariable] = owned;
      const remember = (context: CallMachineContext, self: AnyActorRef, outcome: CallerLookupEdge, record: Json, extra: { status?: number; error?: { code: string; message: string } }) => ({
        variables: CallVariables.of(context.variables).with([[into, record], [outcomeVariable, outcome], [errorVariable, extra.error?.code ?? null], [owned[3], extra.status ?? null]]),
        lookupVariables: withHidden(context.lookupVariables, owned),
        // The record as stored, in the log too (as a #lookup's row is): `run --trace` shows it, a host's log keeps it.
        events: appendToLog(context.events, self, { type: 'caller_lookup', node: node.id, outcome, ...(outcome === 'found' ? { record } : {}), ...extra } satisfies CallEvent),
      });
      return {
        entry: [enter],
        always: [stopIfLooping],
        invoke: {
          src: 'callerLookup',
          input: ({ context }: { context: CallMachineContext }): CallerLookupActorInput => ({ node: node.id, caller: context.call.caller }),
          onDone: CALLER_OUTCOMES.map((outcome) => ({
            target: node.on[outcome],
            reenter: true,
            guard: { type: 'callerLookupOutcome', params: { outcome } },
            actions: assign(({ context, event, self }: { context: CallMachineContext; self: AnyActorRef; event: DoneActorEvent<CallerLookupOutcome> }) => {
              const answer = event.output;
              if (answer.result === 'found') return remember(context, self, 'found', answer.data as Json, { status: answer.status });
              if (answer.result === 'not_found') return remember(context, self, 'not_found', null, { status: answer.status });
              return remember(context, self, 'error', null, { ...(answer.status !== undefined ? { status: answer.status } : {}), error: { code: answer.code, message: answer.message } });
            }),
          })),
          onError: {
            target: node.on.error,
            reenter: true,
            actions: assign(({ context, event, self }: { context: CallMachineContext; self: AnyActorRef; event: ErrorActorEvent }) =>
              remember(context, self, 'error', null, { error: describeError(event.error) })),
          },
        },
      };
    }
    case 'transfer': {
      const text = node.text === undefined ? undefined : proseOf(node.text);
      const reads = variablesNamed([...templateVariables(node.to), ...(text === undefined ? [] : templateVariables(text))]);
      return { type: 'final', entry: [enter, { type: 'transfer', params: { node: node.id, to: node.to, reads, ...(text === undefined ? {} : { text }) } }] };
    }
    case 'end':
      return { type: 'final', entry: [enter, ...say(node.text), { type: 'end', params: { node: node.id } }] };
  }
}

/** A text said, ready for the `ask` action: its prose and the variables it reads. */
interface SpokenText { text: string; reads: string[] }

/** A node's text as it is said (`proseOf`), with the variables it reads; undefined for a node with none. */
function spokenText(text: string | undefined): SpokenText | undefined {
  if (text === undefined) return undefined;
  const prose = proseOf(text);
  return { text: prose, reads: variablesNamed(templateVariables(prose)) };
}

/**
 * The counts once the call reaches `node`, which speaks to or asks the caller: those of the nodes counting per visit,
 * other than `node`, are dropped (their next visit starts afresh). Nothing to change returns nothing, so a call
 * meeting no such count stores nothing new.
 *
 * @example
 * countsAfterVisitEnds({ menu: 2, ask: 1 }, 'hours', ['menu']); // { visits: { ask: 1 } }
 */
function countsAfterVisitEnds(visits: Record<string, number> | undefined, node: string, perVisit: readonly string[]): { visits?: Record<string, number> } {
  if (visits === undefined || !perVisit.some((id) => id !== node && visits[id] !== undefined)) return {};
  const kept = { ...visits };
  for (const id of perVisit) if (id !== node) delete kept[id];
  return { visits: kept };
}

/**
 * The state of a collect node with tries: each visit is counted; up to `max` it asks and listens, past it the call
 * goes on to `then` without asking (checked for a loop first: a `then` leading back without asking would not stop).
 * A turn with no words under `silence: again` comes back to the node at once, a visit like any other.
 */
function askingState(node: CollectNode, tries: CollectTries): unknown {
  const store = { type: 'store', params: { node: node.id, variable: node.into } };
  const answered = { target: node.next, reenter: true, actions: [store] };
  const used = { type: 'triesUsed', params: { node: node.id, max: tries.max } };
  return {
    tags: ['listening'],
    entry: [
      { type: 'enter', params: { node: node.id } },
      { type: 'ask', params: { node: node.id, variable: node.into, tries, first: spokenText(node.text), again: spokenText(tries.again) } },
    ],
    always: [
      { target: LOOPING_STATE, guard: and([used, 'looping']) },
      { target: tries.then, reenter: true, guard: used },
    ],
    on: { HEAR: tries.silence === 'again' ? [{ target: node.id, reenter: true, guard: 'silentTurn', actions: [store] }, answered] : answered },
  };
}

/**
 * A caller's turn with no words (silence, sent by the host as an empty turn, spaces or invisible characters such as a
 * zero-width space) as the model reads it.
 */
export const SILENT_TURN = '[the caller said nothing]';

/**
 * What the model is shown for a caller's turn: the words, or, for a turn with none, {@link SILENT_TURN}: some
 * OpenAI-compatible servers refuse a message with empty content (HTTP 400), which sent the call down the error edge,
 * and the model is better told that the caller said nothing than shown nothing.
 *
 * @example
 * modelContentOfTurn('  '); // '[the caller said nothing]'
 * modelContentOfTurn('\u200b'); // '[the caller said nothing]'
 */
function modelContentOfTurn(text: string): string {
  return isSilentTurn(text) ? SILENT_TURN : text;
}

/**
 * Why a `#lookup` took its `error` edge, as a flow branches on it (`<into>_error`): the failing document's own code
 * where it gave one (`ARGUMENT_MISSING` for an argument left empty, a caller who said nothing), since the runtime's
 * `lookup_failed` around it says only that it failed; else the runtime's (`lookup_timeout`, a caller number refused).
 *
 * @example lookupErrorCode(new FlowError('lookup_failed', '…', { cause: { code: 'ARGUMENT_MISSING' } })) // 'ARGUMENT_MISSING'
 */
function lookupErrorCode(error: unknown): string {
  const cause = error instanceof FlowError && error.code === ERROR.lookupFailed ? (error as { cause?: unknown }).cause : undefined;
  const causeCode = (cause as { code?: unknown } | undefined)?.code;
  return typeof causeCode === 'string' && causeCode !== '' ? causeCode : describeError(error).code;
}
