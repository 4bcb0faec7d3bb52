// A flow of hundreds of nodes: each message names the first nodes, variables or lines of a list and counts the rest.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { countIssues, ISSUE, loadFlow, loadFlowText } from '@switchboard/flow';

const NODES = 500;
const ids = Array.from({ length: NODES }, (_, i) => `step_${i}`);
/** `step_0, …, step_19 and 480 more`: the first twenty names of `list`, as written or quoted. */
const first20 = (list: readonly string[], quote = false): string => `${list.slice(0, 20).map((name) => (quote ? `"${name}"` : name)).join(', ')} and ${list.length - 20} more`;

const issuesOf = async (yaml: string, code: string) =>
  (await loadFlowText(yaml, '/tmp/big.flow.yaml', { loadDocument: () => Promise.reject(new Error('no documents here')) })).issues
    .filter((issue) => issue.code === code).map((issue) => issue.message);

// Until 2026-12-05 each of these lists was written out whole: 500 node names in one message.
describe('a flow of 500 nodes', () => {
  test('a misspelt target names the first 20 nodes and counts the rest', async () => {
    const nodes = ids.map((id, i) => `  ${id}: { kind: collect, text: Next, into: answer, next: ${i === NODES - 1 ? 'the_end' : ids[i + 1]} }`);
    const yaml = ['nodes:', ...nodes, '  bye: { kind: end, text: Bye }'].join('\n');
    expect(await issuesOf(yaml, ISSUE.unknownTarget)).toEqual([
      `node "step_499" sends "next" to "the_end", which is not a node; nodes are: ${first20([...ids, 'bye'])}`,
    ]);
  });

  test('an endless loop through all of them names the first 20', async () => {
    const nodes = ids.map((id, i) => `  ${id}: { kind: say, text: Hi, next: ${ids[(i + 1) % NODES]} }`);
    expect(await issuesOf(['nodes:', ...nodes].join('\n'), ISSUE.endlessLoop)).toEqual([
      `nodes ${first20(ids, true)} lead only to each other and never wait for the caller, so a call there would loop forever; send one edge to a collect, end or transfer node`,
    ]);
  });

  test('an unknown variable names the first 20 variables the flow stores (in name order)', async () => {
    const nodes = ids.map((id, i) => `  ${id}: { kind: collect, text: Next, into: answer_${i}, next: ${i === NODES - 1 ? 'bye' : ids[i + 1]} }`);
    const yaml = ['nodes:', ...nodes, '  bye: { kind: end, text: "Bye {{nobody_stores_this}}" }'].join('\n');
    expect(await issuesOf(yaml, ISSUE.unknownVariable)).toEqual([
      `node "bye" reads "nobody_stores_this", which no node of the flow stores; variables are: ${first20(ids.map((_, i) => `answer_${i}`).sort())}, and call.*`,
    ]);
  });

  test('a variable unset on a way through all of them shows that way\'s ends and counts the nodes between', async () => {
    // A way through every node skips the one that sets the name: `ask` sets it, the chain does not.
    const nodes = ids.map((id, i) => `  ${id}: { kind: collect, text: Next, into: answer, next: ${i === NODES - 1 ? 'bye' : ids[i + 1]} }`);
    const yaml = ['nodes:', '  start_here: { kind: branch, variable: call.caller, cases: [{ match: x, next: ask }], otherwise: step_0 }',
      '  ask: { kind: collect, text: Name?, into: name, next: bye }', ...nodes, '  bye: { kind: end, text: "Bye {{name}}" }'].join('\n');
    const [message] = await issuesOf(yaml, ISSUE.maybeUnsetVariable);
    expect(message).toContain('"name" has no value on the way start_here [otherwise] → step_0 → step_1 → step_2 → step_3 → … (492 more nodes) → step_496 → step_497 → step_498 → step_499 → bye (it is set by "ask")');
  });

  test('lines indented with tabs name the first 20 after the first and count the rest', async () => {
    const nodes = ids.map((id) => `\t${id}: { kind: end, text: Bye }`);
    const [message] = await issuesOf(['nodes:', ...nodes].join('\n'), ISSUE.parseError);
    const lines = Array.from({ length: NODES - 1 }, (_, i) => String(i + 3));
    expect(message).toContain(`line 2 is indented with a tab (so do lines ${first20(lines)}): indent with spaces`);
  });

  // Until 2026-12-06 each of the 500 was listed.
  test('pasted twice, its 500 names given twice are 20 flow_parse_error issues and one counting the other 480', async () => {
    const nodes = ids.map((id) => `  ${id}: { kind: end }`);
    const { issues } = await loadFlowText(['nodes:', ...nodes, ...nodes].join('\n'), '/tmp/big.flow.yaml');
    expect(issues.map((issue) => [issue.code, issue.line, issue.more])).toEqual([
      ...ids.slice(0, 20).map((_, i) => [ISSUE.parseError, NODES + 2 + i, undefined]),
      [ISSUE.parseError, NODES + 22, 480],
    ]);
    expect(issues[20]?.message).toBe('the flow has 480 more flow_parse_error issues from here on, not listed one by one (the first 20 are above): fix those, most likely one mistake repeated, and validate again');
    expect(countIssues(issues)).toBe(NODES);
  });

  test('a misspelt tool among a document\'s 60 names the first 20 tools and counts the rest', async () => {
    // A real lookup document of 60 lookups over a real CSV, read by the matcher.
    const folder = mkdtempSync(join(tmpdir(), 'big-flow-'));
    writeFileSync(join(folder, 'customers.csv'), 'Full Name,City\nCaitlin Myers,Chicago\nSean Riley,Boston\n');
    const tools = Array.from({ length: 60 }, (_, i) => `lookup_${String(i).padStart(2, '0')}`);
    writeFileSync(join(folder, 'customers.lookup.json'), JSON.stringify({ files: ['customers.csv'], lookups: tools.map((tool) => ({ tool_name: tool, search_column: 'Full Name' })) }));
    writeFileSync(join(folder, 'big.flow.yaml'), [
      'documents: { customers: customers.lookup.json }',
      'nodes:',
      '  ask: { kind: collect, into: caller_name, next: find }',
      '  find: { kind: lookup, text: "#lookup find_someone full_name={{caller_name}}", on: { confident: bye, ambiguous: bye, not_found: bye, error: bye } }',
      '  bye: { kind: end }',
    ].join('\n'));
    const { issues } = await loadFlow(join(folder, 'big.flow.yaml'));
    expect(issues.filter((issue) => issue.code === ISSUE.unknownTool).map((issue) => issue.message)).toEqual([
      `node "find" calls tool "find_someone", which no document of the flow defines; tools are: ${first20(tools)}`,
    ]);
  });
});

// Until 2026-12-06 a node text with ~150,000 directive problems crashed validate (RangeError: Maximum call stack size
// exceeded), and fewer took a time that grew with their square; every one was listed.
describe('a node text holding thousands of directive problems', () => {
  /** `#lookup t p0:x p1:x …`: every argument written with `:` for `=`, `count` times. */
  const pasted = (count: number) => [
    'nodes:',
    '  ask: { kind: collect, into: caller_name, next: find }',
    `  find: { kind: lookup, text: "#lookup t ${Array.from({ length: count }, (_, i) => `p${i}:x`).join(' ')}", on: { confident: bye, ambiguous: bye, not_found: bye, error: bye } }`,
    '  bye: { kind: end }',
  ].join('\n');

  test.each([
    { count: 21, more: 1 },
    { count: 150_000, more: 149_980 },
  ])('$count colon_for_equals list the first 20 at their places, then one issue at the 21st counting $more more', async ({ count, more }) => {
    const yaml = pasted(count);
    const { issues } = await loadFlowText(yaml, '/tmp/pasted.flow.yaml', { loadDocument: () => Promise.reject(new Error('no documents here')) });
    /** The file column of the `:` after argument `p<i>` on line 3, where its issue points. */
    const columnOf = (i: number) => (yaml.split('\n')[2] ?? '').indexOf(` p${i}:`) + `p${i}`.length + 2;
    const colons = issues.filter((issue) => issue.code === 'colon_for_equals');
    expect(colons).toHaveLength(21);
    expect(colons.slice(0, 20).map((issue) => [issue.line, issue.column, issue.more])).toEqual(Array.from({ length: 20 }, (_, i) => [3, columnOf(i), undefined]));
    expect(colons[20]).toMatchObject({ node: 'find', severity: 'error', line: 3, column: columnOf(20), more });
    expect(colons[20]?.message).toBe(
      `node "find" has ${more} more colon_for_equals ${more === 1 ? 'issue' : 'issues'} from here on, not listed one by one (the first 20 are above): ` +
      'fix those, most likely one mistake repeated, and validate again',
    );
    expect(countIssues(issues.filter((issue) => issue.code === 'colon_for_equals'))).toBe(count);
  }, 120_000);
});
