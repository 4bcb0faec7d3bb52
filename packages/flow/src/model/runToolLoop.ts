// One model turn: ask, run the tools it asks for, show it their results, repeat a bounded number of times.
import type { LookupResult, ToolDefinition } from '@switchboard/matcher';
import { bodyForModel } from '../callerLookup/bodyForModel.js';
import { LOOKUP_CALLER_TOOL_NAME } from '../callerLookup/callerLookupTool.js';
import type { CallerLookupOutcome } from '../callerLookup/CallerLookupOutcome.js';
import type { ErrorBody } from '../callerLookup/CallerLookupConfig.js';
import { describeError, FlowError } from '../FlowError.js';
import type { StoppableLookupProvider } from '../lookup/LookupProvider.js';
import { ERROR, errorMessages } from '../messages.js';
import type { CallEvent } from '../runtime/CallEvent.js';
import { lookupAnswerProblem } from '../runtime/lookupAnswer.js';
import { providerFailure } from '../runtime/providerFailure.js';
import type { ChatMessage, ChatModel } from './ChatModel.js';
import { askModel, modelWaitMs } from './askModel.js';
import { knownReply } from './knownReply.js';
import { nonTextArgument } from './nonTextArgument.js';

/**
 * The most tool calls of one model reply that run: each is a lookup (or a request to the client database) the caller
 * waits through in silence, one after the other, so a reply asking for 200 would hold the line for minutes. The calls
 * past it are answered with `tool_calls_exceeded`, which the model reads and can act on.
 */
export const MAX_TOOL_CALLS_PER_REPLY = 10;

export interface ToolLoopInput {
  node: string;
  model: ChatModel;
  messages: ChatMessage[];
  tools: ToolDefinition[];
  /** Which provider runs each tool, by tool name. */
  providers: ReadonlyMap<string, StoppableLookupProvider>;
  maxToolRounds: number;
  /**
   * How many messages after the first of `messages` (the node's instructions) the call's log already shows from
   * earlier requests (see `shownToModel`): each request's `model_request` event counts those instead of copying them.
   * 0 when absent: the first request logs every message.
   */
  shown?: number;
  /** Runs `lookup_caller` for the caller on this call; the model's arguments are never passed on. */
  callerLookup?: () => Promise<CallerLookupOutcome>;
  /** What the model reads of a failing caller lookup's body (`caller_lookup.error_body`). */
  callerErrorBody?: ErrorBody;
  signal?: AbortSignal;
  /** How long one model request may take (`modelWaitMs`: the model's own timeout and a second, else 30 s). */
  modelTimeoutMs?: number;
}

export interface ToolLoopOutput {
  /** What the model says to the caller. */
  text: string;
  /** Messages added during the turn (tool calls, tool results, the final answer). */
  added: ChatMessage[];
  /** What happened, for the call's log. */
  events: CallEvent[];
}

/**
 * A turn that failed: the failure's own `code` and `message` (its `cause` is the error itself), with what happened
 * before it, so the call's log still shows the requests, replies and tool calls (the rows the model saw), and the
 * conversation keeps the lookups that ran.
 */
export class ToolLoopError extends Error {
  readonly code: string;
  /** What happened in the turn up to the failure (model_request, model_reply, tool_call), for the call's log. */
  readonly events: CallEvent[];
  /**
   * Messages the turn adds to the conversation all the same: each tool call that ran, with its result. A call that
   * never ran (the round past `max_tool_rounds`, or the rest of a round cut short) is left out, so every tool call
   * is answered, as chat-completions APIs require. No answer: the model gave none.
   */
  readonly added: ChatMessage[];

  constructor(cause: unknown, events: CallEvent[], added: ChatMessage[] = []) {
    const { code, message } = describeError(cause);
    super(message, { cause });
    this.name = 'ToolLoopError';
    this.code = code;
    this.events = events;
    this.added = added;
  }
}

/**
 * Runs the tool-call loop of one conversation turn (grounded mode: the model sees tool results).
 * Rejects with a {@link ToolLoopError} carrying the turn's events and the failure's code.
 *
 * @example
 * const { text } = await runToolLoop({ node: 'help', model, messages, tools, providers, maxToolRounds: 3 });
 */
export async function runToolLoop(input: ToolLoopInput): Promise<ToolLoopOutput> {
  const events: CallEvent[] = [];
  const added: ChatMessage[] = [];
  try {
    return await runRounds(input, events, added);
  } catch (error) {
    throw new ToolLoopError(error, events, answeredToolCalls(added));
  }
}

/** The turn's tool calls that ran, each with its result; an assistant message left with none is dropped. */
function answeredToolCalls(added: readonly ChatMessage[]): ChatMessage[] {
  const answered = new Set(added.flatMap((message) => (message.role === 'tool' ? [message.toolCallId] : [])));
  return added.flatMap((message): ChatMessage[] => {
    if (message.role !== 'assistant' || !message.toolCalls) return [message];
    const ran = message.toolCalls.filter((call) => answered.has(call.id));
    return ran.length === 0 ? [] : [{ ...message, toolCalls: ran }];
  });
}

async function runRounds(input: ToolLoopInput, events: CallEvent[], added: ChatMessage[]): Promise<ToolLoopOutput> {
  // Model APIs require tool names to be unique; the first of a name is the one that runs.
  const tools = input.tools.filter((tool, index) => input.tools.findIndex((other) => other.name === tool.name) === index);
  // The conversation after the instructions only grows, so a request logs the messages past what the log shows.
  let shown = Math.min(input.shown ?? 0, Math.max(0, input.messages.length - 1));
  for (let round = 0; ; round += 1) {
    const messages = [...input.messages, ...added];
    const unshown = [...messages.slice(0, 1), ...messages.slice(1 + shown)];
    events.push({ type: 'model_request', node: input.node, messages: structuredClone(unshown), repeated: shown, tools });
    shown = Math.max(0, messages.length - 1);
    // Kept as a ModelReply of plain JSON: the log, the history and the snapshot hold it (`knownReply`).
    const timeoutMs = modelWaitMs(input.model, input.modelTimeoutMs);
    const reply = knownReply(await askModel(input.model, { messages, tools }, { node: input.node, timeoutMs, ...(input.signal ? { signal: input.signal } : {}) }), round + 1);
    events.push({ type: 'model_reply', node: input.node, reply });
    if (reply.kind === 'text') {
      added.push({ role: 'assistant', content: reply.text });
      return { text: reply.text, added, events };
    }
    if (round >= input.maxToolRounds) {
      throw new FlowError(ERROR.toolRoundsExceeded, errorMessages.toolRoundsExceeded(input.node, input.maxToolRounds));
    }
    added.push({ role: 'assistant', content: reply.text ?? '', toolCalls: reply.calls });
    for (const [index, call] of reply.calls.entries()) {
      if (index >= MAX_TOOL_CALLS_PER_REPLY) {
        // Past the cap a call is still answered (chat APIs require it), with an error the model can act on.
        const error = { code: ERROR.toolCallsExceeded, message: errorMessages.toolCallsExceeded(call.name, index + 1, reply.calls.length, MAX_TOOL_CALLS_PER_REPLY) };
        events.push({ type: 'tool_call', node: input.node, tool: call.name, args: {}, error });
        added.push({ role: 'tool', toolCallId: call.id, name: call.name, content: JSON.stringify({ error }) });
        continue;
      }
      if (call.name === LOOKUP_CALLER_TOOL_NAME && input.callerLookup) {
        // The number comes from the call context: whatever the model passed is dropped.
        const outcome = await input.callerLookup();
        events.push({ type: 'tool_call', node: input.node, tool: call.name, args: {}, result: outcome });
        added.push({ role: 'tool', toolCallId: call.id, name: call.name, content: bodyForModel(outcome, input.callerErrorBody) });
        continue;
      }
      // Absent arguments are none, as the OpenAI adapter reads a tool call without `arguments`; null is no object.
      const sent: unknown = call.arguments === undefined ? {} : call.arguments;
      const unreadable = call.unreadableArguments ?? nonTextArgument(sent as Record<string, unknown>);
      const args = typeof sent === 'object' && sent !== null && !Array.isArray(sent) ? stringArguments(sent as Record<string, unknown>) : {};
      const outcome = unreadable && input.providers.has(call.name)
        ? { error: { code: ERROR.toolArgumentsInvalid, message: errorMessages.toolArgumentsInvalid(call.name, unreadable.problem, unreadable.text, parametersOf(tools, call.name)) } }
        : await runTool(input.providers, call.name, args, tools, input.signal);
      events.push({ type: 'tool_call', node: input.node, tool: call.name, args, ...outcome });
      const content = JSON.stringify('result' in outcome ? outcome.result : { error: outcome.error });
      added.push({ role: 'tool', toolCallId: call.id, name: call.name, content });
    }
  }
}

async function runTool(
  providers: ReadonlyMap<string, StoppableLookupProvider>,
  tool: string,
  args: Record<string, string>,
  offered: readonly ToolDefinition[],
  signal: AbortSignal | undefined,
): Promise<{ result: LookupResult } | { error: { code: string; message: string } }> {
  const provider = providers.get(tool);
  // The model reads this: what it may call instead, not advice for the developer.
  if (!provider) return { error: { code: ERROR.unknownTool, message: errorMessages.toolNotAvailable(tool, offered.map((offer) => offer.name)) } };
  let answer: LookupResult;
  try {
    answer = await provider.call(tool, args, signal);
  } catch (error) {
    // The model is told the tool failed and can say so; the call goes on. A throw with no code of its own is
    // lookup_failed, as at a #lookup node, and its message is capped (`providerFailure`).
    const { code } = describeError(error);
    return { error: { code: code === 'error' ? ERROR.lookupFailed : code, message: providerFailure(error) } };
  }
  const problem = lookupAnswerProblem(answer);
  return problem === null ? { result: answer } : { error: { code: ERROR.lookupFailed, message: errorMessages.toolLookupFailed(tool, problem) } };
}

/** A tool's parameters as offered to the model, for a message telling it how to call the tool. */
function parametersOf(tools: readonly ToolDefinition[], name: string): { name: string; required: boolean }[] {
  return tools.find((tool) => tool.name === name)?.parameters.map((parameter) => ({ name: parameter.name, required: parameter.required })) ?? [];
}

/** Tool parameters are text; models sometimes send numbers or booleans for them. An object or a list is refused (`nonTextArgument`). */
function stringArguments(raw: Record<string, unknown>): Record<string, string> {
  const args: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === null || value === undefined || typeof value === 'object') continue;
    args[name] = typeof value === 'string' ? value : String(value);
  }
  return args;
}
