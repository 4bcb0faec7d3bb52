// A lookup column whose header holds marks a template name cannot (`Phone #`, `Amount ($)`, `Owner's Name`, `Acct No.`)
// is named without them, in any case and word style: `{{acct.phone_no}}`… never a dead end between two refusals.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { loadFlowText, readVariable, startCall, type Json } from '@switchboard/flow';

const flowFile = fileURLToPath(new URL('./fixtures/marks/flow.yaml', import.meta.url));

/** The fixture flow with `tell` reading `reference`, loaded from its folder; what validate says and what the caller hears. */
async function callWith(reference: string) {
  const text = (await readFile(flowFile, 'utf8')).replace('{{REFERENCE}}', reference);
  const { flow, documents, issues } = await loadFlowText(text, flowFile);
  const found = issues.map((issue) => ({ code: issue.code, message: issue.message }));
  if (flow === null || issues.length > 0) return { issues: found, said: undefined };
  const call = await startCall(flow, { documents });
  await call.hear('Caitlin Myers');
  const said = call.events.find((event) => event.type === 'say' && event.node === 'tell');
  return { issues: found, said: said?.type === 'say' ? said.text : undefined };
}

describe('a header holding marks a template name cannot', () => {
  test.each([
    { name: "{{acct.Amount}} says the column Amount ($)", reference: '{{acct.Amount}}', says: 'You said: 1234.50.' },
    { name: "{{acct.owners_name}} says the column Owner's Name", reference: '{{acct.owners_name}}', says: 'You said: Zoe Myers.' },
    { name: "{{acct.Owners Name}} says the column Owner's Name", reference: '{{acct.Owners Name}}', says: 'You said: Zoe Myers.' },
    { name: '{{acct.Acct No}} says the column Acct No. (a header ending in a dot)', reference: '{{acct.Acct No}}', says: 'You said: A1001.' },
    { name: '{{acct.acct_no}} says the column Acct No.', reference: '{{acct.acct_no}}', says: 'You said: A1001.' },
    { name: '{{acct.Phone}} is the column Phone, written so, not Phone #', reference: '{{acct.Phone}}', says: 'You said: 555-0199.' },
    { name: '{{acct.phone}} is the column Phone too: a header named but for case comes before one named but for marks', reference: '{{acct.phone}}', says: 'You said: 555-0199.' },
  ])('$name', async ({ reference, says }) => {
    expect(await callWith(reference)).toEqual({ issues: [], said: says });
  });

  test.each([
    { name: '{{acct.Amount ($)}} is invalid_template_name, saying to write {{acct.Amount}}', reference: '{{acct.Amount ($)}}', write: '`{{acct.Amount}}`' },
    { name: "{{acct.Owner's Name}} is invalid_template_name, saying to write {{acct.Owners Name}}", reference: "{{acct.Owner's Name}}", write: '`{{acct.Owners Name}}`' },
    { name: '{{acct.Acct No.}} is invalid_template_name, saying to write {{acct.Acct No}}', reference: '{{acct.Acct No.}}', write: '`{{acct.Acct No}}`' },
  ])('$name', async ({ reference, write }) => {
    const { issues } = await callWith(reference);
    expect(issues).toEqual([{ code: 'invalid_template_name', message: expect.stringContaining(`write ${write}`) }]);
  });

  test.each([
    { name: 'a slip of {{acct.Amount}} is answered with the name to write, not the header Amount ($)', reference: '{{acct.Amont}}', meant: 'Amount' },
    { name: "a slip of {{acct.Owners Name}} is answered with the name to write, not Owner's Name", reference: '{{acct.Owners Nme}}', meant: 'Owners Name' },
  ])('$name', async ({ reference, meant }) => {
    const { issues } = await callWith(reference);
    expect(issues).toEqual([{ code: 'unknown_result_column', message: expect.stringContaining(`did you mean "${meant}"?`) }]);
  });

  test.each<{ name: string; row: Record<string, Json>; reference: string; reads: Json | undefined }>([
    { name: 'two headers named alike but for marks are not guessed between', row: { 'Phone #': '1', 'Phone?': '2' }, reference: 'acct.phone', reads: undefined },
    { name: 'a header a template can name is named as written: Acct. No is not acct_no', row: { 'Acct. No': 'A1' }, reference: 'acct.acct_no', reads: undefined },
    { name: 'a header with marks is read by its letters and digits', row: { 'Phone #': '1' }, reference: 'acct.PHONE', reads: '1' },
  ])('$name', ({ row, reference, reads }) => {
    expect(readVariable({ acct: row }, reference)).toBe(reads);
  });
});
