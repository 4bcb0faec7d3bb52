// A #lookup node stores why it took its error edge in `<into>_error`, as a #caller_lookup does, so a flow can tell a
// caller who said nothing (the lookup refuses an empty argument) from records that are down, and say the right thing.
import { describe, expect, test } from '@jest/globals';
import { loadFlowText } from '@switchboard/flow';
import { fileURLToPath } from 'node:url';
import { failingCustomers } from './fakeCustomers.js';
import { playCall, said } from './flowTestKit.js';

const FLOW = [
  'documents: { customers: customers.lookup.json }',
  'nodes:',
  '  ask: { kind: collect, text: Your name?, into: caller_name, next: find }',
  '  find: { kind: lookup, text: "#lookup lookup_customer full_name={{caller_name}}", into: customer,',
  '          on: { confident: bye, ambiguous: bye, not_found: bye, error: why } }',
  '  why: { kind: branch, variable: customer_error, cases: [{ match: argument missing, next: unheard }], otherwise: down }',
  '  unheard: { kind: end, text: "I did not hear a name." }',
  '  down: { kind: end, text: "Our records are down ({{customer_error}})." }',
  '  bye: { kind: end, text: Goodbye. }',
  '',
].join('\n');

// The demo's real document: the matcher itself refuses an empty name.
const CARE = fileURLToPath(new URL('../../../../flows/customer-care', import.meta.url));

async function loaded() {
  const { flow, issues, documents } = await loadFlowText(FLOW, `${CARE}/why.flow.yaml`, { folder: CARE });
  if (!flow) throw new Error(JSON.stringify(issues));
  return { flow, issues, documents };
}

describe('a #lookup\'s error code', () => {
  test('is read by a flow without unknown_variable or maybe_unset_variable on its error way', async () => {
    const { issues } = await loaded();
    expect(issues.map((issue) => issue.code)).toEqual([]);
  });

  test('an argument left empty is ARGUMENT_MISSING: the flow says it heard nothing', async () => {
    const { flow, documents } = await loaded();
    const call = await playCall(flow, [''], { documents });
    expect(call.variables.customer_error).toBe('ARGUMENT_MISSING');
    expect(said(call).at(-1)).toBe('I did not hear a name.');
  });

  test('records that fail give their own code', async () => {
    const { flow } = await loaded();
    const call = await playCall(flow, ['Kaitlyn Meyers'], { documents: { customers: failingCustomers() } });
    expect(call.variables.customer_error).toBe('file_missing');
    expect(said(call).at(-1)).toBe('Our records are down (file_missing).');
  });

  test('is null on the other outcomes', async () => {
    const { flow, documents } = await loaded();
    const call = await playCall(flow, ['Kaitlyn Meyers'], { documents });
    expect(call.variables.customer_outcome).toBe('confident');
    expect(call.variables.customer_error).toBeNull();
  });
});
