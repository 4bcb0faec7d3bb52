/** Grammar of `#lookup`: a tool name, then `param=value` pairs with no spaces around `=`. */
import { isDirectiveName } from './directiveNames.js';
import { callBrackets, foreignPlaceholderIssue, optionIssue, optionParameter } from './foreignArguments.js';
import { invisibleInValue } from './invisibleInValue.js';
import { directiveIssue, UNEXPECTED_TOKEN_HINTS } from './messages.js';
import { templateName } from './templateName.js';
import type { Token } from './tokenize.js';
import type { Binding, DirectiveIssue, LookupArgument } from './types.js';

export const TOOL_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const PARAMETER_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

// A parameter name and a `:` where `=` belongs, and whatever is glued after it.
const colonArgument = /^([A-Za-z_][A-Za-z0-9_]*):(.*)$/s;

/** A word token that is followed, with no space, by `=`: the start of `param=...`. */
function startsArgument(tokens: readonly Token[], index: number): boolean {
  const equals = tokens[index + 1];
  return tokens[index] !== undefined && equals?.kind === 'equals' && !equals.spaced;
}

/** The binding a value token stands for, or the issue that stops it from being one. */
function valueBinding(value: Token): { binding?: Binding; issue?: DirectiveIssue } {
  switch (value.kind) {
    case 'template': {
      if (!value.closed) return {}; // the lexer already reported it
      // `{{account | digits}}`: a formatter is for what is said (`| digits` would look up "A 1 0 0 0 1").
      const bar = value.inner.indexOf('|');
      if (bar !== -1) {
        const slots = { found: `{{${value.inner.trim()}}}`, value: `{{${value.inner.slice(0, bar).trim()}}}` };
        return { issue: directiveIssue('format_in_argument', value.line, value.column, slots) };
      }
      const outcome = templateName(value.inner, value.line, value.column);
      return outcome.ok ? { binding: outcome.binding } : { issue: outcome.issue };
    }
    case 'quoted': {
      if (value.typographic !== undefined) {
        const slots = { quote: value.typographic.quote, found: value.raw, straight: value.typographic.straight };
        return { issue: directiveIssue('typographic_quote', value.line, value.column, slots) };
      }
      return value.closed ? { binding: { kind: 'literal', value: value.value } } : {};
    }
    case 'word': {
      const placeholder = foreignPlaceholderIssue(value);
      if (placeholder !== undefined) return { issue: placeholder };
      if (value.text.startsWith('{')) {
        const hint = UNEXPECTED_TOKEN_HINTS.singleBraces;
        return { issue: directiveIssue('unexpected_token', value.line, value.column, { found: value.raw, hint }) };
      }
      const stray = value.text.indexOf('}}');
      if (stray !== -1) {
        const hint = UNEXPECTED_TOKEN_HINTS.strayClosingBraces;
        return { issue: directiveIssue('unexpected_token', value.line, value.column + stray, { found: '}}', hint }) };
      }
      return { binding: { kind: 'literal', value: value.text } };
    }
    case 'equals':
      return {};
  }
}

/**
 * Read `TOOL param=value ...` from the tokens after `#lookup` (at `line`, `column`).
 * @example lookupArguments(tokenize([{ text: 'find city=Springfield', line: 1, column: 9 }]).tokens, 1, 1)
 *   // { tool: 'find', args: [{ param: 'city', binding: { kind: 'literal', value: 'Springfield' }, line: 1, column: 14 }], issues: [] }
 */
export function lookupArguments(
  written: readonly Token[],
  line: number,
  column: number,
): { tool: string; args: LookupArgument[]; issues: DirectiveIssue[] } {
  // A copy: `{{a}},city=x` is read on as `city=x` once its comma is reported.
  const tokens = written.slice();
  const issues: DirectiveIssue[] = [];
  const args: LookupArgument[] = [];
  let tool = '';
  let index = 0;

  // `#lookup t(a=1)`: said once at the bracket, and the arguments inside read as meant.
  const bracketIssue = callBrackets(tokens);
  if (bracketIssue !== undefined) issues.push(bracketIssue);
  const first = tokens[0];
  if (first === undefined || first.kind === 'equals' || (first.kind === 'word' && startsArgument(tokens, 0))) {
    const at = first ?? { line, column };
    issues.push(directiveIssue('empty_tool_name', at.line, at.column));
  } else {
    index = 1;
    if (first.kind === 'word' && TOOL_NAME_PATTERN.test(first.text)) tool = first.text;
    else {
      // `#lookup "lookup_customer"`: a name quoted as a value is, the name itself being valid.
      const quotedName = first.kind === 'quoted' && first.closed && TOOL_NAME_PATTERN.test(first.value);
      const fix = quotedName ? `write it without quotes: \`${first.value}\`; ` : '';
      issues.push(directiveIssue('invalid_tool_name', first.line, first.column, { found: first.raw, fix }));
    }
  }

  const firstSeen = new Map<string, { line: number; column: number }>();
  /** Bind `name` (written at `at`) to what `value` stands for, unless it was given before. */
  const record = (name: string, at: Token, value: Token): void => {
    const { binding, issue } = valueBinding(value);
    if (issue !== undefined) issues.push(issue);
    // A literal holding an invisible character pasted with it: looked up as written, so said where it stands (a warning:
    // the value still works, and the author may mean it).
    const invisibleAt = binding?.kind === 'literal' ? invisibleInValue(value.raw) : -1;
    if (invisibleAt !== -1) {
      issues.push({ ...directiveIssue('invisible_character', value.line, value.column + invisibleAt, { name, found: value.raw }), severity: 'warning' });
    }
    const earlier = firstSeen.get(name);
    if (earlier !== undefined) {
      issues.push(directiveIssue('duplicate_parameter', at.line, at.column, { name }, earlier));
      return;
    }
    firstSeen.set(name, { line: at.line, column: at.column });
    if (binding !== undefined) args.push({ param: name, binding, line: at.line, column: at.column });
  };
  while (index < tokens.length) {
    const token = tokens[index] as Token;
    const next = tokens[index + 1];

    if (token.kind === 'word' && token.spaced && token.text.startsWith('#') && !startsArgument(tokens, index)) {
      const written = token.text.slice(1);
      if (isDirectiveName(written)) {
        // `#lookup t a=1 #lookup u b=2`: a second directive, whose words are not this one's arguments.
        issues.push(directiveIssue('multiple_directives', token.line, token.column, { name: written, first: 'lookup' }, { line, column }));
        break;
      }
      // `a=1 # note`: a comment, whose words are not arguments either; it ends with its line.
      const hint = UNEXPECTED_TOKEN_HINTS.commentInDirective;
      issues.push(directiveIssue('unexpected_token', token.line, token.column, { found: token.raw, hint }));
      while (tokens[index] !== undefined && (tokens[index] as Token).line === token.line) index += 1;
      continue;
    }
    const option = optionParameter(token, next);
    if (option !== undefined && next !== undefined && !startsArgument(tokens, index + 1)) {
      // `--full_name {{x}}`, as a command line gives an option: one issue, and its value is read as meant.
      issues.push(optionIssue(token, option, next));
      record(option, token, next);
      index += 2;
      continue;
    }
    const colon = token.kind === 'word' && next?.kind !== 'equals' ? colonArgument.exec(token.text) : null;
    if (colon !== null) {
      // `full_name: {{x}}` or `full_name:x`, written as in YAML or JSON: one issue at the `:`, and its value is read.
      const name = colon[1] ?? '';
      const valueAfter = colon[2] === '' && next !== undefined && next.line === token.line && !startsArgument(tokens, index + 1);
      const glued = colon[2] ?? '';
      const value: Token | undefined = valueAfter
        ? next
        : glued === '' ? undefined : { kind: 'word', text: glued, raw: glued, line: token.line, column: token.column + name.length + 1, spaced: false };
      issues.push(directiveIssue('colon_for_equals', token.line, token.column + name.length, { name, value: value?.raw ?? 'value' }));
      index += valueAfter ? 2 : 1;
      // Read as meant, so the flow does not also say the parameter is missing.
      if (value !== undefined) record(name, token, value);
      continue;
    }
    if (token.kind === 'equals') {
      const hint = UNEXPECTED_TOKEN_HINTS.equalsWithoutName;
      issues.push(directiveIssue('unexpected_token', token.line, token.column, { found: '=', hint }));
      index += next !== undefined && !next.spaced && next.kind !== 'equals' ? 2 : 1;
      continue;
    }
    if (token.kind === 'word' && next?.kind === 'equals' && next.spaced) {
      // `city = Springfield`: say exactly that, and still read the pair so nothing else is reported for it.
      issues.push(directiveIssue('space_around_equals', next.line, next.column, { name: token.text }));
    } else if (next?.kind !== 'equals') {
      const hint = !token.spaced
        ? UNEXPECTED_TOKEN_HINTS.spaceBeforeArgument
        : index === 1 && token.kind === 'word'
          ? UNEXPECTED_TOKEN_HINTS.secondToolName
          : UNEXPECTED_TOKEN_HINTS.argumentWithoutEquals;
      const issue = directiveIssue('unexpected_token', token.line, token.column, { found: token.raw, hint });
      issues.push(token.spaced ? { ...issue, unnamedValue: token.raw } : issue);
      index += 1;
      continue;
    }

    const name = token.kind === 'word' ? token.text : token.raw;
    const nameValid = token.kind === 'word' && PARAMETER_NAME_PATTERN.test(token.text);
    if (!nameValid) issues.push(directiveIssue('invalid_parameter_name', token.line, token.column, { found: token.raw }));

    const equals = next as Token;
    const value = tokens[index + 2];
    // `a= b=1` lost a's value; `a=b=1` is a value with `=` in it (reported below as more than one value).
    const valueIsNextArgument = value?.kind === 'word' && value.spaced && startsArgument(tokens, index + 2);
    const valueOnLaterLine = value !== undefined && value.line !== equals.line;
    if (value === undefined || value.kind === 'equals' || valueIsNextArgument || valueOnLaterLine) {
      issues.push(directiveIssue('missing_value', equals.line, equals.column, { name }));
      index += 2;
      continue;
    }
    if (value.spaced && !equals.spaced) issues.push(directiveIssue('space_around_equals', equals.line, equals.column, { name }));
    index += 3;

    // `a={{x}}, b=1`, `a="x",b=1`, `a=x, b=1`: commas between arguments, as in a function call or JSON.
    const glued = tokens[index];
    const commaGlued = glued !== undefined && !glued.spaced && glued.kind === 'word' && glued.text.startsWith(',');
    const commaEnding = value.kind === 'word' && value.text.length > 1 && value.text.endsWith(',') && glued?.spaced === true
      && glued.kind === 'word' && startsArgument(tokens, index);
    if (commaGlued || commaEnding) {
      const comma = commaGlued ? glued : { line: value.line, column: value.column + value.raw.length - 1 };
      issues.push(directiveIssue('comma_between_arguments', comma.line, comma.column, { name }));
      if (commaGlued && glued.text === ',') index += 1;
      else if (commaGlued) tokens[index] = { ...glued, text: glued.text.slice(1), raw: glued.raw.slice(1), column: glued.column + 1, spaced: true };
    } else if (glued !== undefined && !glued.spaced) {
      // Anything else glued to the value (`"a"b`, `Mr{{name}}`, `a=b=c`) makes it more than one value.
      // `a={{x}}}`: a brace too many closing the template, whose fix is plain: leave it out.
      const extraBraces = value.kind === 'template' && value.closed && /^\}+$/.test(glued.raw);
      // `a=${{x}}`, as GitHub Actions writes a template: the `$` is what is glued on.
      const dollarBefore = value.kind === 'word' && value.text === '$' && glued.kind === 'template' && glued.closed;
      const fix = extraBraces
        ? ` Here the template is closed with ${glued.raw.length === 1 ? 'a brace' : `${glued.raw.length} braces`} too many: write \`${name}=${value.raw}\`.`
        : dollarBefore ? ` Here a \`$\` stands before the template: write \`${name}=${glued.raw}\`.` : '';
      issues.push(directiveIssue('mixed_value', glued.line, glued.column, { name, found: glued.raw, fix }));
      while (tokens[index] !== undefined && !(tokens[index] as Token).spaced) index += 1;
      continue;
    }

    const read = commaEnding && value.kind === 'word' ? { ...value, text: value.text.slice(0, -1), raw: value.raw.slice(0, -1) } : value;
    if (nameValid) record(name, token, read);
    else {
      const { issue } = valueBinding(read);
      if (issue !== undefined) issues.push(issue);
    }
  }
  return { tool, args, issues };
}
