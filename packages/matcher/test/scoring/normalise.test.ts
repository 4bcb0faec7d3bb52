import { describe, expect, test } from '@jest/globals';
import { callerValue } from '../../src/normalise/callerSpeech.js';
import { digitsOf, isDigitValue } from '../../src/normalise/digits.js';
import { withoutLeadIn } from '../../src/normalise/leadIn.js';
import { nameWords } from '../../src/normalise/nameTokens.js';
import { normaliseText } from '../../src/normalise/normaliseText.js';
import { joinSpelledRuns, joinXRay, letterWithExample, spelledCode, withoutAsIn } from '../../src/normalise/spelledLetters.js';
import { spokenDigits, tensApartReading } from '../../src/normalise/spokenDigits.js';
import { namesCities } from '../../src/normalise/usStates.js';
import { prepareValue } from '../../src/scoring/preparedValue.js';

describe('normaliseText', () => {
  test.each([
    ['case is folded', 'CAITLIN Myers', 'caitlin myers'],
    ['accents are stripped', 'Zoë Renée Ñúñez', 'zoe renee nunez'],
    ['apostrophes join their word', "O'Brien D’Arcy", 'obrien darcy'],
    ['punctuation separates words', 'Smith-Jones, Anne.', 'smith jones anne'],
    ['runs of whitespace collapse', '  Sean \t  Riley \n', 'sean riley'],
    ['letters without a decomposition are spelled out', 'Straße Ærø', 'strasse aero'],
    ['an ampersand reads as "and"', 'Smith & Sons', 'smith and sons'],
    ['empty stays empty', '  ', ''],
    ['Cyrillic is transliterated, other scripts keep their letters', 'Иван Петров, 王伟', 'ivan petrov 王伟'],
    ['Greek is transliterated as such names are spelled in English', 'Χρήστος Παπαδόπουλος, Ευάγγελος', 'christos papadopoulos evangelos'],
    ['a Cyrillic letter and its mark, composed or not, are one letter', 'Йован Андрей Хрущёв, \u0418\u0306ован', 'yovan andrey khrushchyov yovan'],
    ['a stress mark on a Cyrillic word is dropped', 'Ива\u0301н', 'ivan'],
    ['Georgian is transliterated, Armenian keeps its letters', 'გიორგი Արամ', 'giorgi արամ'],
    ['Latin umlauts are folded as before, not spelled out', 'Müller Björn', 'muller bjorn'],
    ['an abjad keeps its letters', 'محمد علي', 'محمد علي'],
    ['marks of other scripts stay in their word', 'अनिल कुमार', 'अनिल कुमार'],
    ['punctuation of other scripts separates', 'محمد، علي', 'محمد علي'],
    ['the ʻokina joins its word as an apostrophe does', 'Kaʻahumanu Hawaiʼi', 'kaahumanu hawaii'],
  ])('%s', (_name, input, expected) => {
    expect(normaliseText(input)).toBe(expected);
  });
});

describe('nameWords', () => {
  test.each([
    ['"Last, First" is put in spoken order', 'Myers, Caitlin', ['caitlin', 'myers']],
    ['titles and suffixes are dropped', 'Dr. Sean Riley Jr', ['sean', 'riley']],
    ['a name that is only a title keeps it', 'Doctor', ['doctor']],
    ['titles as a recogniser writes them said are dropped', 'mister John Smith', ['john', 'smith']],
    ['"missus" is Mrs said', 'missus Dorothy Williams', ['dorothy', 'williams']],
    ['a middle name is kept', 'Caitlin Anne Myers', ['caitlin', 'anne', 'myers']],
    ['"Last, First" with four given names is put in spoken order', 'Garcia, Maria de los Angeles', ['maria', 'de', 'los', 'angeles', 'garcia']],
    ['an address\'s comma after its number is no "Last, First"', '123 Main Street, Apt B', ['123', 'main', 'street', 'apt', 'b']],
    ['a street before a comma with its number is no surname', 'Flat 3, 5 Willow Way', ['flat', '3', '5', 'willow', 'way']],
    ['a sentence going on after "Last, First" is kept in its order', "Myers, Caitlin and I'm calling about my bill", ['myers', 'caitlin', 'and', 'im', 'calling', 'about', 'my', 'bill']],
  ])('%s', (_name, input, expected) => {
    expect(nameWords(input)).toEqual(expected);
  });
});

describe('spoken digits', () => {
  test.each([
    ['digits read one by one', 'five five five oh one two three', '5550123'],
    ['"double" repeats the next digit', 'double seven', '77'],
    ['"triple" repeats it three times', 'triple zero one', '0001'],
    ['written and spoken digits join into one number', '555 oh one two three', '5550123'],
    ['words that only sound like digits stay words', 'to be or not', 'to be or not'],
    ['ordinary words around a number are kept', 'account five one two please', 'account 512 please'],
    ['"oh" is a digit inside a number', 'one oh one', '101'],
    ['one digit word on its own is a digit', 'seven', '7'],
    ['one word that only sounds like a digit stays a word', 'oh', 'oh'],
    ['one written code stays as it is', 'a1234567', 'a1234567'],
    ['a word named like an object member is a word', 'constructor one two', 'constructor 12'],
    ['teens and tens said in groups', 'three twelve five fifty five oh one forty two', '3125550142'],
    ['tens alone', 'ninety oh one', '9001'],
    ['digits are read as a string, not added up', 'ten oh one', '1001'],
    ['a year said in two halves', 'twenty twenty five', '2025'],
    ['hundreds', 'five hundred and two then one hundred forty two then five hundred', '502 then 142 then 500'],
    ['thousands', 'two thousand and one then two thousand three hundred four then fifteen hundred', '2001 then 2304 then 1500'],
    ['words around a number said in groups', 'i am forty two', 'i am 42'],
    ['a teen on its own is a number', 'seventeen', '17'],
    ['a zero after "hundred" is the next digit, not its units', 'five five five one hundred zero zero zero zero', '5551000000'],
    ['a zero after "thousand" is the next digit', 'two thousand zero one', '200001'],
    ['a toll-free number: "eight hundred" then digits one by one', 'one eight hundred five five five one two one two', '18005551212'],
    ['"eight hundred" then digits in groups', 'one eight hundred five five five twelve twelve', '18005551212'],
    ['"hundred and" a digit is its units even before more digits', 'eight hundred and five five five', '80555'],
    ['a digit alone after "hundred" at the end is its units', 'extension two hundred four', 'extension 204'],
    ['tens and a unit before "thousand"', 'seventy seven thousand and one', '77001'],
    ['tens and a unit before "thousand", no "and"', 'twenty one thousand five', '21005'],
    ['tens alone before "thousand"', 'ninety thousand', '90000'],
    ['tens and a unit before "hundred"', 'twenty five hundred then forty five hundred and six', '2500 then 4506'],
    ['tens before "thousand", hundreds after it', 'forty two thousand three hundred', '42300'],
    ['tens before "hundred" in a phone number said in groups', 'five five five fifty five hundred', '5555500'],
    ['written digits take no scale', '555 hundred', '555 hundred'],
  ])('%s', (_name, input, expected) => {
    expect(spokenDigits(input)).toBe(expected);
  });

  test.each([
    ['tens, a unit, then digits one by one: the tens alone, the unit the first digit', 'plus four nine thirty one two three four', 'plus 49301234'],
    ['a local number so said', 'oh thirty one two three four five six seven eight', '03012345678'],
    ['numbers said in groups have one reading', 'three twelve five fifty five oh one forty two', undefined],
    ['tens and a unit before more tens: the tens alone', 'seven twenty five fifty five oh one ninety nine', '7205550199'],
    ['tens and a unit before tens and a unit, then a teen: the first tens alone', 'four eighty five fifty five twelve thirty four', '4805551234'],
    ['tens and a unit at the end have one reading', 'my extension is forty two', undefined],
    ['tens and a unit before "oh" have one reading', 'five fifty five oh one', undefined],
    ['a pair, then digits with "oh" for zero: the tens alone', 'sixty six oh one', '60601'],
    ['a pair, then "oh" twice', 'seventy eight oh oh one', '708001'],
    ['"oh" after tens and a unit, a lone "oh" last, stays one reading', 'sixty six oh', undefined],
  ])('the other reading of tens before digits: %s', (_name, input, expected) => {
    expect(tensApartReading(input)).toBe(expected);
  });

  test.each([
    ['+1 (555) 010-0123', true, '15550100123'],
    ['555.010.0123', true, '5550100123'],
    ['A1001', false, '1001'],
    ['Caitlin', false, ''],
  ])('%s is a digit value: %s (digits %s)', (input, isDigits, digits) => {
    expect(isDigitValue(input)).toBe(isDigits);
    expect(digitsOf(input)).toBe(digits);
  });
});

describe('spelled letters', () => {
  test.each([
    ['NATO words and digits spell a code', ['alpha', '10'], 'a10'],
    ['"as in" spelling has been reduced to letters', ['c', 'd', '42'], 'cd42'],
    ['a written code is its own code', ['a1001'], 'a1001'],
    ['letters alone are a spelled word, not a code', ['k', 'a', 't', 'e'], null],
    ['letters with a NATO word spell a code', ['k', 'alpha', 't', 'e'], 'kate'],
    ['a name made of NATO words is not a code', ['victor', 'oscar'], null],
    ['an ordinary word means no code', ['charlie', 'brown'], null],
    ['a single word without digits is no code', ['caitlin'], null],
    ['a word named like an object member is no NATO word', ['constructor', '1'], null],
    ['a short word beside digits keeps the value words (Jo 23)', ['jo', '23'], null],
    ['a longer word beside digits keeps the value a phrase (12 Main St)', ['12', 'main', 'st'], null],
  ])('%s', (_name, input, expected) => {
    expect(spelledCode(input)).toBe(expected);
  });

  test.each([
    ['"c as in charlie" keeps the letter', ['c', 'as', 'in', 'charlie', 'one'], ['c', 'one']],
    ['"b for bravo" keeps the letter', ['b', 'for', 'bravo'], ['b']],
    ['"for" after a letter that does not start the next word stays', ['j', 'for', 'mary'], ['j', 'for', 'mary']],
    ['"d like david" keeps the letter', ['d', 'like', 'david', 'one'], ['d', 'one']],
    ['"like" after a letter that does not start the next word stays', ['a', 'like', 'mary'], ['a', 'like', 'mary']],
    ['a letter said by its name before "as in" a word it starts is the letter', ['bee', 'as', 'in', 'boy', 'two'], ['b', 'two']],
    ['"see as in charlie, dee as in delta"', ['see', 'as', 'in', 'charlie', 'dee', 'as', 'in', 'delta'], ['c', 'd']],
    ['a name before "as in" a word it does not start stays', ['bee', 'as', 'in', 'mary'], ['bee', 'as', 'in', 'mary']],
    ['a name before "like" stays a word ("Be Like Bob")', ['be', 'like', 'bob'], ['be', 'like', 'bob']],
  ])('%s', (_name, input, expected) => {
    expect(withoutAsIn(input)).toEqual(expected);
  });

  test.each([
    ['"j as in juliet"', ['j', 'as', 'in', 'juliet', 'o', 'a', 'n'], 0, { letter: 'j', length: 4 }],
    ['after a name', ['joan', 'smith', 'j', 'as', 'in', 'juliet', 'o'], 2, { letter: 'j', length: 4 }],
    ['a letter said by its name', ['see', 'as', 'in', 'charlie'], 0, { letter: 'c', length: 4 }],
    ['"x as in x ray", the NATO word split', ['x', 'as', 'in', 'x', 'ray', 'one'], 0, { letter: 'x', length: 5 }],
    ['"s for sam"', ['s', 'for', 'sam'], 0, { letter: 's', length: 3 }],
    ['"m like mike"', ['m', 'like', 'mike'], 0, { letter: 'm', length: 3 }],
    ['"a for alpha"', ['a', 'for', 'alpha'], 0, { letter: 'a', length: 3 }],
    ['a word that does not start with the letter', ['b', 'as', 'in', 'mary'], 0, undefined],
    ['a letter is no example of itself', ['b', 'as', 'in', 'b'], 0, undefined],
    ['a word that is a letter, before "like"', ['i', 'like', 'ivan'], 0, undefined],
    ['a letter\'s name before "like" ("Be Like Bob")', ['be', 'like', 'bob'], 0, undefined],
    ['nothing after "as in"', ['c', 'as', 'in'], 0, undefined],
  ] as const)('a letter said with a word it starts: %s', (_name, words, at, expected) => {
    expect(letterWithExample(words, at)).toEqual(expected);
  });

  test.each([
    ['"x ray" (written X-ray) is the NATO word', ['x', 'ray', 'juliet', '9'], ['xray', 'juliet', '9']],
    ['"ray" after another letter stays', ['j', 'ray'], ['j', 'ray']],
    ['"X-ray" in a value that spells nothing else stays words (a room "X-Ray 2")', ['x', 'ray', '2'], ['x', 'ray', '2']],
  ])('%s', (_name, input, expected) => {
    expect(joinXRay(input)).toEqual(expected);
  });

  test.each([
    ['X-ray Juliet 9', 'xj9'],
    ['x ray juliet nine', 'xj9'],
    ['X as in X-ray, J as in Juliet, 9', 'xj9'],
    ['SW1A 1AA', 'sw1a1aa'],
    ['s w one a one a a', 'sw1a1aa'],
    ['D like David, one zero zero one', 'd1001'],
    ['AB-123', 'ab123'],
    ['kb/7', 'kb7'],
    ['Jo 23', null],
    ['221B Baker Street', null],
    ['8th Avenue', null],
    ['Mr Li 2', null],
    ['X-Ray 2', null],
  ])('%s spells the code %s', (heard, code) => {
    expect(prepareValue(heard).code).toBe(code);
  });

  test.each([
    ['a spelled name becomes one word', ['k', 'a', 't', 'e', 'myers'], ['kate', 'myers']],
    ['a lone initial stays an initial', ['j', 'smith'], ['j', 'smith']],
  ])('%s', (_name, input, expected) => {
    expect(joinSpelledRuns(input)).toEqual(expected);
  });
});

describe('the words a caller says around a value', () => {
  test.each([
    ['My name is Kaitlyn Meyers', 'Kaitlyn Meyers'],
    ["Hi, my name's Zoë Müller, thanks", 'Zoë Müller'],
    ["I'm Sean Riley", 'Sean Riley'],
    ['i am sean riley please', 'sean riley'],
    ['this is Sean', 'Sean'],
    ["yes it's A1001 please", 'A1001'],
    ['um its Kaitlyn', 'Kaitlyn'],
    ['it is under the name Myers', 'Myers'],
    ['my account number is AB 123', 'AB 123'],
    ["my phone number's 555 010 0123", '555 010 0123'],
    ['The number is 5550100', '5550100'],
    ["you're speaking with Ann Lee", 'Ann Lee'],
    ['yes, Kaitlyn Meyers', 'Kaitlyn Meyers'],
    ['yeah hi Kaitlyn Meyers', 'Kaitlyn Meyers'],
    ['Caitlin Myers speaking', 'Caitlin Myers'],
    ['this is Caitlin Myers calling', 'Caitlin Myers'],
    ['hello, Sean Riley here, thanks', 'Sean Riley'],
    // An agent's guess put right, or a caller starting again.
    ["no, it's Joan Smith", 'Joan Smith'],
    ['No. Joan Smith', 'Joan Smith'],
    ["nope, it's Joan Smith", 'Joan Smith'],
    ["actually it's Joan Smith", 'Joan Smith'],
    ['sorry, this is Joan Smith', 'Joan Smith'],
    ['Sorry, Joan Smith', 'Joan Smith'],
    // "like" and "you know" before the value, alone or after a lead-in.
    ['like kaitlyn meyers', 'kaitlyn meyers'],
    ['like, Kaitlyn Meyers', 'Kaitlyn Meyers'],
    ["it's like kaitlyn meyers", 'kaitlyn meyers'],
    ['you know, Joan Smith', 'Joan Smith'],
    ['like my name is joan smith', 'joan smith'],
    ['yeah like a one zero zero zero six', 'a one zero zero zero six'],
  ])('%s → %s', (heard, value) => {
    expect(withoutLeadIn(heard)).toBe(value);
  });

  test.each([
    ['a name as said', 'Kaitlyn Meyers'],
    ['Im, a surname', 'Im Soojin'],
    ['My, a given name', 'My Lan Nguyen'],
    ['Under, a first word', 'Under Armour'],
    ['names that start like a lead-in', 'Itsuki Sato'],
    ['a lead-in with nothing after it', 'my name is'],
    ['"please" alone', 'please'],
    ['"yes" alone', 'yes'],
    ['Oh, a surname', 'Oh Minji'],
    ['So, a surname', 'So Yeon Park'],
    ['No, a surname', 'No Minjun'],
    ['a lead-in without its verb', 'name is Kate'],
    ['"like" inside a name', 'Be Like Bob'],
    ['"like" alone', 'like'],
  ])('%s is kept as it is', (_name, heard) => {
    expect(withoutLeadIn(heard)).toBe(heard);
  });

  test.each(['Yes Bank', 'Hello Fresh', 'OK Tire', 'A Higher Calling', 'Right Here', 'Like Minds Ltd'])('%s keeps an answer word or a closer the column holds', (heard) => {
    const held = new Set(['yes', 'hello', 'ok', 'calling', 'here', 'like']);
    expect(withoutLeadIn(heard, (word) => held.has(word))).toBe(heard);
  });
});

describe('hesitations, spelling hints and a name spelled after it is said', () => {
  test.each([
    ['hesitations anywhere', 'um Caitlin uh Myers', 'Caitlin Myers'],
    ['"like" as a hesitation in a code said', 'uh B like two zero four one seven', 'B two zero four one seven'],
    ['"like" as a hesitation in a number said', 'three one two, like, five five five', 'three one two, five five five'],
    ['"dash" said between numbers is a pause', 'three one two dash five five five dash oh one four two', 'three one two, five five five, oh one four two'],
    // (Until 2026-12-07 "dash" between words stayed a word of the name: "Siobhan O'Brien dash Walsh" was ambiguous.)
    ['"dash" said between words of a name is its hyphen', 'Smith dash Jones', 'Smith-Jones'],
    ['"hyphen" said between words of a name is its hyphen', 'Mary hyphen Jane Watson', 'Mary-Jane Watson'],
    ['"dash" beside a letter spelled stays', 'Apt four dash B', 'Apt four dash B'],
    ['"slash" said between numbers stays for a date', 'three slash five slash eighty five', 'three slash five slash eighty five'],
    ['a hesitation keeps the "Last, First" comma', 'Myers, um, Caitlin', 'Myers, Caitlin'],
    ['a hesitation before a lead-in', 'um, my name is Caitlin Myers', 'Caitlin Myers'],
    ['"with a C" at the end', 'Caitlin Myers with a C', 'Caitlin Myers'],
    ['"with a K" between the names', 'Kaitlyn with a K Meyers', 'Kaitlyn Meyers'],
    ['"spelled with a C"', 'Caitlin Myers, spelled with a C', 'Caitlin Myers'],
    ['"that\'s Caitlin with a C"', "Caitlin Myers, that's Caitlin with a C", 'Caitlin Myers'],
    ['"without an H"', 'Jon without an H Smith', 'Jon Smith'],
    ['"with two Ls"', 'Phillip with two Ls Jones', 'Phillip Jones'],
    ['"with a P H"', 'Stephen with a P H Jones', 'Stephen Jones'],
    ['a hint before "please"', 'Caitlin Myers with a C please', 'Caitlin Myers'],
    ['a name spelled after it', 'Caitlin Meyers M Y E R S', 'Caitlin Myers'],
    ['a spelling that corrects the recogniser', "it's Kaitlyn, C A I T L I N, Myers", 'Caitlin Myers'],
    ['hyphenated letters after "that\'s"', 'Caitlin, that\'s C-A-I-T-L-I-N, Myers', 'Caitlin Myers'],
    ['"spelled" before the letters', 'Caitlin spelled C A I T L I N Myers', 'Caitlin Myers'],
    ['a spelling after "Last, First" keeps the comma', 'Myers, Caitlin, C A I T L I N', 'Myers, Caitlin'],
    ['a surname and its spelling alone', 'Meyers, M-Y-E-R-S', 'Myers'],
    ['the surname spelled after "Last, First"', 'Meyers, Caitlin, M Y E R S', 'Myers, Caitlin'],
    ['the first name spelled after the whole name', 'Kaitlyn Meyers, C A I T L I N', 'Caitlin Meyers'],
    ['"comma" said between the surname and the first name', 'Myers comma Caitlin', 'Myers, Caitlin'],
    ['"comma" said, then the surname spelled', 'Myers comma Caitlin comma M Y E R S', 'Myers, Caitlin'],
    ['a US state code after a comma', 'Pittsburg, PA', 'Pittsburg'],
    ['a US state after a comma, after a lead-in', 'I live in Albany, New York.', 'I live in Albany'],
    ['"double N" in a spelling', 'Jenifer, J E double N I F E R', 'Jennifer'],
    ['"double O" in a spelling with no word beside it', 'M double O R E', 'M O O R E'],
    ['two names spelled one after the other, a pause between', 'C A I T L I N, M Y E R S', 'Caitlin Myers'],
    ['a name said, then both names spelled without a pause', 'Jon Smith J O A N S M I T H', 'Joan Smith'],
    ['both names spelled without a pause, then said', 'c a i t l i n m y e r s kaitlyn meyers', 'caitlin myers'],
    ['a name said, then both names spelled after "that\'s"', "Caitlin Myers, that's C A I T L I N M Y E R S", 'Caitlin Myers'],
    ['a name said, then both names spelled', 'Kaitlyn, C A I T L I N, M Y E R S', 'Caitlin Myers'],
    ['both names spelled, then the surname said', 'C A I T L I N, M Y E R S, meyers', 'Caitlin myers'],
    ['both names spelled, surname first', 'M-Y-E-R-S, C-A-I-T-L-I-N', 'Myers Caitlin'],
    ['a name, then each part clarified', "Kaitlyn Cohen, that's Kaitlyn with a K and Cohen C O H E N", 'Kaitlyn Cohen'],
    ['a part clarified takes the place of the word said', 'Katelyn Cohen, Kaitlyn with a K, and Cohen', 'Kaitlyn Cohen'],
    ['labelled parts, last name first', 'last name Myers, first name Caitlin', 'Caitlin Myers'],
    ['labelled parts after a lead-in, with a middle name', 'yes, my last name is Myers, my first name is Caitlin and my middle name is Anne please', 'Caitlin Anne Myers'],
    ['labelled parts spelled', 'the surname is S M I T H and the first name is J O A N', 'Joan Smith'],
    ['"as in" starting the spelling after a name', 'Joan Smith, J as in Juliet O A N', 'Joan Smith'],
    ['"as in" starting the spelling between the names', 'Mark, M as in Mike A R K, Lee', 'Mark Lee'],
    ['"as in" starting the spelling that corrects the recogniser', 'Shaun Riley, S as in Sierra E A N', 'Sean Riley'],
    ['"as in" after "that\'s", a pause after each letter', "Caitlin Myers, that's M as in Mary, Y, E, R, S", 'Caitlin Myers'],
    ['"as in" inside the spelling', 'Mark Lee, L as in Lima E E', 'Mark Lee'],
    ['"for" starting the spelling', 'Smith, S for Sam M I T H', 'Smith'],
    ['a letter\'s name before "as in"', 'Caitlin, see as in Charlie ay eye tee el eye en, Myers', 'Caitlin Myers'],
    ['"as in" starting a spelling with no word beside it', 'C as in Charlie A I T L I N Myers', 'C A I T L I N Myers'],
  ])('%s: %s → %s', (_name, heard, value) => {
    expect(callerValue(heard)).toBe(value);
  });

  test.each([
    ['i like five at gmail dot com', undefined, 'ilike5@gmail.com'],
    ['Be Like Bob', (word: string) => word === 'like', 'Be Like Bob'],
  ])('"like" stays in an address said, and where the column holds it: %s → %s', (heard, holds, value) => {
    expect(callerValue(heard, holds, { emails: heard.includes(' at ') })).toBe(value);
  });

  test.each([
    ['"as in" a NATO word, then digits', 'B as in bravo two zero zero one', 'B two zero zero one'],
    ['a letter\'s name "as in" a word, then digits', 'bee as in boy two zero zero one', 'B two zero zero one'],
    ['"as in" each letter, digits between', 'O as in Oscar X as in X-ray one two J as in Juliet D as in Delta', 'O X one two J D'],
    ['the letter O beside a digit is read back as Oscar', 'O as in Oscar one two three', 'Oscar one two three'],
    ['"x as in x ray" split by the recogniser', 'X as in x ray J as in Juliet nine', 'X J nine'],
  ])('in a column of codes, %s: %s is heard as %s', (_name, heard, value) => {
    expect(callerValue(heard, undefined, { codes: true })).toBe(value);
  });

  test.each([
    ['a name as said', 'Kaitlyn Meyers'],
    ['"Last, First"', 'Myers, Caitlin'],
    ['initials that spell no neighbour', 'Mary J K Smith'],
    ['two initials after a short name (a spelling is three letters or more)', 'Al A B Smith'],
    ['a spelled first name before a surname', 'I A N Smith'],
    ['a state after a city', 'New York N Y'],
    ['a code said letter by letter', 'A 1 0 0 1'],
    ['"with" and a name', 'John Smith with Mary'],
    ['only a hesitation', 'uh'],
    ['only a hint', 'with a C'],
    ['"double" in a name', 'Double D Ranch'],
    ['"double" before a word', 'the double agent'],
    ['letters each after a pause are one spelling, not split', 'K, A, T, E'],
    ['a letter "as in" a word it does not start', 'Joan, B as in Mary'],
    ['"I like" a word', 'I like Ivan'],
    ['a letter\'s name before "like"', 'Be Like Bob'],
  ])('%s is kept: %s', (_name, heard) => {
    expect(callerValue(heard)).toBe(heard);
  });

  test.each([
    ['the labels, in a column holding "name"', 'first name Caitlin last name Myers', 'name', 'first name Caitlin last name Myers'],
    ['the parts said again, in a column holding "and"', 'Kaitlyn Cohen, Kaitlyn with a K, and Cohen', 'and', 'Kaitlyn Cohen, Kaitlyn, and Cohen'],
    ['"comma", in a column holding it', 'Myers comma Caitlin', 'comma', 'Myers comma Caitlin'],
    ['"for" after a letter, in a column holding it', 'Plan B for Business', 'for', 'Plan B for Business'],
    ['a state after a comma, in a column holding its word', 'Smith, Georgia', 'georgia', 'Smith, Georgia'],
  ])('%s are kept: %s', (_name, heard, held, value) => {
    expect(callerValue(heard, (word) => word === held)).toBe(value);
  });

  // A column of cities holding Kansas City and Washington (`withoutStateOfCity`).
  const city = { holds: (word: string) => ['kansas', 'city', 'washington'].includes(word), endsValue: (words: string) => words === 'city' || words === 'washington' };
  test.each([
    ['a state code in brackets', 'Pittsburg (PA)', 'Pittsburg'],
    ['a state code after a dash, a full stop after it', 'Pittsburg - PA.', 'Pittsburg'],
    ['a state code spelled after a city of two words', 'New York N Y', 'New York'],
    ['a state after a comma, a state word first in the city', 'Kansas City, Kansas', 'Kansas City'],
    ['a state of three words', 'Georgetown District of Columbia', 'Georgetown'],
  ])('in a column of cities, %s: %s → %s', (_name, heard, value) => {
    expect(callerValue(heard, city.holds, { city })).toBe(value);
  });

  test.each([
    ['three letters at the end are initials or a spelling, no state code', 'Austin J T X'],
    ['a state word that ends a city of the column', 'Seattle Washington'],
    ['a state word after a word the column holds only before another', 'Kansas Missouri'],
    ['a state code alone', 'PA'],
    ['a state code spelled alone', 'P. A.'],
  ])('in a column of cities, %s is kept: %s', (_name, heard) => {
    expect(callerValue(heard, city.holds, { city })).toBe(heard);
  });

  test.each([
    ['City', true], ['Billing City', true], ['billing_city', true], ['CityName', true], ['Home town', true],
    ['Hometown', true], ['Township', true], ['Full Name', false], ['Velocity', false], ['Ethnicity', false], ['State', false],
    ['Ville', true], ['Stadt', true], ['Wohnort', true], ['Ciudad', true], ['Città', true], ['Cidade', true], ['Woonplaats', true],
    ['Villeneuve', false], ['Ortsteil', false], ['Sort Code', false],
  ])('a header "%s" names cities: %s', (header, cities) => {
    expect(namesCities(header)).toBe(cities);
  });

  test.each([
    ['an address said aloud', 'mark dot lee eight six at example dot com', 'mark.lee86@example.com'],
    ['after a lead-in', 'my email is mark dot lee 86 at example dot com', 'mark.lee86@example.com'],
    ['spelled letters, a dash, a written domain', 'a n n dash lee at example.org', 'ann-lee@example.org'],
    ['underscore and a two-part domain', 'mark underscore lee at mail dot co dot uk', 'mark_lee@mail.co.uk'],
    ['a number written with a hyphen', 'mark dot lee eighty-six at example dot com', 'mark.lee86@example.com'],
    ['a number written with a hyphen after an underscore', 'joan underscore smith seventy-seven at example dot com', 'joan_smith77@example.com'],
    ['a dash said between words stays a dash', 'sean dash riley plus work at example dot co dot uk', 'sean-riley+work@example.co.uk'],
    ['"at sign"', 'caitlin dot myers at sign example dot com', 'caitlin.myers@example.com'],
    ['"at symbol"', 'caitlin dot myers at symbol example dot com', 'caitlin.myers@example.com'],
    ['a domain ending spelled', 'caitlin dot myers at example dot c o m', 'caitlin.myers@example.com'],
    ['a domain ending spelled in capitals', 'olga at example dot R U', 'olga@example.ru'],
    ['a letter "as in" a word', 'K as in kilo obrien at example dot com', 'kobrien@example.com'],
    ['a letter "as in" a word, then letters each after a pause', 'C as in Charlie, A, I, T, L, I, N, dot myers at example dot com', 'caitlin.myers@example.com'],
  ])('in a column of addresses, %s: %s → %s', (_name, heard, value) => {
    expect(callerValue(heard, undefined, { emails: true })).toBe(value);
    expect(callerValue(heard)).not.toBe(value);
  });

  test.each(['I live at Main Street', 'Matt At', 'at example dot com'])('not an address: %s', (heard) => {
    expect(callerValue(heard, undefined, { emails: true })).toBe(heard);
  });

  test('a word the column holds is no hesitation or hint', () => {
    expect(callerValue('Um Soojin', (word) => word === 'um')).toBe('Um Soojin');
    expect(callerValue('Um Soojin')).toBe('Soojin');
    expect(callerValue('Coffee with a K', (word) => word === 'with')).toBe('Coffee with a K');
  });
});
