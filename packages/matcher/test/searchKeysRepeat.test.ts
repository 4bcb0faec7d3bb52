// Whether a loaded document says an exact lookup's search column holds a key twice: what lets a replay's coverage
// leave out the `ambiguous` edge of a lookup no caller's words reach.
import { afterAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDocument } from '@switchboard/matcher';

const folder = mkdtempSync(join(tmpdir(), 'search-keys-repeat-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A document of one lookup (`lookup` fields beside its tool name) over a CSV of `lines`. */
async function documentOver(name: string, lines: readonly string[], lookup: Record<string, unknown>) {
  writeFileSync(join(folder, `${name}.csv`), `${lines.join('\n')}\n`);
  const path = join(folder, `${name}.lookup.json`);
  writeFileSync(path, JSON.stringify({ files: [`${name}.csv`], lookups: [{ tool_name: 'find', ...lookup }] }));
  return loadDocument(path);
}

describe('searchKeysRepeat', () => {
  test.each([
    { name: 'unique account ids', lines: ['Account ID,Name', 'A1001,Ann', 'A1002,Bob', 'B1001,Cy'], repeat: false },
    { name: 'an id written twice', lines: ['Account ID,Name', 'A1001,Ann', 'A1002,Bob', 'A1001,Cy'], repeat: true },
    { name: 'one id written two ways, which exact matching reads as one', lines: ['Account ID,Name', 'A-1001,Ann', 'a1001,Bob'], repeat: true },
    // The hash shares their last digits, but the lookup answers each confidently: no value finds both.
    { name: 'a number with and without its country code, which the exact lookup tells apart', lines: ['Account ID,Name', '+1 (312) 555-0123,Ann', '3125550123,Bob'], repeat: false },
  ])('$name: $repeat', async ({ name, lines, repeat }) => {
    const doc = await documentOver(name.replace(/\W+/g, '-'), lines, { search_column: 'Account ID', match_mode: 'exact' });
    expect(doc.searchKeysRepeat('find')).toBe(repeat);
  });

  test('a date column reads 3/5/1985 and 03/05/1985 as one day: its keys repeat', async () => {
    const doc = await documentOver('dates', ['Born,Name', '3/5/1985,Ann', '03/05/1985,Bob', '11/23/1978,Cy'], { search_column: 'Born', match_mode: 'exact' });
    expect(doc.searchKeysRepeat('find')).toBe(true);
  });

  test.each([
    { name: 'a fuzzy lookup', lookup: { search_column: 'Account ID', match_mode: 'hybrid' } },
    { name: 'an exact lookup with a second column', lookup: { search_column: 'Account ID', match_mode: 'exact', additional_search_columns: [{ column: 'Name', match_mode: 'exact' }] } },
  ])('$name does not say: its outcomes do not turn on shared keys', async ({ name, lookup }) => {
    const doc = await documentOver(name.replace(/\W+/g, '-'), ['Account ID,Name', 'A1001,Ann', 'A1002,Bob'], lookup);
    expect(doc.searchKeysRepeat('find')).toBeUndefined();
  });

  test('an unknown tool does not say', async () => {
    const doc = await documentOver('unknown-tool', ['Account ID,Name', 'A1001,Ann'], { search_column: 'Account ID', match_mode: 'exact' });
    expect(doc.searchKeysRepeat('nothing')).toBeUndefined();
  });
});
