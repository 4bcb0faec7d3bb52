// When the caller's city passes one to a few cities holding a small share of the rows, the name column reads its
// postings kept to names with a row there (`RestrictedPostings`). No row that passes both columns may be lost:
// tables with many cities (so each holds a small share), compared with scoring every row on both columns.
import { describe, expect, jest, test } from '@jest/globals';
import fc from 'fast-check';
import { createLookup, tableFromRows } from '@switchboard/matcher';
import { columnValues, type ColumnValues } from '../../src/index/ColumnValues.js';
import { withExactMemos } from '../../src/index/ExactSimilarityMemo.js';
import { buildLookupIndex } from '../../src/index/LookupIndex.js';
import { WordCandidates } from '../../src/index/WordCandidates.js';
import { PostingsArena, PostingsRange, RestrictedPostings, ValueSet, allPostings, arenaSize, type PostingKind, type PostingsSource } from '../../src/index/RestrictedPostings.js';
import type { MatchMode } from '../../src/scoring/Scorer.js';
import { prepareValue } from '../../src/scoring/preparedValue.js';
import { scorerFor } from '../../src/scoring/scorerFor.js';
import { withoutScores } from '../support/fullScan.js';
import { segmented, syllableNameArbitrary } from '../support/syllableNames.js';

const SYLLABLES = ['an', 'na', 'bel', 'lee', 'mac', 'don', 'ald', 'son', 'kate', 'lyn', 'mar', 'ie', 'jo', 'anne', 'wil', 'ro', 'berts', 'a'];
const CITIES = ['Boston', 'Austin', 'Dallas', 'Dulles', 'Salem', 'Newark', 'Tempe', 'Fresno', 'Reno', 'Mesa', 'Omaha', 'Tulsa', 'Miami', 'Tampa', 'Plano', 'Irvine',
  'Laredo', 'Garland', 'Norfolk', 'Durham'];
const MODES: readonly MatchMode[] = ['fuzzy', 'phonetic', 'hybrid'];
const KINDS: readonly PostingKind[] = ['values', 'startsPair', 'endsPair', 'first', 'last', 'middle'];
const RUNS = Number(process.env.INDEX_PROPERTY_RUNS ?? 1);

const nameArbitrary = syllableNameArbitrary(SYLLABLES);

// Tables of 320-360 rows: the caller's city holds the first 36 (over 32, so the city alone does not settle which
// rows to score, and under an eighth of the table), the other cities the rest.
const HOME_ROWS = 36;
const caseArbitrary = fc.record({
  names: fc.array(nameArbitrary, { minLength: 320, maxLength: 360 }),
  home: fc.nat({ max: CITIES.length - 1 }),
  elsewhere: fc.array(fc.nat({ max: CITIES.length - 2 }), { minLength: 360, maxLength: 360 }),
  pick: fc.nat({ max: HOME_ROWS - 1 }),
  heardCuts: fc.nat({ max: 31 }),
  dropped: fc.option(fc.nat(), { nil: undefined }),
  cityTypo: fc.boolean(),
  mode: fc.constantFrom(...MODES),
  minScore: fc.constantFrom(70, 75, 85),
  // The vocabulary compared whole (as for small tables), or through the tries (as for large ones).
  whole: fc.boolean(),
});

describe('postings kept to the names in the cities that pass', () => {
  // `scanRows` 0: the name column retrieves through its vocabulary, as for a city of many rows in a large table; by
  // default these few rows' names are scored one by one (`IndexedColumn.narrowedValues`).
  test.each([['retrieves through restricted postings', 0], ['scores the few names one by one', undefined]] as const)('every row a full scan scores at or above min_score on name and city is a candidate (the name column %s)', (_, scanRows) => {
    let restricted = 0;
    fc.assert(fc.property(caseArbitrary, ({ names, home, elsewhere, pick, heardCuts, dropped, cityTypo, mode, minScore, whole }) => {
      const cityOf = (rowId: number): number => (rowId < HOME_ROWS ? home : (home + 1 + elsewhere[rowId]!) % CITIES.length);
      const rows = names.map(({ syllables, cuts }, rowId) => [segmented(syllables, cuts), CITIES[cityOf(rowId)]!]);
      const caller = names[pick]!;
      const callerCity = home;
      const syllables = dropped === undefined ? caller.syllables : caller.syllables.filter((_, i) => i !== dropped % caller.syllables.length);
      const heardName = segmented(syllables.length > 0 ? syllables : caller.syllables, heardCuts);
      const heardCity = cityTypo ? CITIES[callerCity]!.toLowerCase().replace(/[aeiou](?!.*[aeiou])/, '') : CITIES[callerCity]!.toLowerCase();
      const nameScorer = scorerFor(mode);
      const cityScorer = scorerFor('hybrid');
      const { columns, index } = buildLookupIndex(rows, [{ column: 0, scorer: nameScorer }, { column: 1, scorer: cityScorer }], { ...(whole ? {} : { wholeVocabulary: 0, scanRunValues: 0 }), scanRows });
      const candidates = new Set(index.candidateRows([columns[0]!.supply(heardName), columns[1]!.supply(heardCity)], minScore));
      // The reference reads what was heard as the lookup does (`callerValue`: "an a a bel" holds a spelled "aa").
      const heard = [heardName, heardCity].map((value, column) => withExactMemos(prepareValue(columns[column]!.callerValue(value))));
      const cityScores = CITIES.map((city) => cityScorer.score(heard[1], cityScorer.prepare(city)));
      const passingCities = CITIES.filter((_, c) => cityScores[c]! >= minScore);
      const passingRows = rows.filter(([, city]) => passingCities.includes(city!)).length;
      if (passingCities.length >= 1 && passingCities.length <= 4 && passingRows <= rows.length / 8) restricted += 1;
      rows.forEach(([name, city], rowId) => {
        const nameScore = nameScorer.score(heard[0], nameScorer.prepare(name!));
        const cityScore = cityScores[CITIES.indexOf(city!)]!;
        if (nameScore >= minScore && cityScore >= minScore) {
          expect({ heardName, heardCity, name, city, mode, minScore, nameScore, candidate: candidates.has(rowId) }).toMatchObject({ candidate: true });
        }
      });
    }), { numRuns: 60 * RUNS });
    // A third of the cases at least take the restricted postings (the point of this test; in the others another
    // city sounds close enough to pass too).
    expect(restricted).toBeGreaterThan(20 * RUNS);
  });

  // Through the public lookup, whose default scores a small city's names one by one: the answer (outcome,
  // candidates, their order) is a full scan's.
  test('a name + city lookup answers as a full scan does', () => {
    fc.assert(fc.property(caseArbitrary, ({ names, home, elsewhere, pick, heardCuts, dropped, cityTypo, mode, minScore }) => {
      const cityOf = (rowId: number): number => (rowId < HOME_ROWS ? home : (home + 1 + elsewhere[rowId]!) % CITIES.length);
      const rows = names.map(({ syllables, cuts }, rowId) => [segmented(syllables, cuts), CITIES[cityOf(rowId)]!]);
      const { table } = tableFromRows([['Name', 'City'], ...rows], { headerRow: 1 });
      const made = createLookup({ tool_name: 'find', search_column: 'Name', match_mode: mode, min_score: minScore, additional_search_columns: [{ column: 'City', match_mode: 'hybrid' }] }, table!);
      if (!made.ok) throw new Error('lookup not made');
      const caller = names[pick]!;
      const syllables = dropped === undefined ? caller.syllables : caller.syllables.filter((_, i) => i !== dropped % caller.syllables.length);
      const heardCity = cityTypo ? CITIES[home]!.toLowerCase().replace(/[aeiou](?!.*[aeiou])/, '') : CITIES[home]!.toLowerCase();
      const [nameParam, cityParam] = made.lookup.tool.parameters.map((parameter) => parameter.name);
      const args = { [nameParam!]: segmented(syllables.length > 0 ? syllables : caller.syllables, heardCuts), [cityParam!]: heardCity };
      expect(made.lookup.call(args)).toEqual(withoutScores(made.lookup.call(args, { debug: true })));
    }), { numRuns: 20 * RUNS });
  });

  test.each([[undefined, 1], [0, 2]] as const)('with scanRows %s, a city of few rows leaves %i column(s) retrieving through a vocabulary', (scanRows, retrievals) => {
    const rows = Array.from({ length: 400 }, (_, rowId) => [['Anna Lee', 'Kate Lyn Mar', 'Mac Donald', 'Jo Anne Roberts'][rowId % 4]!, CITIES[rowId < HOME_ROWS ? 0 : 1 + (rowId % (CITIES.length - 1))]!]);
    const hybrid = scorerFor('hybrid');
    const { columns, index } = buildLookupIndex(rows, [{ column: 0, scorer: hybrid }, { column: 1, scorer: hybrid }], { scanRows });
    const retrieve = jest.spyOn(WordCandidates.prototype, 'valuesFor');
    try {
      const found = index.candidateRows([columns[0]!.supply('anna lee'), columns[1]!.supply('boston')], 75);
      // The city's first, then (without the scan) the name's; either way every Anna Lee in Boston is a candidate.
      expect(retrieve).toHaveBeenCalledTimes(retrievals);
      expect(found).toEqual(expect.arrayContaining(rows.flatMap(([name, city], rowId) => (name === 'Anna Lee' && city === 'Boston' ? [rowId] : []))));
    } finally {
      retrieve.mockRestore();
    }
  });

  test('each list holds exactly the member values of the column\'s list, in order', () => {
    const rows = [['Anna Bel Lee', 'Boston'], ['Mac Donald', 'Austin'], ['Kate Lyn Mar', 'Boston'], ['Anna Lee', 'Austin'], ['Jo A Anne', 'Boston'],
      ['Anna Bel Lee', 'Austin'], ['Anna Mar', 'Boston'], ['Lee Anna', 'Austin'], ['Anna Jo Lee', 'Boston'], ['Kate Anna', 'Boston'], ['Anna Lyn', 'Boston']];
    const values = columnValues(rows, 0, prepareValue);
    const member = new ValueSet(values.valueCount);
    rows.forEach(([, city], rowId) => { if (city === 'Boston') member.add(values.valueOfRow[rowId]!); });
    const inBoston = new RestrictedPostings(values, member, new PostingsArena(1024));
    const { nonEmpty } = expectMemberLists(values, member, inBoston, values.vocabulary.map((_, slot) => slot));
    expect(nonEmpty).toBeGreaterThan(5);
    // "Mac Donald" and "Anna Lee" have no row in Boston.
    const mac = values.vocabulary.findIndex((entry) => entry.word.text === 'mac');
    expect(listOf(inBoston, mac, 'values')).toEqual([]);
  });
});

/** The slot's list of that kind, copied. */
function listOf(source: PostingsSource, slot: number, kind: PostingKind): number[] {
  const range = new PostingsRange();
  source.read(slot, kind, range);
  return range.values();
}

/**
 * Expects each of the slots' lists of every kind, read twice (the second time from what the first kept), to be the
 * column's list less the values not in `member`; counts the lists with a value and the values listed.
 */
function expectMemberLists(values: ColumnValues, member: ValueSet, restricted: RestrictedPostings, slots: readonly number[]): { nonEmpty: number; entries: number } {
  const all = allPostings(values);
  let nonEmpty = 0;
  let entries = 0;
  for (const slot of slots) {
    for (const kind of KINDS) {
      const expected = listOf(all, slot, kind).filter((v) => member.has(v));
      expect(listOf(restricted, slot, kind)).toEqual(expected);
      expect(listOf(restricted, slot, kind)).toEqual(expected);
      if (expected.length > 0) nonEmpty += 1;
      entries += expected.length;
    }
  }
  return { nonEmpty, entries };
}

describe('long lists', () => {
  test('lists longer than a thousand values are each the member values, in order', () => {
    const firsts = ['anna', 'kate', 'lee', 'jo', 'mac', 'lyn', 'mar', 'bel'];
    const rows: string[][] = [];
    for (let i = 0; i < 6000; i++) {
      const words = [firsts[i % 8]!, firsts[(i * 5 + 3) % 8]!, ...(i % 3 === 0 ? [firsts[(i * 7 + 1) % 8]!] : []), `x${i}`];
      rows.push([words.join(' '), i % 4 === 0 ? 'Austin' : 'Boston']);
    }
    const values = columnValues(rows, 0, prepareValue);
    const member = new ValueSet(values.valueCount);
    rows.forEach(([, city], rowId) => { if (city === 'Boston') member.add(values.valueOfRow[rowId]!); });
    const held = { entries: 0 };
    const inBoston = new RestrictedPostings(values, member, new PostingsArena(1 << 20), held);
    // The eight common words' lists (the longest hold more than 1,024 values), and
    // a few of the rest.
    const slots = values.vocabulary.flatMap((entry, slot) => (firsts.includes(entry.word.text) || slot % 200 === 0 ? [slot] : []));
    const { entries } = expectMemberLists(values, member, inBoston, slots);
    expect(Math.max(...values.vocabulary.map((_, slot) => values.postingCount(slot, 'values')))).toBeGreaterThan(1024);
    expect(entries).toBeGreaterThan(1000);
    // What the lists hold is counted for whoever bounds them: at least their entries.
    expect(held.entries).toBeGreaterThanOrEqual(entries);
  });
});

describe('the arena the lists lie in', () => {
  const rows = [['Anna Bel Lee', 'Boston'], ['Mac Donald', 'Austin'], ['Kate Lyn Mar', 'Boston'], ['Anna Lee', 'Austin'], ['Jo A Anne', 'Boston'],
    ['Anna Bel Lee', 'Austin'], ['Anna Mar', 'Boston'], ['Lee Anna', 'Austin'], ['Anna Jo Lee', 'Boston'], ['Kate Anna', 'Austin'], ['Anna Lyn', 'Boston'],
    ['Mar Anna Lee', 'Austin'], ['Lee Mac', 'Boston'], ['Jo Lee', 'Austin']];
  const values = columnValues(rows, 0, prepareValue);
  const membersOf = (city: string): ValueSet => {
    const member = new ValueSet(values.valueCount);
    rows.forEach(([, cityOfRow], rowId) => { if (cityOfRow === city) member.add(values.valueOfRow[rowId]!); });
    return member;
  };
  const slots = values.vocabulary.map((_, slot) => slot);
  const longest = Math.max(...values.vocabulary.flatMap((_, slot) => KINDS.map((kind) => values.postingCount(slot, kind))));

  test('is sized from the column\'s own postings: so many times their lists and counts, within a cap, never under the longest', () => {
    const total = values.vocabulary.reduce((sum, _, slot) => sum + KINDS.reduce((kinds, kind) => kinds + values.postingCount(slot, kind) + 1, 0), 0);
    expect(arenaSize(values, 4, 1_000_000)).toBe(total * 4);
    expect(arenaSize(values, 4, 10)).toBe(Math.max(10, longest + 1));
    expect(arenaSize(values, 4, 1)).toBe(longest + 1);
  });

  test('when full it is emptied, and each city\'s postings read on it filter their lists again, the same', () => {
    const boston = membersOf('Boston');
    const austin = membersOf('Austin');
    const all = allPostings(values);
    // Room for about half of one city's lists: reading all of them empties it at least once, and so does reading
    // the other city's, which leaves the first city's lists kept since then pointing at the other city's.
    const bostonEntries = slots.reduce((sum, slot) => sum + KINDS.reduce((kinds, kind) => kinds + 1 + listOf(all, slot, kind).filter((v) => boston.has(v)).length, 0), 0);
    const arena = new PostingsArena(Math.max(longest + 2, Math.ceil(bostonEntries / 2)));
    const inBoston = new RestrictedPostings(values, boston, arena);
    const inAustin = new RestrictedPostings(values, austin, arena);
    expectMemberLists(values, boston, inBoston, slots);
    const afterBoston = arena.generation;
    expectMemberLists(values, austin, inAustin, slots);
    expect(arena.generation).toBeGreaterThan(afterBoston);
    expectMemberLists(values, boston, inBoston, [...slots].reverse());
    expectMemberLists(values, austin, inAustin, slots.map((_, i) => slots[(i * 5) % slots.length]!));
    expect(arena.entries.length).toBe(Math.max(longest + 2, Math.ceil(bostonEntries / 2)));
  });
});

describe('ValueSet', () => {
  test('holds exactly the values added, a bit each', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 200 }).chain((count) => fc.tuple(fc.constant(count), fc.uniqueArray(fc.integer({ min: 0, max: count - 1 })))), ([count, added]) => {
      const set = new ValueSet(count);
      for (const value of added) set.add(value);
      const expected = new Set(added);
      // Every value's answer at once (an expect per value made the test's 100 runs take over a second).
      const values = Array.from({ length: count }, (_, value) => value);
      expect(values.map((value) => [value, set.has(value)])).toEqual(values.map((value) => [value, expected.has(value)]));
      expect(set.bits.length).toBe(Math.ceil(count / 8));
    }));
  });
});

describe('values by words run together', () => {
  test('a text held run together by one value gives that value, by several gives each once, ascending', () => {
    const rows = [['Mc Donald'], ['Mary Kate Lynn'], ['Mcdo Nald'], ['Mc Donald'], ['Kate Lynn'], ['Caitlin']];
    const values = columnValues(rows, 0, prepareValue);
    expect(values.compoundValues('mcdonald')).toEqual([0, 2]);
    expect(values.compoundValues('marykate')).toEqual([1]);
    expect(values.compoundValues('katelynn')).toEqual([1, 3]);
    expect(values.compoundValues('marykatelynn')).toEqual([1]);
    // A one-word value is not words run together.
    expect(values.compoundValues('caitlin')).toEqual([]);
  });

  test('edge cases: a word repeated, a text that is also a one-word value, words with digits or written with an apostrophe, hyphen or accent', () => {
    const cells = ["O'Neil Smith", 'R2 D2 Jones', 'Anna Anna', 'Anna Anna Anna', 'Mary-Kate Olsen', 'Zoë Smith', 'annaanna', 'Anna', 'Jo Jo Jo Jo Jo Jo'];
    const values = columnValues(cells.map((cell) => [cell]), 0, prepareValue);
    // Words as the value's words have them ("oneil", "zoe"): the text said otherwise is not theirs.
    expect(values.compoundValues('oneilsmith')).toEqual([0]);
    expect(values.compoundValues("o'neilsmith")).toEqual([]);
    expect(values.compoundValues('neilsmith')).toEqual([]);
    expect(values.compoundValues('r2d2')).toEqual([1]);
    expect(values.compoundValues('d2jones')).toEqual([1]);
    expect(values.compoundValues('r2d2jones')).toEqual([1]);
    // "annaanna": two values run it together (a pair of the second), once each; the one-word value is no run.
    expect(values.compoundValues('annaanna')).toEqual([2, 3]);
    expect(values.compoundValues('annaannaanna')).toEqual([3]);
    expect(values.compoundValues('anna')).toEqual([]);
    expect(values.compoundValues('marykate')).toEqual([4]);
    expect(values.compoundValues('marykateolsen')).toEqual([4]);
    expect(values.compoundValues('zoesmith')).toEqual([5]);
    expect(values.compoundValues('zoësmith')).toEqual([]);
    // Six words: all run together, no pairs.
    expect(values.compoundValues('jojojojojojo')).toEqual([8]);
    expect(values.compoundValues('jojo')).toEqual([]);
    expect(values.compoundValues('')).toEqual([]);
    expect(values.compoundValues('mary kate')).toEqual([]);
  });

  test('gives exactly the values whose joined text or a neighbouring pair is the text (random words, up to 7 a value)', () => {
    const word = fc.constantFrom('an', 'na', 'ann', 'anna', 'mc', 'donald', 'mcdonald', 'kate', 'lynn', 'katelynn', 'o', 'neil', 'oneil');
    const table = fc.array(fc.array(word, { minLength: 1, maxLength: 7 }), { minLength: 1, maxLength: 25 });
    // The text: random words, or a value's own pair or whole run together (so long values' pairs are met).
    fc.assert(fc.property(table, fc.array(word, { minLength: 1, maxLength: 3 }), fc.nat(), fc.nat(), fc.integer({ min: 0, max: 2 }), (cells, random, pick, at, how) => {
      const values = columnValues(cells.map((words) => [words.join(' ')]), 0, prepareValue);
      const cell = cells[pick % cells.length]!;
      const pair = cell.length < 2 ? random : cell.slice(at % (cell.length - 1), (at % (cell.length - 1)) + 2);
      const text = (how === 0 ? random : how === 1 ? pair : cell).join('');
      const expected = values.prepared.flatMap((value, v) => {
        const texts = value.words.map((w) => w.text);
        if (texts.length < 2) return [];
        const pairs = texts.length > 5 ? [] : texts.slice(1).map((w, i) => texts[i]! + w);
        return texts.join('') === text || pairs.includes(text) ? [v] : [];
      });
      expect(values.compoundValues(text)).toEqual(expected);
    }));
  });
});
