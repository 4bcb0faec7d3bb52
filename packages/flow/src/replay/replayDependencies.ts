// What a replayed call runs against: the flow's documents with scripted failures, and the scripted model, both on a deadline.
import type { LookupProvider } from '../lookup/LookupProvider.js';
import type { ChatModel } from '../model/ChatModel.js';
import { ScriptedModel, type ScriptedReply } from '../model/ScriptedModel.js';
import type { LookupFailure, ScriptedReply as CallFileReply } from './callScript.js';
import type { Deadline } from './Deadline.js';
import { DIVERGENCE_LABELS } from './messages.js';

/** What the scripted documents saw: calls of each tool, and the `lookup_failures` entries (by index) raised. */
export interface FailuresRecord { calls: Map<string, number>; raised: Set<number> }

/** The error a `lookup_failures` entry makes a lookup throw; its `code` is the one the call file gave. */
export class ScriptedLookupFailure extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
    this.name = 'ScriptedLookupFailure';
  }
}

/**
 * Wraps each document so scripted failures throw and every call is bounded by the turn's deadline.
 * Calls are counted per tool across the whole call, so `call: 2` fails only the second lookup.
 *
 * @example
 * const documents = scriptedDocuments(loaded.documents, [{ tool: 'lookup_customer', code: 'SOURCE_UNAVAILABLE' }], deadline);
 */
export function scriptedDocuments(
  documents: Record<string, LookupProvider>, failures: readonly LookupFailure[], deadline: Deadline,
  /** Filled as the call goes: how often each tool was called, and which failures (by index) were raised. */
  record: FailuresRecord = { calls: new Map(), raised: new Set() },
): Record<string, LookupProvider> {
  const calls = record.calls;
  const wrapped: Record<string, LookupProvider> = {};
  for (const [name, provider] of Object.entries(documents)) {
    wrapped[name] = {
      tools: provider.tools,
      call: (toolName, args) => {
        const count = (calls.get(toolName) ?? 0) + 1;
        calls.set(toolName, count);
        const index = failures.findIndex((entry) => entry.tool === toolName && (entry.call === undefined || entry.call === count));
        const failure = failures[index];
        if (failure) {
          record.raised.add(index);
          const message = failure.message ?? DIVERGENCE_LABELS.scriptedFailure(toolName, count);
          return Promise.reject(new ScriptedLookupFailure(failure.code, message));
        }
        return deadline.guard(Promise.resolve().then(() => provider.call(toolName, args)));
      },
    };
  }
  return wrapped;
}

/** The scripted model for a call file, plus which call-file entry each model request consumes. */
export interface ReplayModel {
  model: ChatModel;
  /** Request i (0-based) is answered by call-file entry `entryOfRequest[i]`. */
  entryOfRequest: number[];
  /** How many requests the model was asked so far (past `entryOfRequest.length`, the replies ran out). */
  asked(): number;
}

/**
 * Turns call-file replies into a scripted model: an entry with `tool_calls` and `say` answers two
 * requests, the tool calls first and then, once the model has seen the results, the text.
 *
 * @example
 * const { model } = replayModel([{ say: 'Happy to help.' }], deadline);
 */
export function replayModel(entries: readonly CallFileReply[], deadline: Deadline): ReplayModel {
  const replies: ScriptedReply[] = [];
  const entryOfRequest: number[] = [];
  entries.forEach((entry, index) => {
    if (entry.tool_calls && entry.tool_calls.length > 0) {
      replies.push({ toolCalls: entry.tool_calls.map((call) => ({ name: call.tool, arguments: call.args })) });
      entryOfRequest.push(index);
    }
    if (entry.say !== undefined) {
      replies.push({ text: entry.say });
      entryOfRequest.push(index);
    }
  });
  // Only how many requests were asked is needed: keeping each (the whole conversation so far) made a soak call n².
  const scripted = new ScriptedModel(replies, { keepRequests: false });
  return {
    model: { complete: (request) => deadline.guard(scripted.complete(request)) },
    entryOfRequest,
    asked: () => scripted.asked,
  };
}
