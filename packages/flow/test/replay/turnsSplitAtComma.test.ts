// `turns: [No, please.]` is two turns in YAML: the replay warns where items read as one sentence cut at a comma.
import { describe, expect, test } from '@jest/globals';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCallScript } from '../../src/replay/parseCallScript.js';
import { continuesSentence } from '../../src/replay/turnsSplitAtComma.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const warningsOf = (turns: string) => parseCallScript(`flow: f.yaml\nturns: ${turns}\nexpect: { status: ended }\n`, 'x.call.yaml').warnings;

describe('items that continue a sentence the item before began', () => {
  test.each<[string, string, boolean]>([
    ['No', 'please.', true],
    ['Yes', "that's right.", true],
    ['Kaitlyn Meyers', 'yes.', true],
    ['No', 'thanks', true],
    ['Yes', 'please', true],
    ['Hi', 'my name is Sean Riley', true],
    ['Sean Riley', 'Denver', false],
    ['Kaitlyn Meyers', 'yes', false],
    ['Kaitlyn Meyers', 'hi', false],
    ['Kaitlyn Meyers', 'Where is my order?', false],
    ['Denver', 'yes please', false],
    ['yes', 'no', false],
    ['Hello', 'yes', false],
    ['Yes', 'no', false],
    ['Yes', 'I would.', false],
    ['No.', 'please.', false],
    ['AB1234', 'SW1A 1AA', false],
  ])('"%s", "%s": %s', (before, after, expected) => {
    expect(continuesSentence(before, after)).toBe(expected);
  });
});

describe('a call file whose turns hold a sentence split at a comma', () => {
  test('is warned at the first item, with both fixes written out, and still read as YAML reads it', () => {
    const parsed = parseCallScript('flow: f.yaml\nturns: [Bartholomew Quincy, No, please.]\nexpect: { status: ended }\n', 'calls/x.call.yaml');
    expect(parsed.issues).toEqual([]);
    expect(parsed.script?.turns).toEqual(['Bartholomew Quincy', 'No', 'please.']);
    expect(parsed.warnings).toEqual([{
      code: 'turn_split_at_comma', severity: 'warning', path: 'turns[1]', file: 'calls/x.call.yaml', line: 2, column: 29,
      message: 'turns[1] and turns[2] read as one sentence split at its comma: inside [ ], an unquoted comma ends an item, so the caller says "No" then "please.", ' +
        'each a turn of its own. To say it as one turn, quote it: turns: [Bartholomew Quincy, "No, please."]; ' +
        'if these are two turns, quote each to say so: turns: [Bartholomew Quincy, "No", "please."]',
    }]);
  });

  test('a sentence cut at two commas is one warning naming all three items', () => {
    const [warning, ...more] = warningsOf('[Well, um, not this one.]');
    expect(more).toEqual([]);
    expect(warning?.message).toContain('turns[0] to turns[2] read as one sentence');
    expect(warning?.message).toContain('quote it: turns: ["Well, um, not this one."]; if these are three turns, quote each to say so: turns: ["Well", "um", "not this one."]');
  });

  test.each([
    ['a quoted sentence', '["No, please."]'],
    ['items each quoted', '["No", "please."]'],
    ['one quoted item of the two', '[No, "please."]'],
    ['a block list, where a comma is part of the item', '\n  - No, please.\n  - Kaitlyn Meyers'],
    ['a [ ] list with one item a line', '[\n    No,\n    please.\n  ]'],
    ['names and places', '[Sean Riley, Portland, "Where is my order?"]'],
    ['a name then a bare answer', '[Kaitlyn Meyers, yes]'],
    ['a name then a new sentence', '[Kaitlyn Meyers, Where is my order?]'],
  ])('%s is not warned', (_name, turns) => {
    expect(warningsOf(turns)).toEqual([]);
  });

  test('says and never_says are not read this way: a fragment is a weaker check there, not another call', () => {
    const parsed = parseCallScript('flow: f.yaml\nturns: []\nexpect: { says: [Thank you, for calling.], never_says: [No, thanks] }\n', 'x.call.yaml');
    expect(parsed.warnings).toEqual([]);
  });

  test('no call file of the project is warned but the one written to be', async () => {
    const files: string[] = [];
    const walk = async (folder: string): Promise<void> => {
      for (const entry of await readdir(folder, { withFileTypes: true })) {
        if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
        const path = join(folder, entry.name);
        if (entry.isDirectory()) await walk(path);
        else if (/\.call\.ya?ml$/.test(entry.name)) files.push(path);
      }
    };
    await walk(join(root, 'flows'));
    await walk(join(root, 'packages'));
    expect(files.length).toBeGreaterThan(50);
    const warned: string[] = [];
    for (const file of files) {
      if (parseCallScript(await readFile(file, 'utf8'), file).warnings.length > 0) warned.push(relative(root, file));
    }
    expect(warned).toEqual(['packages/flow/test/replay/fixtures/split/declines-in-one-breath.call.yaml']);
  });
});
