import { describe, expect, test } from '@jest/globals';
import { DIRECTIVE_ISSUES, directiveIssueMessage, parseDirective, restateDirectiveIssue, type DirectiveIssueCode } from '../src/index.js';

type Place = [code: DirectiveIssueCode, line: number, column: number];

const rows: [string, string, Place[]][] = [
  ['#lokup suggests #lookup', '#lokup t a=1', [['unknown_directive', 1, 1]]],
  ['#Lookup (wrong case) suggests #lookup', 'Note\n  #Lookup t', [['unknown_directive', 2, 3]]],
  ['#caller_lokup suggests #caller_lookup', '#caller_lokup', [['unknown_directive', 1, 1]]],
  ['#lookup: with a colon is an unknown directive', '#lookup: t', [['unknown_directive', 1, 1]]],
  ['a hashtag at the start of a line lists the known directives', '#hashtag fun', [['unknown_directive', 1, 1]]],
  ['a word after the tool that is not param=value', '#lookup t stray', [['unexpected_token', 1, 11]]],
  ['a second word after the tool name', '#lookup lookup customer', [['unexpected_token', 1, 16]]],
  ['a template where a parameter should be', '#lookup t {{caller_name}}', [['unexpected_token', 1, 11]]],
  ['an = with no parameter name', '#lookup t a=1 =2', [['unexpected_token', 1, 15]]],
  ['single braces instead of a template', '#lookup t a={caller_name}', [['unexpected_token', 1, 13]]],
  ['a stray }} in a bare word', '#lookup t a=caller_name}}', [['unexpected_token', 1, 24]]],
  ['a template written as in JavaScript or a shell', '#lookup t a=${caller_name}', [['unexpected_token', 1, 13]]],
  ['a template written as in GitHub Actions', '#lookup t a=${{caller_name}}', [['mixed_value', 1, 14]]],
  ['a variable written as in a shell or PHP', '#lookup t a=$caller_name b=$5', [['unexpected_token', 1, 13]]],
  ['a variable written as in a Windows batch file', '#lookup t a=%caller_name%', [['unexpected_token', 1, 13]]],
  ['a placeholder in angle brackets, as documents write one', '#lookup t a=<customer.City>', [['unexpected_token', 1, 13]]],
  ['a placeholder in double square brackets', '#lookup t a=[[caller_name]]', [['unexpected_token', 1, 13]]],
  ['arguments in brackets after the tool name, as in a function call', '#lookup t(a={{x}} b=1)', [['unexpected_token', 1, 10]]],
  ['arguments in brackets after a space', '#lookup t (a=1)', [['unexpected_token', 1, 11]]],
  ['an argument written as a command-line option', '#lookup t --full_name {{x}} -city Boston', [['unexpected_token', 1, 11], ['unexpected_token', 1, 29]]],
  ['a template closed with a brace too many in an argument', '#lookup t a={{x}}}', [['mixed_value', 1, 18]]],
  ['a template glued to the tool name', '#lookup t{{x}}', [['unexpected_token', 1, 10]]],
  ['#caller_lookup takes no arguments after its source', '#caller_lookup crm phone={{call.caller}}', [['unexpected_token', 1, 20]]],
  ['#caller_lookup given the caller\'s number as #lookup takes an argument', '#caller_lookup phone={{call.caller}} b=1', [['unexpected_token', 1, 16]]],
  ['an unclosed template; the next argument is still read', '#lookup t a={{caller_name b=1', [['unterminated_template', 1, 13]]],
  ['a template cut by another one', '#lookup t a={{x b={{y}}', [['unterminated_template', 1, 13]]],
  ['an unclosed double quote', '#lookup t city="Spring', [['unterminated_quote', 1, 16]]],
  ['an unclosed single quote', "#lookup t city='Spring", [['unterminated_quote', 1, 16]]],
  ['a quote does not continue over a line', '#lookup t city="Spring \\\nfield"', [['unterminated_quote', 1, 16], ['unexpected_token', 2, 1]]],
  ['curly double quotes pasted from a document', '#lookup t city=“New York” b=1', [['typographic_quote', 1, 16]]],
  ['German quotes', '#lookup t city=„Köln“', [['typographic_quote', 1, 16]]],
  ['a zero-width space pasted after a value', '#lookup t a=1\u200b b=2', [['invisible_character', 1, 14]]],
  ['a formatter in an argument: the lookup is given the value as it is', '#lookup t id={{account | digits}}', [['format_in_argument', 1, 14]]],
  ['guillemets', '#lookup t city=«Paris»', [['typographic_quote', 1, 16]]],
  ['curly single quotes around a name with an apostrophe', '#lookup t name=‘O’Brien’', [['typographic_quote', 1, 16]]],
  ['a template in curly quotes', '#lookup t a=“{{caller_name}}”', [['typographic_quote', 1, 13]]],
  ['an unclosed curly quote is one issue for its word', '#lookup t city=“New b=1', [['typographic_quote', 1, 16]]],
  ['an unknown escape in a quoted value', '#lookup t a="x\\qy"', [['invalid_escape', 1, 15]]],
  ['a parameter given twice', '#lookup t a=1 b=2 a=3', [['duplicate_parameter', 1, 19]]],
  ['a parameter repeated on a continuation line', '#lookup t a=1 \\\n  a={{x}}', [['duplicate_parameter', 2, 3]]],
  ['#lookup alone has no tool name', '#lookup', [['empty_tool_name', 1, 1]]],
  ['arguments without a tool name', '#lookup full_name={{caller_name}}', [['empty_tool_name', 1, 9]]],
  ['a quoted tool name', '#lookup "lookup_customer"', [['invalid_tool_name', 1, 9]]],
  ['a tool name with a dot', '#lookup lookup.customer', [['invalid_tool_name', 1, 9]]],
  ['a tool name longer than 64 characters', `#lookup ${'t'.repeat(65)}`, [['invalid_tool_name', 1, 9]]],
  ['a parameter name with a dash', '#lookup t full-name={{x}}', [['invalid_parameter_name', 1, 11]]],
  ['a parameter name starting with a digit', '#lookup t 1st=a', [['invalid_parameter_name', 1, 11]]],
  ['a quoted parameter name', '#lookup t "full name"=a', [['invalid_parameter_name', 1, 11]]],
  ['nothing after = at the end', '#lookup t a=', [['missing_value', 1, 12]]],
  ['nothing after = before the next argument', '#lookup t a= b=1', [['missing_value', 1, 12]]],
  ['a value cannot start on the next line', '#lookup t a=\\\n  x', [['missing_value', 1, 12], ['unexpected_token', 2, 3]]],
  ['a colon instead of = as in YAML; the value after it is not reported again', '#lookup t full_name: {{x}} city: "New York"', [['colon_for_equals', 1, 20], ['colon_for_equals', 1, 32]]],
  ['a colon glued to its value', '#lookup t full_name:{{x}} b=1', [['colon_for_equals', 1, 20]]],
  ['a colon with the next argument after it', '#lookup t full_name: city=x', [['colon_for_equals', 1, 20]]],
  ['a comma after a template, then a space', '#lookup t full_name={{a}}, city={{b}}', [['comma_between_arguments', 1, 26]]],
  ['a comma glued to the next argument, which is still read', '#lookup t full_name={{a}},city={{b}} full_name=1', [['comma_between_arguments', 1, 26], ['duplicate_parameter', 1, 38]]],
  ['a comma after a quoted value', '#lookup t a="x", b=1', [['comma_between_arguments', 1, 16]]],
  ['a comma ending a bare word before the next argument', '#lookup t a=x, b=1', [['comma_between_arguments', 1, 14]]],
  ['spaces on both sides of =', '#lookup t city = Springfield', [['space_around_equals', 1, 16]]],
  ['a space before =', '#lookup t city =Springfield', [['space_around_equals', 1, 16]]],
  ['a space after =', '#lookup t city= Springfield', [['space_around_equals', 1, 15]]],
  ['text glued to a template', '#lookup t name=Mr{{last_name}}', [['mixed_value', 1, 18]]],
  ['two templates glued together', '#lookup t name={{first}}{{last}}', [['mixed_value', 1, 25]]],
  ['a word glued to a quoted value', '#lookup t city="Spring"field', [['mixed_value', 1, 24]]],
  ['an unquoted value holding =', '#lookup t expr=a=b', [['mixed_value', 1, 17]]],
  ['an empty template', '#lookup t a={{}}', [['empty_template', 1, 13]]],
  ['a template of spaces', '#lookup t a={{   }}', [['empty_template', 1, 13]]],
  ['a template name starting with a digit', '#lookup t a={{1st}}', [['invalid_template_name', 1, 15]]],
  ['a template path with an empty segment', '#lookup t a={{ customer..City }}', [['invalid_template_name', 1, 16]]],
  ['a template name with punctuation', '#lookup t a={{name!}}', [['invalid_template_name', 1, 15]]],
  ['an unknown call field', '#lookup t phone={{call.phone}}', [['unknown_call_field', 1, 24]]],
  ['{{call}} without a field', '#lookup t phone={{call}}', [['unknown_call_field', 1, 19]]],
  ['a path below a call field', '#lookup t phone={{call.caller.number}}', [['unknown_call_field', 1, 24]]],
  ['a call field named like an Object method', '#lookup t a={{call.constructor}}', [['unknown_call_field', 1, 20]]],
  ['a second #lookup', '#lookup t a=1\nSay hi.\n#lookup u b=2', [['multiple_directives', 3, 1]]],
  ['#caller_lookup after #lookup', '#lookup t\n#caller_lookup', [['multiple_directives', 2, 1]]],
  ['a #lookup on the line of a #caller_lookup', '#caller_lookup #lookup t a=1', [['multiple_directives', 1, 16]]],
  ['a #lookup after a #caller_lookup source, on its line', '#caller_lookup crm #lookup t', [['multiple_directives', 1, 20]]],
  ['a second #lookup on the same line; its words are not arguments of the first', '#lookup t a=1 #lookup u b=2', [['multiple_directives', 1, 15]]],
  ['a comment after the arguments is one issue, to the end of its line', '#lookup t a=1 # note: b=2 \\\n  c=3 d', [['unexpected_token', 1, 15], ['unexpected_token', 2, 7]]],

  ['a trailing backslash on the last line', '#lookup t a=1 \\', [['dangling_continuation', 1, 15]]],
  ['a template as the caller lookup source', '#caller_lookup {{source}}', [['invalid_source_name', 1, 16]]],
  ['a quoted caller lookup source', "#caller_lookup 'crm'", [['invalid_source_name', 1, 16]]],
  [
    'every problem of a directive is reported at once, in reading order',
    '#lookup t a={{call.phone}} b={{}} \\\n  a=1 c="open',
    [
      ['unknown_call_field', 1, 20],
      ['empty_template', 1, 30],
      ['duplicate_parameter', 2, 3],
      ['unterminated_quote', 2, 9],
    ],
  ],
  [
    'a second directive is still checked for its own problems',
    '#lookup t\n#lookup u a={{',
    [
      ['multiple_directives', 2, 1],
      ['unterminated_template', 2, 13],
    ],
  ],
];

describe('parseDirective reports problems where they are', () => {
  test.each(rows)('%s', (_name, text, expected) => {
    const { issues } = parseDirective(text);
    expect(issues.map(({ code, line, column }) => [code, line, column])).toEqual(expected);
  });

  test('every issue code has a row in the table above, but those of prose alone', () => {
    // Braces to spare after a template are a warning in prose (templateReferences.test.ts); in an argument, `mixed_value`.
    const proseOnly = ['extra_closing_brace'];
    const covered = new Set(rows.flatMap(([, , places]) => places.map(([code]) => code)));
    expect([...covered].sort()).toEqual(Object.keys(DIRECTIVE_ISSUES).filter((code) => !proseOnly.includes(code)).sort());
  });
});

describe('a value with no parameter name is kept as written, for a caller that knows the parameters', () => {
  test.each([
    ['a quoted value', '#lookup t "Kaitlyn"', ['"Kaitlyn"']],
    ['a bare word after the tool name', '#lookup t Kaitlyn', ['Kaitlyn']],
    ['a template after an argument', '#lookup t a=1 {{caller_name}}', ['{{caller_name}}']],
    ['a word glued to the value before is no value of its own', '#lookup t a="x"y', []],
    ['a value after a command-line option is that option\'s', '#lookup t --full_name {{caller_name}}', []],
    ['an = with no name is not a value', '#lookup t a=1 =2', []],
  ])('%s', (_name, text, values) => {
    expect(parseDirective(text).issues.flatMap((issue) => (issue.unnamedValue === undefined ? [] : [issue.unnamedValue]))).toEqual(values);
  });
});

describe('issue messages tell the author the fix', () => {
  test.each<[string, string, string[]]>([
    ['#lokup suggests #lookup', '#lokup t', ['Unknown directive `#lokup`', 'Did you mean `#lookup`?']],
    ['a hashtag gets no suggestion but the escape', '#hashtag', ['Known directives: #lookup, #caller_lookup', '\\#']],
    ['an unknown call field lists the valid ones', '#lookup t a={{call.phone}}', ['`call.phone`', '{{call.caller}}, {{call.called}}, {{call.id}}, {{call.started_at}}']],
    ['a duplicate names the first place', '#lookup t a=1 a=2', ['`a` is given twice (first at line 1, column 11 of the node text)']],
    ['an unclosed template shows what was written', '#lookup t a={{caller_name', ['`{{caller_name`', 'add `}}`']],
    ['a second directive names the first', '#caller_lookup\n#lookup t', ['`#lookup` follows `#caller_lookup` at line 1, column 1 of the node text']],
    ['spaces around = show the fixed form', '#lookup t city = x', ['write `city=value`']],
    ['a zero-width space pasted after a tool name is shown', '#lookup lookup_customer\u200b a=1', ['Tool name `lookup_customer<U+200B>`', 'invisible character']],
    ['a word joiner in a directive name is shown', '#lookup\u2060 t', ['Unknown directive `#lookup<U+2060>`', 'delete it']],
    ['a soft hyphen in a parameter name is shown', '#lookup t full\u00adname=x', ['Parameter name `full<U+00AD>name`']],
    ['a byte-order mark in a template name is shown', '#lookup t a={{caller\ufeffname}}', ['Template name `caller<U+FEFF>name`']],
    ['a colon shows the argument written with =', '#lookup t city: "New York"', ['`city` is followed by `:`', '`city="New York"`']],
    ['a value ending in a backslash says \\" is an escaped quote', String.raw`#lookup t dir="C:\" b=1`, ['Quoted value `"C:\\" b=1` is not closed', 'Inside it, `\\"` is an escaped "', 'written `"C:\\\\"`']],
    ['a parameter name with an accented letter is told names are ASCII', '#lookup t städt=x', ['`städt` is not valid: start with an ASCII letter']],
    ['a tool name with an accented letter is told names are ASCII', '#lookup büro', ['`büro` is not valid: use 1 to 64 ASCII letters']],
    ['a comment on a directive line says to move it', '#lookup t a=1 # note', ['Unexpected `#`', 'put the note on a line of its own']],
    ['curly quotes show the value in straight quotes', '#lookup t city=“New York”', ['Typographic quote `“` in `“New York”`', 'write `"New York"`']],
    ['curly quotes around a template show the template alone', '#lookup t a=“{{caller_name}}”', ['write `{{caller_name}}`']],
    ['an apostrophe in a word is kept in the fix', '#lookup t name=‘O’Brien’', ['write `"O’Brien"`']],
    ['a template closed with a brace too many says to leave it out', '#lookup t full_name={{caller_name}}}', ['runs into `}`', 'Here the template is closed with a brace too many: write `full_name={{caller_name}}`.']],
    ['a template written as in JavaScript says the template to write', '#lookup t a=${caller_name}', ['Unexpected `${caller_name}`', 'write `{{caller_name}}`']],
    ['a shell variable says the template to write, and how to mean the characters', '#lookup t a=$caller_name', ['Unexpected `$caller_name`', 'write `{{caller_name}}`', 'quote the value']],
    ['a placeholder in angle brackets says the template to write', '#lookup t a=<customer.City>', ['write `{{customer.City}}`']],
    ['a template written as in GitHub Actions says the argument to write', '#lookup t a=${{caller_name}}', ['runs into `{{caller_name}}`', 'write `a={{caller_name}}`']],
    ['brackets after the tool name say how arguments follow it', '#lookup lookup_customer(full_name={{x}})', ['Unexpected `(`', 'write `#lookup lookup_customer param=value …`']],
    ['a command-line option says the argument to write', '#lookup t --full_name {{caller_name}}', ['Unexpected `--full_name`', 'write `full_name={{caller_name}}`']],
    ['#caller_lookup given an argument says to write it alone', '#caller_lookup phone={{call.caller}}', ['Unexpected `phone`', 'write `#caller_lookup` alone']],
    ['a quoted tool name says to write it without quotes', '#lookup "lookup_customer" a=1', ['Tool name `"lookup_customer"` is not valid', 'write it without quotes: `lookup_customer`']],
    ['two braces too many are counted', '#lookup t a={{x}}}} b=1', ['closed with 2 braces too many: write `a={{x}}`.']],
    ['a template opened with a brace too many says to leave it out', '#lookup t a={{{caller_name}}', ['Template name `{caller_name` is not valid: it is opened with a brace too many, so write `{{caller_name}}`; otherwise use names']],
  ])('%s', (_name, text, fragments) => {
    const message = parseDirective(text).issues[0]?.message ?? '';
    for (const fragment of fragments) expect(message).toContain(fragment);
  });

  test.each<[string, string, string]>([
    ['a 5,000-character unclosed quote', `#lookup t city="${'x'.repeat(5000)}`, `Quoted value \`"${'x'.repeat(58)}…\` is not closed`],
    ['a 5,000-character stray word', `#lookup t a=1 ${'w'.repeat(5000)}`, `Unexpected \`${'w'.repeat(59)}…\``],
    ['a 5,000-character parameter name with no value', `#lookup t ${'n'.repeat(5000)}=`, `Parameter \`${'n'.repeat(59)}…\` has no value`],
    ['an excerpt that would end inside an emoji stops before it', `#lookup t a=1 ${'w'.repeat(58)}😀${'w'.repeat(10)}`, `Unexpected \`${'w'.repeat(58)}…\``],
  ])('%s is quoted by its start, not in full', (_name, text, fragment) => {
    const message = parseDirective(text).issues[0]?.message ?? '';
    expect(message).toContain(fragment);
    expect(message.length).toBeLessThan(400);
  });

  test.each(rows)('no message leaves a {slot} unfilled: %s', (_name, text) => {
    for (const { code, message } of parseDirective(text).issues) {
      const slots = (DIRECTIVE_ISSUES[code] ?? '').replace(/\{\{[^}]*\}\}/g, '').match(/\{\w+\}/g) ?? [];
      for (const slot of slots) expect(message).not.toContain(slot);
    }
  });

  test('messages are built from the exported templates', () => {
    const [issue] = parseDirective('#lookup t a=').issues;
    expect(issue?.message).toBe(directiveIssueMessage('missing_value', { name: 'a' }));
    expect(DIRECTIVE_ISSUES.missing_value).toContain('{name}');
  });
});

describe('a repetition keeps where the first one is, so a flow can name it as a place in its file', () => {
  // A flow file reads the node text at some offset: here line L of the text is file line L + 12, shifted 6 columns.
  const inFile = (line: number, column: number) => `line ${line + 12}, column ${column + 6}`;
  test.each<[string, string, { line: number; column: number }, string]>([
    ['a parameter given twice', '#lookup t a=1 b=2 a=3', { line: 1, column: 11 }, 'Parameter `a` is given twice (first at line 13, column 17): keep one of them.'],
    ['a parameter repeated on a continuation line', '#lookup t a=1 \\\n  a={{x}}', { line: 1, column: 11 }, 'Parameter `a` is given twice (first at line 13, column 17): keep one of them.'],
    [
      'a second directive after an indented first one',
      'Note\n  #caller_lookup\n#lookup t',
      { line: 2, column: 3 },
      'A node holds at most one directive, but `#lookup` follows `#caller_lookup` at line 14, column 9: split the node in two.',
    ],
    [
      'a second directive on the line of the first',
      '  #lookup t a=1 #caller_lookup',
      { line: 1, column: 3 },
      'A node holds at most one directive, but `#caller_lookup` follows `#lookup` at line 13, column 9: split the node in two.',
    ],
  ])('%s', (_name, text, first, restated) => {
    const [issue] = parseDirective(text).issues;
    expect(issue?.first).toEqual(first);
    expect(issue && restateDirectiveIssue(issue, inFile)).toBe(restated);
  });

  test('an issue about one place keeps its message when restated', () => {
    const [issue] = parseDirective('#lookup t a=').issues;
    expect(issue?.first).toBeUndefined();
    expect(issue && restateDirectiveIssue(issue, inFile)).toBe(issue?.message);
  });
});

describe('arguments written as in another language are read as meant, so nothing else is said of them', () => {
  test.each<[string, string, string, [string, string][]]>([
    ['in brackets after the tool name', '#lookup lookup_customer(full_name={{caller_name}} city=Boston)', 'lookup_customer', [['full_name', '{{caller_name}}'], ['city', 'Boston']]],
    ['in brackets after a space, a quoted value last', '#lookup lookup_customer (city="New York")', 'lookup_customer', [['city', 'New York']]],
    ['as command-line options', '#lookup t --full_name {{caller_name}} -city Boston', 't', [['full_name', '{{caller_name}}'], ['city', 'Boston']]],
    ['a placeholder quoted, to mean its characters, and amounts and handles', '#lookup t a="$caller_name" b=$5 c=@acme d=50%', 't', [['a', '$caller_name'], ['b', '$5'], ['c', '@acme'], ['d', '50%']]],
  ])('%s', (_name, text, tool, expected) => {
    const { directive } = parseDirective(text);
    expect(directive).toMatchObject({ kind: 'lookup', tool });
    const args = directive?.kind === 'lookup' ? directive.args : [];
    expect(args.map(({ param, binding }) => [param, binding.kind === 'variable' ? `{{${binding.name}}}` : binding.kind === 'literal' ? binding.value : binding.kind])).toEqual(expected);
  });
});

test('#caller_lookup given an argument has no source: the argument\'s name is no source name', () => {
  expect(parseDirective('#caller_lookup phone={{call.caller}}').directive).toEqual({ kind: 'caller_lookup', line: 1, column: 1 });
});
