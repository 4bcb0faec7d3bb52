// Twins (`IndexedColumn.groupTwins`): values whose cells share an exact key or, compared by sound, a sound key. They
// are grouped by sorting the keys' 32-bit hashes and splitting each run of equal hashes by text: the groups must be
// those of a map from each key to the first value holding it, also when different keys share a hash.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { columnValues } from '../../src/index/ColumnValues.js';
import { buildLookupIndex, twinKey } from '../../src/index/LookupIndex.js';
import { exactMatchKey } from '../../src/scoring/exactScore.js';
import { prepareTableValue } from '../../src/scoring/preparedValue.js';
import type { MatchMode } from '../../src/scoring/Scorer.js';
import { scorerFor } from '../../src/scoring/scorerFor.js';
import { soundKeys } from '../../src/scoring/soundKey.js';

/** FNV-1a over code units, as the grouping hashes keys. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

// Pairs of names whose exact keys ("t:" and the words) have the same hash.
const COLLIDING: readonly (readonly [string, string])[] = [['jsdvpm', 'ocnhnp'], ['stapbu', 'jlcymd'], ['axrkkw', 'dhdqsp'], ['ekodys', 'lreear']];
const NAMES = [
  ...COLLIDING.flat(), 'Jsdvpm', 'OCNHNP', 'Stapbu', 'Caitlin Myers', 'MYERS, Caitlin', 'Myers Caitlin', 'Ronald McDonald', 'Ronald Mac Donald',
  'Sean Smith', 'Shawn Smith', 'Smyth Sean', '415-555-0101', '+1 415 555 0101', '(416) 555-0101', 'A1001', 'a 1001', 'alpha one zero', 'A10', 'Kate Lynn',
  'Katelynn', 'Dr. Kate Lynn', '', ...[
    'mary.lee2@acme.com', 'Mary.Lee2@ACME.com', 'Mary Lee <mary.lee2@acme.com>', 'mailto:mary.lee2@acme.com', 'mary.lee2@acme.org', 'marylee2@acme.com',
  ],
];

// Cells with an "@" and a digit, whose exact key `groupTwins` reads from the prepared value (`twinKey`).
const ADDRESSES = [
  'mary.myers15@example.com', 'MARY.MYERS15@Example.COM', 'Mary Myers <mary.myers15@example.com>', 'mailto:mary.myers15@example.com',
  'mary_myers.15@example.com', '12@34.com', '5550100123@acme.com', 'x204@acme.com', 'a10@acme.com', 'alpha one zero@acme.com',
  '555-010-0123 @ home', 'a1001@', '@2', 'mary 2@ acme', 'one two three at acme dot com', 'mary.myers15@example.com; bob2@example.com',
];

/** The rows each row's cell shares a key with, grouped as a map from each key to its first value does. */
function referenceGroups(rows: readonly (readonly string[])[], bySound: boolean): number[][] {
  const values = columnValues(rows, 0, prepareTableValue);
  const parent = Array.from({ length: values.valueCount }, (_, v) => v);
  const root = (v: number): number => (parent[v] === v ? v : (parent[v] = root(parent[v]!)));
  const firstOfKey = new Map<string, number>();
  const join = (key: string, v: number): void => {
    const first = firstOfKey.get(key);
    if (first === undefined) firstOfKey.set(key, v);
    else parent[root(v)] = root(first);
  };
  for (let v = 0; v < values.valueCount; v++) join(exactMatchKey(rows[values.rowsOf(v)[0]!]![0]!), v);
  if (bySound) for (let v = 0; v < values.valueCount; v++) for (const key of soundKeys(values.prepared[v]!)) join(key, v);
  return rows.map((_, row) => {
    const v = values.valueOfRow[row]!;
    if (v < 0) return [];
    return rows.flatMap((__, other) => (values.valueOfRow[other]! >= 0 && root(values.valueOfRow[other]!) === root(v) ? [other] : []));
  });
}

function groups(rows: readonly (readonly string[])[], mode: MatchMode): number[][] {
  const { columns } = buildLookupIndex(rows, [{ column: 0, scorer: scorerFor(mode) }]);
  return rows.map((_, row) => [...columns[0]!.rowsSharingKey(row)!].sort((a, b) => a - b));
}

describe('twins', () => {
  test('the colliding names do collide (the test below needs them to)', () => {
    for (const [a, b] of COLLIDING) expect(fnv1a(`t:${a}`)).toBe(fnv1a(`t:${b}`));
  });

  test('keys sharing a hash are told apart by their text: names with colliding keys are no twins, the same name written another way is', () => {
    const rows = [['jsdvpm'], ['ocnhnp'], ['OCNHNP'], ['Jsdvpm'], ['stapbu'], ['jlcymd'], ['jlcymd'], ['axrkkw'], ['dhdqsp'], ['Dhdqsp'], ['axrkkw']];
    expect(groups(rows, 'fuzzy')).toEqual([[0, 3], [1, 2], [1, 2], [0, 3], [4], [5, 6], [5, 6], [7, 10], [8, 9], [8, 9], [7, 10]]);
    expect(groups(rows, 'fuzzy')).toEqual(referenceGroups(rows, false));
  });

  test.each(ADDRESSES)('%s has the exact key exact mode gives it', (cell) => {
    expect(twinKey(cell, prepareTableValue(cell))).toBe(exactMatchKey(cell));
  });

  test('are the groups a map of every key gives, on random tables, by exact keys and by sound', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...NAMES, ...ADDRESSES), { minLength: 1, maxLength: 40 }), fc.constantFrom<MatchMode>('fuzzy', 'phonetic', 'hybrid'), (cells, mode) => {
      const rows = cells.map((cell) => [cell]);
      expect(groups(rows, mode)).toEqual(referenceGroups(rows, mode !== 'fuzzy'));
    }), { numRuns: 200 });
  });
});
