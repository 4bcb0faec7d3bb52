// The numbers and codes a caller says beside a name ("John Smith, my number is 312 555 0130", "…, account AB130"), read
// as exact mode reads them, and whether a cell is one of them: a row that holds one tells whose name was meant.
import { exactNumberScore, LEADING_ZERO_SCORE, MIN_CODE_NUMBER_DIGITS } from '../scoring/digitScore.js';
import { prepareExactForms, type ExactForms } from '../scoring/preparedValue.js';
import type { NumberReading } from '../scoring/numberReading.js';
import { numbersSaid } from './sentenceRuns.js';
import type { PreparedWord } from '../scoring/preparedValue.js';

// Cheap test first (no cost for ordinary names): a digit, or a digit's word ("three one two…", "oh one three").
const MAY_SAY_NUMBER = /\d|\b(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\b/i;
// A word of letters and digits, a digit in it ("ab130", "b33", "8tj").
const CODE_WORD = /^(?=.*\d)[a-z\d]+$/;
// A word of letters and digits with a letter in it: a code's piece, not a number's.
const HAS_LETTER = /[a-z]/;

/**
 * The numbers (of `MIN_CODE_NUMBER_DIGITS` digits or more) and codes (a letter and a digit at least) said in `raw`, whose
 * words as scored are `words`, in exact mode's forms; empty when none (and at once when `raw` says no digit).
 *
 * @example
 *   numbersSaidBeside('John Smith, my number is 312 555 0130', words) // [{ digits: '3125550130', … }]
 *   numbersSaidBeside('John Smith, account AB130', words) // [{ code: 'ab130', … }]
 *   numbersSaidBeside('John Smith, I have 2 questions', words) // []
 */
export function numbersSaidBeside(raw: string, words: readonly PreparedWord[]): ExactForms[] {
  if (!MAY_SAY_NUMBER.test(raw)) return [];
  const texts = words.map((word) => word.text);
  const said: string[] = [];
  for (const number of numbersSaid(words, true)) {
    said.push(texts.slice(number.digitsStart, number.digitsEnd).join(' '));
    if (number.start < number.digitsStart) said.push(texts.slice(number.start, number.digitsEnd).join(' '));
  }
  // Codes written as one word, or two ("B33 8TJ", a postcode).
  texts.forEach((text, at) => {
    if (!CODE_WORD.test(text) || !HAS_LETTER.test(text)) return;
    said.push(text);
    const next = texts[at + 1];
    if (next !== undefined && CODE_WORD.test(next)) said.push(`${text}${next}`);
  });
  const forms: ExactForms[] = [];
  for (const text of said) {
    const form = prepareExactForms(text);
    if (form.digits !== null ? form.digits.replace(/\D/g, '').length >= MIN_CODE_NUMBER_DIGITS : form.code !== null && /\d/.test(form.code) && HAS_LETTER.test(form.code)) forms.push(form);
  }
  return forms;
}

/**
 * Whether `cell` is one of the numbers or codes `said` (`numbersSaidBeside`): the same number as exact mode finds it
 * (a phone said without its area code too, in a column reading phones), or the same code.
 *
 * @example
 *   cellIsSaid('3125550130', numbersSaidBeside('…, my number is 555 0130', words), 'phones') // true
 *   cellIsSaid('AB-130', numbersSaidBeside('…, account AB130', words), 'ids') // true
 */
export function cellIsSaid(cell: string, said: readonly ExactForms[], reading: NumberReading): boolean {
  if (cell === '' || !/\d/.test(cell)) return false;
  const written = prepareExactForms(cell);
  return said.some((form) => (form.digits !== null
    ? written.digits !== null && exactNumberScore(form.digits, written.digits, reading) >= LEADING_ZERO_SCORE
    : form.code !== null && written.code === form.code));
}
