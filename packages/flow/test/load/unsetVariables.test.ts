// `maybe_unset_variable`: a node reads a variable that some way from the start node never sets.
import { describe, expect, test } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { ISSUE, loadFlow, loadFlowText, startCall } from '@switchboard/flow';
import { fakeCustomers } from '../runtime/fakeCustomers.js';

const flows = fileURLToPath(new URL('../../../../flows/', import.meta.url));
const DOCUMENTS = 'documents: { customers: customers.lookup.json }\n';
const CALLER_LOOKUP = 'caller_lookup: { url: "https://crm.example.com/clients" }\n';
const FIND = (into: string, on: string) => `{ kind: lookup, text: "#lookup lookup_customer full_name={{name}}", into: ${into}, on: ${on} }`;

async function unsetIssues(nodes: string, top = '') {
  const { flow, issues } = await loadFlowText(`${DOCUMENTS}${top}nodes:\n${nodes}`, '/tmp/unset.flow.yaml', { loadDocument: async () => fakeCustomers() });
  const other = issues.filter((issue) => issue.code !== ISSUE.maybeUnsetVariable);
  if (other.length > 0) throw new Error(`unexpected issues: ${JSON.stringify(other)}`);
  return { flow, found: issues.map((issue) => ({ node: issue.node, severity: issue.severity, path: issue.path, message: issue.message })) };
}

describe('a variable read where some way to the node never set it', () => {
  test.each([
    {
      name: 'a transfer to an extension asked for on one branch only is an error naming the way without it',
      nodes: [
        '  ask: { kind: collect, into: answer, next: route }',
        '  route: { kind: branch, variable: answer, cases: [{ match: [yes], next: ask_ext }], otherwise: out }',
        '  ask_ext: { kind: collect, into: ext, next: out }',
        '  out: { kind: transfer, to: "{{ext}}" }',
      ],
      found: [{
        node: 'out', severity: 'error', path: 'nodes.out.to',
        message: 'node "out" reads "ext" in "to", but "ext" has no value on the way ask → route [otherwise] → out (it is set by "ask_ext"): ' +
          'the call would be handed to nobody (it fails with transfer_destination_empty) or to a destination missing that part. ' +
          'Set "ext" on every way to "out", or send that way to a node of its own (a transfer with a fixed number or queue)',
      }],
    },
    {
      name: 'a transfer whose number is only partly a variable is an error too: it would dial a number cut short',
      nodes: [
        '  ask: { kind: collect, into: answer, next: route }',
        '  route: { kind: branch, variable: answer, cases: [{ match: [yes], next: ask_ext }], otherwise: out }',
        '  ask_ext: { kind: collect, into: ext, next: out }',
        '  out: { kind: transfer, to: "+1555{{ext}}" }',
      ],
      found: [expect.objectContaining({ node: 'out', severity: 'error', message: expect.stringContaining('"ext" has no value on the way ask → route [otherwise] → out') })],
    },
    {
      name: 'a row read after a lookup that was not confident is a warning: the row is empty there',
      nodes: [
        '  ask: { kind: collect, into: name, next: find }',
        `  find: ${FIND('customer', '{ confident: thanks, ambiguous: bye, not_found: thanks, error: bye }')}`,
        '  thanks: { kind: say, text: "Thank you, {{customer.Full Name}}.", next: bye }',
        '  bye: { kind: end }',
      ],
      found: [{
        node: 'thanks', severity: 'warning', path: 'nodes.thanks.text',
        message: 'node "thanks" reads "customer" in "text", but "customer" holds no row on the way ask → find [not_found] → thanks ' +
          '(a #lookup stores its row only when confident, a #caller_lookup only when found): it would be said as nothing there. ' +
          'Set "customer" on every way to "thanks", or send that way to a node of its own',
      }],
    },
    {
      name: 'a second lookup into the same variable that finds nobody empties the row the first one stored',
      nodes: [
        '  ask: { kind: collect, into: name, next: first }',
        `  first: ${FIND('customer', '{ confident: again, ambiguous: bye, not_found: bye, error: bye }')}`,
        `  again: ${FIND('customer', '{ confident: thanks, ambiguous: thanks, not_found: bye, error: bye }')}`,
        '  thanks: { kind: say, text: "Thank you, {{customer.Full Name}}.", next: bye }',
        '  bye: { kind: end }',
      ],
      found: [expect.objectContaining({ node: 'thanks', severity: 'warning', message: expect.stringContaining('on the way ask → first [confident] → again [ambiguous] → thanks') })],
    },
    {
      name: 'a caller lookup\'s record read after not_found is a warning',
      top: CALLER_LOOKUP,
      nodes: [
        '  who: { kind: lookup, text: "#caller_lookup", into: client, on: { found: hi, not_found: hi, error: bye } }',
        '  hi: { kind: say, text: "Hello {{client.name}}.", next: bye }',
        '  bye: { kind: end }',
      ],
      found: [expect.objectContaining({ node: 'hi', severity: 'warning', message: expect.stringContaining('"client" holds no row on the way who [not_found] → hi') })],
    },
    {
      name: 'a lookup argument read before the caller was asked is a warning: the lookup would get an empty value',
      nodes: [
        '  hello: { kind: say, text: Hello., next: find }',
        `  find: ${FIND('customer', '{ confident: bye, ambiguous: bye, not_found: ask, error: bye }')}`,
        '  ask: { kind: collect, into: name, next: find }',
        '  bye: { kind: end }',
      ],
      found: [expect.objectContaining({ node: 'find', severity: 'warning', path: 'nodes.find.text', message: expect.stringContaining('"name" has no value on the way hello → find (it is set by "ask"): the lookup would be given an empty value') })],
    },
    {
      name: 'a branch on an answer only one way collects is a warning: it would take otherwise',
      nodes: [
        '  ask: { kind: collect, into: answer, next: route }',
        '  route: { kind: branch, variable: answer, cases: [{ match: [yes], next: ask_more }], otherwise: check }',
        '  ask_more: { kind: collect, into: more, next: check }',
        '  check: { kind: branch, variable: more, cases: [{ match: [no], next: bye }], otherwise: bye }',
        '  bye: { kind: end }',
      ],
      found: [expect.objectContaining({ node: 'check', severity: 'warning', path: 'nodes.check.variable', message: expect.stringContaining('on the way ask → route [otherwise] → check (it is set by "ask_more"): the branch would take "otherwise"') })],
    },
    {
      name: 'a collect prompt that repeats its own answer has none the first time round',
      nodes: [
        '  ask: { kind: collect, text: "You said {{answer}}. Again?", into: answer, next: route }',
        '  route: { kind: branch, variable: answer, cases: [{ match: [stop], next: bye }], otherwise: ask }',
        '  bye: { kind: end }',
      ],
      found: [expect.objectContaining({ node: 'ask', severity: 'warning', message: expect.stringContaining('"answer" has no value on the way ask (it is set by "ask")') })],
    },
    {
      name: 'a model prompt reading an answer one way never collected is a warning',
      nodes: [
        '  ask: { kind: collect, into: answer, next: route }',
        '  route: { kind: branch, variable: answer, cases: [{ match: [help], next: ask_topic }], otherwise: chat }',
        '  ask_topic: { kind: collect, into: topic, next: chat }',
        '  chat: { kind: conversation, text: "Help with {{topic}}.", next: bye }',
        '  bye: { kind: end }',
      ],
      found: [expect.objectContaining({ node: 'chat', severity: 'warning', message: expect.stringContaining('the model would be shown nothing for it') })],
    },
    {
      name: 'a branch on the lookup\'s outcome that lets an ambiguous outcome through to a transfer to the row is an error on that way',
      nodes: [
        '  ask: { kind: collect, into: name, next: find }',
        `  find: ${FIND('customer', '{ confident: route, ambiguous: route, not_found: route, error: route }')}`,
        '  route: { kind: branch, variable: customer_outcome, cases: [{ match: [confident, ambiguous], next: out }], otherwise: desk }',
        '  out: { kind: transfer, to: "{{customer.Account ID}}" }',
        '  desk: { kind: transfer, to: "0" }',
      ],
      found: [expect.objectContaining({ node: 'out', severity: 'error', message: expect.stringContaining('"customer" holds no row on the way ask → find [ambiguous] → route [confident, ambiguous] → out') })],
    },
    {
      name: 'a branch on the lookup\'s outcome reached before the lookup ran takes otherwise there',
      nodes: [
        '  ask: { kind: collect, into: name, next: first }',
        '  first: { kind: branch, variable: name, cases: [{ match: [skip], next: route }], otherwise: find }',
        `  find: ${FIND('customer', '{ confident: route, ambiguous: desk, not_found: desk, error: desk }')}`,
        '  route: { kind: branch, variable: customer_outcome, cases: [{ match: [ambiguous, not found, error], next: desk }], otherwise: out }',
        '  out: { kind: transfer, to: "{{customer.Account ID}}" }',
        '  desk: { kind: transfer, to: "0" }',
      ],
      found: [
        expect.objectContaining({ node: 'route', severity: 'warning', message: expect.stringContaining('"customer_outcome" has no value on the way ask → first [skip] → route (it is set by "find")') }),
        expect.objectContaining({ node: 'out', severity: 'error', message: expect.stringContaining('on the way ask → first [skip] → route [otherwise] → out') }),
      ],
    },
    {
      name: 'a branch case "found" on a caller lookup\'s outcome also takes not_found (the words "not found" hold "found"): an error',
      top: CALLER_LOOKUP,
      nodes: [
        '  who: { kind: lookup, text: "#caller_lookup", into: client, on: { found: route, not_found: route, error: route } }',
        '  route: { kind: branch, variable: client_outcome, cases: [{ match: [found], next: out }], otherwise: desk }',
        '  out: { kind: transfer, to: "{{client.extension}}" }',
        '  desk: { kind: transfer, to: "0" }',
      ],
      found: [expect.objectContaining({ node: 'out', severity: 'error', message: expect.stringContaining('"client" holds no row on the way who [not_found] → route [found] → out') })],
    },
    {
      name: 'a transfer to a candidate\'s column on a way whose last lookup was confident is an error: no candidates there',
      nodes: [
        '  ask: { kind: collect, into: name, next: find }',
        `  find: ${FIND('customer', '{ confident: pick, ambiguous: pick, not_found: bye, error: bye }')}`,
        '  pick: { kind: collect, text: "First or second?", into: which, next: route }',
        '  route: { kind: branch, variable: which, cases: [{ match: [first], next: first }], otherwise: bye }',
        '  first: { kind: transfer, to: "{{customer_candidates.0.Account ID}}" }',
        '  bye: { kind: end }',
      ],
      found: [{
        node: 'first', severity: 'error', path: 'nodes.first.to',
        message: 'node "first" reads "customer_candidates" in "to", but "customer_candidates" holds no candidates on the way ask → find [confident] → pick → route [first] → first ' +
          '(a #lookup stores candidates only when ambiguous, none otherwise): the call would be handed to nobody (it fails with transfer_destination_empty) or to a destination missing that part. ' +
          'Set "customer_candidates" on every way to "first", or send that way to a node of its own (a transfer with a fixed number or queue)',
      }],
    },
    {
      name: 'a second lookup into the same variable that is confident leaves no candidates of the first',
      nodes: [
        '  ask: { kind: collect, into: name, next: find }',
        `  find: ${FIND('customer', '{ confident: bye, ambiguous: again, not_found: bye, error: bye }')}`,
        `  again: ${FIND('customer', '{ confident: list, ambiguous: list, not_found: bye, error: bye }')}`,
        '  list: { kind: say, text: "Did you mean {{customer_candidates}}?", next: bye }',
        '  bye: { kind: end }',
      ],
      found: [expect.objectContaining({ node: 'list', severity: 'warning', message: expect.stringContaining('"customer_candidates" holds no candidates on the way ask → find [ambiguous] → again [confident] → list') })],
    },
    {
      name: 'an answer checked twice, where the second branch has a phrase the first never tried, is still an error on that way',
      nodes: [
        '  ask: { kind: collect, text: "A colleague?", into: wants, next: route }',
        '  route: { kind: branch, variable: wants, cases: [{ match: [no thanks, no], next: common }, { match: [yes, sure], next: ask_ext }], otherwise: common }',
        '  ask_ext: { kind: collect, text: "Which extension?", into: ext, next: common }',
        '  common: { kind: say, text: Okay., next: final }',
        '  final: { kind: branch, variable: wants, cases: [{ match: [please], next: dial }, { match: [no], next: bye }, { match: [yes, sure], next: dial }], otherwise: bye }',
        '  dial: { kind: transfer, to: "{{ext}}" }',
        '  bye: { kind: end }',
      ],
      found: [expect.objectContaining({ node: 'dial', severity: 'error', message: expect.stringContaining('"ext" has no value on the way ask → route [no thanks, no] → common → final [please] → dial') })],
    },
    {
      name: 'an answer that held "no one" may be "no-one", which holds no "no": the second branch on it may take otherwise',
      nodes: [
        '  ask: { kind: collect, text: "Has anyone called you back?", into: answer, next: first }',
        '  first: { kind: branch, variable: answer, cases: [{ match: [no one], next: second }], otherwise: get_ext }',
        '  get_ext: { kind: collect, text: "Which extension called you?", into: ext, next: second }',
        '  second: { kind: branch, variable: answer, cases: [{ match: [no], next: bye }], otherwise: hand }',
        '  hand: { kind: transfer, to: "{{ext}}" }',
        '  bye: { kind: end }',
      ],
      found: [expect.objectContaining({ node: 'hand', severity: 'error', message: expect.stringContaining('"ext" has no value on the way ask → first [no one] → second [otherwise] → hand') })],
    },
    {
      name: 'an answer that held no "no" may be "no-one": a second branch\'s "no one" case is not passed over',
      nodes: [
        '  ask: { kind: collect, text: "Has anyone called you back?", into: answer, next: first }',
        '  first: { kind: branch, variable: answer, cases: [{ match: [no], next: get_ext }], otherwise: second }',
        '  get_ext: { kind: collect, text: "Which extension called you?", into: ext, next: second }',
        '  second: { kind: branch, variable: answer, cases: [{ match: [no one], next: hand }], otherwise: bye }',
        '  hand: { kind: transfer, to: "{{ext}}" }',
        '  bye: { kind: end }',
      ],
      found: [expect.objectContaining({ node: 'hand', severity: 'error', message: expect.stringContaining('"ext" has no value on the way ask → first [otherwise] → second [no one] → hand') })],
    },
    {
      name: 'an answer that held "no thanks" may be "no-thanks, sure", which holds no "no": the second branch may take its "sure" case',
      nodes: [
        '  ask: { kind: collect, text: "A colleague?", into: wants, next: route }',
        '  route: { kind: branch, variable: wants, cases: [{ match: [no thanks, no], next: common }, { match: [yes, sure], next: ask_ext }], otherwise: common }',
        '  ask_ext: { kind: collect, text: "Which extension?", into: ext, next: common }',
        '  common: { kind: say, text: Okay., next: final }',
        '  final: { kind: branch, variable: wants, cases: [{ match: [no], next: bye }, { match: [yes, sure], next: dial }], otherwise: bye }',
        '  dial: { kind: transfer, to: "{{ext}}" }',
        '  bye: { kind: end }',
      ],
      found: [expect.objectContaining({ node: 'dial', severity: 'error', message: expect.stringContaining('"ext" has no value on the way ask → route [no thanks, no] → common → final [yes, sure] → dial') })],
    },
  ])('$name', async ({ nodes, top, found }) => {
    expect((await unsetIssues(nodes.join('\n') + '\n', top)).found).toEqual(found);
  });

  test.each([
    {
      name: 'a variable each branch sets in a node of its own',
      nodes: [
        '  ask: { kind: collect, into: answer, next: route }',
        '  route: { kind: branch, variable: answer, cases: [{ match: [sales], next: sales }], otherwise: support }',
        '  sales: { kind: collect, text: Which sales extension?, into: ext, next: out }',
        '  support: { kind: collect, text: Which support extension?, into: ext, next: out }',
        '  out: { kind: transfer, to: "{{ext}}" }',
      ],
    },
    {
      name: 'a row read only after confident, the second lookup retrying the first',
      nodes: [
        '  ask: { kind: collect, into: name, next: find }',
        `  find: ${FIND('customer', '{ confident: thanks, ambiguous: ask_city, not_found: bye, error: bye }')}`,
        '  ask_city: { kind: collect, into: city, next: again }',
        '  again: { kind: lookup, text: "#lookup lookup_customer full_name={{name}} city={{city}}", into: customer, on: { confident: thanks, ambiguous: bye, not_found: bye, error: bye } }',
        '  thanks: { kind: say, text: "Thank you, {{customer.Full Name}}.", next: bye }',
        '  bye: { kind: end }',
      ],
    },
    {
      name: 'what a lookup stores on every outcome: its outcome, candidates and what it heard',
      nodes: [
        '  ask: { kind: collect, into: name, next: find }',
        `  find: ${FIND('customer', '{ confident: said, ambiguous: said, not_found: said, error: said }')}`,
        '  said: { kind: say, text: "{{customer_outcome}} {{customer_candidates.length}} {{customer_heard.full_name}}", next: bye }',
        '  bye: { kind: end }',
      ],
    },
    {
      name: 'the call context, always set',
      nodes: ['  out: { kind: transfer, to: "{{call.called}}" }'],
    },
    {
      name: 'a lookup row in a model prompt: it never reaches the model on any way, which is not this check\'s business',
      nodes: [
        '  ask: { kind: collect, into: name, next: find }',
        `  find: ${FIND('customer', '{ confident: chat, ambiguous: chat, not_found: chat, error: chat }')}`,
        '  chat: { kind: conversation, text: "Account {{customer.Account ID}}.", next: bye }',
        '  bye: { kind: end }',
      ],
    },
    {
      name: 'a transfer to the row reached only through a branch on the lookup\'s outcome taking confident',
      nodes: [
        '  ask: { kind: collect, into: name, next: find }',
        `  find: ${FIND('customer', '{ confident: route, ambiguous: route, not_found: route, error: find }')}`,
        '  route: { kind: branch, variable: customer_outcome, cases: [{ match: [confident], next: out }], otherwise: desk }',
        '  out: { kind: transfer, to: "{{customer.Account ID}}" }',
        '  desk: { kind: transfer, to: "0" }',
      ],
    },
    {
      name: 'a transfer to the row on a branch\'s otherwise, once every other outcome has a case of its own',
      nodes: [
        '  ask: { kind: collect, into: name, next: find }',
        `  find: ${FIND('customer', '{ confident: route, ambiguous: route, not_found: route, error: route }')}`,
        '  route: { kind: branch, variable: customer_outcome, cases: [{ match: [not found, error], next: desk }, { match: ambiguous, next: ask }], otherwise: out }',
        '  out: { kind: transfer, to: "{{customer.Account ID}}" }',
        '  desk: { kind: transfer, to: "0" }',
      ],
    },
    {
      name: 'a transfer to a caller lookup\'s record through a branch on its outcome taking found, after not found',
      top: CALLER_LOOKUP,
      nodes: [
        '  who: { kind: lookup, text: "#caller_lookup", into: client, on: { found: route, not_found: route, error: route } }',
        '  route: { kind: branch, variable: client_outcome, cases: [{ match: [not found], next: desk }, { match: [found], next: out }], otherwise: desk }',
        '  out: { kind: transfer, to: "{{client.extension}}" }',
        '  desk: { kind: transfer, to: "0" }',
      ],
    },
    {
      name: 'a transfer to a candidate\'s column reached only when the lookup was ambiguous, through a menu and a loop back to it',
      nodes: [
        '  ask: { kind: collect, into: name, next: find }',
        `  find: ${FIND('customer', '{ confident: out, ambiguous: pick, not_found: bye, error: bye }')}`,
        '  pick: { kind: collect, text: "I found {{customer_candidates.length}}: {{customer_candidates}}. First or second?", into: which, next: route }',
        '  route: { kind: branch, variable: which, cases: [{ match: [first], next: first }, { match: [second], next: second }], otherwise: pick }',
        '  first: { kind: transfer, to: "{{customer_candidates.0.Account ID}}" }',
        '  second: { kind: transfer, to: "{{customer_candidates.1.Account ID}}" }',
        '  out: { kind: transfer, to: "{{customer.Account ID}}" }',
        '  bye: { kind: end, text: "{{customer_candidates.length}} found." }',
      ],
    },
    {
      name: 'an answer asked once and checked twice: the second branch goes the way the first did (its case holds the phrases the first found)',
      nodes: [
        '  ask: { kind: collect, text: "A colleague?", into: wants, next: route }',
        '  route: { kind: branch, variable: wants, cases: [{ match: [no thanks, no], next: common }, { match: [yes, sure], next: ask_ext }], otherwise: common }',
        '  ask_ext: { kind: collect, text: "Which extension?", into: ext, next: common }',
        '  common: { kind: say, text: Okay., next: final }',
        '  final: { kind: branch, variable: wants, cases: [{ match: [no, no thanks], next: bye }, { match: [yes, sure], next: dial }], otherwise: bye }',
        '  dial: { kind: transfer, to: "{{ext}}" }',
        '  bye: { kind: end }',
      ],
    },
    {
      name: 'an answer asked once and checked twice: a number in digits is held apart from the words around it ("about 1.5 hours" holds "1.5")',
      nodes: [
        '  ask: { kind: collect, text: "How long?", into: wait, next: route }',
        '  route: { kind: branch, variable: wait, cases: [{ match: [about 1.5 hours], next: common }, { match: [long], next: ask_ext }], otherwise: common }',
        '  ask_ext: { kind: collect, text: "Which extension?", into: ext, next: common }',
        '  common: { kind: say, text: Okay., next: final }',
        '  final: { kind: branch, variable: wait, cases: [{ match: ["1.5"], next: bye }, { match: [long], next: dial }], otherwise: bye }',
        '  dial: { kind: transfer, to: "{{ext}}" }',
        '  bye: { kind: end }',
      ],
    },
  ])('no issue for $name', async ({ nodes, top }) => {
    expect((await unsetIssues(nodes.join('\n') + '\n', top)).found).toEqual([]);
  });

  test('a warning leaves the flow loaded and the call runs; an error keeps it from loading', async () => {
    const warned = await unsetIssues([
      '  ask: { kind: collect, into: name, next: find }',
      `  find: ${FIND('customer', '{ confident: thanks, ambiguous: thanks, not_found: thanks, error: thanks }')}`,
      '  thanks: { kind: say, text: "Thank you, {{customer.Full Name}}.", next: bye }',
      '  bye: { kind: end }',
    ].join('\n') + '\n');
    expect(warned.found).toHaveLength(1);
    expect(warned.flow).not.toBeNull();
    const call = await startCall(warned.flow!, { documents: { customers: fakeCustomers() } });
    await call.hear('Zebedee Quux');
    expect(call.status).toBe('ended');

    const refused = await unsetIssues('  ask: { kind: collect, into: answer, next: route }\n  route: { kind: branch, variable: answer, cases: [{ match: [yes], next: ask_ext }], otherwise: out }\n  ask_ext: { kind: collect, into: ext, next: out }\n  out: { kind: transfer, to: "{{ext}}" }\n');
    expect(refused.flow).toBeNull();
  });

  test.each(['customer-care', 'caller-id', 'patient-line'])('the demo flow %s reads no variable before it is set', async (name) => {
    const { flow, issues } = await loadFlow(`${flows}${name}/flow.yaml`);
    expect(issues).toEqual([]);
    expect(flow).not.toBeNull();
  });
});
