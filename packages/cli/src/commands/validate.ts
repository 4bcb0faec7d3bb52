// `switchboard validate FLOW... [--json]`: every problem in each flow, with code, node and line.
import { resolve } from 'node:path';
import { formatFlowIssue, loadFlow, type FlowIssue } from '@switchboard/flow';
import type { CliIO } from '../io.js';

const USAGE = 'usage: switchboard validate FLOW... [--json]';

/**
 * Checks flow files. Exit 0 when every flow is valid, 1 when any has a problem, 2 on bad usage.
 *
 * @example
 *   await run(['flows/customer-care/flow.yaml'], io) // prints "flows/customer-care/flow.yaml: ok", returns 0
 */
export async function run(argv: string[], io: CliIO): Promise<number> {
  const json = argv.includes('--json');
  const flows = argv.filter((arg) => arg !== '--json');
  const unknownOption = flows.find((arg) => arg.startsWith('--'));
  if (flows.length === 0 || unknownOption !== undefined) {
    io.stderr(`switchboard validate: ${unknownOption === undefined ? 'missing FLOW' : `unknown option ${unknownOption}`}\n${USAGE}\n`);
    return 2;
  }

  const results: { flow: string; issues: FlowIssue[] }[] = [];
  for (const flow of flows) {
    const { issues } = await loadFlow(resolve(io.cwd, flow));
    results.push({ flow, issues });
  }

  if (json) {
    io.stdout(`${JSON.stringify(results, null, 2)}\n`);
  } else {
    for (const { flow, issues } of results) {
      if (issues.length === 0) io.stdout(`${flow}: ok\n`);
      for (const issue of issues) io.stdout(`${formatFlowIssue(issue, io.cwd)}\n`);
    }
    const problems = results.reduce((sum, result) => sum + result.issues.length, 0);
    const broken = results.filter((result) => result.issues.length > 0).length;
    if (problems > 0) io.stdout(`\n${problems} problem${problems === 1 ? '' : 's'} in ${broken} of ${results.length} flow${results.length === 1 ? '' : 's'}\n`);
  }
  return results.some((result) => result.issues.length > 0) ? 1 : 0;
}
