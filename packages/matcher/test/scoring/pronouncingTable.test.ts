import { describe, expect, test } from '@jest/globals';
import { dictionary } from 'cmu-pronouncing-dictionary';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dictionaryOfFile } from '../../src/phonetics/cmuDictionary.js';
import { readPronouncingTable } from '../../src/phonetics/pronouncingTable.js';

// The dictionary is read from the package's file in place, not imported: it must answer as the package's object does.
const file = readFileSync(createRequire(import.meta.url).resolve('cmu-pronouncing-dictionary'));
const table = readPronouncingTable(file);
const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const laidOut = (...lines: string[]): string => `/** @type {{ [word: string]: string }} */\nexport const dictionary = {\n${lines.join('\n')}\n}\n`;

describe("the package's dictionary file read in place", () => {
  test('its layout is read, and every entry of the module is found with the same pronunciation', () => {
    expect(table).not.toBeNull();
    const keys = Object.keys(dictionary);
    expect(keys.length).toBeGreaterThan(130_000);
    const differing = keys.filter((key) => table!.get(key) !== dictionary[key] || !table!.has(key));
    expect(differing).toEqual([]);
  });

  test.each([
    ['a name it lacks', 'kaitlyn'],
    ['a variant past the last', 'smyth(3)'],
    ['an object property', '__proto__'],
    ['another', 'toString'],
    ['the start of a key (zywicki)', 'zywick'],
    ['the empty word', ''],
    ['a word with an accent', 'café'],
    ['a key run on into its quote', 'smith"'],
    ['a longer word starting with a key', 'smithers-jones'],
  ])('%s (%s) is not in it, as in the module', (_what, word) => {
    expect(Object.hasOwn(dictionary, word)).toBe(false);
    expect(table!.has(word)).toBe(false);
    expect(table!.get(word)).toBeUndefined();
  });
});

describe('words that start or continue a key', () => {
  // Keys that start one another, so that a word's probe meets keys it starts (a longer key must not be taken for it).
  const keys = Array.from({ length: 300 }, (_, i) => `${'a'.repeat(i + 1)}b`);
  const small = readPronouncingTable(bytes(laidOut(...keys.map((key, i) => `  "${key}": "AE${i % 3}",`), '  "z": "Z IY1"')));

  test('are not found unless they are keys', () => {
    const words = keys.flatMap((key) => [key.slice(0, -1), `${key}b`, key]);
    const found = words.filter((word) => small!.has(word) || small!.get(word) !== undefined);
    expect(found).toEqual(keys);
  });
});

describe('a file laid out otherwise is not read in place', () => {
  test('a small file of that layout is read: the last entry has no comma, a key written twice keeps the later', () => {
    const small = readPronouncingTable(bytes(laidOut('  "ab": "AE1 B",', '  "ab": "EY1 B IY1",', '  "b": "B IY1"')));
    expect([small?.get('ab'), small?.get('b'), small?.get('a'), small?.has('b')]).toEqual(['EY1 B IY1', 'B IY1', undefined, true]);
  });

  test('an empty pronunciation is read as one, and what follows the closing brace is not read', () => {
    const small = readPronouncingTable(bytes(`${laidOut('  "ab": "",', '  "b": "B IY1"')}  "c": "S IY1"\n`));
    expect([small?.get('ab'), small?.has('ab'), small?.get('b'), small?.has('c')]).toEqual(['', true, 'B IY1', false]);
  });

  test.each([
    ['JSON on one line', '{"ab": "AE1 B", "b": "B IY1"}'],
    ['lines ending CR LF', laidOut('  "ab": "AE1 B",', '  "b": "B IY1"').replaceAll('\n', '\r\n')],
    ['an escaped quote in a key', laidOut('  "a\\"b": "AE1 B"')],
    ['a key outside ASCII', laidOut('  "café": "K AE1 F EY0"')],
    ['keys without quotes', laidOut('  ab: "AE1 B"')],
    ['two entries on a line', laidOut('  "ab": "AE1 B", "b": "B IY1"')],
    ['a quote in a key', laidOut('  "a"b": "AE1 B"')],
    ['an empty key', laidOut('  "": "AE1 B"')],
    ['a space after the comma', laidOut('  "ab": "AE1 B", ', '  "b": "B IY1"')],
    ['a pronunciation running on past its line', laidOut('  "ab": "AE1', ' B"')],
    ['a bad line after good ones', laidOut('  "ab": "AE1 B",', '  "b": "B IY1",', '  c: "S IY1"')],
    ['no closing brace', laidOut('  "ab": "AE1 B",').replace(/\}\n$/, '')],
    ['no entries', laidOut().replace('\n\n', '\n')],
    ['another export', '/** x */\nexport default {\n  "ab": "AE1 B"\n}\n'],
  ])('%s', (_what, text) => {
    expect(readPronouncingTable(bytes(text))).toBeNull();
  });

  test("then the package's module is imported and answers", async () => {
    const imported = await dictionaryOfFile(bytes('{"ab": "AE1 B"}'));
    expect([imported.get('smyth(2)'), imported.get('kaitlyn'), imported.has('smith'), imported.has('__proto__')]).toEqual(['S M IH1 TH', undefined, true, false]);
  });
});
