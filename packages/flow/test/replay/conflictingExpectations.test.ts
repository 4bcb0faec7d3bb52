// A call file whose expectations contradict each other is refused before the call, naming both: no call could pass it.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { replayCall } from '../../src/replay/index.js';

const flow = fileURLToPath(new URL('../../../../flows/customer-care/flow.yaml', import.meta.url));
const PATH = '[greet, ask_name, find_by_name, how_many, ask_city, find_by_name_and_city, confirm, goodbye]';
let scratch = '';
beforeAll(async () => { scratch = await mkdtemp(join(tmpdir(), 'switchboard-conflicting-expectations-')); });
afterAll(async () => { await rm(scratch, { recursive: true, force: true }); });

// The demo flow and its lookup document are loaded once for the file, as `switchboard replay` loads them once for
// every call file it is given.
const flows = new Map();

/** Replays Sean Riley from Austin (confident on the second lookup) with these lines under `expect:`. */
async function replayExpecting(name: string, expectLines: readonly string[]) {
  const file = join(scratch, `${name}.call.yaml`);
  await writeFile(file, [`flow: ${JSON.stringify(flow)}`, 'turns: [Sean Riley, Austin]', 'expect:', ...expectLines.map((line) => `  ${line}`), ''].join('\n'));
  return replayCall(file, { flows });
}

describe('expectations no call can meet together', () => {
  test.each([
    {
      name: 'a variable expected unset and a field of it expected', lines: ['variables:', '  customer: null', '  customer.Account ID: A10004'],
      path: 'expect.variables.customer.Account ID', line: 6, why: 'variables "customer" is expected unset (null), and "customer.Account ID" to hold "A10004" inside it',
    },
    {
      name: 'one field expected two ways, by its dotted name and in a mapping', lines: ['variables:', '  customer.Account ID: A10004', '  customer: { Account ID: A99999 }'],
      path: 'expect.variables.customer', line: 6, why: 'variables "customer.Account ID" is expected as "A10004" by "customer.Account ID" and as "A99999" by "customer"',
    },
    {
      name: 'a path ending at an end node and a status of transferred', lines: [`path: ${PATH}`, 'status: transferred'],
      path: 'expect.status', line: 5, why: 'expect.path ends at "goodbye", an end node, where a call stands ended (or failed), and expect.status says transferred',
    },
    // A says holding a never_says whole word: the agent saying the one has said the other.
    {
      name: 'a never_says word inside a says text', lines: ['says: [Shawn Reilly]', 'never_says: [Shawn]'],
      path: 'expect.never_says[0]', line: 5, why: 'expect.says[0] "Shawn Reilly" holds expect.never_says[0] "Shawn": an agent that says the one has said the other',
    },
    {
      name: 'a never_says word inside a says text, in another case and beside punctuation', lines: ['says: ["Thank you, Shawn Reilly."]', 'never_says: [reilly]'],
      path: 'expect.never_says[0]', line: 5, why: 'expect.says[0] "Thank you, Shawn Reilly." holds expect.never_says[0] "reilly": an agent that says the one has said the other',
    },
  ])('$name is conflicting_expectations, and the call is not run', async ({ name, lines, path, line, why }) => {
    const replayed = await replayExpecting(name.replace(/\W+/g, '-'), lines);
    expect(replayed.status === 'invalid' ? replayed.issues.map((issue) => [issue.code, issue.path, issue.line, issue.message]) : replayed.status).toEqual([
      ['conflicting_expectations', path, line, `no call can pass both: ${why}; keep the one the call should meet`],
    ]);
  });

  test.each([
    { name: 'one field expected the same way twice', lines: ['variables:', '  customer.Account ID: A10004', '  customer: { Account ID: A10004 }'] },
    { name: 'a variable unset beside a field of another', lines: ['variables:', '  wants_transfer: null', '  customer.Account ID: A10004'] },
    { name: 'a path ending at an end node and a status of ended', lines: [`path: ${PATH}`, 'status: ended'] },
    { name: 'a says and a never_says of other words', lines: ['says: [Shawn Reilly]', 'never_says: [Caitlin]'] },
    // The mark of a blank value: its punctuation is what it checks, and a says ignores punctuation.
    { name: 'a never_says whose punctuation is the point, inside a says as heard', lines: ['says: ["Thank you, Shawn Reilly"]', 'never_says: ["Thank you , Shawn"]'] },
  ])('$name passes', async ({ name, lines }) => {
    const replayed = await replayExpecting(name.replace(/\W+/g, '-'), lines);
    expect(replayed.status === 'invalid' ? replayed.issues : replayed.status).toBe('passed');
    expect(replayed.warnings).toBeUndefined();
  });

  // As heard, "you Shawn" is in the says; as written, the agent's "you, Shawn" holds no "you Shawn": a call can pass both.
  test('a never_says inside a says only as the caller hears it runs, with a warning naming both', async () => {
    const replayed = await replayExpecting('overlap-as-heard', ['says: [Thank you Shawn Reilly]', 'never_says: [you Shawn]']);
    expect(replayed.status).toBe('passed');
    expect(replayed.warnings?.map((issue) => [issue.code, issue.path, issue.line, issue.severity, issue.message])).toEqual([[
      'says_overlaps_never_says', 'expect.never_says[0]', 5, 'warning',
      'expect.never_says[0] "you Shawn" is inside expect.says[0] "Thank you Shawn Reilly" as the caller hears it: the call passes both only when the agent ' +
        'puts punctuation inside it ("you, Shawn"), which says ignores and never_says does not; if the words must never be said, remove the says, and if the punctuation is the point, write it in the never_says',
    ]]);
  });
});
