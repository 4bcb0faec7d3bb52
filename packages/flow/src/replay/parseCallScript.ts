// Call file text → CallScript plus every problem at once, each with its line (yaml `LineCounter`).
import { LineCounter, parseAllDocuments, parseDocument, isMap, isPair, isScalar, isSeq, type Document, type Node as YamlNode } from 'yaml';
import { closestChoice } from '@switchboard/matcher';
import { asHeard } from './asHeard.js';
import { yamlSyntaxErrors } from '../load/yamlSyntaxErrors.js';
import { YAML_READ_OPTIONS, yamlValue } from '../load/yamlValue.js';
import {
  CALL_STATUSES, LOOKUP_OUTCOMES, MAX_TIMER_MS,
  type CallScript, type ReplayCallStatus, type ExpectedLookup, type Expectations, type FixtureRoute, type FixtureServer, type LookupFailure,
  type ReplayOutcome, type ScriptContext, type ScriptedReply,
} from './callScript.js';
import { CALLER_LOOKUP_OUTCOMES, LOOKUP_OUTCOMES as FLOW_LOOKUP_OUTCOMES } from '../flowTypes.js';
import { keypadTurn } from '../runtime/keypadTurn.js';
import { EXPECTED_TYPE, issueMessage, SEVERAL_CALLS, statusMeant, type CallFileIssueCode } from './messages.js';
import { fieldPath, type ReplayIssue } from './ReplayIssue.js';
import { splitSentences } from './turnsSplitAtComma.js';

export type FieldPath = (string | number)[];

/** Finds where a field sits in the call file; falls back to the nearest enclosing field. */
export type Locate = (path: FieldPath, on?: 'key' | 'value') => { line: number; column: number };

export interface ParsedCallScript {
  script: CallScript | null;
  /**
   * When the file has issues but names its flow: the call as far as it could be read (fields in error left
   * out), so its node, variable and tool names can still be checked against the flow and reported together.
   */
  draft: CallScript | null;
  issues: ReplayIssue[];
  /** Likely mistakes the call still runs with: turns that read as one sentence split at a comma (`turn_split_at_comma`). */
  warnings: ReplayIssue[];
  locate: Locate;
}

/** Every field a call file may hold, by where it sits (docs/call.schema.json lists the same). */
export const CALL_FILE_FIELDS = {
  top: ['name', 'flow', 'context', 'env', 'caller_lookup_server', 'turns', 'model', 'lookup_failures', 'timeout_ms', 'expect'],
  callerLookupServer: ['routes'],
  fixtureRoute: ['phone', 'status', 'body', 'delay_ms'],
  context: ['caller', 'called', 'call_id', 'started_at'],
  model: ['node', 'say', 'tool_calls'],
  toolCall: ['tool', 'args'],
  lookupFailure: ['tool', 'code', 'message', 'call'],
  expect: ['path', 'visits', 'lookups', 'variables', 'says', 'never_says', 'status'],
  expectedLookup: ['node', 'tool', 'outcome'],
  keysTurn: ['keys'],
} as const;

const TOP_FIELDS: readonly string[] = CALL_FILE_FIELDS.top;
const CONTEXT_FIELDS: readonly string[] = CALL_FILE_FIELDS.context;
const REPLY_FIELDS: readonly string[] = CALL_FILE_FIELDS.model;
const TOOL_CALL_FIELDS: readonly string[] = CALL_FILE_FIELDS.toolCall;
const FAILURE_FIELDS: readonly string[] = CALL_FILE_FIELDS.lookupFailure;
const EXPECT_FIELDS: readonly string[] = CALL_FILE_FIELDS.expect;
const EXPECTED_LOOKUP_FIELDS: readonly string[] = CALL_FILE_FIELDS.expectedLookup;
const KEYS_TURN_FIELDS: readonly string[] = CALL_FILE_FIELDS.keysTurn;

/**
 * Parses a scripted call file. Never throws: malformed YAML and wrong fields come back as issues.
 * @example
 * const { script, issues } = parseCallScript('flow: ../flow.yaml\nturns: [Kaitlyn Meyers]\nexpect: { visits: [confirm] }\n', 'a.call.yaml');
 */
export function parseCallScript(text: string, file: string): ParsedCallScript {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, ...YAML_READ_OPTIONS });
  const locate = locator(doc, lineCounter);
  const issues: ReplayIssue[] = [];
  const report = (code: CallFileIssueCode, path: FieldPath, values: Record<string, string>, on: 'key' | 'value' = 'value'): void => {
    issues.push({ code, path: fieldPath(path), message: issueMessage(code, values), file, ...locate(path, on) });
  };

  const severalDocuments = doc.errors.length > 0 && doc.errors.every((error) => error.code === 'MULTIPLE_DOCS') ? doc.errors[0] : undefined;
  if (severalDocuments !== undefined) {
    // The YAML library's own words ("please use YAML.parseAllDocuments()") are for programmers, not for a test author.
    const { line, col: column } = lineCounter.linePos(severalDocuments.pos[0]);
    const holding = parseAllDocuments(text, YAML_READ_OPTIONS);
    const documents = (Array.isArray(holding) ? holding : [holding]).filter((each) => each.contents !== null && !(isScalar(each.contents) && each.contents.value === null)).length;
    const reason = documents > 1 ? SEVERAL_CALLS.documents(documents, line) : SEVERAL_CALLS.emptyDocument(line);
    issues.push({ code: 'malformed_yaml', path: '', file, line, column, message: issueMessage('malformed_yaml', { reason }) });
    return { script: null, draft: null, issues, warnings: [], locate };
  }
  if (doc.errors.length > 0) {
    for (const error of yamlSyntaxErrors(doc, text, lineCounter)) {
      issues.push({ code: 'malformed_yaml', path: '', file, line: error.line, column: error.column, message: issueMessage('malformed_yaml', { reason: error.message }) });
    }
    return { script: null, draft: null, issues, warnings: [], locate };
  }
  const parsed = yamlValue(doc, lineCounter);
  if ('error' in parsed) {
    const { line, column, message } = parsed.error;
    issues.push({ code: 'malformed_yaml', path: '', file, line, column, message: issueMessage('malformed_yaml', { reason: message }) });
    return { script: null, draft: null, issues, warnings: [], locate };
  }
  const root = parsed.value;
  if (!isRecord(root)) {
    // A list of calls, each a mapping of a call's own fields: one file was meant to hold them all.
    const calls = Array.isArray(root) && root.length > 1 && root.every((item) => isRecord(item) && ('flow' in item || 'turns' in item || 'expect' in item));
    report('not_a_mapping', [], { calls: calls ? SEVERAL_CALLS.list(root.length) : '' });
    return { script: null, draft: null, issues, warnings: [], locate };
  }

  // A flow given where a call file belongs: one issue saying so, not its fields listed as unknown.
  if ('nodes' in root && !('flow' in root) && !('turns' in root)) {
    report('not_a_call_file', [], {});
    return { script: null, draft: null, issues, warnings: [], locate };
  }

  const reader = new FieldReader(report, (path) => plainSource(doc, path), (path) => lineReadAsKey(doc, text, path));
  reader.knownFields(root, [], TOP_FIELDS);
  const flow = reader.string(root, ['flow'], true);
  const name = reader.string(root, ['name'], false) ?? defaultName(file);
  const context = readContext(reader, root['context']);
  // A turn is words, or keys pressed written as a mapping (`{ keys: "101#" }`).
  // (A mapping without `keys` is a line YAML read as a key and its value, told as such.)
  const turns = reader.stringList(root, ['turns'], true, { is: (item) => 'keys' in item, read: (item, at) => readKeysTurn(reader, item, at) }) ?? [];
  const model = readModel(reader, root['model']);
  const lookupFailures = readFailures(reader, root['lookup_failures']);
  const env = readEnv(reader, root['env']);
  const server = readFixtureServer(reader, root['caller_lookup_server']);
  const timeout = reader.milliseconds(root, ['timeout_ms']);
  const expect = readExpect(reader, root['expect'], report);
  // `- AB1234` then `   - SW1A 1AA` one column deeper: YAML joins the second to the first item ("AB1234 - SW1A 1AA").
  for (const list of [['turns'], ['expect', 'path'], ['expect', 'visits'], ['expect', 'says'], ['expect', 'never_says']]) {
    const items = doc.getIn(list, true);
    if (!isSeq(items)) continue;
    items.items.forEach((_item, index) => {
      const joined = itemJoinedToNext(doc, text, lineCounter, [...list, index]);
      if (joined !== undefined) report('wrong_type', [...list, index], { field: fieldPath([...list, index]), expected: joined });
    });
  }

  // `turns: [No, please.]` is two turns: YAML ends an unquoted item at a comma inside [ ].
  const warnings = splitSentences(doc, text, lineCounter, ['turns']).map((split): ReplayIssue => ({
    code: 'turn_split_at_comma',
    severity: 'warning',
    path: fieldPath(['turns', split.from]),
    file,
    ...locate(['turns', split.from]),
    message: issueMessage('turn_split_at_comma', {
      items: split.items.length === 2 ? `turns[${split.from}] and turns[${split.to}]` : `turns[${split.from}] to turns[${split.to}]`,
      said: `${split.items.map((item) => JSON.stringify(item)).join(' then ')}, each a turn of its own`,
      joined: split.joined,
      count: COUNTS[split.items.length] ?? String(split.items.length),
      apart: split.apart,
    }),
  }));

  if (flow === undefined) return { script: null, draft: null, issues, warnings, locate };
  const read: CallScript = {
    name, flow, context, turns, model, lookup_failures: lookupFailures, ...(env === undefined ? {} : { env }),
    ...(server === undefined ? {} : { caller_lookup_server: server }), ...(timeout === undefined ? {} : { timeout_ms: timeout }), expect: expect ?? {},
  };
  if (issues.length > 0 || expect === undefined) return { script: null, draft: read, issues, warnings, locate };
  return { script: read, draft: read, issues, warnings, locate };
}

const COUNTS: Readonly<Record<number, string>> = { 2: 'two', 3: 'three', 4: 'four', 5: 'five' };

const ANY_FLOW_OUTCOMES = `${FLOW_LOOKUP_OUTCOMES.join(', ')} (#lookup nodes); ${CALLER_LOOKUP_OUTCOMES.join(', ')} (#caller_lookup nodes)`;

/** ` (did you mean "says"?)` when one of `known` is a likely typo of `value` (a misspelt field, outcome or status), else ''. */
function meantOf(value: string, known: readonly string[]): string {
  const close = closestChoice(value, known);
  return close === undefined ? '' : ` (did you mean "${close}"?)`;
}

function defaultName(file: string): string {
  const base = file.split(/[\\/]/).pop() ?? file;
  return base.replace(/\.call\.ya?ml$/i, '').replace(/\.ya?ml$/i, '');
}

function readContext(reader: FieldReader, raw: unknown): ScriptContext {
  if (raw === undefined) return {};
  if (!reader.mapping(raw, ['context'])) return {};
  reader.knownFields(raw, ['context'], CONTEXT_FIELDS);
  const context: ScriptContext = {};
  for (const field of CONTEXT_FIELDS) {
    const value = reader.scalarText(raw, ['context', field]);
    if (value !== undefined) context[field as keyof ScriptContext] = value;
  }
  return context;
}

/** A turn of keys pressed, `{ keys: "101#" }`: the keys as a keypad sends them, unquoted digits kept as written. */
function readKeysTurn(reader: FieldReader, item: Record<string, unknown>, at: FieldPath): { keys: string } | undefined {
  reader.knownFields(item, at, KEYS_TURN_FIELDS);
  const keys = reader.scalarText(item, [...at, 'keys']);
  if (keys === undefined) {
    // (A value that is no text was reported by scalarText; an empty one is reported here.)
    if (item.keys === null) reader.wrongType([...at, 'keys'], EXPECTED_TYPE.keys);
    return undefined;
  }
  const pressed = keypadTurn(keys);
  if (!pressed.ok) {
    reader.wrongType([...at, 'keys'], `${EXPECTED_TYPE.keys} (${pressed.problem})`);
    return undefined;
  }
  return { keys: pressed.keys };
}

function readModel(reader: FieldReader, raw: unknown): ScriptedReply[] {
  if (raw === undefined) return [];
  if (!reader.list(raw, ['model'], EXPECTED_TYPE.modelReplies)) return [];
  const replies: ScriptedReply[] = [];
  raw.forEach((item, i) => {
    const at: FieldPath = ['model', i];
    if (typeof item === 'string') { replies.push({ say: item }); return; }
    if (!reader.mapping(item, at)) return;
    reader.knownFields(item, at, REPLY_FIELDS);
    const reply: ScriptedReply = {};
    const node = reader.string(item, [...at, 'node'], false);
    const say = reader.string(item, [...at, 'say'], false);
    if (node !== undefined) reply.node = node;
    if (say !== undefined) reply.say = say;
    const calls = item['tool_calls'];
    // A reply that says nothing and asks for no tool answers no request: the turn that meets it would fail.
    if (item['say'] === undefined && calls === undefined) reader.emptyReply(at);
    if (calls !== undefined && reader.list(calls, [...at, 'tool_calls'], EXPECTED_TYPE.toolCalls)) {
      reply.tool_calls = [];
      calls.forEach((call, j) => {
        const callAt: FieldPath = [...at, 'tool_calls', j];
        if (!reader.mapping(call, callAt)) return;
        reader.knownFields(call, callAt, TOOL_CALL_FIELDS);
        const tool = reader.string(call, [...callAt, 'tool'], true);
        const args: Record<string, string> = {};
        const rawArgs = call['args'];
        if (rawArgs !== undefined && reader.mapping(rawArgs, [...callAt, 'args'])) {
          for (const key of Object.keys(rawArgs)) {
            const value = reader.scalarText(rawArgs, [...callAt, 'args', key]);
            if (value !== undefined) args[key] = value;
          }
        }
        if (tool !== undefined) reply.tool_calls?.push({ tool, args });
      });
    }
    replies.push(reply);
  });
  return replies;
}

function readFailures(reader: FieldReader, raw: unknown): LookupFailure[] {
  if (raw === undefined) return [];
  if (!reader.list(raw, ['lookup_failures'], EXPECTED_TYPE.lookupFailures)) return [];
  const failures: LookupFailure[] = [];
  raw.forEach((item, i) => {
    const at: FieldPath = ['lookup_failures', i];
    if (!reader.mapping(item, at)) return;
    reader.knownFields(item, at, FAILURE_FIELDS);
    const tool = reader.string(item, [...at, 'tool'], true);
    const code = reader.string(item, [...at, 'code'], true);
    const message = reader.string(item, [...at, 'message'], false);
    const call = reader.positiveNumber(item, [...at, 'call']);
    if (tool === undefined) return;
    // Without its code the entry is already an issue, so the call will not run; its tool is still checked against
    // the flow, so that a misspelt tool is reported in the same pass as the missing code.
    failures.push({ tool, code: code ?? '', ...(message === undefined ? {} : { message }), ...(call === undefined ? {} : { call }) });
  });
  return failures;
}

function readEnv(reader: FieldReader, raw: unknown): Record<string, string> | undefined {
  if (raw === undefined) return undefined;
  if (!reader.mapping(raw, ['env'])) return undefined;
  const env: Record<string, string> = {};
  for (const key of Object.keys(raw)) {
    const value = reader.scalarText(raw, ['env', key]);
    if (value !== undefined) env[key] = value;
  }
  return env;
}

function readFixtureServer(reader: FieldReader, raw: unknown): FixtureServer | undefined {
  if (raw === undefined) return undefined;
  if (!reader.mapping(raw, ['caller_lookup_server'])) return undefined;
  reader.knownFields(raw, ['caller_lookup_server'], CALL_FILE_FIELDS.callerLookupServer);
  const routes: FixtureRoute[] = [];
  const rawRoutes = raw['routes'] ?? [];
  if (!reader.list(rawRoutes, ['caller_lookup_server', 'routes'], EXPECTED_TYPE.fixtureRoutes)) return { routes };
  rawRoutes.forEach((item, i) => {
    const at: FieldPath = ['caller_lookup_server', 'routes', i];
    if (!reader.mapping(item, at)) return;
    reader.knownFields(item, at, CALL_FILE_FIELDS.fixtureRoute);
    const phone = reader.scalarText(item, [...at, 'phone']);
    if (phone === undefined) {
      reader.missing([...at, 'phone']);
      return;
    }
    // The runtime asks for the caller's number in E.164: a route written otherwise would never be asked for.
    if (!E164.test(phone)) {
      reader.wrongType([...at, 'phone'], EXPECTED_TYPE.e164Phone);
      return;
    }
    if (routes.some((route) => route.phone === phone)) {
      reader.wrongType([...at, 'phone'], EXPECTED_TYPE.phoneRoutedTwice(phone));
      return;
    }
    const status = reader.httpStatus(item, [...at, 'status']) ?? 200;
    const delay = reader.milliseconds(item, [...at, 'delay_ms']);
    const body = item['body'];
    const route: FixtureRoute = { phone, status, ...(delay === undefined ? {} : { delay_ms: delay }) };
    if (typeof body === 'string' || Array.isArray(body) || isRecord(body)) route.body = body;
    else if (body !== undefined && body !== null) route.body = reader.scalarText(item, [...at, 'body']) ?? String(body);
    routes.push(route);
  });
  return { routes };
}

function readExpect(
  reader: FieldReader,
  raw: unknown,
  report: (code: CallFileIssueCode, path: FieldPath, values: Record<string, string>, on?: 'key' | 'value') => void,
): Expectations | undefined {
  if (raw === undefined) {
    report('missing_field', [], { field: 'expect' });
    return undefined;
  }
  if (!reader.mapping(raw, ['expect'])) return undefined;
  reader.knownFields(raw, ['expect'], EXPECT_FIELDS);
  const expect: Expectations = {};
  const path = reader.stringList(raw, ['expect', 'path'], false);
  const visits = reader.stringList(raw, ['expect', 'visits'], false);
  const says = reader.stringList(raw, ['expect', 'says'], false);
  const neverSays = reader.stringList(raw, ['expect', 'never_says'], false);
  if (path !== undefined) expect.path = path;
  if (visits !== undefined) expect.visits = visits;
  if (says !== undefined) expect.says = says;
  if (neverSays !== undefined) expect.never_says = neverSays;
  // A blank text is found in every line, so it can only pass, or only fail: `says` compares as heard (`asHeard`), so
  // there only sentence punctuation (".") is blank too; `never_says` compares as written ("..." is a real check).
  for (const [field, texts] of [['says', says], ['never_says', neverSays]] as const) {
    texts?.forEach((said, index) => {
      const at: FieldPath = ['expect', field, index];
      if ((field === 'says' ? asHeard(said) : said.trim()) === '') report('wrong_type', at, { field: fieldPath(at), expected: EXPECTED_TYPE.blankSaid(field === 'never_says') });
      // The agent says what the flow filled in, never `{{…}}` itself: the check would always fail, or always pass.
      const template = TEMPLATE.exec(said)?.[0];
      if (template !== undefined) {
        report('template_in_expectation', at, { field: fieldPath(at), template, always: field === 'says' ? 'always fail' : 'always pass, checking nothing' });
      }
    });
  }

  const lookups = raw['lookups'];
  if (lookups !== undefined && reader.list(lookups, ['expect', 'lookups'], EXPECTED_TYPE.expectedLookups)) {
    expect.lookups = [];
    lookups.forEach((item, i) => {
      const at: FieldPath = ['expect', 'lookups', i];
      // `- confident` is shorthand for `- { outcome: confident }`.
      const entry = typeof item === 'string' ? { outcome: item } : item;
      if (!reader.mapping(entry, at)) return;
      if (typeof item !== 'string') reader.knownFields(entry, at, EXPECTED_LOOKUP_FIELDS);
      const outcomeAt = typeof item === 'string' ? at : [...at, 'outcome'];
      const outcome = typeof item === 'string' ? item : reader.string(entry, outcomeAt, true);
      const node = reader.string(entry, [...at, 'node'], false);
      const tool = reader.string(entry, [...at, 'tool'], false);
      if (outcome === undefined) return;
      if (!(LOOKUP_OUTCOMES as readonly string[]).includes(outcome)) {
        // The flow is not known here: every outcome of either node kind. Against the flow, checkScriptAgainstFlow narrows it.
        report('unknown_outcome', outcomeAt, { value: outcome, meant: meantOf(outcome, [...new Set([...FLOW_LOOKUP_OUTCOMES, ...CALLER_LOOKUP_OUTCOMES])]), expected: ANY_FLOW_OUTCOMES });
        return;
      }
      const expected: ExpectedLookup = { outcome: outcome as ReplayOutcome };
      if (node !== undefined) expected.node = node;
      if (tool !== undefined) expected.tool = tool;
      expect.lookups?.push(expected);
    });
  }

  const variables = raw['variables'];
  if (variables !== undefined && reader.mapping(variables, ['expect', 'variables'])) {
    expect.variables = reader.asWritten(variables, ['expect', 'variables']) as Record<string, unknown>;
  }

  const status = reader.string(raw, ['expect', 'status'], false);
  if (status !== undefined) {
    if ((CALL_STATUSES as readonly string[]).includes(status)) expect.status = status as ReplayCallStatus;
    else report('unknown_status', ['expect', 'status'], { value: status, meant: statusMeant(status) || meantOf(status, CALL_STATUSES), expected: CALL_STATUSES.join(', ') });
  }
  const given = Object.keys(raw).filter((key) => EXPECT_FIELDS.includes(key));
  // `says: []`, `visits: []`, `variables: {}` check nothing (unlike `lookups: []`, no lookup, and `path: []`, refused
  // against the flow): a call file holding only such lists would pass whatever the call did.
  const checksNothing = given.filter((key) => EMPTY_CHECKS_NOTHING.includes(key) && isEmpty(raw[key]));
  if (given.length === 0 || checksNothing.length === given.length) {
    const why = checksNothing.length === 0 ? ''
      : ` (${checksNothing.map((key) => `${key}: ${Array.isArray(raw[key]) ? '[]' : '{}'}`).join(' and ')} ${checksNothing.length === 1 ? 'is' : 'are'} empty, and an empty list checks nothing)`;
    report('empty_expectations', checksNothing.length === 0 ? ['expect'] : ['expect', checksNothing[0]!], { expected: EXPECT_FIELDS.join(', '), why });
  }
  return expect;
}

/** A template as flow texts write one (`{{customer.Full Name}}`), which a call file's texts are not. */
const TEMPLATE = /\{\{[^{}]*\}\}/;

/** Expectations that check nothing when empty: every call passes `says: []`. */
const EMPTY_CHECKS_NOTHING: readonly string[] = ['visits', 'says', 'never_says', 'variables'];

function isEmpty(value: unknown): boolean {
  return Array.isArray(value) ? value.length === 0 : isRecord(value) && Object.keys(value).length === 0;
}

/** Reads typed fields out of plain YAML data, reporting each wrong one with its place. */
class FieldReader {
  constructor(
    private readonly report: (code: CallFileIssueCode, path: FieldPath, values: Record<string, string>, on?: 'key' | 'value') => void,
    private readonly sourceText: (path: FieldPath) => string | undefined,
    private readonly readAsKey: (path: FieldPath) => string | undefined = () => undefined,
  ) {}

  /** What a text field was expected to be; for a line YAML read as `key: value`, with the fix. */
  private expectedText(at: FieldPath): string {
    const line = this.readAsKey(at);
    return line === undefined ? EXPECTED_TYPE.string : EXPECTED_TYPE.stringReadAsKey(line);
  }

  knownFields(value: Record<string, unknown>, at: FieldPath, known: readonly string[]): void {
    for (const key of Object.keys(value)) {
      if (known.includes(key)) continue;
      // A typo (`sayz`, `turn`) is named with the field it most likely is, not left to be found in the list.
      this.report('unknown_field', [...at, key], { field: key, meant: meantOf(key, known), expected: known.join(', ') }, 'key');
    }
  }

  /** A model reply with neither `say` nor `tool_calls`. */
  emptyReply(at: FieldPath): void {
    this.report('empty_model_reply', at, {});
  }

  missing(at: FieldPath): void {
    this.report('missing_field', at.slice(0, -1), { field: fieldPath(at) });
  }

  /**
   * A required field left out is missing, reported at its owner; one written with nothing after it (`flow:` or
   * `flow: ~`) is reported at its own line, saying what it must be.
   */
  private absent(value: undefined | null, at: FieldPath, required: boolean, expected: string): void {
    if (!required) return;
    if (value === null) this.report('wrong_type', at, { field: fieldPath(at), expected });
    else this.report('missing_field', at.slice(0, -1), { field: fieldPath(at) });
  }

  mapping(value: unknown, at: FieldPath): value is Record<string, unknown> {
    if (isRecord(value)) return true;
    this.report('wrong_type', at, { field: fieldPath(at), expected: EXPECTED_TYPE.mapping });
    return false;
  }

  list(value: unknown, at: FieldPath, what: string): value is unknown[] {
    if (Array.isArray(value)) return true;
    this.report('wrong_type', at, { field: fieldPath(at), expected: what });
    return false;
  }

  string(owner: Record<string, unknown>, at: FieldPath, required: boolean): string | undefined {
    const value = owner[String(at[at.length - 1])];
    if (value === undefined || value === null) {
      this.absent(value, at, required, EXPECTED_TYPE.nonEmptyString);
      return undefined;
    }
    if (typeof value === 'string' && value.trim() !== '') return value;
    this.report('wrong_type', at, { field: fieldPath(at), expected: EXPECTED_TYPE.nonEmptyString });
    return undefined;
  }

  /** A scalar kept as written: `caller: +14155550123` stays text with its plus sign, not a number. */
  scalarText(owner: Record<string, unknown>, at: FieldPath): string | undefined {
    const value = owner[String(at[at.length - 1])];
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return this.sourceText(at) ?? String(value);
    this.report('wrong_type', at, { field: fieldPath(at), expected: this.expectedText(at) });
    return undefined;
  }

  /** Data with every unquoted number kept as written: `Zip: 02139` must not become 2139. */
  asWritten(value: unknown, at: FieldPath): unknown {
    if (typeof value === 'number') return this.sourceText(at) ?? value;
    if (Array.isArray(value)) return value.map((item, i) => this.asWritten(item, [...at, i]));
    if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.asWritten(item, [...at, key])]));
    return value;
  }

  /** A list of strings; with `recordItem`, a mapping item it takes (`is`) is read by it (a turn's `{ keys: … }`). */
  stringList<T = never>(
    owner: Record<string, unknown>, at: FieldPath, required: boolean,
    recordItem?: { is: (item: Record<string, unknown>) => boolean; read: (item: Record<string, unknown>, at: FieldPath) => T | undefined },
  ): (string | T)[] | undefined {
    const value = owner[String(at[at.length - 1])];
    if (value === undefined || value === null) {
      this.absent(value, at, required, EXPECTED_TYPE.ofStrings);
      return undefined;
    }
    if (!Array.isArray(value)) {
      // One text where a list belongs (`turns: Kaitlyn Meyers`): show it written as a list of one.
      const item = typeof value === 'string' ? (/[,:#[\]{}"'&*!|>%@`]/.test(value) || value.trim() !== value ? JSON.stringify(value) : value) : undefined;
      const name = String(at[at.length - 1]);
      this.report('wrong_type', at, { field: fieldPath(at), expected: item === undefined ? EXPECTED_TYPE.ofStrings : EXPECTED_TYPE.notOneText(name, item) });
      return undefined;
    }
    const strings: (string | T)[] = [];
    value.forEach((item, i) => {
      if (typeof item === 'string') strings.push(item);
      else if (recordItem !== undefined && isRecord(item) && recordItem.is(item)) {
        const read = recordItem.read(item, [...at, i]);
        if (read !== undefined) strings.push(read);
      }
      else if (typeof item === 'number' || typeof item === 'boolean') strings.push(this.sourceText([...at, i]) ?? String(item));
      else if (item === null) this.report('wrong_type', [...at, i], { field: fieldPath([...at, i]), expected: EXPECTED_TYPE.emptyItem(at.length === 1 && at[0] === 'turns') });
      else this.report('wrong_type', [...at, i], { field: fieldPath([...at, i]), expected: this.expectedText([...at, i]) });
    });
    return strings;
  }

  /** An HTTP status (100-599), or undefined (reported when present and not one). */
  httpStatus(owner: Record<string, unknown>, at: FieldPath): number | undefined {
    const value = owner[String(at[at.length - 1])];
    if (value === undefined || value === null) return undefined;
    // A 1xx is an interim status: a server answers with a final one (200-599) after it, so a route never answers one.
    if (typeof value === 'number' && Number.isInteger(value) && value >= 200 && value <= 599) return value;
    this.report('wrong_type', at, { field: fieldPath(at), expected: EXPECTED_TYPE.httpStatus });
    return undefined;
  }

  wrongType(at: FieldPath, expected: string): void {
    this.report('wrong_type', at, { field: fieldPath(at), expected });
  }

  /** A time to wait: a positive whole number of milliseconds a timer can hold. */
  milliseconds(owner: Record<string, unknown>, at: FieldPath): number | undefined {
    const value = owner[String(at[at.length - 1])];
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_TIMER_MS) return value;
    this.report('wrong_type', at, { field: fieldPath(at), expected: EXPECTED_TYPE.milliseconds(MAX_TIMER_MS) });
    return undefined;
  }

  positiveNumber(owner: Record<string, unknown>, at: FieldPath): number | undefined {
    const value = owner[String(at[at.length - 1])];
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
    this.report('wrong_type', at, { field: fieldPath(at), expected: EXPECTED_TYPE.positiveWholeNumber });
    return undefined;
  }
}

const E164 = /^\+[1-9]\d{6,14}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function locator(doc: Document, lineCounter: LineCounter): Locate {
  return (path, on = 'value') => {
    for (let depth = path.length; depth >= 0; depth--) {
      const prefix = path.slice(0, depth);
      const found = on === 'key' && depth === path.length ? keyNode(doc, prefix) : valueNode(doc, prefix);
      const range = found?.range;
      if (range) {
        const at = lineCounter.linePos(range[0]);
        return { line: at.line, column: at.col };
      }
    }
    return { line: 1, column: 1 };
  };
}

function valueNode(doc: Document, path: FieldPath): YamlNode | undefined {
  if (path.length === 0) return doc.contents ?? undefined;
  const node: unknown = doc.getIn(path, true);
  return isNodeLike(node) ? node : undefined;
}

function keyNode(doc: Document, path: FieldPath): YamlNode | undefined {
  const parent = valueNode(doc, path.slice(0, -1));
  const key = path[path.length - 1];
  if (!isMap(parent)) return undefined;
  for (const pair of parent.items) {
    if (isPair(pair) && isScalar(pair.key) && pair.key.value === key) return pair.key;
  }
  return undefined;
}

/**
 * The line written at `path` when YAML read it as a one-entry mapping of plain text (`- My account: A1001`, a
 * caller's line with ": " in it), so a report can say to quote it; undefined for anything else.
 */
function lineReadAsKey(doc: Document, text: string, path: FieldPath): string | undefined {
  const node: unknown = doc.getIn(path, true);
  if (!isMap(node) || node.items.length !== 1 || node.flow || !node.range) return undefined;
  const [pair] = node.items;
  if (!isPair(pair) || !isScalar(pair.key) || pair.key.type !== 'PLAIN' || !isScalar(pair.value) || pair.value.type !== 'PLAIN') return undefined;
  const written = text.slice(node.range[0], node.range[1]).trim();
  return written.includes('\n') ? undefined : written;
}

/**
 * Why a list item is two items run together: an unquoted item whose next line starts with `- ` (a dash indented
 * deeper than the item's own, which YAML reads as more of the item's text). Undefined when it is not.
 */
function itemJoinedToNext(doc: Document, text: string, lineCounter: LineCounter, path: FieldPath): string | undefined {
  const node: unknown = doc.getIn(path, true);
  if (!isScalar(node) || node.type !== 'PLAIN' || !node.range || typeof node.value !== 'string') return undefined;
  const written = text.slice(node.range[0], node.range[1]);
  const dash = /\r?\n[ \t]*(- )/.exec(written);
  if (!dash) return undefined;
  const { line } = lineCounter.linePos(node.range[0] + dash.index + dash[0].length - 2);
  return EXPECTED_TYPE.itemJoinedToNext(line, node.value);
}

/** The text of an unquoted scalar exactly as written, so YAML's number reading cannot change it. */
function plainSource(doc: Document, path: FieldPath): string | undefined {
  const node: unknown = doc.getIn(path, true);
  if (isScalar(node) && node.type === 'PLAIN' && typeof node.source === 'string') return node.source;
  return undefined;
}

function isNodeLike(value: unknown): value is YamlNode {
  return typeof value === 'object' && value !== null && 'range' in value;
}
