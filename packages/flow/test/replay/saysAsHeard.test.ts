// A `says` expectation is about what the caller hears. A designer writes "Thank you Caitlin Myers" or types a straight
// apostrophe where the flow has a curly one ("I’m sorry"): the caller hears the same words, so the call passes. Marks
// inside a word (5.00, 10:30) and signs ($, #) still count, and so does every letter. `never_says` keeps comparing the
// text as written: "Hello , I see" is how a blank name shows.
import { afterAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatReport, replayCall } from '@switchboard/flow';

const flow = fileURLToPath(new URL('../../../../flows/customer-care/flow.yaml', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'says-as-heard-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// The demo flow and its lookup document are loaded once for the file, as `switchboard replay` loads them once for
// every call file it is given (each replay loaded them again: a second of the suite each).
const flows = new Map();

/** Replays the demo flow from a real call file with these turns and `expect` lines. */
async function replay(name: string, turns: string[], expectations: string) {
  const file = join(folder, `${name}.call.yaml`);
  writeFileSync(file, `flow: ${JSON.stringify(flow)}\nturns: ${JSON.stringify(turns)}\nexpect:\n${expectations}\n`);
  return replayCall(file, { flows });
}

describe('says, compared as the caller hears it', () => {
  test.each([
    { name: 'a comma left out', says: 'Thank you Caitlin Myers' },
    { name: 'a full stop added where the text goes on', says: 'Caitlin Myers. I have your account.' },
    { name: 'words quoted with curly quotes', says: '“Thank you, Caitlin Myers”' },
    { name: 'sentence punctuation written twice', says: 'Thank you,, Caitlin Myers!!' },
    { name: 'spaces around a comma', says: 'Thank you , Caitlin Myers' },
  ])('$name: passes', async ({ says }) => {
    const report = await replay('passes', ['Kaitlyn Meyers'], `  says: [${JSON.stringify(says)}]\n  status: ended`);
    expect(report.status === 'failed' ? formatReport([report]) : report.status).toBe('passed');
  });

  test('a straight apostrophe matches the flow\'s typed one, and a curly one matches too', async () => {
    // The flow's second ask is written "Sorry, I still didn't catch your name": an empty name asked again and still
    // empty takes the error edge.
    const straight = await replay('straight', ['', ''], '  says: ["Sorry I still didn\'t catch your name"]');
    const curly = await replay('curly', ['', ''], '  says: ["Sorry, I still didn’t catch your name"]');
    expect([straight.status, curly.status]).toEqual(['passed', 'passed']);
  });

  test.each([
    { name: 'another word', says: 'Thank you, Kaitlyn Myers' },
    { name: 'a mark inside a code', says: 'account A1000.1' },
    { name: 'a sign the caller would hear', says: 'account #A10001' },
  ])('$name: still fails', async ({ says }) => {
    const report = await replay('fails', ['Kaitlyn Meyers'], `  says: [${JSON.stringify(says)}]`);
    expect(report.status).toBe('failed');
  });

  test('a says text of only punctuation is refused, as a blank one is: it would be found in anything said', async () => {
    const report = await replay('dots', ['Kaitlyn Meyers'], '  says: ["..."]');
    expect(report.status).toBe('invalid');
    expect(report.status === 'invalid' ? report.issues.map((issue) => issue.code) : []).toEqual(['wrong_type']);
  });

  // never_says often guards against a blank value, which only its punctuation shows: compared as written.
  test.each([
    { name: 'the mark of a blank name is not found in a line that has none', neverSays: 'Thank you , Caitlin', status: 'passed' },
    { name: 'a comma the agent did say is found', neverSays: 'Thank you, Caitlin', status: 'failed' },
  ])('never_says is compared as written: $name', async ({ neverSays, status }) => {
    const report = await replay('never', ['Kaitlyn Meyers'], `  never_says: [${JSON.stringify(neverSays)}]`);
    expect(report.status).toBe(status);
  });
});
