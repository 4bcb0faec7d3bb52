/** `@switchboard/directive`: the `#lookup` / `#caller_lookup` directive parser. Pure: text in, data out. */
export { parseDirective } from './parseDirective.js';
export { templateReferences, type TemplateReference } from './templateReferences.js';
export { DIRECTIVE_ISSUES, directiveIssueMessage, INVISIBLE_CHARACTER_NOTE, restateDirectiveIssue, UNEXPECTED_TOKEN_HINTS, type DirectiveIssueCode } from './messages.js';
export { shownInvisible, UNSPACED_SCRIPT_LETTER } from './invisibleInValue.js';
export { DIRECTIVE_NAMES, type DirectiveName } from './directiveNames.js';
export { directiveWithinLine, type DirectiveWithinLine } from './directiveWithinLine.js';
export { CALL_CONTEXT_FIELDS, columnAsWritten, columnNamedAsWritten } from './templateName.js';
export type {
  Binding,
  CallContextName,
  CallerLookupDirective,
  Directive,
  DirectiveIssue,
  LookupArgument,
  LookupDirective,
  ParseResult,
} from './types.js';
