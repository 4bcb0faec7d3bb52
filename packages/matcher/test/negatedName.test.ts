// A name the caller rules out with "not" beside the name meant ("Joan, not John, Smith"): the name meant is looked up,
// never the one ruled out (`withoutNegatedName`, read by `callerValue`).
import { describe, expect, test } from '@jest/globals';
import { createLookup, tableFromRows, type LookupResult } from '@switchboard/matcher';
import { withoutNegatedName } from '../src/normalise/negatedName.js';

const PEOPLE = [['Full Name', 'City'], ['Joan Smith', 'Austin'], ['John Smith', 'Boston'], ['Caitlin Myers', 'Chicago'], ['Colin Meyer', 'Denver']];

function lookup() {
  const { table } = tableFromRows(PEOPLE.map((row) => [...row]));
  const made = createLookup({ tool_name: 'find', search_column: 'Full Name' }, table!);
  if (!made.ok) throw new Error(made.issues.map((issue) => issue.code).join(', '));
  return made.lookup;
}

const seen = (answer: LookupResult): string =>
  answer.result === 'confident' ? `confident ${answer.row['Full Name']}` : answer.result === 'ambiguous' ? `ambiguous ${answer.candidates.map((c) => c.row['Full Name']).join(', ')}` : answer.result;

describe('a name ruled out with "not"', () => {
  // Until 2026-12-06 "Joan not John Smith" was John Smith, confident at 100 (the run "john smith"), and the others named
  // both people (ambiguous) or neither.
  test.each([
    ['Joan not John Smith', 'confident Joan Smith'],
    ['Joan, not John, Smith', 'confident Joan Smith'],
    ['Joan Smith, not John Smith', 'confident Joan Smith'],
    ['Joan Smith, not John', 'confident Joan Smith'],
    ['joan smith and not john smith', 'confident Joan Smith'],
    ["it's not John Smith, it's Joan Smith", 'confident Joan Smith'],
    ["I'm not John Smith, I'm Joan Smith", 'confident Joan Smith'],
    ['not John Smith, Joan Smith', 'confident Joan Smith'],
    ["the account is not under John Smith, it's under Joan Smith", 'confident Joan Smith'],
  ])('"%s" → %s', (said, expected) => {
    expect(seen(lookup().call({ full_name: said }))).toBe(expected);
  });

  test.each([
    ["I'm not sure, it's Joan Smith", "I'm not sure, it's Joan Smith"],
    ['Joan Smith, not John Smith', 'Joan Smith'],
    ['Joan, not John, Smith', 'Joan Smith'],
    // "not" beside no name it pairs with, or alone: left as said.
    ["it's not John Smith", "it's not John Smith"],
    ['not Joan', 'not Joan'],
    ['Mary Jones, not John Smith', 'Mary Jones, not John Smith'],
  ])('read: "%s" → "%s"', (said, read) => {
    expect(withoutNegatedName(said)).toBe(read);
  });

  test('a column holding the word "not" keeps it', () => {
    expect(withoutNegatedName('Joan not John Smith', (word) => word === 'not')).toBe('Joan not John Smith');
  });
});
