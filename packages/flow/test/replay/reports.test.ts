import { describe, expect, test } from '@jest/globals';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Flow } from '../../src/flowTypes.js';
import { printable } from '../../src/printable.js';
import {
  flowCoverage, formatCoverage, formatReport, isFullCoverage, junitXml, replayJson, type CallReport, type CallRun,
} from '../../src/replay/index.js';

const RUN: CallRun = {
  file: '/repo/calls/confident.call.yaml',
  name: 'confident caller',
  flow: '/repo/flow.yaml',
  path: ['greet', 'ask_name', 'find_customer', 'confirm', 'goodbye'],
  lookups: [{ node: 'find_customer', tool: 'lookup_customer', outcome: 'confident', turn: 1 }],
  modelFailures: [],
  branches: [],
  variables: { caller_name: 'Kaitlyn Meyers' },
  transcript: [
    { who: 'agent', node: 'ask_name', text: 'Who am I speaking with?', turn: 0 },
    { who: 'caller', node: 'ask_name', text: 'Kaitlyn <Meyers> & co', turn: 1 },
  ],
  callStatus: 'ended',
  turnsHeard: 1,
  durationMs: 12,
};

const PASSED: CallReport = { status: 'passed', ...RUN };
const FAILED: CallReport = {
  status: 'failed',
  ...RUN,
  name: 'expects "ambiguous" <wrongly>',
  file: '/repo/calls/wrong.call.yaml',
  divergences: [
    {
      kind: 'lookup', turn: 1, node: 'find_customer', expected: 'ambiguous', actual: 'confident', field: 'expect.lookups[0]', line: 14,
      message: 'expected lookup #1 (find_customer: lookup_customer) to be ambiguous, but it was confident',
    },
    { kind: 'status', turn: null, node: 'goodbye', expected: 'transferred', actual: 'ended', field: 'expect.status', line: 20, message: 'expected the call to end as transferred, but it is ended' },
  ],
};
const INVALID: CallReport = {
  status: 'invalid', file: '/repo/calls/bad.call.yaml', name: 'bad', flow: null, durationMs: 0,
  issues: [{ code: 'unknown_node', path: 'expect.path[1]', message: 'node "confrim" is not in flow flow.yaml', file: '/repo/calls/bad.call.yaml', line: 7, column: 11 }],
};

describe('formatReport', () => {
  const text = formatReport([PASSED, FAILED, INVALID], { cwd: '/repo' });

  test.each([
    ['a passing call is one line', 'PASS confident caller (calls/confident.call.yaml) 5 nodes, 1 lookup, 1 turn'],
    ['a failing call names the turn, the caller words, the node and the call-file line',
      '     at turn 1 (caller: "Kaitlyn <Meyers> & co"), node find_customer; expect.lookups[0], line 14'],
    ['expected and actual are side by side', '     expected: ambiguous\n     actual:   confident'],
    ['further divergences are counted, not shown', '(1 more divergence; --json lists them all)'],
    ['an invalid file lists its issues with file and line', '     calls/bad.call.yaml:7:11 unknown_node expect.path[1]: node "confrim" is not in flow flow.yaml'],
    ['the summary counts every status', '3 calls: 1 passed, 1 failed, 1 invalid'],
  ])('%s', (_title, line) => {
    expect(text).toContain(line);
  });

  test('the opening is named as such', () => {
    const opening: CallReport = { ...FAILED, divergences: [{ ...FAILED.divergences[0], turn: 0, node: 'greet' }] };
    expect(formatReport([opening])).toContain('at the opening (before the caller spoke), node greet');
  });

  test('control characters from a call name or a caller line are written as escapes, not sent to the terminal', () => {
    const hostile: CallReport = {
      ...FAILED,
      name: 'esc \u001b]0;pwned\u0007 title',
      transcript: [{ who: 'caller', node: 'ask_name', text: 'Kaitlyn \u001b[2J\u001b[31m', turn: 1 }],
    };
    const shown = formatReport([hostile], { cwd: '/repo' });
    expect(shown).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(shown).toContain('FAIL esc \\u001b]0;pwned\\u0007 title (calls/wrong.call.yaml)');
    expect(shown).toContain('(caller: "Kaitlyn \\u001b[2J\\u001b[31m")');
  });

  test('bidirectional overrides from a call name or a caller line are written as escapes: they would reorder the line shown', () => {
    const hostile: CallReport = {
      ...FAILED,
      name: 'refund \u202eLIAF\u202c ok',
      transcript: [{ who: 'caller', node: 'ask_name', text: 'Kaitlyn \u2066Meyers\u2069', turn: 1 }],
    };
    const shown = formatReport([hostile], { cwd: '/repo' });
    expect(shown).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    expect(shown).toContain('FAIL refund \\u202eLIAF\\u202c ok (calls/wrong.call.yaml)');
    expect(shown).toContain('(caller: "Kaitlyn \\u2066Meyers\\u2069")');
    // Right-to-left text itself is shown as written.
    expect(printable('שלום مرحبا')).toBe('שלום مرحبا');
  });
});

describe('junitXml', () => {
  const xml = junitXml([PASSED, FAILED, INVALID], { cwd: '/repo' });
  const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml) as {
    testsuites: { tests: string; failures: string; errors: string; testsuite: { name: string; tests: string; testcase: unknown }[] };
  };

  test('is well-formed XML even with quotes, ampersands and angle brackets in names and transcripts', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
  });

  test('counts tests, failures and errors', () => {
    expect(parsed.testsuites).toMatchObject({ tests: '3', failures: '1', errors: '1' });
  });

  test('groups calls by flow, one testcase per call file', () => {
    expect(parsed.testsuites.testsuite.map((suite) => [suite.name, suite.tests])).toEqual([['flow.yaml', '2'], ['(no flow)', '1']]);
  });

  test('a failure carries the first divergence as its message', () => {
    expect(xml).toContain('<failure message="expected lookup #1 (find_customer: lookup_customer) to be ambiguous, but it was confident" type="lookup">');
    expect(xml).toContain('name="expects &quot;ambiguous&quot; &lt;wrongly&gt;"');
  });

  test('a failure comes with the call transcript', () => {
    expect(xml).toContain('<system-out>[turn 0] agent at ask_name: Who am I speaking with?\n[turn 1] caller: Kaitlyn &lt;Meyers&gt; &amp; co</system-out>');
  });

  // GitLab keeps one test case per classname and name: a failing call named as a passing one of the flow was hidden.
  test('two call files of one flow with the same name are told apart by their files, each its own test case', () => {
    const sameName: CallReport = { ...FAILED, name: PASSED.name };
    const cases = (junitXml([PASSED, sameName, INVALID], { cwd: '/repo' }).match(/<testcase [^>]*>/g) ?? []).map((open) => /\sname="([^"]*)"/.exec(open)?.[1]);
    expect(cases).toEqual(['confident caller (calls/confident.call.yaml)', 'confident caller (calls/wrong.call.yaml)', 'bad']);
  });

  test('a name of its own is left as written', () => {
    expect(xml).toContain('<testcase classname="flow" name="confident caller" file="calls/confident.call.yaml"');
  });

  test('control characters from a transcript cannot break the document', () => {
    const noisy: CallReport = { ...FAILED, divergences: [{ ...FAILED.divergences[0], actual: 'conf\u0007ident\u0000' }] };
    expect(XMLValidator.validate(junitXml([noisy]))).toBe(true);
  });
});

test('replayJson keeps every divergence and makes paths relative', () => {
  const json = JSON.parse(JSON.stringify(replayJson([PASSED, FAILED, INVALID], undefined, { cwd: '/repo' }))) as ReturnType<typeof replayJson>;
  expect(json.summary).toEqual({ total: 3, passed: 1, failed: 1, invalid: 1 });
  expect(json.calls[1]).toMatchObject({ status: 'failed', file: 'calls/wrong.call.yaml', flow: 'flow.yaml' });
  const failed = json.calls[1];
  expect(failed?.status === 'failed' ? failed.divergences.length : 0).toBe(2);
  expect(json.calls[2]).toMatchObject({ status: 'invalid', issues: [{ file: 'calls/bad.call.yaml', line: 7 }] });
});

describe('flowCoverage', () => {
  const FLOW: Flow = {
    name: 'care', file: '/repo/flow.yaml', digest: 'x', start: 'greet', documents: {}, callerLookup: null,
    nodes: {
      greet: { kind: 'collect', id: 'greet', text: 'Name?', into: 'caller_name', next: 'find' },
      find: { kind: 'lookup', id: 'find', text: '#lookup lookup_customer full_name={{caller_name}}', into: 'customer',
        on: { confident: 'bye', ambiguous: 'bye', not_found: 'bye', error: 'sorry' } },
      sorry: { kind: 'transfer', id: 'sorry', to: 'agent' },
      bye: { kind: 'end', id: 'bye' },
    },
  };

  test.each<[string, { path: string[]; lookups: { node: string; outcome: 'confident' | 'ambiguous' | 'not_found' | 'error' }[] }[], number, number, boolean]>([
    ['no calls reach nothing', [], 0, 0, false],
    ['one confident call', [{ path: ['greet', 'find', 'bye'], lookups: [{ node: 'find', outcome: 'confident' }] }], 3, 1, false],
    ['every outcome once', (['confident', 'ambiguous', 'not_found', 'error'] as const).map((outcome) => ({
      path: ['greet', 'find', outcome === 'error' ? 'sorry' : 'bye'], lookups: [{ node: 'find', outcome }],
    })), 4, 4, true],
  ])('%s', (_title, runs, nodesVisited, edgesTaken, full) => {
    const coverage = flowCoverage(FLOW, runs);
    expect([coverage.nodesVisited, coverage.edgesTaken, isFullCoverage(coverage)]).toEqual([nodesVisited, edgesTaken, full]);
  });

  // `replay --require-coverage` failed the build while its JUnit report held only passing test cases and its JSON said
  // nothing of coverage being required: a CI page showed every test green under a red build.
  describe('coverage required', () => {
    const partial = flowCoverage(FLOW, [{ path: ['greet', 'find', 'bye'], lookups: [{ node: 'find', outcome: 'confident' }] }]);

    test('in JUnit XML, each flow\'s coverage is a test case of its suite, failing with what was never reached', () => {
      const xml = junitXml([PASSED], { cwd: '/repo', requiredCoverage: [partial] });
      expect(XMLValidator.validate(xml)).toBe(true);
      expect(xml).toContain('<testsuites name="switchboard replay" tests="2" failures="1" errors="0"');
      expect(xml).toContain('<testsuite name="flow.yaml" tests="2" failures="1" errors="0"');
      expect(xml).toContain('<testcase classname="flow" name="coverage (--require-coverage)" file="flow.yaml" time="0.000">');
      expect(xml).toContain('<failure message="coverage of flow.yaml is not full: nodes 3/4, outcome edges 1/4" type="coverage">');
      expect(xml).toContain('never taken: find --error--&gt; sorry');
      expect(junitXml([PASSED], { cwd: '/repo' })).not.toContain('coverage (--require-coverage)');
    });

    test('in JSON, whether it was met and the flows that fell short; absent when not required', () => {
      const json = JSON.parse(JSON.stringify(replayJson([PASSED], [partial], { cwd: '/repo', requireCoverage: true }))) as Record<string, unknown>;
      expect(json['requiredCoverage']).toEqual({ met: false, incomplete: ['flow.yaml'] });
      expect(replayJson([PASSED], [partial], { cwd: '/repo' })).not.toHaveProperty('requiredCoverage');
    });
  });

  test('the report lists what was never reached', () => {
    const text = formatCoverage(flowCoverage(FLOW, [{ path: ['greet', 'find', 'bye'], lookups: [{ node: 'find', outcome: 'confident' }] }]));
    expect(text).toContain('nodes: 3/4   outcome edges: 1/4');
    expect(text).toContain('never visited: sorry');
    expect(text).toContain('never taken: find --error--> sorry');
  });

  describe('a branch\'s cases are ways through the flow too', () => {
    const MENU: Flow = {
      name: 'menu', file: '/repo/menu.yaml', digest: 'x', start: 'ask', documents: {}, callerLookup: null,
      nodes: {
        ask: { kind: 'collect', id: 'ask', text: 'Billing or appointments?', into: 'choice', next: 'route' },
        route: { kind: 'branch', id: 'route', variable: 'choice', cases: [{ match: ['billing', '2'], next: 'billing' }, { match: ['appointments'], next: 'desk' }], otherwise: 'desk' },
        billing: { kind: 'transfer', id: 'billing', to: 'billing-queue' },
        desk: { kind: 'transfer', id: 'desk', to: 'front-desk' },
      },
    };
    const billing = { path: ['ask', 'route', 'billing'], lookups: [], branches: [{ node: 'route', case: 0 }] };
    const unheard = { path: ['ask', 'route', 'desk'], lookups: [], branches: [{ node: 'route', case: null }] };

    test('every node visited is not full while a case was never taken, even one leading where another went', () => {
      const coverage = flowCoverage(MENU, [billing, unheard]);
      expect([coverage.nodesVisited, coverage.casesTaken, isFullCoverage(coverage)]).toEqual([4, 2, false]);
      expect(formatCoverage(coverage).split('\n')).toEqual([
        'coverage of /repo/menu.yaml (2 calls)',
        '  nodes: 4/4   outcome edges: 0/0   branch cases: 2/3',
        '  never taken: route --case "appointments"--> desk',
        '',
      ]);
    });

    test('every case taken is full, each counted', () => {
      const appointments = { path: ['ask', 'route', 'desk'], lookups: [], branches: [{ node: 'route', case: 1 }] };
      const coverage = flowCoverage(MENU, [billing, unheard, appointments, unheard]);
      expect(isFullCoverage(coverage)).toBe(true);
      expect(formatCoverage(coverage).split('\n')).toEqual([
        'coverage of /repo/menu.yaml (4 calls)',
        '  nodes: 4/4   outcome edges: 0/0   branch cases: 3/3   (full)',
        '  cases: route:"billing"×1, route:"appointments"×1, route:otherwise×2',
        '',
      ]);
    });
  });

  test('full coverage of 40 outcome edges lists the first 20 with their counts and counts the rest', () => {
    const outcomes = ['confident', 'ambiguous', 'not_found', 'error'] as const;
    const finds = Array.from({ length: 10 }, (_, i) => `find_${i}`);
    const nodes: Flow['nodes'] = { bye: { kind: 'end', id: 'bye' } };
    for (const [i, id] of finds.entries()) {
      const next = finds[i + 1] ?? 'bye';
      nodes[id] = { kind: 'lookup', id, text: '#lookup lookup_customer full_name={{caller_name}}', into: 'customer', on: { confident: next, ambiguous: next, not_found: next, error: next } };
    }
    const runs = outcomes.map((outcome) => ({ path: [...finds, 'bye'], lookups: finds.map((node) => ({ node, outcome })) }));
    const text = formatCoverage(flowCoverage({ ...FLOW, start: 'find_0', nodes }, runs));
    expect(text.split('\n')).toEqual([
      'coverage of /repo/flow.yaml (4 calls)',
      '  nodes: 11/11   outcome edges: 40/40   (full)',
      `  edges: ${finds.slice(0, 5).flatMap((node) => outcomes.map((outcome) => `${node}:${outcome}×1`)).join(', ')} and 20 more`,
      '',
    ]);
  });
});
