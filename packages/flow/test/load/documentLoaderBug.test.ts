// A bug in the code loading a flow's document (a TypeError, a ReferenceError) is thrown on, for the command's INTERNAL
// line (exit 70): it was said as the document's problem, `document "customers" cannot be used: <its bare message>`.
import { expect, test } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { ISSUE, loadFlow, type LookupProvider } from '@switchboard/flow';

const DEMO = fileURLToPath(new URL('../../../../flows/customer-care/flow.yaml', import.meta.url));

test.each([
  ['a TypeError in the loader is thrown on', (): Promise<LookupProvider> => { throw new TypeError("Cannot read properties of undefined (reading 'rows')"); }],
  ['a ReferenceError in the loader is thrown on', (): Promise<LookupProvider> => { throw new ReferenceError('rows is not defined'); }],
])('%s', async (_case, loadDocument) => {
  await expect(loadFlow(DEMO, { loadDocument })).rejects.toThrow(/Cannot read properties|rows is not defined/);
});

test.each([
  ['an error the loader says (a table it cannot read) is the document\'s problem', new Error('cannot read customers.xlsx: the workbook is locked'), 'cannot read customers.xlsx: the workbook is locked'],
  ['a Node TypeError with a code (a path with a NUL byte) is the document\'s problem', Object.assign(new TypeError('The argument \'path\' must be a string without null bytes'), { code: 'ERR_INVALID_ARG_VALUE' }), "The argument 'path' must be a string without null bytes"],
])('%s: document_error', async (_case, error, said) => {
  const { flow, issues } = await loadFlow(DEMO, { loadDocument: () => Promise.reject(error) });
  expect(flow).toBeNull();
  expect(issues.find((issue) => issue.code === ISSUE.documentError)?.message).toContain(`document "customers" cannot be used: ${said}`);
});
