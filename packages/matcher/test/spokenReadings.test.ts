// How a value said aloud is read before it is matched, through a lookup document over a real CSV
// (fixtures/spoken-readings.csv: an account id, a name, a phone and a date of birth per row), in exact and hybrid
// modes: a pause ending a number said in groups, a zero written as the letter O among digits, the words that say an
// extension, a name spelled in NATO words, and a date of birth said as its numbers with a year of two digits.
import { describe, expect, test } from '@jest/globals';
import type { LookupDocument, LookupResult } from '@switchboard/matcher';
import { documentWith } from './support/documentWith.js';
import { callerValue } from '../src/normalise/callerSpeech.js';
import { isoDay, spokenDate } from '../src/normalise/dates.js';
import { normaliseText } from '../src/normalise/normaliseText.js';
import { numberWithExtension } from '../src/normalise/phoneExtension.js';
import { extensionAfter, numbersSaid } from '../src/match/sentenceRuns.js';
import { prepareHeardValue } from '../src/scoring/preparedValue.js';
import { spokenDigits, spokenDigitsOf } from '../src/normalise/spokenDigits.js';

const MODES = ['exact', 'hybrid'] as const;
const COLUMNS = [['account', 'Account ID'], ['full_name', 'Full Name'], ['phone', 'Phone'], ['date_of_birth', 'Date of Birth']] as const;

let loaded: Promise<LookupDocument> | undefined;
/** One tool per column and mode: `phone_exact`, `full_name_hybrid`… */
function readings(): Promise<LookupDocument> {
  const lookups = COLUMNS.flatMap(([param, column]) => MODES.map((mode) => ({ tool_name: `${param}_${mode}`, search_column: column, param_name: param, match_mode: mode })));
  loaded ??= documentWith({ files: ['spoken-readings.csv'], lookups }, ['spoken-readings.csv']).then(({ doc }) => doc);
  return loaded;
}

/** The rows found, by name: one when confident, each with its score when ambiguous. */
const found = (result: LookupResult): string[] | string => result.result === 'confident' ? [result.row['Full Name']!]
  : result.result === 'ambiguous' ? result.candidates.map((candidate) => `${candidate.row['Full Name']} ${candidate.score}`) : result.result;

/** The cases of `table` said to the column's tool in each mode: [param, said, rows found]. */
const inEachMode = (table: readonly (readonly [string, string, readonly string[] | string])[]) =>
  MODES.flatMap((mode) => table.map(([param, said, rows]) => [mode, param, said, rows] as const));

async function expectFound(mode: string, param: string, said: string, rows: readonly string[] | string): Promise<void> {
  const doc = await readings();
  expect({ said, found: found(doc.call(`${param}_${mode}`, { [param]: said })) }).toEqual({ said, found: rows });
}

describe('a pause ends a number said in groups', () => {
  test.each(inEachMode([
    ['phone', 'oh seven seven hundred, nine hundred, one two three', ['Caitlin Myers']],
    ['phone', 'oh seven seven hundred; nine hundred; one two three', ['Caitlin Myers']],
    ['phone', 'my number is oh seven seven hundred, nine hundred, one two three', ['Caitlin Myers']],
    ['phone', 'three one two, five five five, oh one forty two', ['Victor Hale']],
    ['phone', 'five five five, oh one hundred', ['Juliet Stone']],
  ]))('%s: %s "%s" finds %j', expectFound);

  test.each([
    ['a pause after "hundred" ends the number', 'oh seven seven hundred, nine hundred, one two three', '07700900123'],
    ['without the pause, a digit after "hundred" is its units', 'seven hundred nine', '709'],
    ['a pause after tens ends them', 'twenty, five', '205'],
    ['tens and a unit without a pause', 'twenty five', '25'],
    ['a pause after "thousand" ends it', 'two thousand, three hundred', '2000300'],
    ['digits either side of a pause join', 'five five five, oh one two three', '5550123'],
    ['a toll-free number said in groups with pauses', 'one eight hundred, five five five, one two one two', '18005551212'],
    ['words around the number keep their place', 'I live at one hundred, Main Street.', 'i live at 100 main street'],
  ])('%s: "%s" reads %s', (_name, said, digits) => {
    expect(spokenDigitsOf(said)).toBe(digits);
  });
});

describe('a zero written as the letter O among digits', () => {
  test.each(inEachMode([
    ['phone', '312 555 O142', ['Victor Hale']],
    ['phone', '(312) 555-O142', ['Victor Hale']],
    ['phone', 'my number is 312 555 O142', ['Victor Hale']],
    ['phone', '555-O1O0', ['Juliet Stone']],
    ['phone', '555 O1OO', ['Juliet Stone']],
    ['phone', 'O77OO 9OO123', ['Caitlin Myers']],
    // Digits said aloud, then a group written with an O for a zero.
    ['phone', 'five five five O1O0', ['Juliet Stone']],
    ['phone', 'my number is five five five O1OO', ['Juliet Stone']],
    ['phone', 'three one two five five five O142', ['Victor Hale']],
    ['phone', 'five fifty five O1O0', ['Juliet Stone']],
    ['phone', 'O77OO nine oh oh one two three', ['Caitlin Myers']],
    // Codes keep their letter O: beside other letters, or a code written as one group.
    ['account', 'AO1234', ['Victor Hale']],
    ['account', 'A O 1 2 3 4', ['Victor Hale']],
    ['account', 'O12345', ['Kim Lee']],
    ['account', 'o 12345', ['Kim Lee']],
    // A word is a word.
    ['full_name', 'Mike Ohio', ['Mike Ohio']],
  ]))('%s: %s "%s" finds %j', expectFound);

  test.each([
    ['an O in a group after other groups', '312 555 o142', '3125550142'],
    ['Os inside a group', '555 o1o0', '5550100'],
    ['a group of Os and digits first', 'o77oo 9oo123', '07700900123'],
    ['a word beside the number keeps its O', 'ohio 555 0100', 'ohio 5550100'],
    ['a code with other letters keeps its O', 'ao1234 555', 'ao1234 555'],
    ['groups of fewer than seven digits are a code', 'o1 2345', 'o1 2345'],
    ['one group is a code', 'o1234567', 'o1234567'],
    ['digits said aloud before a group with Os', 'five five five o1o0', '5550100'],
    ['digits said aloud after a group with Os', 'o77oo nine oh oh one two three', '07700900123'],
    ['tens and a unit said before a group with Os', 'five fifty five o1o0', '5550100'],
    ['"double" said before a group with Os', 'double five five o1o0', '5550100'],
    ['a digit said before a short group is a code', 'five o1o0', '5 o1o0'],
    ['a digit said before a group of six makes a number of seven', 'five o12345', '5012345'],
    ['digits said before a short group make fewer than seven', 'five five o1o', '55 o1o'],
    ['a word between the digits said and the group keeps its O', 'five five five and o1o0', '555 and o1o0'],
    ['an "oh" said first is the zero it is read as', 'oh five five o1o0', '0550100'],
    ['an "oh" alone before a group is a code\'s letter', 'oh o12345', 'oh o12345'],
  ])('%s: "%s" reads %s', (_name, said, digits) => {
    expect(spokenDigits(said)).toBe(digits);
  });
});

describe('an extension said after the number', () => {
  // Oscar Reed and Mike Ohio share 555 010 0123, at x204 and x205.
  test.each(inEachMode([
    ['phone', '555 010 0123 at extension two oh four', ['Oscar Reed']],
    ['phone', 'five five five oh one oh oh one two three on extension two oh five', ['Mike Ohio']],
    ['phone', 'you can reach me at 555 010 0123 at extension 205', ['Mike Ohio']],
    ['phone', '555 010 0123 ext. 204', ['Oscar Reed']],
    ['phone', '555 010 0123 extension 205', ['Mike Ohio']],
    ['phone', '555 010 0123 at 204', ['Oscar Reed']],
    ['phone', 'five five five oh one oh oh one two three at two oh five', ['Mike Ohio']],
    ['phone', 'my number is 555 010 0123 at 204', ['Oscar Reed']],
    // Within a longer sentence too, "at" alone after a whole number names its extension of 2 to 6 digits.
    ['phone', 'you can reach me at 555 010 0123 at 204 please', ['Oscar Reed']],
    ['phone', 'you can reach me at five five five oh one oh oh one two three at two oh five please', ['Mike Ohio']],
    ['phone', 'I am at 555 010 0123 at 205 most days', ['Mike Ohio']],
    // Not a single digit (an hour, perhaps), not a word, not after a local number: the number alone.
    ['phone', '555 010 0123 at 5', ['Oscar Reed 100', 'Mike Ohio 100']],
    ['phone', 'you can reach me at 555 010 0123 at 5 tonight', ['Oscar Reed 100', 'Mike Ohio 100']],
    ['phone', 'you can reach me at 555 010 0123 at home please', ['Oscar Reed 100', 'Mike Ohio 100']],
    ['phone', 'you can reach me at 555 0100 at 20 please', ['Juliet Stone']],
    // No word naming an extension: the number alone, both of its rows.
    ['phone', '555 010 0123, and then two oh four', ['Oscar Reed 100', 'Mike Ohio 100']],
    ['phone', 'five five five oh one oh oh one two three star two oh four', ['Oscar Reed 100', 'Mike Ohio 100']],
  ]))('%s: %s "%s" finds %j', expectFound);

  test.each([
    ['555 010 0123 at extension 204', '5550100123x204'],
    ['555 010 0123 on the extension 204', '5550100123x204'],
    ['555 010 0123 at ext 204', '5550100123x204'],
    ['555 010 0123 and then 204', null],
    ['555 010 0123 star 204', null],
    // "at" alone after a whole number (10 digits or more: its area code said) says an extension of 2 digits or more.
    ['555 010 0123 at 204', '5550100123x204'],
    ['five five five oh one oh oh one two three at two oh five', '5550100123x205'],
    ['plus one 555 010 0123 at 204', '0015550100123x204'],
    ['07700 900123 at 12', '07700900123x12'],
    // After a local number, or with no digits after it, "at" says none.
    ['555 0123 at 204', null],
    ['555 010 0123 at 5', null],
    ['5550123 at 204', null],
    ['555 010 0123 at home', null],
    ['555 010 0123 at gmail dot com', null],
    ['ann at example dot com', null],
    ['555 010 0123 at 204 please', null],
  ] as const)('said %s', (said, digits) => {
    expect(numberWithExtension(said, spokenDigits(normaliseText(said)))).toBe(digits);
  });

  // Within a sentence: the words after a number of so many digits, as the sentence's runs read them.
  test.each([
    ['at 204 please', 10, 'at 204'],
    ['at 204', 15, 'at 204'],
    ['at 123456 please', 11, 'at 123456'],
    ['at extension 204 please', 7, 'at extension 204'],
    ['x204 please', 7, 'x204'],
    ['at 204 please', 7, null],
    ['at 204 please', 16, null],
    ['at 5 please', 10, null],
    ['at 1234567 please', 10, null],
    ['at home please', 10, null],
    ['at 204please', 10, null],
  ] as const)('after %j and a number of %d digits, the extension said is %j', (after, digits, extension) => {
    expect(extensionAfter(after, digits)).toBe(extension);
  });

  // A column matched by words takes a number said within a sentence whole, with the extension said after it.
  test.each([
    ['you can reach me at 555 010 0123 at 204 please', '555 010 0123 at 204'],
    ['reach me at five five five oh one oh oh one two three at two oh five please', 'five five five oh one oh oh one two three at two oh five'],
    ['reach me at 555 0100 at 20 please', '555 0100'],
    ['reach me at 555 010 0123 at 5 please', '555 010 0123'],
    ['reach me at 555 010 0123 at home please', '555 010 0123'],
  ] as const)('in a column matched by words, %j says first the number %j', (said, number) => {
    const words = prepareHeardValue(said).words;
    const [first] = numbersSaid(words, false);
    expect(words.slice(first!.start, first!.end).map((word) => word.text).join(' ')).toBe(number);
  });
});

describe('a name spelled in NATO words', () => {
  test.each(inEachMode([
    ['full_name', 'Charlie Alpha India Tango Lima India November, Mike Yankee Echo Romeo Sierra', ['Caitlin Myers']],
    ['full_name', 'Kaitlyn, Charlie Alpha India Tango Lima India November, Myers', ['Caitlin Myers']],
    ['full_name', 'Caitlin Mike Yankee Echo Romeo Sierra', ['Caitlin Myers']],
    // Names that are NATO words stay names.
    ['full_name', 'Victor Hale', ['Victor Hale']],
    ['full_name', 'Juliet Stone', ['Juliet Stone']],
    ['full_name', 'Oscar Reed', ['Oscar Reed']],
    ['full_name', 'Mike Ohio', ['Mike Ohio']],
    // A short name spelled in three NATO words beside the word they spell (not_found until 2026-12-06).
    ['full_name', 'Kim Lee, Lima Echo Echo', ['Kim Lee']],
    ['full_name', 'kim lee lima echo echo', ['Kim Lee']],
    ['full_name', 'Kim Leah, Lima Echo Echo', ['Kim Lee']],
    ['full_name', 'Kilo India Mike, Kim Lee', ['Kim Lee']],
  ]))('%s: %s "%s" finds %j', expectFound);

  test.each([
    // A name the column holds among three NATO words keeps them words (Mike Ohio: "mike"), in an exact column too, by
    // the NATO words of its cells (until 2026-12-07 an exact column spelled them whatever it held: Kim Lee, confident).
    ['hybrid', 'full_name', 'Kilo India Mike Lee', 'not_found'],
    ['exact', 'full_name', 'Kilo India Mike Lee', 'not_found'],
  ] as const)('%s: %s "%s" finds %j', expectFound);

  // Two names spelled without a pause between them are one run of letters, as "C A I T L I N M Y E R S" is: one word,
  // which a column matched by words finds run together, and an exact column does not.
  test('hybrid: two names spelled without a pause', async () => {
    await expectFound('hybrid', 'full_name', 'Charlie Alpha India Tango Lima India November Mike Yankee Echo Romeo Sierra', ['Caitlin Myers']);
  });

  test.each([
    ['four NATO words or more spell', 'Charlie Alpha India Tango', 'C A I T', []],
    ['a spelling after the name it spells takes its place', 'Kaitlyn, Charlie Alpha India Tango Lima India November, Meyers', 'Caitlin Meyers', []],
    ['"x ray" is one NATO word', 'Echo X-ray Alpha Mike', 'E X A M', []],
    ['one NATO word is a name', 'Victor', 'Victor', []],
    ['two are a name', 'Victor Oscar', 'Victor Oscar', []],
    ['three are a name where the column holds one of them', 'Kilo India Mike', 'Kilo India Mike', ['mike']],
    ['three beside the word they spell take its place', 'Kate Lynn, Lima India November', 'Kate Lin', []],
    ['two beside the word they spell are a name, as two letters are initials', 'Li Wei, Lima India', 'Li Wei, Lima India', []],
    ['three beside a word they do not spell are a name where the column holds one of them', 'Hugo Victor Oscar Romeo', 'Hugo Victor Oscar Romeo', ['victor']],
    // Three the column holds none of spell (words until 2026-12-06: "Alpha November November Williams" was not_found).
    ['three the column holds none of spell', 'Kilo India Mike', 'K I M', []],
    ['three the column holds none of spell beside another word', 'Alpha November November Williams', 'A N N Williams', ['williams']],
  ] as const)('%s: "%s" reads "%s"', (_name, said, read, held) => {
    expect(callerValue(said, (word) => (held as readonly string[]).includes(word))).toBe(read);
  });
});

describe('a date of birth said as its numbers, the year in two digits', () => {
  test.each(inEachMode([
    ['date_of_birth', 'two two ninety', ['Caitlin Myers']],
    ['date_of_birth', 'born two two ninety', ['Caitlin Myers']],
    ['date_of_birth', '2 2 90', ['Caitlin Myers']],
    ['date_of_birth', 'twelve five eighty five', ['Victor Hale']],
    ['date_of_birth', 'five twelve eighty five', ['Juliet Stone']],
    ['date_of_birth', 'three four seventy two', ['Oscar Reed']],
  ]))('%s: %s "%s" finds %j', expectFound);

  test.each([
    ['two two ninety', '1990-02-02'],
    ['twelve five eighty five', '1985-12-05'],
    ['three five 85', '1985-03-05'],
    ['two two thirty two', '1932-02-02'],
    // A year of two digits a day may be (31 or under) is no date: "two two twenty one" may be 2/22 of no year.
    ['three five twenty one', null],
    ['two two thirty', null],
    // Two days read so (January 23, December 3).
    ['one two three eighty five', null],
  ] as const)('%s → %s', (said, iso) => {
    const date = spokenDate(said, 'month-first');
    expect(date === null ? null : isoDay(date)).toBe(iso);
  });
});
