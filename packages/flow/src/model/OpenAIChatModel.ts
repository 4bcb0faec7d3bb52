// A ChatModel over HTTP: any OpenAI-compatible /chat/completions endpoint, with tool calling.
import { setTimeout as sleep } from 'node:timers/promises';
import { toOpenAITool } from '@switchboard/matcher';
import { blockedPort } from '../blockedPorts.js';
import { cancelQuietly, readCappedBody, type CappedBody } from '../callerLookup/readCappedBody.js';
import { redactToken } from '../callerLookup/redactToken.js';
import { describeError, FlowError } from '../FlowError.js';
import { ERROR, errorMessages } from '../messages.js';
import type { ChatMessage, ChatModel, ModelReply, ModelRequest, ToolCall } from './ChatModel.js';
import { modelRetry } from './retryWait.js';

export interface OpenAIChatModelOptions {
  /** e.g. `https://api.openai.com/v1` or `http://127.0.0.1:8080/v1`; `/chat/completions` is appended. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Extra fields sent with every request (e.g. `{ temperature: 0 }`). */
  extraBody?: Record<string, unknown>;
  /** How long one request may take, answer included, before it fails with `model_timeout`; default {@link DEFAULT_MODEL_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** The largest answer read, in bytes; past it the request fails with `model_response_too_large`. Default {@link DEFAULT_MODEL_MAX_RESPONSE_BYTES}. */
  maxResponseBytes?: number;
}

const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
const DEFAULT_MODEL = 'gpt-4o-mini';
/** The time a model request may take unless `timeoutMs` (or `SWITCHBOARD_MODEL_TIMEOUT_MS`) says otherwise. */
export const DEFAULT_MODEL_TIMEOUT_MS = 30_000;
/** A chat completion is a few KiB (a long answer with tool calls, tens): 8 MiB is only passed by a runaway or wrong endpoint. */
export const DEFAULT_MODEL_MAX_RESPONSE_BYTES = 8 * 1024 * 1024;
/** How much of an error answer is read: its message only shows the start. */
const ERROR_BODY_BYTES = 4 * 1024;
/** The longest timeout a timer can keep. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** An empty variable counts as unset, as a shell's `VAR= command` means. */
function setting(env: Record<string, string | undefined>, ...names: string[]): string | undefined {
  return settingNamed(env, ...names)?.value;
}

function settingNamed(env: Record<string, string | undefined>, ...names: string[]): { name: string; value: string } | undefined {
  for (const name of names) {
    const value = env[name];
    if (value !== undefined && value.trim() !== '') return { name, value: value.trim() };
  }
  return undefined;
}

/**
 * The chat-completions endpoint of a base URL: `/chat/completions` joins its path and its query stays
 * (`…/v1?api-version=1` → `…/v1/chat/completions?api-version=1`). Throws `model_config_invalid`, naming
 * `setting`, for a URL that is not absolute http(s), that carries a user name or password, or whose port fetch refuses.
 */
function chatCompletionsUrl(baseUrl: string, setting: string): URL {
  let parsed: URL | undefined;
  try {
    parsed = new URL(baseUrl);
  } catch {
    parsed = undefined;
  }
  if (parsed === undefined || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    // Shown only when it cannot hold a password (user:secret@host parses as a "user:" scheme).
    throw new FlowError(ERROR.modelConfigInvalid, errorMessages.modelBaseUrlInvalid(setting, baseUrl.includes('@') ? null : baseUrl));
  }
  if (parsed.username !== '' || parsed.password !== '') throw new FlowError(ERROR.modelConfigInvalid, errorMessages.modelBaseUrlSecret(setting));
  // fetch would refuse every request with "bad port" alone, once the call reaches a conversation node.
  const port = blockedPort(parsed);
  if (port !== undefined) throw new FlowError(ERROR.modelConfigInvalid, errorMessages.modelBaseUrlPortBlocked(setting, port));
  parsed.pathname = `${parsed.pathname.replace(/\/+$/, '')}/chat/completions`;
  parsed.hash = '';
  return parsed;
}

/**
 * Model settings from the environment, or null when none are set:
 * `SWITCHBOARD_MODEL_BASE_URL` (or `OPENAI_BASE_URL`), `SWITCHBOARD_MODEL_API_KEY` (or `OPENAI_API_KEY`),
 * `SWITCHBOARD_MODEL` (or `OPENAI_MODEL`), `SWITCHBOARD_MODEL_TIMEOUT_MS`. Empty values count as unset.
 * Throws a `model_config_invalid` FlowError for a timeout that is not a whole number of milliseconds.
 *
 * @example
 * const options = openAIOptionsFromEnv(process.env);
 * const model = options ? new OpenAIChatModel(options) : undefined;
 */
export function openAIOptionsFromEnv(env: Record<string, string | undefined>): OpenAIChatModelOptions | null {
  const base = settingNamed(env, 'SWITCHBOARD_MODEL_BASE_URL', 'OPENAI_BASE_URL');
  const baseUrl = base?.value;
  const apiKey = setting(env, 'SWITCHBOARD_MODEL_API_KEY', 'OPENAI_API_KEY');
  if (baseUrl === undefined && apiKey === undefined) return null;
  if (base !== undefined) chatCompletionsUrl(base.value, base.name);
  const timeout = setting(env, 'SWITCHBOARD_MODEL_TIMEOUT_MS');
  // (A timer cannot wait longer than 2^31 - 1 ms, about 24.8 days: Node fires a longer one at once.)
  if (timeout !== undefined && (!/^[1-9][0-9]*$/.test(timeout) || Number(timeout) > MAX_TIMEOUT_MS)) {
    throw new FlowError(ERROR.modelConfigInvalid, errorMessages.modelTimeoutInvalid('SWITCHBOARD_MODEL_TIMEOUT_MS', timeout));
  }
  return {
    baseUrl: baseUrl ?? DEFAULT_BASE_URL,
    model: setting(env, 'SWITCHBOARD_MODEL', 'OPENAI_MODEL') ?? DEFAULT_MODEL,
    ...(apiKey !== undefined ? { apiKey } : {}),
    ...(timeout !== undefined ? { timeoutMs: Number(timeout) } : {}),
  };
}

/**
 * Talks to an OpenAI-compatible chat-completions server with global `fetch`.
 *
 * @example
 * const model = new OpenAIChatModel({ baseUrl: 'http://127.0.0.1:8080/v1', model: 'local' });
 * await model.complete({ messages: [{ role: 'user', content: 'Hello' }], tools: [] });
 */
export class OpenAIChatModel implements ChatModel {
  private readonly options: OpenAIChatModelOptions;
  private readonly endpoint: URL;
  /** The endpoint for messages: origin and path, never the query (it may hold a key). */
  private readonly where: string;

  /** How long one request may take, answer included: the runtime waits this long (and a second) for its reply. */
  get timeoutMs(): number {
    return Math.min(this.options.timeoutMs ?? DEFAULT_MODEL_TIMEOUT_MS, MAX_TIMEOUT_MS);
  }

  /**
   * Throws a `model_config_invalid` FlowError for a base URL that is not absolute http(s) or carries credentials,
   * a `timeoutMs` below 1 (or not a number) and a `maxResponseBytes` that is not a whole number from 1.
   */
  constructor(options: OpenAIChatModelOptions) {
    // Either would fail every request (a timer of 0 or NaN fires at once; a NaN cap reads nothing).
    const { timeoutMs, maxResponseBytes } = options as { timeoutMs?: unknown; maxResponseBytes?: unknown };
    if (timeoutMs !== undefined && !(typeof timeoutMs === 'number' && timeoutMs >= 1)) {
      throw new FlowError(ERROR.modelConfigInvalid, errorMessages.modelOptionInvalid('timeoutMs', String(timeoutMs), 'a number of milliseconds from 1'));
    }
    if (maxResponseBytes !== undefined && !(typeof maxResponseBytes === 'number' && Number.isInteger(maxResponseBytes) && maxResponseBytes >= 1)) {
      throw new FlowError(ERROR.modelConfigInvalid, errorMessages.modelOptionInvalid('maxResponseBytes', String(maxResponseBytes), 'a whole number of bytes from 1'));
    }
    this.options = options;
    this.endpoint = chatCompletionsUrl(options.baseUrl, 'the model base URL');
    this.where = `${this.endpoint.origin}${this.endpoint.pathname}`;
  }

  async complete(request: ModelRequest, options: { signal?: AbortSignal } = {}): Promise<ModelReply> {
    const url = this.where;
    const body: Record<string, unknown> = {
      ...this.options.extraBody,
      model: this.options.model,
      messages: request.messages.map(toWireMessage),
      // The shape `switchboard tools --format openai` prints (extra arguments refused: additionalProperties false).
      ...(request.tools.length > 0 ? { tools: request.tools.map(toOpenAITool) } : {}),
    };
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;

    // One clock for the whole request, answer included; the call's own signal (the call stopping) aborts it too.
    const timeoutMs = Math.min(this.options.timeoutMs ?? DEFAULT_MODEL_TIMEOUT_MS, MAX_TIMEOUT_MS);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => { timedOut = true; controller.abort(); }, timeoutMs);
    const stopWithCall = () => controller.abort(options.signal?.reason);
    options.signal?.addEventListener('abort', stopWithCall, { once: true });
    const failure = (error: unknown, phase: 'connect' | 'body'): unknown => {
      if (options.signal?.aborted && !timedOut) return error;
      // fetch reports "fetch failed" / "terminated" and keeps the reason (ECONNREFUSED, a closed socket) in its cause.
      const cause = (error as { cause?: unknown } | null)?.cause;
      const { code, message: detail } = describeError(cause ?? error);
      if (timedOut || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
        return new FlowError(ERROR.modelTimeout, errorMessages.modelTimeout(url, timeoutMs, phase === 'body'), { cause: error });
      }
      const secretFree = redactToken(detail, this.options.apiKey);
      if (phase === 'connect' && !closedAfterConnecting(cause)) return new FlowError(ERROR.modelUnreachable, errorMessages.modelUnreachable(url, secretFree), { cause: error });
      return new FlowError(ERROR.modelConnectionDropped, errorMessages.modelConnectionDropped(url, secretFree, phase === 'connect'), { cause: error });
    };

    let response: Response;
    let answer: CappedBody;
    const maxResponseBytes = this.options.maxResponseBytes ?? DEFAULT_MODEL_MAX_RESPONSE_BYTES;
    const startedAt = Date.now();
    // What became of the first ask, when the server's passing failure (a 500, 503, 429, …) made it ask once more.
    let firstStatus: number | undefined;
    let notWaited: number | undefined;
    try {
      for (;;) {
        try {
          // A redirect is not followed: fetch would resend the conversation to another server without the key, or turn the POST into a GET.
          response = await fetch(this.endpoint, { method: 'POST', headers, body: JSON.stringify(body), redirect: 'manual', signal: controller.signal });
        } catch (error) {
          throw failure(error, 'connect');
        }
        if (response.ok || firstStatus !== undefined) break;
        // One more ask within the same clock: a caller on the line is better served by a second try than the error edge.
        const again = modelRetry(response.status, response.headers.get('retry-after'), timeoutMs - (Date.now() - startedAt));
        if (!again.retry) {
          notWaited = again.asksSeconds;
          break;
        }
        firstStatus = response.status;
        cancelQuietly(response.body);
        try {
          await sleep(again.waitMs, undefined, { signal: controller.signal });
        } catch (error) {
          throw failure(error, 'connect');
        }
      }
      const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
      if (location !== null) {
        cancelQuietly(response.body);
        throw new FlowError(ERROR.modelHttp, errorMessages.modelRedirected(url, response.status, addressOf(location, url)));
      }
      try {
        // An error answer is shown by its start; a chat completion past the cap is refused.
        answer = await readCappedBody(response, response.ok ? maxResponseBytes : ERROR_BODY_BYTES, (pending) => pending, { keepStart: true });
      } catch (error) {
        throw failure(error, 'body');
      }
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', stopWithCall);
    }
    const text = answer.ok ? answer.text : answer.start ?? '';
    // Servers echo a rejected key back ("Incorrect API key provided: sk-…"); the message goes to logs and snapshots.
    // (before the message cuts the body short, which could leave half a key)
    if (!response.ok) {
      const asked = firstStatus !== undefined ? { firstStatus } : notWaited !== undefined ? { notWaitedSeconds: notWaited, timeoutMs } : {};
      throw new FlowError(ERROR.modelHttp, errorMessages.modelHttp(url, response.status, redactToken(text, this.options.apiKey), asked));
    }
    if (!answer.ok) throw new FlowError(ERROR.modelResponseTooLarge, errorMessages.modelResponseTooLarge(url, maxResponseBytes));
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      // Server-sent events: `stream: true` in extraBody, or a server that streams unasked.
      const streamed = (response.headers.get('content-type') ?? '').includes('text/event-stream') || /^\s*data:/.test(text);
      throw new FlowError(ERROR.modelResponse, errorMessages.modelResponse(streamed ? errorMessages.modelStreamed() : 'the body is not JSON'), { cause: error });
    }
    // Some servers answer an overload or a bad request with HTTP 200 and an error body: its words are the reason.
    const serverError = serverErrorOf(parsed);
    if (serverError !== undefined) throw new FlowError(ERROR.modelResponse, errorMessages.modelAnsweredError(redactToken(serverError, this.options.apiKey)));
    const reply = readReply(parsed, request.messages);
    // The log keeps the first answer's failure: the call went on, but the server stumbled.
    return firstStatus === undefined ? reply : { ...reply, retried: { status: firstStatus } };
  }
}

/**
 * Did the connection close after it was made, the request sent, before any answer? undici's "other side closed"
 * (`UND_ERR_SOCKET`), or a reset or broken pipe while reading or writing; a reset while connecting, a refusal, DNS
 * and TLS failures are not (the server was never reached).
 */
function closedAfterConnecting(cause: unknown): boolean {
  const { code, syscall } = (cause ?? {}) as { code?: unknown; syscall?: unknown };
  if (code === 'UND_ERR_SOCKET') return true;
  return (code === 'ECONNRESET' || code === 'EPIPE') && (syscall === 'read' || syscall === 'write');
}

/** Where a redirect points, for a message: origin and path only (a query may hold a key). */
function addressOf(location: string, base: string): string {
  try {
    const target = new URL(location, base);
    return `${target.origin}${target.pathname}`;
  } catch {
    return 'an invalid address';
  }
}

function toWireMessage(message: ChatMessage): Record<string, unknown> {
  switch (message.role) {
    case 'system':
    case 'user':
      return { role: message.role, content: message.content };
    case 'assistant':
      if (!message.toolCalls || message.toolCalls.length === 0) return { role: 'assistant', content: message.content };
      return {
        role: 'assistant',
        content: message.content === '' ? null : message.content,
        tool_calls: message.toolCalls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: JSON.stringify(call.arguments) } })),
      };
    case 'tool':
      return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
  }
}

/** The server's own error when an answer holds one (`{"error": {"message": …}}` or `{"error": "…"}`) and no reply. */
function serverErrorOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { error, choices } = body as { error?: unknown; choices?: unknown };
  if (error === undefined || error === null || (Array.isArray(choices) && choices.length > 0)) return undefined;
  if (typeof error === 'string') return error;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' ? message : JSON.stringify(error);
}

/** A model_bad_response FlowError: the answer's shape, in words. */
function badResponse(detail: string, cause?: unknown): FlowError {
  return new FlowError(ERROR.modelResponse, errorMessages.modelResponse(detail), cause === undefined ? undefined : { cause });
}

/** A value as a message names it: `null`, `a number`, `a list`. */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/**
 * The text of a message's `content`: a string, nothing (null, absent), or a list of parts as some compatible servers
 * send (`[{ type: 'text', text }]`: their texts joined; an image or audio part says nothing). Anything else is a bad
 * response, not silence: a content or a part of another kind, a text part whose text is not text.
 */
function replyText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (content === null || content === undefined) return '';
  if (!Array.isArray(content)) throw badResponse(`choices[0].message.content is ${typeof content}, not text`);
  return content.map((part: unknown, index) => {
    if (typeof part === 'string') return part;
    if (typeof part !== 'object' || part === null || Array.isArray(part)) {
      throw badResponse(`choices[0].message.content[${index}] is ${kindOf(part)}, not a content part`);
    }
    const { type, text } = part as { type?: unknown; text?: unknown };
    if (typeof text === 'string') return text;
    if (type === 'text') throw badResponse(`choices[0].message.content[${index}] is a text part whose text is ${kindOf(text)}, not text`);
    return '';
  }).join('');
}

/** What a reply with nothing to say held, for its message: `content null, finish_reason "stop"`. */
function emptyReplyDetail(message: { content?: unknown; function_call?: unknown }, finishReason: string | undefined): string {
  const finish = finishReason === undefined ? '' : `, finish_reason ${JSON.stringify(finishReason)}`;
  if (message.function_call !== undefined && message.function_call !== null) {
    return `the reply uses the legacy "function_call" form${finish}, which is not read: ` +
      'the server must answer with "tool_calls" (the tools are sent as "tools", which it should answer in kind)';
  }
  const content = message.content;
  let held: string;
  if (content === undefined) held = 'no content';
  else if (content === null) held = 'content null';
  else if (typeof content === 'string') held = content === '' ? 'content ""' : `content of blanks only (${JSON.stringify(content.slice(0, 20))})`;
  else {
    const parts = content as unknown[];
    const types = [...new Set(parts.map((part) => String((part as { type?: unknown }).type ?? 'untyped')))];
    held = parts.length === 0 ? 'content an empty list' : `content a list of ${parts.length} part${parts.length === 1 ? '' : 's'} with no text (${types.join(', ')})`;
  }
  return `the reply has nothing to say: ${held}, no tool calls and no refusal${finish}`;
}

/** Why a reply cannot be used as it stands, from its `finish_reason`: cut off, or withheld by a filter. */
function unfinishedReply(finishReason: string | undefined): string | undefined {
  // A cut-off reply would be said as if complete ("I will now tell you your acc"); its tool calls, half written.
  if (finishReason === 'length') {
    return 'the reply was cut off at the output token limit (finish_reason "length"), so it is not said; ' +
      'raise max_tokens (OpenAIChatModel\'s extraBody) or ask for shorter replies in the node\'s text';
  }
  if (finishReason === 'content_filter') return 'the server\'s content filter withheld or cut the reply (finish_reason "content_filter")';
  return undefined;
}

/**
 * Tool-call ids unique in the conversation, so each result is matched to its call: a missing id, or one the server
 * already gave (in this reply or an earlier round), becomes `call_<round>_<n>`, as ScriptedModel names them.
 */
function uniqueCallIds(calls: ToolCall[], history: readonly ChatMessage[]): ToolCall[] {
  const used = new Set<string>();
  let round = 1;
  for (const message of history) {
    if (message.role === 'tool') used.add(message.toolCallId);
    if (message.role !== 'assistant' || !message.toolCalls || message.toolCalls.length === 0) continue;
    round += 1;
    for (const call of message.toolCalls) used.add(call.id);
  }
  // The server's ids are kept where they are new, so the ids made up for the others avoid them too.
  const kept = calls.map((call) => {
    const keep = call.id !== '' && !used.has(call.id);
    if (keep) used.add(call.id);
    return keep;
  });
  return calls.map((call, index) => {
    if (kept[index]) return call;
    let id = `call_${round}_${index + 1}`;
    for (let again = 2; used.has(id); again += 1) id = `call_${round}_${index + 1}_${again}`;
    used.add(id);
    return { ...call, id };
  });
}

function readReply(body: unknown, history: readonly ChatMessage[]): ModelReply {
  const choice = (body as { choices?: { message?: unknown; finish_reason?: unknown }[] } | null)?.choices?.[0];
  const message = choice?.message as { content?: unknown; tool_calls?: unknown; refusal?: unknown; function_call?: unknown } | undefined;
  if (!message) throw badResponse('no choices[0].message');
  // A string or a number here would otherwise be read as an empty reply, said to the caller as silence.
  if (typeof message !== 'object') throw badResponse('choices[0].message is not an object');
  const finishReason = typeof choice?.finish_reason === 'string' ? choice.finish_reason : undefined;
  const unfinished = unfinishedReply(finishReason);
  if (unfinished !== undefined) throw new FlowError(ERROR.modelResponse, errorMessages.modelReplyUnusable(unfinished));
  // A refusal (OpenAI's `refusal`, content null) is the model's answer to the caller: said like any reply.
  const text = replyText(message.content);
  const refusal = typeof message.refusal === 'string' ? message.refusal : '';
  const content = text.trim() !== '' ? text : refusal.trim() !== '' ? refusal : '';
  if (!Array.isArray(message.tool_calls) || message.tool_calls.length === 0) {
    // Nothing to say is dead air on a phone line: the node's error edge is the flow's answer to it.
    if (content === '') throw new FlowError(ERROR.modelResponse, errorMessages.modelReplyUnusable(emptyReplyDetail(message, finishReason)));
    return { kind: 'text', text: content };
  }

  const calls: ToolCall[] = message.tool_calls.map((raw: unknown, index) => {
    if (typeof raw !== 'object' || raw === null) throw badResponse(`tool_calls[${index}] is not an object`);
    const call = raw as { id?: unknown; function?: { name?: unknown; arguments?: unknown } };
    const name = call.function?.name;
    if (typeof name !== 'string') throw badResponse(`tool_calls[${index}] has no function name`);
    const id = typeof call.id === 'string' ? call.id : '';
    const args = readArguments(call.function?.arguments);
    // Broken arguments are the model's mistake in one call, not a broken answer: it is told, and may try again.
    if ('problem' in args) return { id, name, arguments: {}, unreadableArguments: args };
    return { id, name, arguments: args.value };
  });
  return { kind: 'tool_calls', calls: uniqueCallIds(calls, history), ...(content !== '' ? { text: content } : {}) };
}

/** The longest start of unreadable arguments kept, to show the model what it sent. */
const UNREADABLE_ARGUMENTS_SHOWN = 200;

/** A tool call's `arguments` (JSON text, or already an object as some servers send): an object, or why not. */
function readArguments(raw: unknown): { value: Record<string, unknown> } | { text: string; problem: string } {
  if (raw === undefined || raw === null || raw === '') return { value: {} };
  let parsed: unknown = raw;
  if (typeof raw === 'string') {
    try {
      parsed = JSON.parse(raw);
    } catch {
      return { text: raw.slice(0, UNREADABLE_ARGUMENTS_SHOWN), problem: 'they are not JSON' };
    }
  }
  if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return { value: parsed as Record<string, unknown> };
  const text = typeof raw === 'string' ? raw : JSON.stringify(raw) ?? String(raw);
  return { text: text.slice(0, UNREADABLE_ARGUMENTS_SHOWN), problem: `they are JSON ${kindOf(parsed)}, not an object` };
}
