// What a replayed call did, reduced to what expectations talk about: a plain, ordered event list.
import type { ReplayCallStatus, ReplayOutcome } from './callScript.js';

/**
 * One thing that happened in a call. `turn` counts the caller utterances heard so far:
 * 0 is the opening before the caller speaks, n is the agent's response to utterance n.
 */
export type TraceEvent =
  | { kind: 'enter'; node: string; turn: number }
  /**
   * `dropped`: the part of a model reply past the spoken cap, never said (`reply_too_long`), or of a value a template
   * filled in (`value_too_long`), which `cut` names; `limit` that cap.
   */
  | { kind: 'say'; node: string; text: string; turn: number; dropped?: string; limit?: number; cut?: string }
  /** `keys`: for keys pressed on the keypad, the keys as pressed (`101#`); `text` is what the node stored. */
  | { kind: 'hear'; node: string; text: string; turn: number; keys?: string }
  /**
   * `args`: what the lookup was given, as the directive bound it; `error`: on `error`, why it failed, as the flow stored
   * it (the document's own code where it gave one) with the provider's message. Absent in traces made without them.
   */
  | { kind: 'lookup'; node: string; tool: string; outcome: ReplayOutcome; turn: number; args?: Record<string, string>; error?: LookupFailure }
  /** A branch node's choice: the variable's text (null: none), the case taken (null: otherwise) and its phrase found. */
  | { kind: 'branch'; node: string; variable: string; value: string | null; case: number | null; match?: string; next: string; turn: number }
  /**
   * A conversation node's model turn stopped (the node then took its `error` edge, or the call failed): the failure's
   * code and message, and the round of the turn it stopped at (its model request: 1 the first; 0 before any).
   */
  | { kind: 'model_error'; node: string; code: string; message: string; round: number; turn: number }
  /** A collect node the call came back to after its last try (`max`): the call went on to its `tries.then` (`next`) without asking. */
  | { kind: 'tries_used'; node: string; max: number; next: string; turn: number };

/** Why a lookup took its `error` edge: the code the flow stored in `<into>_error`, and what went wrong. */
export interface LookupFailure { code: string; message: string }

export interface CallTrace {
  events: TraceEvent[];
  /** Flow variables when the replay stopped. */
  variables: Record<string, unknown>;
  /** `waiting` when the flow still waits for the caller. */
  status: ReplayCallStatus;
  /** The node the call was at when the replay stopped. */
  node: string | null;
}

/**
 * The node ids a call passed through, in order.
 *
 * @example
 * tracePath(trace); // ['greet', 'ask_name', 'find_customer', 'confirm']
 */
export function tracePath(trace: CallTrace): string[] {
  return trace.events.flatMap((event) => (event.kind === 'enter' ? [event.node] : []));
}

/**
 * How many caller utterances the call heard.
 *
 * @example
 * turnsHeard(trace); // 2
 */
export function turnsHeard(trace: CallTrace): number {
  return trace.events.filter((event) => event.kind === 'hear').length;
}
