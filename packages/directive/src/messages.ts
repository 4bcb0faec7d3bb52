/** Every issue code of the directive parser with its message template; `{key}` slots are filled per issue. */
import type { DirectiveIssue } from './types.js';

const issueTemplates = {
  unknown_directive:
    'Unknown directive `#{name}`.{suggestion} Known directives: {known}. To keep a line that starts with # as text, write \\# instead.',
  unexpected_token: 'Unexpected `{found}`: {hint}.',
  unterminated_template: 'Template `{found}` is not closed: add `}}` on the same line, e.g. `{{caller_name}}`.',
  extra_closing_brace:
    'Template `{found}` is closed with {extra} too many, which the call never says: write `{value}`.',
  unterminated_quote: 'Quoted value `{found}` is not closed: add the closing {quote} on the same line.{escapedClose}',
  typographic_quote:
    'Typographic quote `{quote}` in `{found}` (pasted from a document?): only straight quotes " and \' enclose a value; write `{straight}`.',
  invalid_escape: 'Unknown escape `\\{char}` in a quoted value: use \\" \\\' \\\\ \\n or \\t.',
  duplicate_parameter:
    'Parameter `{name}` is given twice (first at {firstAt}): keep one of them.',
  empty_tool_name:
    '`#lookup` needs a tool name before its arguments, e.g. `#lookup lookup_customer full_name={{caller_name}}`.',
  invalid_tool_name:
    'Tool name `{found}` is not valid: {fix}use 1 to 64 ASCII letters (A-Z, a-z), digits, `_` or `-`, e.g. `lookup_customer`.',
  invalid_parameter_name:
    'Parameter name `{found}` is not valid: start with an ASCII letter (A-Z, a-z) or `_`, then ASCII letters, digits or `_`, e.g. `full_name`.',
  missing_value:
    'Parameter `{name}` has no value after `=`: write `{name}={{variable}}`, `{name}="some text"` or `{name}=word`.',
  colon_for_equals: 'Parameter `{name}` is followed by `:`: arguments are written with `=` and no spaces, `{name}={value}`.',
  comma_between_arguments: 'A `,` after the value of `{name}`: arguments are separated by spaces only, so remove the comma.',
  space_around_equals: 'Spaces around `=` after `{name}`: write `{name}=value` with no spaces.',
  mixed_value:
    'The value of `{name}` runs into `{found}`: a value is exactly one `{{template}}`, one "quoted text" or one bare word, and templates cannot be joined to text.{fix}',
  empty_template: 'Empty template `{found}`: name a flow variable, e.g. `{{caller_name}}`, or a call field: {fields}.',
  invalid_template_name:
    'Template name `{found}` is not valid: {fix}use names made of letters, digits, `_`, `-` or inner spaces, joined by dots, e.g. `{{customer.City}}`; ' +
    'a column is named as its header is written, dots too (`{{customer.Acct. No}}`), and a header holding other marks, or ending in a dot, is named without them, ' +
    'in any case: `Tel #` is `{{customer.Tel}}`, `Amount ($)` `{{customer.amount}}`, `Owner\'s Name` `{{customer.owners_name}}`, `Acct No.` `{{customer.Acct No}}`.',
  invisible_character:
    'The value of `{name}`, `{found}`, holds a character that shows as nothing, which the lookup is given as part of the value.',
  unknown_call_field: 'Unknown call field `{found}`: the call context has {fields}.{declined}',
  multiple_directives:
    'A node holds at most one directive, but `#{name}` follows `#{first}` at {firstAt}: split the node in two.',
  dangling_continuation: 'The directive line ends with `\\` but no line follows: remove the trailing backslash.',
  format_in_argument:
    'Template `{found}` gives the lookup a formatter, but a lookup is given the value as it is (a formatter words a value for the caller to hear): write `{value}`.',
  invalid_source_name:
    '`#caller_lookup` source `{found}` is not valid: use 1 to 64 ASCII letters (A-Z, a-z), digits, `_` or `-`, e.g. `#caller_lookup crm`.',
} as const;

export type DirectiveIssueCode = keyof typeof issueTemplates;

/** The `{hint}` of an `unexpected_token` issue: what the token's place calls for. */
export const UNEXPECTED_TOKEN_HINTS = {
  callerLookupArgument: '`#caller_lookup` takes at most one source name; the caller\'s number comes from the call, never from arguments',
  callerLookupParameter: '`#caller_lookup` takes no arguments: the caller\'s number comes from the call, never from arguments, so write `#caller_lookup` alone',
  sourceNameCharacters: 'a source name is letters, digits, `_` or `-`',
  singleBraces: 'templates use double braces, e.g. `{{caller_name}}`',
  strayClosingBraces: '`}}` closes a template that was never opened with `{{`; quote the value if the braces are meant',
  equalsWithoutName: '`=` needs a parameter name right before it, e.g. `city=Springfield`',
  spaceBeforeArgument: 'put a space before each `param=value`',
  secondToolName: 'a lookup takes one tool name, then arguments written `param=value`',
  argumentWithoutEquals: 'arguments are written `param=value`',
  commentInDirective:
    'a directive line holds no comments: put the note on a line of its own, or quote a value that holds `#` (the rest of this line is not read)',
  /** `#lookup t(a=1)`, as a function is called. */
  callBrackets: (tool: string) =>
    `arguments follow the tool name after a space, without brackets or commas: write \`#lookup ${excerpt(tool)} param=value …\``,
  /** `--full_name {{x}}`, as a command line gives an option. */
  optionArgument: (name: string, value: string) =>
    `arguments are written \`param=value\`, not as command-line options: write \`${excerpt(`${name}=${value}`)}\``,
  /** `a=${caller_name}`, `a=%caller_name%`, as another template language writes a placeholder. */
  foreignPlaceholder: (name: string) =>
    `a template is written in double braces, so this value would be passed as these very characters: write \`${excerpt(`{{${name}}}`)}\` (to mean the characters, quote the value)`,
} as const;

/** The `{escapedClose}` of an `unterminated_quote` whose value holds `\"` (or `\'`): that is not its end. */
export const escapedCloseNote = (quote: string): string =>
  ` Inside it, \`\\${quote}\` is an escaped ${quote}, not its end: a value ending in a backslash is written \`${quote}C:\\\\${quote}\`.`;

/** Message template per issue code, so tests and other packages can refer to the exact wording. */
export const DIRECTIVE_ISSUES: Readonly<Record<DirectiveIssueCode, string>> & Readonly<Record<string, string>> =
  issueTemplates;

/**
 * Fill a message template's `{key}` slots (only the keys given, so `{{caller_name}}` in a template stays as written).
 * @example directiveIssueMessage('unknown_call_field', { found: 'call.foo', fields: '...', declined: '' })
 */
export function directiveIssueMessage(code: DirectiveIssueCode, slots: Readonly<Record<string, string | number>> = {}): string {
  // One pass, so user text that happens to contain `{hint}` is never substituted again.
  let invisible = false;
  const message = issueTemplates[code].replace(/\{(\w+)\}/g, (slot, key: string) => {
    const value = slots[key];
    if (value === undefined) return slot;
    if (key !== 'found' && key !== 'name' && key !== 'straight' && key !== 'value') return String(value);
    const quoted = excerpt(String(value));
    invisible ||= invisibleCharacter.test(quoted);
    return quoted.replace(invisibleCharacters, shownCodePoint);
  });
  return invisible ? `${message} ${INVISIBLE_CHARACTER_NOTE}` : message;
}

// Format characters (zero-width space, word joiner, byte-order mark, direction marks…) show as nothing, so a name
// holding one looks right in the message; it is written as `<U+200B>` instead, with a note.
const invisibleCharacter = /\p{Cf}/u;
const invisibleCharacters = /\p{Cf}/gu;

/**
 * An invisible character as a message writes it.
 * @example shownCodePoint('\u200b') // '<U+200B>'
 */
export function shownCodePoint(char: string): string {
  return `<U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}>`;
}

/** Added to a message that quotes text holding an invisible character. */
export const INVISIBLE_CHARACTER_NOTE =
  '(`<U+…>` stands for an invisible character, often pasted along with the text: delete it.)';

/** Longest stretch of the author's text a message quotes: enough to find it, not a whole pasted page. */
export const EXCERPT_LENGTH = 60;

/** The text as written, or its start and `…` when longer than `EXCERPT_LENGTH` (never cutting a surrogate pair). */
function excerpt(text: string): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  const end = /[\uD800-\uDBFF]/.test(text[EXCERPT_LENGTH - 2] ?? '') ? EXCERPT_LENGTH - 2 : EXCERPT_LENGTH - 1;
  return `${text.slice(0, end)}…`;
}

/** How a message names a place when nothing else is known about the text: relative to the node text. */
export const nodeTextPlace = (line: number, column: number): string => `line ${line}, column ${column} of the node text`;

/**
 * Build one issue at a 1-based position; `first` is the earlier place a repetition refers to (its `{firstAt}` slot).
 * @example directiveIssue('duplicate_parameter', 1, 19, { name: 'a' }, { line: 1, column: 11 }).message
 *   // 'Parameter `a` is given twice (first at line 1, column 11 of the node text): keep one of them.'
 */
export function directiveIssue(
  code: DirectiveIssueCode,
  line: number,
  column: number,
  slots: Readonly<Record<string, string | number>> = {},
  first?: { line: number; column: number },
): DirectiveIssue {
  if (first === undefined) return { code, message: directiveIssueMessage(code, slots), line, column };
  const message = directiveIssueMessage(code, { ...slots, firstAt: nodeTextPlace(first.line, first.column) });
  return { code, message, line, column, first: { ...first }, slots: { ...slots } };
}

/**
 * An issue's message with its earlier place (`first`) named by `place`, e.g. as a line and column of the flow file
 * the node text was read from; an issue without one keeps its message.
 * @example restateDirectiveIssue(issue, (line, column) => `line ${line + 12}, column ${column + 10}`)
 */
export function restateDirectiveIssue(issue: DirectiveIssue, place: (line: number, column: number) => string): string {
  if (issue.first === undefined || !Object.hasOwn(issueTemplates, issue.code)) return issue.message;
  return directiveIssueMessage(issue.code as DirectiveIssueCode, { ...issue.slots, firstAt: place(issue.first.line, issue.first.column) });
}
