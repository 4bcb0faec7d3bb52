// A saved call resumes on an edited flow file while the node it waits at and every node it can go on to are as they
// were: a comment, re-indenting or a changed greeting must not strand the calls saved overnight. A change ahead of the
// call is refused with snapshot_flow_mismatch, naming what changed and the fix.
import { afterAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR, restoreCall, type CallSnapshot } from '@switchboard/flow';
import { fakeCustomers } from './fakeCustomers.js';
import { flowPath, playCall, said, writtenFlow } from './flowTestKit.js';

const folder = mkdtempSync(join(tmpdir(), 'resume-after-edit-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const original = readFileSync(flowPath('care.flow.yaml'), 'utf8');
const context = { caller: '+15551234567', called: '+15550000000', call_id: 'call-1', started_at: '2026-12-02T10:00:00.000Z' };

/** Writes `text` as a real flow file and loads it with the fake customers. */
async function flowFile(name: string, text: string) {
  const customers = fakeCustomers();
  return { flow: await writtenFlow(folder, name, text, { loadDocument: async () => customers }), customers };
}

/** A call of the original file saved while it waits at ask_city (Sean Riley is ambiguous), as JSON on disk would be. */
async function savedAtAskCity(file = 'care.flow.yaml'): Promise<CallSnapshot> {
  const { flow, customers } = await flowFile(file, original);
  const call = await playCall(flow, ['Sean Riley'], { documents: { customers }, context });
  expect(call.node).toBe('ask_city');
  const snapshot = JSON.parse(JSON.stringify(call.snapshot())) as CallSnapshot;
  call.stop();
  return snapshot;
}

const edit = (from: string, to: string) => {
  expect(original).toContain(from);
  return original.replace(from, to);
};

describe('resuming a saved call on an edited flow file', () => {
  test.each([
    { name: 'a comment added', text: `${original}\n# reviewed by the IVR team\n` },
    { name: 'the file re-indented and a node written as a flow mapping', text: edit('  confirm:\n    kind: say\n    text: I found your account, {{customer.Full Name}}, account {{customer.Account ID}} in {{customer.City}}.\n    next: bye', '  confirm: { kind: say, next: bye, text: "I found your account, {{customer.Full Name}}, account {{customer.Account ID}} in {{customer.City}}." }').replace(/^( +)/gm, '  $1') },
    { name: 'the greeting, said before the call waits, reworded', text: edit('Thanks for calling Acme.', 'Welcome to Acme Energy.') },
    { name: 'the first lookup, behind the call, given another error edge', text: edit('not_found: offer_transfer\n      error: apologise', 'not_found: offer_transfer\n      error: bye') },
  ])('$name: the call resumes and goes on', async ({ text }) => {
    const snapshot = await savedAtAskCity();
    const { flow, customers } = await flowFile('care.flow.yaml', text);
    const resumed = await restoreCall(flow, snapshot, { documents: { customers } });
    expect(resumed.node).toBe('ask_city');
    await resumed.hear('Portland');
    expect(resumed.status).toBe('ended');
    expect(said(resumed)).toContain('I found your account, Sean Riley, account A2002 in Portland.');
  });

  test.each([
    {
      name: 'the question the call waits on reworded',
      text: edit('Which city are you calling from?', 'Which town are you calling from?'),
      says: 'waiting at node "ask_city", and ' + '{file} has changed there since: node "ask_city" changed. A saved call resumes while the node it waits at and every node it can go on to are as they were (comments, formatting and the nodes before it may change); resume it with the flow as it was saved, or start the call anew',
    },
    {
      name: 'a node ahead of the call given another edge, to a new node',
      text: edit('{ confident: confirm, ambiguous: offer_transfer,', '{ confident: confirm, ambiguous: ask_zip,') + '  ask_zip:\n    kind: collect\n    text: Your zip code?\n    into: zip\n    next: bye\n',
      says: 'node "find_by_name_and_city" changed, "ask_zip" is new on its way on.',
    },
    {
      name: 'the only way on to a node removed',
      text: edit('        next: to_agent\n    otherwise: bye', '        next: bye\n    otherwise: bye').replace('error: apologise }', 'error: bye }'),
      says: 'nodes "find_by_name_and_city", "transfer_or_not" changed, "apologise", "to_agent" no longer follow it.',
    },
  ])('$name: refused with snapshot_flow_mismatch naming it', async ({ text, says }) => {
    const snapshot = await savedAtAskCity();
    const { flow } = await flowFile('care.flow.yaml', text);
    const refusal = await restoreCall(flow, snapshot).then(() => null, (error: unknown) => error as { code: string; message: string });
    expect(refusal?.code).toBe(ERROR.snapshotFlowMismatch);
    expect(refusal?.message).toContain(says.replace('{file}', flow.file));
  });

  test('the node the call waits at removed: refused, naming it', async () => {
    const snapshot = await savedAtAskCity();
    // ask_city and the lookup after it, only ever reached from it, removed.
    const text = edit('ambiguous: ask_city', 'ambiguous: offer_transfer').replace(/ {2}ask_city:\n(?: {4}.*\n){4} {2}find_by_name_and_city:\n(?: {4}.*\n){4}/, '');
    const { flow } = await flowFile('care.flow.yaml', text);
    await expect(restoreCall(flow, snapshot)).rejects.toMatchObject({
      code: ERROR.snapshotFlowMismatch,
      message: `the call was saved waiting at node "ask_city", which ${flow.file} no longer has, so it cannot go on from there; resume it with the flow as it was saved, or start the call anew`,
    });
  });

  test('a call saved on a file in another folder resumes where its part ahead is the same', async () => {
    const snapshot = await savedAtAskCity('elsewhere.flow.yaml');
    const { flow, customers } = await flowFile('care.flow.yaml', `# moved here\n${original}`);
    const resumed = await restoreCall(flow, snapshot, { documents: { customers } });
    await resumed.hear('Portland');
    expect(resumed.status).toBe('ended');
  });

  test.each([
    { name: 'on the same text, it resumes', text: original, resumes: true },
    { name: 'on any other text, it is refused as before', text: `${original}\n# a comment\n`, resumes: false },
  ])('a snapshot saved before 2026-12-06 (the file\'s text digest): $name', async ({ text, resumes }) => {
    const { flow: saving, customers } = await flowFile('care.flow.yaml', original);
    const call = await playCall(saving, ['Sean Riley'], { documents: { customers }, context });
    const { node: _node, ahead: _ahead, ...older } = call.snapshot().flow;
    const snapshot = { ...call.snapshot(), flow: { ...older, digest: saving.digest } };
    call.stop();
    const { flow } = await flowFile('care.flow.yaml', text);
    const restoring = restoreCall(flow, snapshot, { documents: { customers } });
    if (resumes) {
      const resumed = await restoring;
      expect(resumed.node).toBe('ask_city');
      resumed.stop();
    } else await expect(restoring).rejects.toMatchObject({ code: ERROR.snapshotFlowMismatch, message: expect.stringContaining('resume it with the flow it was taken on') });
  });
});
