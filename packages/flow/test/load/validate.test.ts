import { describe, expect, test } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { ISSUE, loadFlow, loadFlowText, startCall, type LookupProvider } from '@switchboard/flow';
import { loadDocument } from '@switchboard/matcher';
import { variableAt } from '../../src/replay/checkExpectations.js';
import { fakeCustomers } from '../runtime/fakeCustomers.js';

const invalid = (name: string) => fileURLToPath(new URL(`../fixtures/invalid/${name}`, import.meta.url));

/** Like the matcher's loader: a document file that is not there fails to load. */
async function loadTestDocument(path: string): Promise<LookupProvider> {
  if (basename(path) === 'missing.lookup.json') await readFile(path);
  return fakeCustomers();
}

describe('loading a flow reports each problem with its code, node and line', () => {
  test.each([
    { file: 'parse-error.flow.yaml', code: ISSUE.parseError, node: undefined, line: 6, says: 'not valid YAML or JSON: Map keys must be unique' },
    { file: 'invalid-field.flow.yaml', code: ISSUE.invalidField, node: 'greet', line: 5, says: '"max_tool_rounds" must be a whole number' },
    { file: 'unknown-field.flow.yaml', code: ISSUE.unknownField, node: 'greet', line: 5, says: 'node "greet" (say) has no field "nxt" (did you mean "next"?); its fields are: kind, text, next' },
    { file: 'directive-outside-lookup.flow.yaml', code: ISSUE.directiveOutsideLookup, node: 'help', line: 8, says: 'holds a #directive, which only runs in a lookup node' },
    { file: 'missing-field.flow.yaml', code: ISSUE.missingField, node: 'greet', line: 2, says: 'node "greet" needs "text"' },
    { file: 'unknown-node-kind.flow.yaml', code: ISSUE.unknownNodeKind, node: 'greet', line: 3, says: 'has kind "shout"; use one of: say, collect' },
    { file: 'unknown-target.flow.yaml', code: ISSUE.unknownTarget, node: 'greet', line: 5, says: 'sends "next" to "good_bye", which is not a node; nodes are: greet, bye' },
    { file: 'missing-outcome-edge.flow.yaml', code: ISSUE.missingOutcomeEdge, node: 'find', line: 11, says: '#lookup node "find" has no "error" edge' },
    { file: 'unknown-document.flow.yaml', code: ISSUE.unknownDocument, node: 'help', line: 9, says: 'attaches document "products"' },
    { file: 'document-error.flow.yaml', code: ISSUE.documentError, node: undefined, line: 2, says: 'document "customers" cannot be used: there is no file missing.lookup.json' },
    { file: 'unknown-tool.flow.yaml', code: ISSUE.unknownTool, node: 'find', line: 12, says: 'calls tool "find_customer", which no document of the flow defines; tools are: lookup_customer' },
    { file: 'duplicate-tool.flow.yaml', code: ISSUE.duplicateTool, node: undefined, line: 3, says: 'tool "lookup_customer" is defined by more than one document (customers, customers_copy)' },
    { file: 'unknown-parameter.flow.yaml', code: ISSUE.unknownParameter, node: 'find', line: 10, says: 'passes "town" to lookup_customer, which takes: full_name, city' },
    { file: 'missing-required-parameter.flow.yaml', code: ISSUE.missingRequiredParameter, node: 'find', line: 10, says: 'without its required parameter "full_name"' },
    { file: 'not-a-lookup-directive.flow.yaml', code: ISSUE.notALookupDirective, node: 'find', line: 6, says: 'has no #lookup directive' },
    { file: 'directive-after-text.flow.yaml', code: ISSUE.notALookupDirective, node: 'find', line: 8, says: 'lookup node "find" has no #lookup directive in its text: this #lookup follows "Find the caller:" on its line, so it is text; a directive must start its own line: put "Find the caller:" on a line of its own (or leave it out) and #lookup on the next' },
    { file: 'directive-issue.flow.yaml', code: 'unterminated_template', node: 'find', line: 11, says: 'is not closed' },
    { file: 'reserved-variable.flow.yaml', code: ISSUE.reservedVariable, node: 'ask', line: 5, says: 'reserved for the call context' },
    { file: 'unreachable-node.flow.yaml', code: ISSUE.unreachableNode, node: 'orphan', line: 7, says: 'node "orphan" can never be reached from "greet"; no edge of a node the call reaches leads to it: send one there (a next, a case or an outcome), or remove the node' },
    { file: 'dead-end.flow.yaml', code: ISSUE.deadEnd, node: 'ask', line: 6, says: 'node "ask" (collect) leads nowhere' },
    { file: 'caller-lookup-not-configured.flow.yaml', code: ISSUE.callerLookupNotConfigured, node: 'who', line: 4, says: 'the flow has no caller_lookup block with a url' },
    { file: 'unknown-caller-lookup-source.flow.yaml', code: ISSUE.unknownCallerLookupSource, node: 'who', line: 6, says: 'asks caller lookup source "crm"' },
    { file: 'caller-lookup-url-invalid.flow.yaml', code: 'caller_lookup_url_invalid', node: undefined, line: 2, says: '' },
    { file: 'caller-lookup-missing-edge.flow.yaml', code: ISSUE.missingOutcomeEdge, node: 'who', line: 7, says: '#caller_lookup node "who" has no "not_found" edge' },
    { file: 'caller-lookup-missing-edge.flow.yaml', code: ISSUE.unknownField, node: 'who', line: 7, says: 'node "who" on has no field "confident": "confident" is an outcome of a #lookup, and a #caller_lookup ends in found (the client database knew the number), not_found or error; remove it: on.found already names "bye"' },
    { file: 'unknown-variable.flow.yaml', code: ISSUE.unknownVariable, node: 'greet', line: 11, says: 'node "greet" reads "caler_name", which no node of the flow stores (did you mean "caller_name"?); variables are: caller_name, and call.*' },
    { file: 'endless-loop.flow.yaml', code: ISSUE.endlessLoop, node: 'greet', line: 2, says: 'nodes "greet", "again" lead only to each other and never wait for the caller' },
    { file: 'endless-lookup-loop.flow.yaml', code: ISSUE.endlessLoop, node: 'find', line: 9, says: 'nodes "find", "sorry" lead only to each other' },
    { file: 'empty-transfer-destination.flow.yaml', code: ISSUE.emptyTransferDestination, node: 'desk', line: 9, says: 'transfer node "desk" has an empty "to", so the call would be handed to nobody; write the number or queue' },
    { file: 'maybe-unset-transfer.flow.yaml', code: ISSUE.maybeUnsetVariable, node: 'hand_over', line: 23, says: 'node "hand_over" reads "ext" in "to", but "ext" has no value on the way ask → route [otherwise] → hand_over (it is set by "ask_ext")' },
    { file: 'no-such-file.flow.yaml', code: ISSUE.unreadableFile, node: undefined, line: undefined, says: 'cannot read flow file' },
  ])('$file: $code', async ({ file, code, node, line, says }) => {
    const { flow, issues } = await loadFlow(invalid(file), { loadDocument: loadTestDocument });
    expect(flow).toBeNull();
    const issue = issues.find((candidate) => candidate.code === code);
    expect(issue).toBeDefined();
    expect(issue?.node).toBe(node);
    expect(issue?.line).toBe(line);
    expect(issue?.message).toContain(says);
    expect(issue?.file).toBe(invalid(file));
  });

  test('a flow with several problems gets all of them at once, in file order', async () => {
    const { flow, issues } = await loadFlow(invalid('many-problems.flow.yaml'), { loadDocument: loadTestDocument });
    expect(flow).toBeNull();
    expect(issues.map((issue) => [issue.code, issue.node, issue.line])).toEqual([
      [ISSUE.unknownTool, 'find', 15],
      [ISSUE.missingOutcomeEdge, 'find', 16],
      [ISSUE.missingOutcomeEdge, 'find', 16],
      [ISSUE.deadEnd, 'confirm', 19],
      [ISSUE.unreachableNode, 'lonely', 22],
    ]);
  });

  test('a misspelt target is one issue: the nodes behind the node it meant are not also unreachable', async () => {
    const { issues } = await loadFlow(invalid('misspelt-target.flow.yaml'), { loadDocument: loadTestDocument });
    expect(issues.map((issue) => [issue.code, issue.node, issue.line])).toEqual([
      [ISSUE.unknownTarget, 'check', 13],
      // A node no edge meant is still reported.
      [ISSUE.unreachableNode, 'orphan', 19],
    ]);
    expect(issues[0]?.message).toContain('"ask_dat", which is not a node (did you mean "ask_date"?)');
  });

  test('a flow in JSON is read the same way, with lines', async () => {
    const { issues } = await loadFlow(invalid('unknown-target.flow.json'), { loadDocument: loadTestDocument });
    expect(issues.map((issue) => [issue.code, issue.node, issue.line])).toEqual([
      [ISSUE.unknownTarget, 'greet', 6],
      [ISSUE.unreachableNode, 'bye', 8],
    ]);
  });

  test('a valid #caller_lookup flow loads with its caller_lookup settings', async () => {
    const file = fileURLToPath(new URL('../fixtures/flows/caller.flow.yaml', import.meta.url));
    const { flow, issues } = await loadFlow(file);
    expect(issues).toEqual([]);
    expect(flow?.callerLookup).toEqual({ url: 'https://crm.example.com/clients', auth_env: 'CRM_TOKEN', timeout_ms: 3000 });
    expect(flow?.nodes.who).toMatchObject({ kind: 'caller_lookup', into: 'client', on: { found: 'welcome_back', not_found: 'bye', error: 'bye' } });
  });

  test.each([
    { name: 'an empty nodes mapping', text: 'nodes: {}\n', code: ISSUE.missingField, line: 1, says: '"nodes" is empty; a flow needs at least one node' },
    { name: 'no nodes at all', text: 'name: nothing\n', code: ISSUE.missingField, line: 1, says: 'the flow needs "nodes"' },
  ])('a flow with $name is refused when it loads, not when a call starts', async ({ text, code, line, says }) => {
    const { flow, issues } = await loadFlowText(text, '/tmp/empty.flow.yaml');
    expect(flow).toBeNull();
    expect(issues).toEqual([expect.objectContaining({ code, line, message: expect.stringContaining(says) })]);
  });

  describe('a document tool named as the built-in lookup_caller', () => {
    const callerTool = { name: 'lookup_caller', description: 'Look up a caller by phone.', parameters: [{ name: 'phone', description: 'The phone number', required: true, column: 'Phone' }] };
    const clashing: LookupProvider = { tools: [callerTool], call: () => ({ result: 'not_found' }) };
    const flowWith = (callerLookup: string) =>
      `${callerLookup}documents:\n  clash: clash.lookup.json\nnodes:\n  chat: { kind: conversation, text: Help., documents: [clash], next: bye }\n  bye: { kind: end }\n`;

    test('is a duplicate_tool while caller_lookup has a url, naming the built-in tool and the fix', async () => {
      const { flow, issues } = await loadFlowText(flowWith('caller_lookup:\n  url: https://crm.example.com/clients\n'), '/tmp/clash.flow.yaml', { loadDocument: async () => clashing });
      expect(flow).toBeNull();
      expect(issues).toEqual([expect.objectContaining({
        code: ISSUE.duplicateTool,
        line: 4,
        message: expect.stringMatching(/document "clash" defines a tool "lookup_caller", the name of the built-in caller-lookup tool.*give the lookup another tool_name/),
      })]);
    });

    test.each([
      { name: 'without a caller_lookup block', block: '' },
      { name: 'with an empty caller_lookup url (the lookup turned off)', block: 'caller_lookup:\n  url: ""\n' },
    ])('is the document\'s own $name', async ({ block }) => {
      const { flow, issues } = await loadFlowText(flowWith(block), '/tmp/clash.flow.yaml', { loadDocument: async () => clashing });
      expect(issues).toEqual([]);
      expect(flow).not.toBeNull();
    });
  });

  test('a valid flow loads with no issues', async () => {
    const file = fileURLToPath(new URL('../fixtures/flows/care.flow.yaml', import.meta.url));
    const { flow, issues } = await loadFlow(file, { loadDocument: loadTestDocument });
    expect(issues).toEqual([]);
    expect(flow?.start).toBe('greet');
    expect(Object.keys(flow?.nodes ?? {})).toHaveLength(11);
  });
});

describe('loops that never wait for the caller', () => {
  const loops = async (nodes: string) => {
    const { issues } = await loadFlowText(`nodes:\n${nodes}`, '/tmp/loops.flow.yaml', { loadDocument: loadTestDocument });
    return issues.filter((issue) => issue.code === ISSUE.endlessLoop).map((issue) => [issue.node, issue.message]);
  };

  test('a say node that leads to itself is one endless loop', async () => {
    expect(await loops('  a: { kind: say, text: a, next: a }\n')).toEqual([
      ['a', 'node "a" leads only back to itself and never waits for the caller, so a call there would loop forever; send one edge to a collect, end or transfer node'],
    ]);
  });

  test('a loop reached through other nodes is reported once, at its first node in the file', async () => {
    expect(await loops('  a: { kind: say, text: a, next: b }\n  b: { kind: say, text: b, next: c }\n  c: { kind: say, text: c, next: b }\n')).toEqual([
      ['b', expect.stringContaining('nodes "b", "c" lead only to each other')],
    ]);
  });

  test.each([
    { name: 'a loop through a collect node waits for the caller each time round', nodes: '  a: { kind: say, text: a, next: b }\n  b: { kind: collect, into: x, next: a }\n' },
    { name: 'a loop a branch can leave is not endless', nodes: '  a: { kind: say, text: a, next: b }\n  b: { kind: branch, variable: call.caller, cases: [{ match: x, next: a }], otherwise: c }\n  c: { kind: end }\n' },
    { name: 'a lookup that retries on error but ends when found has a way out', nodes: '  a: { kind: lookup, text: "#lookup lookup_customer full_name=Bob", on: { confident: e, ambiguous: e, not_found: e, error: a } }\n  e: { kind: end }\n' },
  ])('$name', async ({ nodes }) => {
    expect(await loops(nodes)).toEqual([]);
  });

  test('a conversation node that leads only back to itself never hears the caller: it is a loop too', async () => {
    expect(await loops('  a: { kind: conversation, text: hi, next: a }\n')).toEqual([['a', expect.stringContaining('node "a" leads only back to itself')]]);
  });

  test('the error edge of a conversation is no way out: a working model never takes it', async () => {
    expect(await loops('  a: { kind: conversation, text: hi, next: a, error: e }\n  e: { kind: end }\n')).toEqual([['a', expect.stringContaining('node "a" leads only back to itself')]]);
    expect(await loops('  a: { kind: conversation, text: hi, next: b, error: e }\n  b: { kind: collect, into: x, next: a }\n  e: { kind: end }\n')).toEqual([]);
  });

  test('an edge to a node that is not there is reported on its own, not as a loop', async () => {
    expect(await loops('  a: { kind: say, text: a, next: b }\n  b: { kind: say, text: b, next: nowhere }\n')).toEqual([]);
  });
});

describe('templates and directive lines in spoken text', () => {
  const issuesOf = async (nodes: string) => {
    const { issues } = await loadFlowText(`nodes:\n${nodes}`, '/tmp/prose.flow.yaml');
    return issues.map((issue) => [issue.code, issue.node, issue.line, issue.column]);
  };

  test('an unclosed {{ and an unknown call field are reported where they are, and the next template is still checked', async () => {
    expect(await issuesOf('  a: { kind: collect, text: n, into: caller_name, next: e }\n  e: { kind: end, text: "Bye {{caller_name. {{call.phone}} {{caler_name}}" }\n')).toEqual([
      ['unterminated_template', 'e', 3, 30],
      ['unknown_call_field', 'e', 3, 52],
      ['unknown_variable', 'e', 3, 60],
    ]);
  });

  test.each([
    { name: '{{call.id}} is the call id, as in directives', text: 'Reference {{call.id}}.', codes: [] },
    { name: '{{call.call_id}} is not a call field', text: 'Reference {{call.call_id}}.', codes: ['unknown_call_field'] },
    { name: 'an empty template', text: 'Hello {{ }}.', codes: ['empty_template'] },
    { name: 'a transfer target with a bad template', text: null, to: '{{queue', codes: ['unterminated_template'] },
    { name: 'a line that starts like an unknown directive, which would not be said', text: '#hashtag of the day', codes: ['unknown_directive'] },
    { name: 'an escaped directive line, which is said', text: '\\#lookup is how you write it.', codes: [] },
    { name: 'a template closed with one brace too many', text: 'Hello {{call.caller}}}', codes: ['extra_closing_brace'] },
  ])('$name', async ({ text, to, codes }) => {
    const node = to !== undefined ? `{ kind: transfer, to: ${JSON.stringify(to)} }` : `{ kind: end, text: ${JSON.stringify(text)} }`;
    expect((await issuesOf(`  a: ${node}\n`)).map(([code]) => code)).toEqual(codes);
  });

  test('a template closed with one brace too many is a warning at the extra brace: the flow loads and says the text without it', async () => {
    const { flow, issues } = await loadFlowText('nodes:\n  a: { kind: end, text: "Hello {{call.caller}}}" }\n', '/tmp/prose.flow.yaml');
    expect(flow).not.toBeNull();
    expect(issues.map((issue) => [issue.code, issue.severity, issue.node, issue.line, issue.column])).toEqual([['extra_closing_brace', 'warning', 'a', 2, 47]]);
  });

  test('a node may ignore braces to spare', async () => {
    const { issues, silenced } = await loadFlowText('nodes:\n  a: { kind: end, text: "Hello {{call.caller}}}", ignore: [extra_closing_brace] }\n', '/tmp/prose.flow.yaml');
    expect([issues, silenced.map((issue) => issue.code)]).toEqual([[], ['extra_closing_brace']]);
  });

  test('a directive in an end node would be said, so it is reported like in a say node', async () => {
    expect((await issuesOf('  a: { kind: end, text: "#lookup lookup_customer" }\n')).map(([code]) => code)).toEqual([ISSUE.directiveOutsideLookup]);
  });
});

describe('each problem is reported once, with a fix that fits', () => {
  const issuesOf = async (yaml: string) => (await loadFlowText(yaml, '/tmp/fits.flow.yaml', { loadDocument: loadTestDocument })).issues;

  test('a node with an unknown kind is reported once, not again by every edge to it', async () => {
    const issues = await issuesOf('nodes:\n  a: { kind: say, text: a, next: b }\n  b: { kind: shout, text: b }\n  c: { kind: say, text: c, next: b }\n');
    expect(issues.map((issue) => [issue.code, issue.node])).toEqual([[ISSUE.unknownNodeKind, 'b']]);
  });

  test.each([
    { name: 'a collect', node: 'ask: { kind: colect, text: Name?, into: caller_name, next: greet }', reads: '{{caller_name}}' },
    { name: 'a lookup', node: 'find: { kind: lokup, text: "#lookup lookup_customer full_name=x", into: customer, on: { confident: greet } }', reads: '{{customer.City}}' },
    { name: 'a set', node: 'remember: { kind: sett, values: { queue: billing }, next: greet }', reads: '{{queue}}' },
  ])('$name node with a misspelt kind is the one issue: the variable it stores is not also "stored by no node"', async ({ node, reads }) => {
    const issues = await issuesOf(`documents: { customers: c.json }\nnodes:\n  ${node}\n  greet: { kind: say, text: "Hello ${reads}.", next: bye }\n  bye: { kind: end }\n`);
    expect(issues.map((issue) => issue.code)).toEqual([ISSUE.unknownNodeKind]);
  });

  test('an unknown variable lists the variables the flow stores, without the blank of a collect missing its into', async () => {
    const issues = await issuesOf('nodes:\n  ask: { kind: collect, text: Name?, next: greet }\n  other: { kind: collect, text: City?, into: city, next: greet }\n  greet: { kind: say, text: "Hello {{nme}}.", next: bye }\n  bye: { kind: end }\n');
    expect(issues.map((issue) => issue.code)).toEqual([ISSUE.missingField, ISSUE.unreachableNode, ISSUE.unknownVariable]);
    expect(issues[2]?.message).toBe('node "greet" reads "nme", which no node of the flow stores; variables are: city, and call.*');
  });

  test('a start node that is not a mapping is reported once, not as an unknown start', async () => {
    const issues = await issuesOf('nodes:\n  a:\n');
    expect(issues.map((issue) => [issue.code, issue.message])).toEqual([[ISSUE.invalidField, 'node "a" must be a mapping (key: value pairs), e.g. a: { kind: say, text: Hello., next: bye }, its kind and fields under its name']]);
  });

  // Until 2026-12-06 each said only "must be a mapping (key: value pairs)", with no shape to write.
  test.each([
    { name: 'a flow written as a list', yaml: '- greet\n- bye\n', says: 'the flow file must be a mapping (key: value pairs), e.g. nodes: { greet: { kind: say, text: Hello., next: bye }, bye: { kind: end } }' },
    { name: 'nodes written as a list of names', yaml: 'nodes:\n  - greet\n', says: '"nodes" must be a mapping (key: value pairs), e.g. nodes: { greet: { kind: say, text: Hello., next: bye }, bye: { kind: end } }, each node under its name' },
    { name: 'documents written as a list of paths', yaml: 'documents: [customers.lookup.json]\nnodes: { bye: { kind: end } }\n', says: '"documents" must be a mapping (key: value pairs), e.g. documents: { customers: customers.lookup.json }' },
    { name: 'a node written as its text', yaml: 'nodes:\n  greet: Hello\n', says: 'node "greet" must be a mapping (key: value pairs), e.g. greet: { kind: say, text: Hello., next: bye }' },
    { name: 'a case written as its phrase', yaml: 'nodes:\n  ask: { kind: collect, into: x, next: r }\n  r: { kind: branch, variable: x, cases: [yes], otherwise: bye }\n  bye: { kind: end }\n', says: 'cases[0] must be a mapping (key: value pairs), e.g. { match: yes, next: confirm }' },
  ])('$name is invalid_field with the shape to write', async ({ yaml, says }) => {
    const issues = await issuesOf(yaml);
    expect(issues).toContainEqual(expect.objectContaining({ code: ISSUE.invalidField, message: expect.stringContaining(says) }));
  });

  test.each([
    ['full_name=', 'missing_value'],
    ['full_name=Mr{{caller_name}}', 'mixed_value'],
    ['full_name={{caller_name', 'unterminated_template'],
    ['full_name="x', 'unterminated_quote'],
  ])('a required parameter written with a bad value (%s) is reported for its value only, not as missing too', async (argument, code) => {
    const yaml = `documents: { customers: c.json }\nnodes:\n  a: { kind: collect, into: caller_name, next: f }\n  f:\n    kind: lookup\n    text: '#lookup lookup_customer ${argument}'\n    on: { confident: e, ambiguous: e, not_found: e, error: e }\n  e: { kind: end }\n`;
    expect((await issuesOf(yaml)).map((issue) => issue.code)).toEqual([code]);
  });

  test.each([
    { name: 'a quoted value alone names the required parameter', args: '"Kaitlyn"', said: [['unexpected_token', 'write `full_name="Kaitlyn"` (lookup_customer takes: full_name, city)']] },
    { name: 'a bare word alone names the required parameter', args: 'Kaitlyn', said: [['unexpected_token', 'write `full_name=Kaitlyn` (lookup_customer takes: full_name, city)']] },
    { name: 'a template alone after a named one names the next parameter', args: 'full_name={{caller_name}} {{caller_name}}', said: [['unexpected_token', 'write `city={{caller_name}}`']] },
    { name: 'two values alone name a parameter each', args: '"Kaitlyn" Springfield', said: [['unexpected_token', 'write `full_name="Kaitlyn"`'], ['unexpected_token', 'write `city=Springfield`']] },
    { name: 'a value alone when every parameter is passed is to be removed', args: 'full_name=a city=b "c"', said: [['unexpected_token', 'lookup_customer takes no other parameter (full_name, city): remove it']] },
  ])('a #lookup value with no parameter name: $name, and the parameter is not also missing', async ({ args, said }) => {
    const yaml = `documents: { customers: c.json }\nnodes:\n  a: { kind: collect, into: caller_name, next: f }\n  f:\n    kind: lookup\n    text: '#lookup lookup_customer ${args}'\n    on: { confident: e, ambiguous: e, not_found: e, error: e }\n  e: { kind: end }\n`;
    const issues = await issuesOf(yaml);
    expect(issues.map((issue) => issue.code)).toEqual(said.map(([code]) => code));
    said.forEach(([, words], index) => expect(issues[index]?.message).toContain(words));
  });

  test('a document attached under a misspelt name is named with the one meant', async () => {
    const yaml = `documents: { customers: c.json }\nnodes:\n  help: { kind: conversation, text: Help., documents: [custmers], next: e }\n  e: { kind: end }\n`;
    expect((await issuesOf(yaml)).map((issue) => [issue.code, issue.message])).toEqual([[ISSUE.unknownDocument,
      'node "help" attaches document "custmers", which the flow does not declare under "documents" (did you mean "customers"?); declared: customers']]);
  });

  test('a #lookup without its tool name is one issue, not also a call of tool ""', async () => {
    const yaml = `documents: { customers: c.json }\nnodes:\n  f:\n    kind: lookup\n    text: '#lookup'\n    on: { confident: e, ambiguous: e, not_found: e, error: e }\n  e: { kind: end }\n`;
    expect((await issuesOf(yaml)).map((issue) => issue.code)).toEqual(['empty_tool_name']);
  });

  test('a required parameter not written at all is still missing', async () => {
    const yaml = `documents: { customers: c.json }\nnodes:\n  a: { kind: collect, into: caller_name, next: f }\n  f:\n    kind: lookup\n    text: '#lookup lookup_customer city=x'\n    on: { confident: e, ambiguous: e, not_found: e, error: e }\n  e: { kind: end }\n`;
    expect((await issuesOf(yaml)).map((issue) => issue.code)).toEqual([ISSUE.missingRequiredParameter]);
  });

  test('a branch with cases but no otherwise is told to add otherwise', async () => {
    const issues = await issuesOf('nodes:\n  a: { kind: collect, into: x, next: b }\n  b: { kind: branch, variable: x, cases: [{ match: yes, next: c }] }\n  c: { kind: end }\n');
    expect(issues.map((issue) => [issue.code, issue.message])).toEqual([
      [ISSUE.deadEnd, 'node "b" (branch) leads nowhere; give it "otherwise" or make it an end or transfer node'],
    ]);
  });

  test.each([
    { name: 'a kind written as a list is called a list, not an unknown kind', node: '  a: { kind: [say], text: Hi, next: c }', message: 'node "a" has a kind that is a list, not a word; write one kind as text, one of: say, collect' },
    { name: 'a blank match is reported as an empty list is', node: '  a: { kind: branch, variable: x, cases: [{ match: "  ", next: c }], otherwise: c }', message: 'node "a" has a "cases[0].match" word or phrase with no letter, digit or key (* or #) in it, which no answer can match' },
    { name: 'a match list with a blank phrase is reported', node: '  a: { kind: branch, variable: x, cases: [{ match: [yes, "?"], next: c }], otherwise: c }', message: 'node "a" has a "cases[0].match" word or phrase with no letter, digit or key (* or #)' },
    { name: 'a number stored into is no variable a template can read', node: '  a: { kind: collect, into: 5, next: c }', message: 'node "a" stores into "5" ("into"), which no template can read' },
    { name: 'a dotted name stored into is no variable a template can read', node: '  a: { kind: collect, into: caller.name, next: c }', message: 'node "a" stores into "caller.name" ("into")' },
    { name: 'a lookup storing into a name starting with a digit is reported', node: '  a: { kind: lookup, text: "#caller_lookup", into: 1client, on: { found: c, not_found: c, error: c } }', message: 'node "a" stores into "1client" ("into")' },
  ])('$name', async ({ node, message }) => {
    const yaml = `caller_lookup: { url: "https://crm.example.com/clients" }\nnodes:\n  start: { kind: collect, into: x, next: a }\n${node}\n  c: { kind: end }\n`;
    const issues = await issuesOf(yaml);
    expect(issues.map((issue) => [issue.code, issue.node, issue.line])).toEqual([[ISSUE.invalidField, 'a', 4]]);
    expect(issues[0]?.message).toContain(message);
  });

  test('an empty match list is called empty, not "not a list"', async () => {
    const issues = await issuesOf('nodes:\n  a: { kind: collect, into: x, next: b }\n  b: { kind: branch, variable: x, cases: [{ match: [], next: c }], otherwise: c }\n  c: { kind: end }\n');
    expect(issues.map((issue) => [issue.code, issue.message])).toEqual([
      [ISSUE.invalidField, 'node "b" has an empty "cases[0].match", which no answer can match; list the words or phrases, e.g. match: [yes, sure]'],
    ]);
  });

  test('a problem in text not written as it reads (escapes, a folded block) is placed at its own place in the file', async () => {
    const yaml = [
      'nodes:',
      '  a:',
      '    kind: say',
      '    text: "Tab\\there {{call.phone}}"',
      '    next: b',
      '  b:',
      '    kind: say',
      '    text: >-',
      '      Welcome back',
      '      {{call.phone}} now',
      '    next: c',
      '  c: { kind: say, text: "Plain {{call.phone}}", next: d }',
      '  d: { kind: end }',
      '',
    ].join('\n');
    const issues = await issuesOf(yaml);
    // Each at the "phone" it is about, through the escape and the folded line.
    expect(issues.map((issue) => [issue.code, issue.node, issue.line, issue.column])).toEqual([
      ['unknown_call_field', 'a', 4, 29],
      ['unknown_call_field', 'b', 10, 14],
      ['unknown_call_field', 'c', 12, 39],
    ]);
  });

  /** Line and column (1-based) where `marker` is written in the flow text. */
  const placeOf = (yaml: string, marker: string): [number, number] => {
    const lines = yaml.split(/\r?\n/);
    const line = lines.findIndex((text) => text.includes(marker));
    return [line + 1, (lines[line]?.indexOf(marker) ?? -1) + 1];
  };
  const sayNode = (text: string[]) => ['nodes:', '  a: { kind: collect, into: caller_name, next: b }', '  b:', '    kind: say', ...text, '    next: c', '  c: { kind: end }', ''].join('\n');

  test.each([
    { name: 'double quotes with \\" escapes', yaml: sayNode(['    text: "Say \\"New York\\" to {{caler_name}}"']), marker: '{{caler_name' },
    { name: 'double quotes with a \\u00e9 escape', yaml: sayNode(['    text: "Caf\\u00e9 for {{caler_name}}"']), marker: '{{caler_name' },
    { name: 'double quotes with \\x and \\U escapes', yaml: sayNode(['    text: "\\x41\\U0001F600 {{caler_name}}"']), marker: '{{caler_name' },
    { name: 'double quotes over two lines, joined by an escaped line break', yaml: sayNode(['    text: "Hello \\', '      there {{caler_name}}"']), marker: '{{caler_name' },
    { name: "single quotes with ''", yaml: sayNode(["    text: 'It''s {{caler_name}}'"]), marker: '{{caler_name' },
    { name: 'single quotes folded over two lines', yaml: sayNode(["    text: 'It''s", "      you, {{caler_name}}'"]), marker: '{{caler_name' },
    { name: 'a plain scalar folded over two lines', yaml: sayNode(['    text: Hello', '      there {{caler_name}}']), marker: '{{caler_name' },
    { name: 'a folded block', yaml: sayNode(['    text: >', '      Hello', '      there,', '', '        and {{caler_name}}']), marker: '{{caler_name' },
    { name: 'a literal block, on a more indented line', yaml: sayNode(['    text: |  # greeting', '      Hello', '        there {{caler_name}}']), marker: '{{caler_name' },
    { name: 'a folded block with Windows line ends', yaml: sayNode(['    text: >-', '      Hello', '      there {{caler_name}}']).replace(/\n/g, '\r\n'), marker: '{{caler_name' },
    {
      name: 'a #lookup argument after an escaped literal',
      yaml: [
        'documents: { customers: c.json }', 'nodes:', '  a: { kind: collect, into: caller_name, next: f }', '  f:', '    kind: lookup',
        '    text: "#lookup lookup_customer city=\\"New York\\" full_name={{caler_name}}"',
        '    on: { confident: c, ambiguous: c, not_found: c, error: c }', '  c: { kind: end }', '',
      ].join('\n'),
      marker: 'full_name={{caler_name',
    },
  ])('a template problem in $name is placed exactly', async ({ yaml, marker }) => {
    const issues = (await loadFlowText(yaml, '/flows/positions.flow.yaml', { loadDocument: loadTestDocument })).issues;
    expect(issues.map((issue) => [issue.code, issue.line, issue.column])).toEqual([[ISSUE.unknownVariable, ...placeOf(yaml, marker)]]);
  });

  test('a directive problem on a later line of a | block points at its column in the file', async () => {
    const yaml = [
      'documents: { customers: c.json }',
      'nodes:',
      '  find:',
      '    kind: lookup',
      '    text: |',
      '      #lookup lookup_customer full_name=Bob',
      '      #lookup lookup_customer full_name=Ann',
      '    on: { confident: bye, ambiguous: bye, not_found: bye, error: bye }',
      '  bye: { kind: end }',
      '',
    ].join('\n');
    const issues = await issuesOf(yaml);
    expect(issues.map((issue) => [issue.code, issue.line, issue.column])).toEqual([['multiple_directives', 7, 7]]);
  });
});

describe('a repetition in a #lookup names the first one by its place in the flow file', () => {
  // The same fixture with Windows line ends, written next to it in a temporary folder.
  const withLineEnds = async (eol: '\n' | '\r\n'): Promise<string> => {
    const file = invalid('repeated-in-directive.flow.yaml');
    if (eol === '\n') return file;
    const copy = join(await mkdtemp(join(tmpdir(), 'crlf-')), 'repeated-in-directive.flow.yaml');
    await writeFile(copy, (await readFile(file, 'utf8')).replace(/\n/g, '\r\n'));
    return copy;
  };
  const issuesIn = async (eol: '\n' | '\r\n') =>
    (await loadFlow(await withLineEnds(eol), { loadDocument: loadTestDocument })).issues.map((issue) => [issue.node, issue.code, issue.line, issue.column, issue.message]);

  test.each([{ lineEnds: 'LF', eol: '\n' as const }, { lineEnds: 'CRLF', eol: '\r\n' as const }])('double and single quotes, | and > blocks ($lineEnds)', async ({ eol }) => {
    expect(await issuesIn(eol)).toEqual([
      ['double_quoted', 'duplicate_parameter', 12, 80, expect.stringContaining('`full_name` is given twice (first at line 12, column 54)')],
      ['single_quoted', 'duplicate_parameter', 16, 78, expect.stringContaining('`full_name` is given twice (first at line 16, column 52)')],
      ['literal_block', 'duplicate_parameter', 23, 28, expect.stringContaining('`full_name` is given twice (first at line 22, column 33)')],
      ['literal_block', 'multiple_directives', 24, 7, expect.stringContaining('`#lookup` follows `#lookup` at line 22, column 9:')],
      ['folded_block', 'duplicate_parameter', 30, 24, expect.stringContaining('`full_name` is given twice (first at line 29, column 31)')],
    ]);
  });
});

describe('a #lookup argument written with a colon', () => {
  test('is one colon_for_equals issue, not also a missing required parameter', async () => {
    const yaml = [
      'documents: { customers: c.json }',
      'nodes:',
      '  find:',
      '    kind: lookup',
      '    text: "#lookup lookup_customer full_name: {{call.caller}}"',
      '    on: { confident: bye, ambiguous: bye, not_found: bye, error: bye }',
      '  bye: { kind: end }',
      '',
    ].join('\n');
    const { issues } = await loadFlowText(yaml, '/tmp/colon.flow.yaml', { loadDocument: loadTestDocument });
    expect(issues.map((issue) => [issue.code, issue.line, issue.column])).toEqual([['colon_for_equals', 5, 45]]);
  });
});

describe('a .json flow is read as JSON', () => {
  test('a trailing comma, which YAML would accept, is a flow_parse_error at its place', async () => {
    const { flow, issues } = await loadFlowText('{\n  "nodes": {\n    "a": { "kind": "end", }\n  }\n}\n', '/tmp/trailing.flow.json');
    expect(flow).toBeNull();
    // At the comma, with the fix (until 2026-12-05 the parser's "Expected double-quoted property name", at the "}").
    expect(issues.map((issue) => [issue.code, issue.line, issue.column])).toEqual([[ISSUE.parseError, 3, 25]]);
    expect(issues[0]?.message).toBe('the flow file is not valid YAML or JSON: a comma after the last field or item, which JSON does not allow: remove it');
  });

  test('a .json flow saved with a byte-order mark is read', async () => {
    const { flow, issues } = await loadFlowText('\uFEFF{"nodes": {"a": {"kind": "end"}}}', '/tmp/bom.flow.json');
    expect(issues).toEqual([]);
    expect(flow?.nodes.a).toEqual({ kind: 'end', id: 'a' });
  });

  test('the same text in a .yaml file is read as YAML', async () => {
    const { flow } = await loadFlowText('{\n  "nodes": {\n    "a": { "kind": "end", }\n  }\n}\n', '/tmp/trailing.flow.yaml');
    expect(flow?.nodes.a).toEqual({ kind: 'end', id: 'a' });
  });
});

describe('what a flow reads of a lookup row is checked against the lookup document', () => {
  // The customer-care document, loaded for real: lookup_customer returns Full Name, City, Account ID, Plan, Status.
  const nextToDemo = fileURLToPath(new URL('../../../../flows/customer-care/columns.flow.yaml', import.meta.url));
  // Loaded once for this block, as one flow loads it once (each flow here loaded the workbook again: a second each).
  const demoDocuments = new Map<string, Promise<LookupProvider>>();
  const loadDemoDocument = (path: string): Promise<LookupProvider> => {
    if (!demoDocuments.has(path)) demoDocuments.set(path, loadDocument(path));
    return demoDocuments.get(path)!;
  };
  const flowReading = (says: string, argument = '{{caller_name}}') => [
    'documents: { customers: customers.lookup.json }',
    'nodes:',
    '  ask: { kind: collect, into: caller_name, next: find }',
    '  find:',
    '    kind: lookup',
    `    text: "#lookup lookup_customer full_name=${argument}"`,
    '    into: customer',
    // Only a confident lookup has a row to read (the others would read nothing: maybe_unset_variable).
    '    on: { confident: tell, ambiguous: bye, not_found: bye, error: bye }',
    `  tell: { kind: end, text: "${says}" }`,
    '  bye: { kind: end }',
    '',
  ].join('\n');
  // Candidates are read here too, which hold rows only after ambiguous (a maybe_unset_variable warning, tested in
  // unsetVariables.test.ts): these tests are about columns.
  const issuesOf = async (yaml: string) => (await loadFlowText(yaml, nextToDemo, { loadDocument: loadDemoDocument })).issues
    .filter((issue) => !(issue.code === ISSUE.maybeUnsetVariable && issue.severity === 'warning' && issue.message.includes('"customer_candidates" holds no candidates')))
    .map((issue) => [issue.code, issue.node, issue.line, issue.column, issue.message]);

  test('a column the rows have, and the candidates\' list and length, pass', async () => {
    expect(await issuesOf(flowReading('{{customer.Account ID}} {{customer_candidates}} {{customer_candidates.length}} {{customer_candidates.0.City}}'))).toEqual([]);
  });

  test.each([
    ['{{customer.Acount ID}}', 'customer.Acount ID', 29, '; did you mean "Account ID"?'],
    ['Hi {{customer_candidates.1.Cty}}', 'customer_candidates.1.Cty', 32, '; did you mean "City"?'],
    ['{{customer.Shoe Size}}', 'customer.Shoe Size', 29, '; known: Full Name, City, Account ID, Plan, Status'],
  ])('%s is a column the rows lack', async (says, reference, column, hint) => {
    expect(await issuesOf(flowReading(says))).toEqual([[ISSUE.unknownResultColumn, 'tell', 9, column, expect.stringContaining(`reads "${reference}"`)]]);
    expect((await issuesOf(flowReading(says)))[0]?.[4]).toContain(hint);
  });

  test('a branch on a row column is checked as a template reading it is', async () => {
    const branchOn = (variable: string) => flowReading('bye').replace('on: { confident: tell, ambiguous: bye,', 'on: { confident: check, ambiguous: bye,')
      + `  check: { kind: branch, variable: ${variable}, cases: [{ match: premium, next: tell }], otherwise: tell }\n`;
    expect(await issuesOf(branchOn('customer.Plan'))).toEqual([]);
    const issues = await issuesOf(branchOn('customer.Plna'));
    expect(issues.map((issue) => [issue[0], issue[1]])).toEqual([[ISSUE.unknownResultColumn, 'check']]);
    expect(issues[0]?.[4]).toContain('no column "Plna"');
  });

  test('a directive argument reading a row column is checked too', async () => {
    // (The directive also reads the row before any lookup stored one: maybe_unset_variable.)
    expect((await issuesOf(flowReading('bye', '{{customer.Nmae}}'))).map((issue) => issue[0])).toEqual([ISSUE.maybeUnsetVariable, ISSUE.unknownResultColumn]);
  });

  test('what the lookup went by is read by the directive\'s argument names', async () => {
    expect(await issuesOf(flowReading('{{customer_heard.full_name}} {{customer_heard}}'))).toEqual([]);
    const issues = await issuesOf(flowReading('named {{customer_heard.fullname}}'));
    expect(issues).toEqual([[ISSUE.unknownHeardArgument, 'tell', 9, 35, expect.stringContaining('reads "customer_heard.fullname"')]]);
    expect(issues[0]?.[4]).toContain('did you mean "full_name"?');
  });

  test('what the lookup went by may name a parameter of the tool the directive leaves out (a city said around the name)', async () => {
    expect(await issuesOf(flowReading('in {{customer_heard.city}}'))).toEqual([]);
    const issues = await issuesOf(flowReading('in {{customer_heard.cty}}'));
    expect(issues.map((issue) => issue[0])).toEqual([ISSUE.unknownHeardArgument]);
    expect(issues[0]?.[4]).toContain('did you mean "city"?');
  });

  test.each([
    ['Hello {{caller_name.first}}.', 'caller_name.first', 'what the caller says at node "ask"'],
    ['It went {{customer_outcome.result}}.', 'customer_outcome.result', 'the outcome of node "find"'],
    ['It failed: {{customer_error.code}}.', 'customer_error.code', 'the error code of node "find"'],
  ])('%s reads a field of a text, which is said as nothing', async (says, reference, storer) => {
    const issues = (await issuesOf(flowReading(says))).filter((issue) => issue[0] !== ISSUE.maybeUnsetVariable);
    expect(issues.map((issue) => [issue[0], issue[1], issue[2]])).toEqual([[ISSUE.fieldOfText, 'tell', 9]]);
    expect(issues[0]?.[4]).toContain(`reads "${reference}", but ${reference.split('.')[0]} holds text (${storer})`);
    expect(issues[0]?.[4]).toContain(`write {{${reference.split('.')[0]}}}`);
  });

  test('a set node copying a row through a formatter holds text copied from the row, as one copying the row does', async () => {
    const copied = flowReading('{{copy.City}}').replace('on: { confident: tell,', 'on: { confident: keep,')
      + '  keep: { kind: set, values: { copy: "{{customer | digits}}" }, next: tell }\n';
    const issues = await issuesOf(copied);
    expect(issues.map((issue) => [issue[0], issue[1]])).toEqual([[ISSUE.fieldOfText, 'tell']]);
    expect(issues[0]?.[4]).toContain('{{customer.City}}');
  });

  test('a field of a set node\'s text is reported, a branch on it too; a variable that also holds a row is not', async () => {
    const withSet = [
      'nodes:',
      '  hello: { kind: set, values: { greeting: Hi }, next: tell }',
      '  tell: { kind: end, text: "{{greeting.name}}" }',
      '',
    ].join('\n');
    const issues = await issuesOf(withSet);
    expect(issues.map((issue) => [issue[0], issue[1], issue[2]])).toEqual([[ISSUE.fieldOfText, 'tell', 3]]);
    expect(issues[0]?.[4]).toContain('greeting holds text (set by node "hello")');
    const branchOn = flowReading('bye').replace('on: { confident: tell, ambiguous: bye,', 'on: { confident: check, ambiguous: bye,')
      + '  check: { kind: branch, variable: caller_name.last, cases: [{ match: smith, next: tell }], otherwise: tell }\n';
    const onBranch = await issuesOf(branchOn);
    expect(onBranch.map((issue) => [issue[0], issue[1]])).toEqual([[ISSUE.fieldOfText, 'check']]);
    // Written as a template, the branch's variable is said to be named without braces (it was "did you mean").
    const braced = await issuesOf(branchOn.replace('variable: caller_name.last', 'variable: "{{caller_name}}"'));
    expect(braced.map((issue) => [issue[0], issue[1], issue[4]])).toEqual([[ISSUE.unknownVariable, 'check', 'branch node "check" has variable: {{caller_name}}, but a branch names its variable without braces (it reads the variable, it does not fill a template); write variable: caller_name']]);
    // A branch names its variable without braces: the fix says so (it said "write {{caller_name}}").
    expect(onBranch[0]?.[4]).toMatch(/the branch would compare nothing; write variable: caller_name$/);
    // `customer` is a row here and what a caller says elsewhere: which it holds is not known, so its fields are not judged.
    // (Nor is a branch on it: the text may match.)
    const both = flowReading('{{customer.Full Name}}').replace('  bye: { kind: end }', '  bye: { kind: collect, into: customer, next: tell }');
    expect((await issuesOf(both)).filter((issue) => issue[0] === ISSUE.fieldOfText)).toEqual([]);
    const branchOnBoth = both.replace('on: { confident: tell,', 'on: { confident: check,') + '  check: { kind: branch, variable: customer, cases: [{ match: yes, next: tell }], otherwise: tell }\n';
    expect((await issuesOf(branchOnBoth)).filter((issue) => issue[0] === ISSUE.branchOnRecord)).toEqual([]);
  });

  test.each([
    ['customer', 'the row a #lookup stores', 'branch on one of its columns (customer.Full Name) or on customer_outcome'],
    ['customer_candidates', 'the list of candidate rows', 'branch on customer_outcome (ambiguous), or on a candidate\'s column (customer_candidates.0.Full Name)'],
    ['customer_heard', 'what the lookup went by', 'branch on one of its arguments (customer_heard.full_name)'],
    ['call', 'the whole call context (caller, called, id, started_at)', 'branch on one of its fields (call.called, call.caller)'],
  ])('a branch on %s, a whole record, matches no case', async (variable, what, fix) => {
    const branchOn = flowReading('bye').replace('on: { confident: tell, ambiguous: bye,', 'on: { confident: check, ambiguous: check,')
      + `  check: { kind: branch, variable: ${variable}, cases: [{ match: premium, next: tell }], otherwise: tell }\n`;
    const issues = (await issuesOf(branchOn)).filter((issue) => issue[0] !== ISSUE.maybeUnsetVariable);
    expect(issues.map((issue) => [issue[0], issue[1], issue[2]])).toEqual([[ISSUE.branchOnRecord, 'check', 11]]);
    expect(issues[0]?.[4]).toContain(`compares "${variable}", ${what}`);
    expect(issues[0]?.[4]).toContain(fix);
  });

  test('a branch on a set node\'s copy of a whole row is a warning: a case\'s word matches in any of its columns', async () => {
    const copyThenBranch = flowReading('bye').replace('on: { confident: tell, ambiguous: bye,', 'on: { confident: keep, ambiguous: bye,')
      + '  keep: { kind: set, values: { saved: "{{customer}}", plan: "{{customer.Plan}}" }, next: check }\n'
      + '  check: { kind: branch, variable: saved, cases: [{ match: springfield, next: tell }], otherwise: tell }\n'
      + '  check_plan: { kind: branch, variable: plan, cases: [{ match: premium, next: tell }], otherwise: tell }\n';
    const issues = (await loadFlowText(copyThenBranch, nextToDemo, { loadDocument: loadDemoDocument })).issues.filter((issue) => issue.code === ISSUE.branchOnCopiedRecord);
    expect(issues.map((issue) => [issue.node, issue.severity, issue.line, issue.message])).toEqual([['check', 'warning', 12,
      'branch node "check" compares "saved", but node "keep" copies {{customer}} (the row a #lookup stores) into it, and a copied record is its values one after another: ' +
      'a case\'s word found in any of them (a name, a city) is a match; branch on one of its columns (customer.Full Name) or on customer_outcome, ' +
      'or copy that one field in the set node (ignore: [branch_on_copied_record] if any field is meant)']]);
    // Meant so, it is ignored on the node.
    const ignored = copyThenBranch.replace('otherwise: tell }\n  check_plan', 'otherwise: tell, ignore: [branch_on_copied_record] }\n  check_plan');
    expect((await loadFlowText(ignored, nextToDemo, { loadDocument: loadDemoDocument })).issues.filter((issue) => issue.code === ISSUE.branchOnCopiedRecord || issue.code === ISSUE.unusedIgnore)).toEqual([]);
  });
});

describe('a bare word naming a variable in a #lookup', () => {
  test('is a warning with the braces to write; a quoted one and a template are not', async () => {
    const yaml = [
      'documents: { customers: customers.lookup.json }',
      'nodes:',
      '  ask: { kind: collect, into: caller_name, next: ask_city }',
      '  ask_city: { kind: collect, into: caller_city, next: find }',
      '  find:',
      '    kind: lookup',
      '    text: "#lookup lookup_customer full_name=caller_name city=caller_city"',
      '    on: { confident: again, ambiguous: again, not_found: again, error: again }',
      '  again:',
      '    kind: lookup',
      '    text: "#lookup lookup_customer full_name=\'caller_name\' city={{caller_city}}"',
      '    into: other',
      '    on: { confident: bye, ambiguous: bye, not_found: bye, error: bye }',
      '  bye: { kind: end }',
      '',
    ].join('\n');
    const { flow, issues } = await loadFlowText(yaml, '/tmp/bare-words.flow.yaml', { loadDocument: async () => fakeCustomers() });
    expect(flow).not.toBeNull();
    expect(issues.map((issue) => [issue.code, issue.severity, issue.node, issue.line, issue.column, issue.message])).toEqual([
      [ISSUE.literalNamesVariable, 'warning', 'find', 7, 36,
        'node "find" passes lookup_customer the text "caller_name" as "full_name": a bare word is text, not a variable, and the flow stores a variable "caller_name"; ' +
        "to pass its value write full_name={{caller_name}} (to mean the text, quote it: full_name='caller_name')"],
      [ISSUE.literalNamesVariable, 'warning', 'find', 7, 58, expect.stringContaining('the text "caller_city" as "city"')],
    ]);
  });
});

describe('a template inside quotes in a #lookup', () => {
  // Until 2026-12-06 validate said ok, and every call looked up the characters "{{caller_city}}".
  test.each([
    { written: 'city="{{caller_city}}"', says: 'node "find" passes "city" the text "{{caller_city}}": inside quotes {{…}} is not a template, so every call would look up those very characters; ' +
      'to pass the variable write city={{caller_city}}, without quotes; if the braces are meant as text, add ignore: [quoted_template] to the node' },
    { written: "city='{{ caller_city }}'", says: 'to pass the variable write city={{caller_city}}, without quotes' },
    { written: 'city="near {{caller_city}}"', says: 'a value is one {{template}} or one text and the two cannot be joined: store the whole text in a set node (city_text: "near {{caller_city}}") and pass city={{city_text}}' },
  ])('$written is a warning at the argument with the fix', async ({ written, says }) => {
    const yaml = [
      'documents: { customers: customers.lookup.json }',
      'nodes:',
      '  ask: { kind: collect, into: caller_name, next: ask_city }',
      '  ask_city: { kind: collect, into: caller_city, next: find }',
      `  find: { kind: lookup, text: ${JSON.stringify(`#lookup lookup_customer full_name={{caller_name}} ${written}`)}, on: { confident: bye, ambiguous: bye, not_found: bye, error: bye } }`,
      '  bye: { kind: end }',
    ].join('\n');
    const { flow, issues } = await loadFlowText(yaml, '/tmp/quoted.flow.yaml', { loadDocument: async () => fakeCustomers() });
    expect(flow).not.toBeNull();
    expect(issues.map((issue) => [issue.code, issue.severity, issue.node, issue.line, issue.column])).toEqual([[ISSUE.quotedTemplate, 'warning', 'find', 5, (yaml.split('\n')[4] ?? '').indexOf(' city=') + 2]]);
    expect(issues[0]?.message).toContain(says);
  });

  test.each([
    { name: 'braces as text, with ignore: [quoted_template]', written: 'city="{{caller_city}}"', ignore: ', ignore: [quoted_template]' },
    { name: 'a quoted word', written: "city='Springfield'", ignore: '' },
    { name: 'a template without quotes', written: 'city={{caller_city}}', ignore: '' },
  ])('$name is not reported', async ({ written, ignore }) => {
    const yaml = [
      'documents: { customers: customers.lookup.json }',
      'nodes:',
      '  ask: { kind: collect, into: caller_name, next: ask_city }',
      '  ask_city: { kind: collect, into: caller_city, next: find }',
      `  find: { kind: lookup, text: ${JSON.stringify(`#lookup lookup_customer full_name={{caller_name}} ${written}`)}, on: { confident: bye, ambiguous: bye, not_found: bye, error: bye }${ignore} }`,
      '  bye: { kind: end }',
    ].join('\n');
    const { flow, issues } = await loadFlowText(yaml, '/tmp/quoted.flow.yaml', { loadDocument: async () => fakeCustomers() });
    expect(flow).not.toBeNull();
    expect(issues).toEqual([]);
  });
});

describe('a lookup left out of its document\'s tools by an error', () => {
  test('a #lookup of it is told to fix the document, not to declare one', async () => {
    const file = fileURLToPath(new URL('../fixtures/broken-document/flow.yaml', import.meta.url));
    const { flow, issues } = await loadFlow(file);
    expect(flow).toBeNull();
    expect(issues.map((issue) => [issue.code, issue.line])).toEqual([[ISSUE.documentError, 3], [ISSUE.unknownTool, 8]]);
    expect(issues[0]?.message).toContain('Column "Post Code" is not in orders.csv');
    expect(issues[1]?.message).toBe(
      'node "find" calls tool "find_order", which no document of the flow offers as it stands: document "orders" has errors (document_error), ' +
      'and a lookup with an error is left out of the tools; fix them (switchboard inspect shows them), then validate again; tools offered now: find_recipient',
    );
  });
});

describe('a lookup document that is not there', () => {
  test('is said in words with the path it was looked for at and the file a typo meant (its folders as written), not as ENOENT', async () => {
    const file = fileURLToPath(new URL('../fixtures/broken-document/misspelt-document.flow.yaml', import.meta.url));
    const folder = dirname(file);
    const { issues } = await loadFlow(file);
    expect(issues.map((issue) => [issue.code, issue.line, issue.message])).toEqual([
      [ISSUE.documentError, 4, `document "orders" cannot be used: there is no file order.lookup.json (${join(folder, 'order.lookup.json')}); ` +
        'did you mean "orders.lookup.json"?; a path under "documents" is relative to the flow file'],
      [ISSUE.documentError, 5, `document "archive" cannot be used: there is no file old\\orders.lookup.json (${join(folder, 'old\\orders.lookup.json')}); ` +
        'a path under "documents" is relative to the flow file, with / between folders (a \\ is part of a file name here): write old/orders.lookup.json'],
      // A slip in the extension is a slip like any other, and the file meant is given with the folders written.
      [ISSUE.documentError, 6, `document "extension" cannot be used: there is no file orders.lookup.jsn (${join(folder, 'orders.lookup.jsn')}); ` +
        'did you mean "orders.lookup.json"?; a path under "documents" is relative to the flow file'],
      [ISSUE.documentError, 7, `document "folder" cannot be used: there is no file ../broken-document/order.lookup.json (${join(folder, 'order.lookup.json')}); ` +
        'did you mean "../broken-document/orders.lookup.json"?; a path under "documents" is relative to the flow file'],
      // As the matcher's FILE_NOT_FOUND says it: a flow written on a Mac or Windows fails on Linux.
      [ISSUE.documentError, 8, `document "capital" cannot be used: there is no file Orders.lookup.json (${join(folder, 'Orders.lookup.json')}); ` +
        'did you mean "orders.lookup.json"? (the names differ by case alone, which tells files apart here: write the name as the file has it); ' +
        'a path under "documents" is relative to the flow file'],
    ]);
  });
});

describe('a file under "documents" that is no lookup document', () => {
  test('a flow or a scripted call is one document_error saying which it is, and an empty path is said to be empty', async () => {
    const file = fileURLToPath(new URL('../fixtures/broken-document/other-files.flow.yaml', import.meta.url));
    const { flow, issues } = await loadFlow(file);
    expect(flow).toBeNull();
    expect(issues.map((issue) => [issue.code, issue.severity, issue.line, issue.message])).toEqual([
      [ISSUE.documentError, 'error', 3, 'document "itself" cannot be used: other-files.flow.yaml is a flow (it has "nodes" and no "lookups"), not a lookup document: ' +
        'name a lookup document here, the file with "files" and "lookups" (customers.lookup.json)'],
      [ISSUE.documentError, 'error', 4, 'document "script" cannot be used: stray.call.yaml is a scripted call (it has "turns" or "expect" and no "lookups"), not a lookup document: ' +
        'name a lookup document here, the file with "files" and "lookups" (customers.lookup.json)'],
      [ISSUE.invalidField, 'error', 5, '"documents.blank" is empty; give the path of a lookup document, relative to the flow file (blank: blank.lookup.json)'],
    ]);
  });
});

describe('a column whose name holds dots', () => {
  test('{{patient.D.O.B}} reads the D.O.B column: validate finds it, the call says it, a replay checks it', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'dotted-column-'));
    await writeFile(join(folder, 'patients.csv'), 'Name,D.O.B\nCaitlin Myers,1985-03-05\n');
    await writeFile(join(folder, 'patients.lookup.json'), JSON.stringify({ files: ['patients.csv'], lookups: [{ tool_name: 'find_patient', search_column: 'Name', param_name: 'full_name' }] }));
    await writeFile(join(folder, 'flow.yaml'), [
      'documents: { patients: patients.lookup.json }',
      'nodes:',
      '  ask: { kind: collect, text: Name?, into: name, next: find }',
      '  find: { kind: lookup, text: "#lookup find_patient full_name={{name}}", into: patient, on: { confident: tell, ambiguous: bye, not_found: bye, error: bye } }',
      '  tell: { kind: say, text: "Born {{patient.D.O.B}}.", next: bye }',
      '  bye: { kind: end }',
      '',
    ].join('\n'));
    const { flow, documents, issues } = await loadFlow(join(folder, 'flow.yaml'));
    expect(issues).toEqual([]);
    const call = await startCall(flow!, { documents });
    await call.hear('Caitlin Myers');
    expect(call.events).toContainEqual({ type: 'say', node: 'tell', text: 'Born 1985-03-05.' });
    expect(variableAt(call.variables, 'patient.D.O.B')).toBe('1985-03-05');
  });
});

describe('a lookup document\'s warnings', () => {
  test('are the flow\'s warnings, each with its code, the document\'s file as the flow names it and the place in it: the flow still loads and runs', async () => {
    const file = fileURLToPath(new URL('../fixtures/document-warnings/flow.yaml', import.meta.url));
    const { flow, documents, issues } = await loadFlow(file);
    expect(issues.map((issue) => [issue.code, issue.severity, issue.line, issue.message])).toEqual([
      [ISSUE.documentWarning, 'warning', 3, 'document "orders" FIELD_UNKNOWN in orders.lookup.json at lookups[0].match_mod: Unknown field "match_mod" is ignored; did you mean "match_mode"?'],
      [ISSUE.documentWarning, 'warning', 3, expect.stringMatching(/^document "orders" CSV_NOT_UTF8 in orders\.lookup\.json at lookups\[0\]\.file: File orders\.csv is not valid UTF-8; it was read as Latin-1/)],
    ]);
    const call = await startCall(flow!, { documents });
    await call.hear('AB1234');
    expect(call.events).toContainEqual({ type: 'say', node: 'found', text: 'Your parcel for Zoë Ashworth.' });
  });
});

describe('a lookup document\'s errors', () => {
  // Before, the place was said without the file ("cannot be used: lookups[0].search_column: …"): the author of a flow
  // naming several documents could not tell which file to open.
  test('name the document\'s file as the flow writes it, then the place in it', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'switchboard-document-error-'));
    await mkdir(join(folder, 'lookups'));
    await writeFile(join(folder, 'lookups', 'people.csv'), 'Full Name,City\nCaitlin Myers,Chicago\n');
    await writeFile(join(folder, 'lookups', 'people.lookup.json'),
      JSON.stringify({ files: ['people.csv'], lookups: [{ tool_name: 'find_person', search_column: 'Full Nmae' }] }));
    await writeFile(join(folder, 'flow.yaml'), [
      'documents:', '  people: lookups/people.lookup.json', 'nodes:',
      '  find: { kind: lookup, text: "#lookup find_person full_name=Caitlin", into: person, on: { confident: bye, ambiguous: bye, not_found: bye, error: bye } }',
      '  bye: { kind: hangup }',
    ].join('\n'));
    const { issues } = await loadFlow(join(folder, 'flow.yaml'));
    const error = issues.find((issue) => issue.code === ISSUE.documentError);
    expect(error?.message).toMatch(/^document "people" cannot be used: lookups\/people\.lookup\.json at lookups\[0\]\.search_column: Column "Full Nmae" is not in people\.csv; did you mean "Full Name"\?/);
  });
});

describe('a parameter passed under a reserved name', () => {
  test('name= for a parameter the document renamed "query" (a reserved param_name, or a column headed "Name") says the rename and the fix, once per argument', async () => {
    const file = fileURLToPath(new URL('../fixtures/reserved-parameter/flow.yaml', import.meta.url));
    const { issues } = await loadFlow(file);
    const fix = (node: string, tool: string) => `node "${node}" passes "name" to ${tool}, which takes: query; "name" is a name no tool parameter may take (it would clash with a ` +
      `tool call's own fields), so document "customers" names that parameter "query" (docs/lookup-documents.md, "Parameter names"): write query= in place of name=, ` +
      'or give the lookup a distinctive param_name, such as customer_name, and pass that';
    expect(issues.map((issue) => [issue.code, issue.node ?? null, issue.message])).toEqual([
      [ISSUE.documentWarning, null, 'document "customers" PARAM_NAME_RESERVED in customers.lookup.yaml at lookups[0].param_name: Parameter name "name" is reserved (it would clash with a tool call\'s own fields); ' +
        'the tool takes "query" instead, so a flow passes query={{…}}, not name=. Set a distinctive param_name, such as customer_name, and pass that.'],
      [ISSUE.unknownParameter, 'by_account', fix('by_account', 'find_account')],
      [ISSUE.unknownParameter, 'by_name', fix('by_name', 'find_customer')],
    ]);
  });
});

describe('a number YAML reads where text belongs', () => {
  const transferTo = (to: string) => `nodes:\n  out: { kind: transfer, to: ${to} }\n`;

  test.each([
    { name: 'a phone number is kept as its digits', to: '4155550100', kept: '4155550100' },
    { name: 'a leading plus is kept', to: '+14155550100', kept: '+14155550100' },
    { name: 'a leading zero is kept', to: '0123', kept: '0123' },
    { name: 'digits past what a number can hold are kept exactly', to: '441234567890123456789', kept: '441234567890123456789' },
    { name: 'quoted text is text', to: '"1e5"', kept: '1e5' },
    { name: 'a number YAML reads back as written stays as written', to: '-5', kept: '-5' },
  ])('$name: to: $to', async ({ to, kept }) => {
    const { flow, issues } = await loadFlowText(transferTo(to), '/tmp/numbers.flow.yaml');
    expect(issues).toEqual([]);
    expect(flow?.nodes.out).toEqual({ kind: 'transfer', id: 'out', to: kept });
  });

  test.each([
    { to: '1e5', read: '100000' },
    { to: '1.50', read: '1.5' },
    { to: '0x1F', read: '31' },
    { to: '.inf', read: 'Infinity' },
  ])('to: $to is refused, telling to quote it', async ({ to, read }) => {
    const { flow, issues } = await loadFlowText(transferTo(to), '/tmp/numbers.flow.yaml');
    expect(flow).toBeNull();
    expect(issues).toEqual([expect.objectContaining({
      code: ISSUE.unquotedNumber, node: 'out', line: 2, column: 26,
      message: `node "out" has to: ${to}, which is read as the number ${read}, not the text "${to}"; write it in quotes, to: "${to}" ` +
        '(unquoted, digits are kept as written, a leading + or 0 included)',
    })]);
  });

  test('a mistyped node name, kind or start is answered with the name it most likely meant', async () => {
    const yaml = 'start: gret\nnodes:\n  greet: { kind: say, text: Hello., next: sory }\n  sorry: { kind: ende, text: Bye. }\n  unrelated: { kind: end, text: Bye. }\n';
    const { issues } = await loadFlowText(yaml, '/tmp/typos.flow.yaml');
    const says = (code: string) => issues.filter((issue) => issue.code === code).map((issue) => issue.message);
    expect(says(ISSUE.unknownTarget)).toEqual([
      '"start" names "gret", which is not a node (did you mean "greet"?); nodes are: greet, sorry, unrelated',
      'node "greet" sends "next" to "sory", which is not a node (did you mean "sorry"?); nodes are: greet, sorry, unrelated',
    ]);
    expect(says(ISSUE.unknownNodeKind)).toEqual([expect.stringContaining('has kind "ende" (did you mean "end"?); use one of:')]);
  });

  test('a name as close to two nodes as to each other names neither, and lists the nodes', async () => {
    const yaml = 'nodes:\n  ask_1: { kind: say, text: Hello., next: ask_3 }\n  ask_2: { kind: end, text: Bye. }\n';
    const { issues } = await loadFlowText(yaml, '/tmp/tie.flow.yaml');
    expect(issues.filter((issue) => issue.code === ISSUE.unknownTarget).map((issue) => issue.message)).toEqual([
      'node "ask_1" sends "next" to "ask_3", which is not a node; nodes are: ask_1, ask_2',
    ]);
  });

  test('two letters swapped is one slip: kind "sya" is answered with "say", a tool or parameter name with the one meant', async () => {
    const yaml = [
      'documents: { customers: customers.lookup.json }',
      'nodes:',
      '  greet: { kind: sya, text: Hello., next: ask }',
      '  ask: { kind: collect, into: caller_name, next: find }',
      '  find:',
      '    kind: lookup',
      '    text: "#lookup lookup_cutsomer full_name={{caller_name}}"',
      '    on: { confident: bye, ambiguous: bye, not_found: bye, error: bye }',
      '  again:',
      '    kind: lookup',
      '    text: "#lookup lookup_customer full_name={{caller_name}} ctiy={{caller_name}}"',
      '    on: { confident: bye, ambiguous: bye, not_found: bye, error: bye }',
      '  bye: { kind: end }',
      '',
    ].join('\n');
    const { issues } = await loadFlowText(yaml, '/tmp/swapped.flow.yaml', { loadDocument: async () => fakeCustomers() });
    const says = (code: string) => issues.filter((issue) => issue.code === code).map((issue) => issue.message);
    expect(says(ISSUE.unknownNodeKind)).toEqual(['node "greet" has kind "sya" (did you mean "say"?); use one of: say, collect, set, branch, conversation, lookup, transfer, end']);
    expect(says(ISSUE.unknownTool)).toEqual(['node "find" calls tool "lookup_cutsomer", which no document of the flow defines (did you mean "lookup_customer"?); tools are: lookup_customer']);
    expect(says(ISSUE.unknownParameter)).toEqual(['node "again" passes "ctiy" to lookup_customer (did you mean "city"?), which takes: full_name, city']);
  });

  test('a lookup\'s "on" written as "true" by a YAML 1.1 tool is one issue with the fix, not missing edges and unreachable nodes', async () => {
    const json = JSON.stringify({
      documents: { customers: 'customers.lookup.json' },
      nodes: {
        ask: { kind: 'collect', into: 'caller_name', next: 'find' },
        find: { kind: 'lookup', text: '#lookup lookup_customer full_name={{caller_name}}', true: { confident: 'found', ambiguous: 'bye', not_found: 'bye', error: 'bye' } },
        found: { kind: 'say', text: 'Found you.', next: 'bye' },
        bye: { kind: 'end' },
      },
    }, null, 1);
    const { flow, issues } = await loadFlowText(json, '/tmp/pyyaml.flow.json', { loadDocument: async () => fakeCustomers() });
    expect(flow).toBeNull();
    expect(issues.map((issue) => [issue.code, issue.node, issue.message])).toEqual([[
      ISSUE.unknownField, 'find',
      'node "find" (lookup) has no field "true": its outcome edges are under "true" where "on" belongs, as a YAML 1.1 tool (PyYAML, for one) writes the key on, ' +
      'reading it as a boolean; name the field "on" (in JSON, "on": { "confident": … })',
    ]]);
  });

  test('a lookup node written with "next" is one issue giving the "on" to write, not missing edges and unreachable nodes', async () => {
    const { flow, issues } = await loadFlow(invalid('next-on-lookup.flow.yaml'), { loadDocument: loadTestDocument });
    expect(flow).toBeNull();
    expect(issues.map((issue) => [issue.code, issue.node, issue.line, issue.message])).toEqual([
      [ISSUE.unknownField, 'who', 10,
        'node "who" (lookup) has no field "next": a lookup node goes on by its outcome, so each outcome names its node; write on: { found: ask, not_found: <node>, error: <node> }'],
      [ISSUE.unknownField, 'find', 16,
        'node "find" (lookup) has no field "next": a lookup node goes on by its outcome, so each outcome names its node; write on: { confident: confirm, ambiguous: <node>, not_found: <node>, error: <node> }'],
    ]);
  });

  test('a .json flow reads its numbers the same way', async () => {
    const { issues } = await loadFlowText('{ "nodes": { "a": { "kind": "transfer", "to": 4155550100, "text": 1e5 } } }', '/tmp/numbers.flow.json');
    expect(issues.map((issue) => [issue.code, issue.path])).toEqual([[ISSUE.unquotedNumber, 'nodes.a.text']]);
  });

  test('a branch answer may be a number (press or say 1), kept as written; a number YAML changes is refused', async () => {
    const flow = (match: string) => `nodes:\n  ask: { kind: collect, into: answer, next: route }\n  route: { kind: branch, variable: answer, cases: [{ match: ${match}, next: bye }], otherwise: bye }\n  bye: { kind: end }\n`;
    const listed = await loadFlowText(flow('[1, one, 01]'), '/tmp/press.flow.yaml');
    expect(listed.issues).toEqual([]);
    expect(listed.flow?.nodes.route).toMatchObject({ cases: [{ match: ['1', 'one', '01'], next: 'bye' }] });
    expect((await loadFlowText(flow('2'), '/tmp/press.flow.yaml')).flow?.nodes.route).toMatchObject({ cases: [{ match: ['2'] }] });
    const refused = await loadFlowText(flow('[one, 1.0]'), '/tmp/press.flow.yaml');
    expect(refused.issues).toEqual([expect.objectContaining({
      code: ISSUE.unquotedNumber, node: 'route', line: 3, column: 67,
      message: expect.stringContaining('node "route" has 1.0 in cases[0].match[1], which is read as the number 1, not the text "1.0"; write it in quotes, "1.0"'),
    })]);
  });

  test('a call transfers to the extension as written', async () => {
    const { flow } = await loadFlowText('nodes:\n  out: { kind: transfer, to: 0123 }\n', '/tmp/numbers.flow.yaml');
    const call = await startCall(flow!, {});
    expect(call.events.at(-1)).toEqual({ type: 'transfer', node: 'out', to: '0123' });
  });
});

describe('a YAML mistake is said where it was made, with the fix', () => {
  test.each([
    {
      file: 'unquoted-colon.flow.yaml', line: 5, column: 11,
      message: 'Nested mappings are not allowed in compact mappings; a value holding ": " must be in quotes: text: "Press 1: sales, or 2: support."',
    },
    {
      file: 'unquoted-colon-in-braces.flow.yaml', line: 3, column: 32,
      message: 'Block collections are not allowed within flow collections; a value holding ": " must be in quotes: text: "Press 1: sales, or 2: support."',
    },
    {
      file: 'unclosed-quote.flow.yaml', line: 5, column: 11,
      message: 'Missing closing "quote; the quote opened at line 5 is never closed; close it on that line',
    },
    {
      file: 'over-indented.flow.yaml', line: 5, column: 11,
      message: 'Nested mappings are not allowed in compact mappings; line 6 is indented deeper than "text" above it: the fields of one mapping line up',
    },
    {
      file: 'under-indented.flow.yaml', line: 6, column: 4,
      message: 'All mapping items must start at the same column; "next" starts at column 4, but the fields of its mapping start at column 5 ("kind", line 4): the fields of one mapping line up',
    },
    {
      file: 'under-indented-middle.flow.yaml', line: 5, column: 4,
      message: 'All mapping items must start at the same column; "text" starts at column 4, but the fields of its mapping start at column 5 ("kind", line 4): the fields of one mapping line up',
    },
    {
      file: 'apostrophe-in-single-quotes.flow.yaml', line: 4, column: 15,
      message: 'Unexpected scalar at node end; a \' inside single quotes is written twice (\'It\'\'s open\'), or the text is put in double quotes ("It\'s open")',
    },
  ])('$file', async ({ file, line, column, message }) => {
    const { flow, issues } = await loadFlow(invalid(file));
    expect(flow).toBeNull();
    // One issue for one mistake: the parser's follow-on complaints about the same place are not repeated.
    expect(issues.map((issue) => [issue.code, issue.line, issue.column, issue.message])).toEqual([
      [ISSUE.parseError, line, column, `the flow file is not valid YAML or JSON: ${message}`],
    ]);
  });

  test('a branch phrase holding ": " unquoted, which YAML reads as a key and its value, is told to be quoted', async () => {
    const text = [
      'nodes:',
      '  menu: { kind: collect, into: choice, next: route }',
      '  route:',
      '    kind: branch',
      '    variable: choice',
      '    cases:',
      '      - match: [billing, option 1: billing]',
      '        next: bye',
      '    otherwise: bye',
      '  bye: { kind: end }',
      '',
    ].join('\n');
    const { flow, issues } = await loadFlowText(text, '/tmp/menu.flow.yaml');
    expect(flow).toBeNull();
    expect(issues.map((issue) => [issue.code, issue.line, issue.column, issue.message])).toEqual([[
      ISSUE.invalidField, 7, 26,
      '"cases[0].match[1]" must be a word or phrase, but YAML reads option 1: billing as a key and its value: a phrase holding ": " must be in quotes, "option 1: billing"',
    ]]);
  });

  test('a #lookup written unquoted, which YAML reads as a comment, is told to be quoted, once', async () => {
    const text = [
      'documents: { customers: customers.lookup.json }',
      'nodes:',
      '  ask: { kind: collect, into: caller_name, next: find }',
      '  find:',
      '    kind: lookup',
      '    text: #lookup lookup_customer full_name={{caller_name}}',
      '    on: { confident: bye, ambiguous: bye, not_found: bye, error: bye }',
      '  bye:',
      '    kind: end',
      '    text: #1 in customer care   ',
      '',
    ].join('\n');
    const { flow, issues } = await loadFlowText(text, '/tmp/unquoted-directive.flow.yaml', { loadDocument: async () => fakeCustomers() });
    expect(flow).toBeNull();
    expect(issues.map((issue) => [issue.code, issue.node, issue.line, issue.message])).toEqual([
      [ISSUE.invalidField, 'find', 6, '"text" is empty: YAML reads #lookup lookup_customer full_name={{caller_name}} as a comment, as it does whatever follows a "#" after a space; ' +
        'a value starting with "#" must be in quotes: text: "#lookup lookup_customer full_name={{caller_name}}"'],
      [ISSUE.invalidField, 'bye', 10, expect.stringContaining('YAML reads #1 in customer care as a comment, as it does whatever follows a "#" after a space; a value starting with "#" must be in quotes: text: "#1 in customer care"')],
    ]);
  });

  test('an empty value with a comment that reads as one is only "must be a text value"', async () => {
    const { issues } = await loadFlowText('nodes:\n  bye:\n    kind: end\n    text:   # to do\n', '/tmp/comment.flow.yaml');
    expect(issues.map((issue) => [issue.code, issue.message])).toEqual([[ISSUE.invalidField, '"text" must be a text value']]);
  });

  test('a branch phrase followed by a "- " line indented deeper, which YAML joins to it, is told to line the dashes up', async () => {
    const text = [
      'nodes:',
      '  ask: { kind: collect, into: answer, next: route }',
      '  route:',
      '    kind: branch',
      '    variable: answer',
      '    cases:',
      '      - match:',
      '          - "no"',
      '          - yes',
      '           - yeah',
      '        next: bye',
      '    otherwise: bye',
      '  bye: { kind: end }',
      '',
    ].join('\n');
    const { flow, issues } = await loadFlowText(text, '/tmp/joined.flow.yaml');
    expect(flow).toBeNull();
    expect(issues.map((issue) => [issue.code, issue.line, issue.column, issue.message])).toEqual([[
      ISSUE.invalidField, 9, 13,
      '"cases[0].match[1]" is "yes - yeah": YAML joins line 10, indented deeper than the "-" above it, to this phrase; line the dashes up to make it a phrase of its own',
    ]]);
  });

  test('a mistake with no usual fix keeps the parser\'s words and place', async () => {
    const { issues } = await loadFlowText('nodes:\n  greet: &a &b { kind: end }\n', '/tmp/anchors.flow.yaml');
    expect(issues.map((issue) => [issue.line, issue.message])).toEqual([[2, 'the flow file is not valid YAML or JSON: A node can have at most one anchor']]);
  });

  test('a node id given twice names the line of the first, so the copy can be found', async () => {
    const { issues } = await loadFlow(invalid('parse-error.flow.yaml'));
    expect(issues.map((issue) => [issue.line, issue.column, issue.message])).toEqual([[6, 3,
      'the flow file is not valid YAML or JSON: Map keys must be unique; "greet" is given twice in one mapping (first at line 2), which holds each name once: ' +
      'rename one of them (a node copied and not renamed?) or remove the copy']]);
  });

  test.each([
    // Until 2026-12-06 a field given twice was also asked whether a node had been copied.
    ['a field of a node written in { } on one line', 'nodes:\n  greet: { kind: say, text: Hello, next: bye, text: Goodbye }\n  bye: { kind: end }\n', '/tmp/inline.flow.yaml', 2, 47, 'text', 2, 'keep one of them'],
    ['a field of a node over lines', 'nodes:\n  greet:\n    kind: say\n    text: Hello\n    next: bye\n    text: Goodbye\n  bye: { kind: end }\n', '/tmp/fields.flow.yaml', 6, 5, 'text', 4, 'keep one of them'],
    ['a node of a JSON flow on one line', '{"nodes": {"a": {"kind": "end"}, "a": {"kind": "end"}}}', '/tmp/inline.flow.json', 1, 34, 'a', 1, 'rename one of them (a node copied and not renamed?) or remove the copy'],
    ['a node id in a nodes: { } block over lines', 'nodes: {\n  greet: { kind: end },\n  greet: { kind: end } }\n', '/tmp/braces.flow.yaml', 3, 3, 'greet', 2, 'rename one of them (a node copied and not renamed?) or remove the copy'],
  ])('a name given twice in %s is named too, with the line of the first', async (_, text, file, line, column, name, firstLine, fix) => {
    const { issues } = await loadFlowText(text, file);
    expect(issues.map((issue) => [issue.line, issue.column, issue.message])).toEqual([[line, column,
      `the flow file is not valid YAML or JSON: Map keys must be unique; "${name}" is given twice in one mapping (first at line ${firstLine}), which holds each name once: ${fix}`]]);
  });

  test('lines indented with tabs are one issue naming them, with the fix, not the parser\'s complaints that follow from them', async () => {
    const { issues } = await loadFlow(invalid('tab-indented.flow.yaml'));
    expect(issues.map((issue) => [issue.code, issue.line, issue.column, issue.message])).toEqual([[ISSUE.parseError, 3, 1,
      'the flow file is not valid YAML or JSON: Tabs are not allowed as indentation; line 3 is indented with a tab (so do lines 4, 5): ' +
      'indent with spaces, lining each field up with the others of its mapping']]);
  });
});

describe('a field or kind named as on another platform gets the name to write here', () => {
  test('each is one unknown_field (or unknown_node_kind) naming ours, and nothing else is reported because of it', async () => {
    const { flow, issues } = await loadFlow(invalid('other-platform-names.flow.yaml'), { loadDocument: loadTestDocument });
    expect(flow).toBeNull();
    // No missing "into", dead end or unreachable node follows from the fields written under other names.
    expect(issues.map((issue) => [issue.code, issue.node, issue.line, issue.message])).toEqual([
      [ISSUE.unknownField, 'ask_name', 6, 'node "ask_name" (collect) has no field "prompt" (did you mean "text"? what other platforms call "prompt" is "text" here); its fields are: kind, text, into, next, tries, ignore'],
      [ISSUE.unknownField, 'ask_name', 7, 'node "ask_name" (collect) has no field "variable" (did you mean "into"? what other platforms call "variable" is "into" here); its fields are: kind, text, into, next, tries, ignore'],
      [ISSUE.unknownField, 'ask_name', 8, 'node "ask_name" (collect) has no field "goto" (did you mean "next"? what other platforms call "goto" is "next" here); its fields are: kind, text, into, next, tries, ignore'],
      [ISSUE.unknownField, 'route', 12, 'node "route" (branch) has no field "conditions" (did you mean "cases"? what other platforms call "conditions" is "cases" here); its fields are: kind, variable, cases, otherwise, ignore'],
      [ISSUE.unknownField, 'route', 15, 'node "route" (branch) has no field "default" (did you mean "otherwise"? what other platforms call "default" is "otherwise" here); its fields are: kind, variable, cases, otherwise, ignore'],
      [ISSUE.unknownField, 'desk', 18, 'node "desk" (transfer) has no field "number" (did you mean "to"? what other platforms call "number" is "to" here); its fields are: kind, text, to, ignore'],
      [ISSUE.unknownNodeKind, 'bye', 20, 'node "bye" has kind "hangup" (did you mean "end"? what other platforms call a "hangup" step is an "end" node here); use one of: say, collect, set, branch, conversation, lookup, transfer, end'],
    ]);
  });

  test.each([
    ['say', 'message', 'text'],
    ['say', 'transition', 'next'],
    ['lookup', 'transitions', 'on'],
    ['conversation', 'fallback', 'error'],
    ['branch', 'fallback', 'otherwise'],
    ['set', 'variables', 'values'],
    ['transfer', 'target', 'to'],
  ])('a %s node\'s "%s" is "%s"', async (kind, field, ours) => {
    const { issues } = await loadFlowText(`start: a\nnodes:\n  a: { kind: ${kind}, ${field}: x }\n`, 'ported.flow.yaml', { loadDocument: loadTestDocument });
    expect(issues.find((issue) => issue.code === ISSUE.unknownField)?.message).toContain(`has no field "${field}" (did you mean "${ours}"? what other platforms call "${field}" is "${ours}" here)`);
  });

  test('a typo of a field is a did-you-mean too', async () => {
    const { issues } = await loadFlow(invalid('unknown-field.flow.yaml'), { loadDocument: loadTestDocument });
    expect(issues.find((issue) => issue.code === ISSUE.unknownField)?.message).toBe('node "greet" (say) has no field "nxt" (did you mean "next"?); its fields are: kind, text, next, ignore');
  });
});

describe('an edge or a node id written empty', () => {
  const issuesOf = async (yaml: string) => (await loadFlowText(yaml, '/tmp/blank.flow.yaml')).issues
    .map((issue) => [issue.code, issue.node, issue.line, issue.message]);

  test('each empty edge is one unknown_target naming its field, not a flow that validates and loops at run time', async () => {
    const yaml = [
      'nodes:',
      '  ask: { kind: collect, text: Hi, into: x, next: br }',
      '  br: { kind: branch, variable: x, cases: [{ match: a, next: "" }, { match: b, next: "  " }], otherwise: chat }',
      '  chat: { kind: conversation, text: Help, next: bye, error: "" }',
      '  bye: { kind: end, text: Bye }',
    ].join('\n');
    const known = 'nodes are: ask, br, chat, bye';
    expect(await issuesOf(yaml)).toEqual([
      [ISSUE.unknownTarget, 'br', 3, `node "br" has "cases[0].next" empty, so a call there would have nowhere to go; name the node to go to (cases[0].next: <node>); ${known}`],
      [ISSUE.unknownTarget, 'br', 3, `node "br" has "cases[1].next" empty, so a call there would have nowhere to go; name the node to go to (cases[1].next: <node>); ${known}`],
      [ISSUE.unknownTarget, 'chat', 4, `node "chat" has "error" empty, so a call there would have nowhere to go; name the node to go to (error: <node>); ${known}`],
    ]);
  });

  test('an empty outcome or next is that one issue: no dead end, and the nodes behind it are not called unreachable', async () => {
    const yaml = [
      'nodes:',
      '  greet: { kind: say, text: Hi, next: "" }',
      '  bye: { kind: end, text: Bye }',
    ].join('\n');
    expect((await issuesOf(yaml)).map(([code, node]) => [code, node])).toEqual([[ISSUE.unknownTarget, 'greet']]);
  });

  test('an empty node id or start is refused with the fix, and lists no empty name among the nodes', async () => {
    expect(await issuesOf('start: ""\nnodes:\n  "": { kind: say, text: Hi, next: bye }\n  bye: { kind: end, text: Bye }\n')).toEqual([
      [ISSUE.unknownTarget, undefined, 1, '"start" is empty; name the node a call starts at, or leave "start" out to start at the first node; nodes are: bye'],
      [ISSUE.invalidField, '', 3, 'a node id may not be empty; name the node with letters, digits, "_" or "-"'],
    ]);
  });

  test.each([
    { name: 'a misspelt start', yaml: 'start: gret\nnodes:\n  greet: { kind: end, text: Hi }\n', place: [1, 8] },
    { name: 'a quoted misspelt start, at its text', yaml: 'start: "gret"\nnodes:\n  greet: { kind: end, text: Hi }\n', place: [1, 9] },
    { name: 'an empty start', yaml: 'start: ""\nnodes:\n  greet: { kind: end, text: Hi }\n', place: [1, 9] },
    { name: 'a misspelt next', yaml: 'nodes:\n  greet:\n    kind: say\n    text: Hi\n    next:   good_bye\n  bye: { kind: end }\n', place: [5, 13] },
    { name: 'a misspelt outcome in a flow mapping', yaml: 'nodes:\n  a: { kind: collect, into: x, next: br }\n  br: { kind: branch, variable: x, cases: [{ match: a, next: by }], otherwise: bye }\n  bye: { kind: end }\n', place: [3, 62] },
  ])('unknown_target is placed at the name written, not at its key: $name', async ({ yaml, place }) => {
    const { issues } = await loadFlowText(yaml, '/tmp/target.flow.yaml');
    expect(issues.filter((issue) => issue.code === ISSUE.unknownTarget).map((issue) => [issue.line, issue.column])).toEqual([place]);
  });

  test('a node whose id YAML reads as a number (100:) has its issues placed at it, not at "nodes"', async () => {
    const { issues } = await loadFlowText('nodes:\n  100:\n    kind: say\n    text: Hi {{caler}}\n    next: bye\n  bye: { kind: end, text: Bye, nxt: 1 }\n', '/tmp/numbers.flow.yaml');
    expect(issues.map((issue) => [issue.code, issue.node, issue.line, issue.column])).toEqual([
      [ISSUE.unknownVariable, '100', 4, 14],
      [ISSUE.unknownField, 'bye', 6, 32],
    ]);
  });

  test.each([
    { name: 'start: 100 names node 100, as a next: 100 would', yaml: 'start: 100\nnodes:\n  greet: { kind: end, text: Bye }\n  100: { kind: say, text: Hi, next: greet }\n', start: '100', issues: [] as string[] },
    { name: 'start: 0100 keeps its digits as written', yaml: 'start: 0100\nnodes:\n  "0100": { kind: end, text: Bye }\n', start: '0100', issues: [] as string[] },
    { name: 'start: [a] is still not a name', yaml: 'start: [a]\nnodes:\n  a: { kind: end, text: Bye }\n', start: undefined, issues: [ISSUE.invalidField] },
  ])('$name', async ({ yaml, start, issues: codes }) => {
    const { flow, issues } = await loadFlowText(yaml, '/tmp/start.flow.yaml');
    expect([flow?.start, issues.map((issue) => issue.code)]).toEqual([start, codes]);
  });

  test('a misspelt case target is named as written in the file: cases[1].next', async () => {
    const yaml = 'nodes:\n  ask: { kind: collect, text: Hi, into: x, next: br }\n  br: { kind: branch, variable: x, cases: [{ match: a, next: goodbye }, { match: b, next: goodby }], otherwise: goodbye }\n  goodbye: { kind: end, text: Bye }\n';
    expect((await issuesOf(yaml)).map(([, , , message]) => message)).toEqual(['node "br" sends "cases[1].next" to "goodby", which is not a node (did you mean "goodbye"?); nodes are: ask, br, goodbye']);
  });
});

describe('YAML anchors, aliases and merge keys', () => {
  test('one prompt anchored and reused on 150 nodes loads (YAML\'s own limit is 100 aliases)', async () => {
    const says = Array.from({ length: 150 }, (_, i) => `  s${i}: { kind: say, text: *hold, next: ${i === 149 ? 'bye' : `s${i + 1}`} }`);
    const yaml = `nodes:\n  first: { kind: say, text: &hold Please hold., next: s0 }\n${says.join('\n')}\n  bye: { kind: end, text: Bye }\n`;
    const { flow, issues } = await loadFlowText(yaml, '/tmp/aliases.flow.yaml');
    expect(issues).toEqual([]);
    expect(flow?.nodes.s149).toMatchObject({ kind: 'say', text: 'Please hold.' });
  });

  test('aliases that multiply (a "billion laughs") are a flow_parse_error at the first alias, not an internal error', async () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (const [name, prev] of [['b', 'a'], ['c', 'b'], ['d', 'c'], ['e', 'd'], ['f', 'e']]) levels.push(`${name}: &${name} [${Array(10).fill(`*${prev}`).join(', ')}]`);
    const { flow, issues } = await loadFlowText(`${levels.join('\n')}\nnodes: { bye: { kind: end } }\n`, '/tmp/laughs.flow.yaml');
    expect(flow).toBeNull();
    expect(issues.map((issue) => [issue.code, issue.line, issue.column])).toEqual([[ISSUE.parseError, 2, 8]]);
    expect(issues[0]?.message).toContain('would make more than 10,000 copies');
  });

  test.each([
    {
      name: 'a misspelt alias is named, with the anchor meant',
      yaml: 'nodes:\n  g: { kind: say, text: &hold Please hold., next: h }\n  h: { kind: say, text: *hodl, next: e }\n  e: { kind: end }\n',
      place: [3, 25], says: 'alias *hodl names no anchor set before it (did you mean "hold"?): mark the value it repeats with &hodl, above the alias; anchors set: hold',
    },
    {
      name: 'an alias before its anchor is told to come after it',
      yaml: 'nodes:\n  g:\n    <<: *defaults\n    text: Hi\n  e: { kind: end }\ndefaults: &defaults { kind: say, next: e }\n',
      place: [3, 9], says: 'alias *defaults comes before its anchor &defaults: YAML reads an alias only after its anchor, so move the anchored value above the alias',
    },
  ])('an alias naming no anchor is a flow_parse_error at it saying so, not "more than 10,000 copies": $name', async ({ yaml, place, says }) => {
    const { flow, issues } = await loadFlowText(yaml, '/tmp/alias.flow.yaml');
    expect(flow).toBeNull();
    expect(issues.map((issue) => [issue.code, issue.line, issue.column, issue.message])).toEqual([[ISSUE.parseError, ...place, `the flow file is not valid YAML or JSON: ${says}`]]);
  });

  test.each([
    { name: 'a word', yaml: 'nodes:\n  g:\n    <<: defaults\n    kind: say\n    text: Hi\n    next: e\n  e: { kind: end }\n', place: [3, 9] },
    { name: 'a list holding a word', yaml: 'base: &base { kind: say }\nnodes:\n  g: { <<: [*base, next], text: Hi, next: e }\n  e: { kind: end }\n', place: [3, 12] },
  ])('a merge key (<<) of $name is a flow_parse_error at its value with the fix, not an internal error', async ({ yaml, place }) => {
    const { flow, issues } = await loadFlowText(yaml, '/tmp/merge.flow.yaml');
    expect(flow).toBeNull();
    expect(issues.map((issue) => [issue.code, issue.line, issue.column])).toEqual([[ISSUE.parseError, ...place]]);
    expect(issues[0]?.message).toContain('a merge key (<<) brings in the fields of a mapping, so its value must be one: an alias of one (<<: *defaults)');
  });

  test('a merge key (<<) brings in the fields of the mapping it names, as most YAML tools read it', async () => {
    const yaml = 'nodes:\n  greet: { <<: { kind: say, next: bye }, text: Hello }\n  bye: { kind: end, text: Bye }\n';
    const { flow, issues } = await loadFlowText(yaml, '/tmp/merge.flow.yaml');
    expect(issues).toEqual([]);
    expect(flow?.nodes.greet).toMatchObject({ kind: 'say', text: 'Hello', next: 'bye' });
  });
});
