// A branch matches a caller's reply by whole words: "yes" is not in "yesterday", "no" is not in "know" or in "1.5 no".
import { describe, expect, test } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import { branchMatches, ISSUE, loadFlow, loadFlowText, startCall } from '@switchboard/flow';
import { flowPath } from './flowTestKit.js';

describe('a branch case matches whole words of the reply', () => {
  test.each([
    { said: 'yes', match: ['yes'], matches: true },
    { said: 'Yes!!! Please.', match: ['yes'], matches: true },
    { said: 'yesterday was fine', match: ['yes'], matches: false },
    { said: 'eyes', match: ['yes'], matches: false },
    { said: 'I know', match: ['no'], matches: false },
    { said: 'nobody told me', match: ['no'], matches: false },
    { said: 'not sure', match: ['no'], matches: false },
    { said: 'I said no.', match: ['no'], matches: true },
    { said: 'not sure', match: ['not sure'], matches: true },
    { said: "I'm not really sure", match: ['not sure'], matches: false },
    { said: 'option 1', match: ['1'], matches: true },
    { said: 'option 10', match: ['1'], matches: false },
    // A number with a decimal point, thousands commas or a time's colon is one word: "1" is not in it.
    { said: 'about 1.5 hours', match: ['1'], matches: false },
    { said: 'about 1.5 hours', match: ['1.5'], matches: true },
    { said: 'it was $1,000', match: ['1'], matches: false },
    { said: 'it was $1,000', match: ['1,000'], matches: true },
    { said: 'at 10:30', match: ['10'], matches: false },
    { said: 'at 10:30', match: ['10:30'], matches: true },
    { said: 'Option 1.', match: ['1'], matches: true },
    { said: 'one, 2, three', match: ['2'], matches: true },
  ])('"$said" against $match matches: $matches', ({ said, match, matches }) => {
    expect(branchMatches(said, match)).toBe(matches);
  });
});

describe('a number matches it said in words, as a recogniser writes it', () => {
  test.each([
    { said: 'one', match: ['1'], matches: true },
    { said: 'Option One.', match: ['1'], matches: true },
    { said: 'two please', match: ['1'], matches: false },
    { said: '1', match: ['one'], matches: true },
    { said: 'twenty-one', match: ['21'], matches: true },
    { said: 'twenty one', match: ['21'], matches: true },
    { said: 'twenty-one', match: ['1'], matches: false },
    { said: 'seventeen', match: ['7'], matches: false },
    { said: 'seventeen', match: ['17'], matches: true },
    { said: 'zero', match: ['0'], matches: true },
    // A number said with a scale or a point is not its first word: "one hundred" is not 1.
    { said: 'one hundred', match: ['1'], matches: false },
    { said: 'one point five', match: ['1'], matches: false },
    { said: 'one-way ticket', match: ['1'], matches: false },
    // "one" standing for a thing named before is no number.
    { said: 'that one', match: ['1'], matches: false },
    { said: 'the second one', match: ['1'], matches: false },
    { said: 'the second one', match: ['2'], matches: false },
    { said: 'number one please', match: ['1'], matches: true },
    // A determiner a few words before "one", with only describing words between, makes it a thing: "the blue one".
    { said: 'the blue one', match: ['1'], matches: false },
    { said: 'the big blue one please', match: ['1'], matches: false },
    { said: 'I want a cheaper one', match: ['1'], matches: false },
    { said: 'my old one broke', match: ['1'], matches: false },
    { said: 'your red one', match: ['1'], matches: false },
    // A word naming a number between them keeps it the number: "the number one", "the answer is one".
    { said: 'the number one', match: ['1'], matches: true },
    { said: 'the answer is one', match: ['1'], matches: true },
    { said: 'the option one please', match: ['1'], matches: true },
    { said: 'I said one', match: ['1'], matches: true },
    { said: 'um one', match: ['1'], matches: true },
    { said: 'the long answer is that I want one', match: ['1'], matches: true },
  ])('"$said" against $match matches: $matches', ({ said, match, matches }) => {
    expect(branchMatches(said, match)).toBe(matches);
  });
});

describe('an ordinal matches it written either way, and is not the number', () => {
  test.each([
    { said: 'the 2nd option', match: ['second'], matches: true },
    { said: 'the second option', match: ['2nd'], matches: true },
    { said: 'First.', match: ['1st'], matches: true },
    { said: 'the 21st', match: ['twenty-first'], matches: true },
    { said: 'twenty first', match: ['21st'], matches: true },
    { said: 'the twenty-third floor', match: ['23rd'], matches: true },
    { said: 'the 11th', match: ['eleventh'], matches: true },
    { said: 'the ninetieth', match: ['90th'], matches: true },
    // "twenty first" is the 21st: it holds no 20 and no first.
    { said: 'the twenty first floor', match: ['20'], matches: false },
    { said: 'the twenty first floor', match: ['first'], matches: false },
    // An ordinal is not the number it counts to.
    { said: 'the second', match: ['2'], matches: false },
    { said: 'first I have a question', match: ['1'], matches: false },
    { said: 'third', match: ['three'], matches: false },
  ])('"$said" against $match matches: $matches', ({ said, match, matches }) => {
    expect(branchMatches(said, match)).toBe(matches);
  });
});

describe('"oh" said among digits is a zero, as the matcher reads it; alone it is the word', () => {
  test.each([
    { said: 'one oh one', match: ['1 0 1'], matches: true },
    { said: 'extension two oh four', match: ['0'], matches: true },
    { said: 'ten oh five', match: ['10 0 5'], matches: true },
    { said: 'oh seven', match: ['0 7'], matches: true },
    { said: 'oh oh seven', match: ['0 0 7'], matches: true },
    { said: 'room 2 O 4', match: ['2 0 4'], matches: true },
    { said: 'one oh one', match: ['one zero one'], matches: true },
    { said: 'oh', match: ['0'], matches: false },
    { said: 'oh no', match: ['0'], matches: false },
    { said: 'oh no', match: ['oh'], matches: true },
    // An "oh" said before a pause opens the sentence: "Oh, two please" is option two, no zero.
    { said: 'Oh, two please', match: ['0'], matches: false },
    { said: 'Oh, two please', match: ['2'], matches: true },
    // A number said with a scale stays as said, its "oh" too.
    { said: 'one hundred oh five', match: ['0'], matches: false },
  ])('"$said" against $match matches: $matches', ({ said, match, matches }) => {
    expect(branchMatches(said, match)).toBe(matches);
  });
});

describe('a word joined by a hyphen is one word, matched whole', () => {
  test.each([
    { said: 'no-one can help me', match: ['no'], matches: false },
    { said: 'it was a no-show', match: ['no'], matches: false },
    { said: 'no-one can help me', match: ['no one'], matches: true },
    { said: 'no one can help me', match: ['no-one'], matches: true },
    { said: 'I want to check-in', match: ['check in'], matches: true },
    { said: 'I want to check-in', match: ['in'], matches: false },
    { said: 'no - not today', match: ['no'], matches: true },
    // Between digits a hyphen separates groups that mean something on their own: a year, an area code.
    { said: 'born 1985-03-05', match: ['1985'], matches: true },
    { said: 'call 555-0123', match: ['555'], matches: true },
    { said: 'yes-', match: ['yes'], matches: true },
  ])('"$said" against $match matches: $matches', ({ said, match, matches }) => {
    expect(branchMatches(said, match)).toBe(matches);
  });
});

describe('a format character inside a word (soft hyphen, zero-width space, joiner) is ignored, save where its script breaks words with it', () => {
  test.each([
    { name: 'a soft hyphen inside "yes"', said: 'ye\u00ads', match: ['yes'], matches: true },
    { name: 'a zero-width space inside "yes"', said: 'ye\u200bs please', match: ['yes'], matches: true },
    { name: 'a word joiner inside "not sure"', said: 'not su\u2060re', match: ['not sure'], matches: true },
    { name: 'a soft hyphen in the case\'s phrase', said: 'yes', match: ['ye\u00ads'], matches: true },
    { name: 'a right-to-left mark inside a number', said: 'option 1\u200f2', match: ['12'], matches: true },
    { name: 'a zero-width joiner in a Devanagari conjunct (क्‍ष is क्ष)', said: '\u0915\u094d\u200d\u0937', match: ['\u0915\u094d\u0937'], matches: true },
    { name: 'a zero-width non-joiner in a Devanagari conjunct', said: '\u0915\u094d\u0937', match: ['\u0915\u094d\u200c\u0937'], matches: true },
    // Persian writes a non-joiner where a space may stand: it stays a word break, as a space is.
    { name: 'a Persian non-joiner is a break (می‌خواهم holds می خواهم)', said: '\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645', match: ['\u0645\u06cc \u062e\u0648\u0627\u0647\u0645'], matches: true },
    { name: 'a Persian non-joiner is a break (its word written with a space matches)', said: '\u0645\u06cc \u062e\u0648\u0627\u0647\u0645', match: ['\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645'], matches: true },
    // Thai writes no spaces between words: a zero-width space is where one word ends.
    { name: 'a Thai zero-width space is a break', said: '\u0e2a\u0e27\u0e31\u0e2a\u0e14\u0e35\u200b\u0e04\u0e23\u0e31\u0e1a', match: ['\u0e04\u0e23\u0e31\u0e1a'], matches: true },
    { name: 'a soft hyphen does not join two words', said: 'yes\u00ad no', match: ['yes'], matches: true },
  ])('$name: matches $matches', ({ said, match, matches }) => {
    expect(branchMatches(said, match)).toBe(matches);
  });

  test('a caller\'s "ye\u00ADs" takes the "yes" case in a call', async () => {
    const { flow, issues } = await loadFlowText('nodes:\n  ask: { kind: collect, text: Yes or no?, into: said, next: route }\n' +
      '  route: { kind: branch, variable: said, cases: [{ match: [yes], next: agreed }], otherwise: other }\n' +
      '  agreed: { kind: end }\n  other: { kind: end }\n', '/virtual/yes.flow.yaml');
    expect(issues).toEqual([]);
    const call = await startCall(flow!);
    await call.hear('ye\u00ads');
    expect(call.path).toEqual(['ask', 'route', 'agreed']);
  });
});

describe('accents are ignored, but not the marks a script spells its words with', () => {
  test.each([
    { name: 'Hindi "yes" (हाँ) is not in "this is right" (यह सही है)', said: '\u092f\u0939 \u0938\u0939\u0940 \u0939\u0948', match: ['\u0939\u093e\u0901'], matches: false },
    { name: 'Hindi "yes" (हाँ) is found', said: '\u0939\u093e\u0901 \u091c\u0940', match: ['\u0939\u093e\u0901'], matches: true },
    { name: 'Hindi "no" (नहीं) is not the letters left without its vowel signs', said: '\u0928\u0939\u0940\u0902', match: ['\u0928\u0939'], matches: false },
    { name: 'Hindi "yes-yes" (हाँ-हाँ) is one word, found whole', said: '\u0939\u093e\u0901-\u0939\u093e\u0901', match: ['\u0939\u093e\u0901 \u0939\u093e\u0901'], matches: true },
    { name: 'Thai ครับ is not ครบ', said: '\u0e04\u0e23\u0e1a', match: ['\u0e04\u0e23\u0e31\u0e1a'], matches: false },
    { name: 'Japanese が is not か', said: '\u304c', match: ['\u304b'], matches: false },
    { name: 'a Latin accent: José is jose', said: 'Jos\u00e9', match: ['jose'], matches: true },
    { name: 'Vietnamese tones: Việt is viet', said: 'Vi\u1ec7t', match: ['viet'], matches: true },
    { name: 'a Greek accent: ναί is ναι', said: '\u03bd\u03b1\u03af', match: ['\u03bd\u03b1\u03b9'], matches: true },
    { name: 'Hebrew written with its points is the word without them', said: '\u05e9\u05c1\u05b8\u05dc\u05d5\u05b9\u05dd', match: ['\u05e9\u05dc\u05d5\u05dd'], matches: true },
    { name: 'Arabic written with its short vowels is the word without them', said: '\u0645\u064f\u062d\u064e\u0645\u0651\u064e\u062f', match: ['\u0645\u062d\u0645\u062f'], matches: true },
  ])('$name: matches $matches', ({ said, match, matches }) => {
    expect(branchMatches(said, match)).toBe(matches);
  });
});

describe('a menu of numbers, in a call', () => {
  test.each([
    { said: 'one', path: ['ask', 'route', 'billing'] },
    { said: 'Two.', path: ['ask', 'route', 'support'] },
    { said: 'option two', path: ['ask', 'route', 'support'] },
    { said: 'the second one', path: ['ask', 'route', 'repeat'] },
    { said: 'the blue one', path: ['ask', 'route', 'repeat'] },
    { said: 'twenty-two', path: ['ask', 'route', 'repeat'] },
  ])('a caller saying "$said" goes $path', async ({ said, path }) => {
    const { flow, issues } = await loadFlow(flowPath('number-menu.flow.yaml'));
    expect(issues).toEqual([]);
    const call = await startCall(flow!);
    await call.hear(said);
    expect(call.path).toEqual(path);
  });

  test('a caller saying "no-one" to "anything else?" is not taken for a no', async () => {
    const { flow } = await loadFlow(flowPath('number-menu.flow.yaml'));
    const call = await startCall(flow!);
    await call.hear('twenty-two');
    await call.hear('no-one has called me back');
    expect(call.path.slice(-2)).toEqual(['anything_else', 'operator']);
  });
});

describe('a case whose phrase holds an earlier case\'s phrase', () => {
  test('is a shadowed_phrase warning naming the node, both phrases, their line and the fix', async () => {
    const { flow, issues } = await loadFlow(flowPath('unsure-answers.flow.yaml'));
    expect(flow).not.toBeNull();
    const shadowed = issues.filter((issue) => issue.code === ISSUE.shadowedPhrase);
    expect(shadowed.map(({ severity, node, line, path }) => ({ severity, node, line, path }))).toEqual([
      { severity: 'warning', node: 'route', line: 18, path: 'nodes.route.cases.1.match.1' },
      { severity: 'warning', node: 'route', line: 20, path: 'nodes.route.cases.2.match.0' },
    ]);
    expect(shadowed[0]?.message).toBe('branch node "route": cases[1]\'s "not sure" holds cases[0]\'s "sure", and cases are tried in order, ' +
      'so a caller saying "not sure" takes cases[0] (to "book"), never this one; put this case before cases[0]');
    expect(shadowed[1]?.message).toContain('cases[2]\'s "yes please" holds cases[0]\'s "yes"');
  });

  test.each([
    {
      name: 'a number and its words in two cases are one phrase: named as written, with the fix to keep one',
      cases: '[{ match: [one, yes], next: a }, { match: ["1", twenty-one], next: b }]',
      message: 'branch node "route": cases[1]\'s "1" is cases[0]\'s "one" as a branch compares them (a number said in words is its digits, ' +
        'case and punctuation aside), and cases are tried in order, so a caller saying "1" takes cases[0] (to "a"), never this one; keep the phrase in one case only',
    },
    {
      name: 'a longer phrase is named as written',
      cases: '[{ match: [Sure], next: a }, { match: [Not Sure], next: b }]',
      message: 'branch node "route": cases[1]\'s "Not Sure" holds cases[0]\'s "Sure", and cases are tried in order, so a caller saying "Not Sure" takes cases[0] (to "a"), never this one; put this case before cases[0]',
    },
  ])('$name', async ({ cases, message }) => {
    const { issues } = await loadFlowText(`nodes:\n  ask: { kind: collect, text: Say one., into: choice, next: route }\n  route: { kind: branch, variable: choice, cases: ${cases}, otherwise: c }\n  a: { kind: end }\n  b: { kind: end }\n  c: { kind: end }\n`, '/virtual/menu.flow.yaml');
    expect(issues.map((issue) => [issue.code, issue.message])).toEqual([[ISSUE.shadowedPhrase, message]]);
  });

  // Until 2026-12-06 a hyphen was read as a space here: "no-one" was said to hold "no" and be never reached.
  test.each([
    { cases: '[{ match: [no], next: a }, { match: [no-one], next: b }]', said: 'no-one', shadowed: undefined, goes: 'b' },
    { cases: '[{ match: [yes], next: a }, { match: [yes-man], next: b }]', said: 'yes-man', shadowed: undefined, goes: 'b' },
    { cases: '[{ match: [no], next: a }, { match: [no one], next: b }]', said: 'no one', shadowed: 'cases[1]\'s "no one" holds cases[0]\'s "no"', goes: 'a' },
    { cases: '[{ match: [no one], next: a }, { match: [no-one], next: b }]', said: 'no-one', shadowed: 'cases[1]\'s "no-one" is cases[0]\'s "no one" as a branch compares them', goes: 'a' },
  ])('$cases: a caller saying "$said" takes case $goes, and shadowed_phrase says so or is silent', async ({ cases, said, shadowed, goes }) => {
    const { flow, issues } = await loadFlowText(`nodes:\n  ask: { kind: collect, text: Anyone else?, into: choice, next: route }\n  route: { kind: branch, variable: choice, cases: ${cases}, otherwise: c }\n  a: { kind: end }\n  b: { kind: end }\n  c: { kind: end }\n`, '/virtual/menu.flow.yaml');
    expect(issues.map((issue) => issue.message)).toEqual(shadowed === undefined ? [] : [expect.stringContaining(shadowed)]);
    const call = await startCall(flow!);
    await call.hear(said);
    expect(call.path).toEqual(['ask', 'route', goes]);
  });

  test('is what the call does: "not sure" books', async () => {
    const { flow } = await loadFlow(flowPath('unsure-answers.flow.yaml'));
    const call = await startCall(flow!);
    await call.hear('Not sure.');
    expect(call.path).toEqual(['ask', 'route', 'book']);
  });

  test('is not reported once the longer phrase comes first, and "not sure" then goes its own way', async () => {
    const file = flowPath('unsure-answers.flow.yaml');
    const text = await readFile(file, 'utf8');
    // The fix the warning gives: the case with "not sure" first, and "yes please" in the case with "yes".
    const fixed = text.replace('      - match: [yes, sure]\n        next: book\n', '')
      .replace('      - match: [yes please]\n        next: book\n', '      - match: [yes, sure, yes please]\n        next: book\n');
    const { flow, issues } = await loadFlowText(fixed, file);
    expect(issues.filter((issue) => issue.code === ISSUE.shadowedPhrase)).toEqual([]);
    const call = await startCall(flow!);
    await call.hear('Not sure.');
    expect(call.path).toEqual(['ask', 'route', 'later']);
  });
});

describe('the keys * and # are words of a branch, and so are their names said aloud', () => {
  test.each([
    { said: '*', match: ['*'], matches: true },
    { said: '#', match: ['#'], matches: true },
    { said: '*1', match: ['*1'], matches: true },
    // Keys pressed together are one entry, as "101" is: "*1" holds neither "*" nor "1".
    { said: '*1', match: ['1'], matches: false },
    { said: '*1', match: ['*'], matches: false },
    { said: '1*', match: ['1'], matches: false },
    { said: 'star', match: ['*'], matches: true },
    { said: 'Star, please.', match: ['*'], matches: true },
    { said: 'press star', match: ['*'], matches: true },
    { said: 'pound', match: ['#'], matches: true },
    { said: 'the hash key', match: ['#'], matches: true },
    { said: '*', match: ['star'], matches: true },
    // Said one by one, they are words apart, as digits are: a case lists "*1" both ways.
    { said: 'star one', match: ['*1'], matches: false },
    { said: 'star one', match: ['star 1'], matches: true },
    { said: 'starry night', match: ['*'], matches: false },
    { said: 'pounds', match: ['#'], matches: false },
    // A number written after "#" is the number ("#1 in line"), and bold marks around a word are no key.
    { said: '#1 in line', match: ['1'], matches: true },
    { said: '#1 in line', match: ['#'], matches: false },
    { said: '**yes**', match: ['yes'], matches: true },
    { said: '**yes**', match: ['*'], matches: false },
    { said: 'no keys here', match: ['*'], matches: false },
  ])('"$said" against $match matches: $matches', ({ said, match, matches }) => {
    expect(branchMatches(said, match)).toBe(matches);
  });
});
