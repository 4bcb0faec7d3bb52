// Calls replayed against their own client database (`caller_lookup_server`) run on their flow's one machine: each call
// pointed a copy of the flow at its server, and every copy built the whole machine again (30 calls of a 4,000-node
// flow spent 8 of their 20 s of CPU building machines).
import { describe, expect, test } from '@jest/globals';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const { machinesOfCalls } = await import('../machinesOfCalls.js');
const { loadFlowText, replayPaths, startCall } = await import('@switchboard/flow');

const calls = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'caller-server', 'calls');
const said = (events: readonly { type: string; text?: string }[]) => events.flatMap((event) => (event.type === 'say' ? [event.text] : []));

describe('calls replayed each against its own caller lookup server', () => {
  test('found, not found and failing, each as its server answers, on one machine', async () => {
    machinesOfCalls.length = 0;
    const { reports } = await replayPaths([calls]);
    expect(reports.map((report) => [report.name, report.status])).toEqual([
      ['a database that fails is apologised for', 'passed'],
      ['a known caller is greeted by name', 'passed'],
      ['a caller the database does not know is welcomed', 'passed'],
    ]);
    expect(machinesOfCalls).toHaveLength(3);
    expect(new Set(machinesOfCalls).size).toBe(1);
  });

  test('a copy of a flow with another default region reads the caller by its own region', async () => {
    const text = 'caller_lookup: { url: "https://crm.example.com/clients", default_region: US }\nnodes:\n  hi: { kind: end, text: "You are {{call.caller}}." }\n';
    const { flow } = await loadFlowText(text, '/tmp/region.flow.yaml');
    const british = { ...flow!, callerLookup: { ...flow!.callerLookup!, default_region: 'GB' } };
    machinesOfCalls.length = 0;
    const american = await startCall(flow!, { context: { caller: '(512) 555-0145' } });
    const inBritain = await startCall(british, { context: { caller: '020 7946 0958' } });
    expect(said(american.events)).toEqual(['You are +15125550145.']);
    expect(said(inBritain.events)).toEqual(['You are +442079460958.']);
    expect(new Set(machinesOfCalls).size).toBe(2);
  });
});
