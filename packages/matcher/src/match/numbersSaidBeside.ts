// The numbers and codes a caller says beside a name ("John Smith, my number is 312 555 0130", "…, account AB130"), read
// as exact mode reads them, and whether a cell is one of them: a row that holds one tells whose name was meant.
import { exactNumberScore, LEADING_ZERO_SCORE, MIN_CODE_NUMBER_DIGITS } from '../scoring/digitScore.js';
import { prepareExactForms, type ExactForms } from '../scoring/preparedValue.js';
import type { NumberReading } from '../scoring/numberReading.js';
import { numbersSaid } from './sentenceRuns.js';
import { normaliseText, words } from '../normalise/normaliseText.js';
import type { PreparedWord } from '../scoring/preparedValue.js';

// Cheap test first (no cost for ordinary names): a digit, or a digit's word ("three one two…", "oh one three").
const MAY_SAY_NUMBER = /\d|\b(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\b/i;
// A word of letters and digits, a digit in it ("ab130", "b33", "8tj").
const CODE_WORD = /^(?=.*\d)[a-z\d]+$/;
// A word of letters and digits with a letter in it: a code's piece, not a number's.
const HAS_LETTER = /[a-z]/;

// The fewest digits of a number's end said as such ("ending in 0130"): three are a tenth of a street's numbers.
const MIN_ENDING_DIGITS = 4;
// The most digits of two numbers said as each other's alternative read as numbers' ends ("either 0129 or 0130"): a
// phone without its area code has seven, and is read whole.
const MAX_ALTERNATIVE_ENDING_DIGITS = 6;

/** A number or code said, in exact mode's forms; `ending` when the caller said it is a number's last digits. */
export interface SaidNumber {
  readonly forms: ExactForms;
  readonly ending: boolean;
}

/**
 * The numbers (of `MIN_CODE_NUMBER_DIGITS` digits or more) and codes (a letter and a digit at least) said in `raw`, whose
 * words as scored are `words`; a number after "ending in", "ends with" or "the last four digits (are)" is a number's
 * end (`MIN_ENDING_DIGITS` at least), and so are two said as alternatives (`endingsSaidAsAlternatives`). Empty when
 * none (and at once when `raw` says no digit).
 *
 * @example
 *   numbersSaidBeside('John Smith, my number is 312 555 0130', words) // [{ forms: { digits: '3125550130', … }, ending: false }]
 *   numbersSaidBeside('John Smith, account AB130', words) // [{ forms: { code: 'ab130', … }, ending: false }]
 *   numbersSaidBeside('John Smith, my phone ends in 0130', words) // [{ forms: { digits: '0130', … }, ending: true }]
 *   numbersSaidBeside('John Smith, either 0129 or 0130', words) // 0129 and 0130, each with ending: true
 *   numbersSaidBeside('John Smith, I have 2 questions', words) // []
 */
export function numbersSaidBeside(raw: string, words: readonly PreparedWord[]): SaidNumber[] {
  if (!MAY_SAY_NUMBER.test(raw)) return [];
  const texts = words.map((word) => word.text);
  const said: { text: string; ending: boolean }[] = [];
  const alternativeEnds = endingsSaidAsAlternatives(raw);
  for (const number of numbersSaid(words, true)) {
    const digitsText = texts.slice(number.digitsStart, number.digitsEnd).join(' ');
    const ending = saidAsEnding(texts, number.digitsStart) || (alternativeEnds.size > 0 && alternativeEnds.has(prepareExactForms(digitsText).digits ?? ''));
    said.push({ text: digitsText, ending });
    // (A code's letters said before its number, the number said aloud: "A B one three zero" is AB130.)
    const digits = number.start < number.digitsStart ? prepareExactForms(digitsText).digits : null;
    if (digits !== null) said.push({ text: `${texts.slice(number.start, number.digitsStart).join('')}${digits}`, ending: false });
  }
  // Codes written as one word, or two ("B33 8TJ", a postcode).
  texts.forEach((text, at) => {
    if (!CODE_WORD.test(text) || !HAS_LETTER.test(text)) return;
    said.push({ text, ending: false });
    const next = texts[at + 1];
    if (next !== undefined && CODE_WORD.test(next)) said.push({ text: `${text}${next}`, ending: false });
  });
  const found: SaidNumber[] = [];
  for (const { text, ending } of said) {
    const forms = prepareExactForms(text);
    const digits = forms.digits?.replace(/\D/g, '').length ?? 0;
    if (forms.digits !== null ? digits >= (ending ? MIN_ENDING_DIGITS : MIN_CODE_NUMBER_DIGITS) : forms.code !== null && /\d/.test(forms.code) && HAS_LETTER.test(forms.code)) found.push({ forms, ending });
  }
  return found;
}

/**
 * The digits of two numbers said as each other's alternative that are numbers' ends ("John Smith, either 0129 or
 * 0130"): two numbers of digits alone with "or" between them in `raw` as said (a reading may have spread the words
 * before "or" to both), each of `MIN_ENDING_DIGITS` to `MAX_ALTERNATIVE_ENDING_DIGITS` digits and as many as the
 * other's. Too few digits for any number a cell is, said two ways alike, they are the ends the caller is unsure of.
 * Empty when no "or" is said (the cheap test).
 */
function endingsSaidAsAlternatives(raw: string): Set<string> {
  const endings = new Set<string>();
  if (!/\bor\b/i.test(raw)) return endings;
  const texts = words(normaliseText(raw));
  const numbers = numbersSaid(texts.map((text) => ({ text })), false);
  const digitsOf = (number: { digitsStart: number; digitsEnd: number }): string | null =>
    prepareExactForms(texts.slice(number.digitsStart, number.digitsEnd).join(' ')).digits;
  numbers.forEach((first, at) => {
    const second = numbers[at + 1];
    if (second === undefined || texts[first.digitsEnd] !== 'or' || second.digitsStart !== first.digitsEnd + 1) return;
    const [one, other] = [digitsOf(first), digitsOf(second)];
    if (one === null || other === null || !/^\d+$/.test(one) || !/^\d+$/.test(other) || one.length !== other.length) return;
    if (one.length < MIN_ENDING_DIGITS || one.length > MAX_ALTERNATIVE_ENDING_DIGITS) return;
    endings.add(one).add(other);
  });
  return endings;
}

/** Whether the words before `at` say that what follows is a number's end: "ending in", "ends with", "the last four digits (are)". */
function saidAsEnding(texts: readonly string[], at: number): boolean {
  const before = (k: number): string => texts[at - k] ?? '';
  if ((before(1) === 'in' || before(1) === 'with') && (before(2) === 'ending' || before(2) === 'ends' || before(2) === 'end')) return true;
  const digitsAt = before(1) === 'are' || before(1) === 'is' ? 2 : 1;
  return before(digitsAt) === 'digits' && before(digitsAt + 2) === 'last';
}

/**
 * Whether `cell` is one of the numbers or codes `said` (`numbersSaidBeside`): the same number as exact mode finds it
 * (a phone said without its area code too, in a column reading phones), a number ending in the digits said as its end,
 * or the same code; or, for a cell of words and a number (an address), whether `sentence` (the words said, as the
 * scorer reads them, with a space at each end) says all of it.
 *
 * @example
 *   cellIsSaid('3125550130', numbersSaidBeside('…, my number is 555 0130', words), 'phones') // true
 *   cellIsSaid('3125550130', numbersSaidBeside('…, my phone ends in 0130', words), 'phones') // true
 *   cellIsSaid('AB-130', numbersSaidBeside('…, account AB130', words), 'ids') // true
 */
export function cellIsSaid(cell: string, said: readonly SaidNumber[], reading: NumberReading, sentence = ''): boolean {
  if (cell === '' || !/\d/.test(cell)) return false;
  // (A cell of words and a number, an address, said whole: "…, 200 Pine Lane".)
  if (sentence !== '' && /\p{L}/u.test(cell)) {
    const cellWords = words(normaliseText(cell));
    if (cellWords.length >= 2 && sentence.includes(` ${cellWords.join(' ')} `)) return true;
  }
  const written = prepareExactForms(cell);
  return said.some(({ forms, ending }) => {
    if (forms.code !== null) return written.code === forms.code;
    if (forms.digits === null || written.digits === null) return false;
    return ending ? written.digits.endsWith(forms.digits) : exactNumberScore(forms.digits, written.digits, reading) >= LEADING_ZERO_SCORE;
  });
}
