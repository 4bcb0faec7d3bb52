// What the caller hears and the model reads: node text with `\#` unescaped and the call context under its template names.
import { describe, expect, test } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { loadFlow, loadFlowText, ScriptedModel, startCall } from '@switchboard/flow';
import { said } from './flowTestKit.js';

async function flowOf(yaml: string) {
  const { flow, issues } = await loadFlowText(yaml, '/tmp/spoken.flow.yaml');
  if (!flow) throw new Error(JSON.stringify(issues));
  return flow;
}

describe('spoken text', () => {
  test('a line escaped with \\# is said without the backslash, in say, collect and end text', async () => {
    const flow = await flowOf([
      'nodes:',
      '  a: { kind: say, text: "\\\\#lookup is how you write it.", next: b }',
      '  b: { kind: collect, text: "\\\\#1 in line", into: x, next: c }',
      '  c: { kind: end, text: "Intro\\n  \\\\#caller_lookup too" }',
    ].join('\n'));
    const call = await startCall(flow);
    await call.hear('ok');
    expect(said(call)).toEqual(['#lookup is how you write it.', '#1 in line', 'Intro\n  #caller_lookup too']);
  });

  test('a line escaped with \\# in a folded block (joined to the line before it) is said without the backslash', async () => {
    const flow = await flowOf([
      'nodes:',
      '  a:',
      '    kind: end',
      '    text: >',
      '      Our offer is',
      '      \\#1 in town, and',
      '      \\#lookup is how you write it.',
      '      A path like C:\\#temp keeps its backslash.',
    ].join('\n'));
    const call = await startCall(flow);
    expect(said(call)).toEqual(['Our offer is #1 in town, and #lookup is how you write it. A path like C:\\#temp keeps its backslash.\n']);
  });

  test('{{call.id}} is the call id in spoken text, as in directives', async () => {
    const flow = await flowOf('nodes:\n  a: { kind: end, text: "Your reference is {{call.id}}, from {{call.caller}}." }\n');
    const call = await startCall(flow, { context: { call_id: 'c-42', caller: '+15551234567' } });
    expect(said(call)).toEqual(['Your reference is c-42, from +15551234567.']);
  });

  test("a conversation node's instructions reach the model unescaped, with the call id", async () => {
    const flow = await flowOf('nodes:\n  chat: { kind: conversation, text: "\\\\#lookup is not for you. Call {{call.id}}.", next: bye }\n  bye: { kind: end }\n');
    const model = new ScriptedModel(['Hello.']);
    await startCall(flow, { model, context: { call_id: 'c-7' } });
    expect(model.requests[0]?.messages[0]).toEqual({ role: 'system', content: '#lookup is not for you. Call c-7.' });
  });
});

describe('a lookup\'s candidates read out', () => {
  test('each by its first column in the file, whatever the order of return_columns (docs/flows.md, Templates)', async () => {
    const { flow, documents } = await loadFlow(fileURLToPath(new URL('../fixtures/candidates-order/flow.yaml', import.meta.url)));
    const call = await startCall(flow!, { documents });
    await call.hear('X Y nine zero zero one');
    expect(said(call)).toEqual(['I found XY9001, XY9001: Müller, Jürgen or Dubois, Amélie.']);
    // The rows: the file's column order, the searched column in them; Postcode, not searched or returned, left out.
    expect((call.variables.parcel_candidates as Record<string, string>[]).map((row) => Object.keys(row))).toEqual([['Order ID', 'Recipient'], ['Order ID', 'Recipient']]);
  });
});
