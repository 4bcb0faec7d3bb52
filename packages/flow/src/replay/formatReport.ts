// Human-readable replay output: one line per call, and the first divergence of a failing one.
import { shownFile } from '../shownFile.js';
import { summarise, type CallReport } from './CallReport.js';
import type { Divergence } from './Divergence.js';
import { formatIssue } from './ReplayIssue.js';
import { plural } from './messages.js';
import { printable } from '../printable.js';

export interface FormatOptions {
  /** Paths are shown by their shortest honest name from this folder (`shownFile`). */
  cwd?: string;
}

/**
 * One line per call, then a summary line. A failed call also shows its first divergence:
 * the turn and node, expected vs actual, and the call-file line holding the expectation. Control characters from a
 * call file, a caller's line or a row are written as their \u escapes (`printable`): the report goes to a terminal.
 *
 * @example
 * formatReport(reports, { cwd: process.cwd() });
 * // FAIL ambiguous-name (flows/customer-care/calls/ambiguous.call.yaml)
 * //      at turn 1 (caller: "Sean Riley"), node find_customer; expect.lookups[0], line 17
 * //      expected: confident
 * //      actual:   ambiguous
 */
export function formatReport(reports: readonly CallReport[], options: FormatOptions = {}): string {
  const lines: string[] = [];
  const show = (file: string): string => (options.cwd ? shownFile(file, options.cwd) : file);
  // A warning about the call file (a turn split at a comma) goes under the call's line, whatever came of the call.
  const warningLines = (report: CallReport): string[] => (report.warnings ?? []).map((issue) => `     ${formatIssue({ ...issue, file: show(issue.file) })}`);
  for (const report of reports) {
    if (report.status === 'invalid') {
      lines.push(`INVALID ${report.name} (${show(report.file)})`);
      for (const issue of report.issues) lines.push(`     ${formatIssue({ ...issue, file: show(issue.file) })}`);
      lines.push(...warningLines(report));
      continue;
    }
    const facts = [plural(report.path.length, 'node'), plural(report.lookups.length, 'lookup'), plural(report.turnsHeard, 'turn')].join(', ');
    if (report.status === 'passed') {
      lines.push(`PASS ${report.name} (${show(report.file)}) ${facts}`);
      lines.push(...warningLines(report));
      continue;
    }
    const [first, ...rest] = report.divergences;
    lines.push(`FAIL ${report.name} (${show(report.file)}) ${facts}`);
    lines.push(...warningLines(report));
    lines.push(...formatDivergence(first, report).map((line) => `     ${line}`));
    if (rest.length > 0) lines.push(`     (${rest.length} more divergence${rest.length === 1 ? '' : 's'}; --json lists them all)`);
  }
  const summary = summarise(reports);
  const parts = [`${summary.passed} passed`, `${summary.failed} failed`];
  if (summary.invalid > 0) parts.push(`${summary.invalid} invalid`);
  lines.push(`${plural(summary.total, 'call')}: ${parts.join(', ')}`);
  return printable(lines.join('\n')) + '\n';
}

/**
 * The lines describing one divergence: where, expected, actual, and the sentence saying it.
 *
 * @example
 * formatDivergence(report.divergences[0], report).join('\n');
 */
export function formatDivergence(divergence: Divergence, report: { transcript: { who: string; text: string; turn: number }[] }): string[] {
  const where: string[] = [];
  if (divergence.turn !== null) where.push(`at ${turnLabel(divergence.turn, report)}`);
  else where.push('at the end of the call');
  if (divergence.node !== null) where.push(`node ${divergence.node}`);
  const source = divergence.field === null ? '' : `; ${divergence.field}${divergence.line === null ? '' : `, line ${divergence.line}`}`;
  return [
    `${where.join(', ')}${source}`,
    `expected: ${divergence.expected}`,
    `actual:   ${divergence.actual}`,
    divergence.message,
  ];
}

function turnLabel(turn: number, report: { transcript: { who: string; text: string; turn: number }[] }): string {
  if (turn === 0) return 'the opening (before the caller spoke)';
  const heard = report.transcript.find((line) => line.who === 'caller' && line.turn === turn);
  return heard ? `turn ${turn} (caller: "${heard.text}")` : `turn ${turn}`;
}
