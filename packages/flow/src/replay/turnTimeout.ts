// How long one replayed turn may take, and what a turn that ran out of time was waiting for.
import { parseDirective } from '@switchboard/directive';
import { DEFAULT_TIMEOUT_MS as DEFAULT_CALLER_LOOKUP_TIMEOUT_MS } from '../callerLookup/CallerLookupConfig.js';
import type { Flow } from '../flowTypes.js';
import { DEFAULT_TURN_TIMEOUT_MS, MAX_TIMER_MS } from './callScript.js';
import { DIVERGENCE_LABELS } from './messages.js';

/** How long the flow's own caller lookup may wait for the client database; 0 when it has none. */
export function callerLookupAllowanceMs(flow: Flow): number {
  if (!flow.callerLookup || flow.callerLookup.url === '') return 0;
  return flow.callerLookup.timeout_ms ?? DEFAULT_CALLER_LOOKUP_TIMEOUT_MS;
}

/**
 * The per-turn limit: the one asked for (`--timeout`, the call file's `timeout_ms`), else the default plus the
 * flow's caller-lookup timeout, so a slow client database is cut off by the flow itself (whose `error` edge the
 * call file then checks), never by the replay first.
 *
 * @example
 * turnTimeoutMs(undefined, flowWithCallerLookup); // 10000 with the caller lookup's default 5000 ms
 */
export function turnTimeoutMs(asked: number | undefined, flow: Flow): number {
  // A timer holds no more: a longer one (an API caller's timeoutMs) would fire at once and cut every turn off.
  return Math.min(asked ?? DEFAULT_TURN_TIMEOUT_MS + callerLookupAllowanceMs(flow), MAX_TIMER_MS);
}

/** What a node that did not finish in time was waiting for, and a hint when the flow itself explains why. */
export interface Waiting { what: string; hint: string; /** The divergence's "actual" when it is not "no answer from {what}". */ actual?: string }

/**
 * What the node was waiting for, in words for the timeout's message.
 *
 * @example
 * waitingAt(flow, 'identify', 1000); // { what: 'the caller lookup', hint: "; its own timeout (…) is 60000 ms: …" }
 */
export function waitingAt(flow: Flow, node: string, turnMs: number): Waiting {
  const flowNode = flow.nodes[node];
  if (flowNode === undefined) return { what: 'a lookup or model reply', hint: DIVERGENCE_LABELS.neverSettles };
  switch (flowNode.kind) {
    case 'lookup': {
      const directive = parseDirective(flowNode.text).directive;
      return { what: `the lookup ${directive?.kind === 'lookup' ? directive.tool : ''}`.trimEnd(), hint: DIVERGENCE_LABELS.neverSettles };
    }
    case 'caller_lookup': {
      const ownMs = callerLookupAllowanceMs(flow);
      return { what: 'the caller lookup', hint: ownMs >= turnMs ? DIVERGENCE_LABELS.callerLookupOutlastsTurn(ownMs) : '' };
    }
    case 'conversation':
      return { what: 'the model', hint: DIVERGENCE_LABELS.neverSettles };
    default:
      // A say, collect, set, branch, transfer or end node waits on nothing: the turn was merely slow.
      return { what: DIVERGENCE_LABELS.nothingAt(flowNode.kind), hint: DIVERGENCE_LABELS.limitTooShort, actual: DIVERGENCE_LABELS.stillRunning(turnMs) };
  }
}
