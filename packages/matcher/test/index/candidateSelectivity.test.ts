// The index must narrow as well as never lose a row (candidateIndex.test.ts): a common first name or a shared
// surname must not pull every value holding it into the scoring, which is what made lookups cost a scan.
import { describe, expect, test } from '@jest/globals';
import { builtInNicknames } from '../../src/aliases/aliasTable.js';
import { columnValues } from '../../src/index/ColumnValues.js';
import { WordCandidates } from '../../src/index/WordCandidates.js';
import { prepareTableValue, prepareValue } from '../../src/scoring/preparedValue.js';
import { privateField } from '../support/privateField.js';

const FIRST = ['Mary', 'James', 'John', 'Linda', 'Robert', 'Karen', 'David', 'Susan', 'Michael', 'Nancy'];
const LAST = ['Anderson', 'Brown', 'Chavez', 'Dunne', 'Fitzgerald', 'Gomez', 'Hughes', 'Kowalski', 'Lindqvist', 'Moreau',
  'Nakamura', 'Okafor', 'Patel', 'Quinn', 'Rasmussen', 'Schmidt', 'Tanaka', 'Underwood', 'Vasquez', 'Whitfield'];

function nameTable(): string[][] {
  const rows: string[][] = [];
  for (const first of FIRST) for (const last of LAST) rows.push([`${first} ${last}`]);
  return rows;
}

/** The values the index would hand to the scorer (before any is scored), as cell texts. */
function candidates(heard: string, rows = nameTable()): string[] {
  const values = columnValues(rows, 0, prepareValue);
  const proposed = new WordCandidates(values, 'both', builtInNicknames(), undefined).valuesFor(prepareValue(heard), 75);
  if (proposed === undefined) throw new Error('min_score 75 must bound the candidates');
  return [...proposed].map((v) => rows[values.rowsOf(v)[0]!]![0]!);
}

describe('candidate selectivity', () => {
  test.each([
    ['Mary Andersen', 'Mary Anderson'],
    ['Mery Anderson', 'Mary Anderson'],
    ['Jon Schmitt', 'John Schmidt'],
    ['Anderson Mary', 'Mary Anderson'],
  ])('"%s" brings in %s, not every value sharing one of its words', (heard, expected) => {
    const found = candidates(heard);
    expect(found).toContain(expected);
    // Sharing a close word alone brings in ~30 of the 200 values (each first name heads 20, each surname
    // ends 10); a value with as many words as the heard one also needs its other words close enough.
    expect(found.length).toBeLessThanOrEqual(15);
  });

  test('a heard name with another word count is still found, split or joined', () => {
    expect(candidates('Mary Ander son')).toContain('Mary Anderson');
    expect(candidates('MaryAnderson')).toContain('Mary Anderson');
  });

  // Both heard words are nearest "robert", which only one of them can pair with: the other must pair with the
  // value's surname, so Robert Anderson, Robert Brown, … are not handed to the scorer (a million rows hold
  // thousands of them).
  test.each(['Robertt Roberts', 'Roberts Robert', 'Roberto Robert'])('"%s" brings in Robert Roberts, not every Robert', (heard) => {
    const found = candidates(heard, [...nameTable(), ['Robert Roberts']]);
    expect(found).toContain('Robert Roberts');
    expect(found.filter((name) => name.startsWith('Robert ')).length).toBeLessThanOrEqual(2);
  });

  test('a column makes no value\'s words run together until a call reads them', () => {
    const values = columnValues(nameTable(), 0, prepareTableValue);
    expect(values.prepared.every((value) => privateField(value, 'joinedWord') === undefined)).toBe(true);
    expect(values.prepared[0]!.joined.text).toBe(values.prepared[0]!.words.map((word) => word.text).join(''));
  });
});
