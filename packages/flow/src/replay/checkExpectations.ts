// The expectation checker: a call file's `expect` against a call's trace, pure and synchronous.
import { asHeard } from './asHeard.js';
import { asWritten } from './asWritten.js';
import { answeringReplies, turnText, type CallScript, type ExpectedLookup } from './callScript.js';
import { tracePath, turnsHeard, type CallTrace, type TraceEvent } from './CallTrace.js';
import type { Divergence, DivergenceKind } from './Divergence.js';
import { DIVERGENCE_LABELS, divergenceMessage, type DivergenceMessageKey } from './messages.js';
import type { FieldPath, Locate } from './parseCallScript.js';
import { fieldPath } from './ReplayIssue.js';
import { shownPath, suggestion } from '../messages.js';
import type { LeftOutColumn } from './leftOutColumn.js';
import { readPath } from '../template/readVariable.js';
import type { Json } from '../flowTypes.js';

/** A divergence plus when it happened (its index in the trace), so the earliest one can be reported first. */
export interface TimedDivergence { at: number; divergence: Divergence }
type Timed = TimedDivergence;

/**
 * Every way the call departed from the script, earliest first (end-of-call checks come last).
 *
 * @example
 * const divergences = checkExpectations(script, trace);
 * divergences[0]?.message; // 'expected node "confirm" as step 4 of the path, but the call went to "ask_city"'
 */
export function checkExpectations(script: CallScript, trace: CallTrace, locate?: Locate, leftOut?: LeftOutColumn): Divergence[] {
  return timedDivergences(script, trace, locate, leftOut).sort((a, b) => a.at - b.at).map((entry) => entry.divergence);
}

/** {@link checkExpectations} with each divergence's place in the trace, for merging with the replay's own. */
export function timedDivergences(script: CallScript, trace: CallTrace, locate?: Locate, leftOut?: LeftOutColumn): TimedDivergence[] {
  const end = trace.events.length;
  const timed: Timed[] = [];
  const add = (
    at: number, kind: DivergenceKind, key: DivergenceMessageKey,
    values: Record<string, string | number>, expected: string, actual: string, field: FieldPath | null,
  ): void => {
    const event = trace.events[at];
    timed.push({
      at,
      divergence: {
        kind,
        turn: event ? event.turn : null,
        node: event ? event.node : trace.node,
        expected,
        actual,
        message: divergenceMessage(key, values),
        field: field ? fieldPath(field) : null,
        line: field && locate ? locate(field).line : null,
      },
    });
  };
  const { expect } = script;
  const enters = eventsOf(trace, 'enter');
  // A model turn that stopped (its replies ran out, too many tool rounds) is said where it explains a divergence.
  const stops = eventsOf(trace, 'model_error');
  const stoppedWhy = (from: number, to = end): string => {
    const stop = stops.find((entry) => entry.at >= from && entry.at < to)?.event;
    return stop ? `: ${modelStopReason(stop, script)}` : '';
  };

  if (expect.path) {
    const expectedPath = expect.path;
    const length = Math.max(expectedPath.length, enters.length);
    for (let step = 0; step < length; step++) {
      const wanted = expectedPath[step];
      const actual = enters[step];
      if (wanted !== undefined && actual !== undefined && wanted === actual.event.node) continue;
      if (wanted !== undefined && actual !== undefined) {
        // When the step before was a branch, say what it read and which case it took: the usual surprise.
        // When the step before was a conversation node that took its error edge, say why its model stopped.
        const before = enters[step - 1]?.at ?? 0;
        // When it was a lookup node, say what it was given and how it came out (and why it failed).
        const between = trace.events.slice(before, actual.at);
        const chose = between.find((event) => event.kind === 'branch');
        const looked = between.find((event) => event.kind === 'lookup');
        const why = chose?.kind === 'branch' ? DIVERGENCE_LABELS.branchChose(chose.node, chose.variable, chose.value, chose.case, chose.match)
          : looked?.kind === 'lookup' ? DIVERGENCE_LABELS.lookupTook(looked.node, looked.tool, looked.args, looked.outcome) + DIVERGENCE_LABELS.lookupFailedWith(looked.error)
            : stoppedWhy(before, actual.at);
        add(actual.at, 'path', 'path_node', { expected: wanted, step: step + 1, actual: actual.event.node, why }, wanted, actual.event.node, ['expect', 'path', step]);
      } else if (wanted !== undefined) {
        const last = trace.node ?? '(nowhere)';
        add(end, 'path', 'path_short', { expected: wanted, step: step + 1, actual: last, why: stoppedWhy(enters[step - 1]?.at ?? 0) }, wanted, DIVERGENCE_LABELS.callStopped, ['expect', 'path', step]);
      } else if (actual !== undefined) {
        const previous = expectedPath[expectedPath.length - 1] ?? '(start)';
        add(actual.at, 'path', 'path_long', { expected: previous, actual: actual.event.node }, DIVERGENCE_LABELS.endOfPath, actual.event.node, ['expect', 'path']);
      }
      break;
    }
  }

  if (expect.visits) {
    let from = 0;
    for (const [index, wanted] of expect.visits.entries()) {
      const found = enters.findIndex((entry, i) => i >= from && entry.event.node === wanted);
      if (found >= 0) { from = found + 1; continue; }
      const after = index === 0 ? 'the start' : `"${expect.visits[index - 1] ?? ''}"`;
      // A call through hundreds of nodes: its path's ends, the nodes between counted.
      const path = shownPath(tracePath(trace));
      add(end, 'visits', 'visits_missing', { expected: wanted, after, actual: path, why: stoppedWhy(enters[from - 1]?.at ?? 0) }, wanted, path, ['expect', 'visits', index]);
      break;
    }
  }

  if (expect.lookups) checkLookups(expect.lookups, eventsOf(trace, 'lookup'), end, add);

  if (expect.variables) {
    for (const [name, wanted] of Object.entries(expect.variables)) {
      const actual = variableAt(trace.variables, name);
      if (sameValue(wanted, actual)) continue;
      const why = missingField(trace.variables, name, actual, leftOut) || writtenOtherwise(name, wanted, actual);
      add(end, 'variable', 'variable_value', { name, expected: show(wanted), actual: show(actual), why }, show(wanted), show(actual), ['expect', 'variables', name]);
    }
  }

  const said = eventsOf(trace, 'say');
  for (const [index, wanted] of (expect.says ?? []).entries()) {
    if (said.some((entry) => contains(entry.event.text, wanted))) continue;
    const last = said[said.length - 1];
    const lastText = last ? `"${last.event.text}"` : 'nothing';
    // Text the model wrote past the spoken cap was never said: say so, or the author hunts for a typo.
    const cut = said.find((entry) => entry.event.dropped !== undefined && contains(`${entry.event.text} ${entry.event.dropped}`, wanted))?.event;
    const nearest = nearestSaid(said.map((entry) => entry.event), wanted);
    const why = cut ? DIVERGENCE_LABELS.replyCut(cut.node, cut.limit ?? 0, cut.cut)
      : stoppedWhy(0) || (nearest ? DIVERGENCE_LABELS.nearestSaid(nearest.text, nearest.node, nearest.turn, nearest === last?.event) : '');
    add(end, 'says', 'said_missing', { expected: wanted, actual: lastText, why }, wanted, lastText, ['expect', 'says', index]);
  }
  for (const [index, forbidden] of (expect.never_says ?? []).entries()) {
    const offending = said.find((entry) => containsWritten(entry.event.text, forbidden));
    if (!offending) continue;
    const text = `"${offending.event.text}"`;
    add(offending.at, 'never_says', 'said_forbidden', { expected: forbidden, actual: text }, `never "${forbidden}"`, text, ['expect', 'never_says', index]);
  }

  const heard = turnsHeard(trace);
  // A call that went another way than its turns were written for most often did so at a lookup: say the last one.
  const lastLookup = eventsOf(trace, 'lookup').at(-1)?.event;
  const lookupWhy = lastLookup ? DIVERGENCE_LABELS.lastLookupWas(lastLookup.node, lastLookup.tool, lastLookup.args, lastLookup.outcome) : '';
  if (trace.status === 'waiting' && expect.status !== 'waiting' && heard >= script.turns.length) {
    add(end, 'out_of_turns', 'out_of_turns', { node: trace.node ?? '(unknown)', why: lookupWhy }, DIVERGENCE_LABELS.callEnds, DIVERGENCE_LABELS.waitingForCaller, null);
  } else if (trace.status !== 'waiting' && heard < script.turns.length) {
    const unheard = script.turns.length - heard;
    const next = turnText(script.turns[heard] ?? '');
    add(end, 'turns_left', 'turns_left', { node: trace.node ?? '(unknown)', count: unheard, next, why: lookupWhy }, `${script.turns.length} turns heard`, `${heard} heard`, ['turns', heard]);
  }
  if (expect.status && expect.status !== trace.status) {
    add(end, 'status', 'status', { expected: expect.status, actual: trace.status, why: stoppedWhy(0) }, expect.status, trace.status, ['expect', 'status']);
  }

  return timed;
}

/**
 * Why a model turn stopped, for a divergence: which stop it was, the node and the round.
 *
 * @example
 * modelStopReason(stop, script); // 'the model at node "answer" stopped at round 2 of its turn: the call file\'s model replies ran out …'
 */
export function modelStopReason(stop: Extract<TraceEvent, { kind: 'model_error' }>, script: CallScript): string {
  return DIVERGENCE_LABELS.modelStopped(stop.node, stop.round, stop.code, stop.message, answeringReplies(script.model));
}

function checkLookups(
  expected: ExpectedLookup[],
  actual: { at: number; event: Extract<TraceEvent, { kind: 'lookup' }> }[],
  end: number,
  add: (at: number, kind: DivergenceKind, key: DivergenceMessageKey, values: Record<string, string | number>, expected: string, actual: string, field: FieldPath | null) => void,
): void {
  const length = Math.max(expected.length, actual.length);
  // A list one short (or long) compares the wrong lookups from there on: the counts are the likelier mistake.
  const why = expected.length === actual.length ? '' : DIVERGENCE_LABELS.lookupCounts(actual.map((done) => `${done.event.node}: ${done.event.outcome}`), expected.length);
  for (let i = 0; i < length; i++) {
    const wanted = expected[i];
    const done = actual[i];
    const index = i + 1;
    if (wanted && done) {
      if (wanted.node !== undefined && wanted.node !== done.event.node) {
        add(done.at, 'lookup', 'lookup_node', { index, expected: wanted.node, actual: done.event.node, why }, wanted.node, done.event.node, ['expect', 'lookups', i, 'node']);
        return;
      }
      if (wanted.tool !== undefined && wanted.tool !== done.event.tool) {
        add(done.at, 'lookup', 'lookup_tool', { index, expected: wanted.tool, actual: done.event.tool, why }, wanted.tool, done.event.tool, ['expect', 'lookups', i, 'tool']);
        return;
      }
      if (wanted.outcome !== done.event.outcome) {
        const where = `${done.event.node}: ${done.event.tool}`;
        // What it was looked up by, and why it failed: an empty argument or a file gone is the usual answer.
        const detail = DIVERGENCE_LABELS.lookedUpBy(done.event.args) + DIVERGENCE_LABELS.lookupFailedWith(done.event.error);
        add(done.at, 'lookup', 'lookup_outcome', { index, where, expected: wanted.outcome, actual: done.event.outcome, why: detail + why }, wanted.outcome, done.event.outcome, ['expect', 'lookups', i]);
        return;
      }
    } else if (wanted) {
      const where = wanted.node ?? wanted.tool ?? 'any node';
      add(end, 'lookup', 'lookup_missing', { index, where, expected: wanted.outcome, count: actual.length }, wanted.outcome, DIVERGENCE_LABELS.noLookup, ['expect', 'lookups', i]);
      return;
    } else if (done) {
      add(done.at, 'lookup', 'lookup_extra', { index, actual: done.event.node, outcome: done.event.outcome, count: expected.length }, DIVERGENCE_LABELS.noLookup, done.event.outcome, ['expect', 'lookups']);
      return;
    }
  }
}

function eventsOf<K extends TraceEvent['kind']>(trace: CallTrace, kind: K): { at: number; event: Extract<TraceEvent, { kind: K }> }[] {
  const found: { at: number; event: Extract<TraceEvent, { kind: K }> }[] = [];
  trace.events.forEach((event, at) => {
    if (event.kind === kind) found.push({ at, event: event as Extract<TraceEvent, { kind: K }> });
  });
  return found;
}

/**
 * `customer.City` reaches into the row stored in `customer`; a variable literally named with a dot wins. The rest is
 * read as a template reads it (`readPath`): a field of a list from its records (`client.name` on a list of one record).
 *
 * @example
 * variableAt({ customer: { City: 'Austin' } }, 'customer.City'); // 'Austin'
 */
export function variableAt(variables: Record<string, unknown>, name: string): unknown {
  if (name in variables) return variables[name];
  return readPath(variables as Record<string, Json>, name.split('.'));
}

/** When `customer.Acount ID` is unset because the row in `customer` has no such column: which columns it has. */
function missingField(variables: Record<string, unknown>, name: string, actual: unknown, leftOut?: LeftOutColumn): string {
  if (actual !== undefined || name in variables) return '';
  const cut = name.lastIndexOf('.');
  if (cut < 0) return '';
  const parent = variableAt(variables, name.slice(0, cut));
  if (typeof parent !== 'object' || parent === null || Array.isArray(parent)) return '';
  const [variable, field] = [name.slice(0, cut), name.slice(cut + 1)];
  return DIVERGENCE_LABELS.noSuchField(variable, field, suggestion(field, Object.keys(parent))) + (leftOut?.(variable, field) ?? '');
}

/**
 * How an expected value the call did hold was written otherwise: one text for a row (the column holding it named),
 * or a text in another case. Empty when neither.
 */
function writtenOtherwise(name: string, wanted: unknown, actual: unknown): string {
  if (!isScalar(wanted)) return '';
  if (isScalar(actual)) return String(actual).toLowerCase() === String(wanted).toLowerCase() ? DIVERGENCE_LABELS.caseDiffers(String(actual)) : '';
  if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) return '';
  const column = Object.entries(actual).find(([, value]) => isScalar(value) && String(value).toLowerCase() === String(wanted).toLowerCase())?.[0];
  return DIVERGENCE_LABELS.rowNotText(name, column, String(wanted));
}

/**
 * YAML reads `zip: 02139` as a number while a row holds text: scalars compare as text, in one Unicode form (`é` and
 * `e` + U+0301 look the same and are the same text); `null` means unset.
 */
function sameValue(expected: unknown, actual: unknown): boolean {
  if (expected === null) return actual === undefined || actual === null;
  if (isScalar(expected) && isScalar(actual)) return String(expected).normalize('NFC') === String(actual).normalize('NFC');
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && expected.length === actual.length && expected.every((item, i) => sameValue(item, actual[i]));
  }
  if (typeof expected === 'object' && typeof actual === 'object' && actual !== null && !Array.isArray(actual)) {
    // A mapping checks the fields it names; a row's other columns may be anything.
    return Object.entries(expected).every(([key, value]) => sameValue(value, (actual as Record<string, unknown>)[key]));
  }
  return false;
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function show(value: unknown): string {
  if (value === undefined) return DIVERGENCE_LABELS.unset;
  return JSON.stringify(value);
}

/**
 * The line said that shares the most of an expected text's words (those of three letters or more, as heard), when it
 * shares at least half of them: most often the line whose words the flow changed. Undefined when none does.
 *
 * @example
 * nearestSaid(said, 'Connecting you to a pharmacist.')?.text; // 'Putting you through to a pharmacist.'
 */
function nearestSaid(said: readonly Extract<TraceEvent, { kind: 'say' }>[], wanted: string): Extract<TraceEvent, { kind: 'say' }> | undefined {
  const wordsOf = (text: string): Set<string> => new Set(asHeard(text).split(' ').filter((word) => word.length > 2));
  const expected = wordsOf(wanted);
  if (expected.size === 0) return undefined;
  let best: { event: Extract<TraceEvent, { kind: 'say' }>; shared: number } | undefined;
  for (const event of said) {
    const heard = wordsOf(event.text);
    const shared = [...expected].filter((word) => heard.has(word)).length;
    if (shared * 2 >= expected.size && (best === undefined || shared > best.shared)) best = { event, shared };
  }
  return best?.event;
}

/**
 * A `says` text is matched as heard (`asHeard`): case, runs of spaces, the Unicode form of an accented letter, curly or
 * straight quotes and sentence punctuation at a word's edge do not matter: the author wrote the words meant.
 */
function contains(text: string, wanted: string): boolean {
  return asHeard(text).includes(asHeard(wanted));
}

/**
 * A `never_says` text is matched as written but for case, runs of spaces and the Unicode form: it is often the mark of a
 * blank value (`"Hello , I see"`), which only the punctuation shows.
 */
function containsWritten(text: string, forbidden: string): boolean {
  return asWritten(text).includes(asWritten(forbidden));
}
