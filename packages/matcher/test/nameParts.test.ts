// A name said by its parts: labelled ("last name Myers, first name Caitlin"), last name first ("Myers, Caitlin"), or
// said whole and then part by part to clarify it ("Kaitlyn Cohen, that's Kaitlyn with a K and Cohen C O H E N"). Each
// finds what the name said plainly finds, no more confidently (`withLabelledName`, `callerValue`).
import { describe, expect, test } from '@jest/globals';
import { createLookup, tableFromRows, type Lookup, type LookupResult } from '@switchboard/matcher';

const PEOPLE: readonly (readonly [string, string])[] = [
  ['Caitlin', 'Myers'], ['Kaitlyn', 'Cohen'], ['Joan', 'Smith'], ['John', 'Smith'], ['Joan', 'Palmer'],
  ['William', 'Meyers'], ['Paul', 'Meyer'], ['Sean', 'Riley'], ['Mary', 'Bell'], ['Dorothy', 'Williams'],
  ['Robert', 'Smith-Gonzalez'],
];

/** A lookup over the people's names, as "First Last" cells or as "Last, First" ones (read from a form). */
function lookupOn(cells: 'first last' | 'last, first'): Lookup {
  const name = ([first, last]: readonly [string, string]): string => (cells === 'first last' ? `${first} ${last}` : `${last}, ${first}`);
  const { table } = tableFromRows([['Full Name', 'City'], ...PEOPLE.map((person) => [name(person), 'Austin'])]);
  const made = createLookup({ tool_name: 'find', search_column: 'Full Name' }, table!);
  if (!made.ok) throw new Error(made.issues.map((issue) => issue.code).join(', '));
  return made.lookup;
}

/** What a caller sees of an answer: the outcome, and each row found with its score. */
const seen = (answer: LookupResult): [string, string[]] => [
  answer.result,
  answer.result === 'confident'
    ? [`${answer.row['Full Name']} ${answer.score}`]
    : answer.result === 'ambiguous' ? answer.candidates.map((c) => `${c.row['Full Name']} ${c.score}`) : [],
];

// [what the caller said, the name said plainly, the row it finds]
const SAID_BY_PARTS: readonly (readonly [string, string, string, string])[] = [
  ['last name first, labelled', 'last name Myers first name Caitlin', 'Caitlin Myers', 'Caitlin Myers'],
  ['the surname, a pause, the first name', 'surname Myers, first name Caitlin', 'Caitlin Myers', 'Caitlin Myers'],
  ['the surname spelled, then the first name', 'the surname is S M I T H and the first name is Joan', 'Joan Smith', 'Joan Smith'],
  ['first name first, labelled', 'first name Caitlin last name Myers', 'Caitlin Myers', 'Caitlin Myers'],
  ['"my last name is … and my first name is …"', 'my last name is Myers and my first name is Caitlin', 'Caitlin Myers', 'Caitlin Myers'],
  ['labelled, with a colon and "please"', 'first name: Caitlin. last name: Myers, please', 'Caitlin Myers', 'Caitlin Myers'],
  ['labelled, both parts spelled', 'last name M Y E R S, first name C A I T L I N', 'Caitlin Myers', 'Caitlin Myers'],
  ['labelled, misheard', 'last name Meyers first name Kaitlyn', 'Kaitlyn Meyers', 'Caitlin Myers'],
  ['labelled, then the caller goes on', "first name Caitlin last name Myers, and I'm calling about my bill", 'Caitlin Myers', 'Caitlin Myers'],
  ['labelled, after a sentence', "I'm calling for my mother, her last name is Smith and her first name is Joan", 'Joan Smith', 'Joan Smith'],
  ['with a middle name', 'last name Williams, first name Dorothy, middle name Anne', 'Dorothy Anne Williams', 'Dorothy Williams'],
  // Each part before its label (until 2026-12-06 read as said: the labels' words, ambiguous or worse).
  ['each part before its label', 'Caitlin is my first name and Myers is my last name', 'Caitlin Myers', 'Caitlin Myers'],
  ['each part before its label, surname first, with "\'s"', "Myers is my surname, Caitlin's my first name", 'Caitlin Myers', 'Caitlin Myers'],
  ['each part before its label, after a sentence', "I'm calling for my mother, Joan is her first name and Smith is her last name", 'Joan Smith', 'Joan Smith'],
  ['each part before its label, one spelled', 'S M I T H is the last name and Joan is the first name', 'Joan Smith', 'Joan Smith'],
  ['comma-inverted, as read from a form', 'Myers, Caitlin', 'Caitlin Myers', 'Caitlin Myers'],
  ['comma-inverted, misheard', 'Meyers, Kaitlyn', 'Kaitlyn Meyers', 'Caitlin Myers'],
  ['comma-inverted, the comma said', 'Myers comma Caitlin', 'Caitlin Myers', 'Caitlin Myers'],
  ['comma-inverted, then the surname spelled', 'Myers, Caitlin, M Y E R S', 'Caitlin Myers', 'Caitlin Myers'],
  ['comma-inverted, misheard, then the surname spelled', 'Meyers, Caitlin, M Y E R S', 'Caitlin Myers', 'Caitlin Myers'],
  ['whole, misheard, then the first name spelled', 'Kaitlyn Meyers, C A I T L I N', 'Caitlin Meyers', 'Caitlin Myers'],
  // Both names spelled in one run, no pause between (until 2026-12-06 the run took the place of one word: "jon joansmith").
  ['whole, misheard, then both names spelled in one run', 'jon smith j o a n s m i t h', 'Joan Smith', 'Joan Smith'],
  ['whole, then both names spelled in one run', "Caitlin Myers, that's C A I T L I N M Y E R S", 'Caitlin Myers', 'Caitlin Myers'],
  ['whole, then each part clarified', "Kaitlyn Cohen, that's Kaitlyn with a K and Cohen C O H E N", 'Kaitlyn Cohen', 'Kaitlyn Cohen'],
  ['whole, then each part clarified with pauses', 'Kaitlyn Cohen, Kaitlyn with a K, and Cohen, C O H E N', 'Kaitlyn Cohen', 'Kaitlyn Cohen'],
  ['whole, then a hyphenated surname spelled', "Robert Smith-Gonzalez, that's Robert with an R and Smith-Gonzalez S M I T H - G O N Z A L E Z", 'Robert Smith-Gonzalez', 'Robert Smith-Gonzalez'],
];

describe.each([['first last'], ['last, first']] as const)('a name said by its parts, in a column of "%s" names', (cells) => {
  const lookup = lookupOn(cells);
  const written = (name: string): string => (cells === 'first last' ? name : name.replace(/^(\S+) (.+)$/, '$2, $1'));

  test.each(SAID_BY_PARTS)('%s: "%s" finds what "%s" finds (%s)', (_form, said, plain, row) => {
    const answer = lookup.call({ full_name: said });
    expect(seen(answer)).toEqual(seen(lookup.call({ full_name: plain })));
    expect(answer).toMatchObject({ result: 'confident', row: { 'Full Name': written(row) } });
  });

  test.each([
    ['labelled', 'last name Smith first name Joanne', 'Joanne Smith'],
    ['comma-inverted', 'Smith, Joanne', 'Joanne Smith'],
    ['whole, then each part clarified', "Joanne Smith, that's Joanne with an E and Smith S M I T H", 'Joanne Smith'],
  ])('a name that is ambiguous said plainly stays ambiguous said by its parts (%s: "%s")', (_form, said, plain) => {
    const answer = lookup.call({ full_name: said });
    expect(answer.result).toBe('ambiguous');
    expect(seen(answer)).toEqual(seen(lookup.call({ full_name: plain })));
  });
});

describe.each([['first last'], ['last, first']] as const)('a name said last name first, then more, in a column of "%s" names', (cells) => {
  const lookup = lookupOn(cells);

  // The comma once put the words after it first ("Caitlin and I'm calling about my bill Myers"), parting the name:
  // the answer was ambiguous at 82.
  test.each([
    ["my name is Myers, Caitlin and I'm calling about my bill", 'Caitlin Myers'],
    ["Smith, Joan and I'm calling about my account", 'Joan Smith'],
  ])('"%s" finds %s confidently, no more than the name said plainly', (said, plain) => {
    const answer = lookup.call({ full_name: said });
    const alone = lookup.call({ full_name: plain });
    expect(answer).toMatchObject({ result: 'confident', row: alone.result === 'confident' ? alone.row : {} });
    expect(answer.result === 'confident' && alone.result === 'confident' && answer.score <= alone.score).toBe(true);
  });
});

describe('what a name said by its parts is heard as', () => {
  const lookup = lookupOn('first last');

  test.each([
    ['last name Myers, first name Caitlin', 'Caitlin Myers'],
    ['the surname is S M I T H and the first name is Joan', 'Joan Smith'],
    ["Kaitlyn Cohen, that's Kaitlyn with a K and Cohen C O H E N", 'Kaitlyn Cohen'],
  ])('"%s" is heard as "%s", the name a flow reads back', (said, heard) => {
    expect(lookup.call({ full_name: said }).heard).toEqual({ full_name: heard });
  });

  test.each([
    // Read as parts, the first name would run on ("Joan I'm calling about John") and the surname land after John.
    ['a first name that runs on without a pause', "surname Smith first name Joan I'm calling about John"],
    ['a second name after "and", then a hint', 'Joan Smith and John Smith, with an H'],
  ])('%s is not read as one name: "%s" is not confidently John Smith', (_form, said) => {
    expect(lookup.call({ full_name: said })).not.toMatchObject({ result: 'confident', row: { 'Full Name': 'John Smith' } });
  });
});

describe('a column whose values hold the labels keeps them', () => {
  test('a column holding the word "name" reads "first name …" as said', () => {
    const { table } = tableFromRows([['Field'], ['First Name Caitlin Last Name Myers'], ['Caitlin Myers']]);
    const made = createLookup({ tool_name: 'find', search_column: 'Field' }, table!);
    if (!made.ok) throw new Error('lookup');
    const answer = made.lookup.call({ field: 'first name Caitlin last name Myers' });
    expect(answer).toMatchObject({ result: 'confident', row: { Field: 'First Name Caitlin Last Name Myers' } });
  });
});
