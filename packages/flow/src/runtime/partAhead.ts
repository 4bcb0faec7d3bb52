// The part of a flow a saved call still depends on: the node it rests at and every node it can go on to, as loaded.
import { createHash } from 'node:crypto';
import type { Flow, FlowNode } from '../flowTypes.js';
import { nodeEdges } from '../load/nodeEdges.js';

/** The nodes ahead of a call, each by a short digest of its loaded definition, and one digest of them all. */
export interface PartAhead {
  /** A digest of every node ahead, as loaded: comments, formatting and the nodes behind the call do not count. */
  digest: string;
  /**
   * The MAX_AHEAD_NAMED nodes ahead nearest the call (all of them in most flows), each by a short digest of the node
   * (12 hex digits): what a snapshot keeps, to name what changed when the digest differs.
   */
  named: Record<string, string>;
  /** How many nodes ahead `named` leaves out (0 in most flows). */
  leftOut: number;
}

/**
 * The most nodes ahead a snapshot names, nearest first (about 25 KB): a generated flow of 20,000 nodes would otherwise
 * put half a megabyte in every snapshot. The digest still covers them all.
 */
export const MAX_AHEAD_NAMED = 1000;

const parts = new WeakMap<Flow, Map<string, PartAhead>>();
/** Each node's canonical JSON and short digest, made once: a call saved at each turn reads most nodes ahead again. */
const nodeTexts = new WeakMap<FlowNode, { json: string; digest: string }>();

/**
 * The node `state` and the nodes reachable from it, by their loaded definitions (a flow is immutable once loaded, so
 * each flow's answer is kept, as each node's own digest is). A state that is no node (the call failed or looped) has
 * nothing ahead.
 *
 * @example
 * partAhead(flow, 'ask_city').named; // { ask_city: '3f1c…', find_by_name_and_city: '9ab0…', confirm: '…', … }
 */
export function partAhead(flow: Flow, state: string): PartAhead {
  let known = parts.get(flow);
  if (!known) parts.set(flow, (known = new Map()));
  const cached = known.get(state);
  if (cached) return cached;
  const queue = reachedFrom(flow, state);
  // canonicalJson of { id: node, … } for the nodes ahead, from each node's own text: the same digest, hashed once.
  const ids = [...queue].sort(byCodeUnits);
  const digest = sha256(`{${ids.map((id) => `${JSON.stringify(id)}:${textOf(flow.nodes[id]!).json}`).join(',')}}`);
  // Nearest first: the queue is in the order the nodes are reached (an object's integer-like keys would not be).
  const named = Object.fromEntries(queue.slice(0, MAX_AHEAD_NAMED).map((id) => [id, textOf(flow.nodes[id]!).digest]));
  const part = { digest, named, leftOut: Math.max(0, queue.length - MAX_AHEAD_NAMED) };
  known.set(state, part);
  return part;
}

/**
 * Every node ahead of `state` by its short digest, to name what changed ahead of a refused snapshot (made only then:
 * kept for every state a call was saved at, it held the whole flow once per state).
 *
 * @example
 * nodesAhead(flow, 'ask_city'); // { ask_city: '3f1c…', find_by_name_and_city: '9ab0…', confirm: '…', … }
 */
export function nodesAhead(flow: Flow, state: string): Record<string, string> {
  return Object.fromEntries(reachedFrom(flow, state).map((id) => [id, textOf(flow.nodes[id]!).digest]));
}

/** The ids of `state` and of every node reachable from it, in the order they are reached. */
function reachedFrom(flow: Flow, state: string): string[] {
  const queue = Object.hasOwn(flow.nodes, state) ? [state] : [];
  const seen = new Set(queue);
  for (let index = 0; index < queue.length; index += 1) {
    for (const { target } of nodeEdges(flow.nodes[queue[index]!]!)) {
      if (target !== '' && Object.hasOwn(flow.nodes, target) && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return queue;
}

/**
 * How the nodes ahead of a saved call differ from those ahead of it now: a node changed, one that now follows (new, or
 * newly led to), one that no longer does (removed, or no longer led to). A snapshot that named only the nearest nodes
 * (`savedComplete` false) cannot say which are new: only changed and gone are named from it.
 *
 * @example
 * changesAhead({ a: '1', b: '2' }, { a: '1', b: '3', c: '4' }); // { changed: ['b'], added: ['c'], gone: [] }
 */
export function changesAhead(saved: Record<string, string>, now: Record<string, string>, savedComplete = true): { changed: string[]; added: string[]; gone: string[] } {
  const changed = Object.keys(saved).filter((id) => Object.hasOwn(now, id) && saved[id] !== now[id]);
  const added = savedComplete ? Object.keys(now).filter((id) => !Object.hasOwn(saved, id)) : [];
  const gone = Object.keys(saved).filter((id) => !Object.hasOwn(now, id));
  return { changed, added, gone };
}

function textOf(node: FlowNode): { json: string; digest: string } {
  let text = nodeTexts.get(node);
  if (!text) {
    const json = canonicalJson(node);
    text = { json, digest: sha256(json).slice(0, 12) };
    nodeTexts.set(node, text);
  }
  return text;
}

function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** JSON with every record's keys sorted, so two loads of one node give one text whatever order its fields were written in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, field]) => field !== undefined).sort(([a], [b]) => byCodeUnits(a, b));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
