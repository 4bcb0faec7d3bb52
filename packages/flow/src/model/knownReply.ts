// A model's reply as the call keeps it: only the fields a ModelReply has, each plain JSON, whatever a ChatModel of the
// API user's own handed over (a bigint, a function, a record holding itself), since the reply goes into the call's
// log, its history for the model and its snapshot, which must all stay JSON.
import { FlowError } from '../FlowError.js';
import { ERROR, errorMessages } from '../messages.js';
import { nonJsonField } from '../runtime/nonJsonField.js';
import type { ModelReply, ToolCall } from './ChatModel.js';

/** The longest start of arguments kept to show the model what was sent (as `nonTextArgument` keeps). */
const ARGUMENTS_SHOWN = 200;

/**
 * `reply` rebuilt from the fields a {@link ModelReply} has, each plain JSON: other fields are left out, a tool call's
 * id that is not text is named `call_<round>_<n>` (as the adapters name a missing one), a bigint argument is read as
 * its digits, and an argument holding what JSON cannot (a function, a Date, a loop) makes the call's arguments
 * unreadable, so the tool does not run and the model is told (`tool_arguments_invalid`). A `tool_calls` reply with no
 * call is its text, said as a `text` reply is (with no text, it is `model_bad_response`). A reply of no known shape
 * (its `kind` neither `text` nor `tool_calls`, its text not text, its calls not a list) is `model_bad_response`.
 *
 * @example
 * knownReply({ kind: 'text', text: 'Hello.', cost: 3n } as ModelReply, 1); // { kind: 'text', text: 'Hello.' }
 */
export function knownReply(reply: ModelReply, round: number): ModelReply {
  const given = reply as unknown as Record<string, unknown> | null;
  if (typeof given !== 'object' || given === null) throw badReply(`it is ${describe(given)}, not a reply object`);
  const status = (given.retried as { status?: unknown } | undefined)?.status;
  const retried = typeof status === 'number' && Number.isFinite(status) ? { retried: { status } } : {};
  if (given.kind === 'text') {
    if (typeof given.text !== 'string') throw badReply(`its kind is "text" but its text is ${describe(given.text)}`);
    return { kind: 'text', text: given.text, ...retried };
  }
  if (given.kind !== 'tool_calls') throw badReply(`its kind is ${describe(given.kind)}, where a reply is "text" or "tool_calls"`);
  if (!Array.isArray(given.calls)) throw badReply(`its kind is "tool_calls" but its calls are ${describe(given.calls)}, not a list`);
  if (given.text !== undefined && typeof given.text !== 'string') throw badReply(`its text beside its tool calls is ${describe(given.text)}`);
  // No call to run: its text is the answer, as the OpenAI adapter reads `"tool_calls": []`. Read as a round of calls,
  // the model was asked again and again, its answer never said, and the empty list went back to it (OpenAI: HTTP 400).
  if (given.calls.length === 0) {
    if (typeof given.text === 'string' && given.text.trim() !== '') return { kind: 'text', text: given.text, ...retried };
    throw badReply('its kind is "tool_calls" but it holds no tool call, and no text to say');
  }
  const calls = given.calls.map((call: unknown, index) => knownCall(call, round, index));
  return { kind: 'tool_calls', calls, ...(typeof given.text === 'string' ? { text: given.text } : {}), ...retried };
}

function knownCall(call: unknown, round: number, index: number): ToolCall {
  const given = (typeof call === 'object' && call !== null ? call : {}) as Record<string, unknown>;
  if (typeof given.name !== 'string') throw badReply(`its tool call ${index + 1} has ${given.name === undefined ? 'no name' : `the name ${describe(given.name)}`}, where a tool's name is text`);
  const id = typeof given.id === 'string' && given.id !== '' ? given.id : `call_${round}_${index + 1}`;
  const unreadable = given.unreadableArguments as { text?: unknown; problem?: unknown } | undefined;
  if (unreadable !== undefined) {
    return { id, name: given.name, arguments: {}, unreadableArguments: { text: String(unreadable?.text), problem: String(unreadable?.problem) } };
  }
  const sent = given.arguments;
  // Cheap test first: arguments of text, as every chat API's adapter hands over.
  if (typeof sent === 'object' && sent !== null && !Array.isArray(sent) && Object.values(sent).every((value) => typeof value === 'string')) {
    return { id, name: given.name, arguments: { ...(sent as Record<string, string>) } };
  }
  // Absent arguments are none; null, a list, text or a number are for the runtime to refuse (`nonTextArgument`).
  if (sent === undefined) return { id, name: given.name, arguments: {} };
  const digits = typeof sent === 'object' && sent !== null && !Array.isArray(sent)
    ? Object.fromEntries(Object.entries(sent).map(([name, value]) => [name, typeof value === 'bigint' ? String(value) : value]))
    : sent;
  const problem = typeof digits === 'object' && digits !== null ? nonJsonField(digits) : nonJsonField({ arguments: digits });
  if (problem === undefined) return { id, name: given.name, arguments: structuredClone(digits) as Record<string, unknown> };
  const what = Array.isArray(digits) || typeof digits !== 'object' || digits === null ? `they hold ${problem.holds}` : `the value of ${JSON.stringify(problem.field)} is ${problem.holds}`;
  return { id, name: given.name, arguments: {}, unreadableArguments: { text: shownArguments(digits), problem: `${what}, not text` } };
}

function badReply(problem: string): FlowError {
  return new FlowError(ERROR.modelResponse, errorMessages.ownModelReplyInvalid(problem));
}

/** What a value is, in words, for a message. */
function describe(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'string') return JSON.stringify(value.slice(0, 40));
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'a record' : `a ${typeof value}`;
}

/** The start of the arguments as JSON would write them, a value JSON cannot hold named in brackets. */
function shownArguments(value: unknown): string {
  const seen = new WeakSet<object>();
  const text = JSON.stringify(value, (_key, field: unknown) => {
    if (typeof field === 'bigint') return String(field);
    if (typeof field === 'function') return '[a function]';
    if (typeof field === 'object' && field !== null) {
      if (seen.has(field)) return '[a loop back into itself]';
      seen.add(field);
    }
    return field;
  });
  return (text ?? String(value)).slice(0, ARGUMENTS_SHOWN);
}
