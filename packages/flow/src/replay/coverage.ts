// Which nodes, outcome edges (lookups' outcomes, conversations' `error`, collect nodes' `tries` edges) and branch cases
// of a flow the replayed calls exercised.
import { CALLER_LOOKUP_OUTCOMES, LOOKUP_OUTCOMES, type BranchNode, type Flow } from '../flowTypes.js';
import { cappedList } from '@switchboard/matcher';
import { LISTED_NAMES } from '../messages.js';
import type { ReplayOutcome, TriesEdge } from './callScript.js';

export interface NodeCoverage { id: string; kind: string; visits: number }
/** One edge: a lookup's outcome, a conversation's `error`, or a collect node's `tries` edge (`then`, `silence`). */
export interface EdgeCoverage { node: string; outcome: ReplayOutcome | TriesEdge; target: string; taken: number }
/**
 * One way out of a branch node: a case by its place (`case`, 0 the first) and its first phrase (`match`), or its
 * `otherwise` (`case` null, no `match`).
 */
export interface CaseCoverage { node: string; case: number | null; match?: string; target: string; taken: number }

/** An outcome edge coverage does not ask for, since no call can take it, and why. */
export interface LeftOutEdge { node: string; outcome: ReplayOutcome; target: string; why: string }

export interface FlowCoverage {
  flow: string;
  /** The calls counted: those that passed (a run given without a status counts). */
  calls: number;
  /** Calls of the flow that failed their expectations: left out, since a failing call proves nothing about its way. */
  failingCalls: number;
  nodes: NodeCoverage[];
  edges: EdgeCoverage[];
  /**
   * Edges left out of `edges`: the `ambiguous` edge of a lookup that cannot answer it (bound to no caller's words, on
   * an exact lookup whose keys never repeat: `neverAmbiguous`). Empty when none.
   */
  leftOut: LeftOutEdge[];
  /** Every branch node's cases and `otherwise`: a case leading where another goes is still a way of its own. */
  cases: CaseCoverage[];
  nodesVisited: number;
  edgesTaken: number;
  casesTaken: number;
}

/** What coverage needs from one replayed call. */
export interface CoveredRun {
  path: readonly string[];
  lookups: readonly { node: string; outcome: ReplayOutcome }[];
  /** Conversation nodes whose model turn failed: each took its `error` edge when it has one (absent: none failed). */
  modelFailures?: readonly { node: string }[];
  /** Each branch node's choice, in order: the case taken (null: `otherwise`). Absent: none. */
  branches?: readonly { node: string; case: number | null }[];
  /** The collect nodes' `tries` edges taken: `then`, `silence` (absent: none). */
  triesEdges?: readonly { node: string; edge: TriesEdge }[];
  /** A replay report's status: a `failed` run is not counted (absent: counted). */
  status?: string;
}

/**
 * Counts, for one flow, how often each node was entered and each outcome edge taken: `confident`, `ambiguous`,
 * `not_found`, `error` of `#lookup` nodes, `found`, `not_found`, `error` of `#caller_lookup` nodes, and the `error`
 * edge of conversation nodes that have one. A run whose status is `failed` is not counted, only tallied in
 * `failingCalls`: its expectations did not hold, so the way it went is not the way its file says it goes.
 *
 * @example
 * const coverage = flowCoverage(flow, reports.filter((r) => r.status !== 'invalid' && r.flow === flow.file));
 * coverage.edges.filter((edge) => edge.taken === 0); // the edges no call reached
 */
export function flowCoverage(flow: Flow, runs: readonly CoveredRun[], options: { neverAmbiguous?: ReadonlySet<string> } = {}): FlowCoverage {
  const visits = new Map<string, number>();
  const taken = new Map<string, number>();
  const counted = runs.filter((run) => run.status !== 'failed');
  for (const run of counted) {
    for (const node of run.path) visits.set(node, (visits.get(node) ?? 0) + 1);
    for (const lookup of run.lookups) {
      const key = `${lookup.node}\u0000${lookup.outcome}`;
      taken.set(key, (taken.get(key) ?? 0) + 1);
    }
    for (const failure of run.modelFailures ?? []) {
      const key = `${failure.node}\u0000error`;
      taken.set(key, (taken.get(key) ?? 0) + 1);
    }
    for (const tried of run.triesEdges ?? []) {
      const key = `${tried.node}\u0000${tried.edge}`;
      taken.set(key, (taken.get(key) ?? 0) + 1);
    }
    for (const branch of run.branches ?? []) {
      const key = `${branch.node}\u0000case\u0000${branch.case ?? 'otherwise'}`;
      taken.set(key, (taken.get(key) ?? 0) + 1);
    }
  }
  const nodes: NodeCoverage[] = Object.values(flow.nodes).map((node) => ({ id: node.id, kind: node.kind, visits: visits.get(node.id) ?? 0 }));
  const edges: EdgeCoverage[] = [];
  const leftOut: LeftOutEdge[] = [];
  for (const node of Object.values(flow.nodes)) {
    const edge = (outcome: ReplayOutcome | TriesEdge, target: string): void => {
      edges.push({ node: node.id, outcome, target, taken: taken.get(`${node.id}\u0000${outcome}`) ?? 0 });
    };
    if (node.kind === 'lookup') {
      for (const outcome of LOOKUP_OUTCOMES) {
        // A call that takes it anyway keeps it counted: what the calls did outranks what the table says.
        const impossible = outcome === 'ambiguous' && options.neverAmbiguous?.has(node.id) === true && !taken.has(`${node.id}\u0000${outcome}`);
        if (impossible) leftOut.push({ node: node.id, outcome, target: node.on[outcome], why: NEVER_AMBIGUOUS });
        else edge(outcome, node.on[outcome]);
      }
    }
    if (node.kind === 'caller_lookup') for (const outcome of CALLER_LOOKUP_OUTCOMES) edge(outcome, node.on[outcome]);
    // The model failing is a way through the flow like a lookup's error: its target being reached otherwise proves nothing.
    if (node.kind === 'conversation' && node.error !== undefined) edge('error', node.error);
    // A collect's tries: its `then` is reached otherwise too, and its re-ask on silence is a way back of its own.
    if (node.kind === 'collect' && node.tries !== undefined) {
      edge('then', node.tries.then);
      if (node.tries.silence === 'again') edge('silence', node.id);
    }
  }
  const cases = Object.values(flow.nodes).flatMap((node) => (node.kind === 'branch' ? branchCases(node, taken) : []));
  return {
    flow: flow.file,
    calls: counted.length,
    failingCalls: runs.length - counted.length,
    nodes,
    edges,
    leftOut,
    cases,
    nodesVisited: nodes.filter((node) => node.visits > 0).length,
    edgesTaken: edges.filter((edge) => edge.taken > 0).length,
    casesTaken: cases.filter((entry) => entry.taken > 0).length,
  };
}

const NEVER_AMBIGUOUS = 'an exact lookup bound to no caller\'s words, on keys that never repeat, cannot answer it';

/** A branch node's cases and its `otherwise`, each with how often the calls took it (`taken` keyed as `flowCoverage` keys it). */
function branchCases(node: BranchNode, taken: ReadonlyMap<string, number>): CaseCoverage[] {
  const count = (place: number | 'otherwise'): number => taken.get(`${node.id}\u0000case\u0000${place}`) ?? 0;
  return [
    ...node.cases.map((entry, place): CaseCoverage => ({
      node: node.id, case: place, ...(entry.match[0] === undefined ? {} : { match: entry.match[0] }), target: entry.next, taken: count(place),
    })),
    { node: node.id, case: null, target: node.otherwise, taken: count('otherwise') },
  ];
}

/** A branch's way as the report names it: `"billing"` (its case's first phrase), `case 3` (one with none), `otherwise`. */
function caseName(entry: CaseCoverage): string {
  if (entry.case === null) return 'otherwise';
  return entry.match === undefined ? `case ${entry.case + 1}` : `"${entry.match}"`;
}

/**
 * True when every node was entered, every outcome edge taken and every branch case (its `otherwise` too) taken.
 *
 * @example
 * coverage.every(isFullCoverage); // true once the calls reach the whole flow
 */
export function isFullCoverage(coverage: FlowCoverage): boolean {
  return coverage.nodesVisited === coverage.nodes.length && coverage.edgesTaken === coverage.edges.length
    && coverage.casesTaken === coverage.cases.length;
}

/**
 * A short coverage section: totals, then every node and edge never reached.
 *
 * @example
 * formatCoverage(coverage);
 * // coverage of flows/customer-care/flow.yaml (7 calls)
 * //   nodes: 12/12   outcome edges: 7/8
 * //   never taken: find_by_city --error--> sorry_transfer
 */
export function formatCoverage(coverage: FlowCoverage, show: (file: string) => string = (file) => file): string {
  const lines = [
    `coverage of ${show(coverage.flow)} (${coverage.calls} call${coverage.calls === 1 ? '' : 's'}` +
      (coverage.failingCalls > 0 ? `; ${coverage.failingCalls} failing call${coverage.failingCalls === 1 ? '' : 's'} not counted)` : ')'),
    `  nodes: ${coverage.nodesVisited}/${coverage.nodes.length}   outcome edges: ${coverage.edgesTaken}/${coverage.edges.length}` +
      // A flow without branches keeps its line as it was: no "branch cases: 0/0".
      (coverage.cases.length > 0 ? `   branch cases: ${coverage.casesTaken}/${coverage.cases.length}` : '') +
      (isFullCoverage(coverage) ? '   (full)' : ''),
  ];
  // A flow of hundreds of nodes: each list names its first LISTED_NAMES and counts the rest (--json has them all).
  const unvisited = coverage.nodes.filter((node) => node.visits === 0).map((node) => node.id);
  if (unvisited.length > 0) lines.push(`  never visited: ${cappedList(unvisited, LISTED_NAMES)}`);
  const untaken = coverage.edges.filter((e) => e.taken === 0);
  for (const edge of untaken.slice(0, LISTED_NAMES)) lines.push(`  never taken: ${edge.node} --${edge.outcome}--> ${edge.target}`);
  if (untaken.length > LISTED_NAMES) lines.push(`  never taken: ${(untaken.length - LISTED_NAMES).toLocaleString('en-US')} more outcome edges (--json lists them all)`);
  const casesUntaken = coverage.cases.filter((entry) => entry.taken === 0);
  for (const entry of casesUntaken.slice(0, LISTED_NAMES)) lines.push(`  never taken: ${entry.node} --${entry.case === null ? '' : 'case '}${caseName(entry)}--> ${entry.target}`);
  if (casesUntaken.length > LISTED_NAMES) lines.push(`  never taken: ${(casesUntaken.length - LISTED_NAMES).toLocaleString('en-US')} more branch cases (--json lists them all)`);
  for (const edge of coverage.leftOut) lines.push(`  left out: ${edge.node} --${edge.outcome}--> ${edge.target} (${edge.why})`);
  if (isFullCoverage(coverage)) {
    const taken = coverage.edges.map((edge) => `${edge.node}:${edge.outcome}×${edge.taken}`);
    if (taken.length > 0) lines.push(`  edges: ${cappedList(taken, LISTED_NAMES)}`);
    const casesTaken = coverage.cases.map((entry) => `${entry.node}:${caseName(entry)}×${entry.taken}`);
    if (casesTaken.length > 0) lines.push(`  cases: ${cappedList(casesTaken, LISTED_NAMES)}`);
  }
  return lines.join('\n') + '\n';
}
