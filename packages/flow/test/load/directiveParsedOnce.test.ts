// Loading a flow parses each node text as a directive once, however many checks read it and however many nodes share
// it: a pasted directive of thousands of arguments took seconds per parse, and every validate, run and replay paid
// for six or seven of them.
import { join } from 'node:path';
import { expect, jest, test } from '@jest/globals';

const directive = await import('@switchboard/directive');
/** How many times each text was parsed since the last `parses.clear()`. */
const parses = new Map<string, number>();
jest.unstable_mockModule('@switchboard/directive', () => ({
  ...directive,
  parseDirective: (text: string) => {
    parses.set(text, (parses.get(text) ?? 0) + 1);
    return directive.parseDirective(text);
  },
}));
const { loadFlow, loadFlowText } = await import('@switchboard/flow');

const noDocuments = { loadDocument: () => Promise.reject(new Error('no documents here')) };
const lookupNode = (id: string, text: string) => `  ${id}: { kind: lookup, text: ${JSON.stringify(text)}, on: { confident: bye, ambiguous: bye, not_found: bye, error: bye } }`;
const sharedLookup = '#lookup find_customer full_name={{caller_name}} city={{caller_city}}';

test.each([
  {
    flow: 'flows/customer-care/flow.yaml, with its documents',
    load: () => loadFlow(join(import.meta.dirname, '../../../../flows/customer-care/flow.yaml')),
  },
  {
    flow: 'a flow whose 50 lookup nodes share one directive',
    load: () => loadFlowText(['nodes:', '  ask: { kind: collect, text: Name?, into: caller_name, next: n0 }',
      ...Array.from({ length: 50 }, (_, i) => lookupNode(`n${i}`, sharedLookup).replace('confident: bye', `confident: ${i === 49 ? 'bye' : `n${i + 1}`}`)),
      '  bye: { kind: end, text: "Bye {{caller_name}}" }'].join('\n'), '/tmp/shared.flow.yaml', noDocuments),
  },
  {
    flow: 'a node text of 2,000 arguments written with ":" for "="',
    load: () => loadFlowText(['nodes:', '  ask: { kind: collect, into: caller_name, next: find }',
      lookupNode('find', `#lookup t ${Array.from({ length: 2000 }, (_, i) => `p${i}:x`).join(' ')}`), '  bye: { kind: end }'].join('\n'), '/tmp/pasted.flow.yaml', noDocuments),
  },
  {
    flow: 'a caller lookup, a directive in a say node and a "#hashtag" line',
    load: () => loadFlowText(['caller_lookup: { url: "http://127.0.0.1:8080/callers" }', 'nodes:',
      '  who: { kind: lookup, text: "#caller_lookup", on: { found: hi, not_found: hi, error: hi } }',
      '  hi: { kind: say, text: "#lookup find_customer full_name=x", next: tag }', '  tag: { kind: say, text: "#hashtag\\nHello", next: bye }',
      '  bye: { kind: end, text: Bye }'].join('\n'), '/tmp/caller.flow.yaml', noDocuments),
  },
])('loading $flow parses each node text once', async ({ load }) => {
  parses.clear();
  const loaded = await load();
  expect(loaded.issues.length + (loaded.flow === null ? 0 : 1)).toBeGreaterThan(0);
  expect(parses.size).toBeGreaterThan(0);
  // Each text parsed more than once, shortened to be read in a failure: none.
  expect([...parses].filter(([, count]) => count > 1).map(([text, count]) => `${text.slice(0, 60)} ×${count}`)).toEqual([]);
});
