// A template in a branch case's match is fixed text to the branch: validate says so, where the case silently never came true.
import { describe, expect, test } from '@jest/globals';
import { ISSUE, issueMessages, loadFlowText } from '@switchboard/flow';

const flowWith = (cases: string) =>
  'nodes:\n' +
  '  ask: { kind: collect, text: Say the code., into: said, next: route }\n' +
  `  route: { kind: branch, variable: said, cases: ${cases}, otherwise: c }\n` +
  '  a: { kind: end }\n  c: { kind: end }\n';

describe('a branch case whose match holds a template', () => {
  test.each([
    { name: 'a variable in a list', cases: '[{ match: ["{{expected}}"], next: a }]', index: 0, phrase: '{{expected}}', words: 'expected', named: 'expected' },
    { name: 'a match written as one text', cases: '[{ match: yes, next: c }, { match: "{{ customer.Plan }}", next: a }]', index: 1, phrase: '{{ customer.Plan }}', words: 'customer plan', named: 'customer.Plan' },
    { name: 'a template among words', cases: '[{ match: [yes, "code {{code}} please"], next: a }]', index: 0, phrase: 'code {{code}} please', words: 'code code please', named: 'code' },
    { name: 'a template of spaces beside a word', cases: '[{ match: ["{{ }} yes"], next: a }]', index: 0, phrase: '{{ }} yes', words: 'yes', named: undefined },
  ])('$name is template_in_match, an error naming the node, the case and the fix', async ({ cases, index, phrase, words, named }) => {
    const { flow, issues } = await loadFlowText(flowWith(cases), '/virtual/code.flow.yaml');
    expect(flow).toBeNull();
    expect(issues.map(({ code, node, severity, message }) => ({ code, node, severity, message }))).toEqual([
      { code: ISSUE.templateInMatch, node: 'route', severity: 'error', message: issueMessages.templateInMatch('route', index, phrase, words, named) },
    ]);
  });

  test('the message says what the case is compared as and both fixes', () => {
    expect(issueMessages.templateInMatch('route', 0, '{{expected}}', 'expected', 'expected')).toBe(
      'branch node "route": cases[0]\'s match "{{expected}}" holds a template, but a case\'s match is fixed text, never a variable\'s value: ' +
      'it is compared with its braces dropped, as the words "expected", so only an answer holding them takes this case; to go by a value the call sets, ' +
      'branch on the variable that holds it (variable: expected, with the values it may hold as cases), or, to check the caller\'s answer against ' +
      'values in a table, look it up with a #lookup node and branch on its outcome');
  });

  test.each([
    { name: 'plain words', cases: '[{ match: [yes, "not sure"], next: a }]' },
    { name: 'a single brace', cases: '[{ match: ["{yes}"], next: a }]' },
  ])('$name are no issue', async ({ cases }) => {
    const { issues } = await loadFlowText(flowWith(cases), '/virtual/code.flow.yaml');
    expect(issues).toEqual([]);
  });
});
