// `switchboard validate FLOW... [--json]`: every problem in each flow, with code, node and line.
import { resolve } from 'node:path';
import { countIssues, FileTooLargeError, formatFlowIssue, ISSUE, issueMessages, loadFlow, loadFlowBytes, readStreamWithin, shownFlowIssue, type FlowIssue, type LoadedFlow } from '@switchboard/flow';
import type { CliIO } from '../io.js';
import { CLI_ERROR, counted, errorMessages, usageMessages } from '../messages.js';
import { isOption } from '../isOption.js';
import { helpText } from '../helpText.js';
import { splitAtDoubleDash } from '../operands.js';
import { EXIT, FLOW_NOT_READ } from '../exitStatus.js';

export const USAGE = helpText([
  'usage: switchboard validate FLOW... [--json]',
  '  FLOW  a flow file (YAML or JSON); - reads one from stdin, its documents named from the current folder',
  '  --json  print the issues of each flow as JSON',
  '  --  every word after it is a file, even one starting with a dash',
  'exit: 0 every flow valid (warnings allowed), 1 a flow has an error, 2 bad usage, a FLOW that cannot be read or is not a flow (the others still checked), or output that cannot be written',
]);

/**
 * Checks flow files. Exit 0 when every flow is valid (warnings are printed but pass), 1 when any has an error, 2 on bad
 * usage or when a FLOW cannot be read or is not a flow (`EXIT`: every other flow is still checked and reported).
 *
 * @example
 *   await run(['flows/customer-care/flow.yaml'], io) // prints "flows/customer-care/flow.yaml: ok", returns 0
 */
export async function run(argv: string[], io: CliIO): Promise<number> {
  const { words, operands } = splitAtDoubleDash(argv);
  const json = words.includes('--json');
  const unknownOption = words.find((arg) => arg !== '--json' && isOption(arg));
  const flows = [...words.filter((arg) => arg !== '--json'), ...operands];
  // Standard input can be read once: a second `-` would be checked as an empty flow.
  const problem = unknownOption !== undefined ? usageMessages.unknownOption(unknownOption, ['--json'])
    : flows.length === 0 ? usageMessages.missingFlow
      : flows.filter((flow) => flow === '-').length > 1 ? usageMessages.stdinTwice : undefined;
  if (problem !== undefined) {
    io.stderr(`switchboard validate: ${CLI_ERROR.usage}: ${problem}\n${USAGE}\n`);
    return EXIT.notDone;
  }

  // `silenced`: the warnings a node's `ignore` left out, so a reviewer can see what was judged fine.
  const results: { flow: string; issues: FlowIssue[]; silenced: FlowIssue[] }[] = [];
  for (const flow of flows) {
    // `-` is the flow piped in, named "<stdin>", its document paths read from the folder the command runs in.
    const { issues, silenced } = flow === '-' ? await loadStdinFlow(io) : await loadFlow(resolve(io.cwd, flow));
    results.push({ flow: flow === '-' ? STDIN_NAME : flow, issues, silenced });
  }

  if (json) {
    // Files by the name the text gives them (relative from the folder the command runs in, or absolute from outside it).
    const shown = results.map(({ flow, issues, silenced }) => ({
      flow,
      issues: issues.map((issue) => shownFlowIssue(issue, io.cwd)),
      silenced: silenced.map((issue) => shownFlowIssue(issue, io.cwd)),
    }));
    io.stdout(`${JSON.stringify(shown, null, 2)}\n`);
  } else {
    for (const { flow, issues, silenced } of results) {
      const warnings = countIssues(issues.filter((issue) => issue.severity === 'warning'));
      const notes = [...(warnings > 0 ? [counted(warnings, 'warning')] : []), ...(silenced.length > 0 ? [`${counted(countIssues(silenced), 'warning')} ignored, listed by --json`] : [])];
      if (!issues.some((issue) => issue.severity === 'error')) io.stdout(`${flow}: ok${notes.length > 0 ? ` (${notes.join(', ')})` : ''}\n`);
      for (const issue of issues) io.stdout(`${formatFlowIssue(issue, io.cwd)}\n`);
    }
    const all = results.flatMap((result) => result.issues);
    const problems = countIssues(all.filter((issue) => issue.severity === 'error'));
    const warnings = countIssues(all) - problems;
    const broken = results.filter((result) => result.issues.some((issue) => issue.severity === 'error')).length;
    const warned = warnings > 0 ? `${problems > 0 ? ', ' : ''}${counted(warnings, 'warning')}` : '';
    if (problems > 0) io.stdout(`\n${counted(problems, 'problem')} in ${broken} of ${counted(results.length, 'flow')}${warned}\n`);
    else if (warnings > 0) io.stdout(`\n${warned} in ${counted(results.length, 'flow')}, no problems\n`);
  }
  if (results.some((result) => result.issues.some((issue) => FLOW_NOT_READ.has(issue.code)))) return EXIT.notDone;
  return results.some((result) => result.issues.some((issue) => issue.severity === 'error')) ? EXIT.problems : EXIT.ok;
}


/** The name standard input goes by in issues and results (`validate -`), as compilers name it. */
const STDIN_NAME = '<stdin>';

/** The flow piped in; a folder given as stdin (which reads as nothing) is one flow_unreadable issue saying so. */
async function loadStdinFlow(io: CliIO): Promise<Pick<LoadedFlow, 'issues' | 'silenced'>> {
  if (!io.stdinIsFolder) {
    let bytes: Buffer;
    try {
      bytes = await readStreamWithin(io.stdin, 'the flow file');
    } catch (error) {
      if (!(error instanceof FileTooLargeError)) throw error;
      return { issues: [{ code: ISSUE.tooLarge, severity: 'error', path: '', file: STDIN_NAME, message: issueMessages.unreadableFile(STDIN_NAME, error.message) }], silenced: [] };
    }
    return loadFlowBytes(bytes, STDIN_NAME, { folder: io.cwd });
  }
  const why = errorMessages.stdinIsFolder('the flow file', 'switchboard validate - < flows/customer-care/flow.yaml', 'switchboard validate flows/customer-care/flow.yaml');
  return { issues: [{ code: ISSUE.unreadableFile, severity: 'error', path: '', file: STDIN_NAME, message: issueMessages.unreadableFile(STDIN_NAME, why) }], silenced: [] };
}
