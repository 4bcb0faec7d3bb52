// A branch case on the keypad's * or #: written in quotes it loads; written unquoted, YAML reads * as an alias and # as
// a comment, and validate says so with the quotes to write, rather than only the parser's complaint.
import { describe, expect, test } from '@jest/globals';
import { ISSUE, loadFlowText } from '@switchboard/flow';

const menu = (match: string) => [
  'nodes:',
  '  menu: { kind: collect, text: Press star to hear this again., into: choice, next: route }',
  '  route:',
  '    kind: branch',
  '    variable: choice',
  '    cases:',
  `      - match: ${match}`,
  '        next: desk',
  '    otherwise: menu',
  '  desk: { kind: transfer, to: front-desk }',
].join('\n');

describe('the keys * and # as a branch case', () => {
  test.each(['"*"', '"#"', '["*", "#", star]', "'*1'"])('match: %s loads', async (match) => {
    const { flow, issues } = await loadFlowText(menu(match), '/tmp/keys.flow.yaml');
    expect(issues.filter((issue) => issue.severity !== 'warning')).toEqual([]);
    expect(flow).not.toBeNull();
  });

  test.each([
    { match: '*', column: 16, says: 'YAML reads an unquoted * as the start of an alias, not the key *: write the key in quotes, match: "*"' },
    { match: '[1, *]', column: 20, says: 'YAML reads an unquoted * as the start of an alias' },
    { match: '[#]', column: 17, says: 'YAML reads an unquoted # as the start of a comment, not the key #: write the key in quotes, match: "#"' },
  ])('match: $match unquoted is told to be quoted', async ({ match, column, says }) => {
    const { flow, issues } = await loadFlowText(menu(match), '/tmp/keys.flow.yaml');
    expect(flow).toBeNull();
    expect(issues[0]).toMatchObject({ code: ISSUE.parseError, line: 7, column, message: expect.stringContaining(says) });
  });

  test('match: # unquoted, read as a comment, is told to be quoted', async () => {
    const { issues } = await loadFlowText(menu('#'), '/tmp/keys.flow.yaml');
    expect(issues.filter((issue) => issue.code === ISSUE.invalidField).map((issue) => [issue.code, issue.line, issue.message])).toEqual([[
      ISSUE.invalidField, 7, '"cases[0].match" is empty: YAML reads # as a comment, as it does whatever follows a "#" after a space; a value starting with "#" must be in quotes: cases[0].match: "#"',
    ]]);
  });

  test('a case of punctuation only still matches nothing, and is refused', async () => {
    const { issues } = await loadFlowText(menu('"-"'), '/tmp/keys.flow.yaml');
    expect(issues.map((issue) => issue.message)).toContainEqual(expect.stringContaining('with no letter, digit or key (* or #) in it'));
  });

  test('"star" after a case "*" is warned as the same phrase, saying a key\'s name is the key', async () => {
    const text = menu('"*"').replace('    otherwise: menu', '      - { match: star, next: menu }\n    otherwise: menu');
    const { issues } = await loadFlowText(text, '/tmp/keys.flow.yaml');
    expect(issues.map((issue) => [issue.code, issue.message])).toContainEqual([
      ISSUE.shadowedPhrase, expect.stringContaining('cases[1]\'s "star" is cases[0]\'s "*" as a branch compares them (a number said in words is its digits, a key\'s name said is the key'),
    ]);
  });
});
