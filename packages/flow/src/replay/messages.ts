// Every text the replay tools print about a call file or a call, kept together so tests can import them.
import { cappedList } from '@switchboard/matcher';
import { ERROR, LISTED_NAMES } from '../messages.js';

/** Problems in a call file, by code; `{name}` placeholders are filled by `issueMessage`. */
export const CALL_FILE_ISSUES = {
  unreadable_file: 'cannot read the call file: {reason}',
  malformed_yaml: 'the call file is not valid YAML: {reason}',
  not_utf8: 'the call file is not UTF-8 text: {byte}, so its caller lines and expected texts would hold a replacement mark there, ' +
    'which no caller says and no flow text matches; {fix}',
  not_a_mapping: 'a call file is a YAML mapping with at least `flow`, `turns` and `expect`{calls}',
  not_a_call_file: 'this file is a flow (it has `nodes` and no `flow` or `turns`), not a scripted call: replay takes call files (*.call.yaml) whose `flow` names the flow; check a flow with `switchboard validate`, or talk to it with `switchboard run`',
  unknown_field: 'unknown field "{field}"{meant}; expected one of: {expected}',
  missing_field: 'missing required field "{field}"',
  wrong_type: '"{field}" must be {expected}',
  empty_expectations: '`expect` checks nothing{why}; give at least one of: {expected}',
  empty_model_reply: 'this model reply says nothing and asks for no tool, so it answers no request; give it `say:` (what the model answers) or `tool_calls:` (the tools it asks for), or remove it',
  unknown_outcome: 'unknown lookup outcome "{value}"{meant}; expected one of: {expected}',
  not_a_lookup_node: 'node "{node}" is a {kind} node, which looks nothing up: `expect.lookups` names lookup nodes of flow {flow} ({lookups})',
  not_a_conversation_node: 'node "{node}" is a {kind} node, which never asks the model: `model[].node` names conversation nodes of flow {flow} ({conversations}); ' +
    'the reply would be taken by the next conversation node that asks, and the call fail there',
  unknown_status: 'unknown call status "{value}"{meant}; expected one of: {expected}',
  flow_not_found: 'flow file "{flow}" does not exist (resolved to {resolved}){hint}; `flow` is a path relative to the call file{slashes}',
  flow_link_loop: 'flow file "{flow}" leads back to itself through symbolic links ({chain}), so there is no flow to read; ' +
    'point the link at the flow file (ln -sfn PATH-OF-THE-FLOW {resolved}), or write the flow\'s own path in `flow`',
  flow_invalid: 'flow "{flow}" has problems, fix them first (`switchboard validate {flowPath}`): {problems}',
  unknown_node: 'node "{node}" is not in flow {flow}{suggestion}',
  unknown_variable: 'variable "{variable}" is never set by flow {flow}{suggestion}',
  unknown_tool: 'no lookup document of flow {flow} defines tool "{tool}"{suggestion}',
  impossible_path: 'no call of flow {flow} can do this: {why}',
  template_in_expectation: 'the text holds the template {template}, which the replay does not fill: the agent says what the flow filled in, ' +
    'never the template, so this check would {always}; write the words the caller should hear (the values are in replay --json\'s variables)',
  conflicting_expectations: 'no call can pass both: {why}; keep the one the call should meet',
  says_overlaps_never_says: '{never} is inside {says} as the caller hears it: the call passes both only when the agent puts punctuation ' +
    'inside it ("{example}"), which says ignores and never_says does not; if the words must never be said, remove the says, and if the ' +
    'punctuation is the point, write it in the never_says',
  unknown_argument: 'tool "{tool}" takes no argument "{argument}"{suggestion}; its parameters are: {parameters}. The scripted tool call ' +
    'would fail, and the reply after it be said all the same, as if the lookup had run',
  tool_not_offered: '{where}: add the document that defines it to {whose} `documents` (documents: [{documents}]){elsewhere}. ' +
    'The scripted tool call would fail, and the reply after it be said all the same, as if the lookup had run',
  lookup_failure_unused: '{entry} never failed a lookup: the call {called}, so the error it scripts was never raised and no error edge ' +
    'was taken for it; check that the call goes where the file expects, or remove the entry',
  model_never_asked: 'the call file scripts {count} model {replies}, but flow {flow} has no conversation node, so the model is never asked: ' +
    'remove `model` (it is ignored), or check that `flow` names the flow with the conversation node',
  model_replies_unused: '{left} of the call file\'s {total} model {replies} {was} never asked for, the first {first} ({what}): ' +
    'the flow\'s conversation nodes asked for fewer replies than the file scripts (each answers one request, in order); ' +
    'remove what is left over, or check that the call goes where the file expects',
  caller_lookup_not_configured: 'caller_lookup_server needs a flow with a caller_lookup block (url, auth_env), but flow {flow} has none',
  no_call_files: 'no call files (*.call.yaml, *.call.yml) under {path}',
  misnamed_call_file: '{file} holds a scripted call (flow, and turns or expect, at its top level), but a folder is replayed by its *.call.yaml and ' +
    '*.call.yml files only, so it was never replayed: rename it {renamed} (or name it on the command line)',
  folder_unreadable: 'cannot read the folder {folder} under {path} ({reason}), so the call files in it, if any, are not replayed; ' +
    '{fix}',
  turn_split_at_comma: '{items} read as one sentence split at its comma: inside [ ], an unquoted comma ends an item, ' +
    'so the caller says {said}. To say it as one turn, quote it: turns: {joined}; if these are {count} turns, quote each to say so: turns: {apart}',
} as const;

export type CallFileIssueCode = keyof typeof CALL_FILE_ISSUES;

/** What `wrong_type` says a field must be (its `{expected}`); one text where a list belongs is shown written as a list. */
export const EXPECTED_TYPE = {
  mapping: 'a mapping',
  nonEmptyString: 'a non-empty string',
  string: 'a string',
  /** A line YAML read as `key: value` where a text belongs. */
  stringReadAsKey: (line: string) => `a string, but YAML reads ${line} as a key and its value: quote it, ${JSON.stringify(line)}`,
  /** An empty list item (`- ` or `~`): for a turn, how a caller saying nothing is written. */
  emptyItem: (turn: boolean) =>
    `a string, but the item is empty, which YAML reads as null, not text: ${turn ? 'for a turn in which the caller says nothing, write ""' : 'write the text, or remove the "-"'}`,
  ofStrings: 'a list of strings',
  /** A turn of keys pressed. */
  keys: 'keys pressed on a keypad, as text: 0-9, *, # and A-D, "#" only last (it ends the entry), e.g. { keys: "101#" }',
  notOneText: (field: string, item: string) => `a list of strings, not one text: write ${field}: [${item}], or each item on a "- " line of its own`,
  /** A list item YAML joined to the next line's, indented deeper than the "-" above it. */
  itemJoinedToNext: (line: number, value: string) =>
    `one line, but YAML joins line ${line}, indented deeper than the "-" above it, to this item (${JSON.stringify(value)}); ` +
    'line the dashes up to make it an item of its own',
  /** A blank text in `says` (found in anything said: checks nothing) or `never_says` (fails every call). */
  blankSaid: (never: boolean) => `a text with words: a blank one is found in anything the agent says, so ${never
    ? 'every call would fail on it; write what the agent must never say' : 'it checks nothing; write what the agent must say'}, or remove it`,
  httpStatus: 'an HTTP status from 200 to 599 (a 1xx is an interim status that no server answers with alone)',
  positiveWholeNumber: 'a positive whole number',
  /** A time a timer waits: Node runs a longer one at once, so a limit of a month would cut every turn off. */
  milliseconds: (max: number) => `a whole number of milliseconds from 1 to ${max} (about 24.8 days, the longest a timer can wait)`,
  modelReplies: 'a list of replies ({ node, say, tool_calls })',
  toolCalls: 'a list of { tool, args }',
  lookupFailures: 'a list of { tool, code, message, call }',
  fixtureRoutes: 'a list of { phone, status, body, delay_ms }',
  e164Phone: 'a number in E.164, as the runtime sends it (such as "+15550100456")',
  phoneRoutedTwice: (phone: string) => `a number no other route answers ("${phone}" has a route already)`,
  expectedLookups: 'a list of { node, tool, outcome }',
};

/**
 * Fills a call-file issue's message template.
 *
 * @example
 * issueMessage('missing_field', { field: 'flow' }); // 'missing required field "flow"'
 */
/**
 * What a tester writes for where a call stands, in the words of what happened to it, and the status that is: the
 * statuses name where the call stands once the turns are played, not what the caller did. Keys are the words
 * lowercased, with spaces, `_` and `-` left out.
 */
export const STATUS_WORDS: Readonly<Record<string, { status: string; why: string }>> = (() => {
  const hungUp = { status: 'waiting', why: 'a caller who hangs up leaves the call waiting: the turns ran out while the flow waited for the caller' };
  const ended = { status: 'ended', why: 'a call the flow finished at an end node is ended' };
  const transferred = { status: 'transferred', why: 'a call handed to a person or queue at a transfer node is transferred' };
  const failed = { status: 'failed', why: 'a call stopped by an error no edge takes is failed' };
  return {
    hungup: hungUp, hangup: hungUp, callerhungup: hungUp, abandoned: hungUp, disconnected: hungUp, listening: hungUp,
    completed: ended, complete: ended, finished: ended, done: ended, over: ended, closed: ended, goodbye: ended, end: ended,
    escalated: transferred, handedoff: transferred, forwarded: transferred, connected: transferred, agent: transferred,
    error: failed, errored: failed, crashed: failed,
  };
})();

/** ` (…; write status: waiting)` for a status written in the words of what happened (`hung_up`), else nothing. */
export function statusMeant(value: string): string {
  const meant = STATUS_WORDS[value.toLowerCase().replace(/[\s_-]+/g, '')];
  return meant === undefined ? '' : ` (${meant.why}; write status: ${meant.status})`;
}

/** Several calls written into one file, said by how they were written (a list of them, or YAML documents after `---`). */
export const SEVERAL_CALLS = {
  list: (count: number) => `, one call at its top level: this file is a list of ${count} calls; write each call in a *.call.yaml file of its own`,
  documents: (count: number, line: number) =>
    `it holds ${count} YAML documents, separated by --- (the second starts at line ${line}), and a call file holds one call; write each call in a *.call.yaml file of its own`,
  emptyDocument: (line: number) => `the --- at line ${line} starts a second YAML document, an empty one; remove it (a call file holds one call)`,
} as const;

export function issueMessage(code: CallFileIssueCode, values: Record<string, string>): string {
  return fill(CALL_FILE_ISSUES[code], values);
}

/** Divergences between what a call file expects and what the call did. */
export const DIVERGENCE_MESSAGES = {
  path_node: 'expected node "{expected}" as step {step} of the path, but the call went to "{actual}"{why}',
  path_short: 'expected node "{expected}" as step {step} of the path, but the call stopped at "{actual}"{why}',
  path_long: 'the path was expected to end after "{expected}", but the call went on to "{actual}"',
  visits_missing: 'expected the call to pass through "{expected}" after {after}, but it never did (path: {actual}){why}',
  lookup_outcome: 'expected lookup #{index} ({where}) to be {expected}, but it was {actual}{why}',
  lookup_node: 'expected lookup #{index} to run at node "{expected}", but it ran at "{actual}"{why}',
  lookup_tool: 'expected lookup #{index} to call tool {expected}, but it called {actual}{why}',
  lookup_missing: 'expected lookup #{index} ({where}) to be {expected}, but the call made only {count|lookup}',
  lookup_extra: 'the call made an unexpected lookup #{index} at "{actual}" ({outcome}); expected {count|lookup}',
  variable_value: 'expected variable "{name}" to be {expected} at the end of the call, but it was {actual}{why}',
  said_missing: 'expected the agent to say "{expected}", but it never did (last said: {actual}){why}',
  said_forbidden: 'the agent said "{expected}", which the call file forbids: {actual}',
  status: 'expected the call to end as {expected}, but it is {actual}{why}',
  turns_left: 'the call ended at "{node}" with {count|caller turn} never heard, starting with "{next}"{why}',
  out_of_turns: 'the flow waits for the caller at "{node}", but the call file has no more turns (add a turn or expect status: waiting){why}',
  timeout: 'node "{node}" did not finish within {ms} ms: it was waiting for {what}{hint}',
  model_node: 'model reply #{index} was written for node "{expected}", but node "{actual}" asked for it',
  runtime_error: 'the call failed at node "{node}": {reason}',
} as const;

/** The expected/actual wording of divergences that are not about a written value. */
export const DIVERGENCE_LABELS = {
  /** Why `customer.Acount ID` is unset: the row is there, without that column. */
  noSuchField: (variable: string, field: string, suggestion: string) =>
    `: "${variable}" has no "${field}"${suggestion}`,
  /** The table has the column, but the lookup's `return_columns` keep it out of the row. */
  leftOutByReturnColumns: (field: string, table: string, tool: string, document: string) =>
    `; "${field}" is a column of ${table}, but the return_columns of ${tool} (${document}) leave it out: add "${field}" to them`,
  returnColumnsDecide: '; a lookup document\'s return_columns decide which columns a row has',
  replyWithin: (ms: number) => `a reply within ${ms} ms`,
  noAnswerFrom: (what: string, ms: number) => `no answer from ${what} within ${ms} ms`,
  callerLookupOutlastsTurn: (ownMs: number) =>
    `; its own timeout (the flow's caller_lookup.timeout_ms) is ${ownMs} ms: leave the call file's timeout_ms out ` +
    '(a turn then allows for the caller lookup) or set it above that',
  neverSettles: ' (one that never settles?)',
  nothingAt: (kind: string) => `nothing: no lookup or model runs at a ${kind} node`,
  limitTooShort: '; the turn was still running its nodes when the limit came, which is too short for this machine: raise timeout_ms (or --timeout)',
  stillRunning: (ms: number) => `the turn still running after ${ms} ms`,
  callGoesOn: 'the call to go on',
  callFailed: 'the call failed',
  callEnds: 'the call to end',
  waitingForCaller: 'waiting for the caller',
  callStopped: '(call stopped)',
  endOfPath: '(end of path)',
  noLookup: '(no lookup)',
  unset: '(unset)',
  /** A variable expected as one text holds a row: the column holding that text, when one does. */
  rowNotText: (variable: string, column: string | undefined, wanted: string) =>
    `: "${variable}" holds a row, not one text; check its column` +
    (column === undefined ? ` (${variable}.COLUMN: ${wanted})` : `: ${variable}.${column}: ${wanted}`) +
    ' (or a mapping of the columns to check)',
  caseDiffers: (actual: string) => `: only the case differs (values compare as written): write ${JSON.stringify(actual)}`,
  /** Why an expected text was never said: it was in a model reply, past the cap on what a caller is read. */
  replyCut: (node: string, limit: number, code?: string) =>
    code === ERROR.valueTooLong
      ? `: it was in a value filled into the text of node "${node}", past the ${limit} characters of one value a caller is read, ` +
        `so it was dropped (${code}): expect what was said, or say less of the value there`
      : `: it was in the model's reply at node "${node}", past the ${limit} characters a caller is read, so it was dropped ` +
        '(reply_too_long): ask for a shorter answer in the node\'s instructions, or expect what was said',
  /** After a call that ended with turns left, or waits with none: the lookup that most often sent it another way. */
  lastLookupWas: (node: string, tool: string, args: Readonly<Record<string, string>> | undefined, outcome: string) =>
    `; its last lookup, "${node}" (${[tool, ...boundArguments(args)].join(', ')}), was ${outcome}`,
  /** After a `says` never met: the line said nearest to it, most often the one whose words the flow changed. */
  nearestSaid: (text: string, node: string, turn: number, last: boolean) =>
    (last ? ', the nearest line said' : `; the nearest line said was ${JSON.stringify(text)}`) +
    ` (node "${node}", turn ${turn}): if the flow's words changed on purpose, write them in the says`,
  /** Why a branch went where it did, after a path divergence at its edge. */
  branchChose: (node: string, variable: string, value: string | null, caseIndex: number | null, match: string | undefined) =>
    value === null
      ? `: branch "${node}" found no text in ${variable}, so it took "otherwise"`
      : caseIndex === null || match === undefined
        ? `: branch "${node}" found none of its cases' words in ${variable} (${JSON.stringify(value)}), so it took "otherwise"`
        : `: branch "${node}" found "${match}" in ${variable} (${JSON.stringify(value)}), so it took its case ${caseIndex + 1} (cases are tried in order)`,
  /**
   * Why a conversation node's model turn stopped, in a replay: which it was (the call file's replies ran out, or the
   * model asked for tools past `max_tool_rounds`, or another failure), with the node and the round.
   */
  modelStopped: (node: string, round: number, code: string, message: string, scriptedReplies: number) => {
    const stopped = round === 0
      ? `the model at node "${node}" stopped before its first request`
      : `the model at node "${node}" stopped at round ${round} of its turn`;
    if (code === ERROR.scriptExhausted) {
      const used = scriptedReplies === 0 ? 'it scripts none'
        : scriptedReplies === 1 ? 'its one reply was used already' : `all ${scriptedReplies} were used already`;
      return `${stopped}: the call file's model replies ran out (${used}; ${code}): add a reply for this round`;
    }
    if (code === ERROR.toolRoundsExceeded) {
      return `${stopped}: its reply asked for tools again after ${round - 1} rounds of them, the node's max_tool_rounds (${code}): ` +
        `make the reply for round ${round} a say, or raise max_tool_rounds`;
    }
    return `${stopped}: ${code}: ${message}`;
  },
  /** Said after a lookup that differs when the call file lists more or fewer lookups than the call made. */
  lookupCounts: (made: readonly string[], listed: number) =>
    `; the call made ${plural(made.length, 'lookup')} (${cappedList(made, LISTED_NAMES)}) where the call file lists ${listed}: ` +
    (made.length > listed ? 'is one left out?' : 'is one too many?'),
  /** What a lookup was given, after an outcome other than expected (nothing for one given no arguments). */
  lookedUpBy: (args: Readonly<Record<string, string>> | undefined) => {
    const bound = boundArguments(args);
    return bound.length === 0 ? '' : ` (looked up by ${bound.join(', ')})`;
  },
  /** Why a lookup took its error edge: the code the flow stored in `<into>_error`, and the provider's words. */
  lookupFailedWith: (error: { code: string; message: string } | undefined) => (error ? `: it failed with ${error.code}: ${error.message}` : ''),
  /** Why the path went where it did just after a lookup node: the lookup, what it was given, and its outcome. */
  lookupTook: (node: string, tool: string, args: Readonly<Record<string, string>> | undefined, outcome: string) => {
    const given = [tool, ...boundArguments(args)].join(', ');
    return `: lookup "${node}" (${given}) was ${outcome}, so it took its ${outcome} edge`;
  },
  scriptedFailure: (tool: string, call: number) => `scripted failure of ${tool} (call ${call}) from the call file's lookup_failures`,
} as const;

/** A lookup's arguments as a directive writes them, each value quoted: `full_name="Kaitlyn Meyers"`. */
function boundArguments(args: Readonly<Record<string, string>> | undefined): string[] {
  return Object.entries(args ?? {}).map(([name, value]) => `${name}=${JSON.stringify(value)}`);
}

export type DivergenceMessageKey = keyof typeof DIVERGENCE_MESSAGES;

/**
 * Fills a divergence's message template.
 *
 * @example
 * divergenceMessage('status', { expected: 'ended', actual: 'transferred' }); // 'expected the call to end as ended, but it is transferred'
 */
export function divergenceMessage(key: DivergenceMessageKey, values: Record<string, string | number>): string {
  // `{why}` explains a divergence when there is something to say; nothing otherwise.
  return fill(DIVERGENCE_MESSAGES[key], { why: '', ...values });
}

// `{name}` is a value; `{count|lookup}` a count with its noun, singular for one ("1 lookup", "2 lookups").
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)(?:\|([\w ]+))?\}/g, (whole, name: string, noun: string | undefined) => {
    const value = values[name];
    if (value === undefined) return whole;
    return noun === undefined ? String(value) : plural(Number(value), noun);
  });
}

/**
 * A count with its noun, singular for one.
 *
 * @example
 * plural(1, 'lookup'); // '1 lookup'
 */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
