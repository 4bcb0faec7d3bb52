// Every text the flow package shows a user, in one place so tests can import them.

import { ourFieldName, ourKindName } from './load/otherPlatformNames.js';
import { cappedList, closestChoice, messages as matcherMessages } from '@switchboard/matcher';

// The system's ELOOP in words, as the matcher says it of a lookup document: one sentence wherever a link loops.
const LINK_LOOP = matcherMessages.unreadableReason({ code: 'ELOOP' });

// A flow may have hundreds of nodes, variables, tools or lines: a message names the first ones and counts the rest
// (the matcher's `cappedList`: "greet, confirm and 480 more").
/** The most names of nodes, variables, tools or lines a message (or a replay's report) lists. */
export const LISTED_NAMES = 20;
/** Names as written, the first `LISTED_NAMES`, the rest counted. */
const names = (list: readonly string[]): string => cappedList(list, LISTED_NAMES);
/** Names in quotes, the first `LISTED_NAMES`, the rest counted. */
const quoted = (list: readonly string[]): string => cappedList(list, LISTED_NAMES, (name) => `"${name}"`);
// The nodes of a path shown at each end of a long one, the ones between counted.
const PATH_ENDS = 5;

/**
 * A path through the flow, `a → b → c`; past twice `PATH_ENDS` nodes, its first and last ones with the count of those
 * between: `start → a → … (480 more nodes) → y → here`.
 */
export function shownPath(path: readonly string[]): string {
  if (path.length <= 2 * PATH_ENDS + 1) return path.join(' → ');
  const between = path.length - 2 * PATH_ENDS;
  return [...path.slice(0, PATH_ENDS), `… (${between.toLocaleString('en-US')} more nodes)`, ...path.slice(-PATH_ENDS)].join(' → ');
}

/** Issue codes reported when a flow loads. */
export const ISSUE = {
  parseError: 'flow_parse_error',
  notAFlow: 'not_a_flow',
  unreadableFile: 'flow_unreadable',
  tooLarge: 'flow_too_large',
  invalidField: 'invalid_field',
  unknownField: 'unknown_field',
  directiveOutsideLookup: 'directive_outside_lookup',
  missingField: 'missing_field',
  unknownNodeKind: 'unknown_node_kind',
  unknownTarget: 'unknown_target',
  missingOutcomeEdge: 'missing_outcome_edge',
  unknownDocument: 'unknown_document',
  documentError: 'document_error',
  documentWarning: 'document_warning',
  unknownTool: 'unknown_tool',
  duplicateTool: 'duplicate_tool',
  unknownParameter: 'unknown_parameter',
  missingRequiredParameter: 'missing_required_parameter',
  notALookupDirective: 'not_a_lookup_directive',
  reservedVariable: 'reserved_variable',
  unknownVariable: 'unknown_variable',
  callerLookupNotConfigured: 'caller_lookup_not_configured',
  unknownCallerLookupSource: 'unknown_caller_lookup_source',
  unreachableNode: 'unreachable_node',
  deadEnd: 'dead_end',
  endlessLoop: 'endless_loop',
  triesRestartOnRetry: 'tries_restart_on_retry',
  noWayToEnd: 'no_way_to_end',
  unknownResultColumn: 'unknown_result_column',
  unknownHeardArgument: 'unknown_heard_argument',
  fieldOfText: 'field_of_text',
  branchOnRecord: 'branch_on_record',
  branchOnCopiedRecord: 'branch_on_copied_record',
  shadowedPhrase: 'shadowed_phrase',
  templateInMatch: 'template_in_match',
  emptyTransferDestination: 'empty_transfer_destination',
  maybeUnsetVariable: 'maybe_unset_variable',
  unquotedNumber: 'unquoted_number',
  literalNamesVariable: 'literal_names_variable',
  intoReplacesArgument: 'into_replaces_argument',
  quotedTemplate: 'quoted_template',
  unknownIssueCode: 'unknown_issue_code',
  cannotIgnore: 'cannot_ignore',
  unusedIgnore: 'unused_ignore',
  unknownFormatter: 'unknown_formatter',
  formatterNotSaid: 'formatter_not_said',
  currencyNotSet: 'currency_not_set',
  unsupportedLocale: 'unsupported_locale',
  invalidTries: 'invalid_tries',
} as const;

/** What reading a variable with no value does, by where it is read (for `maybe_unset_variable`). */
export type UnsetConsequence = 'transfer' | 'said' | 'lookup' | 'branch' | 'model' | 'set';

const UNSET_CONSEQUENCES: Readonly<Record<UnsetConsequence, string>> = {
  transfer: 'the call would be handed to nobody (it fails with transfer_destination_empty) or to a destination missing that part',
  said: 'it would be said as nothing there',
  lookup: 'the lookup would be given an empty value',
  branch: 'the branch would take "otherwise"',
  model: 'the model would be shown nothing for it',
  set: 'the value stored would have nothing where it stands',
};

/** A `set` node's value copying a whole record (`copy: "{{customer}}"`), as a `field_of_text` message names it. */
export interface CopiedRecord {
  /** The set nodes copying it. */
  nodes: readonly string[];
  /** The reference copied: `customer`, `customer_candidates.0`. */
  source: string;
  /** What it is: `the row a #lookup stores`. */
  what: string;
  /** The same field read from what was copied (`customer.City`); undefined when the rows have no such column and none is close. */
  read?: string;
  /** The column the copied rows lack, when they do. */
  missing?: { column: string; tools: readonly string[]; hint: string };
}

/** ` (did you mean "sorry"?)` when one known name is a likely typo of `name` (the matcher's `closestChoice`), else nothing. */
function meant(name: string, known: readonly string[]): string {
  const close = closestChoice(name, known);
  return close === undefined ? '' : ` (did you mean "${close}"?)`;
}

/**
 * `; did you mean "confirm"?` (the matcher's `closestChoice`) or, with no close name, the list of known ones.
 *
 * @example
 * suggestion('confrim', ['confirm', 'greet']); // '; did you mean "confirm"?'
 */
export function suggestion(name: string, known: readonly string[]): string {
  const close = closestChoice(name, known);
  if (close !== undefined) return `; did you mean "${close}"?`;
  return known.length > 0 ? `; known: ${names(known)}` : '';
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** A field named as other platforms name it (`prompt` for `text`), or a likely typo of one of ours. */
function meantField(field: string, known: readonly string[]): string {
  const ours = ourFieldName(field, known);
  if (ours === 'otherwise' && field === 'next') return ' (did you mean "otherwise"? a branch goes on by its cases, and by "otherwise" when none matches)';
  return ours === undefined ? meant(field, known) : ` (did you mean "${ours}"? what other platforms call "${field}" is "${ours}" here)`;
}

/** What a YAML syntax error most likely means and its fix, after the parser's complaint (`yamlSyntaxErrors`). */
export const yamlHints = {
  /** The parser's "Unexpected … token" complaints after the first mistake, counted rather than listed. */
  followOns: (count: number, lastLine: number) =>
    `the parser has ${count.toLocaleString('en-US')} more "Unexpected … token" complaint${count === 1 ? '' : 's'} after this one (to line ${lastLine}), ` +
    'which most likely follow from it: fix this one and check the file again',
  mergeOfNoMapping:
    'a merge key (<<) brings in the fields of a mapping, so its value must be one: an alias of one (<<: *defaults), ' +
    'a mapping ({ kind: say, next: bye }) or a list of those; to have a field named "<<", quote it ("<<": …)',
  /**
   * An alias (`*hold`) naming no anchor set before it in the file.
   * @example yamlHints.unresolvedAlias('hodl', ['hold']) // 'alias *hodl names no anchor set before it (did you mean "hold"?): …'
   */
  unresolvedAlias: (name: string, anchors: readonly string[]) => (anchors.includes(name)
    ? `alias *${name} comes before its anchor &${name}: YAML reads an alias only after its anchor, so move the anchored value above the alias`
    : `alias *${name} names no anchor set before it${meant(name, anchors)}: mark the value it repeats with &${name}, above the alias` +
      (anchors.length === 0 ? ' (the file sets no anchor)' : `; anchors set: ${names(anchors)}`)),
  tabIndent: (first: number, others: readonly number[]) =>
    `line ${first} is indented with a tab${others.length === 0 ? '' : ` (so ${others.length === 1 ? 'does line' : 'do lines'} ${names(others.map(String))})`}: ` +
    'indent with spaces, lining each field up with the others of its mapping',
  /**
   * A template written unquoted where YAML reads its "{" as a mapping's start.
   * @example yamlHints.quoteTemplate('text', 'Hi {{name}}') // 'a value holding a template ({{…}}) must be in quotes here, … text: "Hi {{name}}"'
   */
  quoteTemplate: (key: string | undefined, value: string) =>
    'a value holding a template ({{…}}) must be in quotes here, since YAML reads "{" as the start of a mapping: ' +
    `${key === undefined ? '' : `${key}: `}${JSON.stringify(value)}`,
  /**
   * A field written with no space after its colon, which YAML reads as one text.
   * @example yamlHints.noSpaceAfterColon('kind', 'say') // '"kind:say" has no space after its ":", … write kind: say'
   */
  noSpaceAfterColon: (field: string, value: string) =>
    `"${field}:${value}" has no space after its ":", so YAML reads it as one text, not a field and its value: write ${field}: ${value}`,
  /** A `{` or `[` never closed, said at the bracket. */
  neverClosed: (open: '{' | '[') =>
    `the "${open}" here is never closed: close it with "${open === '{' ? '}' : ']'}" where the ${open === '{' ? 'mapping' : 'list'} ends`,
  /** A value YAML parsed as a mapping because it starts with `{{` (`text: {{name}}`). */
  templateReadAsMapping: (value: string) => `YAML reads ${value} as a mapping, not text`,
  quoteValue: (key: string | undefined, value: string) => `a value holding ": " must be in quotes: ${key === undefined ? '' : `${key}: `}${JSON.stringify(value)}`,
  indentedDeeper: (line: number, key: string) => `line ${line} is indented deeper than "${key}" above it: the fields of one mapping line up`,
  indentedLess: (name: string, column: number, mappingColumn: number, sibling: string, siblingLine: number) =>
    `"${name}" starts at column ${column}, but the fields of its mapping start at column ${mappingColumn} ("${sibling}", line ${siblingLine}): the fields of one mapping line up`,
  /** A name given twice in one mapping; `node` when it is a node's id under `nodes`, most likely a node copied. */
  givenTwice: (name: string, firstLine: number, node = false) =>
    `"${name}" is given twice in one mapping (first at line ${firstLine}), which holds each name once: ` +
    (node ? 'rename one of them (a node copied and not renamed?) or remove the copy' : 'keep one of them'),
  apostropheInSingleQuotes: "a ' inside single quotes is written twice ('It''s open'), or the text is put in double quotes (\"It's open\")",
  /**
   * A keypad key written unquoted, which YAML reads as an alias (`*`) or a comment (`#`).
   * @example yamlHints.quoteKey('#', 'match') // 'YAML reads an unquoted # as the start of a comment, …: write the key in quotes, match: "#"'
   */
  quoteKey: (key: '*' | '#', field: string) =>
    `YAML reads an unquoted ${key} as the start of ${key === '*' ? 'an alias' : 'a comment'}, not the key ${key}: write the key in quotes, ${field}: "${key}"`,
  closeQuoteHere: 'close the quote on this line',
  quoteNeverClosed: (line: number) => `the quote opened at line ${line} is never closed; close it on that line`,
};

/** The fix for a flow or call file saved in another encoding. */
export const SAVE_AS_UTF8 = 'save the file as UTF-8 (in most editors: Save with encoding, UTF-8)';

/**
 * A byte that is not UTF-8, and the character it is in Windows-1252 (the usual encoding of such a file) when it is one.
 * @example notUtf8Byte(0xe9) // 'byte E9 here is "é" in Windows-1252 (Latin-1) but is no character in UTF-8'
 */
export function notUtf8Byte(byte: number): string {
  const hex = byte.toString(16).toUpperCase().padStart(2, '0');
  const meant = byte >= 0xa0 || byte === 0x80 ? ` is "${new TextDecoder('windows-1252').decode(Uint8Array.of(byte))}" in Windows-1252 (Latin-1) but` : '';
  return `byte ${hex} here${meant} is no character in UTF-8`;
}

export const issueMessages = {
  parseError: (detail: string) => `the flow file is not valid YAML or JSON: ${detail}`,
  notText: (kind: string, what: 'a flow' | 'a call file') =>
    `it is ${kind}, not text. ${what === 'a flow' ? 'A flow is a YAML or JSON text file (docs/flows.md)' : 'A call file is a YAML text file (docs/replay.md)'}: name that file, or save this one as UTF-8 text`,
  /**
   * A flow file with a byte that is not UTF-8 there, most likely saved as Windows-1252 or Latin-1.
   * @example issueMessages.notUtf8(0xe9) // 'the flow file is not UTF-8 text: byte E9 here is "é" in Windows-1252 …'
   */
  notUtf8: (byte: number) => `the flow file is not UTF-8 text: ${notUtf8Byte(byte)}, so a caller would hear a replacement mark there; ${SAVE_AS_UTF8}`,
  unreadableFile: (file: string, detail: string) => `cannot read flow file ${file}: ${detail}`,
  flowIsFolder: (folder: string, flows: readonly string[]) =>
    `cannot read flow file ${folder}: it is a folder; ` +
    (flows.length === 0
      ? 'it holds no flow file (flow.yaml, or a name ending in .flow.yaml), nor do the folders in it: name the flow file. '
      : `name the flow file in it (${cappedList(flows, 5)}: ${folder}/${flows[0]}). `) +
    'Only replay takes a folder (of *.call.yaml files)',
  /** Two links naming each other (a link re-made after the file it named was renamed): the system's ELOOP, in words. */
  flowLinkLoop: (file: string) => `cannot read flow file ${file}: ${LINK_LOOP}; point the link at the flow file itself (ls -l shows where it leads)`,
  flowNotFound: (file: string, close?: string) => `cannot read flow file ${file}: there is no such file` +
    (close === undefined ? '' : `; did you mean ${close}?`) + '; check the path (relative to the folder the command runs in)',
  emptyFlow: () => 'the flow file is empty; a flow needs nodes, e.g. nodes: { bye: { kind: end, text: Goodbye. } }',
  /**
   * A part of the flow written as something other than fields, with the shape to write (`example`) when one is known.
   * @example issueMessages.notAnObject('node "greet"', 'greet: { kind: say, text: Hello., next: bye }')
   */
  notAnObject: (what: string, example?: string) => `${what} must be a mapping (key: value pairs)${example === undefined ? '' : `, e.g. ${example}`}`,
  /**
   * A node's fields written at the node's own indentation, which YAML reads as an empty node and nodes named like fields.
   * @example issueMessages.fieldsBesideNode('a', ['kind', 'text']) // 'node "a" has no fields, and "kind", "text" below it …'
   */
  fieldsBesideNode: (id: string, fields: readonly string[]) =>
    `node "${id}" has no fields, and ${fields.map((field) => `"${field}"`).join(', ')} below it are read as nodes of their own, written beside it: ` +
    `indent them under "${id}", two spaces deeper than its name`,
  notAString: (field: string) => `"${field}" must be a text value`,
  commentedOut: (field: string, written: string) =>
    `"${field}" is empty: YAML reads ${written} as a comment, as it does whatever follows a "#" after a space; ` +
    `a value starting with "#" must be in quotes: ${field}: ${JSON.stringify(written)}`,
  notAList: (field: string) => `"${field}" must be a list`,
  /**
   * A branch's cases written as a mapping of answers to nodes, with the list to write (the first few cases).
   * @example issueMessages.casesAsMapping([['yes', 'a']]) // '"cases" must be a list, … write cases: [{ match: yes, next: a }]'
   */
  casesAsMapping: (cases: readonly (readonly [string, string])[]) =>
    `"cases" must be a list, each case with its match and next: write cases: [${cases.slice(0, 3).map(([match, next]) => `{ match: ${match}, next: ${next} }`).join(', ')}` +
    `${cases.length > 3 ? ', …' : ''}]`,
  notWords: (field: string) => `"${field}" must be a word or phrase, or a list of them`,
  phraseReadAsKey: (field: string, written: string) =>
    `"${field}" must be a word or phrase, but YAML reads ${written} as a key and its value: a phrase holding ": " must be in quotes, ${JSON.stringify(written)}`,
  phrasesJoined: (field: string, phrase: string, line: number) =>
    `"${field}" is ${JSON.stringify(phrase)}: YAML joins line ${line}, indented deeper than the "-" above it, to this phrase; ` +
    'line the dashes up to make it a phrase of its own',
  notAPositiveInteger: (field: string) => `"${field}" must be a whole number of at least 1`,
  countTooLarge: (field: string, written: string, most: number, what: string) =>
    `"${field}" is ${written}, more than ${most.toLocaleString('en-US')}, the most ${what} a node may allow; write a whole number from 1 to ${most.toLocaleString('en-US')}`,
  unknownField: (where: string, field: string, known: readonly string[]) =>
    `${where} has no field "${field}"${meantField(field, known)}; its fields are: ${known.join(', ')}`,
  /**
   * A `next` on a node after which the call is over: an end node hangs up, a transfer hands the call on.
   * @example issueMessages.nextAfterCallEnds('bye', 'end', 'ask') // 'node "bye" (end) has no field "next": the call is over at an end node …'
   */
  nextAfterCallEnds: (node: string, kind: 'end' | 'transfer', next: unknown) =>
    `node "${node}" (${kind}) has no field "next": the call is over at ${kind === 'end' ? 'an end node (it hangs up)' : 'a transfer node (it is handed on)'}, ` +
    'so no node comes after it; ' +
    (kind === 'end' && typeof next === 'string' ? `to say this and go on to "${next}", make it kind: say; to hang up, remove "next"` : 'remove "next"'),
  nextOnLookup: (node: string, next: string, outcomes: readonly string[]) =>
    `node "${node}" (lookup) has no field "next": a lookup node goes on by its outcome, so each outcome names its node; ` +
    `write on: { ${outcomes.map((outcome, index) => `${outcome}: ${index === 0 ? next : '<node>'}`).join(', ')} }`,
  onReadAsTrue: (node: string) =>
    `node "${node}" (lookup) has no field "true": its outcome edges are under "true" where "on" belongs, as a YAML 1.1 tool ` +
    '(PyYAML, for one) writes the key on, reading it as a boolean; name the field "on" (in JSON, "on": { "confident": … })',
  directiveOutsideLookup: (node: string, kind: string) =>
    `node "${node}" (${kind}) holds a #directive, which only runs in a lookup node; make this node "kind: lookup"`,
  missingField: (node: string, field: string) => `node "${node}" needs "${field}"`,
  missingTopField: (field: string) => `the flow needs "${field}"`,
  lookupDocumentNotFlow: () =>
    'this file is a lookup document (it has "lookups" and no "nodes"), not a flow: a flow names it under documents (documents: { customers: customers.lookup.json }); check the document itself with switchboard inspect',
  /**
   * A table (a CSV file, a workbook) given as the flow: what it is, and how a flow reaches it.
   * @example issueMessages.tableNotFlow('a table (a CSV file)') // 'this file is a table (a CSV file), not a flow: a flow names a lookup document …'
   */
  tableNotFlow: (kind: string) =>
    `this file is ${kind}, not a flow: a flow names a lookup document under documents (documents: { customers: customers.lookup.json }), ` +
    'and that document names the table under "files"; check the table through its document with switchboard inspect DOC, or look a row up with switchboard lookup DOC',
  /** Another binary file (a PDF, a picture, an archive) given as the flow. */
  binaryNotFlow: (kind: string) => `this file is ${kind}, not a flow: a flow is a YAML or JSON text file (docs/flows.md); name the flow file`,
  callFileNotFlow: () =>
    'this file is a scripted call (it has "turns" or "expect" and no "nodes"), not a flow: replay it with switchboard replay; the flow it calls is the file its "flow" field names',
  noNodes: () => '"nodes" is empty; a flow needs at least one node, e.g. nodes: { bye: { kind: end, text: Goodbye. } }',
  invalidNodeId: (node: string) => node.trim() === ''
    ? 'a node id may not be empty; name the node with letters, digits, "_" or "-"'
    : `node id "${node}" may not contain "." or "#"; use letters, digits, "_" or "-"`,
  unknownNodeKind: (node: string, kind: string, known: readonly string[]) => {
    const ours = ourKindName(kind, known);
    const hint = ours === undefined ? meant(kind, known) : ` (did you mean "${ours}"? what other platforms call ${article(kind)} "${kind}" step is ${article(ours)} "${ours}" node here)`;
    return `node "${node}" has kind "${kind}"${hint}; use one of: ${known.join(', ')}`;
  },
  kindNotText: (node: string, written: string, known: readonly string[]) =>
    `node "${node}" has a kind that is ${written}, not a word; write one kind as text, one of: ${known.join(', ')}`,
  invalidVariableName: (node: string, field: string, name: string) =>
    `node "${node}" stores into ${JSON.stringify(name)} ("${field}"), which no template can read: a variable name starts with a letter or "_" ` +
    'and holds letters, digits, "_", "-" or inner spaces, with no dots, e.g. caller_name',
  ignoreNotAList: (node: string) =>
    `node "${node}" has an "ignore" that is not a list of warning codes; write e.g. ignore: [maybe_unset_variable]`,
  unknownIssueCode: (node: string, code: string, known: readonly string[], ignorable: readonly string[]) =>
    `node "${node}" ignores "${code}", which is no issue code${meant(code, known)}; a node may ignore these warnings: ${ignorable.join(', ')}`,
  ignoreError: (node: string, code: string) =>
    `node "${node}" ignores "${code}", which is an error, not a warning: an error keeps the flow from running and cannot be ignored; ` +
    'fix it instead (docs/flows.md gives each code with its fix), and remove it from "ignore"',
  ignoreDocumentWarning: (node: string, code: string) =>
    `node "${node}" ignores "${code}", a warning about a lookup document, never about a node: fix it in the document ` +
    '(switchboard inspect DOC shows it), and remove it from "ignore"',
  ignoreUnusedIgnore: (node: string) =>
    `node "${node}" ignores "unused_ignore", the warning about its own "ignore" list: remove the entry that silences nothing instead`,
  unusedIgnore: (node: string, code: string) =>
    `node "${node}" ignores ${code}, but there is no ${code} warning at this node; ` +
    `remove it from "ignore", so that a ${code} warning that comes with a later change is seen`,
  setValuesNotMapping: (node: string) =>
    `node "${node}" (set) has "values" that are not a mapping; write each variable and its value, e.g. values: { tries: "1", greeting_name: "{{customer.Full Name}}" }`,
  setValuesEmpty: (node: string) =>
    `node "${node}" (set) has no values, so it sets nothing; name a variable and its value, e.g. values: { tries: "1" }, or remove the node`,
  setValueNotText: (node: string, name: string, empty: boolean) =>
    `node "${node}" (set) gives "${name}" ${empty ? 'no value' : 'a value that is not text'}; a value is text (a template), e.g. ${name}: "{{caller_name}}"` +
    (empty ? `, or "" to empty it` : ''),
  blankMatch: (node: string, index: number) =>
    `node "${node}" has a "cases[${index}].match" word or phrase with no letter, digit or key (* or #) in it, which no answer can match; list the words or phrases, e.g. match: [yes, sure]`,
  /** `close`: the node `target` is a slip of, when the caller has looked it up already (`closestChoice`). */
  unknownTarget: (node: string, field: string, target: string, known: readonly string[], close = closestChoice(target, known)) =>
    `node "${node}" sends "${field}" to "${target}", which is not a node${close === undefined ? '' : ` (did you mean "${close}"?)`}; nodes are: ${names(known)}`,
  blankTarget: (node: string, field: string, known: readonly string[]) =>
    `node "${node}" has "${field}" empty, so a call there would have nowhere to go; name the node to go to (${field}: <node>); nodes are: ${names(known)}`,
  blankStart: (known: readonly string[]) =>
    `"start" is empty; name the node a call starts at, or leave "start" out to start at the first node; nodes are: ${names(known)}`,
  unknownStart: (target: string, known: readonly string[]) =>
    `"start" names "${target}", which is not a node${meant(target, known)}; nodes are: ${names(known)}`,
  /**
   * An outcome of the other lookup directive on a lookup node's `on`, with this directive's outcomes and the fix:
   * `counterpart` is the outcome it stands for (`null`: none, remove it), `written` the target already under it.
   * @example issueMessages.otherLookupsOutcome('who', '#caller_lookup', 'confident', 'hi', 'found', undefined, 'client')
   * // 'node "who" on has no field "confident": "confident" is an outcome of a #lookup, … write found: hi in place of confident: hi'
   */
  otherLookupsOutcome: (
    node: string, directive: '#lookup' | '#caller_lookup', outcome: string, target: unknown,
    counterpart: string | null, written: unknown, into: string,
  ) => {
    const other = directive === '#lookup' ? '#caller_lookup' : '#lookup';
    const own = directive === '#lookup'
      ? 'confident (one row matched), ambiguous (several might), not_found or error'
      : 'found (the client database knew the number), not_found or error';
    const shown = typeof target === 'string' ? target : '<node>';
    const fix = counterpart === null
      ? `remove it: several clients on one number are found, as a list (branch on ${into}.length)`
      : written !== undefined
        ? `remove it: on.${counterpart} already names "${typeof written === 'string' ? written : String(written)}"`
        : `write ${counterpart}: ${shown} in place of ${outcome}: ${shown}`;
    return `node "${node}" on has no field "${outcome}": "${outcome}" is an outcome of a ${other}, and a ${directive} ends in ${own}; ${fix}`;
  },
  missingOutcomeEdge: (node: string, outcome: string, directive = '#lookup') =>
    `${directive} node "${node}" has no "${outcome}" edge; add on.${outcome}: <node> so every outcome has somewhere to go`,
  unknownDocument: (node: string, document: string, known: readonly string[]) =>
    `node "${node}" attaches document "${document}", which the flow does not declare under "documents"` +
    (known.length === 0 ? '' : meant(document, known) === '' ? ` (declared: ${names(known)})` : `${meant(document, known)}; declared: ${names(known)}`),
  documentError: (name: string, detail: string) => `document "${name}" cannot be used: ${detail}`,
  /** A document path that is two links naming each other: the system's ELOOP, in words. */
  documentLinkLoop: (written: string) => `${written} ${LINK_LOOP.replace(/^it /, '')}; ` +
    'point the link at the lookup document itself (ls -l shows where it leads); a path under "documents" is relative to the flow file',
  documentMissing: (written: string, absolute: string, close: string | undefined) =>
    `there is no file ${written} (${absolute})${close === undefined ? '' : `; did you mean "${close}"?`}` +
    (close !== undefined && close.toLowerCase() === written.toLowerCase() ? ' (the names differ by case alone, which tells files apart here: write the name as the file has it)' : '') +
    `; a path under "documents" is relative to the flow file` +
    (written.includes('\\') ? `, with / between folders (a \\ is part of a file name here): write ${written.replaceAll('\\', '/')}` : ''),
  documentPathBlank: (name: string) =>
    `"documents.${name}" is empty; give the path of a lookup document, relative to the flow file (${name}: ${name}.lookup.json)`,
  documentIsOtherFile: (written: string, kind: 'flow' | 'call') => kind === 'flow'
    ? `${written} is a flow (it has "nodes" and no "lookups"), not a lookup document: name a lookup document here, the file with "files" and "lookups" (customers.lookup.json)`
    : `${written} is a scripted call (it has "turns" or "expect" and no "lookups"), not a lookup document: name a lookup document here, the file with "files" and "lookups" (customers.lookup.json)`,
  /** A problem of a declared document, named by the file the flow writes (its author opens that file, not the flow) and the place in it. */
  documentProblemAt: (file: string, path: string, detail: string) => `${file}${path === '' ? '' : ` at ${path}`}: ${detail}`,
  documentWarning: (name: string, code: string, file: string, path: string, detail: string) =>
    `document "${name}" ${code} in ${issueMessages.documentProblemAt(file, path, detail)}`,
  unknownTool: (node: string, tool: string, known: readonly string[]) =>
    `node "${node}" calls tool "${tool}", which no document of the flow defines${meant(tool, known)}` +
    (known.length > 0 ? `; tools are: ${names(known)}` : '; declare the lookup document under "documents"'),
  toolOfBrokenDocument: (node: string, tool: string, documents: readonly string[], known: readonly string[]) =>
    `node "${node}" calls tool "${tool}", which no document of the flow offers as it stands: ` +
    `${documents.length === 1 ? 'document' : 'documents'} ${quoted(documents)} ` +
    `${documents.length === 1 ? 'has' : 'have'} errors (document_error), and a lookup with an error is left out of the tools; ` +
    `fix them (switchboard inspect shows them), then validate again` +
    (known.length > 0 ? `; tools offered now: ${names(known)}` : ''),
  duplicateTool: (tool: string, documents: readonly string[]) =>
    `tool "${tool}" is defined by more than one document (${names(documents)}); rename one of them`,
  toolNamedAsBuiltIn: (tool: string, document: string) =>
    `document "${document}" defines a tool "${tool}", the name of the built-in caller-lookup tool that every conversation node offers ` +
    `while caller_lookup has a url: the model would be sent two tools of that name, and its calls would go to the caller lookup, never to the document; ` +
    `give the lookup another tool_name (e.g. "${tool}_record")`,
  unknownParameter: (node: string, tool: string, param: string, known: readonly string[]) =>
    `node "${node}" passes "${param}" to ${tool}${meant(param, known)}, which takes: ${known.join(', ')}`,
  /**
   * A `#lookup` storing its row in a variable its own arguments read, which the row (or nothing) then replaces.
   * @example issueMessages.intoReplacesArgument('find', 'name', 'full_name') // 'node "find" stores its row in "name", which its #lookup reads …'
   */
  intoReplacesArgument: (node: string, into: string, param: string) =>
    `node "${node}" stores its row in "${into}", which its #lookup reads (${param}={{${into}}}): the lookup replaces the value it looked up by ` +
    `with the row it finds, or with nothing when it is not confident, so a retry or a later lookup by {{${into}}} gets nothing; ` +
    'store the row under another name (into: customer)',
  literalNamesVariable: (node: string, tool: string, param: string, variable: string) =>
    `node "${node}" passes ${tool} the text "${variable}" as "${param}": a bare word is text, not a variable, and the flow stores a variable "${variable}"; ` +
    `to pass its value write ${param}={{${variable}}} (to mean the text, quote it: ${param}='${variable}')`,
  /**
   * A `#lookup` argument whose quoted value holds a template (`city="{{caller_city}}"`): inside quotes it is text.
   * @example issueMessages.quotedTemplate('find', 'city', '{{caller_city}}', 'caller_city')
   */
  quotedTemplate: (node: string, param: string, value: string, alone: string | undefined) =>
    `node "${node}" passes "${param}" the text ${JSON.stringify(value)}: inside quotes {{…}} is not a template, so every call would look up those very characters; ` +
    (alone === undefined
      ? `a value is one {{template}} or one text and the two cannot be joined: store the whole text in a set node (${param}_text: ${JSON.stringify(value)}) and pass ${param}={{${param}_text}}`
      : `to pass the variable write ${param}={{${alone}}}, without quotes`) +
    '; if the braces are meant as text, add ignore: [quoted_template] to the node',
  reservedParameter: (node: string, tool: string, param: string, renamed: string, known: readonly string[], document: string | undefined) =>
    `node "${node}" passes "${param}" to ${tool}, which takes: ${known.join(', ')}; "${param}" is a name no tool parameter may take (it would clash with a ` +
    `tool call's own fields), so ${document === undefined ? 'the lookup document' : `document "${document}"`} names that parameter "${renamed}" (docs/lookup-documents.md, "Parameter names"): ` +
    `write ${renamed}= in place of ${param}=, or give the lookup a distinctive param_name, such as customer_name, and pass that`,
  /**
   * A `#lookup` value with no parameter name, and the parameter it most likely stands for (none when all are passed).
   * @example issueMessages.unnamedArgument('find', 'lookup_customer', '"Kaitlyn"', 'full_name', ['full_name', 'city'])
   */
  unnamedArgument: (node: string, tool: string, value: string, param: string | undefined, known: readonly string[]) =>
    `node "${node}": Unexpected \`${value}\`: a value needs the name of the parameter it is for, written \`param=value\`` +
    (param === undefined
      ? `, and ${tool} takes no other parameter (${known.join(', ')}): remove it`
      : `: write \`${param}=${value}\` (${tool} takes: ${known.join(', ')})`),
  missingRequiredParameter: (node: string, tool: string, param: string) =>
    `node "${node}" calls ${tool} without its required parameter "${param}"`,
  notALookupDirective: (node: string) =>
    `lookup node "${node}" has no #lookup directive in its text; write e.g. "#lookup lookup_customer full_name={{caller_name}}"`,
  /**
   * A lookup node whose `#lookup` follows other text on its line: by rule 1 that is text, not a directive.
   * @example issueMessages.directiveAfterText('find', 'lookup', 'Find the caller:')
   */
  directiveAfterText: (node: string, name: string, before: string) =>
    `lookup node "${node}" has no #${name} directive in its text: this #${name} follows "${before}" on its line, so it is text; ` +
    `a directive must start its own line: put "${before}" on a line of its own (or leave it out) and #${name} on the next`,
  directiveIssue: (node: string, message: string) => `node "${node}": ${message}`,
  /**
   * What stands for the issues of one code at one node (or one place) past the first `listed` (see `listedIssues`).
   * @example issueMessages.moreOfKind('node "find"', 'colon_for_equals', 7980, 20)
   */
  moreOfKind: (subject: string, code: string, more: number, listed: number) =>
    `${subject} has ${more} more ${code} ${more === 1 ? 'issue' : 'issues'} from here on, not listed one by one (the first ${listed} are above): ` +
    'fix those, most likely one mistake repeated, and validate again',
  callerLookupNotConfigured: (node: string) =>
    `node "${node}" runs #caller_lookup, but the flow has no caller_lookup block with a url; add caller_lookup: { url: https://…, auth_env: TOKEN_VARIABLE }`,
  unknownCallerLookupSource: (node: string, source: string) =>
    `node "${node}" asks caller lookup source "${source}", but a flow has one caller_lookup block; write just #caller_lookup`,
  unknownResultColumn: (node: string, reference: string, column: string, tools: readonly string[], hint: string) =>
    `node "${node}" reads "${reference}", but the rows of ${quoted(tools)} have no column "${column}" (it would be said as nothing)${hint}; ` +
    'a lookup document\'s return_columns decide which columns a row has',
  branchOnRecord: (node: string, variable: string, what: string, fix: string) =>
    `branch node "${node}" compares "${variable}", ${what}, which matches no case: every call would take "otherwise"; branch on ${fix}`,
  branchOnCopiedRecord: (node: string, variable: string, copies: readonly { nodes: readonly string[]; source: string; what: string; fix: string }[]) => {
    const copied = copies.map((copy) => `${copy.nodes.length === 1 ? 'node' : 'nodes'} ${quoted(copy.nodes)} ` +
      `${copy.nodes.length === 1 ? 'copies' : 'copy'} {{${copy.source}}} (${copy.what})`).join(' and ');
    return `branch node "${node}" compares "${variable}", but ${copied} into it, and a copied record is its values one after another: ` +
      `a case's word found in any of them (a name, a city) is a match; branch on ${copies.map((copy) => copy.fix).join(', or ')}, ` +
      `or copy that one field in the set node (ignore: [${ISSUE.branchOnCopiedRecord}] if any field is meant)`;
  },
  shadowedPhrase: (node: string, phrase: string, index: number, earlier: string, earlierIndex: number, earlierNext: string) =>
    `branch node "${node}": cases[${index}]'s "${phrase}" holds cases[${earlierIndex}]'s "${earlier}", and cases are tried in order, ` +
    `so a caller saying "${phrase}" takes cases[${earlierIndex}] (to "${earlierNext}"), never this one; put this case before cases[${earlierIndex}]`,
  /**
   * A branch case's phrase holding a template (`match: ["{{expected}}"]`), compared as the words written, never as a value.
   * @example issueMessages.templateInMatch('route', 0, '{{expected}}', 'expected', 'expected')
   */
  templateInMatch: (node: string, index: number, phrase: string, compared: string, named: string | undefined) =>
    `branch node "${node}": cases[${index}]'s match ${JSON.stringify(phrase)} holds a template, but a case's match is fixed text, never a variable's value: ` +
    `it is compared with its braces dropped, as the words "${compared}", so only an answer holding them takes this case` +
    '; to go by a value the call sets, branch on the variable that holds it' +
    (named === undefined ? '' : ` (variable: ${named}, with the values it may hold as cases)`) +
    ', or, to check the caller\'s answer against values in a table, look it up with a #lookup node and branch on its outcome',
  /** A phrase a branch compares as it does an earlier case's (the same words, a number and its words): shadowed_phrase. */
  samePhrase: (node: string, phrase: string, index: number, earlier: string, earlierIndex: number, earlierNext: string) =>
    `branch node "${node}": cases[${index}]'s "${phrase}" is cases[${earlierIndex}]'s "${earlier}" as a branch compares them (a number said in words ` +
    `is its digits, ${/[*#]/.test(phrase + earlier) ? "a key's name said is the key, " : ''}case and punctuation aside), and cases are tried in order, so a caller saying "${phrase}" takes cases[${earlierIndex}] ` +
    `(to "${earlierNext}"), never this one; keep the phrase in one case only`,
  /** `branch`: the reference is a branch's `variable`, which names the variable without braces. */
  fieldOfText: (node: string, reference: string, variable: string, storers: readonly string[], branch = false) =>
    `node "${node}" reads "${reference}", but ${variable} holds text (${names(storers)}), which has no fields: ` +
    (branch ? `the branch would compare nothing; write variable: ${variable}` : `it would be said as nothing; write {{${variable}}}`),
  fieldOfCopiedRecord: (node: string, reference: string, variable: string, others: readonly string[], copies: readonly CopiedRecord[]) => {
    const nodes = (list: readonly string[]) => `${list.length === 1 ? 'node' : 'nodes'} ${quoted(list)}`;
    const copied = copies.map((copy, index) => `${index === 0 ? '' : 'and '}${nodes(copy.nodes)} ${copy.nodes.length === 1 ? 'copies' : 'copy'} {{${copy.source}}} (${copy.what})`).join(' ');
    const missing = [...new Set(copies.flatMap((copy) => copy.missing ? [`the rows of ${quoted(copy.missing.tools)} have no column "${copy.missing.column}"${copy.missing.hint}`] : []))];
    const reads = copies.map((copy) => copy.read ?? `${copy.source}.COLUMN`);
    // The variable to copy the field into: `copy.City` → copy_city.
    const field = (copies.find((copy) => copy.read !== undefined)?.read ?? reference).split('.').at(-1)?.trim() ?? '';
    const name = `${variable}_${field.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'field'}`;
    const fixes = copies.map((copy, index) => `${name}: "{{${reads[index] ?? ''}}}" in ${nodes(copy.nodes)}`);
    return `node "${node}" reads "${reference}", but ${variable} holds text, not a record: ${copied}${others.length > 0 ? ` (it is also ${names(others)})` : ''}, ` +
      'and a set node stores the text a value renders to (a row becomes its values one after another), which has no fields: it would be said as nothing' +
      (missing.length > 0 ? ` (and ${missing.join('; ')})` : '') +
      (copies.length === 1 ? `; read {{${reads[0] ?? ''}}} instead, or copy the field where the record is copied: ${fixes[0] ?? ''}` : `; copy the field where each record is copied: ${fixes.join(', ')}`) +
      (copies.some((copy) => copy.read === undefined) ? ', COLUMN being a column the rows have' : '');
  },
  unknownHeardArgument: (node: string, reference: string, param: string, tools: readonly string[], hint: string) =>
    `node "${node}" reads "${reference}", but no #lookup storing it passes an argument "${param}" to ${quoted(tools)} (it would be said as nothing)${hint}; ` +
    'the _heard variable holds one entry per argument of the directive',
  unknownVariable: (node: string, name: string, known: readonly string[]) =>
    `node "${node}" reads "${name}", which no node of the flow stores${meant(name, known)}` +
    (known.length > 0 ? `; variables are: ${names(known)}, and call.*` : '; only call.* is set (call.caller, call.called, call.id, call.started_at)'),
  bracedBranchVariable: (node: string, written: string, name: string) =>
    `branch node "${node}" has variable: ${written}, but a branch names its variable without braces (it reads the variable, it does not fill a template); write variable: ${name}`,
  formattedBranchVariable: (node: string, written: string, name: string, format: string) =>
    `branch node "${node}" has variable: ${written}, but a branch compares the value as the variable holds it, and a formatter ` +
    `(| ${format}) changes only how a value is said; write variable: ${name}`,
  unknownCurrency: (written: string, close: string | undefined) =>
    `formats.currency is "${written}", which is no ISO 4217 currency code${close === undefined ? '' : ` (did you mean "${close}"?)`}; write the code of the flow's amounts, e.g. currency: USD, EUR or GBP`,
  unsupportedLocale: (written: string, close: string | undefined, supported: readonly string[]) =>
    `formats.locale is "${written}", which is no locale a flow speaks in${close === undefined ? '' : ` (did you mean "${close}"?)`}: ` +
    `values are said in English words ("and 20 pence", "plus 4 4"), as one of ${supported.join(', ')} says them; ` +
    'write one of those (e.g. locale: en-GB), or leave locale out',
  unknownDateOrder: (written: string) =>
    `formats.numeric_dates is "${written}"; write month_first (03/05/2026 is March 5) or day_first (03/05/2026 is May 3), as the flow's tables write their dates`,
  unknownFormatter: (node: string, template: string, format: string, known: readonly string[], otherName: string | undefined) =>
    (format === '' ? `node "${node}" says {{${template}}}, with no formatter after its \`|\`` : `node "${node}" says {{${template}}}, but "${format}" is no formatter`) +
    (otherName !== undefined ? ` (did you mean "${otherName}"? what other voice platforms call "${format}" is "${otherName}" here)` : meant(format, known)) +
    `; a template's value is said by one of: ${known.join(', ')} (\`{{customer.Account ID | digits}}\`), or written without a \`|\``,
  formatterNotSaid: (node: string, template: string, reference: string, field: string) =>
    `node "${node}" has {{${template}}} in "${field}", which is dialled, not said, so a formatter there would change the destination; write {{${reference}}}`,
  currencyNotSet: (node: string, template: string) =>
    `node "${node}" says {{${template}}}, but the flow names no currency for \`| money\` to say amounts in, and an amount is never said in a currency guessed; ` +
    'add a formats block at the top of the flow, e.g. formats: { currency: USD } (an ISO 4217 code)',
  reservedVariable: (node: string, name: string) =>
    `node "${node}" stores into "${name}", which is reserved for the call context; choose another name`,
  emptyTransferDestination: (node: string) =>
    `transfer node "${node}" has an empty "to", so the call would be handed to nobody; write the number or queue, e.g. to: "+15551234567" or to: front-desk`,
  maybeUnsetVariable: (node: string, field: string, variable: string, path: readonly string[], setters: readonly string[], holds: 'row' | 'candidates' | undefined, consequence: UnsetConsequence) =>
    `node "${node}" reads "${variable}" in "${field}", but ` +
    (holds === 'row' ? `"${variable}" holds no row on the way ${shownPath(path)} (a #lookup stores its row only when confident, a #caller_lookup only when found)`
      : holds === 'candidates' ? `"${variable}" holds no candidates on the way ${shownPath(path)} (a #lookup stores candidates only when ambiguous, none otherwise)`
        : `"${variable}" has no value on the way ${shownPath(path)} (it is set by ${quoted(setters)})`) +
    `: ${UNSET_CONSEQUENCES[consequence]}. Set "${variable}" on every way to "${node}", or send that way to a node of its own` +
    (consequence === 'transfer' ? ' (a transfer with a fixed number or queue)' : ''),
  /** `node` undefined: a field of the flow itself (`start: 1e3`). */
  unquotedNumber: (node: string | undefined, field: string, written: string, read: number | boolean) => {
    const quoted = JSON.stringify(written);
    // A list entry (`cases[0].match[1]`) is quoted where it stands; a field is shown with its name.
    // (The fix names the key as it is written, `confident: "1e3"` inside `on: { … }`, not the path `on.confident`.)
    const key = field.slice(field.lastIndexOf('.') + 1);
    const [said, fix] = field.endsWith(']') ? [`${written} in ${field}`, quoted] : [`${field}: ${written}`, `${key}: ${quoted}`];
    return `${node === undefined ? 'the flow' : `node "${node}"`} has ${said}, which is read as the number ${String(read)}, not the text ${quoted}; write it in quotes, ${fix} ` +
      '(unquoted, digits are kept as written, a leading + or 0 included)';
  },
  unreachableNode: (node: string, start: string) =>
    `node "${node}" can never be reached from "${start}"; no edge of a node the call reaches leads to it: send one there (a next, a case or an outcome), or remove the node`,
  deadEnd: (node: string, kind: string) =>
    `node "${node}" (${kind}) leads nowhere; give it "${kind === 'branch' ? 'otherwise' : 'next'}" or make it an end or transfer node`,
  emptyMatch: (node: string, index: number) =>
    `node "${node}" has an empty "cases[${index}].match", which no answer can match; list the words or phrases, e.g. match: [yes, sure]`,
  /**
   * Nodes a call reaches with no way on to an end or transfer node, a collect among them (see `validateWayToEnd`).
   * @example issueMessages.noWayToEnd(['ask', 'chat'])
   */
  noWayToEnd: (nodes: readonly string[]) =>
    `${nodes.length === 1 ? `node "${nodes[0]}" has` : `nodes ${quoted(nodes)} have`} no way on to an end or transfer node, so a call that reaches ` +
    `${nodes.length === 1 ? 'it' : 'them'} goes on until the caller hangs up; give one an edge to an end or transfer node (a branch case for "goodbye", say), ` +
    `or, if the caller is meant to end the call, add ignore: [no_way_to_end] to node "${nodes[0]}"`,
  /** @example issueMessages.triesNotMapping('menu') // 'node "menu" has "tries" that is not a mapping: …' */
  triesNotMapping: (node: string) =>
    `node "${node}" has "tries" that is not a mapping: write how often it asks and where the call goes after, ` +
    `tries: { max: 2, again: "Sorry, I didn't catch that.", then: front_desk }`,
  /** @example issueMessages.triesFieldMissing('menu', 'then') */
  triesFieldMissing: (node: string, field: 'max' | 'then') =>
    `node "${node}" has "tries" without "${field}": ` + (field === 'max'
      ? 'write the most times it asks in a call, the first time included (max: 2 asks once more)'
      : 'name the node the call goes to once it has asked max times (then: front_desk)'),
  /** @example issueMessages.triesMaxInvalid('menu', '0', 10) */
  triesMaxInvalid: (node: string, written: string, most: number) =>
    `node "${node}" has tries.max ${written}, which is not a whole number from 1 to ${most}: write the most times it asks in a call, ` +
    'the first time included (max: 2 asks once more, then goes to "then")',
  /** @example issueMessages.triesThenNotANode('menu') */
  triesThenNotANode: (node: string) =>
    `node "${node}" has tries.then that is not a node's name: name the node the call goes to once it has asked max times (then: front_desk)`,
  /** @example issueMessages.triesAgainNotText('menu') */
  triesAgainNotText: (node: string) =>
    `node "${node}" has tries.again that is not text: write what it says when it asks again (again: "Sorry, I didn't catch that. …"), or leave it out to say its text again`,
  /**
   * A per-visit collect whose way back after an answer not understood goes through a node that speaks.
   * @example issueMessages.triesRestartOnRetry('ask', ['find [not_found]', 'sorry'], 'sorry')
   */
  triesRestartOnRetry: (node: string, way: readonly string[], speaker: string) =>
    `node "${node}" counts its tries per visit, but the way back to it after an answer not understood (${way.join(' → ')}) goes through "${speaker}", ` +
    'which speaks to the caller and so starts a new visit each time: its tries never run out and the caller is asked for as long as they answer; ' +
    `say what "${speaker}" says in tries.again and send that way straight back, or count per call (per: call)`,
  /** @example issueMessages.triesPerInvalid('menu', 'turn') */
  triesPerInvalid: (node: string, written: string) =>
    `node "${node}" has tries.per ${written}: write per: call (the default: every ask in the call counts) ` +
    'or per: visit (counted afresh once the caller is asked at another node)',
  /** @example issueMessages.triesSilenceInvalid('menu', 'repeat') */
  triesSilenceInvalid: (node: string, written: string) =>
    `node "${node}" has tries.silence ${written}: write silence: again (a turn with no words asks again at once, counted as a try) ` +
    'or silence: next (it is stored and the call goes on to "next" like any answer, the default)',
  /**
   * A loop that never waits for the caller once a node's tries are used: its `then` leads back to it.
   * @example issueMessages.triesThenLoops('menu', ['menu', 'sorry'])
   */
  triesThenLoops: (node: string, nodes: readonly string[]) =>
    `node "${node}" sends the call on to tries.then once it has asked max times, and ` +
    (nodes.length === 0 ? 'tries.then is the node itself' : `from there ${nodes.length === 1 ? `node "${nodes[0]}" leads` : `nodes ${quoted(nodes)} lead`} back to it`) +
    ' without waiting for the caller, so a call there would loop forever; send tries.then to a transfer or end node, or to a collect that asks something else',
  endlessLoop: (nodes: readonly string[]) =>
    (nodes.length === 1
      ? `node "${nodes[0]}" leads only back to itself and never waits for the caller`
      : `nodes ${quoted(nodes)} lead only to each other and never wait for the caller`) +
    ', so a call there would loop forever; send one edge to a collect, end or transfer node',
};

/** Error codes of failures while a call runs or a call is restored. */
export const ERROR = {
  notListening: 'call_not_listening',
  invalidTurn: 'invalid_turn',
  invalidKeys: 'invalid_keys',
  invalidCallContext: 'invalid_call_context',
  lookupFailed: 'lookup_failed',
  lookupTimeout: 'lookup_timeout',
  unknownTool: 'lookup_unknown_tool',
  modelFailed: 'model_failed',
  modelHttp: 'model_http_error',
  modelUnreachable: 'model_unreachable',
  modelTimeout: 'model_timeout',
  modelConnectionDropped: 'model_connection_dropped',
  modelConfigInvalid: 'model_config_invalid',
  modelResponse: 'model_bad_response',
  modelResponseTooLarge: 'model_response_too_large',
  modelNotConfigured: 'model_not_configured',
  scriptExhausted: 'model_script_exhausted',
  toolRoundsExceeded: 'tool_rounds_exceeded',
  toolCallsExceeded: 'tool_calls_exceeded',
  toolArgumentsInvalid: 'tool_arguments_invalid',
  snapshotInvalid: 'snapshot_invalid',
  snapshotFlowMismatch: 'snapshot_flow_mismatch',
  snapshotUnreadable: 'snapshot_unreadable',
  snapshotWriteFailed: 'snapshot_write_failed',
  callCrashed: 'call_crashed',
  callerLookupFailed: 'caller_lookup_failed',
  endlessLoop: 'endless_loop',
  transferDestinationEmpty: 'transfer_destination_empty',
  /** A flow handed to startCall or restoreCall with an edge left out or naming no node: the call is not started. */
  flowInvalid: 'flow_invalid',
  /** Not a failure: the call goes on, the model's reply said up to a sentence end (`reply_too_long` on its say event). */
  replyTooLong: 'reply_too_long',
  valueTooLong: 'value_too_long',
  /** Not a failure: a value a template's formatter could not read is said as written (`unformatted` on its event). */
  valueNotFormatted: 'value_not_formatted',
  valueBlank: 'value_blank',
} as const;
export type FlowErrorCode = (typeof ERROR)[keyof typeof ERROR];

/** What is said of a file or stream read whole that holds more than Switchboard reads of one (`readWithin.ts`). */
export const readMessages = {
  /**
   * @example readMessages.tooLarge(2147483648, 67108864, 'the flow file')
   * // 'it is 2,147,483,648 bytes, more than the 64 MiB read of the flow file: it is most likely another file …'
   */
  tooLarge: (size: number | undefined, limit: number, what: string) =>
    `${size === undefined ? 'it gave more than' : `it is ${size.toLocaleString('en-US')} bytes, more than`} the ${mebibytes(limit)} read of ${what}` +
    `${size === undefined ? ' (reading stopped there)' : ''}: it is most likely another file (a device, a log, a data export); give ${what} itself`,
  /**
   * @example readMessages.lineTooLong(67108864, "standard input (the caller's lines)")
   * // "standard input (the caller's lines) has a line of more than 64 MiB (reading stopped there): …"
   */
  lineTooLong: (limit: number, what: string) =>
    `${what} has a line of more than ${mebibytes(limit)} (reading stopped there): it is most likely not text (a device, a data export); pipe lines of text`,
};

function mebibytes(bytes: number): string {
  return `${Number((bytes / (1024 * 1024)).toFixed(2))} MiB`;
}

export const errorMessages = {
  flowEdgeMissing: (node: string, kind: string, field: string, target: string | undefined) =>
    `the flow cannot be run: node "${node}" (${kind}) has ${target === undefined ? `no "${field}"` : `"${field}": ${JSON.stringify(target)}, which is no node of the flow`}, ` +
    'so a call reaching it would have nowhere to go; the call was not started. Start calls on a flow loadFlow returned ' +
    '(it reports every such problem at its place in the file, as switchboard validate does), or give the node that edge',
  flowStartMissing: (start: string) =>
    `the flow cannot be run: "start" is ${JSON.stringify(start)}, which is no node of the flow; the call was not started. ` +
    'Start calls on a flow loadFlow returned (it reports every such problem, as switchboard validate does), or name a node',
  invalidCallContext: (field: string, shown: string) =>
    `context.${field} is ${shown}, not text: the call was not started; pass it as text, as the telephony side gave it ` +
    '(a caller ID "+15550100123" in quotes keeps its plus and leading zeros, which a number loses)',
  invalidTurn: (shown: string) =>
    `hear() was given ${shown}, not the caller's words as text: the turn was not heard and the call still listens; ` +
    'pass a string (a number the caller said as hear(String(value)), silence as hear("")); keys pressed on the keypad go to press("1")',
  /** @example errorMessages.invalidKeys('"1x"', 'a keypad has only the keys 0-9, *, # and A-D') */
  invalidKeys: (shown: string, problem: string) =>
    `press() was given ${shown}, which is not keys pressed on a keypad: ${problem}; the turn was not heard and the call still listens`,
  notListening: (status: string) => `the call is not waiting for the caller (status: ${status}); only send speech while it is listening`,
  lookupFailed: (node: string, tool: string, detail: string) => `lookup ${tool} at node "${node}" failed: ${detail}`,
  /** A lookup provider threw something that names no cause: `undefined`, `null`, an Error without a message. */
  providerSaidNothing: (thrown: string) =>
    `its provider threw ${thrown}, which says nothing of what went wrong: have the provider throw an Error whose message names the cause (the database or service, and what it answered)`,
  /** A lookup provider's error message past the cap: its start, and how much was left out. */
  providerFailureCut: (start: string, more: number) => `${start}… (${more.toLocaleString('en-US')} more characters of the provider's message not kept)`,
  lookupTimeout: (tool: string, timeoutMs: number) =>
    `no answer within ${timeoutMs} ms from the provider of ${tool}: the database or service behind it is slow or stuck ` +
    '(a document the matcher loaded answers at once); check it, or give it longer with lookupTimeoutMs where the call is started',
  /** A model's tool call whose document answered with no lookup result: the model reads it. */
  toolLookupFailed: (tool: string, detail: string) => `lookup ${tool} failed: ${detail}`,
  /** A lookup document (any LookupProvider given to the call) answered with something that is no lookup result. */
  noLookupResult: (answered: string) =>
    `the document answered ${answered}, which is no lookup result (confident with its row, ambiguous with its candidates' rows, or not_found)`,
  /** A lookup answer with more candidates than a lookup document may give. */
  tooManyCandidates: (count: number, most: number) =>
    `the document answered ${count.toLocaleString('en-US')} candidates, more than the ${most} a lookup answers at most ` +
    `(a lookup document's max_candidates is at most ${most}), which no caller can be read and the call would keep in its log: ` +
    `have the provider answer its best ${most} or fewer, or not_found`,
  /** A lookup answer whose rows hold more text than a call keeps. */
  lookupAnswerTooLarge: (characters: number, most: number, rows: number, field: string, longest: number) =>
    `the document answered ${rows === 1 ? 'a row' : `${rows} rows`} holding ${characters.toLocaleString('en-US')} characters of text, ` +
    `more than the ${most.toLocaleString('en-US')} a call keeps in its log and snapshot and a model reads ` +
    `(the longest, "${field}", holds ${longest.toLocaleString('en-US')}): have the provider return only the columns the flow uses, ` +
    `or shorten them`,
  /** A lookup answer whose row holds a value JSON cannot hold: the call's log and snapshot are JSON. */
  nonJsonField: (which: string, field: string, holds: string) =>
    `the document answered ${which} with "${field}" holding ${holds}, which a call cannot keep in its log and snapshot ` +
    '(plain JSON, to be stored and resumed): have the provider answer text, numbers, true/false or null ' +
    '(a Date as date.toISOString(), a bigint as String(value))',
  unknownTool: (tool: string) => `no attached document provides tool "${tool}"; pass its document in startCall({ documents })`,
  /** Said to the model, in a tool's result, when it calls a tool it was not offered. */
  toolNotAvailable: (tool: string, available: readonly string[]) =>
    `there is no tool ${toolNameAsSent(tool)} here, so nothing was looked up; ` +
    (available.length === 0 ? 'no tools are available here: answer without one' : `the tools you may use are: ${names(available)}`),
  modelFailed: (node: string, detail: string) => `the model failed at node "${node}": ${detail}`,
  /** A ChatModel that gave no reply within the call's time for one request. */
  modelNoReply: (node: string, ms: number) =>
    `the model at node "${node}" gave no reply within ${ms} ms, so the caller was not kept waiting longer: ` +
    `have the ChatModel answer or fail within that time, or give it longer with modelTimeoutMs where the call is started`,
  /** A ChatModel that threw a value saying nothing of what went wrong. */
  modelSaidNothing: (thrown: string) =>
    `the ChatModel threw ${thrown}, which says nothing of what went wrong: have its complete() throw an Error whose message names the cause`,
  /** `firstStatus`: the request was asked twice, the first answer failing so; `notWaitedSeconds`: a Retry-After past the request's time. */
  modelHttp: (url: string, status: number, body: string, asked: { firstStatus?: number; notWaitedSeconds?: number; timeoutMs?: number } = {}) =>
    `chat completions request to ${url} failed with HTTP ${status}` +
    (asked.firstStatus !== undefined ? ` (asked twice: the first answer was HTTP ${asked.firstStatus})` : '') +
    (asked.notWaitedSeconds !== undefined
      ? ` (it asks to be asked again in ${asked.notWaitedSeconds} seconds, past the ${asked.timeoutMs ?? 0} ms the request may take)`
      : '') +
    `: ${body.slice(0, 300)}`,
  modelRedirected: (url: string, status: number, target: string) =>
    `chat completions request to ${url} was redirected (HTTP ${status}) to ${target}; redirects are not followed ` +
    '(the request would go elsewhere without its key, or turn into a GET): set the base URL (SWITCHBOARD_MODEL_BASE_URL) to where it redirects',
  modelUnreachable: (url: string, detail: string) => `cannot connect to the model at ${url}: ${detail}`,
  modelTimeout: (url: string, ms: number, answering: boolean) =>
    `the model at ${url} ${answering ? 'started answering but did not finish' : 'did not answer'} within ${ms} ms; ` +
    'raise SWITCHBOARD_MODEL_TIMEOUT_MS (or timeoutMs) if it is just slow',
  modelConnectionDropped: (url: string, detail: string, beforeAnswering = false) =>
    beforeAnswering
      ? `the model at ${url} closed the connection before answering (it was reached and the request sent; ` +
        `the server may have crashed on the request, or a proxy cut it): ${detail}` +
        (url.startsWith('http:') ? '; if the server serves https on this port, write https:// in the base URL (SWITCHBOARD_MODEL_BASE_URL)' : '')
      : `the connection to the model at ${url} dropped while its answer was being read: ${detail}`,
  modelBaseUrlInvalid: (setting: string, url: string | null) =>
    `${setting}${url === null ? '' : ` "${url}"`} is not an absolute http:// or https:// URL; write it whole, e.g. https://api.openai.com/v1`,
  modelBaseUrlPortBlocked: (setting: string, port: number) =>
    `${setting} uses port ${port}, which fetch refuses to connect to (the Fetch standard blocks it as another protocol's port); serve the model on another port, e.g. 8080`,
  modelBaseUrlSecret: (setting: string) =>
    `${setting} carries a user name or password; put the key in SWITCHBOARD_MODEL_API_KEY (apiKey) instead, where it is sent as a bearer token`,
  modelOptionInvalid: (option: string, value: string, expected: string) =>
    `OpenAIChatModel's ${option} must be ${expected}, not ${JSON.stringify(value)}`,
  modelTimeoutInvalid: (variable: string, value: string) =>
    `${variable} must be a whole number of milliseconds from 1 to 2147483647, not "${value}"`,
  modelResponse: (detail: string) => `the model answered in an unexpected shape: ${detail}`,
  modelStreamed: () =>
    'the server streamed its answer (server-sent events), which is not read: a call needs the whole reply at once; ' +
    'remove "stream": true from extraBody, or set the server not to stream',
  modelReplyUnusable: (detail: string) => `the model's reply cannot be said to the caller: ${detail}`,
  modelResponseTooLarge: (url: string, limit: number) =>
    `the model at ${url} answered with more than ${limit} bytes; reading stopped there. A chat completion is far smaller: ` +
    "check that the base URL is a chat-completions endpoint (or raise OpenAIChatModel's maxResponseBytes)",
  modelNotConfigured: () =>
    'this flow needs a model, and none is set: set SWITCHBOARD_MODEL_BASE_URL (or OPENAI_BASE_URL) to an OpenAI-compatible endpoint, ' +
    'or SWITCHBOARD_MODEL_API_KEY (or OPENAI_API_KEY) to use https://api.openai.com/v1, or both; SWITCHBOARD_MODEL picks the model ' +
    '(gpt-4o-mini unless set). In code, pass startCall({ model })',
  modelAnsweredError: (detail: string) => `the model answered HTTP 200 with an error in place of a chat completion: ${detail.slice(0, 300)}`,
  scriptExhausted: (count: number) => `the scripted model has no reply left (it had ${count}); add replies to the script`,
  toolRoundsExceeded: (node: string, rounds: number) =>
    `the model at node "${node}" kept calling tools after ${rounds} rounds; raise max_tool_rounds or fix the prompt`,
  /** Said to the model, in the result of a tool call past the most one reply may run. */
  toolCallsExceeded: (tool: string, position: number, count: number, most: number) =>
    `this call to ${tool} did not run: it is call ${position} of the ${count} in your reply, and only the first ${most} ` +
    `tool calls of one reply are run (each keeps the caller waiting); read the results of those, then call again ` +
    `for what you still need, at most ${most} at a time, the most needed first`,
  /** Said to the model, in a tool's result: what it sent, and the call to make instead. */
  toolArgumentsInvalid: (tool: string, problem: string, sent: string, parameters: readonly { name: string; required: boolean }[]) =>
    `the arguments of this call to ${tool} could not be read: ${problem} (${JSON.stringify(sent)}), so the tool did not run; ` +
    `call ${tool} again with its arguments as one JSON object` +
    (parameters.length === 0
      ? ', {}'
      : ` of text values, e.g. ${JSON.stringify(Object.fromEntries(parameters.filter((parameter) => parameter.required).map((parameter) => [parameter.name, '…'])))}; ` +
        `its parameters: ${parameters.map((parameter) => `${parameter.name}${parameter.required ? ' (required)' : ''}`).join(', ')}`),
  /** A ChatModel of the API user's own answered with no reply the runtime can read. */
  ownModelReplyInvalid: (problem: string) =>
    `the model's reply cannot be read: ${problem}; a ChatModel must answer { kind: "text", text } or ` +
    `{ kind: "tool_calls", calls: [{ id, name, arguments }] } (fix the ChatModel's complete())`,
  snapshotInvalid: (detail: string) => `this is not a call snapshot: ${detail}`,
  snapshotFlowMismatch: (file: string, takenOn: string | null) =>
    takenOn !== null && takenOn !== file
      ? `the snapshot was taken on ${takenOn}, whose text differs from ${file}; resume it with the flow it was taken on`
      : `the snapshot was taken on a different version of ${file}; resume it with the flow it was taken on`,
  /** A saved call whose waiting node is no longer in the flow. */
  snapshotNodeGone: (file: string, takenOn: string | null, node: string) =>
    takenOn !== null && takenOn !== file
      // Another file: most often another flow named by mistake, not the saved one edited.
      ? `the call was saved on ${takenOn} waiting at node ${JSON.stringify(node)}, which ${file}, another flow file, does not have, ` +
        `so it cannot go on from there; resume it with ${takenOn}, or start the call anew`
      : `the call was saved${savedFrom(file, takenOn)} waiting at node ${JSON.stringify(node)}, which ${file} no longer has, so it cannot go on from there; ` +
        `resume it with the flow as it was saved, or start the call anew`,
  /** A saved call whose waiting node, or a node it can go on to, changed: each named, then the fix. */
  /** `named`: how many nearest nodes a snapshot of a big flow named (0: it named every node ahead). */
  snapshotChangedAhead: (file: string, takenOn: string | null, node: string, changes: { changed: string[]; added: string[]; gone: string[] }, named = 0) =>
    `the call was saved${savedFrom(file, takenOn)} waiting at node ${JSON.stringify(node)}, and ${file} has changed there since: ` +
    [
      ...(changes.changed.length > 0 ? [`${changes.changed.length === 1 ? 'node' : 'nodes'} ${namesListed(changes.changed)} changed`] : []),
      ...(changes.added.length > 0 ? [`${namesListed(changes.added)} ${changes.added.length === 1 ? 'is' : 'are'} new on its way on`] : []),
      ...(changes.gone.length > 0 ? [`${namesListed(changes.gone)} no longer ${changes.gone.length === 1 ? 'follows' : 'follow'} it`] : []),
      ...(named > 0 && changes.changed.length + changes.gone.length === 0
        ? [`a node further on than the ${named.toLocaleString('en-US')} nearest (which the snapshot names) changed, is new or no longer follows it`] : []),
    ].join(', ') +
    `. A saved call resumes while the node it waits at and every node it can go on to are as they were (comments, ` +
    `formatting and the nodes before it may change); resume it with the flow as it was saved, or start the call anew`,
  /**
   * A saved call whose flow now says its values otherwise (`formats`, the caller lookup's region).
   * @example errorMessages.snapshotSpeakingChanged('flow.yaml', 'flow.yaml', 'ask', ['formats.currency was "USD", now "EUR"'])
   */
  snapshotSpeakingChanged: (file: string, takenOn: string | null, node: string, changes: readonly string[]) =>
    `the call was saved${savedFrom(file, takenOn)} waiting at node ${JSON.stringify(node)}, and ${file} now says its values otherwise: ${changes.join(', ')}. ` +
    'A saved call resumes on the settings it was saved with, so that an amount or a date is said one way through the call; ' +
    'resume it with the flow as it was saved, or start the call anew',
  snapshotUnreadable: (file: string, detail: string) => `cannot read the call snapshot ${file}: ${detail}`,
  snapshotFileInvalid: (file: string, detail: string) => `cannot resume from ${file}: ${detail}`,
  snapshotWriteFailed: (file: string, detail: string) => `cannot write the call snapshot to ${file}: ${detail}`,
  /** Why a snapshot file cannot be read or written, in words (the detail of the two above). */
  snapshotFileProblem: (problem: 'missing' | 'folder' | 'denied' | 'not_snapshot' | 'full', doing: 'read' | 'write') => {
    if (problem === 'folder') return 'it is a folder; name a file';
    if (problem === 'full') return 'the disk it goes to is full (ENOSPC); free some space, or save elsewhere';
    if (problem === 'not_snapshot') return 'the file is there and holds something other than a saved call (a flow, a call file, a document?), which saving would overwrite; name a new file, or one a run saved with --save';
    if (problem === 'denied') return `permission denied; ${doing === 'read' ? 'make the file readable' : 'save where you may write'}`;
    return doing === 'read' ? 'there is no such file; give the path a run saved with --save' : 'its folder does not exist; create it, or save elsewhere';
  },
  callCrashed: (detail: string) => `the call stopped unexpectedly: ${detail}`,
  replyTooLong: (node: string, length: number, limit: number, said: number, setBy: 'node' | 'call' | 'default' = 'default') =>
    `the model's reply at node "${node}" was ${length} characters, more than the ${limit} a caller is read: the caller heard ` +
    `its first ${said} (up to a sentence end) and the rest was dropped; ask for a shorter answer in the instructions of node "${node}" ` +
    '(e.g. "answer in two sentences"), or ' +
    (setBy === 'node' ? `raise max_reply_chars on node "${node}"`
      : setBy === 'call' ? 'raise maxReplyChars where the call is started (it caps every node; a node\'s max_reply_chars cannot exceed it)'
      : `raise maxReplyChars where the call is started, or set max_reply_chars on node "${node}"`),
  valueTooLong: (node: string, reference: string, length: number, limit: number, said: number, others: number) =>
    `{{${reference}}} at node "${node}" held ${length} characters, more than the ${limit} of one value a caller is read: the caller heard ` +
    `its first ${said} (up to a sentence end or a word) and the rest was dropped${others > 0 ? ` (and ${others} more value${others === 1 ? '' : 's'} of the text were cut the same)` : ''}; ` +
    `the variable keeps it whole. Where the value may be this long (a caller's turn said back, a record's long field), say words of your own rather than {{${reference}}}`,
  valueNotFormatted: (node: string, template: string, value: string, reads: string, leftOut: boolean) =>
    `{{${template}}} at node "${node}" held ${JSON.stringify(value)}, which is not ${reads}, so the caller heard ${leftOut ? 'nothing for it' : 'it as written'}; ` +
    'check the value where it comes from (the record\'s column, what the caller was asked), or say it without the formatter',
  valueBlank: (node: string, template: string, reference: string) =>
    `{{${template}}} at node "${node}" was blank (a record's empty cell, an answer not given), so the caller heard nothing where it stands; ` +
    `give the record a value, or branch on ${reference} first and say words of your own when it is blank`,
  callerLookupNotConfigured: () => 'the flow has no caller_lookup block with a url, so the caller cannot be looked up',
  endlessLoop: (node: string, steps: number) =>
    `the call went through ${steps} nodes without the caller speaking and was stopped at node "${node}": ` +
    'a loop in the flow kept going round without reaching a collect (a lookup retrying itself, a branch whose answer never changes, ' +
    'a conversation leading back to itself); give the loop a collect, or a way out it will take',
  tooLongWithoutCaller: (node: string, steps: number) =>
    `the call went through ${steps} nodes without the caller speaking and was stopped at node "${node}": ` +
    `no node came twice, so this is no loop but a way through the flow longer than a call may go without the caller (${steps} nodes); ` +
    'put a collect on it, or join its say nodes into fewer',
  transferDestinationEmpty: (node: string, to: string, unset: readonly string[], blank: readonly string[] = []) => {
    const why = [
      ...(unset.length > 0 ? [`${quoted(unset)} had no value on the way there`] : []),
      ...(blank.length > 0 ? [`${quoted(blank)} ${blank.length === 1 ? 'was' : 'were'} set, but blank (the caller said nothing, or a set node's value came out empty)`] : []),
    ];
    const fixes = [
      ...(unset.length > 0 ? ['set those variables on every path to the node'] : []),
      ...(blank.length > 0 ? ['check the answer before the transfer (a branch whose cases take the answers you accept, and whose otherwise asks again or goes to a fixed queue)'] : []),
      'write a fixed number or queue',
    ];
    return `transfer node "${node}" has nowhere to send the call: its "to" (${JSON.stringify(to)}) came out empty` +
      (why.length > 0 ? ` because ${why.join(', and ')}` : '') +
      `; the call ends as failed rather than transferring to nobody. ${fixes.join(', or ').replace(/^./, (first) => first.toUpperCase())}`;
  },
  /** Why `switchboard run` refuses a flow, after its issues (a load problem, not a runtime error: no code of ERROR). */
  flowInvalid: (file: string, count: number) => `${file} has ${count === 1 ? '1 problem; fix it' : `${count} problems; fix them`} and run again`,
};

/** The longest tool name model APIs accept; a longer one the model sent is cut there when read back to it. */
const LONGEST_TOOL_NAME = 64;

/** A tool name the model sent, quoted: cut at the longest a model API allows, with its length, so it is not read back whole. */
function toolNameAsSent(tool: string): string {
  return tool.length <= LONGEST_TOOL_NAME
    ? `"${tool}"`
    : `"${tool.slice(0, LONGEST_TOOL_NAME)}…" (a name of ${tool.length} characters; tool names have at most ${LONGEST_TOOL_NAME})`;
}

/** ` from OTHER` when the snapshot names another flow file than the one resuming it. */
function savedFrom(file: string, takenOn: string | null): string {
  return takenOn !== null && takenOn !== file ? ` on ${takenOn}` : '';
}

/** Node names quoted, the first 20 of them and a count of the rest. */
function namesListed(names: readonly string[], most = 20): string {
  const listed = names.slice(0, most).map((name) => JSON.stringify(name)).join(', ');
  return names.length > most ? `${listed} and ${names.length - most} more` : listed;
}
