// The result of replaying one call file: passed, failed (with divergences), or invalid (with issues).
import type { ReplayCallStatus, ReplayOutcome, TriesEdge } from './callScript.js';
import type { LookupFailure } from './CallTrace.js';
import type { Divergence } from './Divergence.js';
import type { ReplayIssue } from './ReplayIssue.js';

/** What the call did, kept in every report that ran so coverage and CI output need nothing else. */
export interface CallRun {
  file: string;
  name: string;
  /** The flow file, absolute. */
  flow: string;
  path: string[];
  /** `args`: what each lookup was given; `error`: why one that took its `error` edge failed (the code the flow stored). */
  lookups: { node: string; tool: string; outcome: ReplayOutcome; turn: number; args?: Record<string, string>; error?: LookupFailure }[];
  /** Conversation nodes whose model turn failed (each then took its `error` edge, or failed the call), with the code. */
  modelFailures: { node: string; code: string; turn: number }[];
  /** Each branch node's choice, in order: the case taken (its place, 0 the first; null: `otherwise`). */
  branches: { node: string; case: number | null; turn: number }[];
  /**
   * The edges of collect nodes' `tries` taken, in order: `then` (the node's tries were used) and `silence` (a turn with
   * no words asked again at once). Absent in a report written before tries were kept.
   */
  triesEdges?: { node: string; edge: TriesEdge; turn: number }[];
  variables: Record<string, unknown>;
  /** Agent and caller lines in order, for reading a failure. */
  transcript: { who: 'agent' | 'caller'; node: string; text: string; turn: number }[];
  callStatus: ReplayCallStatus;
  turnsHeard: number;
  durationMs: number;
  /** Likely mistakes in the call file that did not stop it (`turn_split_at_comma`, `model_replies_unused`, …); absent when there are none. */
  warnings?: ReplayIssue[];
}

export type CallReport =
  | ({ status: 'passed' } & CallRun)
  | ({ status: 'failed'; divergences: [Divergence, ...Divergence[]] } & CallRun)
  | { status: 'invalid'; file: string; name: string; flow: string | null; issues: ReplayIssue[]; durationMs: number; warnings?: ReplayIssue[] };

export interface ReplaySummary { total: number; passed: number; failed: number; invalid: number }

/**
 * Counts reports by status.
 *
 * @example
 * summarise(reports); // { total: 7, passed: 6, failed: 1, invalid: 0 }
 */
export function summarise(reports: readonly CallReport[]): ReplaySummary {
  const count = (status: CallReport['status']): number => reports.filter((report) => report.status === status).length;
  return { total: reports.length, passed: count('passed'), failed: count('failed'), invalid: count('invalid') };
}
