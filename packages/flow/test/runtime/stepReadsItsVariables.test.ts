// A node's templates and branches read the variables they name, not a copy of every variable the call holds: a
// replay of 800 turns through a flow of 400 sections spent 3.7 of its 6.2 s copying the call's variables at each step.
import { describe, expect, jest, test } from '@jest/globals';
import type { Json } from '@switchboard/flow';

const template = await import('../../src/template/readVariable.js');
/** How many variables each scope a template or branch read from held, in the order read. */
const scopeSizes: number[] = [];
jest.unstable_mockModule('../../src/template/readVariable.js', () => ({
  ...template,
  readVariable: (scope: Record<string, Json>, reference: string) => {
    scopeSizes.push(Object.keys(scope).length);
    return template.readVariable(scope, reference);
  },
}));
const { loadFlowText, ScriptedModel, startCall } = await import('@switchboard/flow');
const { fakeCustomers } = await import('./fakeCustomers.js');

const ANSWERS = 300;
const context = { caller: '+15551234567', called: '+15550000000', call_id: 'call-7', started_at: '2026-12-07T09:00:00.000Z' };

/** ANSWERS questions, then a node of every kind that reads variables, each naming one or two of them. */
async function bigFlow(tail: string[]) {
  const questions = Array.from({ length: ANSWERS }, (_, index) =>
    `  ask_${index}: { kind: collect, text: "Question ${index}?", into: answer_${index}, next: ${index + 1 < ANSWERS ? `ask_${index + 1}` : 'find'} }`);
  const text = ['documents: { customers: customers.lookup.json }', 'nodes:', ...questions,
    '  find: { kind: lookup, text: "#lookup lookup_customer full_name={{answer_0}}", into: customer, on: { confident: greet, ambiguous: greet, not_found: greet, error: greet } }',
    '  greet: { kind: say, text: "Hello {{customer.Full Name}}, you said {{answer_1}}.", next: route }',
    '  route: { kind: branch, variable: answer_2, cases: [{ match: [billing], next: note }], otherwise: note }',
    '  note: { kind: set, values: { topic: "{{answer_2}} in {{customer.City}}", summary: "{{topic}} on {{call.called}}" }, next: chat }',
    '  chat: { kind: conversation, text: "Help with {{answer_1}}; the note is {{summary}}, the row {{customer.Full Name}}.", next: tail }',
    ...tail, ''].join('\n');
  const { flow, issues } = await loadFlowText(text, '/tmp/step-reads.flow.yaml', { loadDocument: async () => fakeCustomers() });
  if (!flow) throw new Error(JSON.stringify(issues));
  return flow;
}

const answers = ['Kaitlyn Meyers', 'hello there', 'billing', ...Array.from({ length: ANSWERS - 3 }, (_, index) => `answer ${index + 3}`)];

describe(`a call that has stored ${ANSWERS} answers`, () => {
  test.each([
    {
      ending: 'transferred, to a number a variable holds',
      tail: ['  tail: { kind: collect, text: "Your number?", into: phone, next: away }', '  away: { kind: transfer, text: "Putting {{customer.Full Name}} through.", to: "{{phone}}" }'],
      last: '+15550100', status: 'transferred', says: 'Putting Caitlin Myers through.',
    },
    {
      ending: 'ended, saying a variable',
      tail: ['  tail: { kind: collect, text: "Anything else?", into: last_word, next: bye }', '  bye: { kind: end, text: "Goodbye, {{last_word}} noted." }'],
      last: 'no', status: 'ended', says: 'Goodbye, no noted.',
    },
  ])('$ending: every node reads only what it names, and says what it always said', async ({ tail, last, status, says }) => {
    const model = new ScriptedModel([{ text: 'Sure.' }]);
    const call = await startCall(await bigFlow(tail), { documents: { customers: fakeCustomers() }, model, context });
    for (const answer of answers.slice(0, -1)) await call.hear(answer);
    // From the last answer on: the lookup, then a node of each kind that reads, then the ending.
    scopeSizes.length = 0;
    await call.hear(answers.at(-1)!);
    await call.hear(last);

    expect(call.status).toBe(status);
    const said = call.events.flatMap((event) => (event.type === 'say' ? [event.text] : []));
    expect(said).toEqual(expect.arrayContaining(['Hello Caitlin Myers, you said hello there.', says]));
    expect(call.events).toContainEqual({ type: 'branch', node: 'route', variable: 'answer_2', value: 'billing', case: 0, match: 'billing', next: 'note' });
    expect(call.variables).toMatchObject({ topic: 'billing in Springfield', summary: 'billing in Springfield on +15550000000' });
    // The model sees its instructions without the row a #lookup stored, nor a value copied from it.
    expect(model.requests[0]?.messages[0]).toEqual({ role: 'system', content: 'Help with hello there; the note is , the row .' });
    // Each scope held the one or two variables its template named and `call`: never the 300 answers.
    expect(scopeSizes.length).toBeGreaterThan(5);
    expect(Math.max(...scopeSizes)).toBeLessThanOrEqual(3);
  });
});
