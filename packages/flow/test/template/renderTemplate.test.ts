import { describe, expect, test } from '@jest/globals';
import { parseDirective, type LookupDirective } from '@switchboard/directive';
import { bindArguments, branchMatches, readVariable, renderTemplate, type Json } from '@switchboard/flow';

const scope: Record<string, Json> = {
  caller_name: 'Kaitlyn Meyers',
  customer: { 'Full Name': 'Caitlin Myers', 'Account ID': 'A10001' },
  customer_candidates: [{ 'Full Name': 'Sean Riley' }, { 'Full Name': 'Shawn Reilly' }],
  customer_heard: { full_name: 'john smith', city: '', account: 'A10005' },
  full_candidates: [
    { 'Full Name': 'Sean Riley', 'Account ID': 'A10003', City: 'Denver' },
    { 'Full Name': 'Shawn Reilly', 'Account ID': 'A10004', City: 'Austin' },
  ],
  dotted: { 'D.O.B': '1985-03-05', D: 'D' },
  call: { caller: '+15551234567', called: '', call_id: 'c-1', started_at: '2026-12-02T10:00:00.000Z' },
};

describe('templates', () => {
  test.each([
    { name: 'a variable is filled in', text: 'Hello {{caller_name}}.', says: 'Hello Kaitlyn Meyers.' },
    { name: 'a row column with a space is filled in', text: '{{ customer.Full Name }}, account {{customer.Account ID}}', says: 'Caitlin Myers, account A10001' },
    { name: 'the call context is readable', text: 'You called from {{call.caller}}', says: 'You called from +15551234567' },
    { name: 'a list can be counted and indexed', text: '{{customer_candidates.length}}: {{customer_candidates.1.Full Name}}', says: '2: Shawn Reilly' },
    { name: 'a list of rows is read out joined', text: 'Did you mean {{customer_candidates}}?', says: 'Did you mean Sean Riley, Shawn Reilly?' },
    {
      name: "a list of rows is read out by each row's first column, not every column",
      text: 'Did you mean {{full_candidates}}?',
      says: 'Did you mean Sean Riley, Shawn Reilly?',
    },
    { name: 'an object is read out by its values, blank ones left out', text: 'Looked up: {{customer_heard}}.', says: 'Looked up: john smith A10005.' },
    { name: 'an unknown variable says nothing rather than stopping the call', text: 'Hi {{nobody}}!', says: 'Hi !' },
    // A flow handed to the runtime without validate may name what every JavaScript object has: nothing is said of it.
    { name: 'a variable named as an object\'s built-in says nothing, not its source', text: 'Hi {{constructor}}{{toString}}{{hasOwnProperty}}{{__proto__}}!', says: 'Hi !' },
    { name: 'text without templates is left alone', text: 'Press {1} or #2', says: 'Press {1} or #2' },
    { name: 'a column whose name holds dots is read whole', text: 'Born {{dotted.D.O.B}}, {{dotted.D}}.', says: 'Born 1985-03-05, D.' },
  ])('$name', ({ text, says }) => {
    expect(renderTemplate(text, scope)).toBe(says);
  });
});

// A client database writes its fields as its framework does (ASP.NET's PascalCase, JavaScript's camelCase); the
// caller lookup reads its keys in any case, and a template names a field the same way.
describe('a record\'s field in another case or word style', () => {
  test.each<{ name: string; client: Record<string, Json>; text: string; says: string }>([
    { name: 'a PascalCase field is read by its name in lower case', client: { Name: 'Maria', Appointment: 'Tuesday' }, text: 'Hello {{client.name}}, on {{client.appointment}}.', says: 'Hello Maria, on Tuesday.' },
    { name: 'a camelCase field is read by its snake_case name', client: { firstName: 'Maria' }, text: 'Hello {{client.first_name}}.', says: 'Hello Maria.' },
    { name: 'a nested PascalCase record is read too', client: { Address: { City: 'Springfield' } }, text: 'In {{client.address.city}}.', says: 'In Springfield.' },
    { name: 'a field written exactly as named wins over one in another case', client: { Name: 'Other', name: 'Maria' }, text: 'Hello {{client.name}}.', says: 'Hello Maria.' },
    { name: 'two fields differing only in case are not guessed between', client: { NAME: 'Ann', Name: 'Bob' }, text: 'Hello {{client.name}}.', says: 'Hello .' },
  ])('$name', ({ client, text, says }) => {
    expect(renderTemplate(text, { client })).toBe(says);
  });
});

// A caller lookup's search endpoint answers a list, of one record or of several (a family's shared phone).
describe('a field of a list of records', () => {
  const lists: Record<string, Json> = {
    one: [{ name: 'Ann Lee', appointment: 'Friday' }],
    one_among_nobody: [{}, { name: 'Ann Lee' }, { found: false }],
    several: [{ name: 'Ann Lee', appointment: 'Friday' }, { name: 'Bob Lee' }],
    nobody: [{}, null],
    blank_then_one: [{}, { name: 'Ann Lee' }, null],
    texts: ['Ann Lee'],
    flagged: [{ found: true, name: 'Ann Lee', vip: false }, { found: true, name: 'Bob Lee' }],
  };
  test.each([
    { name: 'a list of one record reads as that record', text: 'Welcome back, {{one.name}}, on {{one.appointment}}.', says: 'Welcome back, Ann Lee, on Friday.' },
    { name: 'the one record among items that say nobody is read', text: 'Welcome back, {{one_among_nobody.name}}.', says: 'Welcome back, Ann Lee.' },
    { name: 'an index and the count read the list as answered', text: '{{one.0.name}} ({{one.length}}); {{one_among_nobody.1.name}} ({{one_among_nobody.length}})', says: 'Ann Lee (1); Ann Lee (3)' },
    { name: 'the whole list is read out as before', text: '{{one}}; {{several}}', says: 'Ann Lee; Ann Lee, Bob Lee' },
    { name: 'the whole list leaves out the items that say nothing (was ", Ann Lee")', text: '{{blank_then_one}}.', says: 'Ann Lee.' },
    { name: 'several records read each record\'s value, never nothing', text: 'Welcome back, {{several.name}}.', says: 'Welcome back, Ann Lee, Bob Lee.' },
    { name: 'a record without the field is left out of several', text: 'Your appointment: {{several.appointment}}.', says: 'Your appointment: Friday.' },
    { name: 'a list of no record has no field', text: 'Hi {{nobody.name}}{{texts.name}}!', says: 'Hi !' },
    { name: 'a list of records is read by each one\'s first field that is no flag (was "true, true")', text: 'Is this {{flagged}}?', says: 'Is this Ann Lee, Bob Lee?' },
    { name: 'a record read whole leaves its true/false flags out (was "true Ann Lee false")', text: 'Is this {{flagged.0}}?', says: 'Is this Ann Lee?' },
    { name: 'a flag named is still read', text: 'VIP: {{flagged.0.vip}}.', says: 'VIP: false.' },
  ])('$name', ({ text, says }) => {
    expect(renderTemplate(text, { ...scope, ...lists })).toBe(says);
  });

  test('a branch reads the one record\'s field, and takes no case on several', () => {
    expect(branchMatches(readVariable(lists, 'one.name'), ['ann lee'])).toBe(true);
    expect(branchMatches(readVariable(lists, 'several.name'), ['ann lee'])).toBe(false);
  });
});

describe('branch cases', () => {
  test.each([
    { said: 'Yes, please.', words: ['yes'], matches: true },
    { said: 'YES', words: ['yes'], matches: true },
    { said: 'yesterday was fine', words: ['yes'], matches: false },
    { said: 'talk to a person please', words: ['a person'], matches: true },
    { said: 'no thanks', words: ['yes', 'sure'], matches: false },
    // A recogniser or a phone keyboard writes the apostrophe curly: it is the same word.
    { said: 'I don\u2019t know', words: ["don't"], matches: true },
    { said: "I don't know", words: ['don\u2019t'], matches: true },
    { said: 'I don\u02bct know', words: ["don't"], matches: true },
    { said: 'I don\u2019t know', words: ['t'], matches: false },
    // An apostrophe quoting a word is no part of it.
    { said: "the 'premium' plan", words: ['premium'], matches: true },
    { said: '\u2018Yes\u2019, please', words: ['yes'], matches: true },
    { said: "it's fine", words: ['its'], matches: false },
  ])('"$said" against $words matches: $matches', ({ said, words, matches }) => {
    expect(branchMatches(said, words)).toBe(matches);
  });
});

describe('#lookup arguments', () => {
  test('come from variables, the call context and literals, never from anywhere else', () => {
    const { directive } = parseDirective('#lookup find_customer full_name={{customer.Full Name}} phone={{call.caller}} city="New York"');
    expect(bindArguments(directive as LookupDirective, scope, { caller: '+15551234567', called: '', call_id: 'c-1', started_at: '' })).toEqual({
      full_name: 'Caitlin Myers',
      phone: '+15551234567',
      city: 'New York',
    });
  });
});
