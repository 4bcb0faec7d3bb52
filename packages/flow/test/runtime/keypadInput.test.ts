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
    // Keys pressed together are one entry: "*1" is no "1", as "101" is not.
    ['a star, stored as pressed', '*1', '*1', 'desk'],
    // "#" ends an entry; pressed before any other key it is the key itself, a choice ("press pound to go back").
    ['# alone, the key itself', '#', '#', 'desk'],
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
    // Written in groups for reading, as a number is: the keys meant are said with the fix.
    { name: 'keys written in groups', keys: '482 1907#', problem: 'a space is no key: write "4821907#", the keys one after another' },
    { name: 'keys written with dashes', keys: '555-0123', problem: 'a "-" is no key: write "5550123", the keys one after another' },
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

  test('a keypad menu takes star and pound as its cases, pressed or said', async () => {
    const keypadMenu = () => writtenFlow(folder, 'keys.flow.yaml', [
      'nodes:',
      '  menu: { kind: collect, text: Press 1 for billing. Press star to hear this again. Press pound for the front desk., into: choice, next: route }',
      '  route:',
      '    kind: branch',
      '    variable: choice',
      '    cases:',
      '      - { match: "*1", next: shortcut }',
      '      - { match: "*", next: menu }',
      '      - { match: "#", next: desk }',
      '      - { match: "1", next: billing }',
      '    otherwise: menu',
      '  shortcut: { kind: transfer, to: shortcut-queue }',
      '  billing: { kind: transfer, to: billing-queue }',
      '  desk: { kind: transfer, to: front-desk }',
    ].join('\n'));
    const turns: [string, { keys: string } | string, string][] = [
      ['star pressed', { keys: '*' }, 'menu'],
      ['star said', 'star', 'menu'],
      ['star and 1 pressed together', { keys: '*1' }, 'shortcut'],
      ['pound pressed alone', { keys: '#' }, 'desk'],
      ['pound said', 'pound please', 'desk'],
      ['hash said, as the key is called in Britain', 'the hash key', 'desk'],
      ['1 pressed and closed by pound', { keys: '1#' }, 'billing'],
    ];
    for (const [name, turn, to] of turns) {
      const call = await startCall(await keypadMenu());
      if (typeof turn === 'string') await call.hear(turn);
      else await call.press(turn.keys);
      expect([name, call.path[2]]).toEqual([name, to]);
    }
  });

  test('keypadTurn reads what a host may deliver', () => {
    expect(keypadTurn('4155550100#')).toEqual({ ok: true, keys: '4155550100#', entry: '4155550100' });
  });
});
