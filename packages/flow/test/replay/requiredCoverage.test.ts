// `replay --require-coverage` failed the build (exit 1) while its JUnit report held only passing test cases and its JSON
// said nothing of coverage being required: a CI page showed every test green under a red build. With coverage required,
// each flow's coverage is a test case of its own in JUnit (a failure listing what was never reached), and the JSON says
// whether the requirement was met and which flows fell short.
import { describe, expect, test } from '@jest/globals';
import { XMLValidator } from 'fast-xml-parser';
import type { Flow } from '../../src/flowTypes.js';
import { flowCoverage, junitXml, replayJson, type CallReport } from '../../src/replay/index.js';

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

const PASSED: CallReport = {
  status: 'passed', file: '/repo/calls/confident.call.yaml', name: 'confident caller', flow: '/repo/flow.yaml',
  path: ['greet', 'find', 'bye'], lookups: [{ node: 'find', tool: 'lookup_customer', outcome: 'confident', turn: 1 }],
  modelFailures: [], branches: [], variables: {}, transcript: [], callStatus: 'ended', turnsHeard: 1, durationMs: 5,
};

const partial = flowCoverage(FLOW, [{ path: ['greet', 'find', 'bye'], lookups: [{ node: 'find', outcome: 'confident' }] }]);

describe('coverage required in JUnit XML', () => {
  const xml = junitXml([PASSED], { cwd: '/repo', requiredCoverage: [partial] });

  test('each flow\'s coverage is a test case of its suite, failing with what was never reached', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('<testsuites name="switchboard replay" tests="2" failures="1" errors="0"');
    expect(xml).toContain('<testsuite name="flow.yaml" tests="2" failures="1" errors="0"');
    expect(xml).toContain('<testcase classname="flow" name="coverage (--require-coverage)" file="flow.yaml" time="0.000">');
    expect(xml).toContain('<failure message="coverage of flow.yaml is not full: nodes 3/4, outcome edges 1/4" type="coverage">');
    expect(xml).toContain('never taken: find --error--&gt; sorry');
  });

  test('without --require-coverage there is no such test case', () => {
    expect(junitXml([PASSED], { cwd: '/repo' })).not.toContain('coverage (--require-coverage)');
  });
});

describe('coverage required in JSON', () => {
  test('says whether it was met, and names the flows that fell short', () => {
    const json = JSON.parse(JSON.stringify(replayJson([PASSED], [partial], { cwd: '/repo', requireCoverage: true }))) as Record<string, unknown>;
    expect(json['requiredCoverage']).toEqual({ met: false, incomplete: ['flow.yaml'] });
  });

  test('is absent when coverage was not required', () => {
    expect(replayJson([PASSED], [partial], { cwd: '/repo' })).not.toHaveProperty('requiredCoverage');
  });
});
