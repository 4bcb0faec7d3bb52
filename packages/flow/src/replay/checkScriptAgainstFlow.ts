// A call file against the flow it names: every node, variable and tool it mentions must exist there.
import { closestChoice } from '@switchboard/matcher';
import { CALLER_LOOKUP_OUTCOMES, callerLookupNodeVariables, LOOKUP_OUTCOMES, lookupNodeVariables, type Flow } from '../flowTypes.js';
import { nodeEdges } from '../load/nodeEdges.js';
import { conflictingExpectations } from './conflictingExpectations.js';
import { saysOverlaps } from './saysOverlaps.js';
import type { CallScript } from './callScript.js';
import { suggestion } from '../messages.js';
import { issueMessage, type CallFileIssueCode } from './messages.js';
import { CALL_FILE_FIELDS, type FieldPath, type Locate } from './parseCallScript.js';
import { fieldPath, type ReplayIssue } from './ReplayIssue.js';

/**
 * The variables a flow can set: collect nodes' `into`, set nodes' `values`, and for #lookup nodes the row variable with
 * its `_candidates`, `_outcome` and `_heard` companions, for #caller_lookup nodes the record variable and its `_outcome`.
 *
 * @example
 * flowVariables(flow); // ['caller_name', 'customer', 'customer_candidates', 'customer_outcome', 'customer_heard']
 */
export function flowVariables(flow: Flow): string[] {
  const names = new Set<string>();
  for (const node of Object.values(flow.nodes)) {
    if (node.kind === 'collect') names.add(node.into);
    if (node.kind === 'set') for (const { name } of node.values) names.add(name);
    if (node.kind === 'lookup') for (const name of lookupNodeVariables(node.into)) names.add(name);
    if (node.kind === 'caller_lookup') for (const name of callerLookupNodeVariables(node.into)) names.add(name);
  }
  return [...names];
}

/**
 * Every node, variable and tool the call file names that the flow lacks, with the line it is on.
 *
 * @example
 * checkScriptAgainstFlow(script, flow, ['lookup_customer'], 'calls/a.call.yaml', locate, 'flow.yaml', new Map([['lookup_customer', ['full_name', 'city']]]));
 */
export function checkScriptAgainstFlow(
  script: CallScript, flow: Flow, tools: readonly string[], file: string, locate: Locate, flowLabel: string,
  /** The parameters of the flow's document tools, by tool name: a scripted tool call's arguments are checked against them. */
  parameters: ReadonlyMap<string, readonly string[]> = new Map(),
  /** The tools of each of the flow's documents, by the flow's name for it: a scripted tool call must be offered at its node. */
  documentTools: ReadonlyMap<string, readonly string[]> = new Map(),
): ReplayIssue[] {
  const issues: ReplayIssue[] = [];
  const nodes = Object.keys(flow.nodes);
  const variables = flowVariables(flow);
  const report = (code: CallFileIssueCode, path: FieldPath, values: Record<string, string>, on: 'key' | 'value' = 'value'): void => {
    issues.push({ code, path: fieldPath(path), message: issueMessage(code, { flow: flowLabel, ...values }), file, ...locate(path, on) });
  };
  const node = (name: string | undefined, path: FieldPath): void => {
    if (name !== undefined && !nodes.includes(name)) report('unknown_node', path, { node: name, suggestion: suggestion(name, nodes) });
  };
  const tool = (name: string | undefined, path: FieldPath): void => {
    if (name !== undefined && !tools.includes(name)) report('unknown_tool', path, { tool: name, suggestion: suggestion(name, tools) });
  };

  const { expect } = script;
  expect.path?.forEach((name, i) => node(name, ['expect', 'path', i]));
  expect.visits?.forEach((name, i) => node(name, ['expect', 'visits', i]));
  const impossible = (field: 'path' | 'visits', index: number, why: string): void =>
    report('impossible_path', ['expect', field, index], { why });
  // A call enters its start node at least: an empty path is never the way a call went.
  if (expect.path?.length === 0) report('impossible_path', ['expect', 'path'], { why: `a call enters at least the start node "${flow.start}": the path lists every node from there (\`visits\` checks a subsequence)` });
  // A step the graph has no edge for would only show up as a divergence, far from the mistake (a node left out).
  expect.path?.forEach((name, i) => {
    if (!(name in flow.nodes)) return;
    if (i === 0 && name !== flow.start) impossible('path', 0, `a call starts at "${flow.start}", not "${name}"; the path lists every node from the start`);
    const previous = i > 0 ? expect.path?.[i - 1] : undefined;
    const from = previous === undefined ? undefined : flow.nodes[previous];
    if (!from) return;
    const targets = [...new Set(nodeEdges(from).map((edge) => edge.target).filter((target) => target !== ''))];
    if (targets.includes(name)) return;
    impossible('path', i, targets.length === 0
      ? `the call ends at "${from.id}" (${from.kind}), so nothing comes after it`
      : `"${from.id}" has no edge to "${name}" (it leads to ${targets.map((target) => `"${target}"`).join(', ')}); the path lists every node the call enters: is one left out? (\`visits\` checks a subsequence)`);
  });
  expect.visits?.forEach((name, i) => {
    const previous = i > 0 ? expect.visits?.[i - 1] : undefined;
    if (previous === undefined || !(previous in flow.nodes) || !(name in flow.nodes)) return;
    if (!reachableAfter(flow, previous).has(name)) impossible('visits', i, `no way through the flow leads from "${previous}" to "${name}"`);
  });
  // `visits: [greet]` of the start node, the only check: every call enters it, so every call would pass.
  const checks = Object.entries(expect).filter(([, value]) => !(Array.isArray(value) && value.length === 0) && !(isFields(value) && Object.keys(value).length === 0));
  if (checks.length === 1 && checks[0]?.[0] === 'visits' && expect.visits?.every((name) => name === flow.start)) {
    report('empty_expectations', ['expect', 'visits'], {
      why: ` (visits: [${expect.visits.join(', ')}] names only the start node, which every call enters)`, expected: CALL_FILE_FIELDS.expect.join(', '),
    });
  }
  // Two expectations no call can meet together: the call could only fail, and its divergence would blame the flow.
  for (const { path, why } of conflictingExpectations(expect, flow)) report('conflicting_expectations', path, { why }, path[1] === 'variables' ? 'key' : 'value');
  // A never_says inside a says: refused when every line passing the says says it; a warning when only punctuation could part them.
  for (const { path, says, neverSays, certain } of saysOverlaps(expect)) {
    const names = { says: `expect.says[${says.index}] ${JSON.stringify(says.text)}`, never: `expect.never_says[${neverSays.index}] ${JSON.stringify(neverSays.text)}` };
    if (certain) report('conflicting_expectations', path, { why: `${names.says} holds ${names.never}: an agent that says the one has said the other` });
    else {
      const example = commaInside(neverSays.text);
      issues.push({ code: 'says_overlaps_never_says', path: fieldPath(path), severity: 'warning', file, ...locate(path), message: issueMessage('says_overlaps_never_says', { ...names, example }) });
    }
  }
  const lookupNodes = Object.values(flow.nodes).filter((candidate) => candidate.kind === 'lookup' || candidate.kind === 'caller_lookup').map((candidate) => `"${candidate.id}"`);
  expect.lookups?.forEach((lookup, i) => {
    node(lookup.node, ['expect', 'lookups', i, 'node']);
    tool(lookup.tool, ['expect', 'lookups', i, 'tool']);
    // A node of the flow that looks nothing up (a collect node named for the lookup after it): the node is the slip.
    const named = lookup.node === undefined ? undefined : flow.nodes[lookup.node];
    if (named !== undefined && named.kind !== 'lookup' && named.kind !== 'caller_lookup') {
      report('not_a_lookup_node', ['expect', 'lookups', i, 'node'], {
        node: named.id, kind: named.kind, lookups: lookupNodes.length > 0 ? `its lookup nodes are ${lookupNodes.join(', ')}` : 'it has none',
      });
      return;
    }
    const possible = outcomesIn(flow, lookup.node);
    if (!possible.includes(lookup.outcome)) {
      const expected = possible.length > 0 ? possible.join(', ') : `none (${lookup.node === undefined ? 'the flow has no lookup node' : `"${lookup.node}" is not a lookup node`})`;
      // A real outcome the node cannot have (`confident` of a #caller_lookup node): the list says which it can.
      report('unknown_outcome', ['expect', 'lookups', i, 'outcome'], { value: lookup.outcome, meant: '', expected });
    }
  });
  for (const name of Object.keys(expect.variables ?? {})) {
    // `customer.City` is checked by its variable, `customer`; the columns depend on the data.
    const variable = variables.includes(name) ? name : name.split('.')[0] ?? name;
    if (!variables.includes(variable)) {
      // `custmer.City`: the variable is the slip, and the fix is the whole name with it put right, `customer.City`.
      const fields = name.slice(variable.length);
      const meant = closestChoice(variable, variables);
      const hint = meant === undefined ? suggestion(variable, variables) : `; did you mean "${meant}${fields}"?`;
      report('unknown_variable', ['expect', 'variables', name], { variable, suggestion: hint }, 'key');
    }
  }
  // Replies no node would ask for are ignored: a flow without a conversation node never asks the model.
  if (script.model.length > 0 && !Object.values(flow.nodes).some((candidate) => candidate.kind === 'conversation')) {
    issues.push({
      code: 'model_never_asked', path: 'model', severity: 'warning', file, ...locate(['model'], 'key'),
      message: issueMessage('model_never_asked', { flow: flowLabel, count: String(script.model.length), replies: script.model.length === 1 ? 'reply' : 'replies' }),
    });
  }
  const conversationNodes = Object.values(flow.nodes).filter((candidate) => candidate.kind === 'conversation').map((candidate) => `"${candidate.id}"`);
  script.model.forEach((reply, i) => {
    node(reply.node, ['model', i, 'node']);
    // A node of the flow that never asks the model (the say node before the conversation): the node is the slip. A flow
    // without a conversation node is model_never_asked's to say.
    const named = reply.node === undefined ? undefined : flow.nodes[reply.node];
    const asksNothing = named !== undefined && named.kind !== 'conversation' && conversationNodes.length > 0;
    if (asksNothing) {
      report('not_a_conversation_node', ['model', i, 'node'], { node: named.id, kind: named.kind, conversations: `its conversation nodes are ${conversationNodes.join(', ')}` });
    }
    reply.tool_calls?.forEach((call, j) => {
      tool(call.tool, ['model', i, 'tool_calls', j, 'tool']);
      // A tool the node's model is not offered fails ("not available here"), and the scripted `say` is said anyway.
      if (documentTools.size > 0 && tools.includes(call.tool)) {
        const notOffered = notOfferedAt(flow, documentTools, reply.node, call.tool, flowLabel);
        if (notOffered) report('tool_not_offered', ['model', i, 'tool_calls', j, 'tool'], notOffered);
      }
      // A misspelt argument (`fullname`) fails the lookup, and the scripted `say` is said anyway: the call passes as if it ran.
      const taken = parameters.get(call.tool);
      for (const argument of taken ? Object.keys(call.args) : []) {
        if (taken?.includes(argument)) continue;
        const close = suggestion(argument, taken ?? []);
        report('unknown_argument', ['model', i, 'tool_calls', j, 'args', argument], {
          tool: call.tool, argument, suggestion: close.startsWith('; did you mean') ? close : '', parameters: taken?.join(', ') || '(none)',
        }, 'key');
      }
    });
  });
  script.lookup_failures.forEach((failure, i) => tool(failure.tool, ['lookup_failures', i, 'tool']));
  if (script.caller_lookup_server && !flow.callerLookup) report('caller_lookup_not_configured', ['caller_lookup_server'], {}, 'key');
  return issues;
}

/**
 * What a tool_not_offered issue says when the model at `node` (any conversation node when absent) is not offered
 * `tool`; undefined when it is. A document tool is offered where a conversation node attaches its document; the
 * caller lookup's tool (not in `documentTools`) at every conversation node.
 */
function notOfferedAt(
  flow: Flow, documentTools: ReadonlyMap<string, readonly string[]>, node: string | undefined, tool: string, flowLabel: string,
): Record<string, string> | undefined {
  const defining = [...documentTools].flatMap(([name, tools]) => (tools.includes(tool) ? [name] : []));
  if (defining.length === 0) return undefined;
  const conversations = Object.values(flow.nodes).flatMap((candidate) => (candidate.kind === 'conversation' ? [candidate] : []));
  const offering = conversations.filter((candidate) => candidate.documents.some((document) => defining.includes(document))).map((candidate) => candidate.id);
  const documents = defining.join(', ');
  if (node === undefined) {
    if (offering.length > 0) return undefined;
    return {
      where: `no conversation node of flow ${flowLabel} offers its model tool "${tool}"`, whose: 'a conversation node\'s', documents, elsewhere: '',
    };
  }
  const named = flow.nodes[node];
  // Another kind of node, or none, is reported as such (the reply's node is checked when the call runs).
  if (named?.kind !== 'conversation' || offering.includes(node)) return undefined;
  const offered = named.documents.flatMap((document) => documentTools.get(document) ?? []);
  return {
    where: `node "${node}" offers its model no tool "${tool}" (${offered.length === 0 ? 'it attaches no document' : `it offers: ${[...new Set(offered)].join(', ')}`})`,
    whose: 'the node\'s',
    documents,
    elsewhere: `, or script the call for a node that offers it (${offering.length === 0 ? 'none does' : offering.join(', ')})`,
  };
}

const isFields = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every node some path of one edge or more leads to from `from`. */
function reachableAfter(flow: Flow, from: string): Set<string> {
  const reached = new Set<string>();
  const pending = [from];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    const node = flow.nodes[current];
    for (const edge of node ? nodeEdges(node) : []) {
      if (edge.target !== '' && !reached.has(edge.target)) {
        reached.add(edge.target);
        pending.push(edge.target);
      }
    }
  }
  return reached;
}

/** The outcomes a lookup of this flow can have: of the named node when it is a lookup node, else of any. */
function outcomesIn(flow: Flow, node: string | undefined): string[] {
  const named = node === undefined ? undefined : flow.nodes[node];
  // An unknown node is reported as such; its outcome is then checked against the whole flow.
  const nodes = named ? [named] : Object.values(flow.nodes);
  const outcomes = new Set<string>();
  for (const candidate of nodes) {
    if (candidate.kind === 'lookup') for (const outcome of LOOKUP_OUTCOMES) outcomes.add(outcome);
    if (candidate.kind === 'caller_lookup') for (const outcome of CALLER_LOOKUP_OUTCOMES) outcomes.add(outcome);
  }
  return [...outcomes];
}

/** The text with a comma after its first word, as an agent may say it: `you Shawn` → `you, Shawn`. */
function commaInside(text: string): string {
  return text.trim().replace(/\s+/, ', ');
}
