// A confident answer needs every word said to match the row: a long surname must not carry another first name, and
// a word said alone must not be taken for another row's two words run together when it is a word of other rows.
import { describe, expect, test } from '@jest/globals';
import { createLookup, tableFromRows, type LookupResult } from '@switchboard/matcher';
import { lookupOver } from './support/documentWith.js';

const CUSTOMERS = [
  ['Full Name', 'City'],
  ['John Fitzgerald', 'Boston'],
  ['Robert Fitzgerald', 'Austin'],
  ['Isaac Pemberton', 'Denver'],
  ['Dan Christopherson', 'Dallas'],
  ['Eric Montgomery', 'Dallas'],
  ['Jing Nakamura', 'Denver'],
  ['Takeshi Zhou', 'Austin'],
  ['Caitlin Myers', 'Chicago'],
  ['Gregory Williams', 'Austin'],
  ['Jun Sun', 'Boston'],
  ['Sara Johnson', 'Austin'],
  ['Adam Johnson', 'Denver'],
  ['Jae Son', 'Dallas'],
  ['Jason Clark', 'Chicago'],
  ['Bai Lee', 'Boston'],
  ['Robert Bailey', 'Denver'],
  ['Kate Lynn', 'Austin'],
  ['Ronald Mc Donald', 'Austin'],
  ['Ma Son', 'Reno'],
];

const { table } = tableFromRows(CUSTOMERS);
const made = createLookup({ tool_name: 'find', search_column: 'Full Name', additional_search_columns: ['City'] }, table!);
if (!made.ok) throw new Error(made.issues.map((issue) => issue.code).join(', '));
const { lookup } = made;

const first = (result: LookupResult): string | undefined =>
  result.result === 'confident' ? result.row['Full Name'] : result.result === 'ambiguous' ? result.candidates[0]?.row['Full Name'] : undefined;

describe('another first name beside a long surname is a candidate, never the answer', () => {
  test.each([
    // Scores of 92-95 before: the surname's weight carried the first name.
    ['Jane Fitzgerald', 'John Fitzgerald'],
    ['Ann Christopherson', 'Dan Christopherson'],
    ['Jun Nakamura', 'Jing Nakamura'],
    ['Takeshi Xu', 'Takeshi Zhou'],
    // A built-in nickname alone (0.72) never makes a confident match, however long the surname (decisions.md).
    ['Bert Fitzgerald', 'Robert Fitzgerald'],
    ['Rob Fitzgerald', 'Robert Fitzgerald'],
    ['Ike Pemberton', 'Isaac Pemberton'],
  ])('%s: %s first, ambiguous', (heard, row) => {
    const result = lookup.call({ full_name: heard });
    expect({ heard, result: result.result, first: first(result) }).toEqual({ heard, result: 'ambiguous', first: row });
  });

  test('a city said does not make it confident either', () => {
    expect(lookup.call({ full_name: 'Jane Fitzgerald', city: 'Boston' }).result).toBe('ambiguous');
  });

  test.each([
    ['Kaitlyn Meyers', 'Caitlin Myers'],
    ['gregory wulliams', 'Gregory Williams'],
    ['Jun Sun', 'Jun Sun'],
  ])('a misheard name whose every word matches stays confident (%s)', (heard, row) => {
    expect(lookup.call({ full_name: heard })).toMatchObject({ result: 'confident', row: { 'Full Name': row } });
  });
});

describe('a word said alone that other rows hold is not taken for two words run together', () => {
  test.each([
    // Before: confident Jun Sun 92 (Johnson 84 each), Jae Son 97, Bai Lee 97, Kate Lynn 96.
    ['Johnson', 'Jun Sun'],
    ['Jason', 'Jae Son'],
    ['Bailey', 'Bai Lee'],
    ['Caitlin', 'Kate Lynn'],
  ])('%s: %s first, ambiguous', (heard, row) => {
    const result = lookup.call({ full_name: heard });
    expect({ heard, result: result.result, first: first(result) }).toEqual({ heard, result: 'ambiguous', first: row });
  });

  test('nor is a word close to one a candidate holds (since 2026-12-06; confident before)', () => {
    // "katelyn" is near "caitlin" of Caitlin Myers, a candidate by her first name: the caller may have said either.
    const result = lookup.call({ full_name: 'Katelyn' });
    expect({ result: result.result, first: first(result) }).toEqual({ result: 'ambiguous', first: 'Kate Lynn' });
    expect(result.result === 'ambiguous' && result.candidates.map((candidate) => candidate.row['Full Name'])).toContain('Caitlin Myers');
  });

  test.each([
    // "mason" is near "jason" of Jason Clark, but he, his surname unsaid, scores under min_score: no candidate.
    ['Mason', 'Ma Son'],
    ['Ronald McDonald', 'Ronald Mc Donald'],
  ])('%s, held by no candidate nor near a word one holds, still finds %s', (heard, row) => {
    expect(lookup.call({ full_name: heard })).toMatchObject({ result: 'confident', row: { 'Full Name': row } });
  });

  test.each([
    // No row holds the word said nor one near it: the recogniser may well have run the two words together.
    ['Mason', 'Ma Son'],
    ['Katelyn', 'Kate Lynn'],
    ['kaitlyn', 'Kate Lynn'],
  ])('%s, with no word near it in the column, still finds %s', (heard, row) => {
    const { table: few } = tableFromRows([['Full Name'], ['Ma Son'], ['Kate Lynn'], ['Robert Bailey'], ['Gregory Williams']]);
    const made = createLookup({ tool_name: 'find', search_column: 'Full Name' }, few!);
    if (!made.ok) throw new Error('lookup did not build');
    expect(made.lookup.call({ full_name: heard })).toMatchObject({ result: 'confident', row: { 'Full Name': row } });
  });
});

test('answers agree with a full scan (debug)', () => {
  for (const heard of ['Jane Fitzgerald', 'Johnson', 'Bert Fitzgerald', 'Mason', 'Katelyn', 'Kaitlyn Meyers']) {
    const { scores: _scores, ...scanned } = lookup.call({ full_name: heard }, { debug: true }) as LookupResult & { scores?: unknown };
    expect({ heard, answer: lookup.call({ full_name: heard }) }).toEqual({ heard, answer: scanned });
  }
});

describe('a word that names nobody, heard alone, is not taken for the name that sounds like it', () => {
  // A recogniser that did not catch a name writes its likeliest word, and those are "would", "not", "where", "my": a
  // surname said alike (Wood, Knott) is then a candidate, not the answer. Until 2026-12-06 each was confident at 97-98.
  const surnames = lookupOver('surnames-said-alike.csv', { search_column: 'Surname', match_mode: 'hybrid', return_columns: ['Surname'] });
  const seen = async (said: string): Promise<string> => {
    const answer = (await surnames).doc.call('find', { surname: said });
    return answer.result === 'confident' ? `confident ${answer.row.Surname}`
      : answer.result === 'ambiguous' ? `ambiguous ${answer.candidates.map((c) => c.row.Surname).join(', ')}` : 'not_found';
  };

  test.each([
    ['would', 'ambiguous Wood'],
    ['not', 'ambiguous Knott'],
    ['where', 'ambiguous Ware, Will'],
    ['my', 'ambiguous Mai'],
    // The column holds the word: it is a name's word (Will).
    ['will', 'confident Will'],
    // The name spelled as the row writes it, or misheard as a word that is no function word, is still found.
    ['Wood', 'confident Wood'],
    ['knot', 'confident Knott'],
  ])('"%s" → %s', async (said, expected) => {
    expect(await seen(said)).toBe(expected);
  });
});

describe('an address said without its number', () => {
  const { table: emails } = tableFromRows([
    ['Email', 'Name'],
    ['katelyn.thompson71@example.com', 'Katelyn Thompson'],
    ['katelyn.thompson20@example.com', 'Katelyn Thompson'],
    ['kelly.thomson-king@example.com', 'Kelly Thomson-King'],
    ['mark.lee86@example.com', 'Mark Lee'],
  ]);
  const byEmail = createLookup({ tool_name: 'find', search_column: 'Email' }, emails!);
  if (!byEmail.ok) throw new Error('lookup did not build');

  test('finds the addresses with that number first, never confidently', () => {
    // A number another address holds is another address (0); a number left unsaid may be the caller's (0.75 at most).
    const mark = byEmail.lookup.call({ email: 'mark.lee@example.com' });
    expect(mark.result === 'ambiguous' && mark.candidates[0]?.row.Email).toBe('mark.lee86@example.com');
    const katelyn = byEmail.lookup.call({ email: 'katelyn.thompson@example.com' });
    expect(katelyn.result === 'ambiguous' && katelyn.candidates.slice(0, 2).map((c) => c.row.Email).sort()).toEqual(['katelyn.thompson20@example.com', 'katelyn.thompson71@example.com']);
    expect(byEmail.lookup.call({ email: 'mark.lee86@example.com' })).toMatchObject({ result: 'confident' });
  });
});

describe('what the rule must not turn down (a regression audit)', () => {
  const { table: people } = tableFromRows([
    ['Full Name', 'City'],
    ['La Toya Jackson', 'Austin'], ['Latoya Brown', 'Boston'], ['Ronald Mc Donald', 'Austin'], ['Sarah McDonald', 'Boston'],
    ['John P. Smith', 'Dallas'], ['Mary Jones', 'Denver'], ['Keoni Kaʻahumanu', 'Hilo'],
  ]);
  const made = createLookup({ tool_name: 'find', search_column: 'Full Name' }, people!);
  if (!made.ok) throw new Error('lookup did not build');

  test.each([
    // "latoya" is Latoya Brown's word, but "jackson" matches word for word: the name was run together, no one else's.
    ['Latoya Jackson', 'La Toya Jackson'],
    ['Ronald McDonald', 'Ronald Mc Donald'],
    // An initial stands for its word.
    ['John Paul Smith', 'John P. Smith'],
    // The ʻokina is written as an apostrophe: the word keeps its pronunciation.
    ['Keoni Ka ahumanu', 'Keoni Kaʻahumanu'],
  ])('%s stays a confident %s', (heard, row) => {
    expect(made.lookup.call({ full_name: heard })).toMatchObject({ result: 'confident', row: { 'Full Name': row } });
  });

  test('a letters-only (fuzzy) column keeps its confidence: the line was measured on sounds', () => {
    const { table } = tableFromRows([['Full Name'], ['John Fitzgerald'], ['Anne Christopherson'], ['Eric Vanderbilt']]);
    const fuzzy = createLookup({ tool_name: 'find', search_column: 'Full Name', match_mode: 'fuzzy' }, table!);
    if (!fuzzy.ok) throw new Error('lookup did not build');
    for (const [heard, row] of [['Jon Fitzgerald', 'John Fitzgerald'], ['Ann Christopherson', 'Anne Christopherson'], ['Erik Vanderbilt', 'Eric Vanderbilt']]) {
      expect({ heard, answer: fuzzy.lookup.call({ full_name: heard! }) }).toMatchObject({ heard, answer: { result: 'confident', row: { 'Full Name': row } } });
    }
  });
});
