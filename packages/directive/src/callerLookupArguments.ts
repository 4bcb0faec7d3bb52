/** Grammar of `#caller_lookup`: nothing, or one source name; the phone number always comes from the call context. */
import { directiveIssue, UNEXPECTED_TOKEN_HINTS } from './messages.js';
import type { Token } from './tokenize.js';
import type { DirectiveIssue } from './types.js';

export const SOURCE_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Read the optional source name after `#caller_lookup`.
 * @example callerLookupArguments(tokenize([{ text: 'crm', line: 1, column: 16 }]).tokens) // { source: 'crm', issues: [] }
 */
export function callerLookupArguments(tokens: readonly Token[]): { source?: string; issues: DirectiveIssue[] } {
  const issues: DirectiveIssue[] = [];
  const [first, ...rest] = tokens;
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
