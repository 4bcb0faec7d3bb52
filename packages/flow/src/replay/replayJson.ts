// The machine-readable form of a replay (`--json`): summary, every call with all its divergences, coverage.
import { shownFile } from '../shownFile.js';
import { summarise, type CallReport, type ReplaySummary } from './CallReport.js';
import { isFullCoverage, type FlowCoverage } from './coverage.js';

export interface ReplayJson {
  summary: ReplaySummary;
  calls: CallReport[];
  coverage?: FlowCoverage[];
  /** With --require-coverage: whether every flow's coverage was full, and the flows whose was not. */
  requiredCoverage?: { met: boolean; incomplete: string[] };
}

/**
 * The JSON document `switchboard replay --json` prints; file paths by their shortest honest name from `cwd` when given (`shownFile`).
 *
 * @example
 * JSON.parse(JSON.stringify(replayJson(reports))).summary; // { total: 7, passed: 7, failed: 0, invalid: 0 }
 */
export function replayJson(reports: readonly CallReport[], coverage?: readonly FlowCoverage[], options: { cwd?: string; requireCoverage?: boolean } = {}): ReplayJson {
  const show = (file: string): string => (options.cwd ? shownFile(file, options.cwd) : file);
  const calls = reports.map((report): CallReport => {
    const warnings = report.warnings ? { warnings: report.warnings.map((issue) => ({ ...issue, file: show(issue.file) })) } : {};
    if (report.status === 'invalid') {
      return {
        ...report,
        file: show(report.file),
        flow: report.flow === null ? null : show(report.flow),
        issues: report.issues.map((issue) => ({ ...issue, file: show(issue.file) })),
        ...warnings,
      };
    }
    return { ...report, file: show(report.file), flow: show(report.flow), ...warnings };
  });
  const json: ReplayJson = { summary: summarise(reports), calls };
  if (coverage) json.coverage = coverage.map((entry) => ({ ...entry, flow: show(entry.flow) }));
  if (options.requireCoverage) {
    // As the command decides its exit status: no flow covered at all is not met either.
    const incomplete = (coverage ?? []).filter((entry) => !isFullCoverage(entry)).map((entry) => show(entry.flow));
    json.requiredCoverage = { met: (coverage ?? []).length > 0 && incomplete.length === 0, incomplete };
  }
  return json;
}
