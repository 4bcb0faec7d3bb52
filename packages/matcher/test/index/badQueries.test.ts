// Heard values no caller says into one field come back not_found, in every match mode.
import { describe, expect, test } from '@jest/globals';
import { createLookup, tableFromRows, type MatchMode } from '@switchboard/matcher';
import { MAX_HEARD_CHARACTERS } from '../../src/index/LookupIndex.js';

const ROWS = [['Full Name'], ['Caitlin Myers'], ['Aaron Abbott'], ['Sean Riley'], ['A A Milne'], ['-']];
const MODES: readonly MatchMode[] = ['exact', 'fuzzy', 'phonetic', 'hybrid'];
const QUERIES: readonly [string, string][] = [
  ['a query of 10,000 characters', 'caitlin myers '.repeat(715).slice(0, 10_000)],
  ['a query of 10,000 letters a', 'a'.repeat(10_000)],
  ['a query one character too long', `Caitlin Myers${' '.repeat(MAX_HEARD_CHARACTERS)}x`],
  ['a query of only punctuation', '?!... ,;'],
];

describe('queries no caller says', () => {
  test.each(MODES.flatMap((mode) => QUERIES.map(([name, query]) => [name, mode, query] as const)))('%s finds no row in %s mode', (_name, mode, query) => {
    const { table } = tableFromRows(ROWS);
    const made = createLookup({ tool_name: 'find', search_column: 'Full Name', match_mode: mode, min_score: 40 }, table!);
    if (!made.ok) throw new Error('lookup did not build');
    expect(made.lookup.call({ full_name: query })).toEqual({ result: 'not_found' });
    expect(made.lookup.call({ full_name: query }, { debug: true })).toEqual({ result: 'not_found', scores: [] });
  });

  test('a query at the length limit is still scored', () => {
    const { table } = tableFromRows(ROWS);
    const made = createLookup({ tool_name: 'find', search_column: 'Full Name' }, table!);
    if (!made.ok) throw new Error('lookup did not build');
    const query = `Caitlin${' '.repeat(MAX_HEARD_CHARACTERS - 'CaitlinMyers'.length)}Myers`;
    expect(query.length).toBe(MAX_HEARD_CHARACTERS);
    expect(made.lookup.call({ full_name: query }).result).toBe('confident');
  });

  test('a run of letters no name is as long as lists no one by a middle initial (was Wei S. Young at 76)', () => {
    const { table } = tableFromRows([['Full Name'], ['Wei S. Young'], ['John S. Lee'], ['Sean Riley'], ['Ann W. White']]);
    const made = createLookup({ tool_name: 'find', search_column: 'Full Name' }, table!);
    if (!made.ok) throw new Error('lookup did not build');
    expect(made.lookup.call({ full_name: 'supercalifragilisticexpialidociousantidisestablishmentarianism' })).toEqual({ result: 'not_found' });
    // A name's length still stands for an initial.
    expect(made.lookup.call({ full_name: 'John Samuel Lee' })).toMatchObject({ candidates: [{ row: { 'Full Name': 'John S. Lee' } }] });
  });

  test('a value of more words than a sentence is searched in is looked up by its runs, never whole', () => {
    // A cell of 70 words is found by those 70 words heard only if the whole value is looked up: it is not (a runaway
    // transcript of 170 two-letter words met the vocabulary whole, 5 s at 200,000 account ids); a name among the
    // first words is still found by its run.
    const long = Array.from({ length: 70 }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`).join(' ');
    // (Among 200 names of two words: the column's values usually hold two, so 70 heard words are a sentence.)
    const names = Array.from({ length: 200 }, (_, i) => [`Person${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))} Lee`]);
    const { table } = tableFromRows([['Full Name'], ['Caitlin Myers'], [long], ['Sean Riley'], ...names]);
    const made = createLookup({ tool_name: 'find', search_column: 'Full Name' }, table!);
    if (!made.ok) throw new Error('lookup did not build');
    expect(made.lookup.call({ full_name: long })).toEqual({ result: 'not_found' });
    const filler = Array.from({ length: 60 }, () => 'ab cd').join(' ');
    expect(made.lookup.call({ full_name: `my name is Caitlin Myers ${filler}` })).toMatchObject({ result: 'confident', row: { 'Full Name': 'Caitlin Myers' } });
  });
});
