// JUnit XML for CI systems: one <testsuite> per flow, one <testcase> per call file.
import { printable } from '../printable.js';
import { shownFile } from '../shownFile.js';
import type { CallReport } from './CallReport.js';
import { formatCoverage, isFullCoverage, type FlowCoverage } from './coverage.js';
import { formatDivergence } from './formatReport.js';
import { formatIssue } from './ReplayIssue.js';

/**
 * Renders replay reports as JUnit XML (the widely read Ant/Jenkins dialect).
 * A failed call is a `<failure>`, a call file that cannot run is an `<error>`.
 *
 * @example
 * await writeFile('replay.xml', junitXml(reports, { cwd: process.cwd() }));
 */
export function junitXml(reports: readonly CallReport[], options: { cwd?: string; requiredCoverage?: readonly FlowCoverage[] } = {}): string {
  const show = (file: string): string => (options.cwd ? shownFile(file, options.cwd) : file);
  const suites = new Map<string, CallReport[]>();
  for (const report of reports) {
    const key = report.flow === null ? '(no flow)' : show(report.flow);
    suites.set(key, [...(suites.get(key) ?? []), report]);
  }
  // With --require-coverage, a flow's coverage is a test case of its suite: a build failed for it shows why in CI.
  const required = new Map((options.requiredCoverage ?? []).map((coverage) => [show(coverage.flow), coverage]));
  const coverageFailing = (flow: string): number => {
    const coverage = required.get(flow);
    return coverage === undefined || isFullCoverage(coverage) ? 0 : 1;
  };
  const seconds = (ms: number): string => (ms / 1000).toFixed(3);
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const coverageCases = [...suites.keys()].filter((flow) => required.has(flow));
  const failures = reports.filter((r) => r.status === 'failed').length + coverageCases.reduce((sum, flow) => sum + coverageFailing(flow), 0);
  const errors = reports.filter((r) => r.status === 'invalid').length;
  const total = reports.reduce((sum, r) => sum + r.durationMs, 0);
  lines.push(`<testsuites name="switchboard replay" tests="${reports.length + coverageCases.length}" failures="${failures}" errors="${errors}" time="${seconds(total)}">`);
  for (const [flow, members] of suites) {
    const coverage = required.get(flow);
    const suiteFailures = members.filter((r) => r.status === 'failed').length + coverageFailing(flow);
    const suiteErrors = members.filter((r) => r.status === 'invalid').length;
    const time = members.reduce((sum, r) => sum + r.durationMs, 0);
    const tests = members.length + (coverage === undefined ? 0 : 1);
    lines.push(`  <testsuite name="${attr(flow)}" tests="${tests}" failures="${suiteFailures}" errors="${suiteErrors}" skipped="0" time="${seconds(time)}">`);
    // CI tools key a test case by classname and name (GitLab keeps one of each): a name two call files share is told apart by the file.
    const named = new Map<string, number>();
    for (const report of members) named.set(report.name, (named.get(report.name) ?? 0) + 1);
    for (const report of members) {
      const name = (named.get(report.name) ?? 0) > 1 ? `${report.name} (${show(report.file)})` : report.name;
      // GitHub's JUnit annotators place a failure at the test case's file and line: the expectation's, or the first issue's.
      const line = lineOf(report);
      const at = line === null ? '' : ` line="${line}"`;
      const open = `    <testcase classname="${attr(className(flow))}" name="${attr(name)}" file="${attr(show(report.file))}"${at} time="${seconds(report.durationMs)}"`;
      // A warning about the call file rides along as the test case's stderr: the case still passes or fails on the call.
      const warned = (report.warnings ?? []).map((issue) => formatIssue({ ...issue, file: show(issue.file) }));
      const warnings = warned.length > 0 ? [`      <system-err>${text(warned.join('\n'))}</system-err>`] : [];
      if (report.status === 'passed' && warnings.length === 0) {
        lines.push(`${open}/>`);
      } else if (report.status === 'passed') {
        lines.push(`${open}>`, ...warnings, '    </testcase>');
      } else if (report.status === 'failed') {
        const [first] = report.divergences;
        const body = report.divergences.map((d) => formatDivergence(d, report).join('\n')).join('\n\n');
        lines.push(`${open}>`);
        lines.push(`      <failure message="${attr(first.message)}" type="${attr(first.kind)}">${text(body)}</failure>`);
        // The transcript is what a reader needs next to see why the call went that way.
        const transcript = report.transcript.map((line) => `[turn ${line.turn}] ${line.who === 'caller' ? 'caller' : `agent at ${line.node}`}: ${line.text}`);
        lines.push(`      <system-out>${text(transcript.join('\n'))}</system-out>`);
        lines.push(...warnings);
        lines.push('    </testcase>');
      } else {
        const body = report.issues.map((issue) => formatIssue({ ...issue, file: show(issue.file) })).join('\n');
        lines.push(`${open}>`);
        lines.push(`      <error message="${attr(report.issues[0]?.message ?? 'invalid call file')}" type="${attr(report.issues[0]?.code ?? 'invalid')}">${text(body)}</error>`);
        lines.push(...warnings);
        lines.push('    </testcase>');
      }
    }
    if (coverage !== undefined) lines.push(...coverageCase(flow, coverage, show));
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>');
  return lines.join('\n') + '\n';
}

/** The test case of a flow's coverage under --require-coverage: passing when full, else a failure listing what was never reached. */
function coverageCase(flow: string, coverage: FlowCoverage, show: (file: string) => string): string[] {
  const open = `    <testcase classname="${attr(className(flow))}" name="coverage (--require-coverage)" file="${attr(flow)}" time="0.000"`;
  if (isFullCoverage(coverage)) return [`${open}/>`];
  const counts = [`nodes ${coverage.nodesVisited}/${coverage.nodes.length}`, `outcome edges ${coverage.edgesTaken}/${coverage.edges.length}`,
    ...(coverage.cases.length > 0 ? [`branch cases ${coverage.casesTaken}/${coverage.cases.length}`] : [])];
  const message = `coverage of ${flow} is not full: ${counts.join(', ')}`;
  return [`${open}>`, `      <failure message="${attr(message)}" type="coverage">${text(formatCoverage(coverage, show).trimEnd())}</failure>`, '    </testcase>'];
}

/**
 * A flow's test cases' class: its path without the file's extension. Jenkins splits a classname at its last dot into a
 * package and a class, as Java's, so `flow.yaml` would list every call under a class "yaml".
 *
 * @example className('flows/customer-care/flow.yaml') // 'flows/customer-care/flow'
 */
function className(flow: string): string {
  return flow.replace(/\.(ya?ml|json)$/i, '');
}

/** The call file's line a report's failure is at: its first divergence's (when it has one), or its first issue's. */
function lineOf(report: CallReport): number | null {
  if (report.status === 'failed') return report.divergences[0].line;
  if (report.status === 'invalid') {
    const line = report.issues[0]?.line ?? 0;
    return line > 0 ? line : null;
  }
  return null;
}

// XML 1.0 cannot hold these even escaped; `printable` has written every control character but tab and line feed as its
// \u escape already, which leaves the two noncharacters.
const FORBIDDEN_XML = /[\uFFFE\uFFFF]/g;

/**
 * Text as the text report shows it (`printable`: a control character as its \u escape, a character that shows as
 * nothing as `<U+00AD>`), so a CI page reads what the terminal read, escaped for XML.
 */
function text(value: string): string {
  return printable(value)
    .replace(FORBIDDEN_XML, (char) => `\\u${char.charCodeAt(0).toString(16)}`)
    .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

// A tab or line break written as itself in an attribute is read back as a space (XML's attribute-value normalisation).
function attr(value: string): string {
  return text(value).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');
}
