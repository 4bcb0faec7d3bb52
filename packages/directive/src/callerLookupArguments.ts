/** Grammar of `#caller_lookup`: nothing, or one source name; the phone number always comes from the call context. */
import { isDirectiveName } from './directiveNames.js';
import { directiveIssue, UNEXPECTED_TOKEN_HINTS } from './messages.js';
import type { Token } from './tokenize.js';
import type { DirectiveIssue } from './types.js';

export const SOURCE_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A `#lookup` or `#caller_lookup` written after a directive on its own line: a second directive, not a word. */
const secondDirective = (token: Token | undefined): token is Token & { kind: 'word' } =>
  token?.kind === 'word' && token.spaced && token.text.startsWith('#') && isDirectiveName(token.text.slice(1));

/**
 * Read the optional source name after `#caller_lookup` (whose `#` is at `line`, `column`).
 * @example callerLookupArguments(tokenize([{ text: 'crm', line: 1, column: 16 }]).tokens, 1, 1) // { source: 'crm', issues: [] }
 */
export function callerLookupArguments(tokens: readonly Token[], line: number, column: number): { source?: string; issues: DirectiveIssue[] } {
  const issues: DirectiveIssue[] = [];
  // `#caller_lookup #lookup t` or `#caller_lookup crm #lookup t`: one issue, and the rest is that directive's.
  const second = tokens.findIndex((token, index) => index <= 1 && secondDirective(token));
  if (second !== -1) {
    const token = tokens[second] as Token & { kind: 'word' };
    const name = token.text.slice(1);
    issues.push(directiveIssue('multiple_directives', token.line, token.column, { name, first: 'caller_lookup' }, { line, column }));
    tokens = tokens.slice(0, second);
  }
  const [first, ...rest] = tokens;
  // `#caller_lookup phone={{call.caller}}`, written as `#lookup` takes arguments: one issue, and its name is no source.
  if (first?.kind === 'word' && rest[0]?.kind === 'equals' && !rest[0].spaced) {
    issues.push(directiveIssue('unexpected_token', first.line, first.column, { found: first.raw, hint: UNEXPECTED_TOKEN_HINTS.callerLookupParameter }));
    return { issues };
  }
  let source: string | undefined;
  if (first !== undefined) {
    if (first.kind === 'word' && SOURCE_NAME_PATTERN.test(first.text)) source = first.text;
    else issues.push(directiveIssue('invalid_source_name', first.line, first.column, { found: first.raw }));
  }
  const extra = rest[0];
  if (extra !== undefined) {
    const hint = extra.spaced
      ? UNEXPECTED_TOKEN_HINTS.callerLookupArgument
      : UNEXPECTED_TOKEN_HINTS.sourceNameCharacters;
    issues.push(directiveIssue('unexpected_token', extra.line, extra.column, { found: extra.raw, hint }));
  }
  return source === undefined ? { issues } : { source, issues };
}
