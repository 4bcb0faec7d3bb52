import { describe, expect, test } from '@jest/globals';
import { parseDirective, type Binding, type CallContextName, type Directive } from '../src/index.js';

const lookup = (tool: string, args: [string, Binding, number, number][], line = 1, column = 1): Directive => ({
  kind: 'lookup',
  tool,
  args: args.map(([param, binding, argLine, argColumn]) => ({ param, binding, line: argLine, column: argColumn })),
  line,
  column,
});
const variable = (name: string): Binding => ({ kind: 'variable', name });
const context = (name: CallContextName): Binding => ({ kind: 'context', name });
const literal = (value: string): Binding => ({ kind: 'literal', value });

describe('parseDirective reads every syntax rule without issues', () => {
  test.each<[string, string, Directive | null, string]>([
    [
      'a lookup with two template arguments',
      '#lookup lookup_customer full_name={{caller_name}} city={{caller_city}}',
      lookup('lookup_customer', [
        ['full_name', variable('caller_name'), 1, 25],
        ['city', variable('caller_city'), 1, 51],
      ]),
      '',
    ],
    ['a typographic apostrophe inside a bare word is part of it', '#lookup t name=O’Brien', lookup('t', [['name', literal('O’Brien'), 1, 11]]), ''],
    ['typographic quotes inside straight quotes are text', '#lookup t say="“hi”"', lookup('t', [['say', literal('“hi”'), 1, 11]]), ''],
    ['a value may hold #, bare or quoted', '#lookup t ref=#12 a="# 1"', lookup('t', [['ref', literal('#12'), 1, 11], ['a', literal('# 1'), 1, 19]]), ''],
    ['a comma inside a bare word, or ending the last one, is part of the value', '#lookup t a=Smith,John b=x,', lookup('t', [['a', literal('Smith,John'), 1, 11], ['b', literal('x,'), 1, 24]]), ''],
    ['a lookup with no arguments', '#lookup lookup_customer', lookup('lookup_customer', []), ''],
    ['a tool name with dashes and digits', '#lookup find-customer-2', lookup('find-customer-2', []), ''],
    ['a dotted variable path', '#lookup t city={{customer.City}}', lookup('t', [['city', variable('customer.City'), 1, 11]]), ''],
    [
      'a path through a column header with spaces',
      '#lookup t name={{customer.Full Name}}',
      lookup('t', [['name', variable('customer.Full Name'), 1, 11]]),
      '',
    ],
    ['spaces inside the braces are ignored', '#lookup t a={{ caller_name }}', lookup('t', [['a', variable('caller_name'), 1, 11]]), ''],
    ['a variable name in another script', '#lookup t a={{café_name}}', lookup('t', [['a', variable('café_name'), 1, 11]]), ''],
    ['{{call.caller}} is the caller number', '#lookup t phone={{call.caller}}', lookup('t', [['phone', context('caller'), 1, 11]]), ''],
    ['{{call.called}} is the dialled number', '#lookup t line={{call.called}}', lookup('t', [['line', context('called'), 1, 11]]), ''],
    ['{{call.id}} is the call id', '#lookup t ref={{call.id}}', lookup('t', [['ref', context('call_id'), 1, 11]]), ''],
    ['{{call.started_at}} is the start time', '#lookup t at={{call.started_at}}', lookup('t', [['at', context('started_at'), 1, 11]]), ''],
    [
      'a double-quoted literal with escapes',
      String.raw`#lookup t city="Spring \"field\"\\\n\t"`,
      lookup('t', [['city', literal('Spring "field"\\\n\t'), 1, 11]]),
      '',
    ],
    [
      'a single-quoted literal holding double quotes and an escaped apostrophe',
      String.raw`#lookup t note='say "hi" O\'Brien'`,
      lookup('t', [['note', literal('say "hi" O\'Brien'), 1, 11]]),
      '',
    ],
    ['an empty quoted literal', '#lookup t city=""', lookup('t', [['city', literal(''), 1, 11]]), ''],
    ['a quoted literal is never a template', '#lookup t a="{{x}}"', lookup('t', [['a', literal('{{x}}'), 1, 11]]), ''],
    [
      'bare word literals, apostrophes and plus signs included',
      "#lookup t city=Springfield phone=+15551234567 name=O'Brien",
      lookup('t', [
        ['city', literal('Springfield'), 1, 11],
        ['phone', literal('+15551234567'), 1, 28],
        ['name', literal("O'Brien"), 1, 47],
      ]),
      '',
    ],
    ['tabs separate arguments', '#lookup\tt\ta=1\tb=2', lookup('t', [['a', literal('1'), 1, 11], ['b', literal('2'), 1, 15]]), ''],
    // Pasted from a document or a chat, a no-break space looks like a space: the directive name already ended at one,
    // and the arguments were read as `\u00a0t` (invalid_tool_name), `t\u00a0a` (empty_tool_name) or a value `1\u00a0b`.
    ['a no-break space after the keyword separates like a space', '#lookup\u00a0t a=1', lookup('t', [['a', literal('1'), 1, 11]]), ''],
    ['no-break spaces separate arguments', '#lookup t\u00a0a=1\u00a0b=2', lookup('t', [['a', literal('1'), 1, 11], ['b', literal('2'), 1, 15]]), ''],
    ['a no-break space after a value is not part of it', '#lookup t a=1\u00a0', lookup('t', [['a', literal('1'), 1, 11]]), ''],
    ['other Unicode spaces separate too (ideographic, narrow no-break)', '#lookup t a=1\u3000b=2\u202fc=3', lookup('t', [['a', literal('1'), 1, 11], ['b', literal('2'), 1, 15], ['c', literal('3'), 1, 19]]), ''],
    ['a no-break space inside quotes is kept', '#lookup t a="New\u00a0York"', lookup('t', [['a', literal('New\u00a0York'), 1, 11]]), ''],
    ['a no-break space after #caller_lookup separates its source', '#caller_lookup\u00a0crm', { kind: 'caller_lookup', source: 'crm', line: 1, column: 1 }, ''],
    ['an indented directive', '   #lookup t a=1', lookup('t', [['a', literal('1'), 1, 14]], 1, 4), ''],
    // Pasted from a document or a chat: a no-break space, an ideographic space, a zero-width space or a byte-order mark
    // before the `#` indents it as a space does (until 2026-12-07 the line was no directive: a say node said it aloud,
    // a lookup node was told it had no #lookup in its text).
    ['a directive indented by a no-break space', '\u00a0#lookup t a=1', lookup('t', [['a', literal('1'), 1, 12]], 1, 2), ''],
    ['a directive indented by an ideographic space', '\u3000#lookup t a=1', lookup('t', [['a', literal('1'), 1, 12]], 1, 2), ''],
    ['a directive after a zero-width space', '\u200b#lookup t a=1', lookup('t', [['a', literal('1'), 1, 12]], 1, 2), ''],
    ['a directive after a byte-order mark', '\ufeff #lookup t a=1', lookup('t', [['a', literal('1'), 1, 13]], 1, 3), ''],
    [
      'a trailing backslash continues the directive on the next line',
      '#lookup lookup_customer \\\n  full_name={{caller_name}} \\\n  city={{caller_city}}\nAsk again.',
      lookup('lookup_customer', [
        ['full_name', variable('caller_name'), 2, 3],
        ['city', variable('caller_city'), 3, 3],
      ]),
      'Ask again.',
    ],
    [
      'a continuation may break right after the keyword',
      '#lookup\\\nlookup_customer a=1',
      lookup('lookup_customer', [['a', literal('1'), 2, 17]]),
      '',
    ],
    [
      'text before and after the directive stays for the node',
      'Look the caller up.\n#lookup t a=1\nThen confirm the city.',
      lookup('t', [['a', literal('1'), 2, 11]], 2),
      'Look the caller up.\nThen confirm the city.',
    ],
    ['a directive on the last line takes the line break before it', 'Note\n#lookup t', lookup('t', [], 2), 'Note'],
    ['CRLF line endings are kept in the text', 'one\r\n#lookup t\r\ntwo\r\nthree', lookup('t', [], 2), 'one\r\ntwo\r\nthree'],
    ['"press # to continue" is ordinary text', 'press # to continue', null, 'press # to continue'],
    ['# followed by a space is ordinary text', '# Heading\n#1 priority', null, '# Heading\n#1 priority'],
    ['a # in the middle of a line is ordinary text', 'Say: use #lookup later', null, 'Say: use #lookup later'],
    ['\\#lookup is an escaped, literal #lookup', '  \\#lookup t a=1', null, '  #lookup t a=1'],
    ['\\# after a no-break space is escaped too', '\u00a0\\#lookup t a=1', null, '\u00a0#lookup t a=1'],
    ['an empty text has no directive', '', null, ''],
    ['#caller_lookup alone', '#caller_lookup', { kind: 'caller_lookup', line: 1, column: 1 }, ''],
    ['#caller_lookup with a source', 'Greet.\n#caller_lookup crm', { kind: 'caller_lookup', source: 'crm', line: 2, column: 1 }, 'Greet.'],
  ])('%s', (_name, text, directive, remaining) => {
    const result = parseDirective(text);
    expect(result.issues).toEqual([]);
    expect(result.directive).toEqual(directive);
    expect(result.text).toBe(remaining);
  });
});

describe('an argument written with a colon is reported and still read as meant', () => {
  test.each<[string, string, [string, Binding][]]>([
    ['a spaced value', '#lookup t full_name: {{caller_name}}', [['full_name', variable('caller_name')]]],
    ['a spaced quoted value', '#lookup t city: "New York" b=1', [['city', literal('New York')], ['b', literal('1')]]],
    ['a glued bare word', '#lookup t city:Springfield', [['city', literal('Springfield')]]],
  ])('%s', (_name, text, args) => {
    const { directive, issues } = parseDirective(text);
    expect(issues.map((issue) => issue.code)).toEqual(['colon_for_equals']);
    expect(directive?.kind === 'lookup' ? directive.args.map(({ param, binding }) => [param, binding]) : []).toEqual(args);
  });
});
