// End to end: call files replayed against a real flow, real lookup document and real CSV.
import { describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDocument } from '@switchboard/matcher';
import type { LookupProvider } from '../../src/lookup/LookupProvider.js';
import { loadFlow } from '../../src/load/loadFlow.js';
import { waitingAt } from '../../src/replay/turnTimeout.js';
import { formatReport, isFullCoverage, replayCall, replayJson, replayPaths, type CallReport } from '../../src/replay/index.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const shopCalls = join(fixtures, 'shop', 'calls');
const broken = (name: string): string => join(fixtures, 'broken', name);

describe('the shop calls', () => {
  test('all pass and cover every node and outcome edge', async () => {
    const { reports, coverage } = await replayPaths([shopCalls]);
    expect(reports.map((report) => [report.name, report.status])).toEqual(reports.map((report) => [report.name, 'passed']));
    expect(reports).toHaveLength(8);
    expect(coverage).toHaveLength(1);
    expect(coverage[0] && isFullCoverage(coverage[0])).toBe(true);
  });

  test('a call file named twice (a folder and a file in it, a path written two ways) is replayed once, where it first comes', async () => {
    const confident = join(shopCalls, 'confident.call.yaml');
    const { reports, coverage } = await replayPaths([confident, shopCalls, join(shopCalls, '..', 'calls', 'confident.call.yaml')]);
    expect(reports).toHaveLength(8);
    expect(reports[0]?.file).toBe(confident);
    expect(reports.filter((report) => report.file === confident)).toHaveLength(1);
    expect(coverage[0]?.calls).toBe(8);
  });

  test('a report carries the path, lookups, variables and transcript', async () => {
    const report = await replayCall(join(shopCalls, 'confident.call.yaml'));
    expect(report).toMatchObject({
      status: 'passed',
      path: ['greet', 'ask_name', 'find', 'confirm', 'ask_question', 'answer', 'goodbye'],
      lookups: [{ node: 'find', tool: 'lookup_customer', outcome: 'confident', turn: 1 }],
      callStatus: 'ended',
      turnsHeard: 2,
    });
    expect(report.status !== 'invalid' && report.transcript.filter((line) => line.who === 'caller').map((line) => line.text))
      .toEqual(['Kaitlyn Meyers', 'When do you open?']);
  });
});

function firstDivergence(report: CallReport): Record<string, unknown> {
  return report.status === 'failed' ? { ...report.divergences[0] } : { status: report.status };
}

describe('a call that goes another way than its file says fails with the first divergence', () => {
  test.each([
    ['a wrong lookup outcome', 'wrong-outcome.call.yaml',
      { kind: 'lookup', turn: 1, node: 'find', expected: 'ambiguous', actual: 'confident', line: 9 }],
    ['a wrong node on the path', 'wrong-path.call.yaml',
      { kind: 'path', turn: 1, node: 'goodbye', expected: 'to_agent', actual: 'goodbye', line: 4 }],
    ['a flow still waiting when the turns run out', 'too-few-turns.call.yaml', { kind: 'out_of_turns', node: 'ask_question' }],
    ['a model reply consumed by another conversation node', 'wrong-model-node.call.yaml', { kind: 'model_node', turn: 1, expected: 'sales', actual: 'billing', line: 4 }],
  ])('%s', async (_title, file, divergence) => {
    const report = await replayCall(broken(file));
    expect(report.status).toBe('failed');
    expect(firstDivergence(report)).toMatchObject(divergence);
  });

  test.each([
    ['a model reply taken by the wrong node comes before the path divergence it leads to', 'model-node-before-path.call.yaml', [['model_node', 1, 'billing'], ['path', 1, 'bye']]],
    ['a path divergence at turn 1 comes before a model reply taken by the wrong node at turn 2', 'path-before-model-node.call.yaml', [['path', 1, 'sales_ask'], ['model_node', 2, 'sales']]],
  ])('%s', async (_title, file, order) => {
    const report = await replayCall(broken(file));
    expect(report.status === 'failed' && report.divergences.map((divergence) => [divergence.kind, divergence.turn, divergence.node])).toEqual(order);
    expect(formatReport([report])).toContain(`node ${order[0]?.[2]}`);
  });

  test.each([
    {
      file: 'wrong-branch.call.yaml',
      says: 'expected node "colleague" as step 3 of the path, but the call went to "goodbye": branch "route" found "no" in wants_colleague ("No, please."), so it took its case 1 (cases are tried in order)',
    },
    {
      file: 'wrong-branch-otherwise.call.yaml',
      says: 'expected node "colleague" as step 3 of the path, but the call went to "goodbye": branch "route" found none of its cases\' words in wants_colleague ("Definitely"), so it took "otherwise"',
    },
  ])('a path that expected another branch says what the branch read and which case it took: $file', async ({ file, says }) => {
    const report = await replayCall(broken(file));
    expect(report.status === 'failed' ? report.divergences.map((divergence) => [divergence.kind, divergence.node, divergence.message]) : []).toEqual([['path', 'goodbye', says]]);
  });

  test('the text report shows expected against actual with the turn', async () => {
    const text = formatReport([await replayCall(broken('wrong-outcome.call.yaml'))]);
    expect(text).toContain('FAIL expects the wrong outcome');
    expect(text).toContain('at turn 1 (caller: "Kaitlyn Meyers"), node find; expect.lookups[0], line 9');
    expect(text).toContain('expected: ambiguous\n     actual:   confident');
  });
});

describe('a model turn that stopped says which stop it was, with the node and the round', () => {
  const stops = (name: string): string => join(fixtures, 'model-stops', name);
  const ranOut = (node: string, round: number): string =>
    `the model at node "${node}" stopped at round ${round} of its turn: the call file's model replies ran out ` +
    '(its one reply was used already; model_script_exhausted): add a reply for this round';
  const tooManyRounds = (node: string, round: number): string =>
    `the model at node "${node}" stopped at round ${round} of its turn: its reply asked for tools again after ${round - 1} rounds of them, ` +
    `the node's max_tool_rounds (tool_rounds_exceeded): make the reply for round ${round} a say, or raise max_tool_rounds`;
  const wentToAgent = 'expected node "goodbye" as step 7 of the path, but the call went to "to_agent": ';

  test.each([
    { file: 'shop-replies-ran-out.call.yaml', kind: 'path', message: wentToAgent + ranOut('answer', 2) },
    { file: 'shop-rounds-exceeded.call.yaml', kind: 'path', message: wentToAgent + tooManyRounds('answer', 4) },
    { file: 'desk-replies-ran-out.call.yaml', kind: 'runtime_error', message: `the call failed at node "help": ${ranOut('help', 2)}` },
    { file: 'desk-rounds-exceeded.call.yaml', kind: 'runtime_error', message: `the call failed at node "help": ${tooManyRounds('help', 3)}` },
  ])('$file', async ({ file, kind, message }) => {
    const report = await replayCall(stops(file));
    expect(firstDivergence(report)).toMatchObject({ kind, message });
    expect(formatReport([report])).toContain(message);
  });

  test('an entry with neither say nor tool_calls is refused before the call runs (empty_model_reply)', async () => {
    const report = await replayCall(stops('desk-entry-without-reply.call.yaml'));
    expect(report.status === 'invalid' && report.issues.map((issue) => [issue.code, issue.path])).toEqual([['empty_model_reply', 'model[0]']]);
  });

  test('the status a stopped model turn left the call in says why too', async () => {
    const report = await replayCall(stops('desk-rounds-exceeded.call.yaml'));
    expect(report.status === 'failed' && report.divergences.find((divergence) => divergence.kind === 'status')?.message)
      .toBe(`expected the call to end as ended, but it is failed: ${tooManyRounds('help', 3)}`);
  });
});

describe('scripted lookup failures the call never raised', () => {
  const unused = (name: string): string => join(fixtures, 'unused-failures', name);

  test.each([
    {
      file: 'second-call-never-made.call.yaml', line: 5, column: 5,
      message: 'lookup_failures[0] (lookup_customer, call: 2) never failed a lookup: the call called lookup_customer 1 time, so the error it ' +
        'scripts was never raised and no error edge was taken for it; check that the call goes where the file expects, or remove the entry',
    },
    {
      file: 'tool-never-called.call.yaml', line: 5, column: 5,
      message: 'lookup_failures[0] (lookup_customer) never failed a lookup: the call never called lookup_customer, so the error it ' +
        'scripts was never raised and no error edge was taken for it; check that the call goes where the file expects, or remove the entry',
    },
  ])('are a warning naming the entry and how often its tool was called; the call still passes: $file', async ({ file, line, column, message }) => {
    const report = await replayCall(unused(file), { cwd: fixtures });
    expect(report.status).toBe('passed');
    expect(report.warnings).toEqual([{ code: 'lookup_failure_unused', severity: 'warning', path: 'lookup_failures[0]', file: unused(file), line, column, message }]);
    expect(formatReport([report], { cwd: fixtures })).toContain(`unused-failures/${file}:${line}:${column} warning lookup_failure_unused lookup_failures[0]: ${message}`);
  });

  test('are not warned about when raised', async () => {
    const report = await replayCall(unused('failure-raised.call.yaml'));
    expect(report.status).toBe('passed');
    expect(report.warnings).toBeUndefined();
  });
});

describe('scripted model replies no conversation node asked for', () => {
  const stops = (name: string): string => join(fixtures, 'model-stops', name);
  const leftOver = (count: number, total: number, first: string, what: string): string =>
    `${count} of the call file's ${total} model replies was never asked for, the first ${first} (${what}): the flow's conversation nodes asked for ` +
    'fewer replies than the file scripts (each answers one request, in order); remove what is left over, or check that the call goes where the file expects';

  test.each([
    { file: 'replies-left-over.call.yaml', path: 'model[1]', line: 5, column: 3, message: leftOver(1, 2, 'model[1]', 'say "We close at six.", for node "answer"') },
    // The entry's tool calls answered round 3, past max_tool_rounds: its say was never asked for.
    { file: 'say-left-over.call.yaml', path: 'model[2].say', line: 9, column: 5, message: leftOver(1, 3, 'model[2].say', 'say "Caitlin Myers lives in Springfield.", for node "help"') },
  ])('are a warning naming the call file, how many were left and the first; the call still passes: $file', async ({ file, path, line, column, message }) => {
    const report = await replayCall(stops(file), { cwd: fixtures });
    expect(report.status).toBe('passed');
    expect(report.warnings).toEqual([{ code: 'model_replies_unused', severity: 'warning', path, file: stops(file), line, column, message }]);
    expect(formatReport([report], { cwd: fixtures })).toContain(`model-stops/${file}:${line}:${column} warning model_replies_unused ${path}: ${message}`);
    expect(replayJson([report]).calls[0]).toMatchObject({ warnings: [{ code: 'model_replies_unused', path, line }] });
  });

  test('are not warned about when every reply was asked for, tool calls and say alike', async () => {
    const report = await replayCall(stops('shop-rounds-exceeded.call.yaml'));
    expect(report.warnings).toBeUndefined();
  });
});

describe('a bad call file gets issues with file and line, not a run', () => {
  test.each([
    ['malformed YAML, at the [ never closed', 'malformed.call.yaml', [['malformed_yaml', 2]]],
    ['a flow that does not exist', 'unknown-flow.call.yaml', [['flow_not_found', 2]]],
    ['unknown tool, nodes and variable, all at once', 'unknown-names.call.yaml',
      [['unknown_tool', 4], ['unknown_node', 6], ['unknown_node', 8], ['unknown_variable', 11]]],
    ['format errors and unknown names, all at once', 'format-errors-and-unknown-names.call.yaml',
      [['unknown_tool', 4], ['unknown_node', 6], ['wrong_type', 7], ['unknown_node', 9], ['unknown_variable', 11], ['unknown_status', 12]]],
    // A lookup failure without its code still has its tool checked: the misspelt tool is in the same list.
    ['missing fields and unknown names, all at once', 'missing-fields-and-unknown-names.call.yaml',
      [['wrong_type', 2], ['missing_field', 4], ['unknown_tool', 4], ['unknown_node', 6]]],
    ['a file that is not there', 'no-such.call.yaml', [['unreadable_file', 0]]],
    ['a flow with problems of its own', 'invalid-flow.call.yaml', [['flow_invalid', 1]]],
  ])('%s', async (_title, file, issues) => {
    const report = await replayCall(broken(file));
    expect(report.status).toBe('invalid');
    expect(report.status === 'invalid' && report.issues.map((issue) => [issue.code, issue.line])).toEqual(issues);
    expect(report.status === 'invalid' && report.issues.every((issue) => issue.file === broken(file))).toBe(true);
  });

  test('a flow refused for an error beside warnings names the error, and only counts the warnings', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'replay-invalid-'));
    const warned = Array.from({ length: 4 }, (_, i) => `  say${i}: { kind: say, text: "Hello {{name}}", next: ${i === 3 ? 'bye' : `say${i + 1}`} }`).join('\n');
    // (Each say reads a name one way to it never stores: a maybe_unset_variable warning each.)
    const head = 'nodes:\n  ask: { kind: collect, text: Hi, into: x, next: br }\n  br: { kind: branch, variable: x, cases: [{ match: yes, next: named }], otherwise: say0 }\n  named: { kind: collect, text: Name?, into: name, next: say0 }\n';
    writeFileSync(join(folder, 'flow.yaml'), `${head}${warned}\n  bye: { kind: end, text: Bye }\n  orphan: { kind: end, text: Never }\n`);
    writeFileSync(join(folder, 'a.call.yaml'), 'flow: flow.yaml\nturns: [hello]\nexpect: { status: ended }\n');
    const report = await replayCall(join(folder, 'a.call.yaml'));
    const message = report.status === 'invalid' ? report.issues[0]?.message : undefined;
    expect(message).toMatch(/: line 10, column 3: node "orphan" can never be reached from "ask"; no edge .* or remove the node \(and 4 warnings\)$/);
  });

  test('a flow refused for a bracket never closed places it by line and column, so its "here" points somewhere', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'replay-unclosed-'));
    writeFileSync(join(folder, 'flow.yaml'), 'start: greet\nnodes:\n  greet: { kind: say, text: Hello, next: bye\n  bye:\n    kind: end\n');
    writeFileSync(join(folder, 'a.call.yaml'), 'flow: flow.yaml\nturns: []\nexpect: { status: ended }\n');
    const report = await replayCall(join(folder, 'a.call.yaml'));
    const message = report.status === 'invalid' ? report.issues[0]?.message : undefined;
    expect(message).toMatch(/: line 3, column 10: the flow file is not valid YAML or JSON: .*the "\{" here is never closed/);
  });

  test('a flow that is a folder is said so, without a "line ?" for the place it has none of', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'replay-folder-flow-'));
    writeFileSync(join(folder, 'a.call.yaml'), 'flow: .\nturns: []\nexpect: { status: ended }\n');
    const report = await replayCall(join(folder, 'a.call.yaml'));
    const message = report.status === 'invalid' ? report.issues[0]?.message : undefined;
    expect(message).toMatch(/\): cannot read flow file .*: it is a folder; it holds no flow file/);
    expect(message).not.toContain('line ?');
  });

  test.each([
    ['a slip in the name', '../flw.yaml', '; did you mean "../flow.yaml"?; `flow` is a path relative to the call file'],
    ['a name differing by case', '../Flow.yaml', '; did you mean "../flow.yaml"?; `flow` is a path relative to the call file'],
    ['a Windows path', '..\\flow.yaml', '; `flow` is a path relative to the call file, with / between folders (a \\ is part of a file name here): write ../flow.yaml'],
  ])('a flow that is not there by %s is told the file meant', async (_, written, said) => {
    const folder = mkdtempSync(join(tmpdir(), 'replay-flow-slip-'));
    mkdirSync(join(folder, 'calls'));
    writeFileSync(join(folder, 'flow.yaml'), 'nodes: { bye: { kind: end } }\n');
    writeFileSync(join(folder, 'calls', 'a.call.yaml'), `flow: ${JSON.stringify(written)}\nturns: []\nexpect: { status: ended }\n`);
    const report = await replayCall(join(folder, 'calls', 'a.call.yaml'), { cwd: folder });
    expect(report.status === 'invalid' && report.issues.map((issue) => [issue.code, issue.message])).toEqual([
      ['flow_not_found', `flow file "${written}" does not exist (resolved to ${written.includes('\\') ? `calls/${written}` : written.slice(3)})${said}`],
    ]);
  });

  // A link that leads back to itself names nothing, and "does not exist; did you mean" the same name sends the author in a circle.
  test.each<[string, [link: string, target: string][], string, string]>([
    ['a link to itself', [['loop.yaml', 'loop.yaml']], 'loop.yaml', 'flow file "loop.yaml" leads back to itself through symbolic links (loop.yaml -> loop.yaml), so there is no flow to read; point the link at the flow file (ln -sfn PATH-OF-THE-FLOW loop.yaml), or write the flow\'s own path in `flow`'],
    ['two links leading to each other', [['a.yaml', 'b.yaml'], ['b.yaml', 'a.yaml']], 'a.yaml', 'flow file "a.yaml" leads back to itself through symbolic links (a.yaml -> b.yaml -> a.yaml), so there is no flow to read; point the link at the flow file (ln -sfn PATH-OF-THE-FLOW a.yaml), or write the flow\'s own path in `flow`'],
  ])('a flow that is %s is said to be a link loop, with the fix', async (_, links, written, message) => {
    const folder = mkdtempSync(join(tmpdir(), 'replay-flow-loop-'));
    mkdirSync(join(folder, 'calls'));
    writeFileSync(join(folder, 'flow.yaml'), 'nodes: { bye: { kind: end } }\n');
    for (const [link, target] of links) symlinkSync(target, join(folder, 'calls', link));
    writeFileSync(join(folder, 'calls', 'a.call.yaml'), `flow: ${written}\nturns: []\nexpect: { status: ended }\n`);
    const report = await replayCall(join(folder, 'calls', 'a.call.yaml'), { cwd: join(folder, 'calls') });
    expect(report.status === 'invalid' && report.issues.map((issue) => [issue.code, issue.message])).toEqual([['flow_link_loop', message]]);
  });

  test('turns written as one text is told how to write it as a list', async () => {
    const report = await replayCall(broken('missing-fields-and-unknown-names.call.yaml'));
    expect(report.status === 'invalid' && report.issues[0]?.message).toBe(
      '"turns" must be a list of strings, not one text: write turns: [Kaitlyn Meyers], or each item on a "- " line of its own');
  });

  test('a path that names nothing is said to be missing, not as ENOENT', async () => {
    const report = await replayCall(broken('no-such.call.yaml'), { cwd: fixtures });
    expect(report.status === 'invalid' && report.issues.map((issue) => issue.message)).toEqual([
      'cannot read the call file: there is no file or folder broken/no-such.call.yaml; check the path (relative to the folder the command runs in)',
    ]);
  });

  test('a broken flow points at switchboard validate and its first problems', async () => {
    const report = await replayCall(broken('invalid-flow.call.yaml'), { cwd: fixtures });
    const message = report.status === 'invalid' ? report.issues[0]?.message : '';
    expect(message).toMatch(/^flow "broken\.flow\.yaml" has problems, fix them first \(`switchboard validate broken\/broken\.flow\.yaml`\): line 6, column 11: .*"nowhere"/);
  });

  test('a flow\'s problems are joined without a full stop before each semicolon', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'two-problems-'));
    // The matcher's sentence ends with a full stop: "Column \"Rx Number\" is not in rx.csv. Available columns: …".
    writeFileSync(join(folder, 'rx.csv'), 'Rx No,Patient\n4821907,Maria Lopez\n');
    writeFileSync(join(folder, 'rx.lookup.json'), JSON.stringify({ files: ['rx.csv'], lookups: [{ tool_name: 'find_rx', search_column: 'Rx Number' }] }));
    writeFileSync(join(folder, 'flow.yaml'), 'documents: { rx: rx.lookup.json }\nnodes:\n  hello: { kind: say, text: Hello., next: nowhere }\n');
    writeFileSync(join(folder, 'a.call.yaml'), 'flow: flow.yaml\nturns: []\nexpect: { status: ended }\n');
    const report = await replayCall(join(folder, 'a.call.yaml'));
    const message = report.status === 'invalid' ? report.issues[0]?.message ?? '' : '';
    expect(message).toContain('; line 3');
    expect(message).not.toContain('.;');
  });

  test.each([
    {
      file: 'impossible-path.call.yaml',
      issues: [
        ['expect.path[2]', 6, '"ask_name" has no edge to "confirm" (it leads to "find"); the path lists every node the call enters: is one left out? (`visits` checks a subsequence)'],
        ['expect.visits[1]', 7, 'no way through the flow leads from "confirm" to "greet"'],
      ],
    },
    {
      // An empty path is never the way a call went: it failed as "expected to end after (start)", run for nothing.
      file: 'empty-path.call.yaml',
      issues: [['expect.path', 4, 'a call enters at least the start node "greet": the path lists every node from there (`visits` checks a subsequence)']],
    },
    {
      file: 'path-from-the-wrong-start.call.yaml',
      issues: [
        ['expect.path[0]', 4, 'a call starts at "greet", not "ask_name"; the path lists every node from the start'],
        ['expect.visits[1]', 5, 'no way through the flow leads from "goodbye" to "confirm"'],
      ],
    },
  ])('a path or visits no call of the flow can make is reported before the call: $file', async ({ file, issues }) => {
    const report = await replayCall(broken(file), { cwd: fixtures });
    expect(report.status).toBe('invalid');
    expect(report.status === 'invalid' ? report.issues.map((issue) => [issue.code, issue.path, issue.line, issue.message]) : []).toEqual(
      issues.map(([path, line, why]) => ['impossible_path', path, line, `no call of flow shop/shop.flow.yaml can do this: ${why}`]),
    );
  });

  test('a scripted tool call with an argument its tool does not take is reported at the argument, not run as if it looked up', async () => {
    // It passed: the lookup failed on the misspelt argument, and the scripted say was said all the same.
    const report = await replayCall(broken('tool-argument-typo.call.yaml'), { cwd: fixtures });
    expect(report.status === 'invalid' ? report.issues.map((issue) => [issue.code, issue.path, issue.line, issue.message]) : report.status).toEqual([
      ['unknown_argument', 'model[0].tool_calls[0].args.fullname', 6, 'tool "lookup_customer" takes no argument "fullname"; did you mean "full_name"?; its parameters are: full_name, city. ' +
        'The scripted tool call would fail, and the reply after it be said all the same, as if the lookup had run'],
      ['unknown_argument', 'model[0].tool_calls[0].args.town', 6, expect.stringContaining('tool "lookup_customer" takes no argument "town"; its parameters are: full_name, city.')],
    ]);
  });

  test('visits naming only the start node, which every call enters, checks nothing: the call file is refused', async () => {
    // It passed whatever the call did.
    const report = await replayCall(broken('visits-only-start.call.yaml'), { cwd: fixtures });
    expect(report.status === 'invalid' ? report.issues.map((issue) => [issue.code, issue.path, issue.line, issue.message]) : report.status).toEqual([
      ['empty_expectations', 'expect.visits', 5, '`expect` checks nothing (visits: [greet] names only the start node, which every call enters); ' +
        'give at least one of: path, visits, lookups, variables, says, never_says, status'],
    ]);
  });

  test('a scripted tool call the node\'s model is not offered is reported at the tool, not run as if it looked up', async () => {
    // It passed: the tool was not available at the node, the model was told so, and the scripted say was said all the same.
    const report = await replayCall(broken('tool-not-offered.call.yaml'), { cwd: fixtures });
    expect(report.status === 'invalid' ? report.issues.map((issue) => [issue.code, issue.path, issue.line, issue.message]) : report.status).toEqual([
      ['tool_not_offered', 'model[0].tool_calls[0].tool', 6, 'node "chat" offers its model no tool "lookup_customer" (it attaches no document): add the document ' +
        'that defines it to the node\'s `documents` (documents: [customers]), or script the call for a node that offers it (none does). ' +
        'The scripted tool call would fail, and the reply after it be said all the same, as if the lookup had run'],
      ['tool_not_offered', 'model[1].tool_calls[0].tool', 9, 'no conversation node of flow broken/small-talk.flow.yaml offers its model tool "lookup_customer": add the document ' +
        'that defines it to a conversation node\'s `documents` (documents: [customers]). ' +
        'The scripted tool call would fail, and the reply after it be said all the same, as if the lookup had run'],
    ]);
  });

  test('an outcome the flow cannot have is reported with only the outcomes it can; a node that looks nothing up, as the slip', async () => {
    const report = await replayCall(broken('outcome-of-another-flow.call.yaml'));
    expect(report.status === 'invalid' ? report.issues.map((issue) => [issue.code, issue.path, issue.line, issue.message]) : []).toEqual([
      ['unknown_outcome', 'expect.lookups[0].outcome', 6, 'unknown lookup outcome "found"; expected one of: confident, ambiguous, not_found, error'],
      ['not_a_lookup_node', 'expect.lookups[1].node', 7, expect.stringMatching(/^node "greet" is a say node, which looks nothing up: `expect.lookups` names lookup nodes of flow .*shop\.flow\.yaml \(its lookup nodes are "find", "find_in_city"\)$/)],
    ]);
  });

  test('a model reply scripted for a node that never asks the model is refused up front, with the flow\'s conversation nodes', async () => {
    // It ran, and failed only when the conversation node took the reply: a model_node divergence far from the slip.
    const report = await replayCall(broken('model-for-a-say-node.call.yaml'));
    expect(report.status === 'invalid' ? report.issues.map((issue) => [issue.code, issue.path, issue.line, issue.message]) : report.status).toEqual([
      ['not_a_conversation_node', 'model[0].node', 5, expect.stringMatching(/^node "greet" is a say node, which never asks the model: `model\[\]\.node` names conversation nodes of flow .*shop\.flow\.yaml \(its conversation nodes are "answer"\); the reply would be taken by the next conversation node that asks, and the call fail there$/)],
    ]);
  });

  test('a field of a variable the flow never sets names the variable, and the whole name to write', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'unknown-root-'));
    const callFile = join(folder, 'root.call.yaml');
    writeFileSync(callFile, [`flow: ${JSON.stringify(join(fixtures, 'shop', 'shop.flow.yaml'))}`, 'turns: [Kaitlyn Meyers]', 'expect:', '  variables:', '    custmer.City: Springfield', ''].join('\n'));
    const report = await replayCall(callFile);
    expect(report.status === 'invalid' ? report.issues.map((issue) => [issue.code, issue.path, issue.message]) : report.status).toEqual([[
      'unknown_variable', 'expect.variables.custmer.City', expect.stringMatching(/^variable "custmer" is never set by flow .*shop\.flow\.yaml; did you mean "customer\.City"\?$/),
    ]]);
  });

  test('suggestions name the likely intended name', async () => {
    const report = await replayCall(broken('unknown-names.call.yaml'));
    const messages = report.status === 'invalid' ? report.issues.map((issue) => issue.message) : [];
    expect(messages.join('\n')).toMatch(/"confrim".*did you mean "confirm"\?/);
    expect(messages.join('\n')).toMatch(/"caller_nmae".*did you mean "caller_name"\?/);
  });
});

describe('a replay never hangs', () => {
  // A document whose lookups never answer: the turn must fail with a timeout naming the node.
  const neverAnswers = async (path: string): Promise<LookupProvider> => {
    const real = await loadDocument(path);
    return { tools: real.tools, call: () => new Promise(() => undefined) };
  };

  test.each([
    ['ask_name', 'nothing: no lookup or model runs at a collect node', '; the turn was still running its nodes when the limit came, which is too short for this machine: raise timeout_ms (or --timeout)', 'the turn still running after 50 ms'],
    ['find', 'the lookup lookup_customer', ' (one that never settles?)', undefined],
  ])('a turn out of time at node %s says what the node waits for (a collect waits for no lookup or model)', async (node, what, hint, actual) => {
    const { flow } = await loadFlow(join(fixtures, 'shop', 'shop.flow.yaml'));
    expect(waitingAt(flow!, node, 50)).toEqual({ what, hint, ...(actual === undefined ? {} : { actual }) });
  });

  test('a lookup that never settles fails the call with a timeout naming the node', async () => {
    const report = await replayCall(join(shopCalls, 'unknown-caller.call.yaml'), { loadDocument: neverAnswers, timeoutMs: 150, flows: new Map() });
    expect(report.status).toBe('failed');
    expect(firstDivergence(report)).toMatchObject({ kind: 'timeout', node: 'find', turn: 1 });
    expect(String(firstDivergence(report)['message'])).toBe('node "find" did not finish within 150 ms: it was waiting for the lookup lookup_customer (one that never settles?)');
  });

  test('a turn out of the time the call file sets names the line of its timeout_ms, where the fix is made; --timeout has no line', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'timeout-line-'));
    const callFile = join(folder, 'slow.call.yaml');
    const shop = join(fixtures, 'shop', 'shop.flow.yaml');
    writeFileSync(callFile, [`flow: ${JSON.stringify(shop)}`, 'turns: [Zebedee Quux]', 'timeout_ms: 150', 'expect:', '  status: ended', ''].join('\n'));
    const fromFile = await replayCall(callFile, { loadDocument: neverAnswers, flows: new Map() });
    expect(firstDivergence(fromFile)).toMatchObject({ kind: 'timeout', field: 'timeout_ms', line: 3 });
    const fromOption = await replayCall(callFile, { loadDocument: neverAnswers, timeoutMs: 150, flows: new Map() });
    expect(firstDivergence(fromOption)).toMatchObject({ kind: 'timeout', field: 'timeout_ms', line: null });
  });

  // A lookup that blocks the event loop: the turn's timer cannot fire while it runs, but the time still passes.
  const blocksFor = (ms: number) => async (path: string): Promise<LookupProvider> => {
    const real = await loadDocument(path);
    return {
      tools: real.tools,
      call: (tool, args) => {
        const until = performance.now() + ms;
        while (performance.now() < until) { /* synchronous work that never yields */ }
        return real.call(tool, args);
      },
    };
  };

  test('a synchronous lookup that outlasts the turn is cut off like one that never settles', async () => {
    const report = await replayCall(join(shopCalls, 'unknown-caller.call.yaml'), { loadDocument: blocksFor(200), timeoutMs: 100, flows: new Map() });
    expect(report.status).toBe('failed');
    expect(firstDivergence(report)).toMatchObject({ kind: 'timeout', node: 'find', turn: 1 });
  });
});

describe('a row without a column the call file expects says why', () => {
  const leftOut = (name: string): string => join(fixtures, 'left-out-column', name);

  test('a column of the table that return_columns leave out is named with the document to add it to', async () => {
    const report = await replayCall(leftOut('notes-left-out.call.yaml'), { cwd: join(fixtures, 'left-out-column') });
    expect(firstDivergence(report)).toMatchObject({
      kind: 'variable',
      field: 'expect.variables.customer.Notes',
      message: 'expected variable "customer.Notes" to be "Prefers email" at the end of the call, but it was (unset): "customer" has no "Notes"; known: Full Name, Account ID; ' +
        '"Notes" is a column of customers.csv, but the return_columns of lookup_customer (customers.lookup.json) leave it out: add "Notes" to them',
    });
  });

  test('a column the table does not have either gets the known columns only', async () => {
    const report = await replayCall(leftOut('column-nowhere.call.yaml'));
    expect(firstDivergence(report)).toMatchObject({
      message: 'expected variable "customer.Balance" to be "0" at the end of the call, but it was (unset): "customer" has no "Balance"; known: Full Name, Account ID',
    });
  });

  test('a document that does not say its tables gets the rule that return_columns decide a row\'s columns', async () => {
    const withoutStatus = async (path: string): Promise<LookupProvider> => {
      const document = await loadDocument(path);
      return { tools: document.tools, call: (tool, args) => document.call(tool, args) };
    };
    const report = await replayCall(leftOut('notes-left-out.call.yaml'), { loadDocument: withoutStatus });
    expect(firstDivergence(report)).toMatchObject({
      message: expect.stringMatching(/"customer" has no "Notes"; known: Full Name, Account ID; a lookup document's return_columns decide which columns a row has$/),
    });
  });
});

describe('scripted model replies for a flow that never asks the model', () => {
  test('are a warning naming the call file, the flow and the fix; the call still runs', async () => {
    const report = await replayCall(broken('model-without-conversation.call.yaml'), { cwd: fixtures });
    expect(report.status).toBe('passed');
    expect(report.warnings).toEqual([{
      code: 'model_never_asked', severity: 'warning', path: 'model', file: broken('model-without-conversation.call.yaml'), line: 4, column: 1,
      message: 'the call file scripts 1 model reply, but flow menu/menu.flow.yaml has no conversation node, so the model is never asked: ' +
        'remove `model` (it is ignored), or check that `flow` names the flow with the conversation node',
    }]);
    expect(formatReport([report], { cwd: fixtures })).toContain('broken/model-without-conversation.call.yaml:4:1 warning model_never_asked model:');
  });

  test('are not warned about in a flow with a conversation node', async () => {
    const report = await replayCall(join(shopCalls, 'confident.call.yaml'));
    expect(report.warnings).toBeUndefined();
  });
});
