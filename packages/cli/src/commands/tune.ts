// `switchboard tune DOC --tool NAME --labels FILE.csv [--max-wrong 0.01] [--json]`: accuracy of a lookup on
// labelled calls at its current thresholds, and the min_score / confident_score / margin that give the most
// confident-correct answers while confident-wrong stays under the ceiling.
import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  DEFAULT_CONFIDENT_MARGIN, DEFAULT_CONFIDENT_SCORE, DEFAULT_MAX_CANDIDATES, DEFAULT_MIN_SCORE,
  isNotInTableMarker, labelKey, loadDocument, MatcherError, messages, parseDocumentText, readLabels, tuneThresholds,
  type Confusion, type DebugScore, type Issue, type Label, type LabelledQuery, type LookupDocument, type ToolDefinition, type TuneReport,
  type TuneThresholds,
} from '@switchboard/matcher';
import type { CliIO } from '../io.js';
import { loadProgress } from '../loadProgress.js';
import { refusedAsOtherFile, switchboardFileKind } from '../otherFileKind.js';
import { sayDocumentWarnings } from '../documentWarnings.js';
import { CLI_ERROR, counted, errorMessages, usageMessages } from '../messages.js';
import { isOption } from '../isOption.js';
import { documentFailure, errorLine } from '../documentFailure.js';
import { helpText } from '../helpText.js';
import { splitAtDoubleDash } from '../operands.js';
import { oneLine } from '../oneLine.js';

/** The options that take a value (`--tool NAME`, or `--tool=NAME`). */
export const VALUE_OPTIONS = ['--tool', '--labels', '--max-wrong'] as const;

export const USAGE = helpText([
  'usage: switchboard tune DOC --tool NAME --labels FILE.csv [--max-wrong 0.01] [--json]',
  '  DOC  a lookup document (JSON or YAML)',
  '  --tool NAME  the lookup to tune',
  '  --labels FILE.csv  labelled calls: a column per parameter and "expected" (the row meant, empty for none)',
  '  --max-wrong SHARE  the share of confident-wrong calls the thresholds may allow, 0 to under 1; 0.01 when left out',
  '  --json  print the report as JSON',
  '  --  every word after it is a file, even one starting with a dash',
  'exit: 0 a report, 2 bad usage, a document or labels file that cannot be used, no label left, or output that cannot be written',
]);

interface TuneArgs { document: string; tool: string; labels: string; maxWrong: number; json: boolean }

function parseArgs(allArgs: readonly string[]): { ok: true; value: TuneArgs } | { ok: false; message: string } {
  const { words: argv, operands } = splitAtDoubleDash(allArgs);
  const value: TuneArgs = { document: '', tool: '', labels: '', maxWrong: 0.01, json: false };
  const given = new Set<string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--json') value.json = true;
    else if (arg === '--tool' || arg === '--labels' || arg === '--max-wrong') {
      if (given.has(arg)) return { ok: false, message: usageMessages.givenTwice(arg) };
      given.add(arg);
      const next = argv[++i];
      // An empty tool or labels file (an unset "$LABELS") names none; an empty --max-wrong is refused below.
      if (next === undefined || (next === '' && arg !== '--max-wrong')) return { ok: false, message: usageMessages.needsValue(arg) };
      if (arg === '--tool') value.tool = next;
      else if (arg === '--labels') value.labels = next;
      else {
        // Number('') is 0: an empty value (an unset "$MAX_WRONG") would silently ask for no confident-wrong call at all.
        const share = next.trim() === '' ? Number.NaN : Number(next);
        if (!(share >= 0 && share < 1)) return { ok: false, message: usageMessages.maxWrongInvalid(next) };
        value.maxWrong = share;
      }
    } else if (isOption(arg)) return { ok: false, message: usageMessages.unknownOption(arg, ['--tool', '--labels', '--max-wrong', '--json']) };
    else if (value.document === '') value.document = arg;
    else return { ok: false, message: usageMessages.unexpectedArgument(arg) };
  }
  for (const operand of operands) {
    if (value.document !== '') return { ok: false, message: usageMessages.unexpectedArgument(operand) };
    value.document = operand;
  }
  if (value.document === '') return { ok: false, message: usageMessages.missingDocument };
  if (value.tool === '') return { ok: false, message: usageMessages.missingTool };
  if (value.labels === '') return { ok: false, message: usageMessages.missingLabels };
  return { ok: true, value };
}

/** The lookup's thresholds as the document sets them (defaults for fields it leaves out). */
async function currentThresholds(path: string, tool: string): Promise<TuneThresholds> {
  // Parsed exactly as loadDocument parsed it (JSON for .json), so a document it loaded cannot fail here.
  const document: unknown = parseDocumentText(await readFile(path), path);
  const lookups = typeof document === 'object' && document !== null ? (document as { lookups?: unknown }).lookups : undefined;
  const entry = Array.isArray(lookups) ? (lookups.find((l) => (l as { tool_name?: unknown }).tool_name === tool) as Record<string, unknown> | undefined) : undefined;
  const numberOr = (field: string, fallback: number): number => (typeof entry?.[field] === 'number' ? (entry[field] as number) : fallback);
  return {
    minScore: numberOr('min_score', DEFAULT_MIN_SCORE),
    confidentScore: numberOr('confident_score', DEFAULT_CONFIDENT_SCORE),
    confidentMargin: numberOr('confident_margin', DEFAULT_CONFIDENT_MARGIN),
    maxCandidates: numberOr('max_candidates', DEFAULT_MAX_CANDIDATES),
  };
}

/** A ranked row's key as a label names it: the primary value alone, or "a | b" for every supplied column. */
const rowKey = (row: DebugScore, whole: boolean): string => labelKey(whole ? row.keys.map((k) => k.value).join(' | ') : (row.keys[0]?.value ?? ''));

/** Calls the lookup with debug scores for each label: the ranking the thresholds are tuned on. */
function rankings(document: LookupDocument, tool: string, labels: readonly Label[]): LabelledQuery[] {
  return labels.map((label) => {
    const result = document.call(tool, label.args, { debug: true });
    // A label naming only the primary value compares with the primary column; "a | b" compares every supplied column.
    const whole = label.expected?.includes('|') ?? false;
    // Twins are the lookup's (`twin_of_first`), not rows whose label keys are equal: "John Smith" in Austin and in
    // Boston share a name-only key, yet with the city said the lookup tells them apart.
    const ranked = (result.scores ?? []).map((row, i) => ({
      key: rowKey(row, whole), score: row.score, twinOfFirst: i > 0 && row.twin_of_first === true,
      ...(row.never_confident === true ? { neverConfident: true } : {}),
    }));
    return { expected: label.expected === null ? null : label.expected.split('|').map(labelKey).join(' | '), ranked };
  });
}

/**
 * A key's words in order, without commas or accents: "Myers, Caitlin" and "Caitlin Myers" read alike, and "Maria Jose
 * Garcia" typed for "María José García" (as the lookup, which sets accents aside, reads them); each part of "a | b" alone.
 */
const wordsKey = (key: string): string =>
  key.split('|').map((part) => labelKey(part).normalize('NFD').replace(/\p{M}/gu, '').split(/[\s,]+/).filter((word) => word !== '').sort().join(' ')).join(' | ');

/**
 * Which row a label's expected value names. The lookup is asked for the expected value itself: the row is there when
 * one it ranks has that key, or, when none has, when exactly one ranked key holds the same words in another order or
 * with a comma ("Caitlin Myers" for a cell "Myers, Caitlin", a CRM's "last, first"), whose key the label then takes.
 * Otherwise a warning (a typo, "Caitlin Meyers" for "Caitlin Myers", or another column's value, an account ID): no
 * outcome could be right, so scored it would count as confident-wrong and push the suggestion up; the best row it
 * ranks at `closeScore` or more is offered in its place.
 */
function expectedRow(document: LookupDocument, tool: ToolDefinition, parameters: readonly string[], label: Label, file: string, closeScore: number): { key: string | null } | { missing: Issue } {
  if (label.expected === null) return { key: null };
  const parts = label.expectedAsWritten.split('|').map((part) => part.trim());
  // Each value of "a | b" goes to the parameter it was heard for, in the order the lookup reports their columns.
  const supplied = parameters.filter((name) => label.args[name] !== undefined);
  const probed = [...supplied, ...parameters.filter((name) => !supplied.includes(name))].slice(0, parts.length);
  if (probed.length < parts.length || parts.some((part) => part === '')) return { key: label.expected };
  const result = document.call(tool.name, Object.fromEntries(probed.map((name, i) => [name, parts[i]!])), { debug: true });
  const whole = parts.length > 1;
  const wanted = parts.map(labelKey).join(' | ');
  const keys = (result.scores ?? []).map((row) => rowKey(row, whole));
  if (keys.includes(wanted)) return { key: wanted };
  // Turned round, or written without its accents: the row when only one ranked holds those words.
  const turned = new Set(keys.filter((key) => wordsKey(key) === wordsKey(wanted)));
  if (turned.size === 1) return { key: [...turned][0]! };
  const best = result.scores?.[0];
  const nearest = best !== undefined && best.score >= closeScore ? best.keys.map((k) => k.value).join(' | ') : undefined;
  const columns = probed.map((name) => tool.parameters.find((p) => p.name === name)?.column ?? name);
  return {
    missing: {
      code: 'LABELS_EXPECTED_NOT_IN_TABLE', severity: 'warning', path: `${file}:${label.line}`, file,
      message: messages.labelsExpectedNotInTable(file, label.line, label.expectedAsWritten, columns, nearest),
    },
  };
}

const pct = (count: number, total: number): string => (total === 0 ? '0.0' : ((100 * count) / total).toFixed(1));

function confusionLines(c: Confusion): string[] {
  return [
    `  caller in the table   → confident right row ${c.confidentCorrect}, candidates with the row ${c.candidatesWithExpected}, candidates without it ${c.candidatesWithoutExpected}, not found ${c.notFoundMissed}`,
    `  caller not in table   → candidates ${c.strangerCandidates}, not found ${c.notFoundCorrect}`,
    `  confident-wrong (either) ${c.confidentWrong}`,
  ];
}

function summary(label: string, t: TuneThresholds, c: Confusion): string {
  const found = c.confidentCorrect + c.candidatesWithExpected;
  return `${label.padEnd(10)} min_score ${String(t.minScore).padStart(3)}  confident_score ${String(t.confidentScore).padStart(3)}  confident_margin ${String(t.confidentMargin).padStart(2)}`
    + `  | confident-correct ${pct(c.confidentCorrect, c.queries)}%  confident-wrong ${pct(c.confidentWrong, c.queries)}%  found ${pct(found, c.inTable)}% of callers in the table`;
}

function formatReport(tool: string, file: string, report: TuneReport, leftOut: readonly Issue[]): string {
  const lineOf = (issue: Issue): string => issue.path.slice(issue.path.lastIndexOf(':') + 1);
  const skipped = leftOut.length === 0 ? ''
    : ` (${leftOut.length} more left out, their expected row not in the table: line${leftOut.length === 1 ? '' : 's'} ${leftOut.slice(0, 5).map(lineOf).join(', ')}${leftOut.length > 5 ? ', …' : ''})`;
  const lines = [`tune ${tool}: ${counted(report.current.confusion.queries, 'labelled call')} from ${file}${skipped}`, ''];
  lines.push(summary('current', report.current.thresholds, report.current.confusion), ...confusionLines(report.current.confusion), '');
  if (report.best === undefined) {
    lines.push(`no thresholds keep confident-wrong under ${(report.maxConfidentWrongShare * 100).toFixed(1)}%: the labels disagree with the table, or the column needs another match_mode`);
  } else {
    lines.push(summary('best', report.best.thresholds, report.best.confusion), ...confusionLines(report.best.confusion), '');
    const t = report.best.thresholds;
    lines.push(`set in the document: "min_score": ${t.minScore}, "confident_score": ${t.confidentScore}, "confident_margin": ${t.confidentMargin}`);
  }
  for (const caution of report.cautions) lines.push(`caution: ${caution}`);
  return `${lines.join('\n')}\n`;
}

/**
 * Runs the `tune` command. Exit 0 with a report (labels whose expected row is not in the table are left out, each
 * with a warning on stderr), 2 on a usage, document or labels problem, or when no label is left.
 *
 * @example
 *   await run(['customers.lookup.json', '--tool', 'lookup_customer', '--labels', 'labels.csv'], io)
 */
export async function run(argv: string[], io: CliIO): Promise<number> {
  const parsed = parseArgs(argv);
  if (!parsed.ok) {
    io.stderr(`switchboard tune: ${CLI_ERROR.usage}: ${parsed.message}\n${USAGE}\n`);
    return 2;
  }
  const options = parsed.value;
  const documentPath = resolve(io.cwd, options.document);
  let document: LookupDocument;
  try {
    const progress = loadProgress(io);
    document = await loadDocument(documentPath, { onProgress: progress.onProgress });
    progress.finish();
  } catch (error) {
    io.stderr(`switchboard tune: ${documentFailure(error, options.document, io.cwd)}\n`);
    return 2;
  }
  if (refusedAsOtherFile('tune', document.status(), options.document, io)) return 2;
  const tool = document.tools.find((t) => t.name === options.tool);
  if (tool === undefined) {
    const known = document.tools.map((t) => t.name);
    io.stderr(`switchboard tune: ${CLI_ERROR.toolUnknown}: ${errorMessages.toolUnknown(options.document, options.tool, known)}\n`);
    return 2;
  }
  // A misspelt field is ignored, so the thresholds tuned and reported would otherwise be taken for the document's.
  sayDocumentWarnings('tune', document.status().issues, options.document, io);
  const parameters = [...tool.parameters].sort((a, b) => Number(b.required) - Number(a.required)).map((p) => p.name);
  // A flow, call file or lookup document given as the labels (a slip between the two file arguments) would be read
  // as a CSV whose header is its first line: said as what it is, once, rather than as three header problems.
  // A pipe, socket or device is refused before anything reads it: a FIFO with no writer would wait for ever, and the
  // labels are read more than once (their kind, then the CSV), which a pipe cannot give.
  const labelsStat = await stat(resolve(io.cwd, options.labels)).catch(() => undefined);
  if (labelsStat !== undefined && !labelsStat.isFile() && !labelsStat.isDirectory()) {
    io.stderr(`switchboard tune: ${CLI_ERROR.labelsUnreadable}: ${errorMessages.fileUnreadable(options.labels, errorMessages.labelsNotRegular)}\n`);
    return 2;
  }
  const otherFile = await switchboardFileKind(resolve(io.cwd, options.labels));
  if (otherFile !== undefined) {
    io.stderr(`switchboard tune: LABELS_NOT_CSV: ${errorMessages.labelsIsOtherFile(options.labels, otherFile)}\n`);
    return 2;
  }
  let read: { labels: Label[]; issues: Issue[] };
  try {
    const columnOf = Object.fromEntries(tool.parameters.map((p) => [p.name, p.column]));
    read = await readLabels(resolve(io.cwd, options.labels), options.labels, parameters, columnOf);
  } catch (error) {
    io.stderr(`switchboard tune: ${CLI_ERROR.labelsUnreadable}: ${errorMessages.fileUnreadable(options.labels, errorMessages.unreadableBecause((error as NodeJS.ErrnoException).code ?? String(error), 'the labels file', io.cwd))}\n`);
    return 2;
  }
  // Warnings (a Latin-1 file read as such) are shown and the run goes on; any error stops it, all of them shown.
  io.stderr(read.issues.map((issue) => `switchboard tune: ${oneLine(`${issue.code}: ${issue.message}`)}\n`).join(''));
  if (read.issues.some((issue) => issue.severity === 'error')) return 2;
  const { labels } = read;
  const current = await currentThresholds(documentPath, tool.name);
  let queries: LabelledQuery[];
  const leftOut: Issue[] = [];
  try {
    const evaluated: Label[] = [];
    for (const label of labels) {
      const row = expectedRow(document, tool, parameters, label, options.labels, current.minScore);
      if ('key' in row) evaluated.push({ ...label, expected: row.key });
      // "none", "-", "N/A" that is no row says the caller is not in the table, as a blank does.
      else if (isNotInTableMarker(label.expectedAsWritten)) evaluated.push({ ...label, expected: null, expectedAsWritten: '' });
      else leftOut.push(row.missing);
    }
    queries = rankings(document, tool.name, evaluated);
  } catch (error) {
    // A labelled call the lookup refuses is said with its code; anything else is a bug, for `main`'s INTERNAL line.
    if (!(error instanceof MatcherError)) throw error;
    io.stderr(`switchboard tune: ${errorLine(error)}\n`);
    return 2;
  }
  io.stderr(leftOut.map((issue) => `switchboard tune: ${oneLine(`${issue.code}: ${issue.message}`)}\n`).join(''));
  if (queries.length === 0) {
    io.stderr(`switchboard tune: ${CLI_ERROR.labelsNoneInTable}: ${messages.labelsNoneInTable(options.labels)}\n`);
    return 2;
  }
  const report = tuneThresholds(queries, current, { maxConfidentWrongShare: options.maxWrong });
  if (options.json) io.stdout(`${JSON.stringify({ tool: tool.name, labels: options.labels, ...report, leftOut })}\n`);
  else io.stdout(formatReport(tool.name, options.labels, report, leftOut));
  return 0;
}
