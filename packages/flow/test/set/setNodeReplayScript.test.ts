// A call file names a set node's variables as any other: they exist, and a typo of one is answered with it.
import { expect, test } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { loadFlow } from '@switchboard/flow';
import { checkScriptAgainstFlow } from '../../src/replay/checkScriptAgainstFlow.js';
import { parseCallScript } from '../../src/replay/parseCallScript.js';

const flowFile = fileURLToPath(new URL('../../../../flows/billing-line/flow.yaml', import.meta.url));

test('expect.variables may name what a set node stores; a misspelt one is unknown_variable with did-you-mean', async () => {
  const { flow } = await loadFlow(flowFile);
  if (!flow) throw new Error('the billing-line demo does not load');
  const { script, locate } = parseCallScript('flow: ../flow.yaml\nturns: []\nexpect:\n  variables: { greeting: Thank you., queue: billing-general, gretting: x }\n', 'calls/x.call.yaml');
  if (!script) throw new Error('the call file does not parse');
  const issues = checkScriptAgainstFlow(script, flow, ['lookup_customer'], 'calls/x.call.yaml', locate, 'flow.yaml');
  expect(issues).toEqual([expect.objectContaining({ code: 'unknown_variable', path: 'expect.variables.gretting', message: expect.stringContaining('did you mean "greeting"?') })]);
});
