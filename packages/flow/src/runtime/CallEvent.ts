// The call's structured log: everything that happened, in order, as plain JSON.
import type { LookupResult, ToolDefinition } from '@switchboard/matcher';
import type { CallerLookupOutcome } from '../callerLookup/CallerLookupOutcome.js';
import type { CallerLookupEdge, Json, LookupEdge } from '../flowTypes.js';
import type { ChatMessage, ModelReply } from '../model/ChatModel.js';

export interface ErrorInfo { code: string; message: string }

export type CallEvent =
  /**
   * `shortened`: a conversation node's answer was longer than a caller can be read (`limit` characters,
   * `MAX_SPOKEN_REPLY_CHARS` unless the call sets `maxReplyChars`): `text` is it up to a sentence end, and `dropped` the
   * rest, never said (the whole reply is the `model_reply` before it). On another node's text, a value its template
   * filled in was longer than `MAX_SPOKEN_VALUE_CHARS` (`value_too_long`): a caller's long turn said back is cut the
   * same, and `dropped` holds the rest of each value cut (one a line); the variables keep them whole.
   * `unformatted`: a value a template's formatter could not read (`{{customer.Due | date}}` holding "soon") was said as
   * written, one `value_not_formatted` warning each (on a `set` event too, for the value stored).
   */
  | { type: 'say'; node: string; text: string; shortened?: { limit: number; dropped: string; warning: ErrorInfo }; unformatted?: ErrorInfo[] }
  /** `try`, `max`: at a collect node with tries, which time the node asks in the call, and the most it asks (absent at others). */
  | { type: 'listen'; node: string; variable: string; try?: number; max?: number }
  /** A collect node the call came back to after its last try (`max`) sent it on to its `tries.then` (`next`) without asking. */
  | { type: 'tries_used'; node: string; max: number; next: string }
  /** `text`: what the node stored; `keys`: for keys pressed on the keypad, the keys as pressed (`101#`; absent for speech). */
  | { type: 'hear'; node: string; text: string; keys?: string }
  /** A `set` node stored these values (each the text its template rendered to), in the order written. */
  | { type: 'set'; node: string; values: Record<string, string>; unformatted?: ErrorInfo[] }
  /** A branch node chose: `value` is the variable's text as compared (null when it had none), `case` the index of the case taken (null: `otherwise`), `match` its phrase found in the value. */
  | { type: 'branch'; node: string; variable: string; value: string | null; case: number | null; match?: string; next: string }
  /**
   * `storedError`: on `error`, the code the node stored in `<into>_error`, which a flow branches on: the document's own
   * (`ARGUMENT_MISSING`, `SOURCE_UNAVAILABLE`) where `error` wraps it as `lookup_failed` (absent in a log written before 2026-12-07).
   */
  | { type: 'lookup'; node: string; tool: string; args: Record<string, string>; outcome: LookupEdge; result?: LookupResult; error?: ErrorInfo; storedError?: string }
  /** `record`: on `found`, what the node stored in its variable (absent in a log written before 2026-12-06). */
  | { type: 'caller_lookup'; node: string; outcome: CallerLookupEdge; record?: Json; status?: number; error?: ErrorInfo }
  /**
   * A request to the model. `messages` holds its first message (the node's instructions) and then only what the
   * call's earlier requests had not shown; the `repeated` messages between them are the conversation those requests
   * showed, counted rather than copied, so a long call's log grows with its turns, not their square
   * (`modelRequestMessages(events)` gives each request whole). Absent in a request logged before 2026-12-06, whose
   * `messages` are the whole request.
   */
  | { type: 'model_request'; node: string; messages: ChatMessage[]; repeated?: number; tools: ToolDefinition[] }
  | { type: 'model_reply'; node: string; reply: ModelReply }
  | { type: 'tool_call'; node: string; tool: string; args: Record<string, string>; result?: LookupResult | CallerLookupOutcome; error?: ErrorInfo }
  | { type: 'model_error'; node: string; error: ErrorInfo }
  /** The call itself could not go on (it looped without hearing the caller, a transfer had no destination); it ends as failed. */
  | { type: 'call_error'; node: string; error: ErrorInfo }
  | { type: 'transfer'; node: string; to: string }
  | { type: 'end'; node: string; reason: 'completed' | 'failed' };

/** Where a call stands. */
export type CallStatus = 'listening' | 'working' | 'ended' | 'transferred' | 'failed';
