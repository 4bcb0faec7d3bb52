// A #lookup value holding a character that shows as nothing (pasted with it) is a warning at it, which a node may ignore.
import { describe, expect, test } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { loadFlowText, type LookupProvider } from '@switchboard/flow';
import { loadDocument } from '@switchboard/matcher';

// Beside the demo's lookup document, loaded for real: lookup_customer takes full_name and city. Loaded once for the
// file (each test loading customers.xlsx again took 1-4 s under load): the warning, not the load, is tested here.
const nextToDemo = fileURLToPath(new URL('../../../../flows/customer-care/invisible.flow.yaml', import.meta.url));
const loaded = new Map<string, Promise<LookupProvider>>();
const loadOnce = (path: string): Promise<LookupProvider> => {
  const loading = loaded.get(path) ?? loadDocument(path);
  loaded.set(path, loading);
  return loading;
};

const flowFinding = (text: string, ignore = '') =>
  'start: find\ndocuments:\n  customers: customers.lookup.json\nnodes:\n' +
  `  find: { kind: lookup, text: ${JSON.stringify(text)}, on: { confident: bye, ambiguous: bye, not_found: bye, error: bye }${ignore} }\n` +
  '  bye: { kind: end }\n';

describe('a #lookup value with an invisible character', () => {
  test.each([
    { name: 'a zero-width space after a bare name', text: '#lookup lookup_customer full_name=Kaitlyn\u200b', column: 73 },
    { name: 'a soft hyphen inside a quoted city', text: '#lookup lookup_customer full_name="Caitlin Myers" city="Chi\u00adcago"', column: 94 },
  ])('$name: the flow loads, with an invisible_character warning at the character', async ({ text, column }) => {
    const { flow, issues } = await loadFlowText(flowFinding(text), nextToDemo, { loadDocument: loadOnce });
    expect(flow).not.toBeNull();
    expect(issues.map(({ code, severity, node, line, column }) => ({ code, severity, node, line, column }))).toEqual([
      { code: 'invisible_character', severity: 'warning', node: 'find', line: 5, column },
    ]);
    expect(issues[0]?.message).toContain('<U+');
  });

  test('ignore: [invisible_character] on the node silences it', async () => {
    const { issues, silenced } = await loadFlowText(flowFinding('#lookup lookup_customer full_name=Kaitlyn\u200b', ', ignore: [invisible_character]'), nextToDemo, { loadDocument: loadOnce });
    expect([issues, silenced.map((issue) => issue.code)]).toEqual([[], ['invisible_character']]);
  });
});
