/** What the parser hands to the flow runtime: directives, bindings and issues, all plain data. */

/** The call-context fields a template may read as `{{call.<field>}}`, mapped to their binding names. */
export type CallContextName = 'caller' | 'called' | 'call_id' | 'started_at';

/** Where one argument of a `#lookup` gets its value when the node runs. */
export type Binding =
  | { kind: 'variable'; name: string }
  | { kind: 'context'; name: CallContextName }
  | { kind: 'literal'; value: string };

/** One `param=value` of a `#lookup` directive; the position is that of the parameter name. */
export interface LookupArgument {
  param: string;
  binding: Binding;
  line: number;
  column: number;
}

/** `#lookup TOOL param=value ...`: call a lookup tool; the result never reaches the model. */
export interface LookupDirective {
  kind: 'lookup';
  tool: string;
  args: LookupArgument[];
  line: number;
  column: number;
}

/** `#caller_lookup [SOURCE]`: look the caller up by the phone number from the call context. */
export interface CallerLookupDirective {
  kind: 'caller_lookup';
  source?: string;
  line: number;
  column: number;
}

export type Directive = LookupDirective | CallerLookupDirective;

/** A problem in the node text; `line` and `column` are 1-based and point at the offending characters. */
export interface DirectiveIssue {
  code: string;
  message: string;
  line: number;
  column: number;
  /**
   * A value written where an argument should be, with no parameter name (`"Kaitlyn"`, `{{caller_name}}`), as written:
   * the parser does not know the tool's parameters, so a caller that does can name the one meant (`full_name="Kaitlyn"`).
   */
  unnamedValue?: string;
  /** A likely slip the text still works with (`extra_closing_brace`); absent means an error. */
  severity?: 'warning';
  /**
   * For an issue about a repetition (`duplicate_parameter`, `multiple_directives`), where the first one is; the
   * message names it "of the node text", and `restateDirectiveIssue` names it as a caller places it (in a file).
   */
  first?: { line: number; column: number };
  /** The values filled into the message, kept so `restateDirectiveIssue` can fill it again; present with `first`. */
  slots?: Readonly<Record<string, string | number>>;
}

export interface ParseResult {
  /** The first known directive in the text, even when it has issues; `null` when there is none. */
  directive: Directive | null;
  issues: DirectiveIssue[];
  /** The node text with every directive line (and its continuation lines) removed. */
  text: string;
}
