/**
 * Arguments written as another language writes them: a function call's brackets (`#lookup t(a=1)`), a command line's
 * options (`--full_name {{x}}`) and another template language's placeholder (`${caller_name}`, `%caller_name%`). Each is told the `#lookup` way
 * to write it, and read as meant, so the flow does not also call the parameter missing.
 */
import { directiveIssue, UNEXPECTED_TOKEN_HINTS } from './messages.js';
import { TOOL_NAME_PATTERN } from './lookupArguments.js';
import type { Token } from './tokenize.js';
import type { DirectiveIssue } from './types.js';

/**
 * Takes the brackets of a function call out of `tokens` (in place): `t(a=1 b=2)` and `t (a=1)` read as `t a=1 b=2`.
 * Returns the issue at the opening bracket, or undefined when the tool name is followed by none.
 *
 * @example
 *   const tokens = tokenize([{ text: 'find(city=Boston)', line: 1, column: 9 }]).tokens;
 *   callBrackets(tokens)?.code // 'unexpected_token'; tokens now read `find city=Boston`
 */
export function callBrackets(tokens: Token[]): DirectiveIssue | undefined {
  const first = tokens[0];
  if (first?.kind !== 'word') return undefined;
  const open = first.text.indexOf('(');
  const tool = open === -1 ? first.text : first.text.slice(0, open);
  if (!TOOL_NAME_PATTERN.test(tool)) return undefined;
  const second = tokens[1];
  let at: { line: number; column: number };
  if (open !== -1) {
    at = { line: first.line, column: first.column + open };
    const rest = first.text.slice(open + 1);
    const after: Token[] = rest === '' ? [] : [{ kind: 'word', text: rest, raw: rest, line: first.line, column: at.column + 1, spaced: true }];
    tokens.splice(0, 1, { ...first, text: tool, raw: tool }, ...after);
  } else if (second?.kind === 'word' && second.text.startsWith('(')) {
    at = { line: second.line, column: second.column };
    const rest = second.text.slice(1);
    tokens.splice(1, 1, ...(rest === '' ? [] : [{ ...second, text: rest, raw: rest, column: second.column + 1, spaced: true }]));
  } else {
    return undefined;
  }
  // The closing bracket: a word of its own glued to the last value, or the end of a bare word.
  const last = tokens[tokens.length - 1];
  if (tokens.length > 1 && last?.kind === 'word' && last.text.endsWith(')')) {
    const kept = last.text.slice(0, -1);
    if (kept === '') tokens.pop();
    else tokens[tokens.length - 1] = { ...last, text: kept, raw: kept };
  }
  return directiveIssue('unexpected_token', at.line, at.column, { found: '(', hint: UNEXPECTED_TOKEN_HINTS.callBrackets(tool) });
}

/** A command line's option naming a parameter: `--full_name` or `-city`. */
const OPTION = /^--?([A-Za-z_][A-Za-z0-9_]*)$/;

/**
 * The parameter an option names, when `token` is one standing before its value on the same line (`--city Boston`).
 *
 * @example optionParameter(word('--city'), word('Boston')) // 'city'
 */
export function optionParameter(token: Token, value: Token | undefined): string | undefined {
  if (token.kind !== 'word' || !token.spaced || value === undefined || value.kind === 'equals' || value.line !== token.line) return undefined;
  return OPTION.exec(token.text)?.[1];
}

/** The issue of an option written where `param=value` belongs, with the argument to write. */
export function optionIssue(token: Token, name: string, value: Token): DirectiveIssue {
  return directiveIssue('unexpected_token', token.line, token.column, { found: token.raw, hint: UNEXPECTED_TOKEN_HINTS.optionArgument(name, value.raw) });
}

/**
 * Placeholders of other template languages around a variable's name, where `{{name}}` belongs: JavaScript's and the
 * shells' `${name}` and `$name`, a Windows batch file's `%name%`, a document's `<name>` and `[[name]]`. A name starts
 * with a letter or `_`, so `$5` and `50%` stay amounts.
 */
const FOREIGN_PLACEHOLDERS: readonly RegExp[] = [
  /^\$\{\s*([^{}]*?)\s*\}$/,
  /^\$([A-Za-z_][\w.]*)$/,
  /^%([A-Za-z_][\w.]*)%$/,
  /^<([A-Za-z_][\w. ]*)>$/,
  /^\[\[\s*([A-Za-z_][\w. ]*?)\s*\]\]$/,
];

/**
 * The issue of a bare word written as another template language's placeholder, or undefined when it is none: written
 * so, the lookup would be given those very characters on every call.
 *
 * @example foreignPlaceholderIssue(word('$caller_name'))?.message // 'Unexpected `$caller_name`: … write `{{caller_name}}` …'
 */
export function foreignPlaceholderIssue(value: Token & { kind: 'word' }): DirectiveIssue | undefined {
  const name = FOREIGN_PLACEHOLDERS.map((pattern) => pattern.exec(value.text)?.[1]).find((found) => found !== undefined);
  if (name === undefined) return undefined;
  return directiveIssue('unexpected_token', value.line, value.column, { found: value.raw, hint: UNEXPECTED_TOKEN_HINTS.foreignPlaceholder(name) });
}
