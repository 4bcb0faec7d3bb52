// What a lookup document says is printed so it cannot drive the terminal or split a line a CI log reads as one.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../src/main.js';
import { memoryIO } from '../src/io.js';

let folder = '';
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'control-characters-'));
  writeFileSync(join(folder, 'people.csv'), 'Name,City\nAnn,Paris\nBob,Lyon\n');
  // A return column pasted with an escape sequence and a line break in it: a warning quotes it.
  writeFileSync(join(folder, 'people.lookup.json'), JSON.stringify({
    files: ['people.csv'],
    lookups: [{ tool_name: 'find_person', search_column: 'Name', return_columns: ['City\u001b[2J', 'Na\nme'] }],
  }));
});
afterAll(() => { rmSync(folder, { recursive: true, force: true }); });

test.each([
  ['inspect lists', ['inspect', 'people.lookup.json'], 'out', '  warning COLUMN_UNKNOWN at lookups[0].return_columns[0]: Column "City\\u001b[2J" is not in people.csv;'],
  ['inspect lists the line break', ['inspect', 'people.lookup.json'], 'out', '  warning COLUMN_UNKNOWN at lookups[0].return_columns[1]: Column "Na\\nme" is not in people.csv;'],
  ['lookup warns of', ['lookup', 'people.lookup.json', '--tool', 'find_person', '--arg', 'query=Ann'], 'err',
    'switchboard lookup: warning COLUMN_UNKNOWN at lookups[0].return_columns[0]: Column "City\\u001b[2J" is not in people.csv;'],
  ['tools warns of', ['tools', 'people.lookup.json'], 'err',
    'switchboard tools: warning COLUMN_UNKNOWN at lookups[0].return_columns[1]: Column "Na\\nme" is not in people.csv;'],
])('%s a column written with control characters as their escapes, each warning on one line', async (_, argv, stream, line) => {
  const io = memoryIO('', folder);
  await main(argv, io);
  const text = stream === 'out' ? io.out() : io.err();
  expect(text.split('\n').some((each) => each.startsWith(line))).toBe(true);
  expect(text).not.toContain('\u001b');
});
