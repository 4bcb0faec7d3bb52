// Checks the machine part of a call snapshot before XState reads it: an edited or truncated file is refused, not crashed on.
import type { Flow } from '../flowTypes.js';
import { FAILED_STATE, LOOPING_STATE } from './createCallMachine.js';

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const CALL_FIELDS = ['caller', 'called', 'call_id', 'started_at'] as const;
const LIST_FIELDS = ['lookupVariables', 'history', 'events', 'path'] as const;

/**
 * What is wrong with a snapshot's `machine` for this flow, or null when a call can resume from it.
 *
 * @example
 * snapshotProblem({ status: 'active', value: 'nope', context: {} }, flow); // '"machine.value" is "nope", which is not a node of …'
 */
export function snapshotProblem(machine: unknown, flow: Flow): string | null {
  if (!isFields(machine)) return '"machine" must be a mapping';
  if (machine.status !== 'active' && machine.status !== 'done') return `"machine.status" must be "active" or "done", not ${JSON.stringify(machine.status)}`;
  const state = machine.value;
  if (typeof state !== 'string' || !(state in flow.nodes || state === FAILED_STATE || state === LOOPING_STATE)) {
    return `"machine.value" is ${JSON.stringify(state)}, which is not a node of ${flow.file}`;
  }
  // A call rests only where it waits: for the caller (a collect), for a lookup or a model (a node whose actor is in
  // `children`), or at its end. A snapshot anywhere else would resume into a call that never moves again.
  const kind = state === FAILED_STATE || state === LOOPING_STATE ? 'end' : flow.nodes[state]!.kind;
  const ended = kind === 'end' || kind === 'transfer';
  if ((machine.status === 'done') !== ended) {
    return `"machine.status" is ${JSON.stringify(machine.status)} but "machine.value" is ${JSON.stringify(state)}, ${ended ? 'where the call has ended' : 'where it has not'}`;
  }
  const waitsOnActor = kind === 'lookup' || kind === 'caller_lookup' || kind === 'conversation';
  if (!ended && kind !== 'collect' && !(waitsOnActor && isFields(machine.children) && Object.keys(machine.children).length > 0)) {
    return `"machine.value" is ${JSON.stringify(state)}, a ${kind} node, where a call never rests${waitsOnActor ? ' without the lookup or model it is waiting for ("machine.children")' : ''}`;
  }
  const context = machine.context;
  if (!isFields(context)) return '"machine.context" must be a mapping';
  const call = context.call;
  if (!isFields(call)) return '"machine.context.call" must be a mapping';
  for (const field of CALL_FIELDS) {
    if (typeof call[field] !== 'string') return `"machine.context.call.${field}" must be text`;
  }
  if (!isFields(context.variables)) return '"machine.context.variables" must be a mapping';
  for (const field of LIST_FIELDS) {
    if (!Array.isArray(context[field])) return `"machine.context.${field}" must be a list`;
  }
  if (context.ending !== null && !isFields(context.ending)) return '"machine.context.ending" must be null or a mapping';
  if (context.stepsWithoutCaller !== undefined && typeof context.stepsWithoutCaller !== 'number') return '"machine.context.stepsWithoutCaller" must be a number';
  // A count edited into text or a list would have a node with tries ask for ever, or never.
  if (context.visits !== undefined) {
    if (!isFields(context.visits)) return '"machine.context.visits" must be a mapping';
    const bad = Object.entries(context.visits).find(([, count]) => typeof count !== 'number' || !Number.isInteger(count) || count < 0);
    if (bad) return `"machine.context.visits.${bad[0]}" must be a whole number, not ${JSON.stringify(bad[1])}`;
  }
  return null;
}
