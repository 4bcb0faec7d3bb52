// The maybe_unset_variable check costs a few visits per node, not a walk of the flow per variable it reads: a
// generated chain of 4,000 questions, each answer read by the next one, took about 10 s of CPU to validate. (Visits
// count the nodes its walks and searches step on, and the set nodes read for what a model must not see.)
import { expect, test } from '@jest/globals';
import type { FlowNode } from '../../src/flowTypes.js';
import { validateUnsetVariables, type UnsetCheckCost } from '../../src/load/validateUnsetVariables.js';

type Nodes = Record<string, FlowNode>;

/** Question i asks for answer i and says answer i - 1 back. */
function questionChain(length: number): Nodes {
  const nodes: Nodes = {};
  for (let i = 0; i < length; i += 1) {
    nodes[`q${i}`] = { kind: 'collect', id: `q${i}`, text: i === 0 ? 'First?' : `You said {{a${i - 1}}}. Next?`, into: `a${i}`, next: i + 1 < length ? `q${i + 1}` : 'bye' };
  }
  nodes['bye'] = { kind: 'end', id: 'bye', text: `Bye, {{a${length - 1}}}.` };
  return nodes;
}

/** A name asked once, then lookup i into customer i, whose row is said on its confident edge only. */
function lookupChain(length: number): Nodes {
  const nodes: Nodes = { ask: { kind: 'collect', id: 'ask', into: 'name', next: 'find0' } };
  for (let i = 0; i < length; i += 1) {
    const after = i + 1 < length ? `find${i + 1}` : 'bye';
    nodes[`find${i}`] = {
      kind: 'lookup', id: `find${i}`, text: '#lookup lookup_customer full_name={{name}}', into: `customer${i}`,
      on: { confident: `thanks${i}`, ambiguous: after, not_found: after, error: after },
    };
    nodes[`thanks${i}`] = { kind: 'say', id: `thanks${i}`, text: `Thank you, {{customer${i}.Full Name}}.`, next: after };
  }
  nodes['bye'] = { kind: 'end', id: 'bye' };
  return nodes;
}

/** The question chain, with answer `skipped` asked on a branch's yes only: its one reader may find it unset. */
function chainWithOneSkip(length: number, skipped: number): Nodes {
  const nodes = questionChain(length);
  nodes[`q${skipped - 1}`] = { ...(nodes[`q${skipped - 1}`] as Extract<FlowNode, { kind: 'collect' }>), next: 'route' };
  nodes['route'] = { kind: 'branch', id: 'route', variable: `a${skipped - 1}`, cases: [{ match: ['yes'], next: `q${skipped}` }], otherwise: `q${skipped + 1}` };
  return nodes;
}

/** Question i, then on "yes" only a follow-up whose answer node `noted<i>` says back: each a way leaves unset. */
function followUpsOnYes(length: number): Nodes {
  const nodes: Nodes = {};
  for (let i = 0; i < length; i += 1) {
    nodes[`q${i}`] = { kind: 'collect', id: `q${i}`, text: `Want ${i}?`, into: `a${i}`, next: `r${i}` };
    nodes[`r${i}`] = { kind: 'branch', id: `r${i}`, variable: `a${i}`, cases: [{ match: ['yes'], next: `f${i}` }], otherwise: `noted${i}` };
    nodes[`f${i}`] = { kind: 'collect', id: `f${i}`, text: 'Which?', into: `v${i}`, next: `noted${i}` };
    nodes[`noted${i}`] = { kind: 'say', id: `noted${i}`, text: `Noted {{v${i}}}.`, next: i + 1 < length ? `q${i + 1}` : 'bye' };
  }
  nodes['bye'] = { kind: 'end', id: 'bye' };
  return nodes;
}

/** A name, a lookup, then set nodes copying its row down a chain written last first (`s0` copies `v1`), to a model. */
function copiesWrittenLastFirst(length: number): Nodes {
  const nodes: Nodes = {
    ask: { kind: 'collect', id: 'ask', into: 'name', next: 'find' },
    find: {
      kind: 'lookup', id: 'find', text: '#lookup lookup_customer full_name={{name}}', into: 'customer',
      on: { confident: `s${length - 1}`, ambiguous: 'bye', not_found: 'bye', error: 'bye' },
    },
  };
  for (let i = 0; i < length; i += 1) {
    nodes[`s${i}`] = { kind: 'set', id: `s${i}`, values: [{ name: `v${i}`, value: i === length - 1 ? '{{customer.Plan}}' : `{{v${i + 1}}}` }], next: i === 0 ? 'talk' : `s${i - 1}` };
  }
  nodes['talk'] = { kind: 'conversation', id: 'talk', text: 'Help with {{v0}}', documents: [], maxToolRounds: 3, next: 'bye' };
  nodes['bye'] = { kind: 'end', id: 'bye' };
  return nodes;
}

test.each([
  { flow: 'a chain of 3,000 questions, each answer said back by the next question', nodes: questionChain(3000), unset: [] },
  { flow: 'a chain of 1,000 lookups, each row said on its confident edge', nodes: lookupChain(1000), unset: [] },
  { flow: 'a chain of 3,000 questions, one of them asked on a branch only', nodes: chainWithOneSkip(3000, 1500), unset: ['q1501'] },
  { flow: 'a chain of 1,000 questions, each with a follow-up asked on yes only', nodes: followUpsOnYes(1000), unset: Array.from({ length: 1000 }, (_, i) => `noted${i}`) },
  // (What a model must not see is followed from one copy to the next: a pass over the set nodes per copy before.)
  { flow: 'a chain of 2,000 set nodes copying a lookup\'s row, written last first, read by a model', nodes: copiesWrittenLastFirst(2000), unset: [] },
])('$flow is checked in a few visits per node', ({ nodes, unset }) => {
  const order = Object.keys(nodes);
  const cost: UnsetCheckCost = { visits: 0 };
  const issues = validateUnsetVariables(order[0]!, nodes, order, undefined, cost);
  expect(issues.map((issue) => issue.node)).toEqual(unset);
  // A walk of the flow per variable read is thousands of visits per node.
  expect(cost.visits / order.length).toBeLessThan(4);
});
