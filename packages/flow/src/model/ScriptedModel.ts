// A model whose replies are written in advance: for replays, tests and offline demos.
import { FlowError } from '../FlowError.js';
import { ERROR, errorMessages } from '../messages.js';
import type { ChatModel, ModelReply, ModelRequest } from './ChatModel.js';

/** A scripted reply: text to say, or tool calls (ids are filled in when absent). */
export type ScriptedReply =
  | string
  | { text: string }
  | { toolCalls: { name: string; arguments: Record<string, unknown>; id?: string }[] };

export interface ScriptedModelOptions {
  /**
   * Keep a deep copy of every request in `requests` (the default). A replay leaves it off: each request holds the
   * whole conversation so far, so keeping them all makes a call of n turns hold n² messages.
   */
  keepRequests?: boolean;
}

/**
 * Answers each request with the next scripted reply and keeps every request it received.
 *
 * @example
 * const model = new ScriptedModel([{ toolCalls: [{ name: 'lookup_customer', arguments: { full_name: 'Kaitlyn Meyers' } }] }, 'Found you.']);
 */
export class ScriptedModel implements ChatModel {
  /** Every request, in order, deep-copied: what the model was shown (none with `keepRequests: false`). */
  readonly requests: ModelRequest[] = [];
  private readonly replies: readonly ScriptedReply[];
  private readonly keepRequests: boolean;
  private requestCount = 0;

  constructor(replies: readonly ScriptedReply[], options: ScriptedModelOptions = {}) {
    this.replies = replies;
    this.keepRequests = options.keepRequests ?? true;
  }

  /** How many requests it was asked, those past its replies included. */
  get asked(): number {
    return this.requestCount;
  }

  async complete(request: ModelRequest): Promise<ModelReply> {
    if (this.keepRequests) this.requests.push(structuredClone(request));
    this.requestCount += 1;
    const round = this.requestCount;
    const reply = this.replies[round - 1];
    if (reply === undefined) throw new FlowError(ERROR.scriptExhausted, errorMessages.scriptExhausted(this.replies.length));
    if (typeof reply === 'string') return { kind: 'text', text: reply };
    if ('text' in reply) return { kind: 'text', text: reply.text };
    return {
      kind: 'tool_calls',
      calls: reply.toolCalls.map((call, index) => ({ id: call.id ?? `call_${round}_${index + 1}`, name: call.name, arguments: call.arguments })),
    };
  }
}
