// Digits read aloud ("five five five, oh one two three", "double seven", "triple zero") back to digits, and numbers
// said in groups as callers say them ("five fifty-five, oh one forty-two", "ten oh one", "one hundred forty two"), a
// pause ending such a group ("seven hundred, nine hundred"), and a zero written as the letter O among digits ("555 O1O0",
// "five five five O1O0").
import { normaliseText } from './normaliseText.js';
import { TENS as TENS_VALUES, UNDER_TWENTY } from './numberWords.js';

// Maps, not object literals: a word such as "constructor" must not find Object.prototype's members.
const DIGIT_WORDS: ReadonlyMap<string, string> = new Map([
  ...[...UNDER_TWENTY].filter(([, value]) => value < 10).map(([word, value]): [string, string] => [word, String(value)]),
  ['oh', '0'], ['o', '0'], ['nought', '0'], ['for', '4'], ['to', '2'], ['too', '2'],
  // A recogniser's words for digits said with an accent or as homophones ("tree", "won", "ate"), and "niner".
  ['tree', '3'], ['won', '1'], ['ate', '8'], ['niner', '9'],
]);
const REPEATS: ReadonlyMap<string, number> = new Map([['double', 2], ['triple', 3]]);

/** Whether a word repeats the digit said after it ("double" in "double four", "triple"): a number's word beside any digit. */
export function isRepeatWord(word: string): boolean {
  return REPEATS.has(word);
}
const TEENS: ReadonlyMap<string, string> = new Map([...UNDER_TWENTY].filter(([, value]) => value >= 10).map(([word, value]) => [word, String(value)]));
// The tens digit of "twenty" … "ninety".
const TENS: ReadonlyMap<string, string> = new Map([...TENS_VALUES].map(([word, value]) => [word, String(value / 10)]));
// Homophones of digits ("to", "for", "o") only count inside a run that already has real digits.
const AMBIGUOUS = new Set(['to', 'too', 'for', 'o', 'oh', 'tree', 'won', 'ate']);
const MAY_HAVE_DIGITS = /\d|\b(?:zero|oh|o|nought|niner|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b/;

const NO_PAUSES: ReadonlySet<number> = new Set();
/** A pause written after a word in what was heard: a comma, a full stop, a colon… (not a space, nor a hyphen). */
export const PAUSE = /[,;:.!?\u2026]/;
const PAUSES = new RegExp(`${PAUSE.source}+`);

/**
 * `spokenDigits` of a value as it was heard (before `normaliseText`, which drops punctuation): a pause written in it
 * (a comma…) ends a number said across it, as a caller's pause ends a group of digits ("oh seven seven hundred, nine
 * hundred, one two three" is 07700 900123, not 077 709 and a hundred more). Pieces either side still join into one
 * run of digits ("five five five, oh one two three" is 5550123). `normalised` is `normaliseText(value)`.
 *
 * @example
 *   spokenDigitsOf('seven hundred, nine hundred') // "700900"
 *   spokenDigitsOf('seven hundred nine') // "709"
 */
export function spokenDigitsOf(value: string, normalised = normaliseText(value), tensApart = false): string {
  if (!PAUSE.test(value) || !MAY_HAVE_DIGITS.test(normalised)) return spokenDigits(normalised, tensApart, NO_PAUSES, true);
  return spokenDigits(normalised, tensApart, pausedWords(value, normalised), true);
}

/**
 * The indexes of the words of `normalised` that a pause follows in `value`; none when the pieces between pauses,
 * normalised one by one, are not the words of the whole (a pause inside a word, "o'clock."…, is then no pause).
 */
function pausedWords(value: string, normalised: string): ReadonlySet<number> {
  const paused = new Set<number>();
  const all: string[] = [];
  // (Words counted as they come: joining all the pieces again at each one was quadratic in a long cell's pauses.)
  let words = 0;
  for (const piece of value.split(PAUSES)) {
    const pieceWords = normaliseText(piece);
    if (pieceWords === '') continue;
    all.push(pieceWords);
    words += pieceWords.split(' ').length;
    paused.add(words - 1);
  }
  return all.join(' ') === normalised ? paused : NO_PAUSES;
}

/** Whether a normalised text may hold a digit or a number said in words (else `spokenDigits` returns it as it is). */
export function mayHaveSpokenDigits(normalised: string): boolean {
  return MAY_HAVE_DIGITS.test(normalised);
}

/**
 * Rewrites runs of spoken digits inside a normalised text as digit strings; other words are kept. `pausedAfter` holds
 * the indexes of the words a pause followed (`spokenDigitsOf`): no number said in groups goes past one. With
 * `endsValue` (`normalised` is a whole value, not a piece of one), "for" or "to" ending it right after a digit said
 * as a word is the digit (`digitWordEndsValue`).
 *
 * @example
 *   spokenDigits('five five five oh one two three') // "5550123"
 *   spokenDigits('double seven 2') // "772"
 *   spokenDigits('five five five oh one two for', false, NO_PAUSES, true) // "5550124"
 */
export function spokenDigits(normalised: string, tensApart = false, pausedAfter: ReadonlySet<number> = NO_PAUSES, endsValue = false): string {
  // Most values (names, cities) have no digit at all: skip the word-by-word pass.
  if (!MAY_HAVE_DIGITS.test(normalised)) return normalised;
  // One word (an account id, a phone written without spaces): a digit word on its own, else itself.
  if (!normalised.includes(' ')) {
    const digit = DIGIT_WORDS.get(normalised) ?? TEENS.get(normalised) ?? tensAlone(normalised);
    return digit !== undefined && !AMBIGUOUS.has(normalised) ? digit : normalised;
  }
  const out: string[] = [];
  // The run of digits being read, piece by piece: a homophone at either end of it ("send it to 555…", "… 0123 for
  // the account") is the word it sounds like, not a digit; only between digits is it one ("five five for two").
  let pieces: { digits: string; words: string[]; real: boolean }[] = [];
  const flush = (atValueEnd = false): void => {
    if (pieces.length === 0) return;
    let first = 0;
    let last = pieces.length - 1;
    if (pieces.some((piece) => piece.real)) {
      while (first <= last && isPreposition(pieces[first]!)) first++;
      while (last >= first && isPreposition(pieces[last]!)) last--;
      if (atValueEnd && last === pieces.length - 2 && digitWordEndsValue(pieces)) last++;
      for (const piece of pieces.slice(0, first)) out.push(...piece.words);
      out.push(pieces.slice(first, last + 1).map((piece) => piece.digits).join(''));
      for (const piece of pieces.slice(last + 1)) out.push(...piece.words);
    } else {
      for (const piece of pieces) out.push(...piece.words);
    }
    pieces = [];
  };
  const tokens = withZerosForOs(normalised === '' ? [] : normalised.split(' '));
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i] ?? '';
    const repeat = REPEATS.get(word);
    const following = tokens[i + 1] ?? '';
    const followingDigit = /^\d$/.test(following) ? following : DIGIT_WORDS.get(following);
    if (repeat !== undefined && followingDigit !== undefined) {
      pieces.push({ digits: followingDigit.repeat(repeat), words: [word, following], real: true });
      i++;
      continue;
    }
    const group = numberAt(tokens, i, tensApart, pausedAfter);
    if (group !== undefined) {
      pieces.push({ digits: group.digits, words: tokens.slice(i, i + group.length), real: group.real });
      i += group.length - 1;
      continue;
    }
    flush();
    out.push(word);
  }
  flush(endsValue);
  return out.join(' ');
}

// A group of written digits in which a recogniser wrote a zero as the letter O ("o142", "o1o0", "1oo").
const DIGITS_WITH_O = /^[0-9o]*[0-9][0-9o]*$/;
// The fewest digits of a number whose groups may hold an O for a zero: a local phone number's (codes are shorter, or
// hold other letters: "ao1234").
const MIN_NUMBER_DIGITS = 7;

/**
 * The words with each letter O read as a zero where it is written among digits: in a run of two groups or more of
 * written digits ("312 555 o142", "555 o1o0"), or of digits said aloud and written ("five five five o1o0", "o77oo
 * nine oh oh one two three"), that makes a number of 7 digits or more. A word ("ohio"), a code with other letters
 * ("ao1234") and a code written as one group or short ("o12345", "o1 2345", "five o1o0") keep their O.
 */
function withZerosForOs(tokens: readonly string[]): readonly string[] {
  let out: string[] | undefined;
  for (let start = 0; start < tokens.length; start++) {
    if (!DIGITS_WITH_O.test(tokens[start]!)) continue;
    let end = start + 1;
    while (end < tokens.length && DIGITS_WITH_O.test(tokens[end]!)) end++;
    const run = tokens.slice(start, end);
    if (run.some((group) => group.includes('o'))) {
      const saidBefore = saidDigitsBeside(tokens, start, -1);
      const saidAfter = saidDigitsBeside(tokens, end - 1, 1);
      const parts = run.length + (saidBefore > 0 ? 1 : 0) + (saidAfter > 0 ? 1 : 0);
      if (parts > 1 && run.join('').length + saidBefore + saidAfter >= MIN_NUMBER_DIGITS) {
        out ??= [...tokens];
        for (let i = start; i < end; i++) out[i] = tokens[i]!.replaceAll('o', '0');
      }
    }
    start = end;
  }
  return out ?? tokens;
}

/**
 * How many digits the words said aloud right before (`step` -1) or after (`step` 1) the token at `from` stand for,
 * read as `spokenDigits` reads them: "five fifty five" is 3, "double five" 2, a lone "oh" none (it may be the letter).
 */
function saidDigitsBeside(tokens: readonly string[], from: number, step: -1 | 1): number {
  let at = from + step;
  while (at >= 0 && at < tokens.length && isSaidNumberWord(tokens[at]!)) at += step;
  const said = step < 0 ? tokens.slice(at + 1, from) : tokens.slice(from + 1, at);
  return said.length === 0 ? 0 : spokenDigits(said.join(' ')).replace(/\D/g, '').length;
}

/**
 * A word of digits said aloud (`saidDigitsBeside`): a digit, a teen, tens, "double", "triple"; not a preposition that
 * only sounds like a digit ("to", "for"), which a number said beside written digits does not run through.
 */
function isSaidNumberWord(word: string): boolean {
  return (DIGIT_WORDS.has(word) && !PREPOSITIONS.has(word)) || TEENS.has(word) || TENS.has(word) || REPEATS.has(word);
}

// Tens, a unit, and a digit said alone after them ("thirty one two"), or a digit, tens, a unit and more tens ("seven
// twenty five fifty five": a group of three said "seven twenty"), or tens and a unit ending the value after a pair
// ("sixty sixty one", "seventy eight seventy one": a ZIP said in pairs): `tensApartReading` reads them another way.
const TENS_WORD = '(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)';
const UNIT_WORD = '(?:one|two|three|four|five|six|seven|eight|nine)';
// (Also "oh" for the zero, before more digits, where no digit is said before the tens: "sixty six oh one" may be 60 6 0 1,
// a ZIP; "five fifty five oh one" is a group of three and stays one reading.)
const TENS_UNIT_DIGIT = new RegExp(
  String.raw`(?:^|\s)${TENS_WORD} ${UNIT_WORD} (?:zero|${UNIT_WORD}|\d)(?=\s|$)` +
    String.raw`|(?<!(?:^|\s)(?:zero|oh|${UNIT_WORD}|\d) )(?<=^|\s)${TENS_WORD} ${UNIT_WORD} oh (?:zero|oh|${UNIT_WORD}|\d)(?=\s|$)|(?:^|\s)(?:zero|${UNIT_WORD}|\d) ${TENS_WORD} ${UNIT_WORD} ${TENS_WORD}(?=\s|$)` +
    String.raw`|(?:^|\s)${TENS_WORD} (?:${UNIT_WORD} )?${TENS_WORD} ${UNIT_WORD}$`,
);

/**
 * The other reading of a number said with tens and a unit and then digits said one by one: `spokenDigits` reads
 * "four nine thirty one two three" as 49 31 2 3, a caller may mean 49 30 1 2 3 (Berlin's area code, 30, said as a
 * number, and the rest digit by digit), as "one eight hundred five five five" is 1 800 555 (`numberAt`), read from
 * what was heard (`spokenDigitsOf`: its pauses kept). Likewise before more tens: "seven twenty five fifty five oh one
 * ninety nine" is 7 25 55 0 1 99 first, and may be 720 555 0199 said in groups without a pause. Undefined when the
 * text holds no such number. A lookup tries it when the first reading finds no one confidently.
 *
 * @example
 *   tensApartReading('plus four nine thirty one two three') // "plus 4930123"
 *   tensApartReading('seven twenty five fifty five oh one ninety nine') // "7205550199"
 *   tensApartReading('five fifty five oh one forty two') // undefined
 */
export function tensApartReading(heard: string): string | undefined {
  const normalised = normaliseText(heard);
  if (!TENS_UNIT_DIGIT.test(normalised)) return undefined;
  const apart = spokenDigitsOf(heard, normalised, true);
  return apart === spokenDigitsOf(heard, normalised) ? undefined : apart;
}

interface SpokenNumber {
  readonly digits: string;
  /** Words it takes. */
  readonly length: number;
  /** Not only words that merely sound like a digit ("to", "for", "oh"). */
  readonly real: boolean;
}

/**
 * The number said from `at`, as the digits a caller means: a digit ("five", "oh", "7"), a teen ("twelve" → 12),
 * tens with or without a unit ("forty two" → 42, "forty" → 40), and a digit, a teen or tens before "hundred" or
 * "thousand" with what follows it ("one hundred forty two" → 142, "five hundred" → 500, "two thousand and one" →
 * 2001, "fifteen hundred" → 1500, "twenty five hundred" → 2500, "seventy seven thousand and one" → 77001). Digits
 * are read as a string, not added up: "ten oh one" is 10, 0, 1 → 1001.
 */
function numberAt(tokens: readonly string[], at: number, tensApart = false, pausedAfter: ReadonlySet<number> = NO_PAUSES): SpokenNumber | undefined {
  const lead = leadAt(tokens, at, tensApart, pausedAfter);
  // (Written digits take no scale: "555 hundred" is no number a caller says.)
  if (lead === undefined || !lead.real || lead.digits === '0' || /^\d/.test(tokens[at]!)) return lead;
  const scale = tokens[at + lead.length];
  if ((scale !== 'hundred' && scale !== 'thousand') || pausedAfter.has(at + lead.length - 1)) return lead;
  const width = scale === 'hundred' ? 2 : 3;
  let next = at + lead.length + 1;
  if (tokens[next] === 'and' && !pausedAfter.has(next - 1)) next++;
  // A pause after "hundred" (or its "and") ends the number: "seven hundred, nine hundred" is 700 900, not 709 and a
  // hundred more.
  if (pausedAfter.has(next - 1)) return { digits: lead.digits + '0'.repeat(width), length: next - at, real: true };
  // "two thousand three hundred" and the like: the hundreds of the thousand.
  const hundreds = width === 3 ? numberAt(tokens, next, false, pausedAfter) : undefined;
  const below = belowHundred(tokens, next, pausedAfter);
  // A digit said alone after it, with more digits said one by one after that, starts those digits: "one eight
  // hundred five five five one two one two" is 1 800 555 1212, not 1 805 551 212 ("eight hundred and five" is 805).
  const digitByDigit = below !== undefined && below.length === 1 && below.digits.length === 1 && tokens[next - 1] !== 'and' && !pausedAfter.has(next) && isDigitWord(tokens[next + 1]);
  const rest = hundreds !== undefined && tokens[next + 1] === 'hundred' ? hundreds : digitByDigit ? undefined : below;
  if (rest !== undefined && rest.digits.length <= width) return { digits: lead.digits + rest.digits.padStart(width, '0'), length: next - at + rest.length, real: true };
  return { digits: lead.digits + '0'.repeat(width), length: lead.length + 1, real: true };
}

/** The number said from `at` before any "hundred" or "thousand": a digit, a teen, or tens with or without a unit. */
function leadAt(tokens: readonly string[], at: number, tensApart: boolean, pausedAfter: ReadonlySet<number>): SpokenNumber | undefined {
  const word = tokens[at]!;
  if (/^\d+$/.test(word)) return { digits: word, length: 1, real: true };
  const tens = TENS.get(word);
  if (tens !== undefined) {
    // ("twenty, five": a pause after the tens ends them, 20 then 5.)
    const unit = pausedAfter.has(at) ? undefined : DIGIT_WORDS.get(tokens[at + 1] ?? '');
    // (Read apart: before a digit said alone, "thirty one two"; after one and before more tens, "seven twenty five fifty".)
    // (And at the end, after pairs: "sixty sixty one" may be 60 60 1, a ZIP said in pairs, as "seventy eight seventy one" 78 70 1.)
    const apart = tensApart && (isDigitWord(tokens[at + 2]) || ohBeforeDigits(tokens, at + 2) || (isDigitWord(tokens[at - 1]) && TENS.has(tokens[at + 2] ?? '')) || (tokens[at + 2] === undefined && afterPair(tokens, at)));
    const withUnit = unit !== undefined && unit !== '0' && !AMBIGUOUS.has(tokens[at + 1]!) && !apart;
    return withUnit ? { digits: tens + unit, length: 2, real: true } : { digits: `${tens}0`, length: 1, real: true };
  }
  const teen = TEENS.get(word);
  if (teen !== undefined) return { digits: teen, length: 1, real: true };
  const digit = DIGIT_WORDS.get(word);
  return digit === undefined ? undefined : { digits: digit, length: 1, real: !AMBIGUOUS.has(word) };
}

/**
 * Whether tokens[at] is an "oh" said as the zero of digits said one by one after a pair ("sixty six oh one"): a digit
 * or another "oh" follows it, and no digit is said before the pair (`at - 3`), which makes it a group of three.
 */
function ohBeforeDigits(tokens: readonly string[], at: number): boolean {
  if (tokens[at] !== 'oh') return false;
  const before = tokens[at - 3];
  if (before !== undefined && (isDigitWord(before) || before === 'oh' || before === 'zero')) return false;
  return isDigitWord(tokens[at + 1]) || tokens[at + 1] === 'oh' || tokens[at + 1] === 'zero';
}

/** Whether the words before `at` are tens said as a pair, alone or with their unit ("sixty", "seventy eight"). */
function afterPair(tokens: readonly string[], at: number): boolean {
  return TENS.has(tokens[at - 1] ?? '') || (TENS.has(tokens[at - 2] ?? '') && isDigitWord(tokens[at - 1]));
}

/** A number under a hundred said from `at` ("forty two", "twelve", "seven"), or undefined. */
function belowHundred(tokens: readonly string[], at: number, pausedAfter: ReadonlySet<number>): SpokenNumber | undefined {
  const word = tokens[at];
  if (word === undefined || AMBIGUOUS.has(word)) return undefined;
  if (TENS.has(word) || TEENS.has(word)) return leadAt(tokens, at, false, pausedAfter);
  const digit = DIGIT_WORDS.get(word);
  // ("one hundred zero zero zero zero": a zero is no number under a hundred but the next digit, 1000000.)
  if (digit !== undefined) return digit === '0' ? undefined : { digits: digit, length: 1, real: true };
  return /^\d{1,2}$/.test(word) ? { digits: word, length: 1, real: true } : undefined;
}

// Homophones of digits that are, at the edge of a number, the words they sound like ("oh" is a zero there too: "oh
// seven seven oh oh…").
const PREPOSITIONS = new Set(['to', 'too', 'for']);

/** Whether a piece of a number said is one word that, at its edge, is a preposition (`spokenDigits`). */
function isPreposition(piece: { words: readonly string[]; real: boolean }): boolean {
  return !piece.real && piece.words.length === 1 && PREPOSITIONS.has(piece.words[0]!);
}

// The homophones that, ending a value right after digits said as words, are the digits ("too" ending one means also).
const DIGITS_ENDING_VALUE = new Set(['to', 'for']);

/**
 * Whether the last of `pieces`, a run of digits ending a value, is "to" or "for" right after a digit said as a word
 * ("… oh one two for"): a recogniser writing the digits as words wrote the last one as the word it sounds like, and
 * nothing follows for the word to lead to. After a digit written as one ("… 012 for") the recogniser would have
 * written a 4, so the word is the word.
 */
function digitWordEndsValue(pieces: readonly { words: readonly string[]; real: boolean }[]): boolean {
  const ending = pieces.at(-1);
  const before = pieces.at(-2);
  return ending !== undefined && before !== undefined && ending.words.length === 1 && DIGITS_ENDING_VALUE.has(ending.words[0]!)
    && before.real && before.words.every((word) => /^\p{L}+$/u.test(word));
}

// "for" or "to" ending a value after a word (a full stop or a pause after it at most), and the value before it.
const ENDING_HOMOPHONE = /^(.*\S)\s+(for|to)[\s.,;:!?\u2026]*$/isu;

/**
 * The value with the "for" or "to" ending it right after a digit read the other way from `spokenDigits`: after a digit
 * said as a word ("… oh one two nine for"), read there as the digit (`digitWordEndsValue`), here as the word, left out;
 * after a digit written as one ("312 555 012 for"), read there as the word, here as the digit (`asDigit`). Undefined
 * when no such word ends the value after a digit (the cheap test of most values).
 *
 * @example
 *   endingHomophoneReadOtherwise('three one two nine for') // { reading: 'three one two nine', asDigit: false }
 *   endingHomophoneReadOtherwise('312 555 012 for') // { reading: '312 555 012 4', asDigit: true }
 *   endingHomophoneReadOtherwise('Caitlin Myers, calling for') // undefined
 */
export function endingHomophoneReadOtherwise(said: string): { reading: string; asDigit: boolean } | undefined {
  const match = ENDING_HOMOPHONE.exec(said);
  if (match === null) return undefined;
  const before = match[1]!;
  const last = normaliseText(before.slice(-20)).split(' ').at(-1) ?? '';
  if (/\d$/.test(last)) return { reading: `${before} ${DIGIT_WORDS.get(match[2]!.toLowerCase())!}`, asDigit: true };
  return isDigitWord(last) ? { reading: before, asDigit: false } : undefined;
}

/** Whether the word is one digit, said ("five", not "oh", which may be a letter) or written ("5"). */
function isDigitWord(word: string | undefined): boolean {
  return word !== undefined && (/^\d$/.test(word) || (DIGIT_WORDS.has(word) && !AMBIGUOUS.has(word)));
}

function tensAlone(word: string): string | undefined {
  const tens = TENS.get(word);
  return tens === undefined ? undefined : `${tens}0`;
}
