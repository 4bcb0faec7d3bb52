// A US state said after a city, in a column of cities (its header names them: `namesCities`), through a lookup document
// over a real CSV (fixtures/us-customers.csv): "Pittsburg PA" is the city "Pittsburg", a comma or not, the code
// written, dotted or spelled, unless the state's words may be the city's own (Kansas City, Indiana, Washington, Fort
// Washington). Columns that do not name cities keep the value as heard, as before.
import { beforeAll, describe, expect, test } from '@jest/globals';
import type { LookupDocument, LookupResult } from '@switchboard/matcher';
import { documentWith } from './support/documentWith.js';

let doc: LookupDocument;

beforeAll(async () => {
  const lookups = [
    { tool_name: 'city', search_column: 'City', param_name: 'city' },
    { tool_name: 'city_exact', search_column: 'City', param_name: 'city', match_mode: 'exact' },
    { tool_name: 'office', search_column: 'OfficeCity', param_name: 'office' },
    { tool_name: 'name', search_column: 'Full Name', param_name: 'full_name' },
  ];
  doc = (await documentWith({ files: ['us-customers.csv'], lookups }, ['us-customers.csv'])).doc;
});

const withoutHeard = ({ heard, ...answer }: LookupResult & { heard?: unknown }): LookupResult => answer as LookupResult;
// The column's cell in the confident row, or in the first candidate.
const bestCell = (result: LookupResult, column = 'City'): string | undefined =>
  result.result === 'confident' ? result.row[column] : result.result === 'ambiguous' ? result.candidates[0]!.row[column] : undefined;

/** `said` in the City column is heard as `city`, answers as `city` does, and finds `found` first. */
function heardAsCity(said: string, city: string, found: string): void {
  const answer = doc.call('city', { city: said });
  expect(answer.heard).toEqual({ city });
  expect(withoutHeard(answer)).toEqual(withoutHeard(doc.call('city', { city })));
  expect(bestCell(answer)).toBe(found);
}

describe('a US state said after a city, without a comma', () => {
  test.each([
    ['a state code', 'Pittsburg PA', 'Pittsburg', 'Pittsburgh'],
    ['a state by name', 'Pittsburg Pennsylvania', 'Pittsburg', 'Pittsburgh'],
    ['a state code in lower case', 'pittsburg pa', 'pittsburg', 'Pittsburgh'],
    ['a state of two words, not its last word alone', 'Charleston West Virginia', 'Charleston', 'Charleston'],
    ['a state of two words after a misheard city', 'Charlestn South Carolina', 'Charlestn', 'Charleston'],
    ['a state after a lead-in and before "please"', 'I live in Pittsburg PA please', 'pittsburg', 'Pittsburgh'],
    ['a state after a city holding the same state word first', 'Kansas City Kansas', 'Kansas City', 'Kansas City'],
    ['a state code after Kansas City', 'Kansas City MO', 'Kansas City', 'Kansas City'],
    ['a state after a comma, its word first in the city (kept before: the column holds "kansas")', 'Kansas City, Kansas', 'Kansas City', 'Kansas City'],
    ['a state after a city whose first word is a state', 'Virginia Beach VA', 'Virginia Beach', 'Virginia Beach'],
    ['a state after Carson City', 'Carson City Nevada', 'Carson City', 'Carson City'],
    ['another state after Nevada City', 'Nevada City California', 'Nevada City', 'Nevada City'],
    ['a state after a city named as a state', 'Indiana PA', 'Indiana', 'Indiana'],
    ['the capital district after Washington', 'Washington DC', 'Washington', 'Washington'],
    ['a state named as the city before it', 'New York NY', 'New York', 'New York'],
  ])('%s: "%s" is heard as "%s" and finds what it finds', (_name, said, city, found) => heardAsCity(said, city, found));

  test('"Pittsburg PA" scores Pittsburgh as "Pittsburg" does, where the state scored against it (87)', () => {
    expect(doc.call('city', { city: 'Pittsburg PA' })).toMatchObject({ result: 'confident', row: { City: 'Pittsburgh' }, score: 100 });
  });

  test.each([
    ['a city holding a state word first', 'Kansas City'],
    ['a city holding a state word first, of two', 'Virginia Beach'],
    ['a city named as a state', 'Indiana'],
    ['a city named as a state, Washington', 'Washington'],
    ['a city of two words, no state word last', 'Carson City'],
    ['a city of two words, Nevada City', 'Nevada City'],
    ['a city of two words, Ohio City', 'Ohio City'],
    ['a city named as a state of two words', 'New York'],
    ['a city and a state word that ends a city of the column (Washington)', 'Seattle Washington'],
    ['a city and a state of two words that ends a city of the column (New York)', 'Albny New York'],
  ])('%s is heard as said: "%s"', (_name, said) => {
    expect(doc.call('city', { city: said }).heard).toBeUndefined();
  });

  test('a state word after a word the column holds only before others is the city\'s: "Fort Washington"', () => {
    // OfficeCity holds Fort Worth and Fort Wayne, no Washington: "fort" starts a city, so "Fort Washington" is one.
    expect(doc.call('office', { office: 'Fort Washington' }).heard).toBeUndefined();
    // (Three rows hold Pittsburgh there: ambiguous between them, as "Pittsburg" alone is.)
    const answer = doc.call('office', { office: 'Pittsburg PA' });
    expect(answer.heard).toEqual({ office: 'Pittsburg' });
    expect(withoutHeard(answer)).toEqual(withoutHeard(doc.call('office', { office: 'Pittsburg' })));
    expect(answer.result === 'ambiguous' && answer.candidates.map((candidate) => candidate.row['OfficeCity'])).toEqual(['Pittsburgh', 'Pittsburgh', 'Pittsburgh']);
  });

  test.each([
    ['Pittsburgh PA', 'Pittsburgh'],
    ['Indiana Pennsylvania', 'Indiana'],
    ['Kansas City, Kansas', 'Kansas City'],
  ])('an exact city column finds the city said with its state: "%s"', (said, found) => {
    expect(bestCell(doc.call('city_exact', { city: said }))).toBe(found);
  });

  test('an exact city column keeps a state word that ends one of its cities: "Seattle Washington"', () => {
    expect(doc.call('city_exact', { city: 'Seattle Washington' })).toMatchObject({ result: 'not_found' });
    expect(doc.call('city_exact', { city: 'Seattle Washington' }).heard).toBeUndefined();
  });
});

describe('a US state code dotted or spelled after a city', () => {
  test.each([
    ['dotted', 'Pittsburg P.A.', 'Pittsburg', 'Pittsburgh'],
    ['dotted, spaced', 'Pittsburg P. A.', 'Pittsburg', 'Pittsburgh'],
    ['dotted, after a comma', 'Pittsburg, P.A.', 'Pittsburg', 'Pittsburgh'],
    ['spelled', 'Pittsburg p a', 'Pittsburg', 'Pittsburgh'],
    ['spelled, after a comma', 'Pittsburg, P A', 'Pittsburg', 'Pittsburgh'],
    ['dotted, a state of two words', 'Charlestn S.C.', 'Charlestn', 'Charleston'],
    ['the capital district dotted', 'Washington D.C.', 'Washington', 'Washington'],
  ])('%s: "%s" is heard as "%s" and finds what it finds', (_name, said, city, found) => heardAsCity(said, city, found));

  test('two letters said alone are no city and no state: "P A" is heard as said', () => {
    expect(doc.call('city', { city: 'P A' }).heard).toBeUndefined();
  });
});

describe('a column that does not name cities', () => {
  test.each([
    ['a name whose last word is a state code', 'Tony Ma', 'Tony Mah'],
    ['a name, then a state code', 'Caitlin Myers PA', 'Caitlin Myers'],
    ['a surname, then initials that spell a state code', 'Myers, C. A.', undefined],
  ])('%s is heard as said: "%s"', (_name, said, found) => {
    const answer = doc.call('name', { full_name: said });
    expect(answer.heard).toBeUndefined();
    expect(bestCell(answer, 'Full Name')).toBe(found);
  });
});
