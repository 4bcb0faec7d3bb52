// A lookup column whose header holds a dot and a space (`Acct. No`) is named in a template as its header is written.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { loadFlow, loadFlowText, startCall } from '@switchboard/flow';
import { variableAt } from '../../src/replay/checkExpectations.js';

const flowFile = fileURLToPath(new URL('./fixtures/accounts/flow.yaml', import.meta.url));

describe('{{cust.Acct. No}}', () => {
  test('validate finds the column, the call says it, a replay checks it', async () => {
    const { flow, documents, issues } = await loadFlow(flowFile);
    expect(issues).toEqual([]);
    const call = await startCall(flow!, { documents });
    await call.hear('Caitlin Myers');
    expect(call.events).toContainEqual({ type: 'say', node: 'tell', text: 'Your account number is A1001, born 1985-03-05.' });
    expect(variableAt(call.variables, 'cust.Acct. No')).toBe('A1001');
  });

  /** The fixture flow with the `tell` node's reference replaced, loaded from its folder (documents and all). */
  async function issuesWith(reference: string) {
    const text = (await readFile(flowFile, 'utf8')).replace('{{cust.Acct. No}}', reference);
    const { issues } = await loadFlowText(text, flowFile);
    return issues.map((issue) => ({ code: issue.code, node: issue.node, message: issue.message }));
  }

  test.each([
    {
      name: 'the header written without its dot is unknown_result_column, with the header as it is written',
      reference: '{{cust.Acct No}}',
      expected: { code: 'unknown_result_column', node: 'tell', message: expect.stringContaining('no column "Acct No" (it would be said as nothing); did you mean "Acct. No"?') },
    },
    {
      name: 'a misspelt dotted header is named whole, not by its part before the dot',
      reference: '{{cust.Acct. Nr}}',
      expected: { code: 'unknown_result_column', node: 'tell', message: expect.stringContaining('no column "Acct. Nr" (it would be said as nothing); did you mean "Acct. No"?') },
    },
    {
      name: 'a header ending in a dot is named without it: invalid_template_name says what to write',
      reference: '{{cust.Acct No.}}',
      expected: { code: 'invalid_template_name', node: 'tell', message: expect.stringContaining('is named without them, so write `{{cust.Acct No}}`') },
    },
  ])('$name', async ({ reference, expected }) => {
    expect(await issuesWith(reference)).toEqual([expected]);
  });

  // A template reads a field named but for case and word style when none is named exactly (`readVariable`): validate
  // reads a row's columns the same way (until 2026-12-06 it refused `{{cust.full_name}}`, "it would be said as nothing").
  test.each(['{{cust.full_name}}', '{{cust.FULL NAME}}', '{{cust.fullName}}'])('%s is the column Full Name: validate passes it, the call says it', async (reference) => {
    expect(await issuesWith(reference)).toEqual([]);
    const text = (await readFile(flowFile, 'utf8')).replace('{{cust.Acct. No}}', reference);
    const { flow, documents } = await loadFlowText(text, flowFile);
    const call = await startCall(flow!, { documents });
    await call.hear('Caitlin Myers');
    expect(call.events).toContainEqual({ type: 'say', node: 'tell', text: 'Your account number is Caitlin Myers, born 1985-03-05.' });
  });

  test('a column named in another style whose name holds a dot is still unknown_result_column (a template reads the part before it)', async () => {
    expect(await issuesWith('{{cust.acct. no}}')).toEqual([
      { code: 'unknown_result_column', node: 'tell', message: expect.stringContaining('no column "acct. no" (it would be said as nothing)') },
    ]);
  });
});
