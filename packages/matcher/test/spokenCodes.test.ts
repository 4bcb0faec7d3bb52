// Codes, spellings and phone numbers as callers say them, through a lookup document over a real CSV
// (fixtures/accounts-spoken.csv): letters said by their names, a code's number said without its letters, numbers
// said abroad and at home, and phone numbers with an extension (fixtures/phones-extensions.csv).
import { describe, expect, test } from '@jest/globals';
import { createLookup, tableFromRows, type LookupDocument, type LookupResult } from '@switchboard/matcher';
import { documentWith } from './support/documentWith.js';
import { callerValue } from '../src/normalise/callerSpeech.js';
import { digitScore, EXTENSION_NOT_WRITTEN_SCORE, exactNumberScore, LEADING_ZERO_SCORE, sameDigits } from '../src/scoring/digitScore.js';
import { numberWithExtension } from '../src/normalise/phoneExtension.js';
import { withoutNumberLabel } from '../src/normalise/numberLabel.js';
import { normaliseText } from '../src/normalise/normaliseText.js';
import { spokenDigits } from '../src/normalise/spokenDigits.js';

const MODES = ['exact', 'fuzzy', 'phonetic', 'hybrid'] as const;
const WORD_MODES = ['fuzzy', 'phonetic', 'hybrid'] as const;

async function accounts(): Promise<LookupDocument> {
  const lookups = [
    ...MODES.map((mode) => ({ tool_name: `account_${mode}`, search_column: 'Account ID', param_name: 'account', match_mode: mode })),
    ...MODES.map((mode) => ({ tool_name: `phone_${mode}`, search_column: 'Phone', param_name: 'phone', match_mode: mode })),
    { tool_name: 'postcode', search_column: 'Postcode', param_name: 'postcode', match_mode: 'exact' },
    { tool_name: 'postcode_hybrid', search_column: 'Postcode', param_name: 'postcode', match_mode: 'hybrid' },
    { tool_name: 'name', search_column: 'Full Name', param_name: 'full_name', match_mode: 'hybrid' },
  ];
  return (await documentWith({ files: ['accounts-spoken.csv'], lookups }, ['accounts-spoken.csv'])).doc;
}

const row = (result: LookupResult): string | undefined => (result.result === 'confident' ? result.row['Account ID'] : undefined);
const first = (result: LookupResult): [string | undefined, number] | undefined =>
  result.result === 'confident' ? [result.row['Account ID'], result.score] : result.result === 'ambiguous' ? [result.candidates[0]!.row['Account ID'], result.candidates[0]!.score] : undefined;
const candidates = (result: LookupResult): string[] => (result.result === 'ambiguous' ? result.candidates.map((c) => c.row['Account ID'] ?? '') : []);

describe('letters said by their names in a code', () => {
  test.each(MODES)('%s: "eh one zero zero zero six" and its like find A10006', async (mode) => {
    const doc = await accounts();
    for (const said of ['eh one zero zero zero six', 'ay one zero zero zero six', 'a one zero zero zero six', 'Eh 10006', 'my account number is eh one oh oh oh six']) {
      expect({ said, found: row(doc.call(`account_${mode}`, { account: said })) }).toEqual({ said, found: 'A10006' });
    }
  });

  test.each(MODES)('%s: the other letters of the account ids', async (mode) => {
    const doc = await accounts();
    for (const [said, id] of [
      ['bee two zero four one seven', 'B20417'], ['be two zero four one seven', 'B20417'], ['see three zero zero two five', 'C30025'],
      ['sea three oh oh two five', 'C30025'], ['kay five five zero zero three', 'K55003'], ['are six seven one two zero', 'R67120'],
      ['double you four zero seven one one', 'W40711'], ['zed nine oh two one oh', 'Z90210'], ['zee nine zero two ten', 'Z90210'],
    ] as const) {
      expect({ said, found: row(doc.call(`account_${mode}`, { account: said })) }).toEqual({ said, found: id });
    }
  });

  test('every letter of the alphabet by its name, in a column of codes', () => {
    const names: Record<string, readonly string[]> = {
      A: ['ay', 'eh'], B: ['bee', 'be'], C: ['see', 'sea', 'cee'], D: ['dee'], E: ['ee'], F: ['ef', 'eff'], G: ['gee'],
      H: ['aitch', 'haitch'], I: ['eye'], J: ['jay'], K: ['kay'], L: ['el', 'ell'], M: ['em'], N: ['en'], O: ['oh'],
      P: ['pee', 'pea'], Q: ['cue', 'queue'], R: ['are', 'ar'], S: ['ess', 'es'], T: ['tee', 'tea'], U: ['you'], V: ['vee'],
      W: ['double you'], X: ['ex'], Y: ['why', 'wye'], Z: ['zed', 'zee'],
    };
    const rows = [['Code'], ...Object.keys(names).map((letter) => [`${letter}K7`])];
    const { table } = tableFromRows(rows);
    for (const mode of ['exact', 'hybrid']) {
      const made = createLookup({ tool_name: 'find', search_column: 'Code', match_mode: mode }, table!);
      if (!made.ok) throw new Error('lookup did not build');
      for (const [letter, said] of Object.entries(names).flatMap(([letter, words]) => words.map((word) => [letter, word] as const))) {
        const result = made.lookup.call({ code: `${said} kay seven` });
        expect({ mode, said, found: result.result === 'confident' ? result.row.Code : result.result }).toEqual({ mode, said, found: `${letter}K7` });
      }
    }
  });

  test('postcodes said letter by letter: "oh" is O between letters, zero beside a digit or where the column holds it so', async () => {
    const doc = await accounts();
    for (const tool of ['postcode', 'postcode_hybrid']) {
      for (const [said, id] of [
        ['oh ex one two jay dee', 'B20417'], ['ess double you one ay one ay ay', 'A10006'], ['bee thirty three eight tee aitch', 'C30025'],
        ['el one eight jay cue', 'W40711'], ['gee two three bee zed', 'Z90210'], ['em one one ay ee', 'K55003'],
        // W1A 0AX: the column holds no W1A OAX, so the "oh" between A and A is the zero.
        ['double you one ay oh ay ex', 'R67120'], ['W one A oh A X', 'R67120'], ['W 1 A O A X', 'R67120'],
      ] as const) {
        expect({ tool, said, found: row(doc.call(tool, { postcode: said })) }).toEqual({ tool, said, found: id });
      }
    }
  });

  test('"oh" between a letter and a digit is zero, unless only the letter O makes a code the column holds', () => {
    const { table } = tableFromRows([['Code'], ['B012'], ['BO12'], ['CO34']]);
    const made = createLookup({ tool_name: 'find', search_column: 'Code', match_mode: 'exact' }, table!);
    if (!made.ok) throw new Error('lookup did not build');
    // (The column holds BO12 too: either reading may be the caller's, see below.)
    expect(made.lookup.call({ code: 'bee oh one two' })).toMatchObject({ result: 'ambiguous', candidates: [{ row: { Code: 'B012' }, score: 100 }, { row: { Code: 'BO12' }, score: 100 }] });
    expect(made.lookup.call({ code: 'see oh three four' })).toMatchObject({ result: 'confident', row: { Code: 'CO34' } });
  });

  test.each(['hybrid', 'fuzzy', 'phonetic', 'exact'])('%s: a column holding both readings of an "oh" beside a digit answers with both, neither confident', (mode) => {
    const { table } = tableFromRows([['Code'], ['BO2001'], ['B02001'], ['C12345'], ['D55555'], ['E77777'], ['F88888']]);
    const made = createLookup({ tool_name: 'find', search_column: 'Code', match_mode: mode }, table!);
    if (!made.ok) throw new Error('lookup did not build');
    const result = made.lookup.call({ code: 'bee oh two zero zero one' });
    expect(result.result).toBe('ambiguous');
    expect(result.result === 'ambiguous' && result.candidates.map((candidate) => candidate.row.Code).sort()).toEqual(['B02001', 'BO2001']);
    // Written out, or said with "zero", the code is what it is.
    for (const said of ['B02001', 'bee zero two zero zero one']) expect(made.lookup.call({ code: said })).toMatchObject({ result: 'confident', row: { Code: 'B02001' } });
    // A column holding one reading only answers it, as before.
    const one = createLookup({ tool_name: 'find', search_column: 'Code', match_mode: mode }, tableFromRows([['Code'], ['B02001'], ['C12345'], ['D55555']]).table!);
    if (!one.ok) throw new Error('lookup did not build');
    expect(one.lookup.call({ code: 'bee oh two zero zero one' })).toMatchObject({ result: 'confident', row: { Code: 'B02001' } });
  });

  test.each(MODES)('%s: a code that starts with the letter O, said "oh" before its digits', (mode) => {
    // Read as zero beside the digits, "oh one two three four five" was 012345, a number no code holds (0 against each
    // code, no candidate at all): the column holds O12345, so the "oh" is its letter. Written "o 12345" was confident
    // (98) before letters' names were read, and not found after.
    const { table } = tableFromRows([['Code'], ['O12345'], ['P67890'], ['Q11111'], ['R22222'], ['S33333'], ['012399']]);
    const made = createLookup({ tool_name: 'find', search_column: 'Code', match_mode: mode }, table!);
    if (!made.ok) throw new Error('lookup did not build');
    for (const said of ['oh one two three four five', 'O one two three four five', 'o 12345', 'oh twelve three forty five']) {
      const result = made.lookup.call({ code: said });
      expect({ said, found: result.result === 'confident' ? result.row.Code : result.result }).toEqual({ said, found: 'O12345' });
    }
    // A number the column holds as digits stays the number (a column of codes: 5 of its 6 cells).
    const zero = made.lookup.call({ code: 'oh one two three nine nine' });
    expect(zero.result === 'confident' ? zero.row.Code : zero.result).toBe('012399');
  });

  test('"eh" with a pause after it is a hesitation, before a code that says its own letter', async () => {
    const doc = await accounts();
    expect(doc.call('account_exact', { account: 'eh, A one zero zero zero six' })).toMatchObject({ result: 'confident', row: { 'Account ID': 'A10006' } });
    expect(doc.call('account_exact', { account: 'the account number should be eh one zero zero zero six I think' })).toMatchObject({ result: 'confident', row: { 'Account ID': 'A10006' } });
  });
});

describe('a code said within a sentence, "be" before it read as a B', () => {
  // "should be A 10006" reads "should B A 10006"; a column matched by words joins the two letters into one word.
  test.each(MODES)('%s: "the account number should be A 10006" finds A10006', async (mode) => {
    const doc = await accounts();
    for (const said of ['the account number should be A 10006', 'it should be A 10006 I think', 'the account number should be eh one zero zero zero six']) {
      expect({ said, found: row(doc.call(`account_${mode}`, { account: said })) }).toEqual({ said, found: 'A10006' });
    }
  });

  test.each(WORD_MODES)('%s: a word said before a number is not read as its last letter', (mode) => {
    // "is" said as a word is no I and S: "it is 10006" is not S10006.
    const { table } = tableFromRows([['Account ID'], ['S10006'], ['IS1000'], ['A10001']]);
    const made = createLookup({ tool_name: 'account', search_column: 'Account ID', match_mode: mode }, table!);
    if (!made.ok) throw new Error(made.issues.map((issue) => issue.code).join(', '));
    expect(made.lookup.call({ account_id: 'I think it is 10006 now' }).result).not.toBe('confident');
  });
});

describe('names that are letters\' names stay names', () => {
  test('"Jay Patel", "Dee Walker", "Kay Lin", "Bea Moss", "Sea Yoon", "Gee Tran", "Em Okafor" find themselves, as said', async () => {
    const doc = await accounts();
    for (const [said, id] of [['Jay Patel', 'A10006'], ['Dee Walker', 'A10007'], ['Kay Lin', 'B20417'], ['Bea Moss', 'C30025'], ['Sea Yoon', 'K55003'], ['Gee Tran', 'R67120'], ['Em Okafor', 'W40711'], ['jay patel', 'A10006']] as const) {
      const { heard, ...answer } = doc.call('name', { full_name: said });
      expect({ said, found: row(answer as LookupResult), heard }).toEqual({ said, found: id, heard: undefined });
    }
  });

  test('a name spelled by the letters\' names is the spelling, and a name said before its spelling stays the name', async () => {
    const doc = await accounts();
    expect(doc.call('name', { full_name: 'Caitlin, see ay eye tee el eye en, Myers' })).toMatchObject({ result: 'confident', row: { 'Account ID': 'Z90210' }, heard: { full_name: 'Caitlin Myers' } });
    expect(doc.call('name', { full_name: 'Kaitlyn, see ay eye tee el eye en, Meyers' })).toMatchObject({ result: 'confident', row: { 'Account ID': 'Z90210' }, heard: { full_name: 'Caitlin Meyers' } });
    expect(doc.call('name', { full_name: 'Kay, kay ay why, Lin' })).toMatchObject({ result: 'confident', row: { 'Account ID': 'B20417' }, heard: { full_name: 'Kay Lin' } });
    expect(doc.call('name', { full_name: 'Gee Tran, tee are ay en' })).toMatchObject({ result: 'confident', row: { 'Account ID': 'R67120' }, heard: { full_name: 'Gee Tran' } });
  });

  test.each([
    ['a letter\'s name alone, or two, in a name column', 'Jay Dee Walker', {}, 'Jay Dee Walker'],
    ['a name alone', 'Kay', {}, 'Kay'],
    ['everyday words that name letters', 'why are you asking', {}, 'why are you asking'],
    ['a hesitation "eh" in a name', 'Caitlin, eh, Myers', {}, 'Caitlin, Myers'],
    ['a hesitation "eh" before digits where the column holds no codes', 'eh five five five oh one two three', {}, 'five five five oh one two three'],
    ['letters\' names the column holds as names are no spelling', 'Jay Kay Dee', { holds: ['jay', 'kay', 'dee'] }, 'Jay Kay Dee'],
    ['a spelling by the letters\' names', 'kay ay tee ee Walker', {}, 'K A T E Walker'],
    ['in a column of codes, a letter\'s name beside a digit', 'kay five five zero zero three', { codes: true }, 'K five five zero zero three'],
    ['"double you" is W', 'double you four zero seven', { codes: true }, 'W four zero seven'],
    ['"double" before a digit is two of it', 'ay double seven', { codes: true }, 'A double seven'],
    ['in a column of codes, NATO words are their letters, as letters\' names are', 'alpha bravo one two three four', { codes: true }, 'A B one two three four'],
    ['"x ray" (as a recogniser splits it) is X', 'oscar x-ray five five two one', { codes: true }, 'O X five five two one'],
    ['an O beside a digit is written Oscar, said either way', 'oscar one two three', { codes: true }, 'Oscar one two three'],
    ['NATO words stay words where the column holds no codes', 'alpha bravo one two', {}, 'alpha bravo one two'],
    ['NATO words without a digit are no code', 'Victor Oscar', { codes: true }, 'Victor Oscar'],
    ['"double" before a letter\'s name is the letter twice', 'double zed nine thousand', { codes: true }, 'Z Z nine thousand'],
    ['"double" before a NATO word or a letter, at the start', 'double alpha 1 and triple b 2', { codes: true }, 'A A 1 and B B B 2'],
    ['"double oh" is still two zeros', 'bee double oh seven', { codes: true }, 'B double oh seven'],
    ['"dash" said between pieces of a code goes', 'AB dash 1234', { codes: true }, 'AB 1234'],
    ['"hyphen" between letters\' names and digits goes', 'ay bee hyphen one two', { codes: true }, 'A B one two'],
    ['"dash" stays where the column holds no codes', 'AB dash 1234', {}, 'AB dash 1234'],
    ['"dash" stays where the column holds the word', 'AB dash 1234', { codes: true, holds: ['dash'] }, 'AB dash 1234'],
  ] as const)('%s: "%s"', (_name, said, options: { holds?: readonly string[]; codes?: boolean }, expected) => {
    const held = new Set(options.holds ?? []);
    expect(callerValue(said, (word) => held.has(word), { codes: options.codes === true })).toBe(expected);
  });
});

describe('a code\'s number said without its letters', () => {
  test.each(WORD_MODES)('%s: "one zero zero zero six" is a candidate for A10006, never confident', async (mode) => {
    const doc = await accounts();
    const result = doc.call(`account_${mode}`, { account: 'one zero zero zero six' });
    expect(result).toMatchObject({ result: 'ambiguous', candidates: [{ row: { 'Account ID': 'A10006' }, score: 85 }] });
    expect(candidates(doc.call(`account_${mode}`, { account: '10007' }))).toEqual(['A10007']);
  });

  test.each(WORD_MODES)('%s: another number finds no code (digits that differ never match)', async (mode) => {
    const doc = await accounts();
    for (const said of ['one zero zero zero eight', '10060', '100006', '0006']) {
      expect({ said, result: doc.call(`account_${mode}`, { account: said }).result }).toEqual({ said, result: 'not_found' });
    }
  });

  test('never confident, even under a confident_score the score reaches', () => {
    const { table } = tableFromRows([['Account'], ['A10006'], ['B20417']]);
    for (const mode of WORD_MODES) {
      const made = createLookup({ tool_name: 'find', search_column: 'Account', match_mode: mode, min_score: 60, confident_score: 80 }, table!);
      if (!made.ok) throw new Error('lookup did not build');
      expect(made.lookup.call({ account: 'one zero zero zero six' })).toMatchObject({ result: 'ambiguous', candidates: [{ row: { Account: 'A10006' } }] });
      const debug = made.lookup.call({ account: 'one zero zero zero six' }, { debug: true });
      expect(debug.scores?.[0]).toMatchObject({ score: 85, never_confident: true });
    }
  });

  test('two codes of that number are both candidates; exact mode wants the letters', async () => {
    const { table } = tableFromRows([['Account'], ['A10006'], ['B10006'], ['10006C'], ['SW1A1AA']]);
    const made = createLookup({ tool_name: 'find', search_column: 'Account', match_mode: 'hybrid' }, table!);
    if (!made.ok) throw new Error('lookup did not build');
    const result = made.lookup.call({ account: 'one zero zero zero six' });
    expect(result.result === 'ambiguous' ? result.candidates.map((c) => c.row.Account).sort() : result).toEqual(['10006C', 'A10006', 'B10006']);
    const doc = await accounts();
    expect(doc.call('account_exact', { account: 'one zero zero zero six' }).result).toBe('not_found');
  });
});

describe('phone numbers said abroad and at home', () => {
  test.each(MODES)('%s: "+44 7700 900123" finds the national "07700 900123", and numbers of DE, FR and AU alike', async (mode) => {
    const doc = await accounts();
    for (const [said, id] of [
      ['+44 7700 900123', 'A10006'], ['0044 7700 900123', 'A10006'], ['+44 (0)7700 900123', 'A10006'], ['447700900123', 'A10006'],
      ['plus four four seven seven zero zero nine zero zero one two three', 'A10006'], ['oh seven seven double oh, nine double oh, one two three', 'A10006'],
      ['+49 30 12345678', 'B20417'], ['+33 1 23 45 67 89', 'C30025'], ['+61 412 345 678', 'K55003'],
      // The cell in international form, the caller at home.
      ['020 7946 0958', 'R67120'], ['+44 20 7946 0958', 'R67120'],
      // A spreadsheet's +44 7700 900456 stored as a number.
      ['07700 900456', 'Z90210'], ['+44 7700 900456', 'Z90210'],
    ] as const) {
      // (In word modes the US number 770 090 0123 shares the last seven digits of 07700 900123: a candidate beside it.)
      expect({ said, found: first(doc.call(`phone_${mode}`, { phone: said })) }).toEqual({ said, found: [id, 100] });
    }
  });

  test.each(MODES)('%s: "plus four nine thirty one two…" finds +49 30 12345678: "thirty" alone, the rest digit by digit', async (mode) => {
    const doc = await accounts();
    for (const said of [
      'plus four nine thirty one two three four five six seven eight', 'plus forty nine thirty one two three four five six seven eight',
      'my number is plus four nine thirty one two three four five six seven eight please', 'oh thirty one two three four five six seven eight',
    ]) {
      const answer = doc.call(`phone_${mode}`, { phone: said });
      expect({ said, found: first(answer), heard: answer.heard?.['phone'] }).toEqual({ said, found: ['B20417', 100], heard: expect.stringMatching(/3012345678$/) });
    }
  });

  test.each(MODES)('%s: "thirty one" is 31 first: the other reading counts only when that one finds nobody confidently', (mode) => {
    const { table } = tableFromRows([['Name', 'Phone'], ['Anna Weber', '+49 31 2345678'], ['Jonas Klein', '+49 30 12345678']]);
    const made = createLookup({ tool_name: 'phone', search_column: 'Phone', match_mode: mode }, table!);
    if (!made.ok) throw new Error(made.issues.map((issue) => issue.code).join(', '));
    expect(made.lookup.call({ phone: 'plus four nine thirty one two three four five six seven eight' })).toMatchObject({ result: 'confident', row: { Name: 'Anna Weber' } });
    // Grouped as callers group a number ("five fifty-five, oh one forty-two"): one reading only.
    expect(made.lookup.call({ phone: 'plus four nine thirty one twenty three forty five sixty seven eight' })).toMatchObject({ result: 'confident', row: { Name: 'Anna Weber' } });
  });

  // An area code of tens said as a number, then the rest in groups, no pause written ("seven twenty, five fifty-five,
  // oh one ninety-nine" as a recogniser writes it): read 7 25 55 0 1 99 first, not_found until 2026-12-06.
  const GROUPED = [['Name', 'Phone'], ['Maria Lopez', '+1 720 555 0199'], ['Daniel Lopez', '+1 720 555 0199'], ['Omar Haddad', '(650) 555-0142'], ['Ann Chen', '480-555-1234']];
  test.each(MODES.flatMap((mode) => [
    [mode, 'six fifty five fifty five oh one forty two', 'confident Omar Haddad'],
    [mode, 'four eighty five fifty five twelve thirty four', 'confident Ann Chen'],
    // One phone two people share: both, as the number read the first way finds them.
    [mode, 'seven twenty five fifty five oh one ninety nine', 'ambiguous Maria Lopez, Daniel Lopez'],
    [mode, 'seven twenty five five five oh one nine nine', 'ambiguous Maria Lopez, Daniel Lopez'],
    [mode, 'seven two oh five five five oh one nine nine', 'ambiguous Maria Lopez, Daniel Lopez'],
    // A number neither reading holds stays not found.
    [mode, 'seven twenty five fifty five oh one ninety eight', 'not_found'],
    // "dash" said between the groups is the pause it says (in a phone column, no column of codes: until 2026-12-06 a
    // word no number holds, not_found in exact mode).
    [mode, 'six five oh dash five five five dash oh one four two', 'confident Omar Haddad'],
    [mode, 'seven twenty dash five fifty five dash oh one ninety nine', 'ambiguous Maria Lopez, Daniel Lopez'],
    [mode, 'four eight oh hyphen five five five hyphen one two three four', 'confident Ann Chen'],
  ] as const))('%s: a number said in groups: "%s" → %s', (mode, said, expected) => {
    const { table } = tableFromRows(GROUPED.map((row) => [...row]));
    const made = createLookup({ tool_name: 'phone', search_column: 'Phone', match_mode: mode }, table!);
    if (!made.ok) throw new Error(made.issues.map((issue) => issue.code).join(', '));
    const answer = made.lookup.call({ phone: said });
    const shown = answer.result === 'confident' ? `confident ${answer.row['Name']}` : answer.result === 'ambiguous' ? `ambiguous ${answer.candidates.map((c) => c.row['Name']).join(', ')}` : answer.result;
    expect(shown).toBe(expected);
  });

  test.each(MODES)('%s: US numbers as before, and a US number is not the UK number of the same digits', async (mode) => {
    const doc = await accounts();
    for (const [said, id] of [['312 555 0142', 'A10007'], ['+1 312 555 0142', 'A10007'], ['1 312 555 0142', 'A10007'], ['(312) 555-0142', 'A10007']] as const) {
      expect({ said, found: row(doc.call(`phone_${mode}`, { phone: said })) }).toEqual({ said, found: id });
    }
    // +1 770 090 0123 and 07700 900123 differ by their first digit: each finds its own row at 100, the other at most
    // one digit off (word modes list it as a candidate: the two share their last seven digits).
    for (const [said, id, other] of [['+1 770 090 0123', 'W40711', 'A10006'], ['1 770 090 0123', 'W40711', 'A10006'], ['07700 900123', 'A10006', 'W40711']] as const) {
      const scores = doc.call(`phone_${mode}`, { phone: said }, { debug: true }).scores ?? [];
      const scoreOf = (wanted: string): number => scores.find((s) => s.keys[0]?.value === (wanted === 'W40711' ? '+1 (770) 090-0123' : '07700 900123'))?.score ?? 0;
      expect({ said, best: scoreOf(id), other: scoreOf(other) }).toEqual({ said, best: 100, other: mode === 'exact' ? 0 : 85 });
    }
  });

  test('exact: another number, or the same national number under another country, is another number', async () => {
    const doc = await accounts();
    for (const said of ['+44 7700 900124', '+44 7700 900132', '+49 7700 900124', '+33 1 23 45 67 88', '0312 555 0142', '+44 312 555 0142']) {
      expect({ said, result: doc.call('phone_exact', { phone: said }).result }).toEqual({ said, result: 'not_found' });
    }
  });

  test('exact: a national number says no country: "030 12345678" is the number of any country that dials a trunk 0', async () => {
    const doc = await accounts();
    for (const said of ['+49 30 12345678', '+44 30 12345678']) {
      expect(doc.call('phone_exact', { phone: said })).toMatchObject({ result: 'confident', row: { 'Account ID': 'B20417' } });
    }
    // The US has no trunk 0: +1 30 1234 5678 is no number at home "030 12345678".
    expect(doc.call('phone_exact', { phone: '+1 30 1234 5678' }).result).toBe('not_found');
  });

  test.each(WORD_MODES)('%s: two numbers sharing their last seven digits are two numbers, not twins', async (mode) => {
    // A number's exact key holds its last seven digits: rows whose keys met were taken for the same cell, so the
    // number said was never confident while the other (a digit away, 85) passed: "+1 416 555 0101" beside +1 415 555
    // 0101, and "030 12345678" (Germany's +49 30 12345678 at home) beside Japan's +81 3 1234 5678.
    const lookups = [{ tool_name: 'phone', search_column: 'Phone', param_name: 'phone', match_mode: mode, return_columns: ['Full Name'] }];
    const { doc } = await documentWith({ files: ['phones-last-digits.csv'], lookups }, ['phones-last-digits.csv']);
    const answer = (said: string): string[] => {
      const result = doc.call('phone', { phone: said });
      return result.result === 'confident' ? [result.row['Full Name']!] : result.result === 'ambiguous' ? result.candidates.map((c) => `${c.row['Full Name']} ${c.score}`) : [];
    };
    expect(answer('+1 416 555 0101')).toEqual(['Bob Baker']);
    expect(answer('030 12345678')).toEqual(['Dee Dunn']);
    expect(answer('+49 30 12345678')).toEqual(['Dee Dunn']);
    // The same number written two ways on two rows stays two rows the caller cannot tell apart.
    expect(answer('+1 415 555 0101').slice(0, 2).sort()).toEqual(['Ann Able 100', 'Cy Cole 100']);
    expect(answer('212 555 0199').sort()).toEqual(['Gus Gray 100', 'Hal Hope 100']);
  });

  test('hybrid: one digit misheard in a number said abroad is a candidate, as at home', async () => {
    const doc = await accounts();
    expect(doc.call('phone_hybrid', { phone: '+44 7700 900124' })).toMatchObject({ result: 'ambiguous', candidates: [{ row: { 'Account ID': 'A10006' }, score: 85 }] });
  });

  test.each([
    ['a country code in front', '15550100123', '5550100123', true],
    ['"+44" and the trunk 0', '00447700900123', '07700900123', true],
    ['"+44 (0)" and "+44"', '004407700900123', '00447700900123', true],
    ['"+61 (0)7" and "07"', '00610733333333', '0733333333', true],
    ['Italy keeps its 0 abroad (the suffix rule)', '0039061234567', '061234567', true],
    ['a bare international number, long enough', '33123456789', '0123456789', true],
    ['a US number is 11 digits with its 1: no trunk 0', '17700900123', '07700900123', false],
    ['a 10-digit US number starting "44" is not +44', '4475550142', '075550142', false],
    ['two countries', '00447700900123', '00337700900123', false],
    ['another national number', '00447700900123', '07700900124', false],
    ['Hungary dials 06, not 0', '003612345678', '0612345678', false],
    ['"00" before a short number is part of it', '00123', '123', false],
    ['"00" before a short number is part of it (a code)', '007', '7', false],
    // One zero more or less in front is the same number (it scores LEADING_ZERO_SCORE), but no twin: a caller says one.
    ['one zero a spreadsheet dropped (ZIP 02134 stored as 2134)', '02134', '2134', false],
    ['one zero in front of a long number', '07654321', '7654321', false],
    ['a zero more is another number', '002134', '02134', false],
    ['seven digits starting with 0 are no national number of a ten-digit one (an id\'s last digits)', '0000008', '2000000008', false],
    ['a local number without its area code', '5550142', '3125550142', true],
    ['Italy keeps its 0 after +39, without the 00', '39061234567', '061234567', true],
  ])('sameDigits: %s', (_name, a, b, same) => {
    expect(sameDigits(a, b)).toBe(same);
    expect(sameDigits(b, a)).toBe(same);
  });

  test.each([
    ['the number as written', '02134', '02134', 100],
    ['one zero the cell lost (ZIP 02134 stored as 2134)', '02134', '2134', LEADING_ZERO_SCORE],
    ['one zero the caller did not say', '2134', '02134', LEADING_ZERO_SCORE],
    ['a country code is the same number as written', '15550100123', '5550100123', 100],
    ['an extension the cell does not write, and a zero it lost', '02134x5', '2134', LEADING_ZERO_SCORE - (100 - EXTENSION_NOT_WRITTEN_SCORE)],
  ])('exactNumberScore and digitScore: %s', (_name, heard, cell, score) => {
    expect(exactNumberScore(heard, cell)).toBe(score);
    expect(digitScore(heard, cell)).toBe(score);
  });

  test.each([
    ['a US number said at home, a digit off the cell with +1', '5486313208', '0015486313207', 85],
    ['the same, against the cell with a bare 1', '8986564663', '18986564662', 85],
    ['the same, the cell said at home and the caller with +1', '0015486313208', '5486313207', 85],
    ['a local number a digit off the cell with its area code', '5550143', '3125550142', 85],
    ['two digits off is two edits with the code or without', '5486313299', '0015486313207', 70],
    ['a national number with a 0 is no number after a code', '0486313208', '10486313207', 70],
  ])('digitScore: %s', (_name, heard, cell, score) => {
    expect(digitScore(heard, cell)).toBe(score);
    expect(digitScore(cell, heard)).toBe(score);
  });

  test('a zero more in front is another number: no exact match, two digit edits', () => {
    expect(exactNumberScore('002134', '2134')).toBe(0);
    expect(digitScore('002134', '2134')).toBe(70);
  });
});

describe('codes, account ids and numbers as callers say them (members-spoken.csv)', () => {
  async function members(): Promise<LookupDocument> {
    const lookups = [
      ...MODES.map((mode) => ({ tool_name: `code_${mode}`, search_column: 'Member Code', param_name: 'code', match_mode: mode })),
      ...MODES.map((mode) => ({ tool_name: `account_${mode}`, search_column: 'Account ID', param_name: 'account', match_mode: mode })),
      { tool_name: 'phone', search_column: 'Phone', param_name: 'phone', match_mode: 'exact' },
    ];
    return (await documentWith({ files: ['members-spoken.csv'], lookups }, ['members-spoken.csv'])).doc;
  }

  test.each(MODES)('%s: a code said in the NATO alphabet, with "dash", "x ray" or "double", is found and heard as its letters', async (mode) => {
    const doc = await members();
    for (const [said, code, heard] of [
      ['alpha bravo one two three four', 'AB-1234', 'A B one two three four'],
      ['ay bee one two three four', 'AB-1234', 'A B one two three four'],
      ['alpha bravo dash one two three four', 'AB-1234', 'A B one two three four'],
      ['AB dash 1234', 'AB-1234', 'AB 1234'],
      ['oscar x ray five five two one', 'OX-5521', 'O X five five two one'],
      ['zulu zulu hyphen nine thousand', 'ZZ-9000', 'Z Z nine thousand'],
      ['double zed nine thousand', 'ZZ-9000', 'Z Z nine thousand'],
      ['double zulu, nine thousand', 'ZZ-9000', 'Z Z, nine thousand'],
      // The letter O beside a digit is read back as Oscar: "O one two…" would sound like a zero.
      ['oh one two three four five', 'O12345', 'Oscar one two three four five'],
      ['oscar one two three four five', 'O12345', 'Oscar one two three four five'],
    ] as const) {
      expect({ said, answer: doc.call(`code_${mode}`, { code: said }) }).toMatchObject({ said, answer: { result: 'confident', row: { 'Member Code': code }, heard: { code: heard } } });
    }
  });

  test.each(WORD_MODES)('%s: a number of one or two digits said alone is no account id\'s number; three or more is a candidate', async (mode) => {
    const doc = await members();
    for (const said of ['one', '1', 'three', 'twenty']) {
      expect({ said, result: doc.call(`account_${mode}`, { account: said }).result }).toEqual({ said, result: 'not_found' });
    }
    expect(doc.call(`account_${mode}`, { account: 'one zero zero one' })).toMatchObject({ result: 'ambiguous', candidates: [{ row: { 'Account ID': 'A1001' }, score: 85 }] });
    expect(doc.call(`account_${mode}`, { account: 'alpha one' })).toMatchObject({ result: 'confident', row: { 'Account ID': 'A1' } });
  });

  test('phone numbers said with "hundred": a toll-free number, and zeros after it', async () => {
    const doc = await members();
    const found = (phone: string) => { const r = doc.call('phone', { phone }); return r.result === 'confident' ? r.row['Full Name'] : r.result; };
    expect(found('one eight hundred five five five one two one two')).toBe('John Smith');
    expect(found('one eight hundred, five five five, twelve twelve')).toBe('John Smith');
    expect(found('five five five, one hundred, zero zero zero zero')).toBe('Mary Jones');
    expect(found('five five five one hundred double oh double oh')).toBe('Mary Jones');
    expect(found('oh two oh, seven nine four six, oh nine five eight')).toBe('Bob Stone');
  });
});

describe('phone numbers with an extension (phones-extensions.csv)', () => {
  // John Smith and Mary Jones share 555 010 0123 (x204, x205); Reception is 555-010-0100 and Carl Wood its x31.
  const extensions = async (): Promise<LookupDocument> => (await documentWith({
    files: ['phones-extensions.csv'],
    lookups: MODES.map((mode) => ({ tool_name: `phone_${mode}`, search_column: 'Phone', param_name: 'phone', match_mode: mode })),
  }, ['phones-extensions.csv'])).doc;
  const names = (result: LookupResult): string[] | string => result.result === 'confident' ? [result.row['Full Name']!]
    : result.result === 'ambiguous' ? result.candidates.map((candidate) => `${candidate.row['Full Name']} ${candidate.score}`) : result.result;

  test.each(MODES)('%s: a cell with an extension is found by its number, and by its number with that extension however written or said', async (mode) => {
    const doc = await extensions();
    for (const [said, found] of [
      ['555 010 0456', 'Ann Lee'],
      ['(555) 010-0456 ext. 12', 'Ann Lee'],
      ['555 010 0456 x12', 'Ann Lee'],
      ['555-010-0456 #12', 'Ann Lee'],
      ['five five five oh one oh oh four five six extension one two', 'Ann Lee'],
      ['my number is 555 010 0456 and the extension is 12', 'Ann Lee'],
      ['555 010 0999', 'Bob Stone'],
      ['5550100999x7', 'Bob Stone'],
      ['555 010 0123 x204', 'John Smith'],
      ['555 010 0123 #205', 'Mary Jones'],
      ['555 010 0123 pound 205', 'Mary Jones'],
      ['five five five oh one oh oh one two three hash two oh four', 'John Smith'],
      ['five five five, oh one oh, oh one two three, extension two oh five', 'Mary Jones'],
      // The row that writes the extension said wins over the number without one (100 against 95).
      ['555 010 0100 extension 31', 'Carl Wood'],
    ] as const) {
      expect({ said, found: names(doc.call(`phone_${mode}`, { phone: said })) }).toEqual({ said, found: [found] });
    }
  });

  test.each(MODES)('%s: the number alone, shared by two extensions, is both; an extension the cell does not write is found at 95', async (mode) => {
    const doc = await extensions();
    expect(names(doc.call(`phone_${mode}`, { phone: '555 010 0123' }))).toEqual(['John Smith 100', 'Mary Jones 100']);
    expect(names(doc.call(`phone_${mode}`, { phone: '555 010 0100' }))).toEqual(['Reception 100', 'Carl Wood 100']);
    expect(doc.call(`phone_${mode}`, { phone: '555 010 0789 extension 5' })).toMatchObject({ result: 'confident', row: { 'Full Name': 'Dee Park' }, score: 95 });
  });

  test.each(MODES)('%s: a number with its extension taken whole has no heard, as digits said aloud have none; words around it give one', async (mode) => {
    const doc = await extensions();
    for (const said of ['555 010 0456 extension 12', 'five five five oh one oh oh four five six pound one two', 'five five five oh one oh oh four five six']) {
      expect({ said, answer: doc.call(`phone_${mode}`, { phone: said }) }).toEqual({ said, answer: { result: 'confident', row: { 'Full Name': 'Ann Lee', Phone: '(555) 010-0456 ext. 12' }, score: 100 } });
    }
    expect(doc.call(`phone_${mode}`, { phone: 'um 555 010 0456 extension 12' })).toMatchObject({ result: 'confident', heard: { phone: '555 010 0456 extension 12' } });
  });

  test('an extension said after the number within a sentence is kept with it (exact mode, whose runs are numbers)', async () => {
    const doc = await extensions();
    for (const [said, found] of [
      ['you can reach me at 555 010 0123 extension 205', 'Mary Jones'],
      ['call 555 010 0123 x205 please', 'Mary Jones'],
      ["it's 555 010 0123 and the extension is 204 I think", 'John Smith'],
      // The "#" said within a sentence, as alone.
      ['call 555 010 0123 hash 205 please', 'Mary Jones'],
      ['my number is 555 010 0123 pound key 204 thanks', 'John Smith'],
    ] as const) {
      expect({ said, found: names(doc.call('phone_exact', { phone: said })) }).toEqual({ said, found: [found] });
    }
    // A number said at the end of a long utterance (an exact column's runs are its numbers, each one hash lookup:
    // however long the utterance, it is searched whole).
    const long = 'hi I am calling about my account because I have not been able to log in for three days now and the app keeps crashing so you can reach me at 555 010 0789';
    expect(long.split(' ').length).toBeGreaterThan(30);
    expect(names(doc.call('phone_exact', { phone: long }))).toEqual(['Dee Park']);
    // An "x" said apart from the number is no extension of it.
    expect(names(doc.call('phone_exact', { phone: 'reach me at 555 010 0123 or x204' }))).toEqual(['John Smith 100', 'Mary Jones 100']);
  });

  // In a column matched by words, a sentence's runs were its words, four at most: "010 0123 extension 205" was looked
  // up for "555 010 0123 extension 205" (its last seven digits are the number too) and named as what the caller said,
  // a number said digit by digit was never whole, and an extension said after "and the extension is" was left out.
  test.each(WORD_MODES)('%s: a number said within a sentence is looked up whole, with its extension, and heard so', async (mode) => {
    const doc = await extensions();
    for (const [said, found, heard] of [
      ['you can reach me at 555 010 0123 extension 205 please', ['Mary Jones'], '555 010 0123 extension 205'],
      ['the best number is 555 010 0456 extension 12 thanks', ['Ann Lee'], '555 010 0456 extension 12'],
      ['so yeah the number is 555 010 0123 and the extension is 205 okay', ['Mary Jones'], '555 010 0123 and the extension is 205'],
      ['you can reach me at five five five oh one oh oh one two three extension two oh five please', ['Mary Jones'], 'five five five oh one oh oh one two three extension two oh five'],
      ['call 555 010 0123 hash 205 please', ['Mary Jones'], '555 010 0123 hash 205'],
      ['you can reach me at 555 010 0123 please', ['John Smith 100', 'Mary Jones 100'], '555 010 0123'],
    ] as const) {
      const answer = doc.call(`phone_${mode}`, { phone: said });
      expect({ said, found: names(answer), heard: answer.heard }).toEqual({ said, found, heard: { phone: heard } });
    }
  });

  test('another extension of the number is no match in exact mode, and one digit off in the others', async () => {
    const doc = await extensions();
    expect(doc.call('phone_exact', { phone: '555 010 0123 x209' })).toEqual({ result: 'not_found' });
    for (const mode of WORD_MODES) expect(names(doc.call(`phone_${mode}`, { phone: '555 010 0123 x209' }))).toEqual(['John Smith 85', 'Mary Jones 85']);
  });
});

describe('numbers and codes said within a sentence, in columns matched by words', () => {
  // Before, a run was at most four words: a number said digit by digit, or a code's letters and digits, were looked up
  // in pieces ("pd" alone listed every PD order at 95, "ab 1 2" stood for AB-1234), or not at all.
  test.each(WORD_MODES)('%s: a phone number or an account id said digit by digit within a sentence is found whole', async (mode) => {
    const doc = await accounts();
    for (const [tool, param, said, found, heard] of [
      ['phone', 'phone', 'yeah so you can get me on oh seven seven oh oh nine oh oh one two three any time', 'A10006', 'oh seven seven oh oh nine oh oh one two three'],
      ['phone', 'phone', 'the number is plus one three one two five five five oh one four two if you need it', 'A10007', 'plus one three one two five five five oh one four two'],
      ['account', 'account', 'yeah it is alpha one zero zero zero six I believe', 'A10006', 'a one zero zero zero six'],
    ] as const) {
      const answer = doc.call(`${tool}_${mode}`, { [param]: said });
      expect({ said, found: row(answer), heard: answer.heard }).toEqual({ said, found, heard: { [param]: heard } });
    }
  });

  test.each(WORD_MODES)('%s: an order id said letter by letter and digit by digit within a sentence is that order, not every order of its letters', async (mode) => {
    const { doc } = await documentWith({ files: ['orders.csv'], lookups: [{ tool_name: 'order', search_column: 'Order ID', param_name: 'order', match_mode: mode }] }, ['orders.csv']);
    for (const said of ['I am calling about order P D one zero four three one which never arrived', 'order P D 1 0 4 3 1 please', 'the order number is PD 10431 and it never arrived']) {
      expect({ said, answer: doc.call('order', { order: said }) }).toMatchObject({ said, answer: { result: 'confident', row: { 'Order ID': 'PD-10431' } } });
    }
  });
});

describe('"to" and "for" beside a number said within a sentence', () => {
  // Homophones of 2 and 4 count between digits ("five five for two"), but beside a number they are the words: "… 555
  // 010 0789 to call back" was read 55501007892 and not_found, "send it to 555…" 2555… (found only as a country code).
  test.each([
    ['send it to 555 010 0123', 'send it to 5550100123'],
    ['5550100123 to call back', '5550100123 to call back'],
    ['call me on five five five for now', 'call me on 555 for now'],
    ['it is for 5550100123', 'it is for 5550100123'],
    ['five five for two', '5542'],
    ['oh seven seven oh oh nine', '077009'],
  ])('%s → %s', (said, read) => {
    expect(spokenDigits(said)).toBe(read);
  });

  test.each(MODES)('%s: a number followed or preceded by "to" or "for" is found', async (mode) => {
    const { doc } = await documentWith({ files: ['phones-extensions.csv'], lookups: [{ tool_name: 'phone', search_column: 'Phone', param_name: 'phone', match_mode: mode }] }, ['phones-extensions.csv']);
    for (const said of ['my number is 555 010 0789 to call back', "it's 555 010 0789 for the account", 'text it to five five five oh one oh oh seven eight nine please']) {
      expect({ said, answer: doc.call('phone', { phone: said }) }).toMatchObject({ said, answer: { result: 'confident', row: { 'Full Name': 'Dee Park' } } });
    }
  });
});

describe('a number corrected within a sentence', () => {
  test.each(MODES)('%s: the number said after "sorry" replaces the one before it', async (mode) => {
    const { doc } = await documentWith({ files: ['phones-extensions.csv'], lookups: [{ tool_name: 'phone', search_column: 'Phone', param_name: 'phone', match_mode: mode }] }, ['phones-extensions.csv']);
    const answer = doc.call('phone', { phone: 'you can reach me at 555 010 0456, sorry, 555 010 0789' });
    expect(answer).toMatchObject({ result: 'confident', row: { 'Full Name': 'Dee Park' } });
  });

  // Before, the number taken back was the confident answer: the one said after the correction is nobody's.
  test.each(MODES)('%s: a number taken back is never the confident answer, whether the number said again is whole or its last digits', async (mode) => {
    const { doc } = await documentWith({ files: ['phones-extensions.csv'], lookups: [{ tool_name: 'phone', search_column: 'Phone', param_name: 'phone', match_mode: mode }] }, ['phones-extensions.csv']);
    for (const said of ['my number is 555 010 0789, sorry, 555 010 0790', 'my number is 555 010 0789, no, 0790', 'my number is 555 010 0789, sorry, 555 010 0790 extension 12']) {
      expect({ said, result: doc.call('phone', { phone: said }).result }).not.toEqual({ said, result: 'confident' });
    }
  });
});

describe('reading an extension', () => {
  test.each([
    ['555 010 0123 x204', '5550100123x204'],
    ['555-010-0123 #204', '5550100123x204'],
    ['(555) 010-0123 ext. 204', '5550100123x204'],
    ['(555) 010-0123, Ext: 204', '5550100123x204'],
    ['+1-555-010-0123;ext=204', '0015550100123x204'],
    ['555.010.0123 extn 7', '5550100123x7'],
    ['5550100123X204', '5550100123x204'],
    // Not a number with an extension: too few digits before it, letters in it, no extension's digits, too many.
    ['010 0123 x204', '0100123x204'],
    ['0123 x204', null],
    ['AB-1234 x2', null],
    ['12 Main St #4', null],
    ['555 010 0123 x', null],
    ['555 010 0123 x1234567', null],
    ['555 010 0123', null],
  ] as const)('written %s', (written, digits) => {
    expect(numberWithExtension(written)).toBe(digits);
  });

  test.each([
    ['five five five oh one oh oh one two three extension two oh four', '5550100123x204'],
    ['five five five oh one oh oh one two three ext two oh four', '5550100123x204'],
    ['five five five oh one oh oh one two three x two oh four', '5550100123x204'],
    ['555 010 0123 and the extension is 204', '5550100123x204'],
    ['555 010 0123 extension number 204', '5550100123x204'],
    ['plus four four seven seven oh oh nine oh oh one two three extension twelve', '00447700900123x12'],
    // The "#" said: "pound" (American), "hash" (British).
    ['five five five oh one oh oh one two three pound two oh four', '5550100123x204'],
    ['555 010 0123 hash 204', '5550100123x204'],
    ['555 010 0123 pound key 204', '5550100123x204'],
    ['555 010 0123 hash sign two oh four', '5550100123x204'],
    ['extension two oh four', null],
    ['pound two oh four', null],
    ['five five five extension two oh four', null],
  ] as const)('said %s', (said, digits) => {
    expect(numberWithExtension(said, spokenDigits(normaliseText(said)))).toBe(digits);
  });

  test.each([
    ['the same extension', '5550100123x204', '5550100123x204', 100, 100],
    ['an extension the caller did not say: found by the number', '5550100123', '5550100123x204', 100, 100],
    ['an extension the cell does not write', '5550100123x204', '5550100123', 95, 95],
    ['another extension', '5550100123x205', '5550100123x204', 0, 85],
    ['another number, the same extension', '5550100124x204', '5550100123x204', 0, 85],
    ['with the country code', '15550100123x204', '5550100123x204', 100, 100],
  ] as const)('scores: %s', (_name, heard, cell, exact, words) => {
    expect(exactNumberScore(heard, cell)).toBe(exact);
    expect(digitScore(heard, cell)).toBe(words);
  });

  test('two cells are the same number only with the same extension, or neither with one', () => {
    expect(sameDigits('5550100123x204', '15550100123x204')).toBe(true);
    expect(sameDigits('5550100123x204', '5550100123x205')).toBe(false);
    expect(sameDigits('5550100123x204', '5550100123')).toBe(false);
    expect(sameDigits('5550100123', '15550100123')).toBe(true);
  });
});

/** A lookup `phone` of the fixture's Phone column in `mode`. */
const phoneLookup = async (file: string, mode: (typeof MODES)[number]): Promise<LookupDocument> => (await documentWith({
  files: [file],
  lookups: [{ tool_name: 'phone', search_column: 'Phone', param_name: 'phone', match_mode: mode }],
}, [file])).doc;

/** The result in short: its kind and each row's name (and score, as a candidate). */
const found = (result: LookupResult): string => result.result === 'confident' ? `confident ${result.row['Full Name']}`
  : result.result === 'ambiguous' ? `ambiguous ${result.candidates.map((candidate) => `${candidate.row['Full Name']} ${candidate.score}`).join(', ')}` : result.result;

describe('phone numbers after a label (phones-labelled.csv)', () => {
  // Contact lists export a label before the number ("mobile: 555-010-0100", "Tel. +44 …", "M: 07700 …"): the cell is
  // its number (until 2026-12-06 it was words, found by the number said at 78 as a candidate, or not at all).
  const labelled = async (): Promise<LookupDocument> => (await documentWith({
    files: ['phones-labelled.csv'],
    lookups: MODES.map((mode) => ({ tool_name: `phone_${mode}`, search_column: 'Phone', param_name: 'phone', match_mode: mode })),
  }, ['phones-labelled.csv'])).doc;

  test.each(MODES)('%s: the number said finds the labelled cell', async (mode) => {
    const doc = await labelled();
    for (const [said, result] of [
      ['5550100100', 'confident Ann Lee'],
      ['five five five oh one oh oh one oh oh', 'confident Ann Lee'],
      ['07700 900123', 'confident Ben Ray'],
      ['+1 312 555 0147', 'confident Cara Diaz'],
      ['+44 7700 900456', 'confident Dan Oyelaran'],
      ['555 010 0150 extension 12', 'confident Eva Stone'],
      ['555 010 0150', 'confident Eva Stone'],
    ]) expect({ said, result: found(doc.call(`phone_${mode}`, { phone: said! })) }).toEqual({ said, result });
  });

  test.each(WORD_MODES)('%s: a number one digit off the labelled cell is a candidate, two digits off nothing', async (mode) => {
    const doc = await labelled();
    expect(found(doc.call(`phone_${mode}`, { phone: '5550100101' }))).toBe('ambiguous Ann Lee 85');
    expect(found(doc.call(`phone_${mode}`, { phone: '5550100111' }))).toBe('not_found');
  });

  test.each([
    ['mobile: 555-010-0100', '555-010-0100'],
    ['Tel. +44 7700 900123', '+44 7700 900123'],
    ['Cell # (312) 555-0147', '(312) 555-0147'],
    ['cell phone 555 0199', '555 0199'],
    ['M: 07700 900456', '07700 900456'],
    ['Work: 555-010-0150 ext. 12', '555-010-0150 ext. 12'],
    ['Office 3', 'Office 3'],
    ['Home 12', 'Home 12'],
    ['M 07700 900456', 'M 07700 900456'],
    ['mobile: 555-010-0100 or 555-010-0101', 'mobile: 555-010-0100 or 555-010-0101'],
    ['Tom 5550100100', 'Tom 5550100100'],
  ])('withoutNumberLabel(%j) is %j', (value, number) => {
    expect(withoutNumberLabel(value)).toBe(number);
  });
});

describe('a number one digit off a cell written with its country code (phones-country-codes.csv)', () => {
  // Said at home a digit off, the number is one edit from the cell however the cell writes its country code: a
  // candidate at 85 (70 until 2026-12-06 with the code written, so under min_score 75 and not found).
  test.each(WORD_MODES)('%s', async (mode) => {
    const doc = await phoneLookup('phones-country-codes.csv', mode);
    for (const [said, result] of [
      ['415 555 0190', 'confident Hal Moss'],
      ['415 555 0191', 'ambiguous Hal Moss 85'],
      ['415 555 0272', 'confident Ida Park'],
      ['415 555 0273', 'ambiguous Ida Park 85'],
      ['415 555 0281', 'not_found'],
      ['07 3333 3334', 'ambiguous Jo Ruiz 85'],
      ['06 1234 5679', 'ambiguous Kim Ode 85'],
    ]) expect({ said, result: found(doc.call('phone', { phone: said! })) }).toEqual({ said, result });
  });
});

describe('a cell holding two phone numbers (phones-two-numbers.csv)', () => {
  // A contact list keeps a landline and a mobile in one cell: the caller says one of them, which finds the row (until
  // 2026-12-06 the cell's digits ran together as one number of 20 digits, and neither number found it). Quin Ash's
  // cell is Liz Hart's first number alone: that number is both rows.
  test.each(MODES)('%s: either number finds the row', async (mode) => {
    const doc = await phoneLookup('phones-two-numbers.csv', mode);
    // (Ned Ray's 555 010 0170 and Ola Berg's 555 010 0190 are a digit from it: candidates where digits may differ.)
    const both = mode === 'exact' ? 'ambiguous Liz Hart 100, Quin Ash 100' : 'ambiguous Liz Hart 100, Quin Ash 100, Ned Ray 85, Ola Berg 85';
    for (const [said, result] of [
      ['555 010 0151', 'confident Liz Hart'],
      ['555 010 0150', both],
      ['07700 900123', 'confident Mo Diaz'],
      ['+44 20 7946 0958', 'confident Mo Diaz'],
      ['555 010 0170', 'confident Ned Ray'],
      ['555 010 0171', 'confident Ned Ray'],
      ['555 010 0190', 'confident Ola Berg'],
      ['555 010 0191 extension 12', 'confident Ola Berg'],
      ['030 1234567', 'confident Pia Lund'],
    ]) expect({ said, result: found(doc.call('phone', { phone: said! })) }).toEqual({ said, result });
    if (mode !== 'exact') expect(found(doc.call('phone', { phone: '555 010 0172' }))).toBe('ambiguous Ned Ray 85');
  });
});
