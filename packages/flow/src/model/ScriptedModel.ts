// A model whose replies are written in advance: for replays, tests and offline demos.
import { FlowError } from '../FlowError.js';
import { ERROR, errorMessages } from '../messages.js';
import type { ChatModel, ModelReply, ModelRequest } from './ChatModel.js';

/** A scripted reply: text to say, or tool calls (ids are filled in when absent). */
export type ScriptedReply =
  | string
  | { text: string }
  | { toolCalls: { name: string; arguments: Record<string, unknown>; id?: string }[] };

/**
 * Answers each request with the next scripted reply and keeps every request it received.
 *
 * @example
 * const model = new ScriptedModel([{ toolCalls: [{ name: 'lookup_customer', arguments: { full_name: 'Kaitlyn Meyers' } }] }, 'Found you.']);
 */
export class ScriptedModel implements ChatModel {
  /** Every request, in order, deep-copied: what the model was shown. */
  readonly requests: ModelRequest[] = [];
  private readonly replies: readonly ScriptedReply[];

  constructor(replies: readonly ScriptedReply[]) {
    this.replies = replies;
  }

  async complete(request: ModelRequest): Promise<ModelReply> {
    this.requests.push(structuredClone(request));
    const reply = this.replies[this.requests.length - 1];
    if (reply === undefined) throw new FlowError(ERROR.scriptExhausted, errorMessages.scriptExhausted(this.replies.length));
    if (typeof reply === 'string') return { kind: 'text', text: reply };
    if ('text' in reply) return { kind: 'text', text: reply.text };
    const round = this.requests.length;
    return {
      kind: 'tool_calls',
      calls: reply.toolCalls.map((call, index) => ({ id: call.id ?? `call_${round}_${index + 1}`, name: call.name, arguments: call.arguments })),
    };
  }
}
