// Plain parsed data → typed flow nodes, with an issue for every field of the wrong shape.
import { parseDirective, type DirectiveIssue } from '@switchboard/directive';
import { CALLER_LOOKUP_OUTCOMES, callerLookupNodeVariables, LOOKUP_OUTCOMES, lookupNodeVariables, type BranchCase, type FlowNode, type FlowNodeKind, type SetValue } from '../flowTypes.js';
import { counterpartOutcome, edgesReadAsMeant } from './otherLookupsOutcomes.js';
import { ourFieldName } from './otherPlatformNames.js';
import { readTries } from './readTries.js';
import type { ParseNodeText } from './directiveParses.js';
import { ISSUE, issueMessages, yamlHints } from '../messages.js';
import { phraseWords } from '../runtime/branchMatches.js';

/** An issue before it is given its line: `path` is still a list of keys. */
export interface PendingIssue {
  code: string;
  path: (string | number)[];
  message: string;
  node?: string;
  /** A warning does not stop the flow from loading; absent means an error. */
  severity?: 'warning';
  /** A place inside the text at `path` (1-based, relative to the text): directive issues. */
  within?: { line: number; column: number };
  /** The parser's issue this one reports; when it names an earlier place (`first`), the message names it in the file. */
  directive?: DirectiveIssue;
  /** How many issues of this code at this node this one stands for, not listed one by one (see `listedIssues`). */
  more?: number;
}

/** The kinds a flow file may name; a `lookup` node holding `#caller_lookup` becomes a `caller_lookup` node. */
export const NODE_KINDS: readonly FlowNodeKind[] = ['say', 'collect', 'set', 'branch', 'conversation', 'lookup', 'transfer', 'end'];

/** The fields each node kind takes (`ignore`, the warnings silenced at the node, on every kind); anything else is a typo worth reporting. */
export const NODE_FIELDS: Readonly<Record<FlowNodeKind, readonly string[]>> = {
  say: ['kind', 'text', 'next', 'ignore'],
  collect: ['kind', 'text', 'into', 'next', 'tries', 'ignore'],
  set: ['kind', 'values', 'next', 'ignore'],
  branch: ['kind', 'variable', 'cases', 'otherwise', 'ignore'],
  conversation: ['kind', 'text', 'documents', 'max_tool_rounds', 'max_reply_chars', 'next', 'error', 'ignore'],
  lookup: ['kind', 'text', 'into', 'on', 'ignore'],
  caller_lookup: ['kind', 'text', 'into', 'on', 'ignore'],
  transfer: ['kind', 'text', 'to', 'ignore'],
  end: ['kind', 'text', 'ignore'],
};
// `$schema` lets JSON flows name docs/flow.schema.json for their editor.
const FLOW_FIELDS = ['$schema', 'name', 'start', 'documents', 'caller_lookup', 'formats', 'nodes'];
export const DEFAULT_MAX_TOOL_ROUNDS = 3;
/** The most rounds of tool calls a node may allow: each is a model call the caller waits through in silence. */
export const MOST_TOOL_ROUNDS = 20;
/** The most characters a node may let a model reply run to: 10,000 is some ten minutes of speech. */
export const MOST_REPLY_CHARS = 10_000;
export const DEFAULT_LOOKUP_VARIABLE = 'match';
/** Names the runtime fills itself; a flow may not store into them. */
export const RESERVED_VARIABLES: readonly string[] = ['call'];
/** A name a template can read back (`{{caller_name}}`): the first segment of a template name, by the directive rules. */
export const VARIABLE_NAME = /^[\p{L}_](?:[\p{L}\p{N}_ -]*[\p{L}\p{N}_-])?$/u;

export interface FlowShape {
  name?: string;
  start?: string;
  documents: Record<string, string>;
  /** The `caller_lookup` block as written; checked by the caller-lookup validator. */
  callerLookup?: unknown;
  /** The `formats` block as written; checked by `readFormats`. */
  formats?: unknown;
  nodes: Record<string, FlowNode>;
  /** Node ids in file order. */
  order: string[];
  /** Each node's `ignore` list as written: the warning codes silenced at that node, with their place in the list. */
  ignores: Record<string, { code: string; index: number }[]>;
  /** Edges written with an empty or blank target (`next: ""`), as `edgeKey(node, field)`: told apart from edges left out. */
  blankEdges: Set<string>;
  /**
   * Variables a node that could not be read (an unknown kind) would store, read from its `into` and `values` as
   * written: a misspelt kind is one issue, not also an unknown variable wherever what the node stores is read.
   */
  storedByUnread: Set<string>;
}

/** The key of a node's edge field in `FlowShape.blankEdges`: `edgeKey('ask', ['cases', 0, 'next'])`. */
export const edgeKey = (node: string, field: readonly (string | number)[]): string => `${node}\u0000${field.join('.')}`;

/** A node's edge fields written as text but blank: `next: ""`, `on: { confident: " " }`, `cases: [{ next: "" }]`. */
function blankEdgeFields(fields: Fields): (string | number)[][] {
  const blank = (value: unknown): boolean => typeof value === 'string' && value.trim() === '';
  const found: (string | number)[][] = [];
  for (const field of ['next', 'error', 'otherwise']) if (blank(fields[field])) found.push([field]);
  if (isFields(fields.on)) for (const [outcome, target] of Object.entries(fields.on)) if (blank(target)) found.push(['on', outcome]);
  if (isFields(fields.tries) && blank(fields.tries.then)) found.push(['tries', 'then']);
  if (Array.isArray(fields.cases)) {
    fields.cases.forEach((entry: unknown, index) => {
      if (isFields(entry) && blank(entry.next)) found.push(['cases', index, 'next']);
    });
  }
  return found;
}

type Fields = Record<string, unknown>;

/**
 * A node's fields with each one named as on another platform (`prompt`, `goto`) also read under our name when the node
 * lacks it: the unknown field is still an error, said with the name to write, but `into`, `next`, the graph's edges and
 * what reaches the next node are not reported missing after it.
 *
 * @example
 * withOurFieldNames({ kind: 'collect', prompt: 'Name?', goto: 'bye' }); // { kind: 'collect', prompt: 'Name?', goto: 'bye', text: 'Name?', next: 'bye' }
 */
function withOurFieldNames(fields: Fields): Fields {
  const kind = fields.kind;
  if (typeof kind !== 'string' || !(NODE_KINDS as readonly string[]).includes(kind)) return fields;
  const known = NODE_FIELDS[kind as FlowNodeKind];
  const read: Fields = { ...fields };
  for (const [field, value] of Object.entries(fields)) {
    const ours = known.includes(field) ? undefined : ourFieldName(field, known);
    if (ours !== undefined && !(ours in read)) read[ours] = value;
  }
  return read;
}

/**
 * The variables a node's fields name for storing, whatever its kind: `into` (with what a lookup or caller lookup
 * stores beside it) and the names under `values`.
 *
 * @example
 * storedAsWritten({ kind: 'colect', into: 'caller_name' }); // ['caller_name', 'caller_name_candidates', …]
 */
function storedAsWritten(fields: unknown): string[] {
  if (!isFields(fields)) return [];
  const into = typeof fields.into === 'string' && fields.into.trim() !== '' ? fields.into : undefined;
  return [
    ...(into === undefined ? [] : [...lookupNodeVariables(into), ...callerLookupNodeVariables(into)]),
    ...(isFields(fields.values) ? Object.keys(fields.values) : []),
  ];
}

/** Every field some node kind takes. */
const ANY_NODE_FIELD = new Set(Object.values(NODE_FIELDS).flat());

/**
 * Fields written at their node's indentation (`  a:` then `  kind: say`): YAML reads an empty node `a` and "nodes"
 * named like fields. Each empty node followed by such entries (named as a field, and not a node with a `kind`), and
 * the entries read as nodes.
 *
 * @example
 * fieldsBesideTheirNode({ a: null, kind: 'say', text: 'Hi', b: { kind: 'end' } }).byNode.get('a'); // ['kind', 'text']
 */
function fieldsBesideTheirNode(nodes: Fields): { byNode: Map<string, string[]>; misplaced: Set<string> } {
  const byNode = new Map<string, string[]>();
  const misplaced = new Set<string>();
  let empty: string[] | undefined;
  for (const [id, value] of Object.entries(nodes)) {
    const looksLikeField = ANY_NODE_FIELD.has(id) && !(isFields(value) && 'kind' in value);
    if (empty !== undefined && looksLikeField) {
      empty.push(id);
      misplaced.add(id);
      continue;
    }
    empty = value === null ? [] : undefined;
    if (empty !== undefined) byNode.set(id, empty);
  }
  for (const [id, fields] of byNode) if (fields.length === 0) byNode.delete(id);
  return { byNode, misplaced };
}

/**
 * Keys written `field:value` with no space after the colon (`{ kind:say, … }`), which YAML reads as one text with no
 * value, when `field` is a node's field: the key, and the field and value meant.
 *
 * @example
 * gluedFields({ 'kind:say': null, text: 'Hi' }); // [{ key: 'kind:say', field: 'kind', value: 'say' }]
 */
function gluedFields(fields: Fields): { key: string; field: string; value: string }[] {
  return Object.entries(fields).flatMap(([key, value]) => {
    const glued = /^([a-z_]+):(\S.*)$/.exec(key);
    return value === null && glued?.[1] !== undefined && glued[2] !== undefined && ANY_NODE_FIELD.has(glued[1])
      ? [{ key, field: glued[1], value: glued[2] }]
      : [];
  });
}

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The text of an unquoted scalar as written in the file (`0123`), when the file is at hand. */
export type PlainText = (path: readonly (string | number)[]) => string | undefined;

/** What YAML read as a comment where the value at `path` belongs (`text: #lookup t`), when the file is at hand. */
export type CommentedOut = (path: readonly (string | number)[]) => string | undefined;
/** The line of a `- ` YAML joined to the list item at `path` (indented deeper than its dash), when the file is at hand. */
export type JoinedItem = (path: readonly (string | number)[]) => number | undefined;

/** Digits, with a leading `+` allowed: a number YAML reads from this is kept as written (`+14155550100`, `0123`). */
const DIGITS_AS_WRITTEN = /^\+?[0-9]+$/;

/**
 * A number or boolean YAML read where text belongs, as the text the author wrote: digits (and a leading `+`) as
 * written, so `to: 0123` keeps its zero and `to: +14155550100` its plus; a number YAML reads back as written
 * (`1.5`, `-5`) as it is; a boolean as written. A number YAML changed (`1e5` read as 100000, `1.50` as 1.5, `0x1F`
 * as 31) is null, for the caller to report: the author should say which text they meant, by quoting it.
 *
 * @example
 * numberAsText(123, '0123'); // '0123'
 * numberAsText(100000, '1e5'); // null
 */
export function numberAsText(value: number | boolean, written: string | undefined): string | null {
  if (typeof value === 'boolean') return written ?? String(value);
  if (written === undefined) return Number.isSafeInteger(value) && value >= 0 ? String(value) : null;
  return DIGITS_AS_WRITTEN.test(written) || String(value) === written ? written : null;
}

/**
 * Reads the flow's top level and nodes, collecting every shape problem. `plainText` gives what an unquoted value
 * looked like in the file, so a number where text belongs keeps the digits written (`to: 0123`).
 *
 * @example
 * readFlowNodes({ nodes: { bye: { kind: 'end' } } }).shape.nodes.bye; // { kind: 'end', id: 'bye' }
 */
export function readFlowNodes(
  data: unknown,
  plainText: PlainText = () => undefined,
  commentedOut: CommentedOut = () => undefined,
  joinedItem: JoinedItem = () => undefined,
  parse: ParseNodeText = parseDirective,
): { shape: FlowShape; issues: PendingIssue[] } {
  const issues: PendingIssue[] = [];
  const shape: FlowShape = { documents: {}, nodes: {}, order: [], ignores: {}, blankEdges: new Set(), storedByUnread: new Set() };
  // An empty file (or one of comments only) reads as nothing: say it is empty, not that it is no mapping.
  if (data === null || data === undefined) {
    issues.push({ code: ISSUE.missingField, path: [], message: issueMessages.emptyFlow() });
    return { shape, issues };
  }
  if (!isFields(data)) {
    issues.push({ code: ISSUE.invalidField, path: [], message: issueMessages.notAnObject('the flow file', 'nodes: { greet: { kind: say, text: Hello., next: bye }, bye: { kind: end } }') });
    return { shape, issues };
  }

  for (const field of Object.keys(data)) {
    if (!FLOW_FIELDS.includes(field)) issues.push({ code: ISSUE.unknownField, path: [field], message: issueMessages.unknownField('the flow', field, FLOW_FIELDS) });
  }
  if (data.name !== undefined) {
    if (typeof data.name === 'string') shape.name = data.name;
    else issues.push({ code: ISSUE.invalidField, path: ['name'], message: issueMessages.notAString('name') });
  }
  if (data.start !== undefined) {
    // `start: 100` names node `100:` as a node's `next: 100` does: the digits as written. One YAML changes (`start:
    // 1e3`, read as 1000) is unquoted_number, as in a node, and the name as written is checked as the start.
    if (typeof data.start === 'number' || typeof data.start === 'boolean') {
      const written = plainText(['start']);
      const text = numberAsText(data.start, written);
      if (text === null) issues.push({ code: ISSUE.unquotedNumber, path: ['start'], within: { line: 1, column: 1 }, message: issueMessages.unquotedNumber(undefined, 'start', written ?? String(data.start), data.start) });
      shape.start = text ?? written ?? String(data.start);
    } else if (typeof data.start === 'string') shape.start = data.start;
    else issues.push({ code: ISSUE.invalidField, path: ['start'], message: issueMessages.notAString('start') });
  }

  if (data.caller_lookup !== undefined) shape.callerLookup = data.caller_lookup;
  if (data.formats !== undefined) shape.formats = data.formats;
  if (data.documents !== undefined) {
    if (!isFields(data.documents)) {
      issues.push({ code: ISSUE.invalidField, path: ['documents'], message: issueMessages.notAnObject('"documents"', 'documents: { customers: customers.lookup.json }, a name for each lookup document and its path') });
    } else {
      for (const [name, file] of Object.entries(data.documents)) {
        // An empty path would resolve to the flow's own folder, "not a regular file": said as empty (and not loaded).
        if (typeof file === 'string' && file.trim() === '') issues.push({ code: ISSUE.invalidField, path: ['documents', name], message: issueMessages.documentPathBlank(name) });
        if (typeof file === 'string') shape.documents[name] = file;
        else issues.push({ code: ISSUE.invalidField, path: ['documents', name], message: issueMessages.notAString(`documents.${name}`) });
      }
    }
  }

  if (data.nodes === undefined) {
    issues.push({ code: ISSUE.missingField, path: ['nodes'], message: issueMessages.missingTopField('nodes') });
  } else if (!isFields(data.nodes)) {
    issues.push({ code: ISSUE.invalidField, path: ['nodes'], message: issueMessages.notAnObject('"nodes"', 'nodes: { greet: { kind: say, text: Hello., next: bye }, bye: { kind: end } }, each node under its name') });
  } else if (Object.keys(data.nodes).length === 0) {
    issues.push({ code: ISSUE.missingField, path: ['nodes'], message: issueMessages.noNodes() });
  } else {
    const beside = fieldsBesideTheirNode(data.nodes);
    for (const [id, fields] of Object.entries(data.nodes)) {
      if (beside.misplaced.has(id)) continue;
      const besideIt = beside.byNode.get(id);
      if (besideIt !== undefined) {
        issues.push({ code: ISSUE.invalidField, path: ['nodes', id], node: id, message: issueMessages.fieldsBesideNode(id, besideIt) });
        shape.order.push(id);
        continue;
      }
      // Ids become state names, where "." separates levels and "#" starts a reference.
      // (A blank id is reported and left out: no edge can name it, and the graph checks would only echo it.)
      if (id.trim() === '') {
        issues.push({ code: ISSUE.invalidField, path: ['nodes', id], node: id, message: issueMessages.invalidNodeId(id) });
        continue;
      }
      if (/[.#]/.test(id)) issues.push({ code: ISSUE.invalidField, path: ['nodes', id], node: id, message: issueMessages.invalidNodeId(id) });
      shape.order.push(id);
      const node = readNode(id, fields, issues, plainText, commentedOut, joinedItem, parse);
      if (node) shape.nodes[id] = node;
      else for (const name of storedAsWritten(fields)) shape.storedByUnread.add(name);
      if (node && isFields(fields)) for (const field of blankEdgeFields(withOurFieldNames(fields))) shape.blankEdges.add(edgeKey(id, field));
      const ignore = node && isFields(fields) ? readIgnore(id, fields.ignore, issues) : [];
      if (ignore.length > 0) shape.ignores[id] = ignore;
    }
  }
  return { shape, issues };
}

function readNode(
  id: string, asWritten: unknown, issues: PendingIssue[], plainText: PlainText, commentedOut: CommentedOut, joinedItem: JoinedItem, parse: ParseNodeText,
): FlowNode | undefined {
  const at = (...rest: (string | number)[]) => ['nodes', id, ...rest];
  if (!isFields(asWritten)) {
    issues.push({ code: ISSUE.invalidField, path: at(), node: id, message: issueMessages.notAnObject(`node "${id}"`, `${id}: { kind: say, text: Hello., next: bye }, its kind and fields under its name`) });
    return undefined;
  }
  // `{ kind:say }` is the key "kind:say" with no value: said once, and read as the field meant so nothing else cascades.
  const written: Fields = { ...asWritten };
  for (const { key, field, value } of gluedFields(asWritten)) {
    issues.push({ code: ISSUE.invalidField, path: at(key), node: id, message: yamlHints.noSpaceAfterColon(field, value) });
    delete written[key];
    if (!(field in written)) written[field] = value;
  }
  const fields = withOurFieldNames(written);
  const fieldText = (field: string, required: boolean): string | undefined => {
    const value = fields[field];
    if (value === undefined) {
      if (required) issues.push({ code: ISSUE.missingField, path: at(), node: id, message: issueMessages.missingField(id, field) });
      return undefined;
    }
    // Numbers and booleans in YAML (`to: 5551234`) are meant as text: the digits as written, or a clear issue.
    if (typeof value === 'number' || typeof value === 'boolean') {
      const written = plainText(at(field));
      const text = numberAsText(value, written);
      if (text === null) {
        issues.push({ code: ISSUE.unquotedNumber, path: at(field), node: id, message: issueMessages.unquotedNumber(id, field, written ?? String(value), value) });
      }
      // The name as written is what was meant (`next: 1e3` for node `1e3`): no unknown_target for "1000" as well.
      return text ?? written ?? String(value);
    }
    // `text: #lookup …` unquoted: YAML reads a comment and an empty value; say so, rather than "must be text".
    const comment = value === null ? commentedOut(at(field)) : undefined;
    if (comment !== undefined) {
      issues.push({ code: ISSUE.invalidField, path: at(field), node: id, message: issueMessages.commentedOut(field, comment) });
      return undefined;
    }
    if (typeof value !== 'string') {
      issues.push({ code: ISSUE.invalidField, path: at(field), node: id, message: issueMessages.notAString(field) });
      return undefined;
    }
    return value;
  };
  // A count from 1 to `most` (`max_tool_rounds: 5`), or undefined, with an issue when it is written but is not one.
  const count = (field: string, most: number, what: string): number | undefined => {
    const value = fields[field];
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
      issues.push({ code: ISSUE.invalidField, path: at(field), node: id, message: issueMessages.notAPositiveInteger(field) });
      return undefined;
    }
    if (value > most) {
      issues.push({ code: ISSUE.invalidField, path: at(field), node: id, within: { line: 1, column: 1 }, message: issueMessages.countTooLarge(field, plainText(at(field)) ?? String(value), most, what) });
      return undefined;
    }
    return value;
  };
  // A name a node stores into (`into`, a `set` node's `values` key): readable back as `{{name}}`, and not `call`.
  const checkVariableName = (name: string, place: (string | number)[], field: string): void => {
    if (RESERVED_VARIABLES.includes(name)) {
      issues.push({ code: ISSUE.reservedVariable, path: at(...place), node: id, message: issueMessages.reservedVariable(id, name) });
    } else if (!VARIABLE_NAME.test(name)) {
      issues.push({ code: ISSUE.invalidField, path: at(...place), node: id, message: issueMessages.invalidVariableName(id, field, name) });
    }
  };
  const variable = (field: string, fallback?: string): string | undefined => {
    const name = fieldText(field, fallback === undefined) ?? fallback;
    if (name !== undefined) checkVariableName(name, [field], field);
    return name;
  };

  const kind = fields.kind;
  if (kind === undefined) {
    issues.push({ code: ISSUE.missingField, path: at(), node: id, message: issueMessages.missingField(id, 'kind') });
    return undefined;
  }
  if (typeof kind !== 'string') {
    issues.push({ code: ISSUE.invalidField, path: at('kind'), node: id, message: issueMessages.kindNotText(id, describeValue(kind), NODE_KINDS) });
    return undefined;
  }
  if (!(NODE_KINDS as readonly string[]).includes(kind)) {
    issues.push({ code: ISSUE.unknownNodeKind, path: at('kind'), node: id, message: issueMessages.unknownNodeKind(id, String(kind), NODE_KINDS) });
    return undefined;
  }

  const known = NODE_FIELDS[kind as FlowNodeKind];
  // A lookup's `on` written by a YAML 1.1 tool (PyYAML's dump, to JSON for one) is the key `true`: YAML 1.1 reads the
  // word `on` as a boolean. Said as such, and its edges read as `on`'s so the graph checks do not cascade.
  const onAsTrue = kind === 'lookup' && fields.on === undefined && isFields(fields['true']);
  // The directive decides which outcomes a lookup node branches on.
  const callerLookup = kind === 'lookup' && typeof fields.text === 'string' && parse(fields.text).directive?.kind === 'caller_lookup';
  const outcomes: readonly string[] = callerLookup ? CALLER_LOOKUP_OUTCOMES : LOOKUP_OUTCOMES;
  // A lookup node written with `next` as the other kinds are, and no `on`: one issue with the `on` to write, and its
  // target read as an outcome's edge so the graph checks do not cascade (missing edges, nodes behind unreachable).
  const nextForOn = kind === 'lookup' && fields.on === undefined && !onAsTrue && typeof fields.next === 'string' && fields.next.trim() !== ''
    ? fields.next : undefined;
  for (const field of Object.keys(written)) {
    if (!known.includes(field)) {
      const message = onAsTrue && field === 'true'
        ? issueMessages.onReadAsTrue(id)
        : nextForOn !== undefined && field === 'next'
          ? issueMessages.nextOnLookup(id, nextForOn, outcomes)
          : field === 'next' && (kind === 'end' || kind === 'transfer')
            ? issueMessages.nextAfterCallEnds(id, kind, fields.next)
            : issueMessages.unknownField(`node "${id}" (${kind})`, field, known);
      issues.push({ code: ISSUE.unknownField, path: at(field), node: id, message });
    }
  }
  const onKey = onAsTrue ? 'true' : 'on';
  const onField = fields[onKey];
  const directive = callerLookup ? '#caller_lookup' : '#lookup';
  if (kind === 'lookup' && isFields(onField)) {
    for (const outcome of Object.keys(onField)) {
      if (outcomes.includes(outcome)) continue;
      const counterpart = counterpartOutcome(directive, outcome);
      const into = typeof fields.into === 'string' ? fields.into : DEFAULT_LOOKUP_VARIABLE;
      const message = counterpart === undefined
        ? issueMessages.unknownField(`node "${id}" on`, outcome, outcomes)
        : issueMessages.otherLookupsOutcome(id, directive, outcome, onField[outcome], counterpart, counterpart === null ? undefined : onField[counterpart], into);
      issues.push({ code: ISSUE.unknownField, path: at(onKey, outcome), node: id, message });
    }
  }

  // A missing `next` is a dead end, reported by the graph check rather than here.
  const next = fieldText('next', false) ?? '';
  let node: FlowNode | undefined;
  switch (kind as FlowNodeKind) {
    case 'say':
      node = { kind: 'say', id, text: fieldText('text', true) ?? '', next };
      break;
    case 'collect': {
      const prompt = fieldText('text', false);
      const tries = readTries(id, fields.tries, issues, plainText);
      node = { kind: 'collect', id, into: variable('into') ?? '', next, ...(prompt !== undefined ? { text: prompt } : {}), ...(tries !== undefined ? { tries } : {}) };
      break;
    }
    case 'set':
      node = { kind: 'set', id, values: readSetValues(id, fields.values, issues, plainText, checkVariableName), next };
      break;
    case 'branch':
      node = { kind: 'branch', id, variable: fieldText('variable', true) ?? '', cases: readCases(id, fields.cases, issues, plainText, commentedOut, joinedItem), otherwise: fieldText('otherwise', false) ?? '' };
      break;
    case 'conversation': {
      const documents = fields.documents ?? [];
      const names: string[] = [];
      if (!Array.isArray(documents)) {
        issues.push({ code: ISSUE.invalidField, path: at('documents'), node: id, message: issueMessages.notAList('documents') });
      } else {
        documents.forEach((name, index) => {
          if (typeof name === 'string') names.push(name);
          else issues.push({ code: ISSUE.invalidField, path: at('documents', index), node: id, message: issueMessages.notAString(`documents[${index}]`) });
        });
      }
      const maxToolRounds = count('max_tool_rounds', MOST_TOOL_ROUNDS, 'rounds of tool calls') ?? DEFAULT_MAX_TOOL_ROUNDS;
      const maxReplyChars = count('max_reply_chars', MOST_REPLY_CHARS, 'characters of a reply');
      const error = fieldText('error', false);
      node = {
        kind: 'conversation', id, text: fieldText('text', true) ?? '', documents: names, maxToolRounds,
        ...(maxReplyChars !== undefined ? { maxReplyChars } : {}), next, ...(error !== undefined ? { error } : {}),
      };
      break;
    }
    case 'lookup': {
      const on: Record<string, string> = {};
      if (fields.on !== undefined && !isFields(fields.on)) {
        issues.push({ code: ISSUE.invalidField, path: at('on'), node: id, message: issueMessages.notAnObject(`node "${id}" on`, 'on: { confident: confirm, ambiguous: ask_city, not_found: sorry, error: sorry }, a node for each outcome') });
      }
      // `next` is read as the first outcome's edge (what the author most likely meant it for); the others are left
      // out without an issue each, since the one issue gives the whole `on` to write.
      const edges = isFields(onField) ? edgesReadAsMeant(directive, onField) : nextForOn !== undefined ? { [outcomes[0] ?? '']: nextForOn } : {};
      for (const outcome of outcomes) {
        const target = edges[outcome];
        if (target === undefined && nextForOn !== undefined) continue;
        if (target === undefined) {
          issues.push({ code: ISSUE.missingOutcomeEdge, path: at(...(isFields(onField) ? [onKey] : [])), node: id, message: issueMessages.missingOutcomeEdge(id, outcome, directive) });
        } else if ((typeof target === 'number' || typeof target === 'boolean') && isFields(onField)) {
          // `confident: 400` names node `400:` by its digits, as `next: 400` does; one YAML changed is reported.
          const written = plainText(at(onKey, outcome));
          const text = numberAsText(target, written);
          if (text === null) {
            issues.push({ code: ISSUE.unquotedNumber, path: at(onKey, outcome), node: id, message: issueMessages.unquotedNumber(id, `on.${outcome}`, written ?? String(target), target) });
          }
          on[outcome] = text ?? written ?? String(target);
        } else if (typeof target !== 'string') {
          issues.push({ code: ISSUE.invalidField, path: at(onKey, outcome), node: id, message: issueMessages.notAString(`on.${outcome}`) });
        } else {
          on[outcome] = target;
        }
      }
      const text = fieldText('text', true) ?? '';
      const into = variable('into', DEFAULT_LOOKUP_VARIABLE) ?? DEFAULT_LOOKUP_VARIABLE;
      node = callerLookup
        ? { kind: 'caller_lookup', id, text, into, on: { found: on.found ?? '', not_found: on.not_found ?? '', error: on.error ?? '' } }
        : { kind: 'lookup', id, text, into, on: { confident: on.confident ?? '', ambiguous: on.ambiguous ?? '', not_found: on.not_found ?? '', error: on.error ?? '' } };
      break;
    }
    case 'transfer': {
      const said = fieldText('text', false);
      const to = fieldText('to', true);
      if (to !== undefined && to.trim() === '') {
        issues.push({ code: ISSUE.emptyTransferDestination, path: at('to'), node: id, message: issueMessages.emptyTransferDestination(id) });
      }
      node = { kind: 'transfer', id, to: to ?? '', ...(said !== undefined ? { text: said } : {}) };
      break;
    }
    case 'end': {
      const said = fieldText('text', false);
      node = { kind: 'end', id, ...(said !== undefined ? { text: said } : {}) };
      break;
    }
  }
  // A node with shape problems still counts for the graph checks, so later issues stay meaningful.
  return node;
}

/** A node's `ignore`: a list of issue codes (checked against the codes once every issue is known), with their places. */
function readIgnore(id: string, value: unknown, issues: PendingIssue[]): { code: string; index: number }[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    issues.push({ code: ISSUE.invalidField, path: ['nodes', id, 'ignore'], node: id, message: issueMessages.ignoreNotAList(id) });
    return [];
  }
  const codes: { code: string; index: number }[] = [];
  value.forEach((code: unknown, index) => {
    if (typeof code === 'string' && code.trim() !== '') codes.push({ code: code.trim(), index });
    else issues.push({ code: ISSUE.invalidField, path: ['nodes', id, 'ignore', index], node: id, message: issueMessages.ignoreNotAList(id) });
  });
  return codes;
}

/**
 * A `set` node's `values`: a mapping of variable names to templates, in the order written. A number or boolean is
 * the text written (`tries: 1`); an empty value (`tries:`), a list or a mapping is reported, as is a bad name.
 */
function readSetValues(
  id: string, value: unknown, issues: PendingIssue[], plainText: PlainText,
  checkVariableName: (name: string, place: (string | number)[], field: string) => void,
): SetValue[] {
  const at = (...rest: (string | number)[]) => ['nodes', id, 'values', ...rest];
  if (value === undefined) {
    issues.push({ code: ISSUE.missingField, path: ['nodes', id], node: id, message: issueMessages.missingField(id, 'values') });
    return [];
  }
  if (!isFields(value)) {
    issues.push({ code: ISSUE.invalidField, path: at(), node: id, message: issueMessages.setValuesNotMapping(id) });
    return [];
  }
  if (Object.keys(value).length === 0) {
    issues.push({ code: ISSUE.invalidField, path: at(), node: id, message: issueMessages.setValuesEmpty(id) });
    return [];
  }
  const values: SetValue[] = [];
  for (const [name, raw] of Object.entries(value)) {
    checkVariableName(name, ['values', name], `values.${name}`);
    if (typeof raw === 'string') {
      values.push({ name, value: raw });
    } else if (typeof raw === 'number' || typeof raw === 'boolean') {
      const written = plainText(at(name));
      const text = numberAsText(raw, written);
      if (text === null) issues.push({ code: ISSUE.unquotedNumber, path: at(name), node: id, message: issueMessages.unquotedNumber(id, `values.${name}`, written ?? String(raw), raw) });
      values.push({ name, value: text ?? String(raw) });
    } else {
      issues.push({ code: ISSUE.invalidField, path: at(name), node: id, message: issueMessages.setValueNotText(id, name, raw === null) });
    }
  }
  return values;
}

/** A one-entry mapping of plain words (`yes: please`, a phrase holding ": " unquoted) as it was written; else undefined. */
function readAsKey(value: unknown): string | undefined {
  if (!isFields(value)) return undefined;
  const pairs = Object.entries(value);
  if (pairs.length !== 1) return undefined;
  const [key, inner] = pairs[0]!;
  if (inner !== null && typeof inner !== 'string' && typeof inner !== 'number' && typeof inner !== 'boolean') return undefined;
  return inner === null ? `${key}:` : `${key}: ${String(inner)}`;
}

function readCases(id: string, value: unknown, issues: PendingIssue[], plainText: PlainText, commentedOut: CommentedOut, joinedItem: JoinedItem): BranchCase[] {
  const at = (...rest: (string | number)[]) => ['nodes', id, 'cases', ...rest];
  if (value === undefined) return [];
  // `cases: { yes: confirm, no: goodbye }` (a switch as other platforms write it): the list to write, and read as meant.
  if (isFields(value) && Object.keys(value).length > 0 && Object.values(value).every((next) => typeof next === 'string')) {
    const meant = Object.entries(value as Record<string, string>);
    issues.push({ code: ISSUE.invalidField, path: at(), node: id, message: issueMessages.casesAsMapping(meant) });
    return meant.map(([match, next]) => ({ match: [match], next }));
  }
  if (!Array.isArray(value)) {
    issues.push({ code: ISSUE.invalidField, path: at(), node: id, message: issueMessages.notAList('cases') });
    return [];
  }
  const cases: BranchCase[] = [];
  value.forEach((entry: unknown, index) => {
    if (!isFields(entry)) {
      issues.push({ code: ISSUE.invalidField, path: at(index), node: id, message: issueMessages.notAnObject(`cases[${index}]`, '{ match: yes, next: confirm }') });
      return;
    }
    // `match: #`: YAML reads the key as a comment and the match as empty; say so, with the quotes to write.
    const comment = entry.match === null ? commentedOut(at(index, 'match')) : undefined;
    if (comment !== undefined) {
      issues.push({ code: ISSUE.invalidField, path: at(index, 'match'), node: id, message: issueMessages.commentedOut(`cases[${index}].match`, comment) });
      return;
    }
    // A number is an answer too (`match: [1, one]`), read as the digits written; a number YAML changed is reported.
    const listed = Array.isArray(entry.match);
    const asWord = (word: unknown, place: (string | number)[], label: string): unknown => {
      if (typeof word !== 'number' && typeof word !== 'boolean') return word;
      const written = plainText(at(...place));
      const text = numberAsText(word, written);
      if (text === null) {
        issues.push({ code: ISSUE.unquotedNumber, path: at(...place), node: id, message: issueMessages.unquotedNumber(id, label, written ?? String(word), word) });
        return written ?? String(word);
      }
      return text;
    };
    const raw = listed
      ? (entry.match as unknown[]).map((word, position) => asWord(word, [index, 'match', position], `cases[${index}].match[${position}]`))
      : asWord(entry.match, [index, 'match'], `cases[${index}].match`);
    const match = typeof raw === 'string' ? [raw] : raw;
    const words = Array.isArray(match) ? match.filter((word): word is string => typeof word === 'string') : [];
    const joined = listed ? words.findIndex((_word, position) => joinedItem(at(index, 'match', position)) !== undefined) : -1;
    if (!Array.isArray(match) || words.length !== match.length || words.length === 0) {
      // `match: [yes: please]` or `- yes: please`: a phrase with ": " unquoted is read as a one-entry mapping.
      const entries: unknown[] = Array.isArray(match) ? match : [match];
      const asKey = entries.findIndex((word) => readAsKey(word) !== undefined);
      if (asKey >= 0) {
        const place = Array.isArray(match) ? at(index, 'match', asKey) : at(index, 'match');
        const label = Array.isArray(match) ? `cases[${index}].match[${asKey}]` : `cases[${index}].match`;
        issues.push({ code: ISSUE.invalidField, path: place, node: id, message: issueMessages.phraseReadAsKey(label, readAsKey(entries[asKey]) ?? '') });
      } else {
        const message = Array.isArray(match) && match.length === 0
          ? issueMessages.emptyMatch(id, index)
          : issueMessages.notWords(`cases[${index}].match`);
        issues.push({ code: ISSUE.invalidField, path: at(index, 'match'), node: id, message });
      }
    } else if (joined >= 0) {
      // `- yes` then `   - yeah` one column deeper: YAML reads the phrase "yes - yeah", which "yes" never matches.
      const line = joinedItem(at(index, 'match', joined)) ?? 0;
      issues.push({ code: ISSUE.invalidField, path: at(index, 'match', joined), node: id, message: issueMessages.phrasesJoined(`cases[${index}].match[${joined}]`, words[joined] ?? '', line) });
    } else if (words.some((word) => phraseWords(word) === '')) {
      // Answers are compared word by word (branchMatches): a phrase of spaces or punctuation has no word to compare.
      issues.push({ code: ISSUE.invalidField, path: at(index, 'match'), node: id, message: issueMessages.blankMatch(id, index) });
    }
    // `next: 400` names node `400:` by its digits, as a node's own `next` does.
    const next = asWord(entry.next, [index, 'next'], `cases[${index}].next`);
    if (typeof next !== 'string') {
      issues.push({ code: ISSUE.missingField, path: at(index), node: id, message: issueMessages.missingField(id, `cases[${index}].next`) });
    }
    cases.push({ match: words, next: typeof next === 'string' ? next : '' });
  });
  return cases;
}

/** What a value of the wrong type is, in words: `a list`, `a number`. */
function describeValue(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'empty (null)';
  return typeof value === 'object' ? 'a mapping' : `a ${typeof value}`;
}
