// A call session's log → a CallTrace: node entries interleaved with what was said and looked up, by turn.
import type { CallEvent } from '../runtime/CallEvent.js';
import type { ReplayCallStatus } from './callScript.js';
import type { CallTrace, TraceEvent } from './CallTrace.js';
import { lookupFailureOf } from '../runtime/lookupFailure.js';

/** The tool name a `#caller_lookup` node's lookups carry in traces and reports (`expect.lookups[].tool`). */
export const CALLER_LOOKUP_TOOL = '#caller_lookup';

/** How far the call's log and path had got when a step (the opening, or one caller turn) finished. */
export interface StepMark { events: number; path: number }

/**
 * Rebuilds the order of node entries and events. The runtime keeps the path and the event log apart;
 * within a step, a node is entered just before its first event, and nodes without events (branches)
 * sit between their neighbours.
 *
 * @example
 * traceOfCall(call.events, call.path, [{ events: 3, path: 2 }], call.variables, 'waiting', call.node);
 */
export function traceOfCall(
  events: readonly CallEvent[], path: readonly string[], marks: readonly StepMark[],
  variables: Record<string, unknown>, status: ReplayCallStatus, node: string | null,
): CallTrace {
  return placedTraceOfCall(events, path, marks, variables, status, node).trace;
}

/**
 * {@link traceOfCall}, plus where each call event landed: `positions[i]` is the index in the trace of the last
 * entry made for call event `i` (its node's entry, for events the trace does not keep such as model requests).
 */
export function placedTraceOfCall(
  events: readonly CallEvent[], path: readonly string[], marks: readonly StepMark[],
  variables: Record<string, unknown>, status: ReplayCallStatus, node: string | null,
): { trace: CallTrace; positions: number[] } {
  const positions: number[] = [];
  const trace: TraceEvent[] = [];
  let eventFrom = 0;
  let pathFrom = 0;
  marks.forEach((mark, turn) => {
    const stepPath = path.slice(pathFrom, mark.path);
    let entered = 0;
    const enterThrough = (nodeId: string): void => {
      const at = stepPath.indexOf(nodeId, entered);
      if (at < 0) return;
      for (const id of stepPath.slice(entered, at + 1)) trace.push({ kind: 'enter', node: id, turn });
      entered = at + 1;
    };
    for (let index = eventFrom; index < mark.events; index++) {
      const event = events[index];
      if (!event) break;
      if (event.type === 'hear') {
        trace.push({ kind: 'hear', node: event.node, text: event.text, turn, ...(event.keys === undefined ? {} : { keys: event.keys }) });
        positions.push(trace.length - 1);
        continue;
      }
      if (event.type === 'say') {
        enterThrough(event.node);
        const cut = event.shortened ? { dropped: event.shortened.dropped, limit: event.shortened.limit, cut: event.shortened.warning.code } : {};
        trace.push({ kind: 'say', node: event.node, text: event.text, turn, ...cut });
      } else if (event.type === 'lookup') {
        enterThrough(event.node);
        trace.push({ kind: 'lookup', node: event.node, tool: event.tool, outcome: event.outcome, turn, args: event.args, ...(event.error ? { error: lookupFailureOf(event) } : {}) });
      } else if (event.type === 'branch') {
        enterThrough(event.node);
        trace.push({
          kind: 'branch', node: event.node, variable: event.variable, value: event.value, case: event.case,
          ...(event.match === undefined ? {} : { match: event.match }), next: event.next, turn,
        });
      } else if (event.type === 'model_error') {
        enterThrough(event.node);
        trace.push({ kind: 'model_error', node: event.node, code: event.error.code, message: event.error.message, round: roundOf(events, index), turn });
      } else if (event.type === 'tries_used') {
        enterThrough(event.node);
        trace.push({ kind: 'tries_used', node: event.node, max: event.max, next: event.next, turn });
      } else if (event.type === 'caller_lookup') {
        enterThrough(event.node);
        trace.push({ kind: 'lookup', node: event.node, tool: CALLER_LOOKUP_TOOL, outcome: event.outcome, turn, ...(event.error ? { error: event.error } : {}) });
      } else {
        enterThrough(event.node);
      }
      positions.push(trace.length - 1);
    }
    for (const id of stepPath.slice(entered)) trace.push({ kind: 'enter', node: id, turn });
    eventFrom = mark.events;
    pathFrom = mark.path;
  });
  return { trace: { events: trace, variables, status, node }, positions };
}

/**
 * The round of its turn a model failure stopped at: the model requests its node made in the run of model events
 * (requests, replies, tool calls) just before it. A tool round is one request; the failing request counts.
 */
function roundOf(events: readonly CallEvent[], failure: number): number {
  const node = events[failure]?.node;
  let requests = 0;
  for (let index = failure - 1; index >= 0; index--) {
    const event = events[index];
    if (!event || event.node !== node || !(event.type === 'model_request' || event.type === 'model_reply' || event.type === 'tool_call')) break;
    if (event.type === 'model_request') requests += 1;
  }
  return requests;
}

