// A cell holding several phone numbers ("555-010-0150 / 555-010-0151", "+44 7700 900123; 020 7946 0958",
// "555 0199 or 555 0198", "Home: 555 0100 / Mobile: 555 0101"), as a contact list keeps a person's landline and mobile in one column: each number is the
// cell's, and a caller says one of them.
import { digitsOf, isDigitValue, numberDigits } from './digits.js';
import { withoutNumberLabel } from './numberLabel.js';
import { numberWithExtension, withoutExtension } from './phoneExtension.js';

/** What stands between the numbers of a cell holding several in `PreparedValue.digits`: "5550100150,5550100151". */
export const NUMBER_LIST_MARK = ',';

// Between two numbers: "/", ";", ",", "|", "or", "and" (a number's own punctuation never has a space both sides of a
// "/", and a part of fewer than 7 digits makes the cell no list: "030/1234567" is one Berlin number).
// (No spaces taken around a mark: each part may have them, and a pattern of spaces on both sides is slow on a long cell.)
const BETWEEN_NUMBERS = /[/;,|]|\s(?:or|and)\s/i;
const MIN_LISTED_DIGITS = 7;


/**
 * The digits of each number of a value listing two or more (each of 7 digits or more, perhaps with an extension),
 * joined by `NUMBER_LIST_MARK`, else null.
 *
 * @example
 *   numberListDigits('555-010-0150 / 555-010-0151') // "5550100150,5550100151"
 *   numberListDigits('+44 7700 900123; 555 0199 x12') // "00447700900123,5550199x12"
 *   numberListDigits('030/1234567') // null
 */
export function numberListDigits(value: string): string | null {
  // (Most values have no mark between two numbers, and are read no further.)
  if (!BETWEEN_NUMBERS.test(value)) return null;
  const parts = value.split(BETWEEN_NUMBERS);
  if (parts.length < 2) return null;
  const numbers: string[] = [];
  for (const labelled of parts) {
    const part = withoutNumberLabel(labelled);
    const digits = isDigitValue(part) ? numberDigits(part) : numberWithExtension(part);
    if (digits === null || digitsOf(withoutExtension(digits)[0]).length < MIN_LISTED_DIGITS) return null;
    numbers.push(digits);
  }
  return numbers.join(NUMBER_LIST_MARK);
}

/**
 * The numbers of digits as `PreparedValue.digits` holds them: one, or each of a cell's several.
 *
 * @example
 *   listedNumbers('5550100150,5550100151') // ["5550100150", "5550100151"]
 */
export const listedNumbers = (digits: string): string[] => digits.split(NUMBER_LIST_MARK);
