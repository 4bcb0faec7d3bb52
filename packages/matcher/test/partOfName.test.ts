// A name said in part: "Myers" for Caitlin Myers, "José" for a first name column's José Luis. Every row holding the
// word is a candidate, never the confident answer; before, the outcome turned on the unsaid word's length ("Riley"
// alone found both Rileys at 79, "Myers" alone nothing at 64), and the index lost such rows where the scorer kept them.
import { describe, expect, test } from '@jest/globals';
import { createLookup, tableFromRows, type LookupResult } from '@switchboard/matcher';
import { scorerFor } from '../src/scoring/scorerFor.js';
import { PART_OF_NAME } from '../src/scoring/wordsScore.js';
import { documentWith } from './support/documentWith.js';
import { expectNoRowLost } from './support/expectNoRowLost.js';

const CUSTOMERS = [
  ['Full Name', 'City'],
  ['Caitlin Myers', 'Chicago'],
  ['Colin Meyer', 'Boston'],
  ['Sean Riley', 'Denver'],
  ['Shawn Reilly', 'Austin'],
  ['John Smith', 'Seattle'],
  ['John A. Smith', 'Miami'],
  ['La Toya Jackson', 'Reno'],
  ['Mary Ann Wheeler', 'Dallas'],
];
const { table } = tableFromRows(CUSTOMERS);

function lookupWith(entry: Record<string, unknown> = {}) {
  const made = createLookup({ tool_name: 'find', search_column: 'Full Name', ...entry }, table!);
  if (!made.ok) throw new Error(made.issues.map((issue) => issue.code).join(', '));
  return made.lookup;
}
const names = (result: LookupResult): string[] =>
  result.result === 'confident' ? [result.row['Full Name']!] : result.result === 'ambiguous' ? result.candidates.map((c) => c.row['Full Name']!) : [];

describe('a name said in part', () => {
  test.each([
    ['Myers', ['Caitlin Myers']],
    ['Meyers', ['Caitlin Myers']],
    ['Caitlin', ['Caitlin Myers']],
    ['Riley', ['Sean Riley', 'Shawn Reilly']],
    ['Wheeler', ['Mary Ann Wheeler']],
  ])('%s alone: every row holding it is a candidate', (heard, expected) => {
    const result = lookupWith().call({ full_name: heard });
    expect(result.result).toBe('ambiguous');
    expect(names(result).slice(0, expected.length).sort()).toEqual([...expected].sort());
  });

  test('at 84, whatever the unsaid word weighs', () => {
    const scorer = scorerFor('hybrid');
    const score = (heard: string, cell: string): number => scorer.score(scorer.prepare(heard), scorer.prepare(cell));
    expect(score('myers', 'Caitlin Myers')).toBe(84);
    expect(score('riley', 'Sean Riley')).toBe(84);
    expect(score('jose', 'José Luis')).toBe(84);
    // Said another way that sounds the same: the same.
    expect(score('miers', 'Caitlin Myers')).toBe(84);
    // A word only somewhat like one of the name's counts the unsaid word as before: no candidate.
    expect(score('myres', 'Caitlin Myers')).toBeLessThan(75);
    // Another word altogether is not a part of the name.
    expect(score('brown', 'Caitlin Myers')).toBeLessThan(50);
  });

  test('never the confident answer, however low confident_score is set', () => {
    const lookup = lookupWith({ confident_score: 80, min_score: 60 });
    expect(lookup.call({ full_name: 'Myers' }).result).toBe('ambiguous');
    for (const mode of ['fuzzy', 'phonetic', 'hybrid'] as const) {
      expect(lookupWith({ match_mode: mode, confident_score: 80, min_score: 60 }).call({ full_name: 'Caitlin' }).result).toBe('ambiguous');
    }
    // The whole name is still the answer.
    expect(lookup.call({ full_name: 'Kaitlyn Meyers' }).result).toBe('confident');
  });

  test('a middle name or initial left unsaid, or two words said as one, is not a name said in part', () => {
    const scorer = scorerFor('hybrid');
    const weakest = (heard: string, cell: string): number => scorer.weakestWord!(scorer.prepare(heard), scorer.prepare(cell));
    expect(weakest('myers', 'Caitlin Myers')).toBe(PART_OF_NAME);
    expect(weakest('caitlin', 'Caitlin Myers')).toBe(PART_OF_NAME);
    expect(weakest('john smith', 'John A. Smith')).toBe(1);
    expect(weakest('mary wheeler', 'Mary Ann Wheeler')).toBe(1);
    expect(weakest('latoya jackson', 'La Toya Jackson')).toBe(1);
    expect(weakest('ann wheeler', 'Mary Ann Wheeler')).toBe(PART_OF_NAME);
  });

  test('the index finds every row a scan scores as a part said (tries and whole vocabulary)', () => {
    const cells = ['Caitlin Myers', 'Kaitlyn Meyers', 'Colin Meyer', 'Myers', 'Roberta Myers Hill', 'Ann Myers', 'Dan Myerson', 'Mary Ann Myers'];
    for (const heard of ['myers', 'meyers', 'caitlin', 'ann', 'myers ann']) {
      for (const minScore of [75, 82, 84]) expectNoRowLost(cells, heard, 'hybrid', minScore);
    }
  });
});

describe('a first name column holding two given names', () => {
  const document = {
    files: ['given-names.csv'],
    lookups: [{
      tool_name: 'find_patient', search_column: 'Last Name', param_name: 'last_name', match_mode: 'hybrid',
      additional_search_columns: [{ column: 'First Name', param_name: 'first_name' }],
      return_columns: ['Patient ID'],
    }],
  };

  test('the first of them said finds the row, as a candidate to confirm', async () => {
    const { doc } = await documentWith(document, ['given-names.csv']);
    const jose = doc.call('find_patient', { last_name: 'garcia', first_name: 'jose' });
    expect(jose).toMatchObject({ result: 'ambiguous', candidates: [{ row: { 'Patient ID': 'P-003' }, score: 84 }] });
    expect(doc.call('find_patient', { last_name: 'smith jones', first_name: 'anne' })).toMatchObject({ result: 'ambiguous', candidates: [{ row: { 'Patient ID': 'P-004' } }] });
    // Both given names said: the answer.
    expect(doc.call('find_patient', { last_name: 'garcia', first_name: 'jose luis' })).toMatchObject({ result: 'confident', row: { 'Patient ID': 'P-003' } });
    expect(doc.call('find_patient', { last_name: 'garcia', first_name: 'maria' })).toMatchObject({ result: 'confident', row: { 'Patient ID': 'P-006' } });
  });
});
