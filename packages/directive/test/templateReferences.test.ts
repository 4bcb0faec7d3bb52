import { describe, expect, test } from '@jest/globals';
import { templateReferences, type DirectiveIssueCode } from '../src/index.js';

describe('templateReferences finds every {{...}} in a text', () => {
  test.each<[string, string, [string, number, number][], [DirectiveIssueCode, number, number][]]>([
    ['a text without templates', 'Thank you for calling.', [], []],
    ['one variable', 'Hello {{caller_name}}.', [['caller_name', 1, 7]], []],
    ['spaces inside braces are trimmed', 'Hello {{  caller_name }}.', [['caller_name', 1, 7]], []],
    ['a dotted path and a call field', 'Your city is {{customer.City}}, from {{call.called}}', [['customer.City', 1, 14], ['call.called', 1, 38]], []],
    ['references on several lines', 'Hi {{a}}\r\nand {{b}}\nand {{c}}', [['a', 1, 4], ['b', 2, 5], ['c', 3, 5]], []],
    ['single braces are not templates', 'JSON like {"a": 1} stays', [], []],
    ['a stray }} is not a template', 'done }}', [], []],
    ['an unclosed template', 'Hello {{caller_name', [], [['unterminated_template', 1, 7]]],
    ['a template does not continue on the next line', 'Hello {{caller_\nname}}', [], [['unterminated_template', 1, 7]]],
    ['an unclosed template before a closed one', 'Hi {{a and {{b}}', [['b', 1, 12]], [['unterminated_template', 1, 4]]],
    ['an empty template', 'Hi {{ }} there', [], [['empty_template', 1, 4]]],
    ['an invalid template name', 'Hi {{first+last}}', [], [['invalid_template_name', 1, 6]]],
    ['a column named with a dot and a space, as its header is written', 'Account {{cust.Acct. No}}', [['cust.Acct. No', 1, 9]], []],
    ['a part ending in a space before a dot is not a name', 'Account {{cust.Acct .No}}', [], [['invalid_template_name', 1, 11]]],
    ['a header ending in a dot cannot be named', 'Account {{cust.Acct No.}}', [], [['invalid_template_name', 1, 11]]],
    ['an unknown call field', 'From {{call.phone}}', [], [['unknown_call_field', 1, 13]]],
    ['a template closed with one brace too many is found, the extra brace reported', 'Hello {{call.caller}}}', [['call.caller', 1, 7]], [['extra_closing_brace', 1, 22]]],
    ['braces to spare after a template on a later line', 'Hi\n{{a}}}}} and {{b}} }', [['a', 2, 1], ['b', 2, 14]], [['extra_closing_brace', 2, 6]]],
    [
      'every problem at once, references kept',
      '{{ok}} {{}}\n{{call.x}} {{open',
      [['ok', 1, 1]],
      [
        ['empty_template', 1, 8],
        ['unknown_call_field', 2, 8],
        ['unterminated_template', 2, 12],
      ],
    ],
  ])('%s', (_name, text, refs, issues) => {
    const found = templateReferences(text);
    expect(found.refs.map(({ name, line, column }) => [name, line, column])).toEqual(refs);
    expect(found.issues.map(({ code, line, column }) => [code, line, column])).toEqual(issues);
  });
});

describe('braces to spare after a template', () => {
  test.each([
    ['one brace too many', 'Hello {{call.caller}}}', 'Template `{{call.caller}}}` is closed with one brace too many, which the call never says: write `{{call.caller}}`.'],
    ['three braces too many', 'Hi {{ name }}}}}', 'Template `{{ name }}}}}` is closed with 3 braces too many, which the call never says: write `{{ name }}`.'],
  ])('%s is a warning naming the template to write', (_name, text, message) => {
    expect(templateReferences(text).issues).toEqual([expect.objectContaining({ code: 'extra_closing_brace', severity: 'warning', message })]);
  });
});

describe('a template\'s formatter after a `|`', () => {
  test.each([
    ['the reference and the formatter, at its name', 'Account {{customer.Account ID | digits}}.', { name: 'customer.Account ID', line: 1, column: 9, format: { name: 'digits', line: 1, column: 33 } }],
    ['no spaces around the bar', 'Due {{due|date}}', { name: 'due', line: 1, column: 5, format: { name: 'date', line: 1, column: 11 } }],
    ['a blank formatter is kept blank, at its bar', 'Due {{due | }}', { name: 'due', line: 1, column: 5, format: { name: '', line: 1, column: 11 } }],
  ])('%s', (_name, text, reference) => {
    expect(templateReferences(text)).toEqual({ refs: [reference], issues: [] });
  });

  test('a bar with no reference before it is an empty template', () => {
    expect(templateReferences('Hi {{ | digits}}').issues.map((issue) => issue.code)).toEqual(['empty_template']);
  });
});
