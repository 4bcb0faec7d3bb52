// One model request within a deadline, its failure coded: a ChatModel of one's own that hangs or throws never holds a
// caller in silence for ever, nor fails a node with the code "error".
import { describeError, FlowError } from '../FlowError.js';
import { ERROR, errorMessages } from '../messages.js';
import { DEFAULT_MODEL_TIMEOUT_MS } from './OpenAIChatModel.js';
import type { ChatModel, ModelReply, ModelRequest } from './ChatModel.js';

/** The most characters of a ChatModel's own error message kept, as for a lookup provider's. */
const MAX_MODEL_FAILURE_CHARS = 500;

/** Past its own timeout, how long a model that times itself out (`timeoutMs`) is still waited for: its error comes first. */
const OWN_TIMEOUT_GRACE_MS = 1000;

/**
 * How long one request to `model` may take: `timeoutMs` when the call was given one, else the model's own `timeoutMs`
 * (OpenAIChatModel's, set by `SWITCHBOARD_MODEL_TIMEOUT_MS`) and a second, so its own error says what happened; else
 * {@link DEFAULT_MODEL_TIMEOUT_MS}.
 *
 * @example
 * modelWaitMs({ complete }, undefined); // 30000
 */
export function modelWaitMs(model: ChatModel, timeoutMs: number | undefined): number {
  if (timeoutMs !== undefined) return timeoutMs;
  const own = (model as { timeoutMs?: unknown }).timeoutMs;
  return typeof own === 'number' && Number.isFinite(own) && own >= 1 ? own + OWN_TIMEOUT_GRACE_MS : DEFAULT_MODEL_TIMEOUT_MS;
}

/**
 * `model.complete(request)`, failing with `model_timeout` past `timeoutMs` (the request's signal is aborted then) and
 * with `model_failed` when the model throws an error with no code of its own (a FlowError's code, such as
 * OpenAIChatModel's `model_http_error`, is kept).
 *
 * @example
 * const reply = await askModel(model, { messages, tools }, { node: 'help', timeoutMs: 30000 });
 */
export async function askModel(model: ChatModel, request: ModelRequest, options: { node: string; timeoutMs: number; signal?: AbortSignal }): Promise<ModelReply> {
  const controller = new AbortController();
  const stop = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', stop, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new FlowError(ERROR.modelTimeout, errorMessages.modelNoReply(options.node, options.timeoutMs)));
        controller.abort();
      }, options.timeoutMs);
    });
    // The call stopped: no more waiting, even on a model that pays no heed to the signal (the finally clears the timer).
    const stopped = new Promise<never>((_, reject) => { controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }); });
    // Through a promise, so a model that throws at once (not in a promise) is caught the same way.
    return await Promise.race([Promise.resolve().then(() => model.complete(request, { signal: controller.signal })), deadline, stopped]);
  } catch (error) {
    if (typeof (error as { code?: unknown } | null)?.code === 'string') throw error;
    throw new FlowError(ERROR.modelFailed, errorMessages.modelFailed(options.node, failureDetail(error)), { cause: error });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', stop);
  }
}

/** What a ChatModel's thrown value says went wrong, capped; a throw that says nothing is said so, with the fix. */
function failureDetail(error: unknown): string {
  const message = typeof error === 'string' ? error : describeError(error).message;
  const said = typeof error === 'string' || (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string');
  if (!said || message.trim() === '') return errorMessages.modelSaidNothing(said ? 'an error with no message' : String(error));
  return message.length <= MAX_MODEL_FAILURE_CHARS ? message : `${message.slice(0, MAX_MODEL_FAILURE_CHARS)}… (${(message.length - MAX_MODEL_FAILURE_CHARS).toLocaleString('en-US')} more characters not kept)`;
}
