// Maybe-unset variables: a forward, path-by-path walk of the node graph for each variable a node reads.
import { parseDirective } from '@switchboard/directive';
import { callerLookupNodeVariables, lookupNodeVariables, type FlowNode } from '../flowTypes.js';
import { ISSUE, issueMessages, type UnsetConsequence } from '../messages.js';
import { branchMatches, phraseWords } from '../runtime/branchMatches.js';
import { phraseHolds } from './phraseHolds.js';
import type { NodeEdge } from './nodeEdges.js';
import type { PendingIssue } from './readFlowNodes.js';
import type { ParseNodeText } from './directiveParses.js';
import { unsetCheckIndex, type UnsetCheckIndex } from './unsetCheckIndex.js';
import { referencesOf, storedBy } from './validateVariables.js';
import { variableOf } from '../template/readVariable.js';

/**
 * Whether `variable` has a value once the call leaves `node` by `edge`, given whether it had one on the way in.
 * A `collect` stores the utterance; a `#lookup` stores its `_candidates`, `_outcome` and `_heard` on every edge but
 * its row only on `confident` (`null` otherwise, said as nothing); a `#caller_lookup` its record only on `found`.
 */
function valueAfter(node: FlowNode, edge: NodeEdge, variable: string, had: boolean): boolean {
  const outcome = edge.field[1];
  switch (node.kind) {
    case 'collect':
      // On `tries.then` too: the node has asked `max` times by then, each answer stored.
      return had || node.into === variable;
    case 'set': {
      // A value written blank (`ext: ""`) empties the variable, as a lookup's null row does; any other is a value.
      const entry = node.values.find((value) => value.name === variable);
      return entry === undefined ? had : !isBlankLiteral(entry.value);
    }
    case 'lookup': {
      const [row, candidates, outcomeVariable, heard, errorVariable] = lookupNodeVariables(node.into);
      if (variable === row) return outcome === 'confident';
      if (variable === errorVariable) return outcome === 'error';
      return had || variable === candidates || variable === outcomeVariable || variable === heard;
    }
    case 'caller_lookup': {
      const [record, outcomeVariable, errorVariable] = callerLookupNodeVariables(node.into);
      if (variable === record) return outcome === 'found';
      if (variable === errorVariable) return outcome === 'error';
      return had || variable === outcomeVariable || variable === callerLookupNodeVariables(node.into)[3];
    }
    default:
      return had;
  }
}

/** A `set` value that is empty text whatever the call holds: nothing but spaces, and no template. */
function isBlankLiteral(template: string): boolean {
  return template.trim() === '';
}

/** The nodes that give `variable` a value on at least one of their edges, in the order of `position`. */
function settersOf(index: UnsetCheckIndex, position: ReadonlyMap<string, number>, variable: string): string[] {
  // (Only a node storing the variable can give it a value.)
  return (index.storers.get(variable) ?? [])
    .filter((id) => {
      const node = index.nodes[id];
      return node !== undefined && position.has(id) && (index.edges.get(id) ?? []).some((edge) => valueAfter(node, edge, variable, false));
    })
    .sort((a, b) => position.get(a)! - position.get(b)!);
}

/** One step of a path, for messages: the node and the edge taken out of it when it has more than one. */
function stepLabel(node: FlowNode, edge: NodeEdge): string {
  const [first, second] = edge.field;
  if (first === 'next') return node.id;
  if (first === 'on' || first === 'otherwise' || first === 'error') return `${node.id} [${String(second ?? first)}]`;
  if (first === 'tries') return `${node.id} [tries.${String(second)}]`;
  if (node.kind === 'branch' && first === 'cases' && typeof second === 'number') {
    return `${node.id} [${node.cases[second]?.match.join(', ') ?? `cases[${second}]`}]`;
  }
  return node.id;
}

/** What a check cost, for a test to see how it grows with the flow: the nodes its walks visited, all variables together. */
export interface UnsetCheckCost { visits: number }

interface Arrival { node: string; via?: { from: Arrival; label: string } }

/** Whether a branch whose variable holds `value` leaves by `edge`: by the first case holding its words, else `otherwise`. */
function branchTakes(node: Extract<FlowNode, { kind: 'branch' }>, edge: NodeEdge, value: string | undefined): boolean {
  const index = node.cases.findIndex((branchCase) => branchMatches(value, branchCase.match));
  const [first, second] = edge.field;
  return index < 0 ? first === 'otherwise' : first === 'cases' && second === index;
}

type BranchNode = Extract<FlowNode, { kind: 'branch' }>;

/**
 * What an earlier branch on the same answer says of it, until something stores it again: it holds one of the
 * phrases in `matched` (the case taken; null when it took `otherwise`) and none of those in `unmatched` (the cases
 * tried before). Phrases as the branch compares them.
 */
interface AnswerFact { matched: string[] | null; unmatched: string[] }

function edgeId(edge: NodeEdge): string {
  const [first, second] = edge.field;
  return first === 'cases' ? `cases.${String(second)}` : 'otherwise';
}

/** What taking `edge` out of a branch says of its answer. */
function factAfter(node: BranchNode, edge: NodeEdge): AnswerFact {
  const [first, second] = edge.field;
  const taken = first === 'cases' ? Number(second) : node.cases.length;
  const unmatched = [...new Set(node.cases.slice(0, taken).flatMap((branchCase) => branchCase.match.map(phraseWords)))].sort();
  const matched = first === 'cases' ? [...new Set(node.cases[taken]?.match.map(phraseWords) ?? [])].sort() : null;
  return { matched, unmatched };
}

/**
 * The edges a branch can take given what an earlier branch on the same answer said of it: a case whose every
 * phrase holds one the answer was found not to hold is passed over, and a case one of whose phrases is held by each
 * phrase of the case taken before is taken (nothing after it can be).
 */
function edgesGiven(node: BranchNode, fact: AnswerFact): Set<string> {
  const edges = new Set<string>();
  const matched = fact.matched?.filter((phrase) => phrase !== '') ?? [];
  for (const [index, branchCase] of node.cases.entries()) {
    const phrases = branchCase.match.map(phraseWords).filter((phrase) => phrase !== '');
    if (phrases.every((phrase) => fact.unmatched.some((absent) => phraseHolds(phrase, absent)))) continue;
    edges.add(`cases.${index}`);
    if (matched.length > 0 && matched.every((found) => phrases.some((phrase) => phraseHolds(found, phrase)))) return edges;
  }
  edges.add('otherwise');
  return edges;
}

/**
 * How many (node, what is known) pairs the walk may visit before it lets go of what branches said of answers (a
 * flow of many menus each checked twice has exponentially many): then it follows every edge of such branches, as
 * it would without that knowledge, which can only report more; and so for the flow's other variables.
 */
const MAX_WALK_STATES = 5_000;

/** How one variable's state changes along the flow's edges, as the walk of it follows it. */
interface VariableStates {
  variable: string;
  /** Whether the state is the last outcome of the lookups owning the variable (a branch on it is followed exactly). */
  byOutcome: boolean;
  /** The nodes whose edges can change the state: those storing it (for what follows an outcome, the lookups). */
  changers: ReadonlySet<string>;
  /** A state in which the variable has a value. */
  valued: string;
  hasValue(state: string): boolean;
  stateAfter(node: FlowNode, edge: NodeEdge, state: string): string;
  possibleByOutcome(node: FlowNode, edge: NodeEdge, state: string): boolean;
}

function variableStates(index: UnsetCheckIndex, variable: string): VariableStates {
  // The state of the variable on arrival: '-' no value, '+' a value; for what a lookup owns and follows its outcome,
  // the outcome itself (`confident`, `ambiguous`, …), so that a branch on `<owner>_outcome` takes only its real edges.
  const owned = index.lookupOwned(variable);
  const byOutcome = owned !== undefined && index.followsOutcome(owned);
  const owner = owned?.owner ?? variable;
  const outcomeVariable = `${owner}_outcome`;
  const withValue = owned?.holds === 'candidates' ? ['ambiguous'] : ['confident', 'found'];
  const hasValue = (state: string) => (byOutcome ? withValue.includes(state) : state === '+');
  return {
    variable,
    byOutcome,
    changers: new Set(index.storers.get(byOutcome ? owner : variable) ?? []),
    valued: byOutcome ? withValue[0]! : '+',
    hasValue,
    stateAfter: (node, edge, state) => {
      if (byOutcome) return (node.kind === 'lookup' || node.kind === 'caller_lookup') && node.into === owner ? String(edge.field[1]) : state;
      return valueAfter(node, edge, variable, hasValue(state)) ? '+' : '-';
    },
    possibleByOutcome: (node, edge, state) =>
      !byOutcome || node.kind !== 'branch' || node.variable.trim() !== outcomeVariable || branchTakes(node, edge, state === '-' ? undefined : state),
  };
}

/** Whether taking `edge` out of `node` (with the variable unset, then with a value) leaves the variable with a value. */
function valueAfterEdge(states: VariableStates, node: FlowNode, edge: NodeEdge): { fromUnset: boolean; fromValue: boolean } {
  if (!states.changers.has(node.id)) return { fromUnset: false, fromValue: true };
  return {
    fromUnset: states.hasValue(states.stateAfter(node, edge, '-')),
    fromValue: states.hasValue(states.stateAfter(node, edge, states.valued)),
  };
}

/** Whether no edge of the flow takes a value the variable has away (a blank `set`, a lookup not confident). */
function neverEmptied(index: UnsetCheckIndex, states: VariableStates): boolean {
  return ![...states.changers].some((id) => {
    const node = index.nodes[id];
    return node !== undefined && (index.edges.get(id) ?? []).some((edge) => !valueAfterEdge(states, node, edge).fromValue);
  });
}

/**
 * For a variable no edge empties and no branch follows exactly (its walk then follows every edge but those setting
 * it, breadth-first in edge order), the arrival at each reader whose first way from `start` (`firstReachedBy`) takes
 * no edge setting it: that way is the walk's to it. Undefined when the first way to a reader sets it (whether another
 * way does not is the walk's to find). Looks only at the nodes storing the variable that are on each reader's way.
 */
function firstWayArrivals(
  index: UnsetCheckIndex, states: VariableStates, readers: ReadonlySet<string>, cost: UnsetCheckCost, firstArrival: (id: string) => Arrival,
): Map<string, Arrival> | undefined {
  const unset = new Map<string, Arrival>();
  for (const reader of readers) {
    if (!index.reachable.has(reader)) continue;
    for (const changer of states.changers) {
      cost.visits += 1;
      const node = index.nodes[changer];
      if (node === undefined || changer === reader || !index.onFirstWayTo(changer, reader)) continue;
      // The edge the way leaves the changer by: the one that first reached the next node on the way.
      const taken = (index.edges.get(changer) ?? []).find((edge) => index.firstReachedBy.get(edge.target)?.edge === edge && index.onFirstWayTo(edge.target, reader));
      if (taken === undefined || valueAfterEdge(states, node, taken).fromUnset) return undefined;
    }
    unset.set(reader, firstArrival(reader));
  }
  return unset;
}

/**
 * Whether some way from `start` may reach one of `readers` with the variable unset, following every edge (the walk
 * follows fewer): searched backwards from the readers, through edges that leave an unset variable unset, to `start`
 * or to an edge that can empty it. False is certain; a walk finds the ways when true. A chain of questions, each
 * answer read by the next, costs a step per answer where the walk from `start` cost the chain.
 */
function mayArriveUnset(index: UnsetCheckIndex, start: string, states: VariableStates, readers: ReadonlySet<string>, cost: UnsetCheckCost): boolean {
  const behind = new Set(readers);
  const queue = [...readers];
  for (let at = 0; at < queue.length; at += 1) {
    const id = queue[at]!;
    cost.visits += 1;
    if (id === start) return true;
    for (const { from, edge } of index.incoming.get(id) ?? []) {
      const node = index.nodes[from];
      if (node === undefined) continue;
      const { fromUnset, fromValue } = valueAfterEdge(states, node, edge);
      if (!fromValue && index.reachable.has(from)) return true;
      if (fromUnset || behind.has(from)) continue;
      behind.add(from);
      queue.push(from);
    }
  }
  return false;
}

/**
 * For every node of `readers` a call can reach with the variable still unset, the arrival at its end of the shortest
 * such path from `start` (`pathOf` spells it as step labels ending at that node). Walks the graph of (node, has a
 * value) pairs breadth-first.
 */
function unsetArrivals(
  start: string, index: UnsetCheckIndex, states: VariableStates, readers: ReadonlySet<string>, walk: { knowAnswers: boolean }, cost: UnsetCheckCost,
): Map<string, Arrival> {
  const { nodes } = index;
  const { hasValue, stateAfter, possibleByOutcome } = states;
  const knowAnswers = walk.knowAnswers;
  // An answer two or more branches read: a second branch on it cannot go against the first (asked once, checked twice).
  const tracked: ReadonlySet<string> = knowAnswers ? index.answersReadTwice : new Set();
  type Facts = Readonly<Record<string, AnswerFact>>;
  const factsAfter = (node: FlowNode, edge: NodeEdge, facts: Facts): Facts => {
    const stored = index.stored.get(node.id) ?? [];
    let next: Record<string, AnswerFact> | undefined;
    for (const answer of Object.keys(facts)) {
      if (stored.includes(variableOf(answer))) { next ??= { ...facts }; delete next[answer]; }
    }
    if (node.kind === 'branch' && tracked.has(node.variable.trim())) return { ...(next ?? facts), [node.variable.trim()]: factAfter(node, edge) };
    return next ?? facts;
  };
  const possibleByAnswer = (node: FlowNode, edge: NodeEdge, facts: Facts): boolean => {
    if (node.kind !== 'branch') return true;
    const fact = facts[node.variable.trim()];
    return fact === undefined || edgesGiven(node, fact).has(edgeId(edge));
  };
  // Where no edge empties the variable, a state with a value never leads to one without: such states are not
  // walked. Nor is the rest of the walk once every reader has its arrival. (Both change how many states the walk
  // counts, so only once what branches said of answers is let go of.)
  const keepsValue = !knowAnswers && neverEmptied(index, states);

  interface State { value: string; facts: Facts }
  const seen = new Set<string>();
  // (What is known of answers is spelt once per set of facts: most states share the empty one.)
  const spelt = new WeakMap<Facts, string>();
  const factsKey = (facts: Facts) => {
    let known = spelt.get(facts);
    if (known === undefined) {
      known = JSON.stringify(Object.entries(facts).sort(([a], [b]) => a.localeCompare(b)));
      spelt.set(facts, known);
    }
    return known;
  };
  const key = (id: string, state: State) => `${state.value} ${id} ${factsKey(state.facts)}`;
  // (The arrival, not its path: a path is spelt out only for a node that reads the variable, so a long chain of nodes
  // costs a path per report, not one per node; 3,000 nodes reading 300 variables took 91 s before.)
  const unset = new Map<string, Arrival>();
  let readersReached = 0;
  const first: State = { value: '-', facts: {} };
  const queue: { arrival: Arrival; state: State }[] = [{ arrival: { node: start }, state: first }];
  seen.add(key(start, first));
  for (let at = 0; at < queue.length; at += 1) {
    if (knowAnswers && queue.length > MAX_WALK_STATES) {
      walk.knowAnswers = false;
      return unsetArrivals(start, index, states, readers, walk, cost);
    }
    cost.visits += 1;
    const { arrival, state } = queue[at]!;
    const node = nodes[arrival.node];
    if (!hasValue(state.value) && !unset.has(arrival.node)) {
      unset.set(arrival.node, arrival);
      if (readers.has(arrival.node)) readersReached += 1;
      if (!knowAnswers && readersReached === readers.size) break;
    }
    if (!node) continue;
    for (const edge of index.edges.get(arrival.node) ?? []) {
      if (edge.target === '' || !(edge.target in nodes)) continue;
      if (!possibleByOutcome(node, edge, state.value) || !possibleByAnswer(node, edge, state.facts)) continue;
      const after: State = { value: stateAfter(node, edge, state.value), facts: factsAfter(node, edge, state.facts) };
      if (keepsValue && hasValue(after.value)) continue;
      const afterKey = key(edge.target, after);
      if (seen.has(afterKey)) continue;
      seen.add(afterKey);
      queue.push({ arrival: { node: edge.target, via: { from: arrival, label: stepLabel(node, edge) } }, state: after });
    }
  }
  return unset;
}

/** Whether `variable` gets a value (not blank) from an entry of the set node written above the one for `name`. */
function setAbove(node: Extract<FlowNode, { kind: 'set' }>, name: string, variable: string): boolean {
  const index = node.values.findIndex((entry) => entry.name === name);
  return node.values.slice(0, Math.max(index, 0)).some((entry) => entry.name === variable && !isBlankLiteral(entry.value));
}

function pathOf(arrival: Arrival): string[] {
  const steps: string[] = [];
  for (let at = arrival.via; at; at = at.from.via) steps.push(at.label);
  return [...steps.reverse(), arrival.node];
}

/** What reading an unset variable does, by where it is read. */
function consequenceOf(node: FlowNode, field: string): UnsetConsequence {
  // (`field` is the field as a message names it: `to`, `text`, `values.greeting_name`.)
  if (node.kind === 'transfer' && field === 'to') return 'transfer';
  if (node.kind === 'lookup' && field === 'text') return 'lookup';
  if (node.kind === 'branch') return 'branch';
  if (node.kind === 'conversation') return 'model';
  if (node.kind === 'set') return 'set';
  return 'said';
}

/**
 * Reports each variable a node reads that is not set on some path from `start` to the node: the variables a call
 * can have are only those its `collect`, `#lookup` and `#caller_lookup` nodes store (a flow declares no inputs, and
 * `call.*` is always set), so such a path is a call that reads nothing there. In a transfer's `to` that is an error
 * (the call would be handed to nobody, or to a number cut short); elsewhere a warning (the text is said without the
 * value, a lookup gets an empty argument, a branch takes `otherwise`), since the walk cannot tell that a branch's
 * answers rule the path out. Unknown variables and unreachable nodes are reported on their own.
 *
 * @example
 * validateUnsetVariables('ask', nodes, order);
 * // [{ code: 'maybe_unset_variable', node: 'hand_over', severity: 'error', message: 'node "hand_over" reads "ext" in "to", … ask → route [otherwise] → hand_over …' }]
 */
export function validateUnsetVariables(
  start: string, nodes: Record<string, FlowNode>, order: readonly string[], parse: ParseNodeText = parseDirective,
  cost: UnsetCheckCost = { visits: 0 },
): PendingIssue[] {
  if (!(start in nodes)) return [];
  const stored = new Set<string>();
  // What #lookup and #caller_lookup nodes store never reaches the model, on any path: nothing to report there; nor
  // does what a `set` node copies from it (the runtime keeps such a variable from the model too).
  const hiddenFromModel = new Set<string>();
  for (const id of order) {
    const node = nodes[id];
    if (!node) continue;
    for (const variable of storedBy(node)) {
      stored.add(variable);
      if (node.kind !== 'collect' && node.kind !== 'set') hiddenFromModel.add(variable);
    }
  }
  // Followed from each hidden variable to the set values copying it, and on from those: each set node read once.
  const copiedInto = new Map<string, string[]>();
  for (const id of order) {
    const node = nodes[id];
    if (node?.kind !== 'set') continue;
    cost.visits += 1;
    for (const { name, place } of referencesOf(node, parse).references) {
      const from = variableOf(name);
      const copies = copiedInto.get(from);
      if (copies === undefined) copiedInto.set(from, [String(place[1])]);
      else copies.push(String(place[1]));
    }
  }
  const hiddenQueue = [...hiddenFromModel];
  for (let at = 0; at < hiddenQueue.length; at += 1) {
    for (const name of copiedInto.get(hiddenQueue[at]!) ?? []) {
      if (hiddenFromModel.has(name)) continue;
      hiddenFromModel.add(name);
      hiddenQueue.push(name);
    }
  }
  const candidates = new Set(order.flatMap((id) => { const node = nodes[id]; return node?.kind === 'lookup' ? [lookupNodeVariables(node.into)[1]] : []; }));
  // Every read, by variable: where it stands and what reading nothing there would do.
  const reads = new Map<string, { id: string; field: string; place: (string | number)[]; within?: { line: number; column: number } }[]>();
  for (const id of order) {
    const node = nodes[id];
    if (!node) continue;
    const found: { field: string; place: (string | number)[]; name: string; within?: { line: number; column: number } }[] = [...referencesOf(node, parse).references];
    if (node.kind === 'branch') found.push({ field: 'variable', place: ['variable'], name: node.variable });
    const once = new Set<string>();
    for (const { field, place, name, within } of found) {
      const variable = variableOf(name);
      if (variable === 'call' || !stored.has(variable) || once.has(`${field} ${variable}`)) continue;
      // A `set` value reading a variable set (not blank) above it in the same node reads that value.
      if (node.kind === 'set' && setAbove(node, String(place[1]), variable)) continue;
      if (node.kind === 'conversation' && hiddenFromModel.has(variable)) continue;
      // How many candidates there were is a value on every outcome (0 but when ambiguous).
      if (candidates.has(variable) && name.split('.').slice(1).map((part) => part.trim()).join('.') === 'length') continue;
      once.add(`${field} ${variable}`);
      const read = { id, field, place, ...(within ? { within } : {}) };
      const known = reads.get(variable);
      if (known === undefined) reads.set(variable, [read]);
      else known.push(read);
    }
  }

  const issues: PendingIssue[] = [];
  const index = unsetCheckIndex(start, nodes);
  const position = new Map(order.map((id, at) => [id, at]));
  // (What a branch said of an answer is worth knowing only of an answer two branches read: with none, nothing is.)
  const walk = { knowAnswers: index.answersReadTwice.size > 0 };
  // The first way to each node, as an arrival, made once for every variable whose readers it answers.
  const firstArrivals = new Map<string, Arrival>();
  const firstArrival = (id: string): Arrival => {
    const unmade: string[] = [];
    for (let at: string | undefined = id; at !== undefined && !firstArrivals.has(at); at = index.firstReachedBy.get(at)?.from) unmade.push(at);
    for (const at of unmade.reverse()) {
      const by = index.firstReachedBy.get(at);
      const from = by === undefined ? undefined : index.nodes[by.from];
      firstArrivals.set(at, by === undefined || from === undefined ? { node: at } : { node: at, via: { from: firstArrivals.get(by.from)!, label: stepLabel(from, by.edge) } });
    }
    return firstArrivals.get(id)!;
  };
  for (const [variable, places] of reads) {
    const states = variableStates(index, variable);
    const readers = new Set(places.map((place) => place.id));
    // Spared the walk: readers whose first ways answer for it, or none that can be reached unset. Not while answers
    // are known, as the walk's size decides when they are let go of, for this variable and those after it. (Readers
    // times setters past the flow's size cost more than the walk: then it is walked.)
    let unset: Map<string, Arrival> | undefined;
    if (!walk.knowAnswers) {
      if (!states.byOutcome && readers.size * states.changers.size <= index.reachable.size && neverEmptied(index, states)) {
        unset = firstWayArrivals(index, states, readers, cost, firstArrival);
      }
      if (unset === undefined && !mayArriveUnset(index, start, states, readers, cost)) continue;
    }
    unset ??= unsetArrivals(start, index, states, readers, walk, cost);
    let setters: string[] | undefined;
    for (const { id, field, place, within } of places) {
      const arrival = unset.get(id);
      const node = nodes[id];
      if (!arrival || !node) continue;
      const path = pathOf(arrival);
      const consequence = consequenceOf(node, field);
      issues.push({
        code: ISSUE.maybeUnsetVariable,
        path: ['nodes', id, ...place],
        node: id,
        ...(consequence === 'transfer' ? {} : { severity: 'warning' as const }),
        message: issueMessages.maybeUnsetVariable(id, field, variable, path, (setters ??= settersOf(index, position, variable)), index.lookupOwned(variable)?.holds, consequence),
        ...(within ? { within } : {}),
      });
    }
  }
  return issues;
}
