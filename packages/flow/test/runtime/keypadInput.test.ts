// Keys a caller presses on the keypad (DTMF): a collect stores the digits as text (so a branch's "1" and a #lookup of a
// number work unchanged), "#" ends the entry and is not stored, the log keeps the keys as pressed, and a model is told
// they were keys.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { ERROR, keypadTurn, ScriptedModel, startCall } from '@switchboard/flow';
import { loadTestFlow, writtenFlow } from './flowTestKit.js';

const folder = mkdtempSync(join(tmpdir(), 'switchboard-keys-'));
const menu = () => writtenFlow(folder, 'menu.flow.yaml', [
  'nodes:',
  '  menu: { kind: collect, text: Press 1 for billing., into: choice, next: route }',
  '  route: { kind: branch, variable: choice, cases: [{ match: "1", next: billing }], otherwise: desk }',
  '  billing: { kind: transfer, to: billing-queue }',
  '  desk: { kind: transfer, to: front-desk }',
].join('\n'));

describe('keys pressed on the keypad', () => {
  // [what is pressed, the keys, what the node stores, where the branch sends it]
  test.each<[string, string, string, string]>([
    ['a digit', '1', '1', 'billing'],
    ['digits closed by #, which is not stored', '1#', '1', 'billing'],
    // (A branch compares words, and "*" is none: "*1" holds the word 1.)
    ['a star, stored as pressed', '*1', '*1', 'billing'],
    ['# alone, which keys in nothing', '#', '', 'desk'],
    ['a keypad letter, in capitals', 'd', 'D', 'desk'],
  ])('%s: stored as its text, the log keeping the keys as pressed', async (_name, keys, stored, to) => {
    const call = await startCall(await menu());
    await call.press(keys);
    expect(call.variables.choice).toBe(stored);
    expect(call.path.at(-1)).toBe(to);
    expect(call.events).toContainEqual({ type: 'hear', node: 'menu', text: stored, keys: keys.toUpperCase() });
  });

  test.each([
    { name: 'a key no keypad has', keys: '1x', problem: 'a keypad has only the keys 0-9, *, # and A-D' },
    { name: 'a # before the last key', keys: '1#2', problem: '"#" ends the entry, so it can come only last' },
    { name: 'no key', keys: '', problem: 'no key is pressed' },
  ])('$name is refused with invalid_keys, and the call still listens', async ({ keys, problem }) => {
    const call = await startCall(await menu());
    await expect(call.press(keys)).rejects.toMatchObject({ code: ERROR.invalidKeys, message: expect.stringContaining(problem) });
    expect(call.status).toBe('listening');
    expect(call.events.filter((event) => event.type === 'hear')).toEqual([]);
  });

  test('keys that are no string are refused with invalid_keys', async () => {
    const call = await startCall(await menu());
    await expect(call.press(1 as unknown as string)).rejects.toMatchObject({ code: ERROR.invalidKeys });
  });

  test('a conversation node\'s model is told the caller pressed keys, not that the caller said them', async () => {
    const model = new ScriptedModel(['You pressed 4.']);
    const call = await startCall(await loadTestFlow('grounded.flow.yaml'), { model });
    await call.hear('Kaitlyn Meyers');
    await call.press('4#');
    const users = model.requests[0]?.messages.filter((message) => message.role === 'user').map((message) => message.content);
    expect(users).toEqual(['Kaitlyn Meyers', '[the caller pressed the keys 4#]']);
    expect(call.variables.question).toBe('4');
  });

  test('keypadTurn reads what a host may deliver', () => {
    expect(keypadTurn('4155550100#')).toEqual({ ok: true, keys: '4155550100#', entry: '4155550100' });
  });
});
