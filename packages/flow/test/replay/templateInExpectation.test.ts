// A `says` or `never_says` text written as a flow template: the replay does not fill it, so the check could not hold.
import { describe, expect, test } from '@jest/globals';
import { parseCallScript } from '../../src/replay/index.js';

const callFile = (expectLines: string): string => `flow: flow.yaml\nturns: []\nexpect:\n${expectLines}\n`;

describe('a template in what the agent must say, or never say', () => {
  test.each([
    { name: 'says holding a template would always fail: refused', expectLines: '  says: ["Thank you, {{customer.Full Name}}"]', path: 'expect.says[0]', template: '{{customer.Full Name}}', always: 'always fail' },
    { name: 'never_says holding a template would always pass: refused', expectLines: '  never_says: ["Hello {{caller_name}}"]', path: 'expect.never_says[0]', template: '{{caller_name}}', always: 'always pass, checking nothing' },
    { name: 'a template with spaces inside is refused too', expectLines: '  says:\n    - "Welcome back, {{ client.name }}."', path: 'expect.says[0]', template: '{{ client.name }}', always: 'always fail' },
  ])('$name', ({ expectLines, path, template, always }) => {
    const { issues } = parseCallScript(callFile(expectLines), 'calls/greeting.call.yaml');
    expect(issues.map((issue) => [issue.code, issue.path, issue.message])).toEqual([[
      'template_in_expectation', path,
      `the text holds the template ${template}, which the replay does not fill: the agent says what the flow filled in, never the template, so this check would ${always}; ` +
        'write the words the caller should hear (the values are in replay --json\'s variables)',
    ]]);
  });

  test.each([
    { name: 'braces that are no template are words', expectLines: '  says: ["Press {1} then hash"]' },
    { name: 'a lone pair of opening braces is no template', expectLines: '  never_says: ["{{"]' },
    { name: 'the filled-in words are what to write', expectLines: '  says: ["Thank you, Shawn Reilly"]' },
  ])('$name: accepted', ({ expectLines }) => {
    expect(parseCallScript(callFile(expectLines), 'calls/greeting.call.yaml').issues).toEqual([]);
  });
});
