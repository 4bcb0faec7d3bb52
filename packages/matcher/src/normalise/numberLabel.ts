// A phone number written after a label that says which phone it is ("mobile: 555-010-0100", "Tel. +44 7700 900123",
// "Cell # 555 0199", "M: 07700 900123"), as contact lists export it: the number is the value, the label says nothing
// of which number the caller has.
import { digitsOf, isDigitValue } from './digits.js';
import { numberWithExtension } from './phoneExtension.js';

// A label word, then perhaps "no.", "number" or "#", then perhaps ":" or "."; a one-letter label only with its colon.
const LABEL = /^\s*(?:(?:mobile|mob|cell(?:\s*phone)?|phone|ph|tel|telephone|home|work|office|main|direct|landline|fax)\b\s*(?:(?:no|number|#)\.?\s*)?[:.]?|[mtwhop]\s*:)\s*/i;
// The fewest digits of a number so labelled: a local number ("Office 3" is a room, "Home 12" a house).
const MIN_LABELLED_DIGITS = 7;

/**
 * The number of a value that is a label and a phone number (of 7 digits or more, perhaps with an extension), else the
 * value as it is.
 *
 * @example
 *   withoutNumberLabel('mobile: 555-010-0100') // "555-010-0100"
 *   withoutNumberLabel('Tel. +44 7700 900123 ext 2') // "+44 7700 900123 ext 2"
 *   withoutNumberLabel('Office 3') // "Office 3"
 */
export function withoutNumberLabel(value: string): string {
  const label = LABEL.exec(value);
  if (label === null) return value;
  const number = value.slice(label[0].length);
  const isNumber = isDigitValue(number) ? digitsOf(number).length >= MIN_LABELLED_DIGITS : numberWithExtension(number) !== null;
  return isNumber ? number : value;
}
