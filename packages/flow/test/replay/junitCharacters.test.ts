// JUnit XML shows what the text report shows: a control character XML 1.0 cannot hold was dropped without a trace, so
// a call name or a caller line holding one read otherwise in Jenkins or GitLab than in the terminal, and a character that
// shows as nothing (a soft hyphen in an expected text) hid the difference a failure was about. Both are now written as
// the text report writes them; a tab or carriage return in an attribute keeps its place as a character reference.
import { describe, expect, test } from '@jest/globals';
import { XMLValidator } from 'fast-xml-parser';
import { junitXml, type CallReport } from '../../src/replay/index.js';

const FAILED: CallReport = {
  status: 'failed',
  file: '/repo/calls/bell.call.yaml',
  name: 'a bell \u0007 in the name',
  flow: '/repo/flow.yaml',
  path: ['ask_name', 'confirm'],
  lookups: [],
  modelFailures: [],
  branches: [],
  variables: {},
  transcript: [{ who: 'caller', node: 'ask_name', text: 'Kaitlyn \u0001Meyers', turn: 1 }],
  callStatus: 'ended',
  turnsHeard: 1,
  durationMs: 3,
  divergences: [{
    kind: 'says', turn: null, node: 'confirm', expected: 'Kait\u00adlyn', actual: '"Kaitlyn"', field: 'expect.says[0]', line: 6,
    message: 'expected the agent to say "Kait\u00adlyn",\tbut it never did\r (last said: "Kaitlyn")',
  }],
};

describe('the place of a failure', () => {
  // GitHub's JUnit annotators (action-junit-report and the like) place a failure on the file and line a test case
  // names: the call file's line of the expectation that failed, or of the first issue of a call file that cannot run.
  test('a failed call\'s test case carries the line of its first divergence; an invalid one the line of its first issue', () => {
    const invalid: CallReport = {
      status: 'invalid', file: '/repo/calls/bad.call.yaml', name: 'bad', flow: '/repo/flow.yaml', durationMs: 0,
      issues: [{ code: 'unknown_node', path: 'expect.path[1]', message: 'node "confrim" is not in flow flow.yaml', file: '/repo/calls/bad.call.yaml', line: 7, column: 11 }],
    };
    const xml = junitXml([FAILED, invalid], { cwd: '/repo' });
    expect(xml).toContain('file="calls/bell.call.yaml" line="6" time=');
    expect(xml).toContain('file="calls/bad.call.yaml" line="7" time=');
  });

  test('a divergence with no line (a timeout from --timeout) gives the test case none', () => {
    const unplaced: CallReport = { ...FAILED, divergences: [{ ...FAILED.divergences[0], line: null }] };
    expect(junitXml([unplaced], { cwd: '/repo' })).toContain('file="calls/bell.call.yaml" time=');
  });
});

describe('the class a test case is listed under', () => {
  // Jenkins reads a classname as Java's: the part after its last dot is the class, the rest the package, so
  // "flows/customer-care/flow.yaml" listed every call under a class "yaml" of a package "flows/customer-care/flow".
  test('is the flow\'s path without its extension, so Jenkins lists the calls under the flow, not under "yaml"', () => {
    const xml = junitXml([FAILED], { cwd: '/repo' });
    expect(xml).toContain('<testsuite name="flow.yaml"');
    expect(xml).toContain('<testcase classname="flow" name=');
  });
});

describe('characters in JUnit XML', () => {
  const xml = junitXml([FAILED], { cwd: '/repo' });

  test('the document is well-formed', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
  });

  test('a control character is written as its \\u escape, as the text report writes it, not dropped', () => {
    expect(xml).toContain('name="a bell \\u0007 in the name"');
    expect(xml).toContain('[turn 1] caller: Kaitlyn \\u0001Meyers');
  });

  test('a character that shows as nothing is written <U+00AD>, so the difference a failure is about shows in CI', () => {
    expect(xml).toContain('expected: Kait&lt;U+00AD&gt;lyn');
  });

  test('a tab in a failure message is a character reference, which an XML parser reads back as a tab, not a space', () => {
    // XML parsers (Java's, which Jenkins uses) turn a tab written as itself in an attribute into a space.
    expect(xml).toContain('message="expected the agent to say &quot;Kait&lt;U+00AD&gt;lyn&quot;,&#9;but it never did');
  });
});
